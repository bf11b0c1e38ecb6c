package rdma.workbench.engine.fabric;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.wire.Bth;
import rdma.workbench.engine.wire.Ethernet;
import rdma.workbench.engine.wire.FrameCodec;
import rdma.workbench.engine.wire.IpHeader;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.Payload;
import rdma.workbench.engine.wire.RoceFrame;
import rdma.workbench.engine.wire.RocePacket;

/** The opcode a fault rule matches is read from frames of any length, a forged stub included, without reading past the end. */
class LinkTest {

    @Test
    void theOpcodeOfAWholeFrameIsItsBthOpcode() {
        byte[] mac = {2, 0, 0, 0, 0, 1};
        RoceFrame f = new RoceFrame(new Ethernet(mac, mac, null), new IpHeader.V4(new byte[] {10, 0, 0, 1}, new byte[] {10, 0, 0, 2}, 0, 64, 1), 0xC000,
                new RocePacket(Bth.of(Opcode.RC_SEND_ONLY, 0x11, 0, true), null, null, null, null, null, null, null, Payload.of(new byte[4])));
        assertEquals(Opcode.RC_SEND_ONLY, Link.opcodeOf(FrameCodec.encode(f)));
    }

    @Test
    void aFrameTooShortForItsHeadersHasNoOpcode() {
        assertNull(Link.opcodeOf(new byte[0]));
        assertNull(Link.opcodeOf(new byte[13]));
        byte[] tagged = new byte[16];
        tagged[12] = (byte) 0x81;
        assertNull(Link.opcodeOf(tagged), "an 802.1Q tag cut off before its EtherType");
        byte[] untagged = new byte[42];
        untagged[12] = 0x08;
        untagged[14] = 0x45;
        assertNull(Link.opcodeOf(untagged), "IPv4 and UDP but no BTH");
    }

    @Test
    void anIpv4HeaderWithOptionsIsSkippedWholeAndANonIpFrameHasNoOpcode() {
        byte[] options = new byte[14 + 24 + 8 + 12];
        options[12] = 0x08;
        options[14] = 0x46; // IPv4, header of 6 words: one word of options
        options[14 + 24 + 8] = (byte) Opcode.RC_RDMA_READ_REQUEST.code();
        options[14 + 20 + 8] = (byte) Opcode.RC_SEND_ONLY.code(); // where a 20-byte header would put the BTH
        assertEquals(Opcode.RC_RDMA_READ_REQUEST, Link.opcodeOf(options));
        byte[] arp = new byte[60];
        arp[12] = 0x08;
        arp[13] = 0x06;
        assertNull(Link.opcodeOf(arp), "ARP");
        byte[] shortHeader = options.clone();
        shortHeader[14] = 0x44;
        assertNull(Link.opcodeOf(shortHeader), "an IPv4 header length under 5 words");
    }
}
