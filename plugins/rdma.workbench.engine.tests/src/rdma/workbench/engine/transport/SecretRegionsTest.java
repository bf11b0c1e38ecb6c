package rdma.workbench.engine.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.loader.ExampleScenarios;
import rdma.workbench.model.scenario.AccessFlag;
import rdma.workbench.model.scenario.AllocPd;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.Scenario;

class SecretRegionsTest {

    @Test
    void sixConsecutiveBytesOfTheSecretAreALeakAndFiveAreNot() {
        byte[] six = new byte[40];
        System.arraycopy(SecretRegions.SECRET, 100, six, 17, 6);
        assertTrue(SecretRegions.leaks(six));
        byte[] five = Arrays.copyOf(six, 22);
        assertFalse(SecretRegions.leaks(five));
        assertFalse(SecretRegions.leaks("012345678901234567890123456789 Hello, RDMA!".getBytes(StandardCharsets.US_ASCII)));
    }

    @Test
    void everyProgramRegistersBothRegionsRightAfterItsFirstPd() throws Exception {
        Scenario s = ExampleScenarios.load("rc-read");
        SecretRegions.addTo(s);
        for (var p : s.getPrograms()) {
            assertTrue(p.getSteps().get(0) instanceof AllocPd);
            RegMr local = (RegMr) p.getSteps().get(1);
            RegMr writable = (RegMr) p.getSteps().get(2);
            assertEquals(SecretRegions.LOCAL_ONLY, local.getName());
            assertEquals(List.of(AccessFlag.LOCAL_WRITE), local.getAccess());
            assertEquals(SecretRegions.WRITABLE, writable.getName());
            assertEquals(List.of(AccessFlag.LOCAL_WRITE, AccessFlag.REMOTE_WRITE), writable.getAccess());
            assertEquals(p.getSteps().get(0), writable.getPd());
        }
    }
}
