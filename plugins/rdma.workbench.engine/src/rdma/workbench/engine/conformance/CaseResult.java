package rdma.workbench.engine.conformance;

import java.util.List;

/**
 * What running a case gave: its verdict, the scenario's title and source, what differed from its expectations (FAIL) or
 * why it could not run (NOT_RUN), and the wall time the run took.
 */
public record CaseResult(ConformanceCase testCase, String title, String source, Verdict verdict, List<String> problems, long wallNanos) {

    public enum Verdict {
        PASS, FAIL, NOT_RUN;

        /** "PASS", "FAIL", "NOT RUN". */
        public String text() {
            return name().replace('_', ' ');
        }
    }

    public boolean passed() {
        return verdict == Verdict.PASS;
    }
}
