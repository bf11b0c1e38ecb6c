package rdma.workbench.debug.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;

/**
 * The widgets of a dialog, a tab or a view found as a user finds them — a field by the label
 * before it, a button by its text — for tests that read and drive what is on the screen.
 */
public final class Controls {

    private Controls() {
    }

    /** {@code root} and every control below it, a parent before its children, children in the order they were made. */
    public static List<Control> under(Control root) {
        List<Control> out = new ArrayList<>();
        collect(root, out);
        return out;
    }

    private static void collect(Control c, List<Control> into) {
        into.add(c);
        if (c instanceof Composite parent) {
            for (Control child : parent.getChildren()) {
                collect(child, into);
            }
        }
    }

    /** The first control of {@code type} under {@code root} that {@code test} accepts. */
    public static <T extends Control> T find(Control root, Class<T> type, Predicate<T> test) {
        return under(root).stream().filter(type::isInstance).map(type::cast).filter(test).findFirst()
                .orElseThrow(() -> new AssertionError("no " + type.getSimpleName() + " as asked under " + root));
    }

    /** The first control of {@code type} after the label that reads {@code label} once its mnemonic is removed. */
    public static <T extends Control> T after(Control root, String label, Class<T> type) {
        List<Control> all = under(root);
        int at = -1;
        for (int i = 0; i < all.size() && at < 0; i++) {
            if (all.get(i) instanceof Label l && text(l.getText()).equals(label)) {
                at = i;
            }
        }
        if (at < 0) {
            throw new AssertionError("no label '" + label + "' under " + root);
        }
        return all.subList(at + 1, all.size()).stream().filter(type::isInstance).map(type::cast).findFirst()
                .orElseThrow(() -> new AssertionError("no " + type.getSimpleName() + " after the label '" + label + "'"));
    }

    /** The button that reads {@code text} once its mnemonic is removed. */
    public static Button button(Control root, String text) {
        return find(root, Button.class, b -> text(b.getText()).equals(text));
    }

    /** A widget's text as the user reads it: without the '&' that marks its mnemonic. */
    public static String text(String withMnemonic) {
        return withMnemonic.replace("&", "");
    }
}
