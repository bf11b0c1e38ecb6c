package rdma.workbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** validate's exit codes: 0 clean (warnings allowed), 1 a rule broken, 2 a file that cannot be read; the worst file decides. */
class ValidateCommandTest {

    private static final Path EXAMPLES = Path.of(System.getProperty("rdma.examples", "../rdma.workbench.examples"));

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int validate(Path... files) {
        String[] args = new String[files.length + 1];
        args[0] = "validate";
        for (int i = 0; i < files.length; i++) {
            args[i + 1] = files[i].toString();
        }
        return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    /** The erdma-pair topology and the rc-send-recv scenario, copied so a test may change them. */
    private Path copy(String topologyText, String scenarioChange) throws Exception {
        Files.createDirectories(dir.resolve("topologies"));
        Files.createDirectories(dir.resolve("scenarios"));
        Files.writeString(dir.resolve("topologies/erdma-pair.rdmatopo"), topologyText);
        Path flow = dir.resolve("scenarios/rc-send-recv.rdmaflow");
        String text = Files.readString(EXAMPLES.resolve("scenarios/rc-send-recv.rdmaflow"));
        Files.writeString(flow, scenarioChange == null ? text : text.replace("length=\"12\"", scenarioChange));
        return flow;
    }

    private String topology() throws Exception {
        return Files.readString(EXAMPLES.resolve("topologies/erdma-pair.rdmatopo"));
    }

    @Test
    void warningsAloneExitZero() throws Exception {
        Path flow = copy(topology(), "offset=\"60\" length=\"12\"");
        assertEquals(0, validate(flow));
        assertEquals(flow + ": warning: An SGE of PostSend send covers bytes 60..72 of memory region outbox, which is 64 bytes long: "
                + "the work request will complete with a local protection error (LOC_PROT_ERR) [SGE_BOUNDS]\n"
                + flow + ": 0 error(s), 1 warning(s)\n", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aBrokenRuleExitsOne() throws Exception {
        Path flow = copy(topology(), "length=\"-12\"");
        assertEquals(1, validate(flow));
        assertEquals(flow + ": error: SGE 1 of PostSend send has length -12; it must be 0 or more: an unsigned field of struct ibv_sge [FIELD_RANGE]\n"
                + flow + ": 1 error(s), 0 warning(s)\n", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aScenarioOnATruncatedTopologyCannotBeRead() throws Exception {
        String topology = topology();
        String cut = topology.substring(0, topology.indexOf("</topology:Topology>"));
        Path flow = copy(cut, null);
        assertEquals(2, validate(flow));
        assertEquals("erdma-pair.rdmatopo:" + (cut.lines().count() + 1) + ":1: XML document structures must start and end within the same entity, "
                + "but rc-send-recv.rdmaflow refers to it [error]\n", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aTopologyFileHoldingAScenario() throws Exception {
        Path flow = copy(topology(), null);
        Path wrong = dir.resolve("topologies/wrong.rdmatopo");
        Files.copy(flow, wrong);
        assertEquals(2, validate(wrong));
        assertEquals("wrong.rdmatopo:2:1: holds a scenario, not a topology [error]\n", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theWorstFileDecides() throws Exception {
        Path good = copy(topology(), null);
        Path bad = dir.resolve("scenarios/bad.rdmaflow");
        Files.writeString(bad, Files.readString(good).replace("length=\"12\"", "length=\"-1\""));
        Path unreadable = dir.resolve("empty.rdmatopo");
        Files.writeString(unreadable, "");
        assertEquals(0, validate(good));
        assertEquals(1, validate(good, bad));
        assertEquals(2, validate(bad, unreadable, good));
        assertEquals(2, validate(dir));
        assertEquals(dir + ": not a file\n", err.toString(StandardCharsets.UTF_8));
    }
}
