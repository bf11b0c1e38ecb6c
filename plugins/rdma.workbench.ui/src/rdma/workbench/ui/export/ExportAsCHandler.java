package rdma.workbench.ui.export;

import org.eclipse.emf.ecore.EObject;

import rdma.workbench.export.ExportException;
import rdma.workbench.export.c.CFlowExport;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.scenario.Scenario;

/** Export as C: a scenario as NAME.c and a Makefile in NAME-c beside it (see {@link CFlowExport}). */
public final class ExportAsCHandler extends ExportHandler {

    public static final String COMMAND = "rdma.workbench.ui.exportAsC";

    public ExportAsCHandler() {
        super("Export as C", ModelFiles.SCENARIO_EXTENSION, Scenario.class, "-c");
    }

    @Override
    protected Export prepare(EObject model, String name) throws ExportException {
        CFlowExport.Files f = CFlowExport.export((Scenario) model, name);
        return new Export(f.name() + ".c", f.notes(), f::writeTo);
    }
}
