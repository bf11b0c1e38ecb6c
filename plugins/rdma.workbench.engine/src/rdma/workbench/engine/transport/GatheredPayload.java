package rdma.workbench.engine.transport;

import java.util.List;

import rdma.workbench.engine.verbs.RdmaDevice;
import rdma.workbench.engine.verbs.Sge;
import rdma.workbench.engine.wire.Payload;

/**
 * A send's payload still in host memory: {@code length} bytes from {@code offset} into the SGE
 * list, copied straight into the frame when it is encoded (the NIC's DMA read). The requester
 * checks that the SGEs name valid regions before it builds the packet.
 */
record GatheredPayload(RdmaDevice device, List<Sge> sges, int offset, int length) implements Payload {

    @Override
    public void copyTo(byte[] dst, int at) {
        if (!Dma.gather(device, sges, offset, dst, at, length)) {
            throw new IllegalStateException("a memory region of the request went away between the check and the DMA");
        }
    }

    @Override
    public Payload frozen() {
        Payload p = Dma.share(device, sges, offset, length);
        if (p == null) {
            throw new IllegalStateException("a memory region of the request went away between the check and the DMA");
        }
        return p;
    }
}
