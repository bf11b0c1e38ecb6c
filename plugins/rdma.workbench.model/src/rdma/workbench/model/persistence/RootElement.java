package rdma.workbench.model.persistence;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.eclipse.emf.ecore.resource.Resource;

/**
 * Where the root element of a model file starts: the line and column of its '<', past the XML
 * declaration, comments and processing instructions. Used to point at the root of a file that
 * parsed but holds the wrong kind of model.
 */
final class RootElement {

    private RootElement() {
    }

    /** {line, column}, both from 1; {1, 0} when the file cannot be read again. */
    static int[] locate(Resource r) {
        String text;
        try (InputStream in = r.getResourceSet().getURIConverter().createInputStream(r.getURI())) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            return new int[] {1, 0};
        }
        int at = 0;
        while (at < text.length()) {
            int lt = text.indexOf('<', at);
            if (lt < 0 || lt + 1 >= text.length()) {
                break;
            }
            char next = text.charAt(lt + 1);
            if (next == '?' || next == '!') {
                String end = text.startsWith("<!--", lt) ? "-->" : next == '?' ? "?>" : ">";
                int close = text.indexOf(end, lt + 2);
                if (close < 0) {
                    break;
                }
                at = close + end.length();
                continue;
            }
            return position(text, lt);
        }
        return new int[] {1, 0};
    }

    private static int[] position(String text, int offset) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < offset; i++) {
            if (text.charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        return new int[] {line, offset - lineStart + 1};
    }
}
