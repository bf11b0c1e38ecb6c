package rdma.workbench.ui;

/** Tooltip text for SWT and Draw2d, which do not wrap it: lines broken between words so a long message stays on the screen. */
public final class Tooltips {

    /** The width, in characters, a tooltip line gets. */
    public static final int WIDTH = 90;

    private Tooltips() {
    }

    /** {@code text} with each of its lines broken between words at {@link #WIDTH} characters; line breaks it has stay. */
    public static String wrap(String text) {
        return wrap(text, WIDTH);
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
