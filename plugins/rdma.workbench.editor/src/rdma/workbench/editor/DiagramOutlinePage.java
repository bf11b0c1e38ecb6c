package rdma.workbench.editor;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.draw2d.LightweightSystem;
import org.eclipse.draw2d.Viewport;
import org.eclipse.draw2d.parts.ScrollableThumbnail;
import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.GraphicalViewer;
import org.eclipse.gef.LayerConstants;
import org.eclipse.gef.editparts.ScalableFreeformRootEditPart;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.ISelectionChangedListener;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.SelectionChangedEvent;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.part.IPageSite;
import org.eclipse.ui.part.Page;
import org.eclipse.ui.part.PageBook;
import org.eclipse.ui.views.contentoutline.IContentOutlinePage;

import rdma.workbench.ui.edit.ItemContentProvider;
import rdma.workbench.ui.edit.ItemLabelProvider;

/**
 * The Outline of a topology diagram, in two modes (toolbar toggles): the model tree, where
 * ports, GID entries and capabilities can be selected and edited in the Properties view, and
 * an overview thumbnail of the whole diagram whose frame scrolls the editor.
 */
public final class DiagramOutlinePage extends Page implements IContentOutlinePage {

    private final GraphicalViewer diagram;
    private final AdapterFactory adapterFactory;
    private Resource resource;
    private PageBook book;
    /** The most children a topology may have for the tree to open with them shown. */
    private static final int EXPANDED_CHILDREN = 200;

    private TreeViewer tree;
    private Canvas overview;
    private ScrollableThumbnail thumbnail;
    private boolean syncing;
    private final ISelectionChangedListener fromDiagram = e -> showInTree(e.getSelection());
    private final List<ISelectionChangedListener> listeners = new ArrayList<>();
    private ISelection selection = StructuredSelection.EMPTY;

    public DiagramOutlinePage(GraphicalViewer diagram, AdapterFactory adapterFactory, Resource resource) {
        this.diagram = diagram;
        this.adapterFactory = adapterFactory;
        this.resource = resource;
    }

    @Override
    public void init(IPageSite site) {
        super.init(site);
        IAction treeMode = new Action("Tree", IAction.AS_RADIO_BUTTON) {
            @Override
            public void run() {
                showTree();
            }
        };
        treeMode.setToolTipText("Show the model tree");
        treeMode.setImageDescriptor(bundleIcon("tree.png"));
        treeMode.setChecked(true);
        IAction overviewMode = new Action("Overview", IAction.AS_RADIO_BUTTON) {
            @Override
            public void run() {
                showOverview();
            }
        };
        overviewMode.setToolTipText("Show an overview (thumbnail) of the whole diagram");
        overviewMode.setImageDescriptor(bundleIcon("overview.png"));
        site.getActionBars().getToolBarManager().add(treeMode);
        site.getActionBars().getToolBarManager().add(overviewMode);
        site.getActionBars().updateActionBars();
    }

    private static ImageDescriptor bundleIcon(String name) {
        return ImageDescriptor.createFromURL(DiagramOutlinePage.class.getResource("/icons/" + name));
    }

    @Override
    public void createControl(Composite parent) {
        book = new PageBook(parent, SWT.NONE);
        tree = new TreeViewer(book, SWT.MULTI | SWT.H_SCROLL | SWT.V_SCROLL);
        tree.setContentProvider(new ItemContentProvider(adapterFactory));
        tree.setLabelProvider(new ItemLabelProvider(adapterFactory));
        tree.setUseHashlookup(true);
        tree.setInput(resource);
        expandSmallTopology();
        tree.addSelectionChangedListener(e -> fromTree(e.getSelection()));
        overview = new Canvas(book, SWT.NONE);
        LightweightSystem lws = new LightweightSystem(overview);
        ScalableFreeformRootEditPart root = (ScalableFreeformRootEditPart) diagram.getRootEditPart();
        thumbnail = new ScrollableThumbnail((Viewport) root.getFigure());
        thumbnail.setSource(root.getLayer(LayerConstants.PRINTABLE_LAYERS));
        lws.setContents(thumbnail);
        diagram.addSelectionChangedListener(fromDiagram);
        book.showPage(tree.getControl());
    }

    /** The file was loaded again: show its new contents. */
    public void setResource(Resource r) {
        resource = r;
        if (tree != null && !tree.getControl().isDisposed()) {
            tree.setInput(r);
            expandSmallTopology();
        }
    }

    /**
     * Shows the topology's hosts, switches and links when they are few enough to read; a
     * generated fabric's thousands of rows wait until the user opens the topology (creating
     * 13,000 rows took longer than drawing the diagram).
     */
    private void expandSmallTopology() {
        tree.expandToLevel(1);
        for (EObject root : resource.getContents()) {
            if (root.eContents().size() <= EXPANDED_CHILDREN) {
                tree.expandToLevel(root, 1);
            }
        }
    }

    public void showTree() {
        book.showPage(tree.getControl());
    }

    public void showOverview() {
        book.showPage(overview);
    }

    public TreeViewer getTree() {
        return tree;
    }

    public ScrollableThumbnail getThumbnail() {
        return thumbnail;
    }

    /** A pick in the tree selects the drawn element that holds it (a port's NIC, a GID's NIC) and shows it in Properties. */
    private void fromTree(ISelection s) {
        selection = s;
        for (ISelectionChangedListener l : List.copyOf(listeners)) {
            l.selectionChanged(new SelectionChangedEvent(this, s));
        }
        if (syncing || !(s instanceof IStructuredSelection ss)) {
            return;
        }
        List<EditPart> parts = new ArrayList<>();
        for (Object o : ss.toList()) {
            for (Object m = o; m instanceof EObject e; m = e.eContainer()) {
                if (diagram.getEditPartRegistry().get(m) instanceof EditPart p && p != diagram.getContents()) {
                    parts.add(p);
                    break;
                }
            }
        }
        if (!parts.isEmpty()) {
            syncing = true;
            try {
                diagram.setSelection(new StructuredSelection(parts));
                diagram.reveal(parts.get(parts.size() - 1));
            } finally {
                syncing = false;
            }
        }
    }

    private void showInTree(ISelection s) {
        if (syncing || tree == null || tree.getControl().isDisposed() || !(s instanceof IStructuredSelection ss)) {
            return;
        }
        List<Object> models = new ArrayList<>();
        for (Object o : ss.toList()) {
            if (o instanceof EditPart p && p.getModel() instanceof EObject e && p != diagram.getContents()) {
                models.add(e);
            }
        }
        syncing = true;
        try {
            tree.setSelection(new StructuredSelection(models), true);
        } finally {
            syncing = false;
        }
    }

    @Override
    public Control getControl() {
        return book;
    }

    @Override
    public void setFocus() {
        book.setFocus();
    }

    @Override
    public void dispose() {
        diagram.removeSelectionChangedListener(fromDiagram);
        if (thumbnail != null) {
            thumbnail.deactivate();
        }
        super.dispose();
    }

    @Override
    public void addSelectionChangedListener(ISelectionChangedListener listener) {
        listeners.add(listener);
    }

    @Override
    public void removeSelectionChangedListener(ISelectionChangedListener listener) {
        listeners.remove(listener);
    }

    @Override
    public ISelection getSelection() {
        return selection;
    }

    @Override
    public void setSelection(ISelection s) {
        if (tree != null) {
            tree.setSelection(s);
        }
    }
}
