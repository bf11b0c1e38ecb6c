package rdma.workbench.debug;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import rdma.workbench.testing.SourceImports;
import rdma.workbench.testing.SourceImports.Use;

/**
 * The debugger's one door into the engine (DESIGN: views read snapshots and the trace, never live
 * engine objects): debug and debug.ui use of the engine only the session and its values
 * (stepping), the trace, the wire, the capture judge (check), the loader that makes a session, and the verbs' value types.
 */
class DebugBoundaryTest {

    private static final String ENGINE = "rdma.workbench.engine";
    private static final Set<String> LOADER = Set.of(ENGINE + ".loader.ScenarioLoader", ENGINE + ".loader.LoadException", ENGINE + ".loader.StepIds",
            ENGINE + ".loader.CaseRunner");
    /** The live verbs objects: a session hands out none of them. */
    private static final Set<String> LIVE_VERBS = Set.of("QueuePair", "MemoryRegion", "CompletionQueue", "ProtectionDomain", "SharedReceiveQueue",
            "AddressHandle", "Context", "RdmaDevice", "VerbsObject", "HostMemory");
    /** A live fabric as the launch sees it: start, pause, resume, stop, what its programs are doing, the recording. */
    private static final Set<String> LIVE_FABRIC = Set.of(ENGINE + ".live.LiveFabric", ENGINE + ".live.LiveParts", ENGINE + ".loader.LiveLoader",
            ENGINE + ".loader.RecordingScenario");
    private static final String RULE = "the debugger reaches the engine through stepping.Session and values only";

    private static boolean allowed(Use u) {
        if (u.uses(ENGINE + ".stepping")) {
            return !u.uses(ENGINE + ".stepping.internal");
        }
        if (u.uses(ENGINE + ".verbs")) {
            return !LIVE_VERBS.contains(u.name().substring(u.name().lastIndexOf('.') + 1));
        }
        // the capture judge takes capture records and answers in findings, the conformance catalogue takes case files and
        // answers in results: values too
        return u.uses(ENGINE + ".trace") || u.uses(ENGINE + ".wire") || u.uses(ENGINE + ".check") || u.uses(ENGINE + ".conformance")
                || LOADER.contains(u.name());
    }

    @Test
    void theDebugModelUsesOnlyTheSessionAndItsValues() {
        assertEquals(List.of(), SourceImports.ofBundle("rdma.workbench.debug")
                .breaking(RULE + ", and a live fabric through LiveFabric", u -> u.uses(ENGINE) && !allowed(u) && !LIVE_FABRIC.contains(u.name())));
    }

    @Test
    void theDebugViewsUseOnlyTheSessionAndItsValues() {
        assertEquals(List.of(), SourceImports.ofBundle("rdma.workbench.debug.ui").breaking(RULE, u -> u.uses(ENGINE) && !allowed(u)));
    }
}
