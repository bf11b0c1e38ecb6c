package rdma.workbench.debug.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.URI;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.ui.launch.ScenarioLaunchShortcut;
import rdma.workbench.model.authoring.ScenarioTemplate;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.validation.ModelValidation;
import rdma.workbench.testing.ui.WizardDriver;
import rdma.workbench.ui.wizards.NewScenarioWizard;

/**
 * Every template of File > New > Scenario, made through the wizard's pages on the new two-host
 * ERDMA topology and on the generic RoCE pair of the examples, validates clean and runs PASS in
 * Run mode; a template a topology cannot run is greyed with its reason instead.
 */
class ScenarioTemplatesRunTest {

    private static final String NEW_TOPOLOGY = "A new two-host topology (ERDMA in RoCEv2 mode, back to back)";
    private static final String ROCE_PAIR = "rdma-examples/topologies/roce-pair.rdmatopo";

    private IWorkbenchPage page;
    private IProject project;

    @BeforeEach
    void setUp() throws Exception {
        UiTesting.examples();
        page = UiTesting.page(false);
        project = UiTesting.freshProject("templates");
    }

    @AfterEach
    void tearDown() throws Exception {
        UiTesting.cleanUp(page);
        project.delete(true, true, null);
    }

    @Test
    void everyAvailableTemplateValidatesCleanAndRunsPass() throws Exception {
        Map<String, String> results = new LinkedHashMap<>();
        Map<String, List<ScenarioTemplate>> unavailable = new LinkedHashMap<>();
        for (String topology : List.of(NEW_TOPOLOGY, ROCE_PAIR)) {
            unavailable.put(topology, new ArrayList<>());
            for (ScenarioTemplate template : ScenarioTemplate.values()) {
                String name = template.name().toLowerCase().replace('_', '-') + (topology.equals(NEW_TOPOLOGY) ? "-erdma" : "-roce");
                WizardDriver d = WizardDriver.open(newWizard());
                try {
                    d.type("File name:", name);
                    d.next();
                    d.click(topology);
                    d.next();
                    String row = d.rows().stream().filter(r -> r.startsWith(template.label())).findFirst().orElseThrow();
                    if (!row.equals(template.label())) {
                        assertEquals(template.label() + " (not on these hosts)", row);
                        unavailable.get(topology).add(template);
                        continue;
                    }
                    d.click(row);
                    d.finish();
                } finally {
                    d.close();
                }
                IFile file = project.getFile(name + ".rdmaflow");
                results.put(name, validationProblems(file) + run(file));
            }
        }
        results.forEach((name, result) -> System.out.println("template " + name + ": " + result));
        System.out.println("not offered: " + unavailable);
        assertEquals(Map.of(NEW_TOPOLOGY, List.of(ScenarioTemplate.UC_WRITE), ROCE_PAIR, List.of()), unavailable,
                "ERDMA in RoCEv2 mode has no UC QPs; the ConnectX-like pair has");
        for (Map.Entry<String, String> e : results.entrySet()) {
            assertTrue(e.getValue().startsWith("PASS: every program finished as the scenario expects"), e.getKey() + ": " + e.getValue());
        }
        assertEquals(13, results.size(), "7 templates on the RoCE pair, 6 on ERDMA: " + results.keySet());
    }

    private NewScenarioWizard newWizard() {
        NewScenarioWizard w = new NewScenarioWizard();
        w.init(PlatformUI.getWorkbench(), new StructuredSelection(project));
        return w;
    }

    /** The warnings and errors of the scenario in {@code file} and its topology, each on a line; empty when it validates clean. */
    private static String validationProblems(IFile file) throws Exception {
        Scenario s = ModelFiles.load(ModelFiles.newResourceSet(), URI.createPlatformResourceURI(file.getFullPath().toString(), true),
                Scenario.class);
        StringBuilder out = new StringBuilder();
        for (Diagnostic d : ModelValidation.validateWithTopology(s).getChildren()) {
            if (d.getSeverity() >= Diagnostic.WARNING) {
                out.append(d.getSeverity() == Diagnostic.ERROR ? "error: " : "warning: ").append(d.getMessage()).append('\n');
            }
        }
        return out.toString();
    }

    /** Run As > RDMA Scenario on {@code file}: the last line of the run's console (its verdict), once its process has ended. */
    private static String run(IFile file) {
        DebugPlugin debug = DebugPlugin.getDefault();
        for (ILaunch l : debug.getLaunchManager().getLaunches()) {
            debug.getLaunchManager().removeLaunch(l);
        }
        ScenarioLaunchShortcut.launch(file, ILaunchManager.RUN_MODE);
        return RunVerdict.of(file);
    }
}
