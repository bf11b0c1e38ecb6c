package rdma.workbench.model.editing;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;

import rdma.workbench.model.programs.Programs;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.Step;

/**
 * Where a reference of a step that leaves program {@code source} for program {@code target}
 * should point: an object of the source program becomes the target's step of the same name and
 * the same kind (steps are keyed by name within their program); an object of the target program
 * (the peer's, seen from the source) becomes the source program's step of that name, the new
 * peer's; an object of another program
 * stays when both programs are in one scenario, else becomes the same-named program's step of
 * the target scenario; a topology object stays when the target scenario runs on the same
 * topology file, else becomes the object at the same place (URI fragment) of the target's topology.
 */
final class ReferenceMapping {

    /** The object to refer to, or null with {@code missing} saying what the target lacks. */
    record Resolution(EObject counterpart, String missing) {
    }

    private final Program source;
    private final Program target;
    private final Scenario targetScenario;
    private final boolean sameScenario;

    ReferenceMapping(Program source, Program target) {
        this.source = source;
        this.target = target;
        this.targetScenario = (Scenario) target.eContainer();
        this.sameScenario = source != null && EcoreUtil.getRootContainer(source) == targetScenario;
    }

    Resolution resolve(EObject value) {
        Program owner = Programs.programOf(value);
        if (owner != null && owner == source) {
            return source == target ? kept(value) : stepIn(target, value);
        }
        if (owner != null && owner == target && source != null && source != target && sameScenario && value instanceof Step step) {
            // a step refers to another program only as its peer (a remote MR, the destination QP): moved into that
            // program, the object would be its own, and the peer is now the program it left
            Resolution swapped = stepIn(source, value);
            return swapped.counterpart() != null ? swapped
                    : new Resolution(null, "'" + step.getName() + "' belongs to program '" + target.getName() + "', where the step goes, and "
                            + "its new peer, program '" + source.getName() + "', has no " + step.eClass().getName() + " named '" + step.getName() + "'");
        }
        if (owner != null) {
            if (sameScenario) {
                return kept(value);
            }
            Program peer = programNamed(owner.getName());
            return peer == null ? new Resolution(null, "no program named '" + owner.getName() + "'") : stepIn(peer, value);
        }
        if (value.eContainer() == null && value.eResource() == null) {
            return new Resolution(null, "the " + value.eClass().getName() + " it referred to is gone");
        }
        return topologyObject(value);
    }

    private static Resolution kept(EObject value) {
        return new Resolution(value, null);
    }

    private static Resolution stepIn(Program program, EObject value) {
        if (value instanceof Step step) {
            for (Step s : program.getSteps()) {
                if (s.eClass() == step.eClass() && s.getName() != null && s.getName().equals(step.getName())) {
                    return kept(s);
                }
            }
            return new Resolution(null, "no " + step.eClass().getName() + " named '" + step.getName() + "' in program '" + program.getName() + "'");
        }
        return new Resolution(null, "a " + value.eClass().getName() + " inside a step cannot be matched in program '" + program.getName() + "'");
    }

    private Program programNamed(String name) {
        for (Program p : targetScenario.getPrograms()) {
            if (p.getName() != null && p.getName().equals(name)) {
                return p;
            }
        }
        return null;
    }

    private Resolution topologyObject(EObject value) {
        Resource from = value.eResource();
        Resource to = targetScenario.getTopology() == null ? null : targetScenario.getTopology().eResource();
        if (from == to || to == null && from == null) {
            return kept(value);
        }
        String fragment = from == null ? null : from.getURIFragment(value);
        EObject match = to == null || fragment == null ? null : to.getEObject(fragment);
        if (match != null && match.eClass() == value.eClass()) {
            return kept(match);
        }
        return new Resolution(null, "the target scenario's topology has no " + value.eClass().getName() + " at " + fragment);
    }
}
