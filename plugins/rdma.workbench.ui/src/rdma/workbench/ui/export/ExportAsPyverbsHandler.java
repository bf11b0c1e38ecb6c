package rdma.workbench.ui.export;

import org.eclipse.emf.ecore.EObject;

import rdma.workbench.export.ExportException;
import rdma.workbench.export.py.PyFlowExport;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.scenario.Scenario;

/** Export as pyverbs: a scenario as NAME.py in NAME-py beside it (see {@link PyFlowExport}). */
public final class ExportAsPyverbsHandler extends ExportHandler {

    public static final String COMMAND = "rdma.workbench.ui.exportAsPyverbs";

    public ExportAsPyverbsHandler() {
        super("Export as pyverbs", ModelFiles.SCENARIO_EXTENSION, Scenario.class, "-py");
    }

    @Override
    protected Export prepare(EObject model, String name) throws ExportException {
        PyFlowExport.Files f = PyFlowExport.export((Scenario) model, name);
        return new Export(f.name() + ".py", f.notes(), f::writeTo);
    }
}
