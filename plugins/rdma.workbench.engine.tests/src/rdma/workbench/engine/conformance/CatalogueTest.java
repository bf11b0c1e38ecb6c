package rdma.workbench.engine.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rdma.workbench.engine.loader.CaseRunner;
import rdma.workbench.engine.wire.Decoded;
import rdma.workbench.engine.wire.FrameCodec;
import rdma.workbench.engine.wire.Pcap;
import rdma.workbench.engine.wire.Tshark;
import rdma.workbench.testing.ConformanceCatalogues;

/**
 * The bundled conformance catalogue: every case passes on the engine and names its source; a case whose expectation is
 * turned around fails with what differed; and the catalogue is found as folders of areas.
 */
class CatalogueTest {

    static final Path CATALOGUE = Path.of(System.getProperty("rdma.examples", "../rdma.workbench.examples")).resolve("conformance");

    @TempDir
    Path dir;

    @Test
    void everyCaseOfTheBundledCataloguePassesAndNamesItsSource() throws IOException {
        List<ConformanceCase> cases = Catalogue.under(CATALOGUE, null);
        assertTrue(cases.size() >= 120, cases.size() + " cases");
        List<String> wrong = new ArrayList<>();
        for (ConformanceCase c : cases) {
            CaseResult r = CaseRunner.run(c);
            if (!r.passed()) {
                wrong.add(c.id() + ": " + r.verdict() + " " + r.problems());
            }
            if (r.source().isBlank()) {
                wrong.add(c.id() + ": names no source");
            }
        }
        assertEquals(List.of(), wrong);
        assertTrue(new TreeSet<>(cases.stream().map(ConformanceCase::area).toList()).containsAll(List.of("posting", "qp-state")));
    }

    /** Every frame any case puts on the wire is RoCEv2 with a valid ICRC, and tshark dissects each capture with nothing malformed. */
    @Test
    void theFramesOfEveryCaseDissectCleanlyWithValidIcrcs() throws Exception {
        String tshark = Tshark.require();
        int frames = 0;
        for (ConformanceCase c : Catalogue.under(CATALOGUE, null)) {
            Path out = dir.resolve(c.area()).resolve(c.name());
            Files.createDirectories(out);
            assertTrue(CaseRunner.run(c, out).passed(), c.id());
            try (Stream<Path> pcaps = Files.list(out)) {
                for (Path pcap : pcaps.toList()) {
                    for (Pcap.Record r : Pcap.readAny(Files.readAllBytes(pcap))) {
                        Decoded d = FrameCodec.decode(r.data());
                        assertTrue(d instanceof Decoded.Frame f && f.icrcValid(), c.id() + " " + pcap.getFileName() + ": " + d);
                        frames++;
                    }
                    Process p = new ProcessBuilder(tshark, "-n", "-r", pcap.toString(), "--disable-heuristic", "rpcrdma_infiniband", "-T", "fields",
                            "-e", "frame.number", "-e", "_ws.malformed").redirectError(ProcessBuilder.Redirect.DISCARD).start();
                    String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                    assertTrue(p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0, c.id());
                    for (String line : said.strip().split("\n")) {
                        assertFalse(line.contains("\t") && !line.endsWith("\t"), c.id() + " " + pcap.getFileName() + " malformed: " + line);
                    }
                }
            }
        }
        assertTrue(frames > 100, frames + " frames");
    }

    @Test
    void aCaseWhoseExpectationIsWrongFailsWithWhatDiffered() throws IOException {
        Path cases = ConformanceCatalogues.withACaseTurnedAround(dir).resolve("qp-state");
        List<ConformanceCase> found = Catalogue.under(dir.resolve("conformance"), "qp-state/rc");
        assertEquals(List.of(new ConformanceCase("qp-state", "rc-reset-to-rtr", cases.resolve("rc-reset-to-rtr.rdmaflow"))), found);
        CaseResult r = CaseRunner.run(found.get(0));
        assertEquals(CaseResult.Verdict.FAIL, r.verdict());
        assertEquals(List.of("program local, step to-rtr (ModifyQp): ibv_modify_qp returned EINVAL (a QP cannot go from RESET to RTR), expected OK"),
                r.problems());
    }

    @Test
    void aCaseThatCannotBeReadIsNotRunAndSaysWhy() throws IOException {
        Path area = dir.resolve("broken");
        Files.createDirectories(area);
        Files.writeString(area.resolve("half.rdmaflow"), "<?xml version=\"1.0\"?><scenario:Scenario");
        CaseResult r = CaseRunner.run(Catalogue.under(dir, "").get(0));
        assertEquals(CaseResult.Verdict.NOT_RUN, r.verdict());
        assertFalse(r.problems().isEmpty());
        assertTrue(r.problems().get(0).contains("half.rdmaflow"), r.problems().toString());
    }

    @Test
    void aFilterKeepsTheAreaOrCasesItStartsAndAMissingFolderIsSaid() throws IOException {
        assertTrue(Catalogue.under(CATALOGUE, "posting").stream().allMatch(c -> c.area().equals("posting")));
        assertEquals(List.of("qp-state/ud-reset-to-init", "qp-state/ud-reset-to-init-without-port", "qp-state/ud-reset-to-init-without-qkey"),
                Catalogue.under(CATALOGUE, "qp-state/ud-reset-to-init").stream().map(ConformanceCase::id).sorted().toList());
        IOException e = assertThrows(IOException.class, () -> Catalogue.under(dir.resolve("nothing"), null));
        assertEquals(dir.resolve("nothing") + ": no such folder", e.getMessage());
    }
}
