package rdma.workbench.ui.repair;

import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.edit.provider.IItemLabelProvider;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.graphics.Image;

import rdma.workbench.ui.edit.AdapterFactories;
import rdma.workbench.ui.edit.ItemImages;

/** A fix shows the icon of the object it changes, as the tree does. */
final class FixImages {

    private static final AdapterFactory FACTORY = AdapterFactories.create();
    private static ItemImages images;

    private FixImages() {
    }

    static ImageDescriptor of(Object object) {
        return FACTORY.adapt(object, IItemLabelProvider.class) instanceof IItemLabelProvider p ? ItemImages.descriptor(p.getImage(object)) : null;
    }

    /** The image of {@code descriptor}, kept for the session (one per kind of object). */
    static synchronized Image image(ImageDescriptor descriptor) {
        if (descriptor == null) {
            return null;
        }
        if (images == null) {
            images = new ItemImages(JFaceResources.getResources());
        }
        return images.image(descriptor);
    }
}
