package rdma.workbench.engine.check;

import java.util.HexFormat;
import java.util.List;
import java.util.Locale;

import rdma.workbench.engine.fabric.PriorityTrust;
import rdma.workbench.engine.wire.Pcap;
import rdma.workbench.engine.wire.PfcFrame;

/**
 * PFC honoured (IEEE 802.1Qbb, 802.1Q clause 36): after a PFC frame pauses priority p for q quanta, the link partner starts
 * no frame of priority p until q × 512 bit times have passed at the link's speed or a zero time resumes it. The partner may
 * finish the frame on the wire and the pause needs the cable to arrive, so a frame that starts within one 9,216-byte frame
 * time and 2 us of the PFC frame is allowed. A frame's priority is its 802.1Q PCP when tagged, else its DSCP's class
 * selector (DSCP / 8, as a port trusting DSCP with the default map). Judged when the user gives the link's speed. Which
 * side of the link is the partner comes from the addresses (see {@link LinkSides}); a bridge port's pause, whose own
 * address no unicast frame shows, is judged as far as that allows: frames of the paused priority from both sides of the
 * link during the pause mean one side — the partner — did not wait.
 */
final class PauseCheck {

    private static final int JUMBO_FRAME_BYTES = 9216;
    private static final long CABLE_AND_CLOCK_NANOS = 2_000;

    /** A pause in force: who asked, at which frame, when it ends. */
    private static final class Pause {
        final long sender;
        final boolean senderKnown;
        final int frame;
        final long at;
        final int quanta;
        final long until;
        /** For a pause whose sender's side is unknown: the first frame of the paused priority seen during it, and its source. */
        int firstFrame;
        long firstSource;
        boolean reported;

        Pause(long sender, boolean senderKnown, int frame, long at, int quanta, long until) {
            this.sender = sender;
            this.senderKnown = senderKnown;
            this.frame = frame;
            this.at = at;
            this.quanta = quanta;
            this.until = until;
        }
    }

    private PauseCheck() {
    }

    /** The findings, and a sentence per kind of PFC frame that could not be judged. */
    static void check(List<Pcap.Record> records, CheckSettings settings, List<Finding> findings, List<String> unjudged) {
        long pfcFrames = records.stream().filter(r -> PfcFrame.ifPfc(r.data()) != null).count();
        if (pfcFrames == 0) {
            return;
        }
        if (settings.linkGbps() <= 0) {
            unjudged.add(pfcFrames + " PFC frame(s) not judged: give the link's speed (--link-gbps) to know how long a pause lasts");
            return;
        }
        // which side each address sends from needs the whole capture: learnt before any pause is judged
        LinkSides sides = new LinkSides();
        for (Pcap.Record r : records) {
            if (PfcFrame.ifPfc(r.data()) == null) {
                sides.learn(r.data());
            }
        }
        long allowance = Math.round(JUMBO_FRAME_BYTES * 8 / settings.linkGbps()) + CABLE_AND_CLOCK_NANOS;
        Pause[] inForce = new Pause[PfcFrame.PRIORITIES];
        for (int i = 0; i < records.size(); i++) {
            Pcap.Record r = records.get(i);
            byte[] f = r.data();
            long time = r.timeNanos();
            PfcFrame pfc = PfcFrame.ifPfc(f);
            if (pfc != null) {
                long sender = LinkSides.mac(f, 6);
                for (int p = 0; p < PfcFrame.PRIORITIES; p++) {
                    if (pfc.enables(p)) {
                        int q = pfc.quanta()[p];
                        inForce[p] = q == 0 ? null : new Pause(sender, sides.known(sender), i + 1, time, q, time + PfcFrame.nanos(q, settings.linkGbps()));
                    }
                }
                continue;
            }
            int p = PriorityTrust.carriedBy(f);
            if (p < 0 || inForce[p] == null || time < 0) {
                continue;
            }
            Pause pause = inForce[p];
            long source = LinkSides.mac(f, 6);
            if (time >= pause.until) {
                inForce[p] = null;
            } else if (time <= pause.at + allowance) {
                continue;
            } else if (pause.senderKnown && sides.opposite(source, pause.sender)) {
                findings.add(new Finding(i + 1, Rule.PFC_PAUSE, String.format(Locale.ROOT,
                        "%s starts a frame of priority %d %.3f us after frame %d paused it for %d quanta (%s)", text(source), p,
                        (time - pause.at) / 1000.0, pause.frame, pause.quanta, lasting(pause, settings))));
            } else if (!pause.senderKnown && !pause.reported) {
                if (pause.firstFrame == 0) {
                    pause.firstFrame = i + 1;
                    pause.firstSource = source;
                } else if (sides.opposite(source, pause.firstSource)) {
                    pause.reported = true;
                    findings.add(new Finding(i + 1, Rule.PFC_PAUSE, String.format(Locale.ROOT,
                            "%s and %s (frame %d), on opposite sides of the link, both start frames of priority %d during the pause frame %d asked for"
                                    + " (%d quanta, %s): the partner, one of them, did not wait",
                            text(source), text(pause.firstSource), pause.firstFrame, p, pause.frame, pause.quanta, lasting(pause, settings))));
                }
            }
        }
    }

    private static String lasting(Pause pause, CheckSettings settings) {
        return String.format(Locale.ROOT, "%.3f us at %s Gb/s", (pause.until - pause.at) / 1000.0, gbps(settings.linkGbps()));
    }

    private static String text(long mac) {
        byte[] b = new byte[6];
        for (int i = 5; i >= 0; i--) {
            b[i] = (byte) mac;
            mac >>= 8;
        }
        return HexFormat.ofDelimiter(":").formatHex(b);
    }

    private static String gbps(double g) {
        return g == Math.rint(g) ? Long.toString((long) g) : Double.toString(g);
    }

}
