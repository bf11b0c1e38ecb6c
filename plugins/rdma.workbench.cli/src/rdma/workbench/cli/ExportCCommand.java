package rdma.workbench.cli;

import java.io.PrintStream;

import rdma.workbench.export.c.CFlowExport;
import rdma.workbench.model.scenario.Scenario;

/**
 * {@code export-c FILE.rdmaflow -o DIR}: the scenario as a C program against libibverbs and its
 * Makefile in DIR (see {@link CFlowExport}). Exits 0 when written, 2 when the scenario cannot be
 * read, breaks a rule, or has a step a real program cannot take (each said with its place).
 */
final class ExportCCommand {

    private final PrintStream out;
    private final PrintStream err;

    ExportCCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    int run(String[] args) {
        ExportInput<Scenario> in = ExportInput.read("export-c", "scenario", args, Scenario.class, err);
        if (in == null) {
            return 2;
        }
        CFlowExport.Files exported = in.export((model, name, dir) -> {
            CFlowExport.Files f = CFlowExport.export(model, name);
            f.writeTo(dir);
            return f;
        }, err);
        if (exported == null) {
            return 2;
        }
        out.println("wrote " + in.dir.resolve(exported.name() + ".c") + " and " + in.dir.resolve("Makefile"));
        exported.notes().forEach(n -> out.println("note: " + n));
        out.println("build: make -C " + in.dir + "; then run each program: ./" + exported.name() + " PROGRAM [HOST] (./" + exported.name() + " -h)");
        return 0;
    }
}
