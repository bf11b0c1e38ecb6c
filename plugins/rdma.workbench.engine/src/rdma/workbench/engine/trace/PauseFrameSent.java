package rdma.workbench.engine.trace;

import java.util.Locale;

/**
 * A switch sent an IEEE 802.1Qbb PFC frame out of {@code port} to the neighbour that feeds it:
 * for each priority whose bit is set in {@code classEnable}, {@code quanta[priority]} pause quanta
 * of 512 bit times (0 resumes it). {@code frame} holds the bytes as sent; {@code frameId} ties the
 * frame's hop and its effect together, as for a RoCE packet.
 */
public record PauseFrameSent(Stamp stamp, String node, long frameId, String port, int classEnable, int[] quanta, byte[] frame, String why)
        implements TraceEvent {

    @Override
    public String summary() {
        StringBuilder b = new StringBuilder("PFC ");
        boolean first = true;
        for (int p = 0; p < 8; p++) {
            if ((classEnable >> p & 1) != 0) {
                b.append(first ? "" : ", ").append(quanta[p] == 0 ? String.format(Locale.ROOT, "resume priority %d", p)
                        : String.format(Locale.ROOT, "pause priority %d for %d quanta", p, quanta[p]));
                first = false;
            }
        }
        return b.append(" (frame #").append(frameId).append(')').append(why == null ? "" : ": " + why).toString();
    }
}
