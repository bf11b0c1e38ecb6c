package rdma.workbench.engine.loader;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.URI;

import rdma.workbench.engine.conformance.CaseResult;
import rdma.workbench.engine.conformance.ConformanceCase;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.persistence.ModelLoadException;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.validation.ModelValidation;

/**
 * Runs one case of the conformance catalogue as `rdmawb run` runs a scenario (here, beside the loader, because it reads
 * the case's file): read, validated (a case that breaks a rule is not run), loaded and run
 * to its end; it passes when every program finished as the scenario expects.
 */
public final class CaseRunner {

    private CaseRunner() {
    }

    public static CaseResult run(ConformanceCase c) {
        return run(c, null);
    }

    /** Runs the case, writing each port's capture under {@code captures} (when not null) as `rdmawb run --pcap` does. */
    public static CaseResult run(ConformanceCase c, Path captures) {
        long start = System.nanoTime();
        Scenario scenario;
        try {
            scenario = ModelFiles.load(ModelFiles.newResourceSet(), URI.createFileURI(c.file().toAbsolutePath().toString()), Scenario.class);
        } catch (ModelLoadException e) {
            return new CaseResult(c, c.name(), "", CaseResult.Verdict.NOT_RUN, e.problems().stream().map(Object::toString).toList(),
                    System.nanoTime() - start);
        }
        String title = scenario.getTitle() == null ? c.name() : scenario.getTitle();
        String source = scenario.getSource() == null ? "" : scenario.getSource();
        List<String> broken = new ArrayList<>();
        for (Diagnostic d : ModelValidation.validateWithTopology(scenario).getChildren()) {
            if (d.getSeverity() >= Diagnostic.ERROR) {
                broken.add("breaks a rule: " + d.getMessage());
            }
        }
        if (!broken.isEmpty()) {
            return new CaseResult(c, title, source, CaseResult.Verdict.NOT_RUN, broken, System.nanoTime() - start);
        }
        Session session;
        try {
            session = ScenarioLoader.load(scenario);
        } catch (LoadException e) {
            return new CaseResult(c, title, source, CaseResult.Verdict.NOT_RUN, List.of("cannot run: " + e.getMessage()), System.nanoTime() - start);
        }
        session.setCheckpointInterval(0);
        session.setCapturing(captures != null);
        session.trace().setRetained(false);
        try {
            session.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        } catch (RuntimeException e) {
            // a defect of the engine, not of the case: said as such, the run's other cases go on
            return new CaseResult(c, title, source, CaseResult.Verdict.NOT_RUN, List.of("internal error while running: " + e), System.nanoTime() - start);
        }
        List<String> problems = new ArrayList<>(session.problems());
        if (captures != null) {
            try {
                session.writeCaptures(captures);
            } catch (IOException e) {
                problems.add("cannot write the captures to " + captures + ": " + e.getMessage());
            }
        }
        if (session.nextEventTime().isPresent()) {
            problems.add("the run stopped at its time limit with events still to run");
        }
        return new CaseResult(c, title, source, problems.isEmpty() ? CaseResult.Verdict.PASS : CaseResult.Verdict.FAIL, List.copyOf(problems),
                System.nanoTime() - start);
    }
}
