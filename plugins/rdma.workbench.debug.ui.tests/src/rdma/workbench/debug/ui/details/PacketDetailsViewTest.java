package rdma.workbench.debug.ui.details;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rdma.workbench.debug.ui.UiTesting.drain;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.jface.action.ActionContributionItem;
import org.eclipse.jface.action.IContributionItem;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.IViewReference;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.record.RunRecord;
import rdma.workbench.debug.record.WireFrame;
import rdma.workbench.debug.ui.ExampleRuns;
import rdma.workbench.debug.ui.NakSession;
import rdma.workbench.debug.ui.Screenshots;
import rdma.workbench.debug.ui.UiTesting;
import rdma.workbench.debug.ui.run.RunPoint;
import rdma.workbench.engine.trace.FrameOnLink;
import rdma.workbench.engine.trace.PauseFrameSent;
import rdma.workbench.engine.trace.PauseStateChanged;
import rdma.workbench.engine.trace.Stamp;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.wire.Ethernet;
import rdma.workbench.engine.wire.PfcFrame;

/**
 * Packet Details as a user meets it, under Xvfb: the frame chosen in the ladder of a debug session,
 * its most telling field selected and its bytes lit in the hex pane, a byte clicked selecting its
 * field; the whole tree of a known frame as Copy Details as Text gives it; a PFC frame's fields.
 */
class PacketDetailsViewTest {

    /** The Copy Details as Text of the NAK of lost-packet-go-back-n: the heading, then every layer and field with what it means here. */
    private static final String NAK_DETAILS = """
            Frame #5: host2 \u2192 host1, NAK PSN sequence error PSN 1 MSN 0, 62 bytes, ICRC valid
            Ethernet II: 14 bytes at 0
                Destination: 02:00:0a:00:00:01
                Source: 02:00:0a:00:00:02
                Type: 0x0800 (IPv4)
            IPv4: 20 bytes at 14
                Version: 4
                Header length: 5 (20 bytes)
                DSCP and ECN: 0x02 (DSCP 0, ECT(0))
                    DSCP: 0
                    ECN: 2 (ECT(0))
                Total length: 48
                Identification: 0x0000
                Flags: 0x2 (don't fragment)
                    Reserved bit: 0
                    Don't fragment: 1 (set)
                    More fragments: 0 (not set)
                Fragment offset: 0
                Time to live: 64
                Protocol: 17 (UDP)
                Header checksum: 0xa567 (correct)
                Source: 192.168.10.2
                Destination: 192.168.10.1
            UDP: 8 bytes at 34
                Source port: 49441
                Destination port: 4791 (RoCEv2)
                Length: 28
                Checksum: 0x0000 (not used (IPv4))
            BTH: 12 bytes at 42
                Opcode: 0x11 (RC ACKNOWLEDGE)
                Solicited event: 0
                MigReq: 0
                Pad count: 0 (no pad)
                Header version: 0
                P_Key: 0xffff (default partition, full member)
                FECN: 0
                BECN: 0
                Reserved (6 bits): 0x00
                Destination QP: 0x000011
                AckReq: 0
                Reserved (7 bits): 0x00
                PSN: 0x000001 (the PSN the responder expects: the requester sends again from PSN 0x000001 (go-back-N))
            AETH: 4 bytes at 54
                Syndrome: 0x60 (NAK, PSN sequence error; the responder got a PSN ahead of 0x000001, the one it expects: a packet was lost (IBTA 9.7.5.1.4))
                    Reserved bit: 0
                    Type: 3 (NAK)
                    NAK code: 0 (PSN sequence error)
                MSN: 0 (0 messages of this QP completed at the responder so far)
            ICRC: 4 bytes at 58
                ICRC: 0x749003b2 (valid)
            """;

    private IWorkbenchPage page;

    @BeforeEach
    void setUp() throws Exception {
        UiTesting.examples();
        page = UiTesting.page(true);
    }

    /** The view may have been shown a record of its own: closed, so that the next test's follows its debug session again. */
    @AfterEach
    void cleanUp() throws Exception {
        IViewReference v = page.findViewReference(PacketDetailsView.ID);
        if (v != null) {
            page.hideView(v);
        }
        UiTesting.cleanUp(page);
    }

    /** Clicks character {@code offset} of the hex pane's text, as the mouse does. */
    private static void clickHex(PacketDetailsView details, int offset) {
        details.hex().control().setCaretOffset(offset);
        details.hex().control().notifyListeners(SWT.MouseUp, new Event());
        drain();
    }

