package rdma.workbench.engine.loader;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.ecore.util.EcoreUtil;

import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.Step;

/**
 * The stable id of every step: its URI fragment in the scenario file
 * ({@code //@programs[name='client']/@steps[name='send']}), which survives reordering and which
 * {@code Resource.getEObject} resolves back to the step. Where names do not tell steps apart
 * (unnamed or repeated names), the positional fragment ({@code //@programs.1/@steps.4}) is used.
 */
public final class StepIds {

    private StepIds() {
    }

    public static Map<Step, String> of(Scenario scenario) {
        Map<Step, String> ids = new LinkedHashMap<>();
        Set<String> taken = new HashSet<>();
        for (int p = 0; p < scenario.getPrograms().size(); p++) {
            Program program = scenario.getPrograms().get(p);
            for (int i = 0; i < program.getSteps().size(); i++) {
                Step step = program.getSteps().get(i);
                String id = step.eResource() != null ? EcoreUtil.getURI(step).fragment() : null;
                boolean named = step.getName() != null && !step.getName().isBlank() && program.getName() != null && !program.getName().isBlank();
                if (id == null || !named || !taken.add(id)) {
                    id = "//@programs." + p + "/@steps." + i;
                    taken.add(id);
                }
                ids.put(step, id);
            }
        }
        return ids;
    }
}
