package rdma.workbench.bench.live;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

/** bench-live says what it lacks instead of measuring nothing. */
class LiveBenchmarkTest {

    @Test
    void withoutTheVerbsLibraryItSaysHowToGetOne() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int exit = new LiveBenchmark(new PrintStream(out, true, StandardCharsets.UTF_8), Path.of("../rdma.workbench.examples"),
                Path.of("/nonexistent/librdmawb-verbs.so"), Path.of("/nonexistent/verbs-test")).run();
        assertEquals(2, exit);
        assertEquals("rdmawb bench-live: there is no verbs library at /nonexistent/librdmawb-verbs.so (it needs gcc and libibverbs-dev; then"
                + " ./rdmawb build)\n", out.toString(StandardCharsets.UTF_8));
    }
}
