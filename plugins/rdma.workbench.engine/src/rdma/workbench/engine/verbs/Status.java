package rdma.workbench.engine.verbs;

/** A verb's errno with the reason, for the verbs that create nothing (modify, post). */
public record Status(Errno errno, String reason) {

    public static final Status OK = new Status(Errno.OK, "");

    public static Status fail(Errno errno, String reason) {
        return new Status(errno, reason);
    }

    public boolean isOk() {
        return errno == Errno.OK;
    }
}
