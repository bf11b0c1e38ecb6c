package rdma.workbench.engine.congestion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.zip.CRC32;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.fabric.Frame;
import rdma.workbench.engine.fabric.SwitchConfig;
import rdma.workbench.engine.trace.PacketReceived;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.RateChanged;
import rdma.workbench.engine.wire.Bth;
import rdma.workbench.engine.wire.Ethernet;
import rdma.workbench.engine.wire.FrameCodec;
import rdma.workbench.engine.wire.IpHeader;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.Reth;
import rdma.workbench.engine.wire.RocePacket;
import rdma.workbench.engine.wire.RoceFrame;

/**
 * The notification point: CE-marked frames into a DCQCN NIC's QP bring its sender a CNP, byte for
 * byte as IBTA annex A17.9.3 lays it out, at most one per flow per CNP interval; the CNP cuts the
 * sending QP's rate. One sender (10.0.0.1, QP 0x11) and the receiver (10.0.0.100, QP 0x11) on one
 * switch.
 */
class CnpTest {

    private static final long INTERVAL = 50_000;

    private static Incast incast(CongestionSettings cc) {
        return new Incast(1, 40, 1000, SwitchConfig.defaults(), cc, true);
    }

    private static CongestionSettings dcqcn(long interval) {
        return new CongestionSettings(CongestionSettings.Algorithm.DCQCN, interval, true);
    }

    /** Puts an 8-byte RDMA WRITE ONLY with {@code psn} on the sender's cable, its IP ECN field CE (as a switch marked it). */
    private static void markedWrite(Incast in, int psn) {
        Incast.Host s = in.senders.get(0);
        RocePacket p = new RocePacket(Bth.of(Opcode.RC_RDMA_WRITE_ONLY, in.receiveQps.get(0).qpn(), psn, false), null,
                new Reth(in.receiver.mr.addr(), in.receiver.mr.rkey(), 8), null, null, null, null, null, new byte[8]);
        RoceFrame f = new RoceFrame(new Ethernet(new byte[] {2, 0, 0, 0, 0, 100}, new byte[] {2, 0, 0, 0, 0, 1}, null),
                new IpHeader.V4(new byte[] {10, 0, 0, 1}, new byte[] {10, 0, 0, 100}, 0x03, 64, psn), 0xC121, p);
        s.rnic.port(1).end().transmit(new Frame(in.fabric.nextFrameId(), FrameCodec.encode(f)));
    }

    private static List<PacketSent> cnpsSent(Incast in) {
        return in.trace.events().stream().filter(PacketSent.class::isInstance).map(PacketSent.class::cast)
                .filter(e -> e.packet().opcode() == Opcode.CNP).toList();
    }

