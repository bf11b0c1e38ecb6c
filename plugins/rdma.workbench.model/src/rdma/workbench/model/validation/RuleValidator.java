package rdma.workbench.model.validation;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;

import org.eclipse.emf.common.util.BasicDiagnostic;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.DiagnosticChain;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EObjectValidator;

import rdma.workbench.model.naming.ModelLabels;

/**
 * EMF's structural checks (required references, multiplicities) followed by this project's
 * rules. A diagnostic's first data element is the object it is about, so that editors can
 * select and decorate it.
 */
abstract class RuleValidator extends EObjectValidator {

    static final String SOURCE = "rdma.workbench.model";

    @Override
    public boolean validate(EClass eClass, EObject eObject, DiagnosticChain diagnostics, Map<Object, Object> context) {
        boolean structural = super.validate(eClass, eObject, diagnostics, context);
        Reporter reporter = new Reporter(diagnostics, context);
        check(eObject, reporter);
        return structural && !reporter.failed;
    }

    /** Duplicate names are reported by the rules, in words a student reads; EMF's key check would repeat them. */
    @Override
    public boolean validate_EveryKeyUnique(EObject eObject, DiagnosticChain diagnostics, Map<Object, Object> context) {
        return true;
    }

    /**
     * EMF's check that a required feature is set, in the words of the other problems: "Memory region
     * mr has no pd: choose one in the Properties view" instead of "The required feature 'pd' of
     * 'memory region mr' must be set".
     */
    @Override
    protected boolean validate_MultiplicityConforms(EObject eObject, EStructuralFeature feature, DiagnosticChain diagnostics,
            Map<Object, Object> context) {
        return super.validate_MultiplicityConforms(eObject, feature, diagnostics == null ? null : new DiagnosticChain() {
            @Override
            public void add(Diagnostic d) {
                diagnostics.add(d.getCode() == EOBJECT__EVERY_MULTIPCITY_CONFORMS && !feature.isMany() && !eObject.eIsSet(feature)
                        ? new BasicDiagnostic(d.getSeverity(), d.getSource(), d.getCode(), ModelLabels.capitalize(ModelLabels.of(eObject))
                                + " has no " + feature.getName() + ": choose one in the Properties view", d.getData().toArray())
                        : d);
            }

            @Override
            public void addAll(Diagnostic d) {
                d.getChildren().forEach(this::add);
            }

            @Override
            public void merge(Diagnostic d) {
                diagnostics.merge(d);
            }
        }, context);
    }

    /** Reports what is wrong with {@code o} (whole-model rules run on the root). */
    protected abstract void check(EObject o, Reporter report);

    /** Collects diagnostics for one object's checks; keeps what one validation run computes once. */
    static final class Reporter {
        private final DiagnosticChain chain;
        private final Map<Object, Object> context;
        private boolean failed;

        Reporter(DiagnosticChain chain, Map<Object, Object> context) {
            this.chain = chain;
            this.context = context;
        }

        /** The value computed for {@code key} in this validation run (computed now if it is the first ask). */
        @SuppressWarnings("unchecked")
        <T> T once(Object key, Supplier<T> compute) {
            if (context == null) {
                return compute.get();
            }
            return (T) context.computeIfAbsent(key, k -> compute.get());
        }

        void error(Rule rule, EObject target, String message, Object... related) {
            add(Diagnostic.ERROR, rule, target, message, related);
        }

        void warning(Rule rule, EObject target, String message, Object... related) {
            add(Diagnostic.WARNING, rule, target, message, related);
        }

        /** Something the user should know that is not a problem with the file (what the engine leaves out, say). */
        void info(Rule rule, EObject target, String message, Object... related) {
            add(Diagnostic.INFO, rule, target, message, related);
        }

        private void add(int severity, Rule rule, EObject target, String message, Object... related) {
            failed |= severity == Diagnostic.ERROR;
            if (chain != null) {
                Object[] data = new Object[related.length + 1];
                data[0] = target;
                System.arraycopy(related, 0, data, 1, related.length);
                chain.add(new BasicDiagnostic(severity, SOURCE, rule.code(), message, data));
            }
        }
    }

    /** Reports every element whose name an earlier sibling already has. */
    static void uniqueNames(List<? extends EObject> elements, Function<EObject, String> name, String what, Reporter report) {
        Set<String> seen = new HashSet<>();
        for (EObject e : elements) {
            String n = name.apply(e);
            if (n != null && !seen.add(n)) {
                report.error(Rule.DUPLICATE_NAME, e, "Two of the " + what + " are called " + n
                        + ": names must be unique, because references use them");
            }
        }
    }
}
