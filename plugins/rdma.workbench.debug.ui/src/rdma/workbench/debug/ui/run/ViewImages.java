package rdma.workbench.debug.ui.run;

import java.net.MalformedURLException;
import java.net.URI;

import org.eclipse.jface.resource.ImageDescriptor;

/** The icons of the packet views: this bundle's, or the platform's where one says the same. */
public final class ViewImages {

    private ViewImages() {
    }

    /** An icon of this bundle's icons folder. */
    public static ImageDescriptor own(String name) {
        return of("platform:/plugin/rdma.workbench.debug.ui/icons/" + name);
    }

    /** An icon of the Debug UI bundle (export, filter, copy...). */
    public static ImageDescriptor debug(String path) {
        return of("platform:/plugin/org.eclipse.debug.ui/icons/full/" + path);
    }

    private static ImageDescriptor of(String url) {
        try {
            return ImageDescriptor.createFromURL(URI.create(url).toURL());
        } catch (MalformedURLException | IllegalArgumentException e) {
            return ImageDescriptor.getMissingImageDescriptor();
        }
    }
}
