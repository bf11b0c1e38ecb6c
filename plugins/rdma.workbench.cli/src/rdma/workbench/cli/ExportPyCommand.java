package rdma.workbench.cli;

import java.io.IOException;
import java.io.PrintStream;

import rdma.workbench.export.ExportException;
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
        PyFlowExport.Files exported;
        try {
            exported = PyFlowExport.export(in.model, in.baseName());
            exported.writeTo(in.dir);
        } catch (ExportException e) {
            err.println(in.file + ": not exported: " + e.getMessage());
            return 2;
        } catch (IOException e) {
            err.println("cannot write into " + in.dir + ": " + ExportInput.reason(e));
            return 2;
        } catch (RuntimeException e) {
            err.println(InternalErrorReport.write(in.file, "internal error while exporting the scenario", e));
            return 2;
        }
        out.println("wrote " + in.dir.resolve(exported.name() + ".py"));
        exported.notes().forEach(n -> out.println("note: " + n));
        out.println("run each program: python3 " + in.dir.resolve(exported.name() + ".py")
                + " PROGRAM [HOST] (-h tells more; Debian: apt-get install python3-pyverbs)");
        return 0;
    }
}
