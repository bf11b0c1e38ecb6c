package rdma.workbench.model.network;

import java.util.HexFormat;

/** MAC addresses as a port's {@code mac} attribute writes them: six bytes as colon-separated hex pairs, "02:00:00:00:00:01". */
public final class MacAddress {

    private static final HexFormat COLONS = HexFormat.ofDelimiter(":");

    private MacAddress() {
    }

    /** The six bytes, or null when {@code text} is not six hex pairs joined by colons (the form the engine reads). */
    public static byte[] parse(String text) {
        if (text == null) {
            return null;
        }
        try {
            byte[] b = COLONS.parseHex(text);
            return b.length == 6 ? b : null;
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
