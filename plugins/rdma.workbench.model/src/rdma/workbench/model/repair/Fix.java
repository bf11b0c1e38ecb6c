package rdma.workbench.model.repair;

/**
 * One way to repair a validation problem: a short label for a menu, one line saying what
 * changes, and the change itself. The change is plain EMF; an editor runs it inside one
 * undoable command.
 */
public final class Fix {

    private final String label;
    private final String description;
    private final Runnable change;

    public Fix(String label, String description, Runnable change) {
        this.label = label;
        this.description = description;
        this.change = change;
    }

    public String label() {
        return label;
    }

    public String description() {
        return description;
    }

    /** Changes the model. */
    public void apply() {
        change.run();
    }

    @Override
    public String toString() {
        return label;
    }
}
