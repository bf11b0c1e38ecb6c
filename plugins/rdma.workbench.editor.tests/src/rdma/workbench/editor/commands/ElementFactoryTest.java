package rdma.workbench.editor.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

import rdma.workbench.model.topology.CongestionControl;
import rdma.workbench.model.topology.ErdmaDevice;
import rdma.workbench.model.topology.RdmaProtocol;
import rdma.workbench.model.topology.RoceCongestionControl;
import rdma.workbench.model.topology.RoceNic;

/** What the palette's tools make: NICs that runs simulate as they are, with a port to cable. */
class ElementFactoryTest {

    @Test
    void aNewErdmaNicRunsTheCongestionControlTheEngineSimulates() {
        ErdmaDevice d = (ErdmaDevice) ElementFactory.ERDMA_NIC.getNewObject();
        assertEquals(RdmaProtocol.ROCEV2, d.getProtocol());
        assertEquals(CongestionControl.HPCC_INT, d.getCongestionControl(), "not newreno, which runs leave out with a note");
        assertEquals("p1", d.getPorts().get(0).getName());
        RoceNic n = (RoceNic) ElementFactory.ROCE_NIC.getNewObject();
        assertEquals(RoceCongestionControl.DCQCN, n.getCongestionControl(), "a ConnectX NIC's own default, which runs simulate");
    }
}
