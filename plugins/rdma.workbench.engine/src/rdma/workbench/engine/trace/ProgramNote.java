package rdma.workbench.engine.trace;

/** What a program did besides verbs: a Sync, a memory check, a fault armed, its end. */
public record ProgramNote(Stamp stamp, String node, String program, String text) implements TraceEvent {

    @Override
    public String summary() {
        return text;
    }
}
