package rdma.workbench.engine.congestion;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

import rdma.workbench.engine.simulation.Event;

/**
 * DCQCN's reaction point for one QP (Zhu et al., SIGCOMM 2015, section 3.3, figure 7): a CNP cuts
 * the current rate Rc by alpha/2 and remembers the old rate as the target Rt; alpha, the estimate
 * of congestion, rises with each CNP and decays once per K without one; the rate-increase timer
 * (T) and the byte counter (B) each raise the rate, by fast recovery towards Rt for the first F
 * events, then by additive increase of Rt (R_AI), then by hyper increase (i times R_HAI) once
 * both counters passed F.
 * <p>
 * Until the first CNP the QP sends at line rate and nothing is scheduled, so uncongested runs are
 * the same as without congestion control. Once the rate is back at line rate the timers stop
 * again; alpha's decay over the quiet time is applied when the next CNP comes (one step per K
 * elapsed, as the timer would have done).
 */
public final class Dcqcn implements RateControl {

    static final String NAME = "DCQCN";

    /**
     * Below this gap to line rate (Gbit/s) the rate is line rate and pacing ends: Rc = (Rt + Rc) / 2
     * only approaches Rt; 1 Mbit/s is the limiter's smallest rate step (NVIDIA rpg_min_rate).
     */
    private static final double AT_LINE_RATE = 0.001;

    private final DcqcnParameters p;
    private final ReactionPoint qp;

    /** True from a CNP until the rate is back at line rate: pacing and timers run only then. */
    private boolean limiting;
    private double rate;
    private double target;
    private double alpha;
    /** When alpha last decayed or rose (the alpha timer counts K from there); -1 before the first CNP. */
    private long alphaSince = -1;
    /** Rate-increase events of the timer (T) and of the byte counter (BC) since the last CNP. */
    private int timerEvents;
    private int byteEvents;
    /** Bytes sent since the byte counter last expired. */
    private long bytes;
    /** When the next packet may leave (pacing). */
    private long nextSend;
    private Event alphaTimer;
    private Event increaseTimer;

    public Dcqcn(DcqcnParameters parameters, ReactionPoint qp) {
        this.p = parameters;
        this.qp = qp;
        this.rate = qp.lineGbps();
        this.target = qp.lineGbps();
        this.alpha = parameters.initialAlpha();
    }

    /** The current rate Rc, Gbit/s. */
    public double rate() {
        return rate;
    }

    /** The target rate Rt, Gbit/s. */
    public double target() {
        return target;
    }

    public double alpha() {
        return alpha;
    }

    public boolean limiting() {
        return limiting;
    }

    @Override
    public long earliestSend(long now) {
        return limiting ? Math.max(now, nextSend) : now;
    }

    @Override
    public boolean windowAllows(long inFlightBytes) {
        return true;
    }

    @Override
    public boolean ackEveryPacket() {
        return false;
    }

    @Override
    public void sent(long now, int frameBytes) {
        if (!limiting) {
            return;
        }
        // the rate limiter: the next packet starts no earlier than this one's length at Rc later
        nextSend = now + Math.round(frameBytes * 8 / rate);
        bytes += frameBytes;
        if (bytes >= p.byteCounterBytes()) {
            bytes -= p.byteCounterBytes();
            byteEvents++;
            increase(String.format(Locale.ROOT, "byte counter (B = %d bytes sent)", p.byteCounterBytes()));
        }
    }

    @Override
    public void cnp(long now) {
        if (!limiting) {
            decayWhileQuiet(now);
            limiting = true;
            nextSend = now;
        }
        // section 3.3: Rt = Rc, Rc = Rc (1 - alpha / 2), alpha = (1 - g) alpha + g; the increase counters start over
        target = rate;
        rate = Math.max(p.minimumGbps(), rate * (1 - alpha / 2));
        alpha = (1 - p.g()) * alpha + p.g();
        alphaSince = now;
        timerEvents = 0;
        byteEvents = 0;
        bytes = 0;
        restartAlphaTimer();
        restartIncreaseTimer();
        qp.rateChanged(NAME, rate, target, -1, alpha, Double.NaN, "CNP: rate cut by alpha/2, alpha raised");
    }

    /** Alpha decays once per K without a CNP; applied here for the K periods that passed while no timer ran. */
    private void decayWhileQuiet(long now) {
        if (alphaSince < 0) {
            return;
        }
        long periods = (now - alphaSince) / p.alphaTimerNanos();
        alpha *= Math.pow(1 - p.g(), periods);
    }

    private void restartAlphaTimer() {
        if (alphaTimer != null) {
            alphaTimer.cancel();
        }
        alphaTimer = qp.simulation().schedule(p.alphaTimerNanos(), "DCQCN alpha timer of", this, this::alphaTimerFired);
    }

