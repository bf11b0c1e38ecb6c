package rdma.workbench.engine.wire;

import java.util.Arrays;
import java.util.HexFormat;
import java.util.Objects;

/** Ethernet header, with an 802.1Q tag when {@code vlanTci} is set (PCP 3 bits, DEI, VID 12 bits). */
public record Ethernet(byte[] dst, byte[] src, Integer vlanTci) {

    public static final int TYPE_IPV4 = 0x0800;
    public static final int TYPE_IPV6 = 0x86DD;
    public static final int TYPE_VLAN = 0x8100;

    public Ethernet {
        if (dst.length != 6 || src.length != 6) {
            throw new IllegalArgumentException("MAC addresses have 6 bytes");
        }
    }

    public int length() {
        return vlanTci == null ? 14 : 18;
    }

    /** Parses "02:00:0a:00:00:01". */
    public static byte[] mac(String text) {
        byte[] b = HexFormat.ofDelimiter(":").parseHex(text);
        if (b.length != 6) {
            throw new IllegalArgumentException("not a MAC address: " + text);
        }
        return b;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Ethernet e && Arrays.equals(dst, e.dst) && Arrays.equals(src, e.src) && Objects.equals(vlanTci, e.vlanTci);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(dst) * 31 + Arrays.hashCode(src) + Objects.hashCode(vlanTci);
    }

    @Override
    public String toString() {
        HexFormat h = HexFormat.ofDelimiter(":");
        return "Ethernet[" + h.formatHex(src) + " > " + h.formatHex(dst) + (vlanTci == null ? "" : ", vlan " + (vlanTci & 0xFFF)) + "]";
    }
}
