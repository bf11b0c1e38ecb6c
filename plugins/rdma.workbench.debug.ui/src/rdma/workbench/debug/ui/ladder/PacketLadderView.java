package rdma.workbench.debug.ui.ladder;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Consumer;

import org.eclipse.debug.core.ILaunch;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;

import rdma.workbench.debug.model.SimulationTarget;
import rdma.workbench.debug.record.RunRecord;
import rdma.workbench.debug.record.WireFrame;
import rdma.workbench.debug.ui.preferences.RdmaPreferences;
import rdma.workbench.debug.ui.run.ExportFolder;
import rdma.workbench.debug.ui.run.RunPoint;
import rdma.workbench.debug.ui.run.RunViewPart;
import rdma.workbench.debug.ui.run.SaveRunAction;
import rdma.workbench.debug.ui.run.ViewImages;
import rdma.workbench.engine.wire.ReplacingFile;
import rdma.workbench.ui.HelpContexts;

/**
 * The Packet Ladder: a sequence chart of the run's frames, a lane per host (split into its QPs on
 * demand, switches too when asked), an arrow per frame from its departure to its arrival, in the
 * colour of its kind, crossed where it died. Time runs down, linearly or by event order. In a
 * debug session, "Step Back to Here" on a frame and "Run to Here" below the current time.
 */
public final class PacketLadderView extends RunViewPart {

    public static final String ID = "rdma.workbench.debug.ui.packetLadder";
    /** The tallest PNG export, in pixels (a longer run exports its first part; SVG has no limit). */
    private static final int PNG_MAX_HEIGHT = 30_000;

    private LadderCanvas canvas;
    private IAction timeAxis;
    private IAction eventAxis;
    private IAction switches;
    private Point menuAt;

    @Override
    protected String helpContext() {
        return HelpContexts.PACKET_LADDER;
    }

    @Override
    protected void createContent(Composite parent) {
        canvas = new LadderCanvas(parent);
        canvas.onSelect(f -> publish(f == null ? null : RunPoint.ofFrame(canvas.record(), f)));
        timeAxis = action("Time Axis: Linear", IAction.AS_RADIO_BUTTON, ViewImages.own("axis_time.png"),
                "Time runs down linearly: the gaps show how long each frame took", a -> canvas.setAxis(LadderGeometry.Axis.TIME));
        eventAxis = action("Time Axis: By Event Order", IAction.AS_RADIO_BUTTON, ViewImages.own("axis_events.png"),
                "One row per send and arrival: frames sent at the same instant stay apart", a -> canvas.setAxis(LadderGeometry.Axis.EVENTS));
        switches = action("Show Switches", IAction.AS_CHECK_BOX, ViewImages.own("switches.png"), "Show Switches: a lane per switch, an arrow per hop",
                a -> canvas.setSwitches(a.isChecked()));
        boolean byEvents = RdmaPreferences.AXIS_EVENTS.equals(RdmaPreferences.store().getString(RdmaPreferences.LADDER_AXIS));
        timeAxis.setChecked(!byEvents);
        eventAxis.setChecked(byEvents);
        canvas.setAxis(byEvents ? LadderGeometry.Axis.EVENTS : LadderGeometry.Axis.TIME);
        switches.setChecked(RdmaPreferences.store().getBoolean(RdmaPreferences.LADDER_SWITCHES));
        canvas.setSwitches(switches.isChecked());
        IAction zoomIn = action("Zoom In", IAction.AS_PUSH_BUTTON, ViewImages.own("zoom_in.png"), null, a -> canvas.zoomBy(1.5));
        IAction zoomOut = action("Zoom Out", IAction.AS_PUSH_BUTTON, ViewImages.own("zoom_out.png"), null, a -> canvas.zoomBy(1 / 1.5));
        IAction fit = action("Zoom to Fit", IAction.AS_PUSH_BUTTON, ViewImages.own("zoom_fit.png"), null, a -> canvas.fit());
        IAction png = action("Export as PNG...", IAction.AS_PUSH_BUTTON, ViewImages.debug("elcl16/export_brkpts.png"), null, a -> exportPng());
        IAction svg = action("Export as SVG...", IAction.AS_PUSH_BUTTON, null, null, a -> exportSvg());
        IToolBarManager bar = getViewSite().getActionBars().getToolBarManager();
        bar.add(timeAxis);
        bar.add(eventAxis);
        bar.add(new Separator());
        bar.add(zoomIn);
        bar.add(zoomOut);
        bar.add(fit);
        bar.add(new Separator());
        bar.add(switches);
        bar.add(png);
        IMenuManager menu = getViewSite().getActionBars().getMenuManager();
        menu.add(new SaveRunAction(canvas::record, canvas::getShell, this::scenarioProject));
        menu.add(new Separator());
        menu.add(png);
        menu.add(svg);
        MenuManager context = new MenuManager("#PopupMenu");
        context.setRemoveAllWhenShown(true);
        context.addMenuListener(m -> fillContextMenu(m, png, svg));
        canvas.addListener(SWT.MenuDetect, e -> {
            menuAt = canvas.toControl(e.x, e.y);
            // the menu acts on what is under the pointer; a tooltip must not cover it
            canvas.setToolTipText(null);
        });
        canvas.setMenu(context.createContextMenu(canvas));
        getSite().registerContextMenu(context, this);
    }

    /** An action of {@code style} (push, radio, check box) that does {@code run} with itself; icon and tooltip when not null. */
    private static IAction action(String label, int style, ImageDescriptor icon, String tip, Consumer<IAction> run) {
        IAction a = new Action(label, style) {
            @Override
            public void run() {
                run.accept(this);
            }
        };
        if (icon != null) {
            a.setImageDescriptor(icon);
        }
        if (tip != null) {
            a.setToolTipText(tip);
        }
        return a;
    }

