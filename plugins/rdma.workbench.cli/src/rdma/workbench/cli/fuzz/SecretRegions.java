package rdma.workbench.cli.fuzz;

import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

import rdma.workbench.model.scenario.AccessFlag;
import rdma.workbench.model.scenario.AllocPd;
import rdma.workbench.model.scenario.DataFormat;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.ScenarioFactory;
import rdma.workbench.model.scenario.Step;

/**
 * Two memory regions a fuzzed scenario's programs register besides their own, holding a
 * recognisable secret that no READ response may ever carry (rxe_resp.c check_rkey: a remote READ
 * needs REMOTE_READ on the region): one local-only, one writable by the peer (REMOTE_WRITE) but
 * not readable. The secret is 256 bytes with the high bit set, so the ASCII data of the examples
 * never looks like it; a payload leaks it when it holds any 6 consecutive bytes of it.
 */
final class SecretRegions {

    static final String LOCAL_ONLY = "fuzz-secret";
    static final String WRITABLE = "fuzz-secret-writable";
    static final int LENGTH = 256;
    private static final int WINDOW = 6;

    static final byte[] SECRET = secret();
    private static final Set<Long> WINDOWS = windows();

    private SecretRegions() {
    }

    private static byte[] secret() {
        SplittableRandom r = new SplittableRandom(0x5EC2E7);
        byte[] b = new byte[LENGTH];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) (0x80 | r.nextInt(0x80));
        }
        return b;
    }

    private static Set<Long> windows() {
        Set<Long> w = new HashSet<>();
        for (int i = 0; i + WINDOW <= SECRET.length; i++) {
            w.add(key(SECRET, i));
        }
        return w;
    }

    private static long key(byte[] b, int at) {
        long k = 0;
        for (int i = 0; i < WINDOW; i++) {
            k = k << 8 | b[at + i] & 0xFF;
        }
        return k;
    }

    /** Adds both regions to every program that allocates a PD, right after its first AllocPd. */
    static void addTo(Scenario scenario) {
        for (Program p : scenario.getPrograms()) {
            List<Step> steps = p.getSteps();
            for (int i = 0; i < steps.size(); i++) {
                if (steps.get(i) instanceof AllocPd pd) {
                    steps.add(i + 1, region(WRITABLE, pd, AccessFlag.LOCAL_WRITE, AccessFlag.REMOTE_WRITE));
                    steps.add(i + 1, region(LOCAL_ONLY, pd, AccessFlag.LOCAL_WRITE));
                    break;
                }
            }
        }
    }

    private static RegMr region(String name, AllocPd pd, AccessFlag... access) {
        RegMr mr = ScenarioFactory.eINSTANCE.createRegMr();
        mr.setName(name);
        mr.setPd(pd);
        mr.setLength(LENGTH);
        mr.setDataFormat(DataFormat.HEX);
        mr.setInitialData(HexFormat.of().formatHex(SECRET));
        mr.getAccess().addAll(List.of(access));
        return mr;
    }

    /** Whether {@code payload} holds 6 consecutive bytes of the secret. */
    static boolean leaks(byte[] payload) {
        for (int i = 0; i + WINDOW <= payload.length; i++) {
            if (payload[i] < 0 && WINDOWS.contains(key(payload, i))) {
                return true;
            }
        }
        return false;
    }
}
