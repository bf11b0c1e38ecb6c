package rdma.workbench.ui.edit;

import java.net.URL;
import java.util.List;

import org.eclipse.emf.edit.provider.ComposedImage;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.jface.resource.LocalResourceManager;
import org.eclipse.jface.resource.ResourceManager;
import org.eclipse.swt.graphics.Image;

/** Turns the image objects EMF.Edit item providers return (URLs, composed images) into SWT images. */
public final class ItemImages {

    private final ResourceManager resources;

    public ItemImages(ResourceManager parent) {
        this.resources = new LocalResourceManager(parent);
    }

    public static ImageDescriptor descriptor(Object image) {
        if (image instanceof ImageDescriptor d) {
            return d;
        }
        if (image instanceof URL url) {
            return ImageDescriptor.createFromURL(url);
        }
        if (image instanceof ComposedImage composed) {
            List<Object> parts = composed.getImages();
            return parts.isEmpty() ? null : descriptor(parts.get(0));
        }
        return null;
    }

    public Image image(Object image) {
        ImageDescriptor d = descriptor(image);
        return d == null ? null : resources.create(d);
    }

    public void dispose() {
        resources.dispose();
    }
}
