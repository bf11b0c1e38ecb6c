package rdma.workbench.debug.ui.animation;

import java.util.Arrays;
import java.util.Locale;

import org.eclipse.core.resources.IFile;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Scale;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.PartInitException;

import rdma.workbench.debug.process.RunProcess;
import rdma.workbench.debug.record.Hop;
import rdma.workbench.debug.record.RunRecord;
import rdma.workbench.debug.record.WireFrame;
import rdma.workbench.debug.ui.preferences.AnimationSpeeds;
import rdma.workbench.debug.ui.preferences.RdmaPreferences;
import rdma.workbench.debug.ui.run.RunPoint;
import rdma.workbench.debug.ui.run.RunViewPart;
import rdma.workbench.debug.ui.run.Toggle;
import rdma.workbench.editor.TopologyDiagramEditor;
import rdma.workbench.editor.overlay.DiagramOverlay;
import rdma.workbench.ui.HelpContexts;

/**
 * Animation: the run's frames travelling along the links of its topology diagram, in the
 * ladder's colours, drops flashing where they happen, each NIC's QP states on a badge. A timeline
 * gives Back and Step (to the previous or next moment a frame leaves, arrives or dies), Play and
 * Pause, a speed (slow motion: simulated time per second) and a slider over the whole run. In a
 * debug session it follows the debugger to each suspend; a finished run replays from its start.
 * <p>
 * A run is drawn only on a diagram of the topology file it was loaded with, opened beside the
 * scenario editor when none is (once per run: a diagram the user closes stays closed), never on a
 * diagram of another topology, whichever is in front. What a debug session drew goes when the
 * session is terminated, and what any run drew when its launch is removed.
 */
public final class AnimationView extends RunViewPart {

    public static final String ID = "rdma.workbench.debug.ui.animation";
    private static final int TICK_MS = 33;
    private static final int SCALE = 10_000;

    private Button back;
    private Button play;
    private Button step;
    private Combo speed;
    private Toggle follow;
    private Scale slider;
    private Label time;
    private Label status;
    private Button openTopology;
    private RunRecord record;
    /** The process whose run {@link #record} is: its topology is the one diagram drawn on. */
    private RunProcess run;
    /** The run whose diagram this view opened, so as not to open it again after the user closed it. */
    private RunProcess openedFor;
    /** Why nothing is drawn though a run was shown (it went, its topology cannot be opened), or null. */
    private String why;
    private SessionEnds ends;
    private long[] moments = new long[0];
    private long t;
    private boolean playing;
    private DiagramOverlay overlay;
    private TopologyDiagramEditor diagram;
    private final IPartListener2 editors = new IPartListener2() {
        @Override
        public void partOpened(IWorkbenchPartReference ref) {
            if (diagram != null && ref.getPart(false) instanceof IEditorPart) {
                // a scenario editor opened over the diagram (the debugger shows the current step): keep the diagram beside it
                if (SideBySide.place(diagram)) {
                    WholeFabric.show(diagram, true);
                }
            }
            attach();
        }

        @Override
        public void partClosed(IWorkbenchPartReference ref) {
            if (ref.getPart(false) == diagram) {
                // the editor took its overlay with it: nothing to clear
                overlay = null;
                diagram = null;
                refresh();
            }
        }
    };

    @Override
    protected String helpContext() {
        return HelpContexts.ANIMATION;
    }

