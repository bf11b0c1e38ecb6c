package rdma.workbench.cli;

import java.io.PrintStream;

import rdma.workbench.export.py.PyFlowExport;
import rdma.workbench.model.scenario.Scenario;

/**
 * {@code export-py FILE.rdmaflow -o DIR}: the scenario as a Python script on pyverbs in DIR (see
 * {@link PyFlowExport}). Exits 0 when written, 2 when the scenario cannot be read, breaks a rule,
 * or has a step a pyverbs program cannot take (each said with its place).
 */
final class ExportPyCommand {

    private final PrintStream out;
    private final PrintStream err;

    ExportPyCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    int run(String[] args) {
        ExportInput<Scenario> in = ExportInput.read("export-py", "scenario", args, Scenario.class, err);
        if (in == null) {
            return 2;
        }
        PyFlowExport.Files exported = in.export((model, name, dir) -> {
            PyFlowExport.Files f = PyFlowExport.export(model, name);
            f.writeTo(dir);
            return f;
        }, err);
        if (exported == null) {
            return 2;
        }
        out.println("wrote " + in.dir.resolve(exported.name() + ".py"));
        exported.notes().forEach(n -> out.println("note: " + n));
        out.println("run each program: python3 " + in.dir.resolve(exported.name() + ".py")
                + " PROGRAM [HOST] (-h tells more; Debian: apt-get install python3-pyverbs)");
        return 0;
    }
}