    private void fillContextMenu(IMenuManager m, IAction png, IAction svg) {
        SimulationTarget target = target();
        WireFrame f = menuAt == null ? null : canvas.frameAt(menuAt.x, menuAt.y);
        if (target != null) {
            // where the frame's arrow starts: when it takes the wire, after waiting behind others at its NIC; its send if that is yet to come
            boolean onTheWire = f != null && f.departTime() <= target.suspendedTime();
            RunRecord shown = canvas.record();
            Action back = new Action("Step Back to Here") {
                @Override
                public void run() {
                    if (onTheWire) {
                        target.backToEvent(shown.onTheWire(f), String.format(Locale.ROOT, "frame #%d %s is on the wire since %.3f \u00b5s",
                                f.frameId(), f.label(), f.departTime() / 1000.0));
                    } else {
                        target.backToEvent(f.sentSeq(), "frame #" + f.frameId() + " " + f.label() + " was just sent");
                    }
                }
            };
            back.setEnabled(f != null && f.sentSeq() >= 0 && target.canStepBack() && f.sentTime() <= target.suspendedTime());
            m.add(back);
            long at = menuAt == null || canvas.geometry() == null || canvas.axis() != LadderGeometry.Axis.TIME ? -1
                    : canvas.geometry().timeAt(menuAt.y + canvas.getVerticalBar().getSelection());
            Action run = new Action(at < 0 ? "Run to Here" : String.format(Locale.ROOT, "Run to Here (%.3f \u00b5s)", at / 1000.0)) {
                @Override
                public void run() {
                    target.runToTime(at);
                }
            };
            run.setEnabled(at >= 0 && target.canResume() && at > target.suspendedTime());
            m.add(run);
            m.add(new Separator());
        }
        RunRecord r = canvas.record();
        if (r != null) {
            MenuManager lanes = new MenuManager("Split Host into QPs");
            for (String h : r.hosts()) {
                IAction a = action(h, IAction.AS_CHECK_BOX, null, null, x -> canvas.toggleSplit(h));
                a.setChecked(canvas.isSplit(h));
                lanes.add(a);
            }
            m.add(lanes);
            switches.setEnabled(!r.switches().isEmpty());
            m.add(switches);
            m.add(new Separator());
        }
        m.add(png);
        m.add(svg);
    }

    /** The debug session of the run shown, when it is one and not over for good. */
    private SimulationTarget target() {
        var p = feed().followed();
        if (p == null) {
            return null;
        }
        ILaunch l = p.getLaunch();
        return l.getDebugTarget() instanceof SimulationTarget t && !t.isTerminated() ? t : null;
    }

    @Override
    protected void show(RunRecord record) {
        switches.setEnabled(!record.switches().isEmpty());
        canvas.setRecord(record);
        int queued = canvas.geometry() == null ? 0 : canvas.geometry().queued();
        setContentDescription(describe(record) + (queued > 0 ? ", " + queued + " waiting for the wire" : ""));
    }

    public static String describe(RunRecord r) {
        long dropped = r.frames().stream().filter(f -> f.drop() != null).count();
        return r.title() + ": " + r.frames().size() + (r.frames().size() == 1 ? " frame" : " frames") + (dropped > 0 ? ", " + dropped + " dropped" : "")
                + (r.now() >= 0 ? String.format(Locale.ROOT, ", at %.3f \u00b5s", r.now() / 1000.0) : ", run over");
    }

    @Override
    protected void follow(RunPoint point) {
        if (point.record() == canvas.record() && point.frame() != null && point.frame() != canvas.selected()) {
            canvas.select(point.frame());
        }
    }

    @Override
    public void setFocus() {
        canvas.setFocus();
    }

    /** The ladder's widget, for tests. */
    LadderCanvas canvas() {
        return canvas;
    }

    private void exportPng() {
        if (canvas.geometry() == null) {
            return;
        }
        String file = ask("*.png");
        if (file == null) {
            return;
        }
        Image img = canvas.snapshot(PNG_MAX_HEIGHT);
        try {
            ImageLoader loader = new ImageLoader();
            loader.data = new ImageData[] {img.getImageData()};
            loader.save(file, SWT.IMAGE_PNG);
        } catch (RuntimeException e) {
            MessageDialog.openError(canvas.getShell(), "Export as PNG", "Cannot write " + file + ": " + e.getMessage());
        } finally {
            img.dispose();
        }
    }

    private void exportSvg() {
        if (canvas.geometry() == null) {
            return;
        }
        String file = ask("*.svg");
        if (file == null) {
            return;
        }
        try {
            try (ReplacingFile f = ReplacingFile.open(Path.of(file))) {
                f.stream().write(canvas.svg().getBytes(StandardCharsets.UTF_8));
                f.commit();
            }
        } catch (IOException e) {
            MessageDialog.openError(canvas.getShell(), "Export as SVG", "Cannot write " + file + ": " + e.getMessage());
        }
    }

    private String ask(String pattern) {
        FileDialog d = new FileDialog(canvas.getShell(), SWT.SAVE);
        d.setFilterExtensions(new String[] {pattern});
        d.setOverwrite(true);
        d.setFilterPath(ExportFolder.path());
        RunRecord r = canvas.record();
        d.setFileName(r.title().replaceAll("[^A-Za-z0-9._-]+", "-") + pattern.substring(1));
        return d.open();
    }
}
