package rdma.workbench.engine.verbs;

/** What a verb returns, as libibverbs reports it (0 or a positive errno). */
public enum Errno {
    OK(0), EPERM(1), ENOENT(2), EAGAIN(11), ENOMEM(12), EACCES(13), EFAULT(14), EBUSY(16), EINVAL(22), ENOSPC(28),
    EOPNOTSUPP(95), ETIMEDOUT(110);

    private final int value;

    Errno(int value) {
        this.value = value;
    }

    public int value() {
        return value;
    }
}
