package rdma.workbench.debug.model;

import org.eclipse.core.runtime.Status;
import org.eclipse.debug.core.DebugException;
import org.eclipse.debug.core.model.IMemoryBlock;

import rdma.workbench.engine.stepping.MrSnapshot;

/**
 * A memory region's bytes (or a range inside it) for the Memory view, as they were at the last
 * suspend: hex, ASCII and the other renderings come with the view. Read-only.
 */
public final class RegionMemoryBlock extends RdmaDebugElement implements IMemoryBlock {

    private final RegionKey region;
    private final long start;
    private final long length;

    RegionMemoryBlock(SimulationTarget target, RegionKey region, long start, long length) {
        super(target);
        this.region = region;
        this.start = start;
        this.length = length;
    }

    @Override
    public long getStartAddress() {
        return start;
    }

    @Override
    public long getLength() {
        return length;
    }

    @Override
    public byte[] getBytes() throws DebugException {
        MrSnapshot m = ((SimulationTarget) getDebugTarget()).region(region);
        if (m == null) {
            throw new DebugException(Status.error("memory region lkey " + ObjectTree.hex8(region.lkey()) + " on " + region.host()
                    + " is not registered at this point of the run"));
        }
        byte[] out = new byte[(int) length];
        System.arraycopy(m.bytes(), (int) (start - m.addr()), out, 0, out.length);
        return out;
    }

    @Override
    public boolean supportsValueModification() {
        return false;
    }

    @Override
    public void setValue(long offset, byte[] bytes) throws DebugException {
        throw new DebugException(Status.error("the memory of a run is what the run made it; it cannot be changed"));
    }

    /** "host2 MR lkey 0x00000101". */
    public String label() {
        return region.host() + " MR lkey " + ObjectTree.hex8(region.lkey());
    }
}
