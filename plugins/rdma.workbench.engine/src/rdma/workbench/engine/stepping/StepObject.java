package rdma.workbench.engine.stepping;

/**
 * The verbs object a program's step created, as a value: the number that finds its snapshot in
 * its device's ({@link DeviceSnapshot}), how it names itself, and whether it was destroyed since.
 */
public sealed interface StepObject {

    /** How the object names itself: "QP 0x000011", "MR lkey 0x125", "CQ 2", "PD 1". */
    String text();

    /** Whether the program destroyed (deregistered, deallocated) it since. */
    boolean destroyed();

    /** A queue pair, by its QP number. */
    record Qp(String text, boolean destroyed, int qpn) implements StepObject {
    }

    /** A memory region, by its lkey. */
    record Mr(String text, boolean destroyed, int lkey) implements StepObject {
    }

    /** A completion queue, by its handle. */
    record Cq(String text, boolean destroyed, int handle) implements StepObject {
    }

    /** A protection domain. */
    record Pd(String text, boolean destroyed) implements StepObject {
    }

    /** A shared receive queue and the receive WQEs it holds. */
    record Srq(String text, boolean destroyed, int receiveWqes) implements StepObject {
    }

    /** An address handle and the GID it sends to (hex). */
    record Ah(String text, boolean destroyed, String dgid) implements StepObject {
    }
}
