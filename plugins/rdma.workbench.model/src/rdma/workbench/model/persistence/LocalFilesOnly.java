package rdma.workbench.model.persistence;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.impl.URIHandlerImpl;

/**
 * Keeps every read and write of a model's resource set on this machine: a reference in a file
 * (an href, an xsi:schemaLocation) to http://… or any other non-local address is refused
 * instead of fetched, so opening a file never makes the product talk to the network.
 */
final class LocalFilesOnly extends URIHandlerImpl {

    /** Files, the workspace, bundles' own files, and archives of those; nothing that names a host. */
    private static final Set<String> LOCAL = Set.of("file", "platform", "bundleentry", "bundleresource");

    static boolean isLocal(URI uri) {
        if (uri.isRelative()) {
            return true;
        }
        if (uri.isArchive()) { // archive:file:/x.zip!/entry: local when the archive is
            String archive = uri.authority();
            return archive != null && archive.endsWith("!") && isLocal(URI.createURI(archive.substring(0, archive.length() - 1)));
        }
        // file://server/share/... is a network path
        boolean networkFile = uri.isFile() && uri.authority() != null && !uri.authority().isEmpty();
        return LOCAL.contains(uri.scheme().toLowerCase(Locale.ROOT)) && !networkFile;
    }

    static String refusal(URI uri) {
        return uri.trimFragment() + " is not a file on this machine: model files refer only to files (a path relative to the file, or in the"
                + " workspace), never to a network address";
    }

    @Override
    public boolean canHandle(URI uri) {
        return !isLocal(uri);
    }

    @Override
    public InputStream createInputStream(URI uri, Map<?, ?> options) throws IOException {
        throw new IOException(refusal(uri));
    }

    @Override
    public OutputStream createOutputStream(URI uri, Map<?, ?> options) throws IOException {
        throw new IOException(refusal(uri));
    }

    @Override
    public void delete(URI uri, Map<?, ?> options) throws IOException {
        throw new IOException(refusal(uri));
    }

    @Override
    public boolean exists(URI uri, Map<?, ?> options) {
        return false;
    }

    @Override
    public Map<String, ?> getAttributes(URI uri, Map<?, ?> options) {
        return Map.of();
    }

    @Override
    public void setAttributes(URI uri, Map<String, ?> attributes, Map<?, ?> options) throws IOException {
        throw new IOException(refusal(uri));
    }
}
