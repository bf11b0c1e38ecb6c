package rdma.workbench.model.repair;

import static rdma.workbench.model.naming.ModelLabels.capitalize;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.emf.common.util.EList;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

import rdma.workbench.model.naming.ModelLabels;
import rdma.workbench.model.naming.SiblingNames;
import rdma.workbench.model.programs.Programs;
import rdma.workbench.model.programs.StepReferences;
import rdma.workbench.model.scenario.Errno;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.scenario.Sync;
import rdma.workbench.model.scenario.VerbStep;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.NetworkNamespace;
import rdma.workbench.model.topology.Rnic;
import rdma.workbench.model.validation.Rule;
import rdma.workbench.model.validation.ScenarioValidator;

/** Fixes for where a program runs, the order of its steps, and its barriers. */
final class ProgramRemedies {

    private static final Pattern BARRIER = Pattern.compile("barrier '(.*?)'");

    private ProgramRemedies() {
    }

    static Remedy duplicateName(EObject o) {
        var name = SiblingNames.nameAttribute(o);
        if (name == null || o.eGet(name) == null) {
            return Remedy.none(Rule.DUPLICATE_NAME, "the object has no name to change");
        }
        String fresh = SiblingNames.unique((String) o.eGet(name), SiblingNames.siblings(o), o);
        return Remedy.of(Rule.DUPLICATE_NAME, new Fix("Rename to " + fresh,
                "Renames " + ModelLabels.of(o) + " to " + fresh + ", a name none of its siblings has; references to it follow", () -> o.eSet(name, fresh)));
    }

    /** A program on a host of another topology moves to the host of that name; one in a foreign namespace to its own host's. */
    static Remedy programHost(Program p, String message) {
        List<Fix> fixes = new ArrayList<>();
        Scenario s = p.eContainer() instanceof Scenario sc ? sc : null;
        if (message.contains("belongs to another host")) {
            NetworkNamespace foreign = p.getNamespace();
            fixes.add(new Fix("Run in the initial namespace", "Clears the namespace of " + ModelLabels.of(p) + ", so it runs in the initial namespace of "
                    + ModelLabels.of(p.getHost()), () -> p.setNamespace(null)));
            if (foreign != null && p.getHost() != null) {
                p.getHost().getNamespaces().stream().filter(n -> n.getName() != null && n.getName().equals(foreign.getName())).findFirst()
                        .ifPresent(own -> fixes.add(new Fix("Run in " + ModelLabels.of(own) + " of " + ModelLabels.of(p.getHost()),
                                "Moves " + ModelLabels.of(p) + " to the namespace of the same name on its own host", () -> p.setNamespace(own))));
            }
            return Remedy.of(Rule.PROGRAM_HOST, fixes);
        }
        Host stranger = p.getHost();
        Host own = s == null || s.getTopology() == null || stranger == null ? null
                : s.getTopology().getHosts().stream().filter(h -> h.getName() != null && h.getName().equals(stranger.getName())).findFirst().orElse(null);
        if (own == null) {
            return Remedy.none(Rule.PROGRAM_HOST, "The topology has no host called " + (stranger == null ? "so" : stranger.getName())
                    + ": choose one of its hosts in the program's properties");
        }
        return Remedy.of(Rule.PROGRAM_HOST, new Fix("Run on " + ModelLabels.of(own) + " of topology " + s.getTopology().getName(),
                "Moves " + ModelLabels.of(p) + " to the host of the same name in the scenario's topology", () -> {
                    p.setHost(own);
                    if (p.getDevice() != null && p.getDevice().eContainer() != own) {
                        p.setDevice(null);
                    }
                    if (p.getNamespace() != null && p.getNamespace().eContainer() != own) {
                        p.setNamespace(null);
                    }
                }));
    }

    static Remedy programDevice(Program p) {
        List<Fix> fixes = new ArrayList<>();
        if (p.getHost() != null) {
            for (Rnic r : p.getHost().getRnics()) {
                fixes.add(new Fix("Open " + ModelLabels.of(r), "Makes " + ModelLabels.of(p) + " open " + ModelLabels.of(r) + ", a device of its own host "
                        + p.getHost().getName(), () -> p.setDevice(r)));
            }
        }
        return Remedy.of(Rule.PROGRAM_DEVICE, fixes, "Host " + (p.getHost() == null ? "?" : p.getHost().getName())
                + " has no RDMA device: add one to it in the topology, or run the program on another host");
    }

