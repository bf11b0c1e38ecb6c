package rdma.workbench.ui.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EClassifier;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.edit.provider.ComposedAdapterFactory;
import org.eclipse.emf.edit.provider.IItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.IItemPropertySource;
import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.model.edit.provider.RdmaEditPlugin;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.ScenarioFactory;
import rdma.workbench.model.scenario.ScenarioPackage;
import rdma.workbench.model.topology.TopologyPackage;
import rdma.workbench.ui.ReferenceTexts;
import rdma.workbench.ui.edit.AdapterFactories;
import rdma.workbench.ui.edit.ClassHelp;

/** Every property of a scenario or a topology carries its reference text into the Properties view, not EMF's "The X of the Y". */
class PropertyDescriptionsTest {

    private final ComposedAdapterFactory factory = AdapterFactories.create();

    @AfterEach
    void tearDown() {
        factory.dispose();
    }

    @Test
    void theVerbHelpTextAppearsForAPostSendsFlags() {
        PostSend send = ScenarioFactory.eINSTANCE.createPostSend();
        assertEquals(ReferenceTexts.POST_SEND_FLAGS, descriptor(send, "Send Flags").getDescription());
    }

    @Test
    void aModifyQpsPathMtuIsDescribedWithEachValue() {
        ModifyQp modify = ScenarioFactory.eINSTANCE.createModifyQp();
        assertEquals(ReferenceTexts.MODIFY_QP_PATH_MTU, descriptor(modify, "Path Mtu").getDescription());
    }

    @Test
    void everyScenarioPropertyHasAReferenceText() {
        assertEquals(List.of(), withoutReferenceText(ScenarioPackage.eINSTANCE), "properties without a reference text");
    }

    @Test
    void everyTopologyPropertyHasAReferenceText() {
        assertEquals(List.of(), withoutReferenceText(TopologyPackage.eINSTANCE), "properties without a reference text");
    }

    /** "Class.feature: description" of each property of the package's classes whose description is empty or EMF's "The X of the Y". */
    private List<String> withoutReferenceText(EPackage p) {
        List<String> generic = new ArrayList<>();
        for (EClass c : concreteClasses(p)) {
            EObject o = EcoreUtil.create(c);
            for (IItemPropertyDescriptor item : source(o).getPropertyDescriptors(o)) {
                ItemPropertyDescriptorAdapter d = new ItemPropertyDescriptorAdapter(o, item);
                String description = d.getDescription();
                EStructuralFeature f = (EStructuralFeature) item.getFeature(o);
                String emfDefault = RdmaEditPlugin.INSTANCE.getString("_UI_PropertyDescriptor_description",
                        new Object[] {d.getDisplayName(), RdmaEditPlugin.INSTANCE.getString("_UI_" + f.getEContainingClass().getName() + "_type")});
                if (description == null || description.isBlank() || description.equals(emfDefault)) {
                    generic.add(c.getName() + "." + f.getName() + ": " + description);
                }
            }
        }
        return generic;
    }

    @Test
    void everyModelClassSaysWhatItIs() {
        List<String> undocumented = new ArrayList<>();
        List<EClass> classes = new ArrayList<>(concreteClasses(ScenarioPackage.eINSTANCE));
        classes.addAll(concreteClasses(TopologyPackage.eINSTANCE));
        for (EClass c : classes) {
            if (EcoreUtil.getDocumentation(c) == null || ClassHelp.of(EcoreUtil.create(c)) == null) {
                undocumented.add(c.getName());
            }
        }
        assertEquals(List.of(), undocumented);
    }

    static List<EClass> concreteClasses(EPackage p) {
        List<EClass> result = new ArrayList<>();
        for (EClassifier c : p.getEClassifiers()) {
            if (c instanceof EClass e && !e.isAbstract() && !e.isInterface()) {
                result.add(e);
            }
        }
        return result;
    }

    private IItemPropertySource source(Object o) {
        return (IItemPropertySource) factory.adapt(o, IItemPropertySource.class);
    }

    private IPropertyDescriptor descriptor(EObject o, String name) {
        for (IPropertyDescriptor d : new ItemPropertySource(o, source(o)).getPropertyDescriptors()) {
            if (d.getDisplayName().equals(name)) {
                return d;
            }
        }
        throw new AssertionError("no property " + name + " on " + o.eClass().getName());
    }
}
