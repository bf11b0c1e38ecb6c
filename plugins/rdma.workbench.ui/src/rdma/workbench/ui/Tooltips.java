package rdma.workbench.ui;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Listener;

/** Tooltip text for SWT and Draw2d, which do not wrap it: lines broken between words so a long message stays on the screen. */
public final class Tooltips {

    /** The width, in characters, a tooltip line gets. */
    public static final int WIDTH = 90;

    /**
     * The width, in characters, a line of an SWT widget's tooltip gets: GTK wraps such a tooltip
     * again where it passes 70 average character widths (GtkTooltipWindow's max-width-chars), so
     * lines this much shorter keep the breaks made here instead of getting a second, ragged set.
     */
    public static final int WIDGET_WIDTH = 64;

    private Tooltips() {
    }

    /**
     * Takes a control's tooltip down as soon as the user acts — a click, a context menu, a key, a
     * drag, the focus leaving — so it never covers the menu or dialog the action opens (GTK keeps a
     * tooltip up while the pointer rests, whatever opens above it). The next pointer move may show
     * it again.
     */
    public static void hideWhenActing(Control control) {
        Listener hide = e -> control.setToolTipText(null);
        for (int type : new int[] {SWT.MouseDown, SWT.MenuDetect, SWT.KeyDown,
                SWT.DragDetect, SWT.FocusOut, SWT.MouseExit}) {
            control.addListener(type, hide);
        }
    }

    /** {@code text} with each of its lines broken between words at {@link #WIDTH} characters; line breaks it has stay. */
    public static String wrap(String text) {
        return wrap(text, WIDTH);
    }

    /** {@code text} broken for the tooltip of an SWT widget (a tree, a table): at {@link #WIDGET_WIDTH} characters. */
    public static String wrapForWidget(String text) {
        return wrap(text, WIDGET_WIDTH);
    }

    public static String wrap(String text, int width) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        String[] lines = text.split("\n", -1);
        for (int l = 0; l < lines.length; l++) {
            if (l > 0) {
                out.append('\n');
            }
            int column = 0;
            for (String word : lines[l].split(" ", -1)) {
                if (column > 0 && column + 1 + word.length() > width) {
                    out.append('\n');
                    column = 0;
                } else if (column > 0) {
                    out.append(' ');
                    column++;
                }
                out.append(word);
                column += word.length();
            }
        }
        return out.toString();
    }
}