    @Test
    void aMarkedFrameBringsItsSenderACnpByteForByte() {
        Incast in = incast(dcqcn(INTERVAL));
        markedWrite(in, 0);
        in.sim.runUntil(100_000);
        List<PacketSent> cnps = cnpsSent(in);
        assertEquals(1, cnps.size());
        byte[] b = cnps.get(0).frame().toBytes();
        String hex = HexFormat.of().formatHex(b);
        assertEquals(""
                // Ethernet: to the MAC the marked frame came from (the sender's), from the receiver's port; IPv4
                + "020000000001" + "020000000064" + "0800"
                // IPv4: TOS c0 = DSCP 48, ECN 00 (mlx5 cnp_dscp 48, not ECN-capable); length 60; id 0 (the receiver's first frame);
                // DF; TTL 64; UDP; header checksum; 10.0.0.100 -> 10.0.0.1
                + "45c0003c0000" + "4000" + "4011" + "258d" + "0a000064" + "0a000001"
                // UDP: source port 0xc121 (the flow's, 0x11 x 0x11 folded), 4791, length 40, checksum 0 (IPv4)
                + "c121" + "12b7" + "0028" + "0000"
                // BTH: opcode 0x81, no SE/M/pad, P_Key ffff, BECN (0x40), DestQP 0x000011 (the sender's QP), no AckReq, PSN 0
                + "81" + "00" + "ffff" + "40" + "000011" + "00" + "000000"
                // 16 reserved bytes
                + "00000000000000000000000000000000", hex.substring(0, hex.length() - 8));
        assertEquals(14 + 20 + 8 + 12 + 16 + 4, b.length);
        // the IPv4 header checksum: one's complement of the one's-complement sum of the header's 16-bit words
        int sum = 0;
        for (int i = 14; i < 34; i += 2) {
            sum += i == 24 ? 0 : (b[i] & 0xFF) << 8 | b[i + 1] & 0xFF;
        }
        sum = (sum & 0xFFFF) + (sum >> 16);
        assertEquals(~sum & 0xFFFF, 0x258d);
        // ICRC (IBTA A17.3.3): CRC-32 over 8 bytes of ff, then IP, UDP and BTH with TOS, TTL, IP checksum, UDP checksum and BTH byte 4
        // set to ones, then the rest; on the wire little-endian
        byte[] masked = new byte[8 + b.length - 14 - 4];
        Arrays.fill(masked, 0, 8, (byte) 0xFF);
        System.arraycopy(b, 14, masked, 8, b.length - 14 - 4);
        masked[8 + 1] = (byte) 0xFF; // TOS
        masked[8 + 8] = (byte) 0xFF; // TTL
        masked[8 + 10] = (byte) 0xFF; // IP header checksum
        masked[8 + 11] = (byte) 0xFF;
        masked[8 + 20 + 6] = (byte) 0xFF; // UDP checksum
        masked[8 + 20 + 7] = (byte) 0xFF;
        masked[8 + 28 + 4] = (byte) 0xFF; // BTH byte 4 (F/BECN)
        CRC32 crc = new CRC32();
        crc.update(masked);
        long v = crc.getValue();
        assertEquals(String.format("%02x%02x%02x%02x", v & 0xFF, v >> 8 & 0xFF, v >> 16 & 0xFF, v >> 24 & 0xFF), hex.substring(hex.length() - 8));
    }

    @Test
    void theCnpReachesTheSendingQpAndCutsItsRate() {
        Incast in = incast(dcqcn(INTERVAL));
        markedWrite(in, 0);
        in.sim.runUntil(100_000);
        assertTrue(in.trace.events().stream().anyMatch(e -> e instanceof PacketReceived r && r.packet().opcode() == Opcode.CNP
                && r.node().equals("sender1") && r.qpn() == 0x11));
        List<RateChanged> changes = in.trace.events().stream().filter(RateChanged.class::isInstance).map(RateChanged.class::cast).toList();
        assertEquals("DCQCN: rate 20.000 Gbit/s (target 40.000), alpha 1.0000: CNP: rate cut by alpha/2, alpha raised", changes.get(0).summary());
        assertEquals("sender1", changes.get(0).node());
        assertTrue(in.dcqcn(0).limiting());
    }

    @Test
    void markedFramesWithinTheIntervalBringOneCnpAndOneAfterItAnother() {
        Incast in = incast(dcqcn(INTERVAL));
        for (int psn = 0; psn < 3; psn++) {
            markedWrite(in, psn); // three frames, 1 us of wire time apart at most
        }
        in.sim.runUntil(40_000);
        assertEquals(1, cnpsSent(in).size(), "three marked frames within 50 us: one CNP");
        long first = cnpsSent(in).get(0).time();
        in.sim.runUntil(first + INTERVAL - 3_000);
        markedWrite(in, 3); // arrives about 2 us later: still within the interval
        in.sim.runUntil(first + INTERVAL + 10_000);
        assertEquals(1, cnpsSent(in).size(), "a fourth frame within the interval: still one CNP");
        markedWrite(in, 4);
        in.sim.runUntil(first + INTERVAL + 20_000);
        assertEquals(2, cnpsSent(in).size(), "after the interval: another CNP");
    }

    @Test
    void anIntervalOfZeroAnswersEveryMarkedFrame() {
        Incast in = incast(dcqcn(0));
        for (int psn = 0; psn < 3; psn++) {
            markedWrite(in, psn);
        }
        in.sim.runUntil(40_000);
        assertEquals(3, cnpsSent(in).size());
    }

    @Test
    void aNicWithoutCongestionControlSendsNoCnp() {
        Incast in = incast(CongestionSettings.NONE);
        markedWrite(in, 0);
        in.sim.runUntil(100_000);
        assertEquals(List.of(), cnpsSent(in));
        assertFalse(in.trace.events().stream().anyMatch(RateChanged.class::isInstance));
    }
}
