package rdma.workbench.engine.loader;

/** A scenario the engine cannot run, with the object and the reason. */
public final class LoadException extends Exception {

    private static final long serialVersionUID = 1L;

    public LoadException(String message) {
        super(message);
    }
}
