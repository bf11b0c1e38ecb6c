package rdma.workbench.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import rdma.workbench.engine.conformance.CaseResult;
import rdma.workbench.engine.conformance.Catalogue;
import rdma.workbench.engine.conformance.ConformanceCase;
import rdma.workbench.engine.loader.CaseRunner;
import rdma.workbench.engine.wire.ReplacingFile;

/**
 * {@code conformance --catalogue DIR [--filter AREA] [--junit FILE] [--json FILE] [--pcap DIR]}: runs the catalogue's cases, a line per
 * case grouped by area (PASS, or FAIL / NOT RUN with what differed), and a summary; the reports for CI systems written
 * whole or not at all, each case's captures under DIR/AREA/CASE/; with --export-c DIR the cases are written as C programs
 * for real devices instead of being run (see {@link CatalogueExport}). Exits 0 when every case passed, 1 when one did not, 2 on bad usage or an unreadable catalogue.
 */
final class ConformanceCommand {

    private static final String USAGE = "usage: rdmawb conformance [--catalogue DIR] [--filter AREA] [--junit FILE] [--json FILE] [--pcap DIR] [--export-c DIR]";

    private final PrintStream out;
    private final PrintStream err;

    ConformanceCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    int run(String[] args) {
        Path catalogue = null;
        String filter = null;
        Path junit = null;
        Path json = null;
        Path pcap = null;
        Path exportC = null;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (!List.of("--catalogue", "--filter", "--junit", "--json", "--pcap", "--export-c").contains(a)) {
                return usage("unexpected argument '" + a + "'");
            }
            if (i + 1 == args.length) {
                return usage(a + " needs a value");
            }
            String v = args[++i];
            switch (a) {
                case "--catalogue" -> catalogue = Path.of(v);
                case "--filter" -> filter = v;
                case "--junit" -> junit = Path.of(v);
                case "--pcap" -> pcap = Path.of(v);
                case "--export-c" -> exportC = Path.of(v);
                default -> json = Path.of(v);
            }
        }
        if (catalogue == null) {
            return usage("which catalogue? give its folder with --catalogue (./rdmawb gives the bundled one)");
        }
        List<ConformanceCase> cases;
        try {
            cases = Catalogue.under(catalogue, filter);
        } catch (IOException e) {
            err.println("rdmawb conformance: " + e.getMessage());
            return 2;
        }
        if (cases.isEmpty()) {
            err.println("rdmawb conformance: no case under " + catalogue + (filter == null ? "" : " whose area or name starts with '" + filter + "'"));
            return 2;
        }
        if (exportC != null) {
            // for real devices: written, not run here
            try {
                return CatalogueExport.write(cases, exportC, out, err) == 0 ? 0 : 1;
            } catch (IOException e) {
                err.println("rdmawb conformance: cannot write into " + exportC + ": " + e.getMessage());
                return 2;
            }
        }
        List<CaseResult> results = new ArrayList<>();
        String area = null;
        for (ConformanceCase c : cases) {
            if (!c.area().equals(area)) {
                area = c.area();
                out.println(area + ":");
            }
            CaseResult r;
            if (pcap == null) {
                r = CaseRunner.run(c);
            } else {
                Path dir = pcap.resolve(c.area()).resolve(c.name());
                try {
                    Files.createDirectories(dir);
                } catch (IOException e) {
                    err.println("rdmawb conformance: cannot write the captures to " + dir + ": " + e.getMessage());
                    return 2;
                }
                r = CaseRunner.run(c, dir);
            }
            results.add(r);
            out.println(String.format(Locale.ROOT, "  %-7s %s  (%s)", r.verdict().text(), c.name(), r.source().isEmpty() ? "no source named" : r.source()));
            for (String p : r.problems()) {
                out.println("          " + p);
            }
        }
        long passed = results.stream().filter(CaseResult::passed).count();
        long notRun = results.stream().filter(r -> r.verdict() == CaseResult.Verdict.NOT_RUN).count();
        long areas = results.stream().map(r -> r.testCase().area()).distinct().count();
        out.println(String.format(Locale.ROOT, "%d case(s) in %d area(s): %d passed, %d failed, %d not run", results.size(), areas, passed,
                results.size() - passed - notRun, notRun));
        try {
            if (junit != null) {
                write(junit, ConformanceReports.junit(results));
            }
            if (json != null) {
                write(json, ConformanceReports.json(results));
            }
        } catch (IOException e) {
            err.println("rdmawb conformance: cannot write the report: " + e.getMessage());
            return 2;
        }
        return passed == results.size() ? 0 : 1;
    }

    private void write(Path file, String text) throws IOException {
        try (ReplacingFile f = ReplacingFile.open(file)) {
            f.stream().write(text.getBytes(StandardCharsets.UTF_8));
            f.commit();
        }
        err.println("wrote " + file);
    }

    private int usage(String why) {
        err.println("rdmawb conformance: " + why);
        err.println(USAGE);
        return 2;
    }
}
