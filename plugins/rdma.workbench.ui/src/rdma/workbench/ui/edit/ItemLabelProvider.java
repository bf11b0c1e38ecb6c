package rdma.workbench.ui.edit;

import java.util.Map;
import java.util.WeakHashMap;

import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.edit.provider.IItemLabelProvider;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.viewers.DecorationOverlayIcon;
import org.eclipse.jface.viewers.IDecoration;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.swt.graphics.Image;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PlatformUI;

/**
 * Labels and icons from EMF.Edit's item providers, with an error or warning overlay on the
 * objects the last validation complained about.
 */
public final class ItemLabelProvider extends LabelProvider {

    private final AdapterFactory adapterFactory;
    private final ItemImages images = new ItemImages(JFaceResources.getResources());
    private final Map<Object, Integer> severities = new WeakHashMap<>();

    public ItemLabelProvider(AdapterFactory adapterFactory) {
        this.adapterFactory = adapterFactory;
    }

    @Override
    public String getText(Object element) {
        String text = TreeLabels.text(element);
        if (text != null) {
            return text;
        }
        IItemLabelProvider p = (IItemLabelProvider) adapterFactory.adapt(element, IItemLabelProvider.class);
        return p == null ? String.valueOf(element) : p.getText(element);
    }

    @Override
    public Image getImage(Object element) {
        IItemLabelProvider p = (IItemLabelProvider) adapterFactory.adapt(element, IItemLabelProvider.class);
        ImageDescriptor base = p == null ? null : ItemImages.descriptor(p.getImage(element));
        if (base == null) {
            return null;
        }
        Integer severity = severities.get(element);
        if (severity == null) {
            return images.image(base);
        }
        String overlay = severity >= Diagnostic.ERROR ? ISharedImages.IMG_DEC_FIELD_ERROR : ISharedImages.IMG_DEC_FIELD_WARNING;
        ImageDescriptor decoration = PlatformUI.getWorkbench().getSharedImages().getImageDescriptor(overlay);
        return images.image(new DecorationOverlayIcon(base, decoration, IDecoration.BOTTOM_LEFT));
    }

    /** Replaces the problem overlays; {@code problems} maps model objects to their worst severity. */
    public void setProblems(Map<Object, Integer> problems) {
        severities.clear();
        severities.putAll(problems);
        fireLabelProviderChanged(new org.eclipse.jface.viewers.LabelProviderChangedEvent(this));
    }

    @Override
    public void dispose() {
        images.dispose();
        super.dispose();
    }
}
