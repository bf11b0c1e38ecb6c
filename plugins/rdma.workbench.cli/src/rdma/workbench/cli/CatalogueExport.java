package rdma.workbench.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.common.util.URI;

import rdma.workbench.engine.conformance.ConformanceCase;
import rdma.workbench.export.ExportException;
import rdma.workbench.export.c.CFlowExport;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.persistence.ModelLoadException;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;

/**
 * The catalogue as C programs for real devices ({@code conformance --export-c DIR}): each case exported as `export-c`
 * exports a scenario, into DIR/AREA/CASE/, and one script, DIR/run-all.sh, that builds each case and runs all its
 * programs on this host (the first hosts the exchange, the others reach it at 127.0.0.1), a line per case, PASS when
 * every program exits 0. A case that cannot be exported is said and left out.
 */
final class CatalogueExport {

    private CatalogueExport() {
    }

    /** Writes the export; returns how many cases were left out (each said on {@code err}). */
    static int write(List<ConformanceCase> cases, Path dir, PrintStream out, PrintStream err) throws IOException {
        StringBuilder script = new StringBuilder("""
                #!/bin/sh
                # The RDMA Workbench conformance catalogue as programs for a real RDMA device: each case is built and its
                # programs run on this host, the first one hosting the exchange, the others reaching it at 127.0.0.1.
                # usage: ./run-all.sh [-d DEVICE] [-i PORT] [-g GID_INDEX]   (e.g. -d rxe0 -g 1 on a soft-RoCE lab)
                # Exit 0 when every case passed.
                cd "$(dirname "$0")" || exit 2
                passed=0
                failed=0
                run_case() { # AREA/CASE FLOW FIRST [OTHER...]: build, start FIRST, run the others against it
                  where=$1 flow=$2 first=$3
                  shift 3
                  if ! make -s -C "$where" >/dev/null; then
                    echo "FAIL    $where (does not build)"; failed=$((failed + 1)); return
                  fi
                  # OPTIONS is split on purpose: "-d rxe0 -g 1" are several arguments
                  # shellcheck disable=SC2086
                  "./$where/$flow" "$first" $OPTIONS > "$where/$first.log" 2>&1 &
                  host=$!
                  status=0
                  for program in "$@"; do
                    # shellcheck disable=SC2086
                    "./$where/$flow" "$program" 127.0.0.1 $OPTIONS > "$where/$program.log" 2>&1 || status=1
                  done
                  wait "$host" || status=1
                  if [ "$status" -eq 0 ]; then
                    echo "PASS    $where"; passed=$((passed + 1))
                  else
                    echo "FAIL    $where (see $where/*.log)"; failed=$((failed + 1))
                  fi
                }
                OPTIONS="$*"
                """);
        List<String> left = new ArrayList<>();
        for (ConformanceCase c : cases) {
            Scenario scenario;
            try {
                scenario = ModelFiles.load(ModelFiles.newResourceSet(), URI.createFileURI(c.file().toAbsolutePath().toString()), Scenario.class);
            } catch (ModelLoadException e) {
                left.add(c.id() + ": cannot be read: " + e.getMessage());
                continue;
            }
            CFlowExport.Files files;
            try {
                files = CFlowExport.export(scenario, c.name());
            } catch (ExportException e) {
                left.add(c.id() + ": " + e.getMessage());
                continue;
            }
            Path where = dir.resolve(c.area()).resolve(c.name());
            files.writeTo(where);
            script.append("run_case ").append(c.area()).append('/').append(c.name()).append(' ').append(files.name());
            for (Program p : scenario.getPrograms()) {
                script.append(' ').append(p.getName());
            }
            script.append('\n');
        }
        script.append("echo \"$((passed + failed)) case(s): $passed passed, $failed failed\"\n").append("[ \"$failed\" -eq 0 ]\n");
        Path runAll = dir.resolve("run-all.sh");
        Files.createDirectories(dir);
        Files.writeString(runAll, script.toString(), StandardCharsets.UTF_8);
        try {
            Files.setPosixFilePermissions(runAll, PosixFilePermissions.fromString("rwxr-xr-x"));
        } catch (UnsupportedOperationException e) {
            // a file system without POSIX permissions: sh run-all.sh still runs it
        }
        for (String l : left) {
            err.println("not exported: " + l);
        }
        out.println("wrote " + (cases.size() - left.size()) + " case(s) under " + dir + " and " + runAll + " (./run-all.sh -d DEVICE -g GID_INDEX)");
        return left.size();
    }
}
