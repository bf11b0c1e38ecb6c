package rdma.workbench.ui.properties;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.Arrays;
import java.util.List;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.edit.domain.AdapterFactoryEditingDomain;
import org.eclipse.emf.edit.provider.ComposedAdapterFactory;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.eclipse.ui.views.properties.IPropertySource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.model.scenario.AccessFlag;
import rdma.workbench.model.scenario.AllocPd;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.QpState;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.ScenarioFactory;
import rdma.workbench.model.scenario.WrOpcode;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.ui.edit.AdapterFactories;
import rdma.workbench.ui.edit.EditingDomains;
import rdma.workbench.ui.wizards.ModelTemplates;

/** The Properties view's reference fields list only what is legal there, each with words that tell it apart. */
class ReferenceChoicesInPropertiesTest {

    private static final ScenarioFactory F = ScenarioFactory.eINSTANCE;

    private final ComposedAdapterFactory factory = AdapterFactories.create();
    private final AdapterFactoryEditingDomain domain = EditingDomains.create(factory);
    private final Topology topology = ModelTemplates.topology("t");
    private final Scenario scenario = ModelTemplates.scenario("s", topology);
    private final Program client = scenario.getPrograms().get(0);
    private final Program server = scenario.getPrograms().get(1);
    private Shell shell;

    @BeforeEach
    void setUp() {
        Resource t = domain.getResourceSet().createResource(URI.createURI("memory:/t.rdmatopo"));
        t.getContents().add(topology);
        Resource s = domain.getResourceSet().createResource(URI.createURI("memory:/s.rdmaflow"));
        s.getContents().add(scenario);
        shell = new Shell();
    }

    @AfterEach
    void tearDown() {
        shell.dispose();
        factory.dispose();
    }

    private static CreateQp setUp(Program p, AccessFlag... access) {
        AllocPd pd = F.createAllocPd();
        pd.setName("pd");
        RegMr mr = F.createRegMr();
        mr.setName("buf");
        mr.setPd(pd);
        mr.setLength(64);
        mr.getAccess().addAll(List.of(access));
        CreateQp qp = F.createCreateQp();
        qp.setName("qp");
        qp.setPd(pd);
        p.getSteps().addAll(List.of(pd, mr, qp));
        return qp;
    }

    private String[] items(Object owner, String property) {
        IPropertySource s = new ItemPropertySourceProvider(factory).getPropertySource(owner);
        IPropertyDescriptor d = Arrays.stream(s.getPropertyDescriptors()).filter(p -> p.getDisplayName().equals(property)).findFirst().orElseThrow();
        return assertInstanceOf(ChoiceCellEditor.class, d.createPropertyEditor(shell)).getViewer().getCCombo().getItems();
    }

    @Test
    void remoteMrListsThePeersRegionsWithTheRightAccess() {
        CreateQp clientQp = setUp(client, AccessFlag.LOCAL_WRITE, AccessFlag.REMOTE_WRITE);
        setUp(server, AccessFlag.LOCAL_WRITE, AccessFlag.REMOTE_WRITE);
        PostSend write = F.createPostSend();
        write.setName("write");
        write.setQp(clientQp);
        write.setOpcode(WrOpcode.RDMA_WRITE);
        client.getSteps().add(write);
        assertArrayEquals(new String[] {"", "Reg Mr buf \u2014 memory region of program host2, step 2, 64 bytes, LOCAL_WRITE | REMOTE_WRITE"},
                items(write, "Remote Mr"));
        write.setOpcode(WrOpcode.RDMA_READ);
        assertArrayEquals(new String[] {""}, items(write, "Remote Mr"));
    }

    @Test
    void destQpListsThePeersQpsAndQpListsOwnEarlierOnes() {
        CreateQp clientQp = setUp(client);
        setUp(server);
        ModifyQp rtr = F.createModifyQp();
        rtr.setName("rtr");
        rtr.setQp(clientQp);
        rtr.setTargetState(QpState.RTR);
        client.getSteps().add(rtr);
        assertArrayEquals(new String[] {"", "Create Qp qp \u2014 RC QP of program host2, step 3"}, items(rtr, "Dest Qp"));
        assertArrayEquals(new String[] {"", "Create Qp qp \u2014 RC QP of this program (host1), step 3"}, items(rtr, "Qp"));
    }
}
