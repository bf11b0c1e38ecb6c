package rdma.workbench.fuzz.injection;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.model.scenario.AccessFlag;
import rdma.workbench.model.scenario.AllocPd;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.testing.ExampleScenarios;

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
    void everyProgramRegistersTheRegionsRightAfterItsFirstPd() throws Exception {
        Scenario s = ExampleScenarios.load("rc-read");
        SecretRegions.addTo(s);
        for (var p : s.getPrograms()) {
            AllocPd pd = (AllocPd) p.getSteps().get(0);
            RegMr local = (RegMr) p.getSteps().get(1);
            RegMr writable = (RegMr) p.getSteps().get(2);
            AllocPd other = (AllocPd) p.getSteps().get(3);
            RegMr inOther = (RegMr) p.getSteps().get(4);
            assertEquals(List.of(SecretRegions.LOCAL_ONLY, SecretRegions.WRITABLE, SecretRegions.OTHER_PD, SecretRegions.IN_OTHER_PD),
                    List.of(local.getName(), writable.getName(), other.getName(), inOther.getName()));
            assertEquals(List.of(AccessFlag.LOCAL_WRITE), local.getAccess());
            assertEquals(List.of(AccessFlag.LOCAL_WRITE, AccessFlag.REMOTE_WRITE), writable.getAccess());
            assertEquals(List.of(AccessFlag.LOCAL_WRITE, AccessFlag.REMOTE_WRITE, AccessFlag.REMOTE_READ, AccessFlag.REMOTE_ATOMIC), inOther.getAccess());
            assertEquals(List.of(pd, pd, other), List.of(local.getPd(), writable.getPd(), inOther.getPd()));
        }
    }
}
