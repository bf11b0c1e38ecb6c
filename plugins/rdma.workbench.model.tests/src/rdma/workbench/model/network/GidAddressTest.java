package rdma.workbench.model.network;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HexFormat;

import org.junit.jupiter.api.Test;

class GidAddressTest {

    private static byte[] hex(String s) {
        return HexFormat.of().parseHex(s);
    }

    @Test
    void ipv4MappedGid() {
        byte[] gid = GidAddress.parse("::ffff:192.168.1.10");
        assertArrayEquals(hex("00000000000000000000ffffc0a8010a"), gid);
        assertTrue(GidAddress.isIpv4Mapped(gid));
    }

    @Test
    void linkLocalAndFullForms() {
        assertArrayEquals(hex("fe800000000000000000000000000001"), GidAddress.parse("fe80::1"));
        assertArrayEquals(hex("20010db8000000000000000000000001"), GidAddress.parse("2001:db8:0:0:0:0:0:1"));
        assertFalse(GidAddress.isIpv4Mapped(GidAddress.parse("fe80::1")));
    }

    @Test
    void notAGid() {
        assertNull(GidAddress.parse("10.0.0.1"));
        assertNull(GidAddress.parse("host1"));
        assertNull(GidAddress.parse("fe80::1::2"));
        assertNull(GidAddress.parse("1:2:3:4:5:6:7"));
        assertNull(GidAddress.parse("::ffff:300.1.1.1"));
        assertNull(GidAddress.parse("12345::"));
        assertNull(GidAddress.parse(null));
    }
}
