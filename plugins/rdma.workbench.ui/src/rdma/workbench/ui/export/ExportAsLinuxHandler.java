package rdma.workbench.ui.export;

import org.eclipse.emf.ecore.EObject;

import rdma.workbench.export.ExportException;
import rdma.workbench.export.linux.LinuxExport;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.topology.Topology;

/** Export as Linux commands: a topology as HOST.sh per host (and SWITCHES.txt) in NAME-linux beside it (see {@link LinuxExport}). */
public final class ExportAsLinuxHandler extends ExportHandler {

    public static final String COMMAND = "rdma.workbench.ui.exportAsLinux";

    public ExportAsLinuxHandler() {
        super("Export as Linux Commands", ModelFiles.TOPOLOGY_EXTENSION, Topology.class, "-linux");
    }

    @Override
    protected Export prepare(EObject model, String name) throws ExportException {
        LinuxExport.Files f = LinuxExport.export((Topology) model);
        // the first host's script opens: it shows what every script does
        return new Export(f.files().keySet().iterator().next(), f.notes(), f::writeTo);
    }
}
