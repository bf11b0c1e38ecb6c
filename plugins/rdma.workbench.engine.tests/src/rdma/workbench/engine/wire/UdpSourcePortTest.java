package rdma.workbench.engine.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;

import org.junit.jupiter.api.Test;

class UdpSourcePortTest {

    @Test
    void smallProductIsTheFlowLabel() {
        assertEquals(306, UdpSourcePort.flowLabel(17, 18));
        assertEquals(0xC132, UdpSourcePort.of(17, 18));
    }

    @Test
    void largeQpNumbersFoldTheHighBits() {
        // expected values computed apart from this code, by the rule in PROTOCOL.md:
        // 0x123456 * 0x654321 = 0x7336bf94116 -> flow label 0xa77ae -> port 0xf787
        assertEquals(0xA77AE, UdpSourcePort.flowLabel(0x123456, 0x654321));
        assertEquals(0xF787, UdpSourcePort.of(0x123456, 0x654321));
    }

    @Test
    void bothDirectionsUseTheSamePortInTheRoceRange() {
        Random r = new Random(7);
        for (int i = 0; i < 1000; i++) {
            int a = r.nextInt(1 << 24);
            int b = r.nextInt(1 << 24);
            int port = UdpSourcePort.of(a, b);
            assertEquals(port, UdpSourcePort.of(b, a));
            assertTrue(port >= 0xC000 && port <= 0xFFFF);
        }
    }
}