    @Override
    protected void createContent(Composite parent) {
        Composite c = new Composite(parent, SWT.NONE);
        c.setLayout(new GridLayout(5, false));
        back = button(c, "\u23ee Back", "Back to the previous moment a frame left, arrived or died", () -> {
            pause();
            moveTo(previous(t));
        });
        play = button(c, "\u25b6 Play", "Play the run from here, at the chosen speed", () -> {
            if (playing) {
                pause();
            } else {
                start();
            }
        });
        step = button(c, "Step \u23ed", "On to the next moment a frame leaves, arrives or dies", () -> {
            pause();
            moveTo(next(t));
        });
        speed = new Combo(c, SWT.READ_ONLY);
        speed.setItems(AnimationSpeeds.names());
        speed.select(AnimationSpeeds.indexOf(RdmaPreferences.store().getLong(RdmaPreferences.ANIMATION_NANOS_PER_SECOND)));
        speed.setToolTipText("Slow motion: how much simulated time passes in a second of playing");
        follow = new Toggle(c, "Follow the debugger", "At each suspend of the debug session, jump to its current time", true, () -> {
            if (follow.isOn() && record != null && record.now() >= 0) {
                moveTo(record.now());
            }
        });
        follow.control().setLayoutData(new GridData(SWT.BEGINNING, SWT.CENTER, true, false));
        slider = new Scale(c, SWT.HORIZONTAL);
        slider.setMinimum(0);
        slider.setMaximum(SCALE);
        slider.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 5, 1));
        time = new Label(c, SWT.NONE);
        time.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 5, 1));
        slider.addListener(SWT.Selection, e -> {
            pause();
            if (record != null) {
                moveTo(Math.round(record.endTime() * (slider.getSelection() / (double) SCALE)));
            }
        });
        status = new Label(c, SWT.WRAP);
        status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 4, 1));
        openTopology = button(c, "Open the Topology", "Open the topology diagram of the run's scenario: the animation plays on it", this::openTopology);
        openTopology.setLayoutData(new GridData(SWT.END, SWT.CENTER, false, false));
        getSite().getPage().addPartListener(editors);
        ends = SessionEnds.listen(parent.getDisplay(), this::gone);
        refresh();
    }

    private static Button button(Composite c, String text, String tip, Runnable r) {
        Button b = new Button(c, SWT.PUSH);
        b.setText(text);
        b.setToolTipText(tip);
        b.addListener(SWT.Selection, e -> r.run());
        return b;
    }

    @Override
    protected void show(RunRecord r) {
        RunProcess p = feed().followed();
        if (p == null || SessionEnds.isGone(p)) {
            // the news of a session that has ended since: it is not drawn again
            forget(p);
            return;
        }
        boolean first = record == null || !r.title().equals(record.title());
        record = r;
        run = p;
        why = null;
        moments = moments(r);
        attach();
        if (r.now() >= 0 && (follow.isOn() || first)) {
            moveTo(r.now());
        } else if (first) {
            moveTo(0);
        } else {
            moveTo(Math.min(t, r.endTime()));
        }
    }

    @Override
    protected void follow(RunPoint point) {
        // the timeline stays where the user put it: a frame selected elsewhere does not move it
    }

    /** Every moment a frame leaves a port, reaches one or dies, sorted: the stops of Step and Back. */
    static long[] moments(RunRecord r) {
        long[] m = new long[r.frames().size() * 4 + 1];
        int n = 0;
        m[n++] = 0;
        for (WireFrame f : r.frames()) {
            if (n + 2 + f.hops().size() * 2 > m.length) {
                m = Arrays.copyOf(m, m.length * 2 + f.hops().size() * 2 + 2);
            }
            for (Hop h : f.hops()) {
                m[n++] = h.depart();
                m[n++] = h.arrive();
            }
            if (f.dropTime() >= 0) {
                m[n++] = f.dropTime();
            }
        }
        long[] sorted = Arrays.copyOf(m, n);
        Arrays.sort(sorted);
        int u = 0;
        for (int i = 0; i < n; i++) {
            if (u == 0 || sorted[u - 1] != sorted[i]) {
                sorted[u++] = sorted[i];
            }
        }
        return Arrays.copyOf(sorted, u);
    }

    private long next(long now) {
        int i = Arrays.binarySearch(moments, now);
        i = i >= 0 ? i + 1 : -i - 1;
        return i < moments.length ? Math.min(moments[i], limit()) : limit();
    }

    private long previous(long now) {
        int i = Arrays.binarySearch(moments, now);
        i = i >= 0 ? i - 1 : -i - 2;
        return i >= 0 ? moments[i] : 0;
    }

    /** How far the animation may go: a live run's current time, a finished run's end. */
    private long limit() {
        return record == null ? 0 : record.now() >= 0 ? record.now() : record.endTime();
    }

    /** Shows the run at {@code nanos}. */
    void moveTo(long nanos) {
        t = Math.max(0, Math.min(nanos, record == null ? 0 : Math.max(limit(), 0)));
        if (overlay != null && record != null) {
            overlay.show(AnimationFrames.at(record, t));
        }
        refresh();
    }

    private void start() {
        if (record == null) {
            return;
        }
        if (t >= limit()) {
            t = 0;
        }
        playing = true;
        refresh();
        tick();
    }

    private void tick() {
        if (!playing || slider.isDisposed()) {
            return;
        }
        long step = Math.max(1, AnimationSpeeds.nanosPerSecond(speed.getSelectionIndex()) * TICK_MS / 1000);
        if (t + step >= limit()) {
            moveTo(limit());
            pause();
            return;
        }
        moveTo(t + step);
        slider.getDisplay().timerExec(TICK_MS, this::tick);
    }

    private void pause() {
        playing = false;
        refresh();
    }

    /** A launch went: if it is the one shown, everything it drew leaves the diagram and the timeline empties. */
    private void gone(ILaunch launch) {
        if (run != null && run.getLaunch() == launch) {
            forget(run);
        }
    }

    private void forget(RunProcess p) {
        playing = false;
        leaveDiagram();
        record = null;
        run = null;
        moments = new long[0];
        t = 0;
        why = p == null ? null : p.getLabel() + " has ended: its frames are no longer drawn. Run or debug a scenario again to see them.";
        refresh();
    }

    private void refresh() {
        if (time.isDisposed()) {
            return;
        }
        boolean any = record != null;
        back.setEnabled(any && t > 0);
        step.setEnabled(any && t < limit());
        play.setEnabled(any && limit() > 0);
        play.setText(playing ? "\u23f8 Pause" : "\u25b6 Play");
        play.setToolTipText(playing ? "Pause the animation here" : "Play the run from here, at the chosen speed");
        slider.setEnabled(any);
        if (any) {
            slider.setSelection(record.endTime() == 0 ? 0 : (int) Math.round(SCALE * (t / (double) record.endTime())));
            time.setText(String.format(Locale.ROOT, "%.3f \u00b5s of %.3f \u00b5s%s", t / 1000.0, record.endTime() / 1000.0,
                    record.now() >= 0 ? String.format(Locale.ROOT, " (the debugger is at %.3f \u00b5s)", record.now() / 1000.0) : ""));
        } else {
            time.setText("");
        }
        status.setText(why != null ? why
                : !any ? "No run to animate. Run or debug a scenario; its frames travel on its topology diagram."
                        : overlay != null ? "Animating on " + diagram.getEditorInput().getName() + "." + (record.frames().isEmpty() ? " No frame was sent yet." : "")
                                : run.topology() == null ? run.getLabel() + " runs on no topology file of the workspace: there is no diagram to draw it on."
                                        : "Open the run's topology, " + run.topology().getName() + ", to see its frames travel along the links.");
        openTopology.setEnabled(any && overlay == null && run.topology() != null);
        time.getParent().layout(true, true);
    }

    /**
     * Draws on the diagram of the run's topology: the one drawn on already, an open one, or one
     * opened for it; and leaves a diagram of another topology (the previous run's) clean.
     */
    private void attach() {
        IFile own = run == null ? null : run.topology();
        if (diagram != null && !RunDiagram.shows(diagram, own)) {
            leaveDiagram();
        }
        if (record == null || own == null || diagram != null) {
            refresh();
            return;
        }
        TopologyDiagramEditor d = RunDiagram.find(getSite().getPage(), own);
        if (d == null && openedFor != run) {
            d = openDiagram(own);
        }
        // opening it told the part listener, which may have attached to it already
        if (d != null && diagram == null) {
            drawOn(d);
        }
        refresh();
    }

    private TopologyDiagramEditor openDiagram(IFile topology) {
        openedFor = run;
        try {
            return RunDiagram.open(getSite().getPage(), topology);
        } catch (PartInitException e) {
            why = "Cannot open " + topology.getName() + ", the topology of " + run.getLabel() + ": " + e.getMessage();
            return null;
        }
    }

    private void drawOn(TopologyDiagramEditor d) {
        diagram = d;
        overlay = d.getOverlay();
        // beside the scenario editor, which the debugger brings to the front at each suspend, the whole fabric in view
        WholeFabric.show(d, SideBySide.place(d));
        moveTo(t);
    }

    /** Takes every mark off the diagram drawn on, and draws on it no more. */
    private void leaveDiagram() {
        if (overlay != null) {
            overlay.clear();
        }
        overlay = null;
        diagram = null;
    }

    /** The button: the diagram of the run's topology, opened again after the user closed it. */
    private void openTopology() {
        if (run == null || run.topology() == null) {
            return;
        }
        why = null;
        TopologyDiagramEditor d = openDiagram(run.topology());
        if (d != null && diagram == null) {
            drawOn(d);
        }
        refresh();
    }

    @Override
    public void dispose() {
        playing = false;
        getSite().getPage().removePartListener(editors);
        if (ends != null) {
            ends.stop();
        }
        leaveDiagram();
        super.dispose();
    }

    @Override
    public void setFocus() {
        play.setFocus();
    }

    /** For tests: the time shown and the overlay drawn on. */
    long time() {
        return t;
    }

    DiagramOverlay overlay() {
        return overlay;
    }

    boolean following() {
        return follow.isOn();
    }

    /** The speed chosen, as its combo shows it. */
    String speedShown() {
        return speed.getText();
    }
}
