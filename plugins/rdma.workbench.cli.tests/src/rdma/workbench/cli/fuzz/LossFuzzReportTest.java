package rdma.workbench.cli.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.fuzz.WastedRetries;

class LossFuzzReportTest {

    private static String print(LossFuzzReport r) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        r.print(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void printsTheRunsTheExhaustionsPerFaultTheKnownDefectAndTheViolations() {
        Map<String, Long> exhausted = new LinkedHashMap<>();
        exhausted.put("loss 10 %", 0L);
        exhausted.put("all four", 33L);
        LossFuzzReport r = new LossFuzzReport(5, 100, List.of("rc-read", "rc-send-recv"), 400, 1_250_000_000L, exhausted,
                Map.of(WastedRetries.Kind.STALE_RESPONSE, 12L, WastedRetries.Kind.IMPLIED_ACKNOWLEDGEMENT, 2L),
                Map.of(WastedRetries.Kind.STALE_RESPONSE, "rc-read, all four, seed 6: h1 ...", WastedRetries.Kind.IMPLIED_ACKNOWLEDGEMENT,
                        "rc-read, loss 10 %, seed 2: h1 ..."),
                List.of("rc-read, all four, seed 9", "rc-read, all four, seed 11"), List.of("rc-read, loss 10 %, seed 8: wr_id 4 completed 2 times"));
        assertEquals("""
                loss: 400 runs (2 examples x 2 link faults x 100 seeds from 5), 1.3 s: rc-read, rc-send-recv
                  loss 10 %:       retry_cnt ran out in 0 runs
                  all four:        retry_cnt ran out in 33 runs
                known engine defect: 2 retries wasted (IMPLIED_ACKNOWLEDGEMENT), the first: rc-read, loss 10 %, seed 2: h1 ...
                known engine defect: 12 retries wasted (STALE_RESPONSE), the first: rc-read, all four, seed 6: h1 ...
                known engine defect: retry_cnt ran out after such a waste in 2 runs, the first: rc-read, all four, seed 9
                violations: 1
                rc-read, loss 10 %, seed 8: wr_id 4 completed 2 times
                """, print(r));
    }

    @Test
    void saysNothingOfTheDefectsWhenNoRetryWasWasted() {
        LossFuzzReport r = new LossFuzzReport(1, 3, List.of("rc-read"), 15, 100_000_000L, Map.of("loss 10 %", 0L), Map.of(), Map.of(), List.of(),
                List.of());
        assertEquals("""
                loss: 15 runs (1 examples x 1 link faults x 3 seeds from 1), 0.1 s: rc-read
                  loss 10 %:       retry_cnt ran out in 0 runs
                violations: 0
                """, print(r));
    }
}
