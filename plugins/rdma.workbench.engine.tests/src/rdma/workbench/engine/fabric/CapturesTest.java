package rdma.workbench.engine.fabric;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rdma.workbench.engine.loader.ScenarioLoader;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.stepping.internal.SessionParts;
import rdma.workbench.engine.wire.Pcap;
import rdma.workbench.testing.ExampleScenarios;

/** Captures replace the previous ones only when every file is whole. */
class CapturesTest {

    private static SessionParts capturedRun() throws Exception {
        SessionParts parts = ScenarioLoader.loadParts(ExampleScenarios.load("rc-send-recv"));
        parts.session().setCapturing(true);
        parts.session().runToEnd(Session.DEFAULT_LIMIT_NANOS);
        return parts;
    }

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void aWriteThatFailsHalfwayLeavesThePreviousCapturesAndNoPartOfTheNewOnes(@TempDir Path dir) throws Exception {
        Path first = dir.resolve("host1_erdma_0_p1.pcap");
        Path second = dir.resolve("host2_erdma_0_p1.pcap");
        Files.writeString(first, "the previous capture of host1");
        Files.writeString(second, "the previous capture of host2");

        Fabric failing = capturedRun().fabric();
        // the second port's file fails after its header and its first frames are written, as a full disk would
        failing.ports().stream().filter(p -> !p.capture().isEmpty()).skip(1).findFirst().orElseThrow().capture().add(new Pcap.Record(Long.MAX_VALUE, null));
        assertThrows(NullPointerException.class, () -> Captures.write(failing, dir));

        assertEquals(List.of("host1_erdma_0_p1.pcap", "host2_erdma_0_p1.pcap"), names(dir), "no temporary file is left behind");
        assertEquals("the previous capture of host1", Files.readString(first), "the port written whole is not replaced on its own");
        assertEquals("the previous capture of host2", Files.readString(second));
    }

    @Test
    void aWholeWriteReplacesThePreviousCaptures(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("host1_erdma_0_p1.pcap"), "an older capture");
        List<Captures.Written> written = Captures.write(capturedRun().fabric(), dir);
        assertEquals(List.of("host1_erdma_0_p1.pcap", "host2_erdma_0_p1.pcap"), names(dir));
        for (Captures.Written w : written) {
            assertEquals(w.frames(), Pcap.read(Files.readAllBytes(w.file())).size());
        }
    }
}
