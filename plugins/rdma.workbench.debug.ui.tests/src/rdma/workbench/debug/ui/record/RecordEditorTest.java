package rdma.workbench.debug.ui.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rdma.workbench.debug.ui.UiTesting.drain;
import static rdma.workbench.debug.ui.UiTesting.waitFor;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.launch.ScenarioSource;
import rdma.workbench.debug.record.RecordedRun;
import rdma.workbench.debug.record.WireFrame;
import rdma.workbench.debug.ui.Screenshots;
import rdma.workbench.debug.ui.UiTesting;
import rdma.workbench.debug.ui.run.RunPoint;
import rdma.workbench.debug.ui.run.SaveRunAction;
import rdma.workbench.engine.check.Rule;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.stepping.WrittenCapture;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.wire.Pcap;

/** Captures opened from the workspace, as a user double-clicks them in the Project Explorer. */
class RecordEditorTest {

    private IProject project;
    private IWorkbenchPage page;

    @BeforeEach
    void examples() throws Exception {
        project = UiTesting.examples();
        page = UiTesting.page(false);
    }

    @AfterEach
    void close() throws Exception {
        UiTesting.cleanUp(page);
    }

    /** An example scenario run to its end with every port capturing. */
    private static Session ranCapturing(String scenario) throws Exception {
        Session s = ScenarioSource.read("/rdma-examples/scenarios/" + scenario + ".rdmaflow").load(null);
        s.setCapturing(true);
        s.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        return s;
    }

    /** The workspace file {@code f}, made anew with {@code bytes}. */
    private static IFile put(IFile f, byte[] bytes) throws Exception {
        if (f.exists()) {
            f.delete(true, null);
        }
        f.create(new ByteArrayInputStream(bytes), true, null);
        return f;
    }

