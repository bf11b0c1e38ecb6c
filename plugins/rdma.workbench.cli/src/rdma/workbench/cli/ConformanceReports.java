package rdma.workbench.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

import rdma.workbench.engine.conformance.CaseResult;
import rdma.workbench.engine.trace.TraceJson;

/**
 * A conformance run as CI systems read it: JUnit XML (a test suite per area, a test case per case, a failure or
 * skip naming what differed) and JSON (a record per case).
 */
final class ConformanceReports {

    private ConformanceReports() {
    }

    static String junit(List<CaseResult> results) {
        Map<String, List<CaseResult>> byArea = new LinkedHashMap<>();
        results.forEach(r -> byArea.computeIfAbsent(r.testCase().area(), a -> new ArrayList<>()).add(r));
        StringBuilder b = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        b.append(String.format(Locale.ROOT, "<testsuites name=\"rdmawb conformance\" tests=\"%d\" failures=\"%d\" skipped=\"%d\">\n", results.size(),
                count(results, CaseResult.Verdict.FAIL), count(results, CaseResult.Verdict.NOT_RUN)));
        byArea.forEach((area, cases) -> {
            b.append(String.format(Locale.ROOT, "  <testsuite name=\"%s\" tests=\"%d\" failures=\"%d\" skipped=\"%d\" time=\"%s\">\n", xml(area),
                    cases.size(), count(cases, CaseResult.Verdict.FAIL), count(cases, CaseResult.Verdict.NOT_RUN),
                    seconds(cases.stream().mapToLong(CaseResult::wallNanos).sum())));
            for (CaseResult r : cases) {
                b.append(String.format(Locale.ROOT, "    <testcase classname=\"conformance.%s\" name=\"%s\" time=\"%s\">\n", xml(area), xml(r.testCase().name()),
                        seconds(r.wallNanos())));
                b.append("      <properties><property name=\"source\" value=\"").append(xml(r.source())).append("\"/><property name=\"title\" value=\"")
                        .append(xml(r.title())).append("\"/></properties>\n");
                String problems = xml(String.join("\n", r.problems()));
                switch (r.verdict()) {
                    case FAIL -> b.append("      <failure message=\"").append(xml(r.problems().get(0))).append("\">").append(problems).append("</failure>\n");
                    case NOT_RUN -> b.append("      <skipped message=\"").append(xml(r.problems().get(0))).append("\"/>\n");
                    case PASS -> {
                        // nothing more to say
                    }
                }
                b.append("    </testcase>\n");
            }
            b.append("  </testsuite>\n");
        });
        return b.append("</testsuites>\n").toString();
    }

    static String json(List<CaseResult> results) {
        StringBuilder b = new StringBuilder("[\n");
        for (int i = 0; i < results.size(); i++) {
            CaseResult r = results.get(i);
            b.append(String.format(Locale.ROOT, "  {\"area\": %s, \"case\": %s, \"title\": %s, \"source\": %s, \"verdict\": %s, \"seconds\": %s, \"problems\": [",
                    TraceJson.quote(r.testCase().area()), TraceJson.quote(r.testCase().name()), TraceJson.quote(r.title()),
                    TraceJson.quote(r.source()), TraceJson.quote(r.verdict().name()), seconds(r.wallNanos())));
            b.append(r.problems().stream().map(TraceJson::quote).collect(Collectors.joining(", ")));
            b.append("]}").append(i + 1 < results.size() ? ",\n" : "\n");
        }
        return b.append("]\n").toString();
    }

    private static long count(List<CaseResult> rs, CaseResult.Verdict v) {
        return rs.stream().filter(r -> r.verdict() == v).count();
    }

    private static String seconds(long nanos) {
        return String.format(Locale.ROOT, "%.3f", nanos / 1e9);
    }

    private static String xml(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toCharArray()) {
            switch (c) {
                case '&' -> b.append("&amp;");
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '"' -> b.append("&quot;");
                case '\n' -> b.append("&#10;");
                default -> b.append(c < 0x20 && c != '\t' ? ' ' : c);
            }
        }
        return b.toString();
    }
}
