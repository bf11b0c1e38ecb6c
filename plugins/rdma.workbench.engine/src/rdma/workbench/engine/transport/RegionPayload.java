package rdma.workbench.engine.transport;

import rdma.workbench.engine.verbs.MemoryRegion;
import rdma.workbench.engine.wire.Payload;

/** A READ response's payload still in the responder's memory region, copied into the frame when it is encoded. */
record RegionPayload(MemoryRegion mr, int offset, int length) implements Payload {

    @Override
    public void copyTo(byte[] dst, int at) {
        mr.buffer().read(offset, dst, at, length);
    }

    /** The bytes fixed now by sharing the region's pages (see {@link Dma#share}), not by copying them. */
    @Override
    public Payload frozen() {
        return Dma.share(mr, offset, length);
    }
}