    private void restartIncreaseTimer() {
        if (increaseTimer != null) {
            increaseTimer.cancel();
        }
        increaseTimer = qp.simulation().schedule(p.increaseTimerNanos(), "DCQCN rate-increase timer of", this, this::increaseTimerFired);
    }

    private void alphaTimerFired() {
        alpha *= 1 - p.g();
        alphaSince = qp.simulation().now();
        // the rate stays: no RateChanged (the next one shows alpha as it then is)
        alphaTimer = qp.simulation().schedule(p.alphaTimerNanos(), "DCQCN alpha timer of", this, this::alphaTimerFired);
    }

    private void increaseTimerFired() {
        increaseTimer = qp.simulation().schedule(p.increaseTimerNanos(), "DCQCN rate-increase timer of", this, this::increaseTimerFired);
        timerEvents++;
        increase(String.format(Locale.ROOT, "rate-increase timer (T = %.0f us)", p.increaseTimerNanos() / 1000.0));
    }

    /**
     * One rate-increase event (section 3.3): fast recovery while neither counter passed F, hyper
     * increase once both did (the i-th step adds i R_HAI), additive increase in between; then Rc
     * moves half way to Rt. Both stay at or below line rate.
     */
    private void increase(String cause) {
        int f = p.fastRecoverySteps();
        int most = Math.max(timerEvents, byteEvents);
        int least = Math.min(timerEvents, byteEvents);
        String stage;
        if (most <= f) {
            stage = "fast recovery " + most + " of " + f;
        } else if (least > f) {
            int i = least - f;
            target += i * p.hyperGbps();
            stage = String.format(Locale.ROOT, "hyper increase: target + %d x %.0f Mbit/s", i, p.hyperGbps() * 1000);
        } else {
            target += p.additiveGbps();
            stage = String.format(Locale.ROOT, "additive increase: target + %.0f Mbit/s", p.additiveGbps() * 1000);
        }
        double line = qp.lineGbps();
        target = Math.min(target, line);
        rate = Math.min(line, (target + rate) / 2);
        if (line - rate < AT_LINE_RATE && target == line) {
            rate = line;
            stopTimers();
            limiting = false;
            qp.rateChanged(NAME, rate, target, -1, alpha, Double.NaN, cause + ": " + stage + "; back at line rate, pacing off");
            return;
        }
        qp.rateChanged(NAME, rate, target, -1, alpha, Double.NaN, cause + ": " + stage);
    }

    private void stopTimers() {
        if (alphaTimer != null) {
            alphaTimer.cancel();
            alphaTimer = null;
        }
        if (increaseTimer != null) {
            increaseTimer.cancel();
            increaseTimer = null;
        }
    }

    @Override
    public void acked(long now, List<IntHop> telemetry) {
        // DCQCN learns of congestion from CNPs only
    }

    /** A QP that stops sending releases its rate limiter: a later RTS starts at line rate (alpha is kept). */
    @Override
    public void stop() {
        stopTimers();
        limiting = false;
        rate = qp.lineGbps();
        target = qp.lineGbps();
        timerEvents = 0;
        byteEvents = 0;
        bytes = 0;
    }

    private record Saved(boolean limiting, double rate, double target, double alpha, long alphaSince, int timerEvents, int byteEvents, long bytes,
            long nextSend, Event alphaTimer, Event increaseTimer) {

        /** By value: a replay to the same point builds new timer events for the same deadlines (a state hash compares runs). */
        @Override
        public int hashCode() {
            return Objects.hash(limiting, rate, target, alpha, alphaSince, timerEvents, byteEvents, bytes, nextSend, deadline(alphaTimer),
                    deadline(increaseTimer));
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Saved s && s.hashCode() == hashCode() && limiting == s.limiting && rate == s.rate && target == s.target
                    && alpha == s.alpha && alphaSince == s.alphaSince && timerEvents == s.timerEvents && byteEvents == s.byteEvents
                    && bytes == s.bytes && nextSend == s.nextSend && deadline(alphaTimer) == deadline(s.alphaTimer)
                    && deadline(increaseTimer) == deadline(s.increaseTimer);
        }

        private static long deadline(Event e) {
            return e != null && e.isPending() ? e.time() : -1;
        }
    }

    @Override
    public Object save() {
        return new Saved(limiting, rate, target, alpha, alphaSince, timerEvents, byteEvents, bytes, nextSend, alphaTimer, increaseTimer);
    }

    @Override
    public void restore(Object saved) {
        Saved s = (Saved) saved;
        limiting = s.limiting;
        rate = s.rate;
        target = s.target;
        alpha = s.alpha;
        alphaSince = s.alphaSince;
        timerEvents = s.timerEvents;
        byteEvents = s.byteEvents;
        bytes = s.bytes;
        nextSend = s.nextSend;
        alphaTimer = s.alphaTimer;
        increaseTimer = s.increaseTimer;
    }

    @Override
    public String toString() {
        return qp.node() + String.format(Locale.ROOT, " QP 0x%06x", qp.qpn());
    }
}
