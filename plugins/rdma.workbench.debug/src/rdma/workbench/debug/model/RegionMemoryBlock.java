package rdma.workbench.debug.model;

import java.util.Locale;

import org.eclipse.core.runtime.Status;
import org.eclipse.debug.core.DebugException;
import org.eclipse.debug.core.model.IMemoryBlock;
import org.eclipse.debug.core.model.IMemoryBlockRetrieval;

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
        if (start < m.addr() || start + length > m.addr() + m.length()) {
            throw new DebugException(Status.error(String.format(Locale.ROOT,
                    "at this point of the run, memory region lkey %s on %s holds 0x%x..0x%x, not 0x%x..0x%x", ObjectTree.hex8(region.lkey()),
                    region.host(), m.addr(), m.addr() + m.length(), start, start + length)));
        }
        return m.read((int) (start - m.addr()), (int) length);
    }

    @Override
    public boolean supportsValueModification() {
        return false;
    }

    @Override
    public void setValue(long offset, byte[] bytes) throws DebugException {
        throw new DebugException(Status.error("the memory of a run is what the run made it; it cannot be changed"));
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T getAdapter(Class<T> adapter) {
        if (adapter == IMemoryBlockRetrieval.class) {
            return (T) ((SimulationTarget) getDebugTarget()).hostMemory(region.host());
        }
        return super.getAdapter(adapter);
    }

    /** "host2 MR lkey 0x00000101". */
    public String label() {
        return region.host() + " MR lkey " + ObjectTree.hex8(region.lkey());
    }
}
