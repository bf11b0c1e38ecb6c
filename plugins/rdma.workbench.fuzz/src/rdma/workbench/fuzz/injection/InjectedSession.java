package rdma.workbench.fuzz.injection;

import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.SplittableRandom;

import rdma.workbench.engine.fabric.Frame;
import rdma.workbench.engine.loader.LoadException;
import rdma.workbench.engine.loader.ScenarioLoader;
import rdma.workbench.engine.stepping.EngineFault;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.stepping.internal.SessionParts;
import rdma.workbench.model.scenario.Scenario;

/**
 * One run of a scenario with frames injected at random moments: a reference run gives the frames
 * the session sends and how many events it takes; then the same session (same seed) runs again,
 * and at {@code frames} random event positions in that span (and a little after its end, when the
 * QPs idle) one frame goes on the wire from a port of the fabric — replayed or changed from the
 * reference capture, or forged from the live state. An {@link InjectionAudit} judges each. The
 * session must never throw, and must stay inspectable (snapshot and state hash) after each frame.
 * The run ends when nothing is left to do, after {@link #TIME_LIMIT_NANOS} of simulated time, or
 * after an event budget; a budget spent without the clock moving is a livelock.
 */
public final class InjectedSession {

    /** Injected frames are numbered from here, far above the ids the fabric gives the frames NICs send. */
    static final long FIRST_FRAME_ID = 1L << 40;
    /** Long enough for an RNR wait (655 ms at most, IBTA table 45) and a few local ACK timeouts of the examples. */
    static final long TIME_LIMIT_NANOS = 2_000_000_000L;

    /** What one run gave: its audit's outcomes and violations. */
    public record Result(int injected, Map<String, Long> outcomes, List<InjectionAudit.Violation> violations, long events) {
    }

    private InjectedSession() {
    }

    /** {@code scenario} already holds the {@link SecretRegions}; {@code name} labels violations. */
    public static Result run(String name, Scenario scenario, long seed, int frames) throws LoadException {
        Session reference = ScenarioLoader.load(scenario, seed);
        reference.runToEnd(TIME_LIMIT_NANOS);
        long span = reference.position();
        List<CapturedFrameMutator.Captured> sent = CapturedFrameMutator.sentBy(reference);

        SessionParts parts = ScenarioLoader.loadParts(scenario, seed);
        Session session = parts.session();
        String run = name + " seed " + seed;
        InjectionAudit audit = new InjectionAudit(parts, scenario, run);
        session.trace().addListener(audit);
        SplittableRandom random = new SplittableRandom(seed * 0x9E3779B97F4A7C15L ^ name.hashCode());
        FrameForger forger = new FrameForger(random);
        CapturedFrameMutator mutator = new CapturedFrameMutator(random, sent);
        long[] moments = new long[frames];
        for (int i = 0; i < frames; i++) {
            moments[i] = random.nextLong(span + span / 4 + 1);
        }
        Arrays.sort(moments);
        long budget = 50 * span + 20_000;
        try {
            for (int i = 0; i < frames; i++) {
                while (session.position() < moments[i] && step(session, audit)) {
                    // on to the moment of the next injection
                }
                Injection inj = mutator.isEmpty() || random.nextInt(10) < 4 ? forger.forge(parts) : mutator.next(parts.fabric());
                long id = FIRST_FRAME_ID + i;
                audit.injected(id, inj, session.position());
                try {
                    inj.from().transmit(new Frame(id, inj.frame()));
                } catch (RuntimeException e) {
                    audit.violation(InjectionAudit.Rule.ACCOUNTED, "sending frame #" + id + " (" + inj.how() + ") from " + inj.from() + " at event " + session.position() + " threw "
                            + e + "\n    frame " + HexFormat.of().formatHex(inj.frame()));
                }
                inspect(session, audit, "after injecting frame #" + id);
            }
            long lastProgress = session.now();
            long sinceProgress = 0;
            for (long n = 0; n < budget; n++) {
                OptionalLong next = session.nextEventTime();
                if (next.isEmpty() || next.getAsLong() > TIME_LIMIT_NANOS || !step(session, audit)) {
                    break;
                }
                if (session.now() != lastProgress) {
                    lastProgress = session.now();
                    sinceProgress = 0;
                } else if (++sinceProgress == 10_000) {
                    audit.violation(InjectionAudit.Rule.ACCOUNTED, "10,000 events at " + lastProgress + " ns without the clock moving (livelock), at event " + session.position());
                    break;
                }
            }
        } catch (EngineFault fault) {
            audit.violation(InjectionAudit.Rule.ACCOUNTED, "the engine failed: " + fault.getMessage() + "\n    after " + audit.injectedCount() + " injected frame(s)");
            inspect(session, audit, "after the failure");
            return new Result(audit.injectedCount(), audit.outcomes(), audit.violations(), session.position());
        } catch (RuntimeException escaped) {
            audit.violation(InjectionAudit.Rule.ACCOUNTED, "an exception escaped the session, not wrapped in an EngineFault: " + escaped);
            return new Result(audit.injectedCount(), audit.outcomes(), audit.violations(), session.position());
        }
        audit.finish();
        inspect(session, audit, "at the end");
        return new Result(audit.injectedCount(), audit.outcomes(), audit.violations(), session.position());
    }

    private static boolean step(Session session, InjectionAudit audit) {
        boolean more = session.stepEvent();
        audit.afterEvent();
        return more;
    }

    private static void inspect(Session session, InjectionAudit audit, String when) {
        try {
            session.snapshot();
            session.stateHash();
            session.problems();
        } catch (RuntimeException e) {
            audit.violation(InjectionAudit.Rule.ACCOUNTED, "the session could not be inspected " + when + ": " + e);
        }
    }
}
