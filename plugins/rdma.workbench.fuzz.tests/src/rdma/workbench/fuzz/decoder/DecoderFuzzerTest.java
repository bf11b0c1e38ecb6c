package rdma.workbench.fuzz.decoder;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Set;

import org.junit.jupiter.api.Test;

class DecoderFuzzerTest {

    private static String printed(DecoderFuzzReport r) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        r.print(new PrintStream(b, true, StandardCharsets.UTF_8));
        return b.toString(StandardCharsets.UTF_8);
    }

    @Test
    void twoHundredThousandMutatedFramesBreakNoInvariant() {
        DecoderFuzzReport r = DecoderFuzzer.run(4791, 200_000);
        String report = printed(r);
        assertEquals(0, r.violations(), report);
        assertEquals(200_000, r.frames());
        assertEquals(200_000, r.byMutation().values().stream().mapToLong(Long::longValue).sum());
        assertEquals(Set.of(Mutation.values()), r.byMutation().keySet());
        assertEquals(200_000, r.acceptedValidIcrc() + r.acceptedInvalidIcrc() + r.malformed());
        // The mutations reach every check of the decoder and every place where re-encoding may differ.
        assertEquals(Set.of("EtherType # is neither IPv4 nor IPv6", "EtherType says IPv4 but the version field is #",
                "EtherType says IPv6 but the version field is #", "IPv4 options are not used by RoCEv2 (header length #)", "IP protocol # is not UDP (#)",
                "RoCEv2 packets are never fragmented (IPv4 fragment field #)", "IPv4 header checksum is wrong",
                "IPv4 total length # does not fit the frame (# bytes after Ethernet)", "IPv6 next header # is not UDP (#)",
                "IPv6 payload length # does not fit the frame", "UDP destination port # is not RoCEv2's #",
                "UDP length # does not fit: it must hold UDP, BTH and ICRC (# bytes) within the IP payload of #", "UDP checksum # is not allowed over IPv6",
                "UDP checksum is wrong", "BTH opcode # is not one RoCEv2 defines", "BTH transport header version # is not #",
                "OPCODE needs # bytes of headers, the datagram has #", "OPCODE carries no payload, but # bytes follow its headers",
                "pad count # is larger than the # bytes after the headers", "payload and pad (# bytes) must be a multiple of #",
                "the frame ends early (# bytes)", "an Ethernet header needs # bytes, the frame has #"), r.malformedByReason().keySet(), report);
        assertEquals(Set.of("Trailer", "ICRC", "UDP Checksum", "Pad", "BTH Reserved (6 bits)", "BTH Reserved (7 bits)", "DETH Reserved",
                "IPv4 Total length", "IPv6 Payload length", "IPv4 Flags", "CNP reserved"), r.rewrittenByPlace().keySet(), report);
        assertTrue(r.acceptedValidIcrc() > 20_000 && r.acceptedInvalidIcrc() > 10_000, report);
        assertTrue(r.rewrittenValidIcrc() > 10_000, "frames with a valid ICRC that still re-encode differently: " + report);
    }

    @Test
    void theSameSeedGivesTheSameRun() {
        DecoderFuzzReport a = DecoderFuzzer.run(17, 3000);
        DecoderFuzzReport b = DecoderFuzzer.run(17, 3000);
        assertEquals(a.malformedByReason(), b.malformedByReason());
        assertEquals(a.rewrittenByPlace(), b.rewrittenByPlace());
        assertEquals(a.byMutation(), b.byMutation());
        assertEquals(a.acceptedInvalidIcrc(), b.acceptedInvalidIcrc());
        assertTrue(!a.malformedByReason().equals(DecoderFuzzer.run(18, 3000).malformedByReason()), "another seed, other frames");
    }

    @Test
    void reasonsAreCountedWithoutTheirNumbersAndOpcodes() {
        assertEquals("UDP destination port # is not RoCEv2's #", DecoderFuzzer.reasonClass("UDP destination port 4792 is not RoCEv2's 4791"));
        assertEquals("OPCODE carries no payload, but # bytes follow its headers",
                DecoderFuzzer.reasonClass("RC_ACKNOWLEDGE carries no payload, but 4 bytes follow its headers"));
        assertEquals("OPCODE needs # bytes of headers, the datagram has #", DecoderFuzzer.reasonClass("CNP needs 28 bytes of headers, the datagram has 16"));
        assertEquals("BTH opcode # is not one RoCEv2 defines", DecoderFuzzer.reasonClass("BTH opcode 0x15 is not one RoCEv2 defines"));
    }

    @Test
    void theReportSaysWhatItSaw() {
        DecoderFuzzReport r = DecoderFuzzer.run(3, 1000);
        String[] lines = printed(r).split("\n");
        assertTrue(lines[0].matches("1,000 frames, seed 3, \\d+\\.\\d s, [\\d,]+ frames/s"), lines[0]);
        assertEquals(String.format(Locale.ROOT, "accepted: %,d (ICRC valid %,d, ICRC invalid %,d)", r.acceptedValidIcrc() + r.acceptedInvalidIcrc(),
                r.acceptedValidIcrc(), r.acceptedInvalidIcrc()), lines[1]);
        assertEquals("violations: 0", lines[lines.length - 1]);
    }
}
