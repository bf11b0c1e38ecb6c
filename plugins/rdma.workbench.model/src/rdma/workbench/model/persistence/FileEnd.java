package rdma.workbench.model.persistence;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.eclipse.emf.ecore.resource.Resource;

/**
 * Where a model file ends: the line and column just past its last character. The XML parser
 * reports a file cut off inside its XML declaration ("Premature end of file") with no location;
 * that is where it stopped reading.
 */
final class FileEnd {

    private FileEnd() {
    }

    /** {line, column}, both from 1; {0, 0} when the file cannot be read again. */
    static int[] locate(Resource r) {
        String text;
        try (InputStream in = r.getResourceSet().getURIConverter().createInputStream(r.getURI())) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            return new int[] {0, 0};
        }
        int lineStart = text.lastIndexOf('\n') + 1;
        return new int[] {(int) text.chars().filter(c -> c == '\n').count() + 1, text.length() - lineStart + 1};
    }
}
