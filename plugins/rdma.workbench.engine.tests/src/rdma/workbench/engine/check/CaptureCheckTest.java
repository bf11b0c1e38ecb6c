package rdma.workbench.engine.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rdma.workbench.engine.loader.ScenarioLoader;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.stepping.WrittenCapture;
import rdma.workbench.engine.wire.Pcap;
import rdma.workbench.testing.ExampleScenarios;

/**
 * The capture judge on captures made independently of the engine — scapy scripts in captures/, each saying in its
 * {@code # expect:} lines which frames break which rule (planted violations of every rule, and clean captures with a
 * READ and a loss recovered by go-back-N) — and on every example's own captures, which break nothing.
 */
class CaptureCheckTest {

    private static final Path SCRIPTS = Path.of("captures");
    private static final Path PYTHON = Path.of("/usr/bin/python3");

    @TempDir
    Path dir;

    private static void requireScapy() throws Exception {
        if (Files.isExecutable(PYTHON)) {
            Process p = new ProcessBuilder(PYTHON.toString(), "-c", "import scapy.contrib.roce").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            if (p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0) {
                return;
            }
        }
        if (System.getenv("CI") != null) {
            fail("python3-scapy is not installed; CI must install it (apt-get install python3-scapy)");
        }
        Assumptions.abort("python3-scapy is not installed here (apt-get install python3-scapy); CI runs this test");
    }

    @Test
    void eachScapyCaptureGivesExactlyTheFindingsItPlanted() throws Exception {
        requireScapy();
        List<Path> scripts;
        try (Stream<Path> s = Files.list(SCRIPTS)) {
            scripts = s.filter(p -> p.toString().endsWith(".py") && !p.getFileName().toString().equals("roce.py")).sorted().toList();
        }
        assertTrue(scripts.size() >= 6, scripts.toString());
        Set<Rule> planted = EnumSet.noneOf(Rule.class);
        for (Path script : scripts) {
            Path pcap = dir.resolve(script.getFileName() + ".pcap");
            Process p = new ProcessBuilder(PYTHON.toString(), script.getFileName().toString(), pcap.toString()).directory(SCRIPTS.toFile())
                    .redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(p.waitFor(120, TimeUnit.SECONDS) && p.exitValue() == 0, script + ":\n" + out);
            List<String> expected = new ArrayList<>();
            List<String> options = List.of();
            for (String line : Files.readAllLines(script)) {
                if (line.startsWith("# expect: ") && !line.equals("# expect: none")) {
                    expected.add(line.substring("# expect: ".length()));
                } else if (line.startsWith("# check: ")) {
                    options = List.of(line.substring("# check: ".length()).split(" "));
                }
            }
            CaptureCheck.Result r = CaptureCheck.check(Pcap.readAny(Files.readAllBytes(pcap)), CheckSettings.of(options));
            List<String> found = r.findings().stream().map(f -> f.frame() + " " + f.rule().id()).toList();
            assertEquals(expected, found, script + ": " + r.findings());
            r.findings().forEach(f -> planted.add(f.rule()));
        }
        // every rule is planted somewhere
        assertEquals(Set.of(Rule.values()), planted, "rules planted");
    }

    @Test
    void everyExamplesOwnCapturesBreakNoRule() throws Exception {
        int frames = 0;
        for (String name : ExampleScenarios.names()) {
            Session session = ScenarioLoader.load(ExampleScenarios.load(name));
            session.setCapturing(true);
            session.runToEnd(Session.DEFAULT_LIMIT_NANOS);
            Path out = dir.resolve(name);
            for (WrittenCapture w : session.writeCaptures(out)) {
                CaptureCheck.Result r = CaptureCheck.check(Pcap.readAny(Files.readAllBytes(w.file())));
                assertEquals(List.of(), r.findings(), name + ": " + w.file().getFileName());
                frames += r.roceFrames();
            }
        }
        assertTrue(frames > 1000, "the examples' captures hold " + frames + " RoCEv2 frames");
    }

    @Test
    void aFindingSaysTheFrameTheRuleAndItsSource() {
        Finding f = new Finding(4, Rule.GO_BACK_N, "10.0.0.1 -> 10.0.0.2 QP 0x000012 resends from PSN 0x000006; the NAK asked for 0x000005");
        assertEquals("frame 4: GO-BACK-N: 10.0.0.1 -> 10.0.0.2 QP 0x000012 resends from PSN 0x000006; the NAK asked for 0x000005"
                + " (IBTA 9.7.5.2.1 (go-back-N); rxe_comp.c)", f.toString());
    }
}