    @Test
    void theFrameChosenInTheLadderIsShownWithItsTellingFieldAndABytesClickSelectsItsField() throws Exception {
        PacketDetailsView details = (PacketDetailsView) page.showView(PacketDetailsView.ID);
        NakSession session = NakSession.start(page);
        RunRecord r = session.record();

        // the NAK: its AETH syndrome selected, that byte lit in the hex and the ASCII columns
        WireFrame nak = r.frame(5);
        session.select(nak);
        assertEquals(nak, details.frame());
        assertEquals("AETH Syndrome = 0x60", details.selectedField());
        assertEquals(54, details.highlightedBytes()[0], "the AETH follows Ethernet 14, IPv4 20, UDP 8 and BTH 12 bytes");
        assertEquals(1, details.highlightedBytes()[1]);
        StyleRange[] lit = details.hex().highlighted();
        assertEquals(2, lit.length, "the byte is lit in the hex and the ASCII columns");
        assertEquals("60", details.hex().control().getTextRange(lit[0].start, lit[0].length));
        assertEquals("`", details.hex().control().getTextRange(lit[1].start, lit[1].length), "0x60 is a backquote in ASCII");
        assertTrue(details.meaningOf("AETH", "Syndrome").contains("PSN sequence error"), details.meaningOf("AETH", "Syndrome"));
        page.activate(details);
        Screenshots.take("packet-details-at-nak");

        // frame #3, dropped at host2 for its PSN: the PSN selected, the drop in its meaning
        WireFrame third = r.frame(3);
        session.select(third);
        assertEquals(third, details.frame());
        assertEquals("BTH PSN = 0x000002", details.selectedField());
        assertTrue(details.meaningOf("BTH", "PSN").contains("dropped at host2 QP 0x000011: PSN 2 is ahead of the expected 1"), details.meaningOf("BTH", "PSN"));

        // a byte clicked selects its field: byte 42 (line 0020, hex column 10) is the BTH opcode; byte 53 in the ASCII column the PSN's last
        page.activate(details);
        clickHex(details, 2 * 73 + 6 + 10 * 3 + 1);
        assertEquals("BTH Opcode = 0x07", details.selectedField());
        assertEquals(42, details.highlightedBytes()[0]);
        clickHex(details, 3 * 73 + 56 + 5);
        assertEquals("BTH PSN = 0x000002", details.selectedField());
        assertEquals(51, details.highlightedBytes()[0], "the PSN's three bytes");
        assertEquals(3, details.highlightedBytes()[1]);
    }

    /** The text the view's menu item {@code text} puts on the clipboard. */
    private static String copied(PacketDetailsView details, String text) {
        ActionContributionItem item = null;
        for (IContributionItem i : details.getViewSite().getActionBars().getMenuManager().getItems()) {
            if (i instanceof ActionContributionItem a && a.getAction().getText().equals(text)) {
                item = a;
            }
        }
        assertTrue(item != null, "the view's menu has " + text);
        item.getAction().run();
        Clipboard c = new Clipboard(Display.getCurrent());
        try {
            return (String) c.getContents(TextTransfer.getInstance());
        } finally {
            c.dispose();
        }
    }

    @Test
    void theNaksTreeIsEveryLayerAndFieldWithWhatItMeansInThisFrame() throws Exception {
        PacketDetailsView details = (PacketDetailsView) page.showView(PacketDetailsView.ID);
        RunRecord r = ExampleRuns.toEnd("lost-packet-go-back-n");
        details.show(r);
        details.follow(RunPoint.ofFrame(r, r.frame(5)));
        drain();
        assertEquals(NAK_DETAILS, copied(details, "Copy Details as Text"));
        List<String> hex = copied(details, "Copy Frame as Hex").lines().toList();
        assertEquals(4, hex.size(), "62 bytes: four lines of sixteen");
        assertEquals("0000  02 00 0a 00 00 01 02 00  0a 00 00 02 08 00 45 02  ..............E.", hex.get(0));
        assertTrue(hex.get(3).startsWith("0030  "), hex.get(3));

        // each frame of the run opens at the field that tells its story
        List<String> selected = new ArrayList<>();
        for (WireFrame f : r.frames()) {
            details.follow(RunPoint.ofFrame(r, f));
            drain();
            selected.add("#" + f.frameId() + " " + details.selectedField());
        }
        assertEquals(List.of("#1 BTH Opcode = 0x06", "#2 BTH Opcode = 0x07", "#3 BTH PSN = 0x000002", "#4 BTH PSN = 0x000003",
                "#5 AETH Syndrome = 0x60", "#6 BTH Opcode = 0x07", "#7 BTH Opcode = 0x07", "#8 BTH Opcode = 0x08", "#9 AETH Syndrome = 0x1f"),
                selected, "the opcode, or the PSN a receiver refused, or an acknowledgement's syndrome");
        assertEquals("ACK, credit code 31: unlimited; acknowledges every PSN up to 0x000003", details.meaningOf("AETH", "Syndrome"));
        assertEquals("1 message of this QP completed at the responder so far", details.meaningOf("AETH", "MSN"));
    }

    @Test
    void aPfcFramesDetailsAreTheMacControlFields() throws Exception {
        int[] quanta = new int[8];
        quanta[3] = 0xFFFF;
        byte[] bytes = new PfcFrame(Ethernet.mac("02:00:00:00:01:01"), 0x08, quanta).encode();
        List<TraceEvent> events = List.of(new PauseFrameSent(new Stamp(0, 1000, -1), "leaf1", 100, "leaf1/down1", 0x08, quanta, bytes, "queue 3 above XOFF"),
                new FrameOnLink(new Stamp(1, 1000, 0), "leaf1", 100, "h1-leaf1", "leaf1/down1", "h1/erdma_0/p1", 1000, 1519),
                new PauseStateChanged(new Stamp(2, 1519, 1), "h1", 100, "h1/erdma_0/p1", 3, true, 1519 + 1_342_157));
        RunRecord r = RunRecord.of("pfc", List.of("h1"), List.of("leaf1"), events, -1, null, Map.of());
        PacketDetailsView details = (PacketDetailsView) page.showView(PacketDetailsView.ID);
        details.show(r);
        details.follow(RunPoint.ofFrame(r, r.frames().get(0)));
        drain();
        assertEquals("MAC Control Class-enable vector = 0x0008", details.selectedField());
        assertEquals(16, details.highlightedBytes()[0]);
        assertEquals(2, details.highlightedBytes()[1]);
        assertEquals("pause priority 3 for 65535 quanta of 512 bit times", details.meaningOf("MAC Control", "Time 3"));
        assertTrue(copied(details, "Copy Details as Text").startsWith("Frame #100: leaf1 \u2192 h1, PFC pause p3, "), "the heading names a PFC frame");
        Screenshots.take("details-pfc");
    }
}