    /** The capture {@code pcap} with frame {@code index}'s last ICRC byte flipped, as a bad cable would. */
    private static byte[] icrcDamaged(byte[] pcap, int index) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Pcap.Writer w = new Pcap.Writer(out);
        List<Pcap.Record> records = Pcap.readAny(pcap);
        for (int i = 0; i < records.size(); i++) {
            byte[] frame = records.get(i).data().clone();
            if (i == index) {
                frame[frame.length - 1] ^= (byte) 0xFF;
            }
            w.write(records.get(i).timeNanos(), frame);
        }
        return out.toByteArray();
    }

    @Test
    void theEnginesCapturesOfRcReadOpenInTheLadderAndMergeIntoTheRunsFrames() throws Exception {
        Session s = ranCapturing("rc-read");
        List<String> engine = new ArrayList<>();
        for (TraceEvent e : s.trace().events()) {
            if (e instanceof PacketSent p) {
                engine.add(p.packet().opcode() + " " + p.packet().bth().psn());
            }
        }
        Path dir = Files.createTempDirectory("rc-read-captures");
        IFolder folder = project.getFolder("captures-rc-read");
        if (!folder.exists()) {
            folder.create(true, true, null);
        }
        IFile first = null;
        for (WrittenCapture w : s.writeCaptures(dir)) {
            IFile f = put(folder.getFile(w.file().getFileName().toString()), Files.readAllBytes(w.file()));
            first = first == null ? f : first;
        }
        RecordEditor editor = (RecordEditor) IDE.openEditor(page, first);
        waitFor("the capture to be read", () -> editor.record() != null);
        assertTrue(editor.status().startsWith(first.getName() + ": "), editor.status());
        assertTrue(editor.mergeAction().isEnabled(), "two ports captured: the other can be merged in");
        editor.mergeAction().setChecked(true);
        editor.mergeAction().run();
        waitFor("the merged captures", () -> editor.record() != null && editor.record().title().startsWith("2 captures"));
        List<String> frames = new ArrayList<>();
        for (WireFrame f : editor.record().frames()) {
            frames.add(f.packet().opcode() + " " + f.psn());
        }
        assertEquals(engine, frames, "the frames of the run, in the order they were sent");
        assertTrue(editor.status().contains(", 0 not RoCEv2, 0 with a bad ICRC"), editor.status());
        WireFrame response = editor.record().frames().stream().filter(f -> f.packet().opcode().name().startsWith("RC_RDMA_READ_RESPONSE")).findFirst()
                .orElseThrow();
        editor.ladder().select(response);
        editor.log().follow(RunPoint.ofFrame(editor.record(), response));
        editor.details().show(editor.record(), response);
        drain();
        assertEquals(editor.record().sendingEvent(response), editor.log().selected());
        assertEquals("BTH Opcode = " + String.format("0x%02x", response.packet().opcode().code()), editor.details().selectedField());
        page.setPartState(page.getReference(editor), IWorkbenchPage.STATE_MAXIMIZED);
        Screenshots.take("capture-editor");
        page.setPartState(page.getReference(editor), IWorkbenchPage.STATE_RESTORED);
    }

    @Test
    void theFramesOfACaptureThatBreakARuleAreListedAndSelectingOneSelectsItsFrame() throws Exception {
        Session s = ranCapturing("rc-read");
        Path dir = Files.createTempDirectory("rc-read-judged");
        WrittenCapture host1 = s.writeCaptures(dir).get(0);
        List<Pcap.Record> records = Pcap.readAny(Files.readAllBytes(host1.file()));
        // the second frame's ICRC damaged on the wire, as a bad cable would
        IFile f = put(project.getFile("rc-read-bad-icrc.pcap"), icrcDamaged(Files.readAllBytes(host1.file()), 1));
        RecordEditor editor = (RecordEditor) IDE.openEditor(page, f);
        waitFor("the capture to be read and judged", () -> editor.record() != null && !editor.findings().rows().isEmpty());
        assertEquals(String.format("Transport rules: %,d RoCEv2 frames judged, 1 finding(s); select one to see its frame", records.size()),
                editor.findings().heading());
        assertEquals(2, editor.findings().rows().get(0).finding().frame());
        assertEquals(Rule.ICRC, editor.findings().rows().get(0).finding().rule());
        editor.findings().select(0);
        drain();
        WireFrame second = editor.record().frames().get(1);
        assertEquals(editor.record().sendingEvent(second), editor.log().selected(), "the event log follows the finding's frame");
        assertEquals("ICRC", editor.ladder().flagOf(second), "the ladder marks the frame");
        assertEquals(null, editor.ladder().flagOf(editor.record().frames().get(0)));
        assertEquals("\u26a0 ICRC", editor.log().expertOf(editor.record().sendingEvent(second)), "the Expert column names the rule");
        assertEquals("", editor.log().expertOf(editor.record().sendingEvent(editor.record().frames().get(0))));
        page.setPartState(page.getReference(editor), IWorkbenchPage.STATE_MAXIMIZED);
        Screenshots.take("capture-editor-findings");
        page.setPartState(page.getReference(editor), IWorkbenchPage.STATE_RESTORED);
    }

    /**
     * retry-exhausted's QP (timeout 10, 4.194 ms) resends twice: nothing to find until the user says the QP's timeout was
     * 11, when both resends come too early; a timeout out of range is refused in the pane, naming what it takes.
     */
    @Test
    void whatTheUserSaysOfTheDevicesJudgesTheCaptureAgain() throws Exception {
        Session s = ranCapturing("retry-exhausted");
        WrittenCapture host1 = s.writeCaptures(Files.createTempDirectory("retry-exhausted")).get(0);
        IFile f = put(project.getFile("retry-exhausted-host1.pcap"), Files.readAllBytes(host1.file()));
        RecordEditor editor = (RecordEditor) IDE.openEditor(page, f);
        waitFor("the capture to be read and judged", () -> editor.record() != null && editor.findings().heading().contains("judged"));
        assertEquals("Transport rules: 3 RoCEv2 frames judged, no rule broken", editor.findings().heading());
        editor.findings().judgeWith("40", "", "");
        assertEquals("Transport rules: cannot judge: the QP's local ACK timeout is an exponent 0..31 (4.096 us \u00d7 2^n), not '40'",
                editor.findings().heading());
        editor.findings().judgeWith("11", "", "");
        waitFor("the capture judged again", () -> editor.findings().rows().size() == 2);
        assertEquals("Transport rules: 3 RoCEv2 frames judged, 2 finding(s); select one to see its frame", editor.findings().heading());
        assertEquals(List.of(Rule.RETRANSMIT_TIMEOUT, Rule.RETRANSMIT_TIMEOUT), editor.findings().rows().stream().map(r -> r.finding().rule()).toList());
        assertEquals("RETRANSMIT-TIMEOUT", editor.ladder().flagOf(editor.record().frames().get(2)));
        editor.findings().judgeWith("10", "", "");
        waitFor("the capture judged a third time", () -> editor.findings().rows().isEmpty() && editor.findings().heading().contains("no rule broken"));
        assertEquals(null, editor.ladder().flagOf(editor.record().frames().get(2)), "the marks go with the findings");
    }

    /** Merged captures: a finding names frame n of its own file, and selecting it selects that frame wherever the merge put it. */
    @Test
    void aFindingInOneOfMergedCapturesSelectsItsFrame() throws Exception {
        Session s = ranCapturing("rc-read");
        IFolder folder = project.getFolder("captures-rc-read-bad");
        if (!folder.exists()) {
            folder.create(true, true, null);
        }
        List<WrittenCapture> written = s.writeCaptures(Files.createTempDirectory("rc-read-merged"));
        IFile first = null;
        byte[] damaged = null;
        for (int k = 0; k < written.size(); k++) {
            byte[] bytes = Files.readAllBytes(written.get(k).file());
            if (k == 1) {
                // the second port's third frame damaged: its ICRC no longer matches
                bytes = icrcDamaged(bytes, 2);
                damaged = Pcap.readAny(bytes).get(2).data();
            }
            IFile f = put(folder.getFile(written.get(k).file().getFileName().toString()), bytes);
            first = first == null ? f : first;
        }
        RecordEditor editor = (RecordEditor) IDE.openEditor(page, first);
        waitFor("the capture to be read", () -> editor.record() != null);
        editor.mergeAction().setChecked(true);
        editor.mergeAction().run();
        waitFor("the merged captures judged", () -> editor.record() != null && editor.record().title().startsWith("2 captures")
                && !editor.findings().rows().isEmpty());
        FindingsPane.Row row = editor.findings().rows().get(0);
        assertEquals(written.get(1).file().getFileName().toString(), row.file());
        assertEquals(3, row.finding().frame());
        editor.findings().select(0);
        drain();
        WireFrame selected = editor.record().frameOf(editor.log().selected());
        assertTrue(Arrays.equals(damaged, selected.bytes()), "the damaged frame is selected");
        assertEquals("ICRC", editor.ladder().flagOf(selected));
    }

    @Test
    void aSavedRunOpensAgainWithTheSameFrames() throws Exception {
        ScenarioSource source = ScenarioSource.read("/rdma-examples/scenarios/lost-packet-go-back-n.rdmaflow");
        Session s = source.load(null);
        s.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        RecordedRun run = source.newRecord("lost-packet-go-back-n [seed 1]", s);
        run.freeze(s.trace().snapshot(), -1, s.snapshot());
        IFile file = project.getFile("lost-packet.rdmarun");
        SaveRunAction.save(run.record(), file, page.getWorkbenchWindow().getShell());
        RecordEditor editor = (RecordEditor) IDE.openEditor(page, file);
        waitFor("the saved run to be read", () -> editor.record() != null);
        List<String> before = new ArrayList<>();
        run.record().frames().forEach(f -> before.add(f.toString()));
        List<String> after = new ArrayList<>();
        editor.record().frames().forEach(f -> after.add(f.toString()));
        assertEquals(before, after);
        assertEquals("saved run lost-packet-go-back-n [seed 1]: 9 frames, 3 dropped, run over", editor.status());
        assertEquals(run.record().events().size(), editor.record().events().size());
    }

    @Test
    void aBrokenCaptureSaysWhatIsWrongAndNothingElseHappens() throws Exception {
        IFile f = project.getFile("broken.pcapng");
        byte[] bytes = Arrays.copyOf(new byte[] {0x0A, 0x0D, 0x0D, 0x0A, 28, 0, 0, 0, 0x4D, 0x3C, 0x2B, 0x1A, 1, 0, 0, 0}, 40);
        if (f.exists()) {
            f.delete(true, null);
        }
        f.create(new ByteArrayInputStream(bytes), true, null);
        RecordEditor editor = (RecordEditor) IDE.openEditor(page, f);
        waitFor("the reason", () -> editor.status().contains("cannot be read"));
        assertEquals("broken.pcapng cannot be read: broken.pcapng: block 1 at byte 24 ends with length 0, not the 28 it starts with", editor.status());
        assertEquals(40, f.getContents().readAllBytes().length, "the file is left as it was");
    }

    @Test
    void aCaptureOverTwoGibibytesIsRefusedWithItsSizeNotLeftReading() throws Exception {
        IFile f = project.getFile("huge.pcap");
        if (f.exists()) {
            f.delete(true, null);
        }
        f.create(new ByteArrayInputStream(new byte[0]), true, null);
        try (RandomAccessFile sparse = new RandomAccessFile(f.getLocation().toFile(), "rw")) {
            sparse.setLength(5L << 29); // 2.5 GiB, no block written
        }
        f.refreshLocal(0, null);
        RecordEditor editor = (RecordEditor) IDE.openEditor(page, f);
        waitFor("the reason", () -> editor.status().contains("cannot be read"));
        assertEquals("huge.pcap cannot be read: cannot read huge.pcap: it is 2.5 GiB, and the packet views read a file whole, up to 2 GiB:"
                + " split it first (editcap -c 1000000 huge.pcap part.pcap)", editor.status());
        page.closeAllEditors(false);
        f.delete(true, null);
    }
}
