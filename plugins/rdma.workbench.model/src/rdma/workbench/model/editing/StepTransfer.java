package rdma.workbench.model.editing;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.util.EcoreUtil;

import rdma.workbench.model.naming.FreeNames;
import rdma.workbench.model.programs.Programs;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Step;

/**
 * Steps moved or copied into a program, with their references kept working: what each
 * reference will point to in the target program is worked out first ({@link ReferenceMapping}),
 * so that what cannot be remapped is listed ({@link #unresolved()}) before anything changes and
 * the user may cancel; {@link #apply()} then makes the change. References among the transferred
 * steps stay among them; steps of other programs that refer to a moved step follow it (the
 * reference is to the object, not to its place). Step names are the programs' keys, so a name
 * the target already uses gets a suffix ({@link #renamed()}).
 */
public final class StepTransfer {

    private final Program target;
    private final List<Step> steps;
    private final Step anchor;
    private final List<ReferenceChange> changes = new ArrayList<>();
    private final List<UnresolvedReference> unresolved = new ArrayList<>();
    private final Map<Step, String> newNames = new LinkedHashMap<>();

    private StepTransfer(Program target, List<Step> steps, int index) {
        this.target = target;
        this.steps = steps;
        this.anchor = anchorAt(target, index, steps);
        Set<String> taken = new HashSet<>();
        for (Step s : target.getSteps()) {
            if (!steps.contains(s)) {
                taken.add(s.getName());
            }
        }
        for (Step s : steps) {
            String name = FreeNames.next(s.getName(), taken::contains);
            taken.add(name);
            if (name != null && !name.equals(s.getName())) {
                newNames.put(s, name);
            }
        }
    }

    /**
     * Moving {@code steps} (all of one program, in their order there) to {@code target}, before the
     * step now at {@code index} of the target's steps (the end when {@code index} is its size).
     */
    public static StepTransfer move(List<? extends Step> steps, Program target, int index) {
        Program source = sourceOf(steps);
        List<Step> moved = new ArrayList<>(steps);
        StepTransfer t = new StepTransfer(target, moved, index);
        if (source != target) {
            Set<EObject> inside = withContents(moved);
            t.remapOutgoing(source, inside, inside);
            t.reportIncoming(source, inside);
        }
        return t;
    }

    /**
     * Copying {@code steps} of program {@code source} (the steps themselves, or detached copies of
     * them whose references still point into the source) to {@code target}, before the step now at
     * {@code index}; {@code source} may be in another scenario.
     */
    public static StepTransfer copy(Program source, List<? extends Step> steps, Program target, int index) {
        EcoreUtil.Copier copier = new EcoreUtil.Copier();
        Collection<Step> copies = copier.copyAll(steps);
        copier.copyReferences();
        StepTransfer t = new StepTransfer(target, new ArrayList<>(copies), index);
        Set<EObject> copied = new HashSet<>(copier.values());
        copied.addAll(copier.keySet());
        t.remapOutgoing(source, withContents(t.steps), copied);
        return t;
    }

    /** What will not keep working, in the order of the steps and their features. */
    public List<UnresolvedReference> unresolved() {
        return List.copyOf(unresolved);
    }

    /** The steps whose names the target already used: old name to new name. */
    public Map<String, String> renamed() {
        Map<String, String> names = new LinkedHashMap<>();
        newNames.forEach((s, name) -> names.put(s.getName(), name));
        return names;
    }

    /** Makes the transfer; returns the steps as they now stand in the target program, in order. */
    public List<Step> apply() {
        for (ReferenceChange c : changes) {
            c.apply();
        }
        for (Step s : steps) {
            if (s.eContainer() instanceof Program p) {
                p.getSteps().remove(s);
            }
            String name = newNames.get(s);
            if (name != null) {
                s.setName(name);
            }
        }
        int at = anchor == null ? target.getSteps().size() : target.getSteps().indexOf(anchor);
        target.getSteps().addAll(at, steps);
        return List.copyOf(steps);
    }

