package rdma.workbench.engine.transport;

import rdma.workbench.engine.verbs.MemoryRegion;

/**
 * What the responder keeps of a READ request that passed its checks (rxe's struct resp_res): its
 * PSNs, the memory region and range it was allowed to read, and the R_Key it came with. A
 * duplicate READ is answered only from here, never from memory it names itself.
 */
record ReadResource(int firstPsn, int lastPsn, MemoryRegion mr, long va, int length, int rkey) {

    /** Whether a duplicate request for [va, va+length) with {@code rkey} asks for this READ or part of it (rxe duplicate_request). */
    boolean covers(long va, int length, int rkey) {
        return rkey == this.rkey && va >= this.va && length >= 0 && va - this.va + length <= this.length && (mr == null || mr.isValid());
    }
}
