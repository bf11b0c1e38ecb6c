package rdma.workbench.editor.figures;

import java.net.MalformedURLException;
import java.net.URL;

import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.jface.resource.ImageRegistry;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.graphics.Image;

/** The model's icons (from the .edit bundle) for the palette and the figures; shared, disposed with the display. */
public enum DiagramIcons {
    HOST("Host"),
    ERDMA_NIC("ErdmaDevice"),
    ROCE_NIC("RoceNic"),
    SWITCH("Switch"),
    LINK("Link"),
    NAMESPACE("NetworkNamespace");

    private final String file;

    DiagramIcons(String file) {
        this.file = file;
    }

    public ImageDescriptor descriptor() {
        try {
            return ImageDescriptor.createFromURL(new URL("platform:/plugin/rdma.workbench.model.edit/icons/full/obj16/" + file + ".gif"));
        } catch (MalformedURLException e) {
            throw new IllegalStateException(e);
        }
    }

    public Image image() {
        ImageRegistry registry = JFaceResources.getImageRegistry();
        String key = DiagramIcons.class.getName() + "." + name();
        Image image = registry.get(key);
        if (image == null) {
            registry.put(key, descriptor());
            image = registry.get(key);
        }
        return image;
    }
}
