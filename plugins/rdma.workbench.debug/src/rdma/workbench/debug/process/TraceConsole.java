package rdma.workbench.debug.process;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;

import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.trace.TraceText;

/**
 * Prints a run's trace on its process's console as `rdmawb run` prints it; what went wrong goes
 * to the error stream. Lines are written when someone can read them — when the run suspends or
 * ends, before any other line of the process, and every quarter of a second while it runs — not
 * as each event happens: a million-event run would otherwise spend most of its time on text that
 * the console trims at once. So only the lines the console keeps are written (its "Limit console
 * output" preference, 100,000 characters by default), after a line that counts those left out.
 * Each line is tied to the scenario step it follows from — the step that called the verb, or for a
 * packet, a timer or a completion, the step at the start of its chain of causes — so the console
 * can link it there.
 */
public final class TraceConsole implements Consumer<TraceEvent> {

    /** The console's own preferences (org.eclipse.debug.ui's), read without depending on that bundle. */
    private static final String CONSOLE_PREFERENCES = "org.eclipse.debug.ui";
    private static final String LIMIT_OUTPUT = "Console.limitConsoleOutput";
    private static final String HIGH_WATER_MARK = "Console.highWaterMark";
    /** The console's defaults: output limited to 100,000 characters. */
    private static final int DEFAULT_HIGH_WATER_MARK = 100_000;
    /** No limit: every line is written. */
    public static final int UNLIMITED = -1;

    private static final int CLOCK_EVERY = 4096;
    private static final long WRITE_EVERY_NANOS = 250_000_000L;

    /** The memo's mark of an event that follows from no step (null: not worked out yet). */
    private static final String NO_STEP = new String("(no step)");

    private final ScenarioProcess process;
    /** The run's trace, read on the thread that writes it: the event of sequence number i is at index i. */
    private final List<TraceEvent> events;
    private final int limit;
    /** Events before this one have been written to the console (or counted as left out). */
    private int written;
    private int heard;
    /** Lines heard since the last write (the events recorded again after a step back count again). */
    private int unwritten;
    private long lastWrite = System.nanoTime();
    /** The step each event follows from, by sequence number, as far as lines needed it. */
    private String[] stepOf = new String[0];

    /**
     * A console of {@code process} for the trace {@code events} (the trace's own list, which it
     * must keep), writing at most about {@code limit} characters at a time ({@link #UNLIMITED}: all).
     */
    public TraceConsole(ScenarioProcess process, List<TraceEvent> events, int limit) {
        this.process = process;
        this.events = events;
        this.limit = limit;
    }

    /** The number of characters the console keeps, as its preferences say, or {@link #UNLIMITED}. */
    public static int consoleLimit() {
        // the instance scope holds what the user chose; its defaults (the console's) are not asked
        // for, which would start the console's bundle in a run without a workbench
        IEclipsePreferences p = InstanceScope.INSTANCE.getNode(CONSOLE_PREFERENCES);
        return p.getBoolean(LIMIT_OUTPUT, true) ? Math.max(1, p.getInt(HIGH_WATER_MARK, DEFAULT_HIGH_WATER_MARK)) : UNLIMITED;
    }

    @Override
    public void accept(TraceEvent e) {
        if (e.seq() < written) {
            // recorded again at a place already written: the run went back and runs on from there
            forgetFrom((int) e.seq());
        }
        if (TraceText.shownByDefault(e)) {
            unwritten++;
        }
        if (++heard % CLOCK_EVERY == 0 && System.nanoTime() - lastWrite > WRITE_EVERY_NANOS) {
            write();
        }
    }

    /** Writes the lines of the events recorded since the last write (the latest of them, when the console keeps fewer). */
    synchronized void write() {
        lastWrite = System.nanoTime();
        int end = events.size();
        if (end < written) {
            forgetFrom(end);
        }
        ArrayDeque<Line> shown = new ArrayDeque<>();
        long chars = 0;
        // back from the latest, until the console is full: the events before are not even read
        for (int i = end - 1; i >= written && (limit == UNLIMITED || chars < limit); i--) {
            TraceEvent e = events.get(i);
            if (TraceText.shownByDefault(e)) {
                Line line = new Line(e, TraceText.line(e));
                shown.addFirst(line);
                chars += line.text.length() + 1;
            }
        }
        int leftOut = Math.max(0, unwritten - shown.size());
        unwritten = 0;
        written = end;
        if (leftOut > 0) {
            process.append(String.format(Locale.ROOT,
                    "\u2026 %,d earlier line(s) not written: the console keeps its latest %,d characters (Preferences > Run/Debug > Console);"
                            + " the Event Log view lists every event",
                    leftOut, limit), null, false);
        }
        for (Line l : shown) {
            process.append(l.text, step(l.event), l.event.isError());
        }
    }

    /** A line to write and the event it is of. */
    private record Line(TraceEvent event, String text) {
    }

    private void forgetFrom(int seq) {
        written = Math.min(written, seq);
        if (seq < stepOf.length) {
            Arrays.fill(stepOf, seq, stepOf.length, null);
        }
    }

    /**
     * The step {@code e} follows from: its own, or its cause's, found by walking back the chain of
     * causes once and remembering it for every event on the way (later lines meet it soon).
     */
    private String step(TraceEvent e) {
        if (stepOf.length < events.size()) {
            stepOf = Arrays.copyOf(stepOf, Math.max(events.size(), stepOf.length * 2));
        }
        int[] path = new int[16];
        int walked = 0;
        String found = NO_STEP;
        TraceEvent at = e;
        while (true) {
            int seq = (int) at.seq();
            if (stepOf[seq] != null) {
                found = stepOf[seq];
                break;
            }
            if (walked == path.length) {
                path = Arrays.copyOf(path, walked * 2);
            }
            path[walked++] = seq;
            if (at.stepId() != null) {
                found = at.stepId();
                break;
            }
            long cause = at.cause();
            if (cause < 0 || cause >= seq) {
                break;
            }
            at = events.get((int) cause);
        }
        for (int i = 0; i < walked; i++) {
            stepOf[path[i]] = found;
        }
        return found == NO_STEP ? null : found;
    }
}
