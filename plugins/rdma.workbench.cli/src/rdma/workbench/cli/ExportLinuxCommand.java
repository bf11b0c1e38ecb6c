package rdma.workbench.cli;

import java.io.PrintStream;

import rdma.workbench.export.linux.LinuxExport;
import rdma.workbench.model.topology.Topology;

/**
 * {@code export-linux FILE.rdmatopo -o DIR}: a script per host that builds the topology on Linux with rxe and siw (see
 * {@link LinuxExport}). Exits 0 when written, 2 when the topology cannot be read, breaks a rule, or asks what Linux
 * cannot build (each said with its place).
 */
final class ExportLinuxCommand {

    private final PrintStream out;
    private final PrintStream err;

    ExportLinuxCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    int run(String[] args) {
        ExportInput<Topology> in = ExportInput.read("export-linux", "topology", args, Topology.class, err);
        if (in == null) {
            return 2;
        }
        LinuxExport.Files exported = in.export((model, name, dir) -> {
            LinuxExport.Files f = LinuxExport.export(model);
            f.writeTo(dir);
            return f;
        }, err);
        if (exported == null) {
            return 2;
        }
        for (String f : exported.files().keySet()) {
            out.println("wrote " + in.dir.resolve(f));
        }
        exported.notes().forEach(n -> out.println("note: " + n));
        out.println("on each host, as root: sh HOST.sh (sh HOST.sh --dry-run prints the commands and runs none)");
        return 0;
    }
}
