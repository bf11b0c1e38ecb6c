package rdma.workbench.engine.verbs;

/** The object a verb created, or the errno it failed with and why; verbs never throw for user mistakes. */
public record VerbResult<T>(T value, Errno errno, String reason) {

    public static <T> VerbResult<T> ok(T value) {
        return new VerbResult<>(value, Errno.OK, "");
    }

    public static <T> VerbResult<T> fail(Errno errno, String reason) {
        return new VerbResult<>(null, errno, reason);
    }

    public boolean isOk() {
        return errno == Errno.OK;
    }
}
