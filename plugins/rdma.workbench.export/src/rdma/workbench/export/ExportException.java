package rdma.workbench.export;

/** A scenario that cannot become a C program, with the step and the reason. */
public final class ExportException extends Exception {

    private static final long serialVersionUID = 1L;

    public ExportException(String message) {
        super(message);
    }
}
