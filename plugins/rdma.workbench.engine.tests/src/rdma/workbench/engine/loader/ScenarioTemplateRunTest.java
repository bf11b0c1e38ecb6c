package rdma.workbench.engine.loader;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.eclipse.emf.common.util.URI;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.trace.CompletionQueued;
import rdma.workbench.engine.verbs.WorkCompletion;
import rdma.workbench.model.authoring.ConnectionGenerator;
import rdma.workbench.model.authoring.ExchangeGenerator;
import rdma.workbench.model.authoring.QpConnection;
import rdma.workbench.model.authoring.ScenarioTemplate;
import rdma.workbench.model.authoring.TemplateSettings;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.scenario.Mtu;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.testing.ExampleScenarios;

/**
 * Every scenario template, written to files and read back as the New > Scenario wizard would,
 * runs PASS on the engine, and the completions that arrive are exactly the ones the template
 * expects; so does a connection generated on two empty programs plus an RDMA WRITE.
 */
class ScenarioTemplateRunTest {

    @TempDir
    Path dir;

    @TestFactory
    Stream<DynamicTest> everyTemplateRunsPassWithTheExactCompletions() {
        List<DynamicTest> tests = new ArrayList<>();
        for (ScenarioTemplate template : ScenarioTemplate.values()) {
            if (template == ScenarioTemplate.EMPTY) {
                continue;
            }
            int[] sizes = switch (template) {
                case UD_SEND_RECV -> new int[] {1, 1024};
                case RC_ATOMICS -> new int[] {8};
                default -> new int[] {1, 4096, 10000};
            };
            for (int bytes : sizes) {
                tests.add(DynamicTest.dynamicTest(template + " " + bytes + " bytes", () -> run(template, bytes)));
            }
        }
        return tests.stream();
    }

    private void run(ScenarioTemplate template, int bytes) throws Exception {
        boolean uc = template == ScenarioTemplate.UC_WRITE;
        Topology t = ExampleScenarios.topology(uc ? "roce-pair" : "erdma-pair");
        String client = t.getHosts().get(0).getName();
        String server = t.getHosts().get(1).getName();
        Scenario s = template.create(template.label(), t, new TemplateSettings(t.getHosts().get(0), t.getHosts().get(1), bytes, Mtu.MTU_1024));
        Session session = runFromFiles(s, template.name() + "-" + bytes);
        assertEquals(List.of(), session.problems());
        Map<String, List<String>> expected = new LinkedHashMap<>();
        switch (template) {
            case RC_SEND_RECV -> {
                expected.put(client, List.of("1 SEND SUCCESS " + bytes));
                expected.put(server, List.of("1 RECV SUCCESS " + bytes));
            }
            case UD_SEND_RECV -> {
                expected.put(client, List.of("1 SEND SUCCESS " + bytes));
                expected.put(server, List.of("1 RECV SUCCESS " + (bytes + 40)));
            }
            case RC_WRITE -> expected.put(client, List.of("1 RDMA_WRITE SUCCESS " + bytes));
            case UC_WRITE -> {
                expected.put(client, List.of("1 RDMA_WRITE SUCCESS " + bytes));
                expected.put(server, List.of("1 RECV_RDMA_WITH_IMM SUCCESS " + bytes));
            }
            case RC_READ -> expected.put(client, List.of("1 RDMA_READ SUCCESS " + bytes));
            case RC_ATOMICS -> expected.put(client, List.of("1 COMP_SWAP SUCCESS 8", "2 FETCH_ADD SUCCESS 8"));
            default -> throw new IllegalStateException(template.name());
        }
        assertEquals(expected, completions(session));
    }

    @Test
    void connectingTwoEmptyProgramsAndAddingAnRdmaWriteRunsPass() throws Exception {
        Topology t = ExampleScenarios.topology("erdma-pair");
        Scenario s = ScenarioTemplate.EMPTY.create("generated", t, new TemplateSettings(null, null, 0, null));
        QpConnection c = ConnectionGenerator.connectRc(s.getPrograms().get(0), s.getPrograms().get(1)).connection();
        ExchangeGenerator.addWrite(c, s.getPrograms().get(0), 3000);
        Session session = ScenarioLoader.load(s);
        session.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        assertEquals(List.of(), session.problems());
        assertEquals(Map.of("host1", List.of("1 RDMA_WRITE SUCCESS 3000")), completions(session));
        byte[] landed = session.memory(session.programs().get(1).name(), "write-target");
        assertEquals("0123456789".repeat(300), new String(landed, StandardCharsets.US_ASCII));
    }

    /** Saves the scenario and its topology as two files, reads the scenario back and runs it to its end. */
    private Session runFromFiles(Scenario s, String name) throws Exception {
        URI topology = URI.createFileURI(dir.resolve(name + ".rdmatopo").toString());
        URI scenario = URI.createFileURI(dir.resolve(name + ".rdmaflow").toString());
        ModelFiles.save(s, topology, scenario);
        Scenario loaded = ModelFiles.load(ModelFiles.newResourceSet(), scenario, Scenario.class);
        Session session = ScenarioLoader.load(loaded);
        session.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        return session;
    }

    /** The completions queued on each host's CQs, in order: "wr_id opcode status byte_len". */
    private static Map<String, List<String>> completions(Session session) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        session.trace().events().stream().filter(CompletionQueued.class::isInstance).map(CompletionQueued.class::cast).forEach(e -> {
            WorkCompletion wc = e.wc();
            out.computeIfAbsent(e.node(), k -> new ArrayList<>()).add(wc.wrId() + " " + wc.opcode() + " " + wc.status() + " " + wc.byteLen());
        });
        return out;
    }
}
