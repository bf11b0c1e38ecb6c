package rdma.workbench.engine.verbs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * A memory region's one state (rxe enum rxe_mr_state): VALID once registered, INVALIDATED by a
 * SEND with invalidate, DEREGISTERED by ibv_dereg_mr — and a checkpoint restores the state it had.
 */
class MemoryRegionStateTest {

    private final RdmaDevice device = Devices.erdma("host1", null);
    private final Context ctx = Devices.context(device);
    private final ProtectionDomain pd = ctx.allocPd().value();
    private final MemoryRegion mr = ctx.regMr(pd, 64, EnumSet.of(Access.LOCAL_WRITE, Access.REMOTE_WRITE), null).value();

    @Test
    void aRegisteredRegionIsValid() {
        assertEquals(MrState.VALID, mr.state());
        assertTrue(mr.isValid());
        assertFalse(mr.isDestroyed());
    }

    @Test
    void anInvalidatedRegionTakesNoAccessButCanStillBeDeregistered() {
        mr.invalidate();
        assertEquals(MrState.INVALIDATED, mr.state());
        assertFalse(mr.isValid());
        assertFalse(mr.isDestroyed(), "its handle still works");
        assertEquals(Status.OK, ctx.deregMr(mr));
        assertEquals(MrState.DEREGISTERED, mr.state());
    }

    @Test
    void aDeregisteredRegionIsAStaleHandleAndStaysDeregistered() {
        assertEquals(Status.OK, ctx.deregMr(mr));
        assertEquals(MrState.DEREGISTERED, mr.state());
        assertTrue(mr.isDestroyed());
        assertFalse(mr.isValid());
        mr.invalidate();
        assertEquals(MrState.DEREGISTERED, mr.state(), "an invalidation cannot bring it back to a lesser end");
        assertEquals(new Status(Errno.EINVAL, "MR lkey 0x125 was destroyed"), ctx.deregMr(mr));
    }

    @Test
    void restoringACheckpointBringsBackTheStateItHad() {
        mr.invalidate();
        RdmaDevice.Saved invalidated = device.save();
        assertEquals(Status.OK, ctx.deregMr(mr));
        device.restore(invalidated);
        assertEquals(MrState.INVALIDATED, mr.state());
        assertFalse(mr.isDestroyed());
        assertEquals(mr, device.mrByLkey(mr.lkey()), "its keys are back");
        assertEquals(Status.OK, ctx.deregMr(mr), "and its handle works again");
    }

    @Test
    void everyStateHasAPrintableName() {
        assertEquals(List.of("valid", "invalidated by a SEND with invalidate", "deregistered"),
                Arrays.stream(MrState.values()).map(MrState::toString).toList());
    }
}