    /** The step uses another program's object: use this program's object of the same kind instead (same name first). */
    static Remedy foreignObject(Step step, Object related) {
        Program own = Programs.programOf(step);
        if (!(related instanceof Step foreign) || own == null) {
            return Remedy.none(Rule.FOREIGN_OBJECT, "the problem names no object to replace");
        }
        int at = own.getSteps().indexOf(step);
        List<Step> candidates = own.getSteps().subList(0, Math.max(0, at)).stream().filter(s -> s.eClass() == foreign.eClass()).toList();
        Step sameName = candidates.stream().filter(s -> s.getName() != null && s.getName().equals(foreign.getName())).findFirst().orElse(null);
        List<Step> choices = sameName != null ? List.of(sameName) : candidates;
        List<Fix> fixes = new ArrayList<>();
        for (Step c : choices) {
            fixes.add(new Fix("Use " + ModelLabels.of(c) + " of " + ModelLabels.of(own),
                    "Replaces " + ModelLabels.of(foreign) + " of " + ModelLabels.of(Programs.programOf(foreign)) + " by " + ModelLabels.of(c)
                            + ", which " + ModelLabels.of(own) + " created itself",
                    () -> replaceLocalReferences(step, foreign, c)));
        }
        return Remedy.of(Rule.FOREIGN_OBJECT, fixes, capitalize(ModelLabels.of(own)) + " creates no " + ModelLabels.stepKind(foreign)
                + " before " + ModelLabels.of(step) + " to use instead: add one to it first");
    }

    /** Points every reference of {@code step} (and its SGEs, expectations) that is not a remote one from {@code from} to {@code to}. */
    @SuppressWarnings("unchecked")
    private static void replaceLocalReferences(Step step, Step from, Step to) {
        StepReferences.forEach(step, (holder, ref, target) -> {
            if (target == from && !ScenarioValidator.isRemote(ref)) {
                if (ref.isMany()) {
                    EList<EObject> list = (EList<EObject>) holder.eGet(ref);
                    list.set(list.indexOf(from), to);
                } else {
                    holder.eSet(ref, to);
                }
            }
        });
    }

    /**
     * The step uses an object created later: move the step to just after its creator, when no
     * step on the way uses it; or move the creator to just before the step, when everything the
     * creator uses comes earlier.
     */
    static Remedy useBeforeCreate(Step step, Object related) {
        Program p = Programs.programOf(step);
        if (!(related instanceof Step creator) || p == null) {
            return Remedy.none(Rule.USE_BEFORE_CREATE, "the problem names no creator step");
        }
        EList<Step> steps = p.getSteps();
        int stepAt = steps.indexOf(step);
        int creatorAt = steps.indexOf(creator);
        List<Fix> fixes = new ArrayList<>();
        boolean passedUsers = steps.subList(stepAt + 1, creatorAt + 1).stream().anyMatch(s -> StepReferences.refersTo(s, step));
        if (!passedUsers) {
            fixes.add(new Fix("Move " + ModelLabels.of(step) + " after " + ModelLabels.of(creator),
                    "Moves " + ModelLabels.of(step) + " from step " + (stepAt + 1) + " to just after " + ModelLabels.of(creator) + ", which creates what it uses",
                    () -> steps.move(steps.indexOf(creator), step)));
        }
        boolean needsLater = steps.subList(stepAt, creatorAt).stream().anyMatch(s -> StepReferences.refersTo(creator, s));
        if (!needsLater) {
            fixes.add(new Fix("Move " + ModelLabels.of(creator) + " before " + ModelLabels.of(step),
                    "Moves " + ModelLabels.of(creator) + " from step " + (creatorAt + 1) + " to just before " + ModelLabels.of(step),
                    () -> steps.move(steps.indexOf(step), creator)));
        }
        return Remedy.of(Rule.USE_BEFORE_CREATE, fixes, capitalize(ModelLabels.of(step)) + " and " + ModelLabels.of(creator)
                + " each need something the other creates: reorder the steps between them by hand");
    }

    /** The step uses an object destroyed earlier: the destroy moves to just after the step. */
    static Remedy useAfterDestroy(Step step, Object related) {
        Program p = Programs.programOf(step);
        if (!(related instanceof Step destroy) || p == null) {
            return Remedy.none(Rule.USE_AFTER_DESTROY, "the problem names no destroy step");
        }
        EList<Step> steps = p.getSteps();
        return Remedy.of(Rule.USE_AFTER_DESTROY, new Fix("Move " + ModelLabels.of(destroy) + " after " + ModelLabels.of(step),
                "Moves " + ModelLabels.of(destroy) + " to just after " + ModelLabels.of(step) + ", the step that still uses the object",
                () -> steps.move(steps.indexOf(step), destroy)));
    }

