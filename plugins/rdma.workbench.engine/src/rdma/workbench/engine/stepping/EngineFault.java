package rdma.workbench.engine.stepping;

/**
 * The engine itself failed while running an event (a defect in the engine, never the scenario's
 * fault): which event, at what time and position, and where each program stood. Whoever shows it
 * to a user prints this one line and keeps the cause's stack trace for a report.
 */
public final class EngineFault extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String event;
    private final long time;
    private final long position;
    private final String programs;

    EngineFault(String event, long time, long position, String programs, RuntimeException cause) {
        super("internal error in the engine at " + time / 1000.0 + " us (event " + position + ", " + event + ", " + programs + "): " + cause,
                cause);
        this.event = event;
        this.time = time;
        this.position = position;
        this.programs = programs;
    }

    public String event() {
        return event;
    }

    public long time() {
        return time;
    }

    public long position() {
        return position;
    }

    /** Where each program stood: "client at step send (PostSend), server at step poll (PollCq)". */
    public String programs() {
        return programs;
    }
}