    private void remapOutgoing(Program source, Set<EObject> transferred, Set<EObject> keep) {
        ReferenceMapping mapping = new ReferenceMapping(source, target);
        for (EObject o : transferred) {
            for (EReference ref : o.eClass().getEAllReferences()) {
                if (ref.isContainment() || ref.isContainer() || ref.isDerived() || ref.isTransient() || !ref.isChangeable() || !o.eIsSet(ref)) {
                    continue;
                }
                for (EObject value : values(o, ref)) {
                    if (keep.contains(value)) {
                        continue;
                    }
                    ReferenceMapping.Resolution r = mapping.resolve(value);
                    if (r.counterpart() != value) {
                        changes.add(new ReferenceChange(o, ref, value, r.counterpart()));
                    }
                    if (r.counterpart() == null) {
                        String place = target.getName() + "/" + placeOf(o, ref);
                        unresolved.add(new UnresolvedReference(place, place + ": " + r.missing() + "; left empty"));
                    }
                }
            }
        }
    }

    private void reportIncoming(Program source, Set<EObject> moved) {
        for (Step s : source.getSteps()) {
            for (EObject o : withContents(List.of(s))) {
                if (moved.contains(o)) {
                    continue;
                }
                for (EReference ref : o.eClass().getEAllReferences()) {
                    if (ref.isContainment() || ref.isContainer() || !o.eIsSet(ref)) {
                        continue;
                    }
                    for (EObject value : values(o, ref)) {
                        if (moved.contains(value) && value instanceof Step m) {
                            String place = source.getName() + "/" + placeOf(o, ref);
                            unresolved.add(new UnresolvedReference(place, place + " still refers to '" + m.getName()
                                    + "', which moves to program '" + target.getName() + "'"));
                        }
                    }
                }
            }
        }
    }

    @SuppressWarnings("unchecked")
    private static List<EObject> values(EObject o, EReference ref) {
        Object v = o.eGet(ref, true);
        if (ref.isMany()) {
            return new ArrayList<>((List<EObject>) v);
        }
        return v == null ? List.of() : List.of((EObject) v);
    }

    /** {@code step.feature}, or {@code step.sges[0].mr} for an object inside a step. */
    private String placeOf(EObject o, EReference ref) {
        StringBuilder path = new StringBuilder(ref.getName());
        EObject e = o;
        while (!(e instanceof Step) && e.eContainer() != null) {
            EReference containment = e.eContainmentFeature();
            String index = containment.isMany() ? "[" + ((List<?>) e.eContainer().eGet(containment)).indexOf(e) + "]" : "";
            path.insert(0, containment.getName() + index + ".");
            e = e.eContainer();
        }
        String name = e instanceof Step s ? newNames.getOrDefault(s, s.getName()) : e.eClass().getName();
        return name + "." + path;
    }

    private static Set<EObject> withContents(List<? extends EObject> roots) {
        Set<EObject> all = new LinkedHashSet<>();
        for (EObject r : roots) {
            all.add(r);
            r.eAllContents().forEachRemaining(all::add);
        }
        return all;
    }

    private static Program sourceOf(List<? extends Step> steps) {
        if (steps.isEmpty()) {
            throw new IllegalArgumentException("no steps to move");
        }
        Program p = Programs.programOf(steps.get(0));
        for (Step s : steps) {
            if (Programs.programOf(s) != p || p == null) {
                throw new IllegalArgumentException("the steps to move must all belong to one program; '" + s.getName() + "' does not");
            }
        }
        return p;
    }

    private static Step anchorAt(Program target, int index, List<Step> transferred) {
        List<Step> list = target.getSteps();
        for (int i = Math.max(0, index); i < list.size(); i++) {
            if (!transferred.contains(list.get(i))) {
                return list.get(i);
            }
        }
        return null;
    }
}
