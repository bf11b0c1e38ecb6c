package rdma.workbench.debug.ui.details;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;

import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.widgets.Composite;

/**
 * A frame's bytes as Wireshark shows them: offset, sixteen bytes in hex (a gap after eight), the
 * same bytes as ASCII. A byte range is highlighted in both columns; clicking a byte tells which.
 */
public final class HexPane {

    /** Where the hex of a line starts ("0000  "), and where its ASCII starts. */
    private static final int HEX = 6;
    private static final int ASCII = HEX + 16 * 3 + 2;
    private static final int LINE = ASCII + 16 + 1;

    private final StyledText text;
    private final Color highlight;
    private byte[] bytes = new byte[0];
    /** The width of a line in the pane's fixed font, measured once. */
    private int lineWidth;
    private IntConsumer onByte = b -> {
    };

    HexPane(Composite parent) {
        text = new StyledText(parent, SWT.READ_ONLY | SWT.V_SCROLL | SWT.H_SCROLL);
        text.setFont(JFaceResources.getTextFont());
        highlight = new Color(0xC6, 0xDB, 0xFF);
        text.addListener(SWT.MouseUp, e -> {
            int b = byteAt(text.getCaretOffset());
            if (b >= 0) {
                onByte.accept(b);
            }
        });
        text.addListener(SWT.Dispose, e -> highlight.dispose());
    }

    /** The width a whole line of the dump takes, in pixels. */
    int lineWidth() {
        if (lineWidth > 0) {
            return lineWidth;
        }
        GC gc = new GC(text);
        try {
            gc.setFont(text.getFont());
            lineWidth = gc.textExtent("0".repeat(LINE)).x + 30;
            return lineWidth;
        } finally {
            gc.dispose();
        }
    }

    StyledText control() {
        return text;
    }

    void onByte(IntConsumer c) {
        onByte = c;
    }

    void show(byte[] frame) {
        bytes = frame == null ? new byte[0] : frame;
        text.setText(dump(bytes));
    }

    /** The text of a hex dump of {@code b}: "0000  02 00 0a ...  ..E." lines. */
    static String dump(byte[] b) {
        StringBuilder s = new StringBuilder(b.length / 16 * LINE + LINE);
        for (int line = 0; line * 16 < b.length; line++) {
            s.append(String.format("%04x  ", line * 16));
            StringBuilder ascii = new StringBuilder();
            for (int i = 0; i < 16; i++) {
                int at = line * 16 + i;
                if (i == 8) {
                    s.append(' ');
                }
                if (at < b.length) {
                    int v = b[at] & 0xFF;
                    s.append(Character.forDigit(v >> 4, 16)).append(Character.forDigit(v & 15, 16)).append(' ');
                    ascii.append(v >= 0x20 && v < 0x7F ? (char) v : '.');
                } else {
                    s.append("   ");
                }
            }
            s.append(' ').append(ascii);
            s.append('\n');
        }
        return s.toString();
    }

    /** Highlights bytes [offset, offset + length) in the hex and ASCII columns, and scrolls to them. */
    void highlight(int offset, int length) {
        text.setStyleRanges(new StyleRange[0]);
        if (length <= 0 || offset >= bytes.length) {
            return;
        }
        int end = Math.min(bytes.length, offset + length);
        List<StyleRange> ranges = new ArrayList<>();
        for (int line = offset / 16; line * 16 < end; line++) {
            int from = Math.max(offset, line * 16) - line * 16;
            int to = Math.min(end, line * 16 + 16) - line * 16;
            int lineStart = line * LINE;
            int hexFrom = lineStart + HEX + from * 3 + (from >= 8 ? 1 : 0);
            int hexTo = lineStart + HEX + (to - 1) * 3 + (to - 1 >= 8 ? 1 : 0) + 2;
            ranges.add(range(hexFrom, hexTo - hexFrom));
            ranges.add(range(lineStart + ASCII + from, to - from));
        }
        text.setStyleRanges(ranges.toArray(new StyleRange[0]));
        text.setTopIndex(Math.max(0, offset / 16 - 2));
    }

    private StyleRange range(int start, int length) {
        StyleRange r = new StyleRange(start, length, null, highlight);
        r.fontStyle = SWT.BOLD;
        return r;
    }

    /** The byte under a character offset of the text (its hex digits or its ASCII), or -1. */
    static int byteAt(int caret) {
        int line = caret / LINE;
        int col = caret % LINE;
        int i;
        if (col >= HEX && col < HEX + 16 * 3 + 1) {
            int c = col - HEX;
            if (c >= 8 * 3) {
                c--;
            }
            i = Math.min(15, c / 3);
        } else if (col >= ASCII && col < ASCII + 16) {
            i = col - ASCII;
        } else {
            return -1;
        }
        return line * 16 + i;
    }

    /** The highlighted ranges (start, length in characters), for tests. */
    StyleRange[] highlighted() {
        return text.getStyleRanges();
    }

    byte[] bytes() {
        return bytes;
    }
}
