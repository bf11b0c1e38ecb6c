package rdma.workbench.fuzz.loss;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

class LossFuzzReportTest {

    private static String print(LossFuzzReport r) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        r.print(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void printsTheRunsTheExhaustionsPerFaultAndTheViolations() {
        Map<String, Long> exhausted = new LinkedHashMap<>();
        exhausted.put("loss 10 %", 0L);
        exhausted.put("all four", 33L);
        LossFuzzReport r = new LossFuzzReport(5, 100, List.of("rc-read", "rc-send-recv"), 400, 1_250_000_000L, exhausted,
                List.of("rc-read, loss 10 %, seed 8: wr_id 4 completed 2 times"));
        assertEquals("""
                loss: 400 runs (2 examples x 2 link faults x 100 seeds from 5), 1.3 s: rc-read, rc-send-recv
                  loss 10 %:       retry_cnt ran out in 0 runs
                  all four:        retry_cnt ran out in 33 runs
                violations: 1
                rc-read, loss 10 %, seed 8: wr_id 4 completed 2 times
                """, print(r));
    }
}
