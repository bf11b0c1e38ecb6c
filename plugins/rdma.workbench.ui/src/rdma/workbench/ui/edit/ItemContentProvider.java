package rdma.workbench.ui.edit;


import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.edit.provider.IChangeNotifier;
import org.eclipse.emf.edit.provider.INotifyChangedListener;
import org.eclipse.emf.edit.provider.IStructuredItemContentProvider;
import org.eclipse.emf.edit.provider.ITreeItemContentProvider;
import org.eclipse.emf.edit.provider.ViewerNotification;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.StructuredViewer;
import org.eclipse.jface.viewers.Viewer;
import org.eclipse.swt.widgets.Display;

/**
 * A JFace tree content provider over EMF.Edit's item providers (what emf.edit.ui's
 * AdapterFactoryContentProvider does; that bundle is not on Maven Central). Refreshes the viewer
 * when the item providers report a change.
 */
public final class ItemContentProvider implements ITreeContentProvider, INotifyChangedListener {

    private final AdapterFactory adapterFactory;
    private StructuredViewer viewer;

    public ItemContentProvider(AdapterFactory adapterFactory) {
        this.adapterFactory = adapterFactory;
        if (adapterFactory instanceof IChangeNotifier n) {
            n.addListener(this);
        }
    }

    @Override
    public Object[] getElements(Object input) {
        if (input instanceof Resource r) {
            return r.getContents().toArray();
        }
        IStructuredItemContentProvider p = (IStructuredItemContentProvider) adapterFactory.adapt(input, IStructuredItemContentProvider.class);
        return p == null ? new Object[0] : p.getElements(input).toArray();
    }

    @Override
    public Object[] getChildren(Object parent) {
        ITreeItemContentProvider p = (ITreeItemContentProvider) adapterFactory.adapt(parent, ITreeItemContentProvider.class);
        return p == null ? new Object[0] : p.getChildren(parent).toArray();
    }

    @Override
    public Object getParent(Object element) {
        ITreeItemContentProvider p = (ITreeItemContentProvider) adapterFactory.adapt(element, ITreeItemContentProvider.class);
        return p == null ? null : p.getParent(element);
    }

    @Override
    public boolean hasChildren(Object element) {
        ITreeItemContentProvider p = (ITreeItemContentProvider) adapterFactory.adapt(element, ITreeItemContentProvider.class);
        return p != null && p.hasChildren(element);
    }

    @Override
    public void inputChanged(Viewer v, Object oldInput, Object newInput) {
        viewer = (StructuredViewer) v;
    }

    @Override
    public void notifyChanged(Notification notification) {
        StructuredViewer v = viewer;
        if (v == null || v.getControl() == null || v.getControl().isDisposed() || !(notification instanceof ViewerNotification vn)) {
            return;
        }
        Runnable refresh = () -> {
            if (v.getControl().isDisposed()) {
                return;
            }
            Object element = vn.getElement();
            if (renames(vn)) {
                // other rows name this one (a link its hosts' ports, a post its QP): their labels change with it
                v.refresh(true);
            } else if (vn.isContentRefresh()) {
                v.refresh(element, vn.isLabelUpdate());
            } else if (vn.isLabelUpdate()) {
                v.update(element, null);
            }
        };
        Display d = v.getControl().getDisplay();
        if (Display.getCurrent() == d) {
            refresh.run();
        } else {
            d.asyncExec(refresh);
        }
    }

    /** Whether the change is a new name, which the labels of other elements may show. */
    private static boolean renames(ViewerNotification n) {
        return n.isLabelUpdate() && n.getFeature() instanceof EAttribute a && "name".equals(a.getName());
    }

    @Override
    public void dispose() {
        if (adapterFactory instanceof IChangeNotifier n) {
            n.removeListener(this);
        }
    }

}
