package rdma.workbench.engine.stepping;

import java.util.Set;

import rdma.workbench.engine.verbs.Access;

/** A memory region at one moment, with a copy of its bytes. */
public record MrSnapshot(int lkey, int rkey, int pd, long addr, int length, Set<Access> access, boolean valid, byte[] bytes) {
}