    /** The destroy's expected result follows what happens: EBUSY while the object is in use, success once it is not. */
    static Remedy destroyInUse(EObject target) {
        if (!(target instanceof VerbStep destroy)) {
            return Remedy.none(Rule.DESTROY_IN_USE, "the problem names no destroy step");
        }
        Errno expected = destroy.getExpectedResult() == Errno.OK ? Errno.EBUSY : Errno.OK;
        return Remedy.of(Rule.DESTROY_IN_USE, new Fix(expected == Errno.OK ? "Expect " + ModelLabels.of(destroy) + " to succeed"
                : "Expect EBUSY from " + ModelLabels.of(destroy),
                expected == Errno.OK ? "Sets the expected result to OK: nothing uses the object any more, so the destroy succeeds"
                        : "Sets the expected result to EBUSY, what the destroy returns while other objects still use the one it frees",
                () -> destroy.setExpectedResult(expected)));
    }

    /** The step uses an object whose creation is expected to fail: expect the creation to succeed. */
    static Remedy useOfFailedCreate(Step step, Object related) {
        if (!(related instanceof VerbStep creator)) {
            return Remedy.none(Rule.USE_OF_FAILED_CREATE, "the problem names no creator step");
        }
        return Remedy.of(Rule.USE_OF_FAILED_CREATE, new Fix("Expect " + ModelLabels.of(creator) + " to succeed",
                "Sets the expected result of " + ModelLabels.of(creator) + " from " + creator.getExpectedResult().getName()
                        + " to OK, so there is an object for " + ModelLabels.of(step) + " to use",
                () -> creator.setExpectedResult(Errno.OK)));
    }

    /**
     * A barrier that not every program reaches as often: add the missing Syncs at the end of the
     * programs that have fewer, or (when one program alone syncs there) remove its Syncs.
     */
    static Remedy syncPartner(Program first, String message) {
        Matcher m = BARRIER.matcher(message);
        if (!m.find() || !(first.eContainer() instanceof Scenario s)) {
            return Remedy.none(Rule.SYNC_PARTNER, "the problem names no barrier");
        }
        String barrier = m.group(1);
        Map<Program, List<Sync>> uses = new LinkedHashMap<>();
        for (Program p : s.getPrograms()) {
            uses.put(p, p.getSteps().stream().filter(st -> st instanceof Sync y && barrier.equals(String.valueOf(y.getBarrier()))).map(Sync.class::cast).toList());
        }
        int most = uses.values().stream().mapToInt(List::size).max().orElse(0);
        Sync model = uses.get(first).isEmpty() ? null : uses.get(first).get(uses.get(first).size() - 1);
        if (model == null) {
            return Remedy.none(Rule.SYNC_PARTNER, "no Sync of " + ModelLabels.of(first) + " is at barrier '" + barrier + "'");
        }
        List<Program> short_ = uses.entrySet().stream().filter(e -> e.getValue().size() < most).map(Map.Entry::getKey).toList();
        List<Fix> fixes = new ArrayList<>();
        fixes.add(new Fix("Add the matching Sync '" + barrier + "' to " + names(short_),
                "Appends a Sync at barrier '" + barrier + "' to the end of " + names(short_) + ", until each program syncs there " + most + " times",
                () -> {
                    for (Program p : short_) {
                        for (int n = uses.get(p).size(); n < most; n++) {
                            Sync copy = EcoreUtil.copy(model);
                            if (copy.getName() != null) {
                                copy.setName(SiblingNames.unique(copy.getName(), p.getSteps(), null));
                            }
                            p.getSteps().add(copy);
                        }
                    }
                }));
        long programs = uses.values().stream().filter(l -> !l.isEmpty()).count();
        if (programs == 1) {
            List<Sync> lonely = uses.get(first);
            fixes.add(new Fix("Remove the Sync '" + barrier + "' of " + ModelLabels.of(first),
                    "Deletes the " + (lonely.size() == 1 ? "Sync" : lonely.size() + " Syncs") + " at barrier '" + barrier + "' from " + ModelLabels.of(first)
                            + ", which no other program reaches",
                    () -> first.getSteps().removeAll(lonely)));
        }
        return Remedy.of(Rule.SYNC_PARTNER, fixes);
    }

    private static String names(List<Program> programs) {
        return String.join(", ", programs.stream().map(ModelLabels::of).toList());
    }

}
