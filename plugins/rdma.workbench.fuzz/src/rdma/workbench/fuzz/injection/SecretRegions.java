package rdma.workbench.fuzz.injection;

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
 * Memory regions a fuzzed scenario's programs register besides their own, holding a recognisable
 * secret that no READ response may ever carry: one local-only; one the peer may write
 * (REMOTE_WRITE) but not read (rxe_resp.c check_rkey: a remote READ needs REMOTE_READ on the
 * region); and one open to every remote access but in a protection domain of its own, which no QP
 * of the program uses (check_rkey: the region's PD must be the QP's; rdmavt rvt_invalidate_rkey
 * likewise for a SEND with invalidate). The secret is 256 bytes with the high bit set, so the ASCII
 * data of the examples never looks like it; a payload leaks it when it holds any 6 consecutive
 * bytes of it.
 */
public final class SecretRegions {

    static final String LOCAL_ONLY = "fuzz-secret";
    static final String WRITABLE = "fuzz-secret-writable";
    static final String OTHER_PD = "fuzz-other-pd";
    static final String IN_OTHER_PD = "fuzz-secret-in-other-pd";
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

    /** Adds the regions (and the other PD) to every program that allocates a PD, right after its first AllocPd. */
    public static void addTo(Scenario scenario) {
        for (Program p : scenario.getPrograms()) {
            List<Step> steps = p.getSteps();
            for (int i = 0; i < steps.size(); i++) {
                if (steps.get(i) instanceof AllocPd pd) {
                    AllocPd other = ScenarioFactory.eINSTANCE.createAllocPd();
                    other.setName(OTHER_PD);
                    steps.addAll(i + 1, List.of(region(LOCAL_ONLY, pd, AccessFlag.LOCAL_WRITE),
                            region(WRITABLE, pd, AccessFlag.LOCAL_WRITE, AccessFlag.REMOTE_WRITE), other,
                            region(IN_OTHER_PD, other, AccessFlag.LOCAL_WRITE, AccessFlag.REMOTE_WRITE, AccessFlag.REMOTE_READ, AccessFlag.REMOTE_ATOMIC)));
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
