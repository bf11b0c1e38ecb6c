package rdma.workbench.debug.launch;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.MultiStatus;
import org.eclipse.core.runtime.Path;
import org.eclipse.core.runtime.Status;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;

import rdma.workbench.debug.RdmaDebug;
import rdma.workbench.debug.record.RecordedRun;
import rdma.workbench.engine.loader.LoadException;
import rdma.workbench.engine.loader.ScenarioLoader;
import rdma.workbench.engine.loader.StepIds;
import rdma.workbench.engine.stepping.PortAddress;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.model.naming.ModelLabels;
import rdma.workbench.model.persistence.LoadProblem;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.persistence.ModelLoadException;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.validation.ModelValidation;

/**
 * The scenario a launch runs, read from the workspace as it is saved: the file, the model, the
 * id and label of every step. Reading refuses what the engine cannot run, with the file, the
 * place and the rule, as `rdmawb run` does.
 */
public final class ScenarioSource {

    private final IFile file;
    private final Scenario scenario;
    private final Map<Step, String> ids;
    private final long stamp;

    private ScenarioSource(IFile file, Scenario scenario, long stamp) {
        this.file = file;
        this.scenario = scenario;
        this.ids = StepIds.of(scenario);
        this.stamp = stamp;
    }

    /** Reads and validates the scenario at workspace path {@code path}. */
    public static ScenarioSource read(String path) throws CoreException {
        IResource r = ResourcesPlugin.getWorkspace().getRoot().findMember(new Path(path));
        if (!(r instanceof IFile file) || !file.exists()) {
            throw LaunchSettings.error(path + ": no such file in the workspace");
        }
        if (!ModelFiles.SCENARIO_EXTENSION.equals(file.getFileExtension())) {
            throw LaunchSettings.error(path + ": not a scenario; run a ." + ModelFiles.SCENARIO_EXTENSION + " file");
        }
        long stamp = file.getModificationStamp(); // taken before reading: a save during the read shows as a change
        Scenario scenario;
        try {
            scenario = ModelFiles.load(ModelFiles.newResourceSet(), URI.createPlatformResourceURI(file.getFullPath().toString(), true), Scenario.class);
        } catch (ModelLoadException e) {
            // the launch's error dialog shows this message, the list only behind Details: the first problem goes in the message
            List<LoadProblem> problems = e.problems();
            String first = problems.isEmpty() ? "" : ": " + problems.get(0);
            String more = problems.size() > 1 ? " (and " + (problems.size() - 1) + " more, in Details)" : "";
            MultiStatus s = new MultiStatus(RdmaDebug.MODEL, 0, path + " cannot be read" + first + more, null);
            for (LoadProblem p : problems) {
                s.add(Status.error(p.toString()));
            }
            throw new CoreException(s);
        }
        Diagnostic d = ModelValidation.validateWithTopology(scenario);
        if (d.getSeverity() >= Diagnostic.ERROR) {
            List<String> broken = new ArrayList<>();
            if (d.getChildren().isEmpty()) {
                broken.add(d.getMessage());
            }
            for (Diagnostic c : d.getChildren()) {
                if (c.getSeverity() >= Diagnostic.ERROR) {
                    broken.add(where(c) + c.getMessage());
                }
            }
            String more = broken.size() > 1 ? " (and " + (broken.size() - 1) + " more, in Details; the Problems view lists them too)"
                    : " (the Problems view lists it too)";
            MultiStatus s = new MultiStatus(RdmaDebug.MODEL, 0, path + " is not run: " + broken.get(0) + more, null);
            broken.forEach(b -> s.add(Status.error(b)));
            throw new CoreException(s);
        }
        return new ScenarioSource(file, scenario, stamp);
    }

    /** The file and the element a problem is about, ahead of its message; the element not again when the message begins with it. */
    private static String where(Diagnostic d) {
        if (!d.getData().isEmpty() && d.getData().get(0) instanceof EObject o) {
            Resource res = o.eResource();
            String label = ModelLabels.of(o);
            return (res == null ? "" : res.getURI().lastSegment() + ": ") + (d.getMessage().startsWith(label) ? "" : label + ": ");
        }
        return "";
    }

    /** A new session of the scenario: with {@code seed}, or the scenario's own when it is null. */
    public Session load(Long seed) throws CoreException {
        try {
            return seed == null ? ScenarioLoader.load(scenario) : ScenarioLoader.load(scenario, seed);
        } catch (LoadException e) {
            throw LaunchSettings.error(file.getFullPath() + ": cannot run: " + e.getMessage());
        }
    }

    /** The file's modification stamp when it was read: the version of it this run runs. */
    public long stamp() {
        return stamp;
    }

    public IFile file() {
        return file;
    }

    public Scenario scenario() {
        return scenario;
    }

    /** The topology file the scenario runs on, or null when it names none in the workspace. */
    public IFile topologyFile() {
        Topology t = scenario.getTopology();
        URI uri = t == null || t.eResource() == null ? null : t.eResource().getURI();
        if (uri == null || !uri.isPlatformResource()) {
            return null;
        }
        return ResourcesPlugin.getWorkspace().getRoot().getFile(new Path(uri.toPlatformString(true)));
    }

    /** The name the debugger shows for the scenario: its file name without the extension. */
    public String name() {
        String n = file.getName();
        return n.substring(0, n.length() - file.getFileExtension().length() - 1);
    }

    /**
     * An empty record of {@code session}, a run of this scenario, for the packet views, titled
     * {@code title}: its lanes the topology's hosts and switches in order, each address of the
     * fabric's NICs known by its host.
     */
    public RecordedRun newRecord(String title, Session session) {
        Map<String, String> hostOfAddress = new HashMap<>();
        for (PortAddress a : session.addresses()) {
            hostOfAddress.putIfAbsent(a.address(), a.host());
        }
        List<String> hosts = new ArrayList<>();
        List<String> switches = new ArrayList<>();
        Topology t = scenario.getTopology();
        if (t != null) {
            t.getHosts().forEach(h -> hosts.add(h.getName()));
            t.getSwitches().forEach(s -> switches.add(s.getName()));
        }
        return new RecordedRun(title, hosts, switches, hostOfAddress);
    }

    /** The steps that check something — expected completions, memory, attributes, an error the verb must return — in program order. */
    public List<Checked> checkedSteps() {
        List<Checked> out = new ArrayList<>();
        for (Program p : scenario.getPrograms()) {
            for (Step s : p.getSteps()) {
                if (Expectations.checks(s)) {
                    out.add(new Checked(ids.get(s), p.getName(), s.getName() == null ? ModelLabels.of(s) : s.getName()));
                }
            }
        }
        return out;
    }

    /** A step that checks something: its id, its program and its name. */
    public record Checked(String stepId, String program, String step) {
    }

    /** The id of {@code step} (its URI fragment), or null when it is not a step of this scenario. */
    public String idOf(Step step) {
        return ids.get(step);
    }

    /** The step with id {@code stepId}, or null. */
    public Step step(String stepId) {
        for (Map.Entry<Step, String> e : ids.entrySet()) {
            if (e.getValue().equals(stepId)) {
                return e.getKey();
            }
        }
        return null;
    }
}
