package rdma.workbench.engine.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.Random;
import java.util.zip.CRC32;

import org.junit.jupiter.api.Test;

class IcrcTest {

    /**
     * The ICRC as IBTA annex A17.3.3 defines it, the slow plain way: CRC-32 over eight bytes of
     * 0xFF and a copy of the packet from the IP header to the ICRC, its variant fields set to ones.
     */
    private static int byDefinition(byte[] frame, int ip, int ipLength, boolean v6, int icrcAt) {
        byte[] c = Arrays.copyOfRange(frame, ip, icrcAt);
        if (v6) {
            c[0] |= 0x0F;
            c[1] = c[2] = c[3] = -1;
            c[7] = -1;
        } else {
            c[1] = -1;
            c[8] = -1;
            c[10] = c[11] = -1;
        }
        c[ipLength + 6] = c[ipLength + 7] = -1;
        c[ipLength + 8 + 4] = -1;
        CRC32 crc = new CRC32();
        byte[] lrh = new byte[8];
        Arrays.fill(lrh, (byte) -1);
        crc.update(lrh);
        crc.update(c);
        return (int) crc.getValue();
    }

    @Test
    void everyLengthFromNoneToPastTwoPagesGivesTheIcrcOfTheDefinition() {
        Random random = new Random(7);
        for (boolean v6 : new boolean[] {false, true}) {
            int ipLength = v6 ? 40 : 20;
            for (int rest = 0; rest <= 9000; rest += rest < 600 ? 1 : 61) {
                byte[] frame = new byte[14 + ipLength + 20 + rest + 4];
                random.nextBytes(frame);
                int icrcAt = frame.length - 4;
                assertEquals(byDefinition(frame, 14, ipLength, v6, icrcAt), Icrc.compute(frame, 14, ipLength, v6, icrcAt),
                        (v6 ? "IPv6, " : "IPv4, ") + rest + " bytes after the BTH");
            }
        }
    }

    @Test
    void aFrameInPartsGivesTheIcrcOfTheSameBytesInOneArray() {
        Random random = new Random(11);
        for (boolean v6 : new boolean[] {false, true}) {
            int ipLength = v6 ? 40 : 20;
            for (int extension : new int[] {0, 4, 16, 28, 32, 44}) {
                for (int body : new int[] {0, 1, 3, 4, 255, 256, 257, 1024, 4093, 4096, 8192}) {
                    for (int pad = 0; pad < 4; pad++) {
                        byte[] head = new byte[14 + ipLength + 20 + extension];
                        byte[] data = new byte[body + 5];
                        byte[] tail = new byte[pad + 4];
                        random.nextBytes(head);
                        random.nextBytes(data);
                        byte[] whole = new byte[head.length + body + pad + 4];
                        System.arraycopy(head, 0, whole, 0, head.length);
                        System.arraycopy(data, 5, whole, head.length, body);
                        String what = (v6 ? "IPv6" : "IPv4") + ", extension " + extension + ", body " + body + ", pad " + pad;
                        int expected = byDefinition(whole, 14, ipLength, v6, whole.length - 4);
                        assertEquals(expected, Icrc.compute(head, 14, ipLength, v6, new Payload.Bytes(data, 5, body), tail, pad), what);
                        int half = body / 2;
                        Payload slices = new Payload.Slices(new byte[][] {data, Arrays.copyOfRange(data, 5 + half, 5 + body)}, new int[] {5, 0},
                                new int[] {half, body - half}, body);
                        assertEquals(expected, Icrc.compute(head, 14, ipLength, v6, slices, tail, pad), what + ", in two slices");
                    }
                }
            }
        }
    }

    @Test
    void theConnectX4CnpVectorOfTheProtocolNotes() {
        // PROTOCOL.md: a ConnectX-4 Lx CNP carries the ICRC bytes 82 fd 00 2a
        byte[] frame = Frames.CONNECTX4_CNP;
        assertEquals(0x2a00fd82, Icrc.compute(frame, 14, 20, false, frame.length - 4));
    }

    @Test
    void aRangeOutsideTheFrameIsRefusedAsTheArrayBoundsRefuseIt() {
        byte[] frame = new byte[70];
        assertThrows(IndexOutOfBoundsException.class, () -> Icrc.compute(frame, 14, 20, false, 40));
        assertThrows(IndexOutOfBoundsException.class, () -> Icrc.compute(frame, 14, 20, false, 80));
        assertThrows(IndexOutOfBoundsException.class, () -> Icrc.compute(frame, 40, 20, false, 69));
    }
}
