package rdma.workbench.engine.simulation;

/**
 * Something that happens at a simulated time; events at the same time run in the order they were
 * scheduled. {@code label} and {@code subject} describe it ("local ACK timeout of" a QP) without
 * building text on the engine's hot path; {@code cause} is the trace event that scheduled it.
 */
public final class Event {

    private final long time;
    private final long sequence;
    private final long cause;
    private final String label;
    private final Object subject;
    private final Runnable action;
    boolean cancelled;

    Event(long time, long sequence, long cause, String label, Object subject, Runnable action) {
        this.time = time;
        this.sequence = sequence;
        this.cause = cause;
        this.label = label;
        this.subject = subject;
        this.action = action;
    }

    public long time() {
        return time;
    }

    /** The order of scheduling, which breaks ties between events at the same time. */
    public long sequence() {
        return sequence;
    }

    /** The trace event that scheduled this one, or -1. */
    public long cause() {
        return cause;
    }

    public String label() {
        return label;
    }

    /** What the event acts on (a QP's transport, a program, a link end), or null. */
    public Object subject() {
        return subject;
    }

    public String description() {
        return subject == null ? label : label + " " + subject;
    }

    /** A cancelled event stays queued but does nothing when its time comes. */
    public void cancel() {
        cancelled = true;
    }

    public boolean isCancelled() {
        return cancelled;
    }

    boolean before(Event o) {
        return time < o.time || time == o.time && sequence < o.sequence;
    }

    void run() {
        action.run();
    }

    @Override
    public String toString() {
        return time + "ns #" + sequence + " " + description() + (cancelled ? " (cancelled)" : "");
    }
}
