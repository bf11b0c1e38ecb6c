package rdma.workbench.model.network;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

import rdma.workbench.model.scenario.Mtu;

class RoceMtuTest {

    @Test
    void netdevMtuMapsLikeRxe() {
        assertEquals(1024, RoceMtu.forNetdevMtu(1500));
        assertEquals(4096, RoceMtu.forNetdevMtu(9000));
        assertEquals(2048, RoceMtu.forNetdevMtu(4000));
        assertEquals(4096, RoceMtu.forNetdevMtu(4176));
        assertEquals(2048, RoceMtu.forNetdevMtu(4175));
        assertEquals(256, RoceMtu.forNetdevMtu(336));
        assertEquals(0, RoceMtu.forNetdevMtu(335));
    }

    @Test
    void enumBytes() {
        assertEquals(256, RoceMtu.bytes(Mtu.MTU_256));
        assertEquals(1024, RoceMtu.bytes(Mtu.MTU_1024));
        assertEquals(4096, RoceMtu.bytes(Mtu.MTU_4096));
    }
}
