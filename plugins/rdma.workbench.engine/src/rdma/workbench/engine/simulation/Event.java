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
    /** The queue holding the event and its place in the heap; null and -1 once it has left the queue (run or cancelled). */
    EventQueue queue;
    /** Its place in the heap; -1 while it waits in its lane behind the first, and once it has left the queue. */
    int index = -1;
    /** The lane it was queued in, for good (null: it waits in the heap on its own). */
    Lane lane;

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

    /** Takes the event out of the queue, if it is still there: it will not run (and a timer restarted often leaves nothing behind). */
    public void cancel() {
        if (queue != null) {
            queue.remove(this);
        }
    }

    /** Whether the event is queued: neither run nor cancelled. Checkpoints put back what was queued, so this holds after going back too. */
    public boolean isPending() {
        return queue != null;
    }

    boolean before(Event o) {
        return time < o.time || time == o.time && sequence < o.sequence;
    }

    void run() {
        action.run();
    }

    @Override
    public String toString() {
        return time + "ns #" + sequence + " " + description();
    }
}
