package rdma.workbench.fuzz.injection;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

class SessionFuzzReportTest {

    @Test
    void printsTheOutcomesInOrderAndTheViolations() {
        SessionFuzzReport r = new SessionFuzzReport(7, 1_200, 100, 19, 2_500_000_000L,
                Map.of("dropped, MALFORMED", 1_030L, "answered: request in sequence", 5L, "dropped, DUPLICATE", 165L),
                List.of("MEMORY: rc-read seed 7: frame #1 ..."));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        r.print(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        assertEquals("""
                sessions: 1,200 frames injected into 100 runs of 19 examples, seed 7, 2.5 s
                             5  answered: request in sequence
                           165  dropped, DUPLICATE
                         1,030  dropped, MALFORMED
                violations: 1
                MEMORY: rc-read seed 7: frame #1 ...
                """, bytes.toString(StandardCharsets.UTF_8));
    }
}
