package rdma.workbench.model.validation;

import java.util.Map;

import org.eclipse.emf.common.util.BasicDiagnostic;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.EValidator;
import org.eclipse.emf.ecore.impl.EValidatorRegistryImpl;
import org.eclipse.emf.ecore.util.Diagnostician;
import org.eclipse.emf.ecore.util.EObjectValidator;

import rdma.workbench.model.layout.LayoutPackage;
import rdma.workbench.model.naming.ModelLabels;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.ScenarioPackage;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.topology.TopologyPackage;

/**
 * Validates topologies and scenarios with this project's rules. Uses its own validator registry,
 * so nothing global has to be registered first, inside Eclipse or in a plain JVM.
 */
public final class ModelValidation {

    private static final Diagnostician DIAGNOSTICIAN = new Diagnostician(registry()) {
        @Override
        public String getObjectLabel(EObject eObject) {
            return ModelLabels.of(eObject);
        }

        @Override
        public String getFeatureLabel(EStructuralFeature feature) {
            return feature.getName();
        }

        /** The root diagnostic's own text is never shown; EMF's default looks it up in a plugin.properties, which costs a cold start. */
        @Override
        public BasicDiagnostic createDefaultDiagnostic(EObject eObject) {
            return new BasicDiagnostic(EObjectValidator.DIAGNOSTIC_SOURCE, 0, "problems of " + ModelLabels.of(eObject), new Object[] {eObject});
        }
    };

    private ModelValidation() {
    }

    /** All diagnostics for {@code root} and everything it contains. */
    public static Diagnostic validate(EObject root) {
        Map<Object, Object> context = DIAGNOSTICIAN.createDefaultContext();
        return DIAGNOSTICIAN.validate(root, context);
    }

    /**
     * The diagnostics of {@code root} and, when it is a scenario, those of the topology it runs on
     * (a root of its own, kept in its own file): a link, a GID or a device limit the engine cannot
     * simulate stops the scenario as surely as a problem of its own. A diagnostic's first data
     * element is the object it is about, whose resource tells the file.
     */
    public static Diagnostic validateWithTopology(EObject root) {
        Diagnostic own = validate(root);
        if (!(root instanceof Scenario s) || !(s.getTopology() instanceof Topology t) || t.eIsProxy()) {
            return own;
        }
        BasicDiagnostic all = new BasicDiagnostic(own.getSource(), own.getCode(), own.getMessage(), own.getData().toArray());
        all.addAll(own);
        all.addAll(validate(t));
        return all;
    }

    private static EValidator.Registry registry() {
        EValidatorRegistryImpl r = new EValidatorRegistryImpl(EValidator.Registry.INSTANCE);
        r.put(TopologyPackage.eINSTANCE, new TopologyValidator());
        r.put(ScenarioPackage.eINSTANCE, new ScenarioValidator());
        r.put(LayoutPackage.eINSTANCE, new EObjectValidator());
        return r;
    }
}
