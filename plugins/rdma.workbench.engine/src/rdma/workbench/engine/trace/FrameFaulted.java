package rdma.workbench.engine.trace;

/** A fault changed what happens to a frame on a link without dropping it. */
public record FrameFaulted(Stamp stamp, String node, long frameId, String link, Effect effect, String detail) implements TraceEvent {

    /** What the fault did. */
    public enum Effect {
        CORRUPTED, DELAYED, DUPLICATED, HELD_BACK, RELEASED
    }

    @Override
    public String summary() {
        return "frame #" + frameId + " " + effect.name().toLowerCase().replace('_', ' ') + " on " + link + ": " + detail;
    }
}
