package rdma.workbench.debug.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.debug.ExampleProjects;
import rdma.workbench.debug.launch.ScenarioSource;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.trace.FrameMarked;
import rdma.workbench.engine.trace.QueueDepth;
import rdma.workbench.engine.trace.Stamp;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.trace.TraceJson;

class SavedRunsTest {

    private static final List<String> EXAMPLES = List.of("cq-overflow", "leaf-spine-write", "lost-packet-go-back-n", "qp-error-flush", "rc-atomics",
            "rc-read", "rc-send-with-imm", "remote-access-error", "retry-exhausted", "rnr-retry-recovers", "uc-write", "ud-namespaces");

    private static RunRecord run(String name) throws Exception {
        ExampleProjects.get("saved-examples");
        ScenarioSource source = ScenarioSource.read("/saved-examples/scenarios/" + name + ".rdmaflow");
        Session s = source.load(1L);
        s.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        RecordedRun r = source.newRecord(name + " [seed 1]", s);
        r.freeze(s.trace().snapshot(), -1, s.snapshot());
        return r.record();
    }

    private static List<String> json(List<TraceEvent> events) {
        List<String> out = new ArrayList<>();
        events.forEach(e -> out.add(TraceJson.of(e)));
        return out;
    }

    private static List<String> frames(RunRecord r) {
        List<String> out = new ArrayList<>();
        r.frames().forEach(f -> out.add(f.toString() + " " + f.departTime() + "-" + f.endTime()));
        return out;
    }

    @Test
    void everyExampleRunReadsBackEventForEventAndFrameForFrame() throws Exception {
        for (String name : EXAMPLES) {
            RunRecord original = run(name);
            StringWriter w = new StringWriter();
            SavedRuns.write(original, w);
            RunRecord back = SavedRuns.read(name + ".rdmarun", w.toString());
            assertEquals(json(original.events()), json(back.events()), name);
            assertEquals(frames(original), frames(back), name);
            assertEquals(original.hosts(), back.hosts(), name);
            assertEquals(original.switches(), back.switches(), name);
            assertEquals(name + " [seed 1]", back.title());
        }
    }

    @Test
    void theJsonOfRdmawbRunOpensWithoutAHeader() throws Exception {
        RunRecord original = run("lost-packet-go-back-n");
        String lines = String.join("\n", json(original.events())) + "\n";
        RunRecord back = SavedRuns.read("run.json", lines);
        assertEquals(frames(original), frames(back));
        assertEquals(List.of("host1", "host2"), back.hosts(), "the hosts that sent frames, in order");
        assertEquals("run.json", back.title());
    }

    @Test
    void aCongestionRunWithRatesAndMarksReadsBackEventForEvent() throws Exception {
        // RateChanged, FrameMarked and QueueDepth carry fractions (a rate, a probability, Pmax)
        RunRecord original = run("incast-dcqcn");
        assertTrue(original.events().stream().anyMatch(e -> e instanceof FrameMarked), "the incast marks frames");
        RunRecord back = SavedRuns.read("incast.json", String.join("\n", json(original.events())) + "\n");
        // as written: the JSON of what was read is the JSON that was written (a fraction keeps the digits the trace wrote)
        assertEquals(json(original.events()), json(back.events()));
    }

    @Test
    void aQueueSavedBeforeItsThresholdsWereRecordedReadsWithThemUnknown() throws Exception {
        String now = "{\"seq\":0,\"time_ns\":1500,\"cause\":-1,\"type\":\"QueueDepth\",\"node\":\"leaf1\",\"frame_id\":7,\"port\":\"leaf1/up\","
                + "\"priority\":3,\"bytes\":4200,\"frames\":3,\"kmin\":100000,\"kmax\":400000,\"pmax\":0.1}";
        String before = now.replace(",\"kmin\":100000,\"kmax\":400000,\"pmax\":0.1", "");
        assertEquals(new QueueDepth(new Stamp(0, 1500, -1), "leaf1", 7, "leaf1/up", 3, 4200, 3, 100_000, 400_000, 0.1),
                SavedRuns.read("now.rdmarun", now).events().get(0));
        assertEquals(new QueueDepth(new Stamp(0, 1500, -1), "leaf1", 7, "leaf1/up", 3, 4200, 3, -1, -1),
                SavedRuns.read("before.rdmarun", before).events().get(0));
        assertEquals("x.rdmarun: line 1: QueueDepth needs \"bytes\"", assertThrows(SavedRuns.FormatException.class,
                () -> SavedRuns.read("x.rdmarun", now.replace(",\"bytes\":4200", ""))).getMessage(), "only what came later may be absent");
    }

    @Test
    void aFileThatIsNoSavedRunIsRefusedWithTheLineAndTheRule() throws Exception {
        RunRecord original = run("rc-read");
        List<String> lines = json(original.events());
        String broken = lines.get(0) + "\n" + lines.get(1).substring(0, 30) + "\n";
        assertEquals("x.rdmarun: line 2, column 31: '}' expected, the text ends",
                assertThrows(SavedRuns.FormatException.class, () -> SavedRuns.read("x.rdmarun", broken)).getMessage());
        assertEquals("x.rdmarun: line 1: event seq 1 where 0 comes next; a saved run holds every event, in order",
                assertThrows(SavedRuns.FormatException.class, () -> SavedRuns.read("x.rdmarun", lines.get(1))).getMessage());
        assertEquals("x.rdmarun: line 1: \"Teleported\" is no kind of event", assertThrows(SavedRuns.FormatException.class,
                () -> SavedRuns.read("x.rdmarun", "{\"seq\":0,\"time_ns\":0,\"cause\":-1,\"type\":\"Teleported\"}")).getMessage());
        assertEquals("x.rdmarun: line 1: StepStarted needs \"label\"", assertThrows(SavedRuns.FormatException.class,
                () -> SavedRuns.read("x.rdmarun", lines.get(0).replaceAll(",\"label\":\"[^\"]*\"", ""))).getMessage());
        assertEquals("x.rdmarun: no events: a saved run has one JSON event per line (rdmawb run --json writes them)",
                assertThrows(SavedRuns.FormatException.class, () -> SavedRuns.read("x.rdmarun", "\n")).getMessage());
        assertEquals("x.rdmarun: line 1, column 1: a value expected, found 'P'",
                assertThrows(SavedRuns.FormatException.class, () -> SavedRuns.read("x.rdmarun", "PASS: every program finished")).getMessage());
    }

    @Test
    void aRunNestedFiveThousandDeepIsRefusedWhereItGoesTooDeep() {
        String deep = "{\"seq\":0,\"time_ns\":0,\"cause\":-1,\"type\":\"StepStarted\",\"x\":" + "[".repeat(5_000) + "]".repeat(5_000) + "}";
        assertEquals("x.rdmarun: line 1, column 121: objects and arrays nested more than 64 deep: no saved run nests so deep",
                assertThrows(SavedRuns.FormatException.class, () -> SavedRuns.read("x.rdmarun", deep)).getMessage());
    }
}
