package rdma.workbench.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * GTK's own tooltips, shown by resting the real pointer on a toolbar button (the workbench's New,
 * and one of a window of the test's) and on a canvas (moved with xdotool, which also lists the X
 * windows on screen: a tooltip is a window of its own), stay away while a dialog is open, as they
 * do on a desktop whose window manager moves the focus to the dialog. The workbench starts
 * {@link TooltipsUnderDialogs}; this test does not. Skipped where xdotool is not installed, except on CI.
 */
class TooltipsUnderDialogsTest {

    private static final String DIALOG = "Dialog under test";
    private Shell window;
    private Point pointerWas;
    private ToolItem button;
    private Canvas canvas;

    @BeforeEach
    void window() throws Exception {
        if (xdotool("version") == null) {
            if (System.getenv("CI") != null) {
                org.junit.jupiter.api.Assertions.fail("xdotool is not installed; CI must have it (./rdmawb test installs it with the other test packages)");
            }
            Assumptions.abort("xdotool is not installed here (apt-get install xdotool): it moves the pointer and lists the windows");
        }
        pointerWas = Display.getCurrent().getCursorLocation();
        window = new Shell(Display.getCurrent(), SWT.SHELL_TRIM);
        window.setText("Window under test");
        window.setBounds(100, 100, 500, 300);
        ToolBar bar = new ToolBar(window, SWT.FLAT);
        bar.setBounds(0, 0, 200, 40);
        button = new ToolItem(bar, SWT.PUSH);
        button.setText("Add...");
        button.setToolTipText("Opens a dialog");
        canvas = new Canvas(window, SWT.BORDER);
        canvas.setBounds(0, 60, 400, 200);
        canvas.setToolTipText("What is under the pointer on the canvas");
        window.open();
        // the pointer away from anything with a tooltip: GTK takes down one left from before, and shows its window anew
        Point away = window.toDisplay(450, 20);
        xdotool("mousemove", Integer.toString(away.x), Integer.toString(away.y));
        pump(500);
    }

    @AfterEach
    void close() throws InterruptedException {
        if (window != null) {
            window.dispose();
        }
        // the pointer back where it was: without a window manager the keyboard focus follows it, and the tests after
        // this one (the whole build shares the display) expect it where the display started it
        if (pointerWas != null) {
            xdotool("mousemove", Integer.toString(pointerWas.x), Integer.toString(pointerWas.y));
        }
        // the workbench window active again (no window manager does it here), with its key bindings, for the next test
        PlatformUI.getWorkbench().getWorkbenchWindows()[0].getShell().forceActive();
        pump(300);
    }

    @Test
    void aWorkbenchToolbarButtonsTooltipGoesWhenItsDialogOpens() throws Exception {
        Shell workbench = PlatformUI.getWorkbench().getWorkbenchWindows()[0].getShell();
        ToolItem newWizard = null;
        for (ToolBar bar : toolBarsUnder(workbench)) {
            for (ToolItem i : bar.getItems()) {
                if (newWizard == null && "New".equals(i.getToolTipText())) {
                    newWizard = i;
                }
            }
        }
        assertTrue(newWizard != null, "File > New's button on the main toolbar");
        Rectangle b = newWizard.getBounds();
        // the button's own part, left of its drop-down arrow
        Set<String> tip = restOn(newWizard.getParent(), b.x + 8, b.y + b.height / 2);
        // the wizard's dialog runs an event loop of its own: it is looked at, and closed, from there
        List<String> onScreen = new ArrayList<>();
        Display d = Display.getCurrent();
        d.timerExec(1500, () -> {
            onScreen.addAll(windowsOnScreen());
            Shell dialog = newWizard(d);
            onScreen.add(dialog == null ? "no dialog" : "dialog New");
            if (dialog != null) {
                dialog.close();
            }
        });
        xdotool("click", "1");
        waitFor("the New wizard's dialog to open and close", () -> !onScreen.isEmpty() && newWizard(d) == null);
        assertTrue(onScreen.contains("dialog New"), onScreen.toString());
        assertTrue(onScreen.stream().noneMatch(tip::contains), "the tooltip went when the dialog showed: " + onScreen + ", the tooltip " + tip);
    }

    @Test
    void aToolbarButtonsTooltipStaysAwayWhileADialogIsOpen() throws Exception {
        Rectangle b = button.getBounds();
        Set<String> tip = restOn(button.getParent(), b.x + b.width / 2, b.y + b.height / 2);
        // a dialog that a key opens, or that opens by itself, while the pointer rests on the button
        Shell dialog = openDialog();
        pump(1000);
        // the workbench sets a tool item's text again as a dialog becomes active: that must not bring the tooltip back
        button.setToolTipText("Opens a dialog, again");
        pump(1000);
        assertTrue(windowsOnScreen().stream().noneMatch(tip::contains), "no tooltip while the dialog is open");
        dialog.dispose();
        assertEquals("Opens a dialog, again", button.getToolTipText(), "the button keeps the text it was given last");
    }

    @Test
    void aControlsTooltipGoesWhenADialogShowsAndComesBackWhenItCloses() throws Exception {
        Set<String> tip = restOn(canvas, 200, 100);
        Shell dialog = openDialog();
        pump(1000);
        assertTrue(windowsOnScreen().stream().noneMatch(tip::contains), "the tooltip went when the dialog showed");
        dialog.dispose();
        assertEquals("What is under the pointer on the canvas", canvas.getToolTipText(), "its text is back once the dialog is gone");
    }

    /** The New wizard's dialog when it is open, or null. */
    private static Shell newWizard(Display d) {
        for (Shell s : d.getShells()) {
            if (s.isVisible() && "New".equals(s.getText())) {
                return s;
            }
        }
        return null;
    }

    private static List<ToolBar> toolBarsUnder(Control c) {
        List<ToolBar> out = new ArrayList<>();
        if (c instanceof ToolBar bar) {
            out.add(bar);
        }
        if (c instanceof Composite parent) {
            for (Control child : parent.getChildren()) {
                out.addAll(toolBarsUnder(child));
            }
        }
        return out;
    }

    /** Rests the pointer on {@code (x, y)} of {@code c} until GTK shows a tooltip; the windows that showed it. */
    private static Set<String> restOn(Control c, int x, int y) throws Exception {
        Set<String> before = windowsOnScreen();
        Point at = c.toDisplay(x, y);
        // GTK starts a tooltip's delay on a motion over the widget: arrive, then move by a pixel
        xdotool("mousemove", Integer.toString(at.x - 1), Integer.toString(at.y));
        pump(200);
        xdotool("mousemove", Integer.toString(at.x), Integer.toString(at.y));
        Set<String> tip = new LinkedHashSet<>();
        waitFor("a tooltip to show on " + c, () -> {
            tip.clear();
            tip.addAll(windowsOnScreen());
            tip.removeAll(before);
            return !tip.isEmpty();
        });
        return tip;
    }

    /** A dialog, as one a key or a button opens (its own event loop left out: the test's runs the events). */
    private Shell openDialog() {
        Shell dialog = new Shell(window, SWT.DIALOG_TRIM | SWT.APPLICATION_MODAL);
        dialog.setText(DIALOG);
        dialog.setBounds(700, 500, 300, 200);
        dialog.open();
        return dialog;
    }

    /** The ids of the X windows on screen now (the tooltip's among them while it shows). */
    private static Set<String> windowsOnScreen() {
        String out = xdotool("search", "--onlyvisible", "--maxdepth", "1", "--name", "");
        Set<String> ids = new LinkedHashSet<>();
        for (String id : (out == null ? "" : out).split("\n")) {
            if (!id.isBlank() && !DIALOG.equals(xdotool("getwindowname", id.trim()).trim())) {
                ids.add(id.trim());
            }
        }
        return ids;
    }

    /** What xdotool printed, or null when it cannot be run. */
    private static String xdotool(String... args) {
        String[] command = new String[args.length + 1];
        command[0] = "xdotool";
        System.arraycopy(args, 0, command, 1, args.length);
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return p.waitFor() == 0 || args[0].equals("search") ? out : null;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    private static void waitFor(String what, BooleanSupplier condition) throws InterruptedException {
        long end = System.currentTimeMillis() + 10_000;
        while (!condition.getAsBoolean()) {
            assertTrue(System.currentTimeMillis() < end, "waited 10 s for " + what);
            pump(100);
        }
    }

    private static void pump(long millis) throws InterruptedException {
        Display d = Display.getCurrent();
        long end = System.currentTimeMillis() + millis;
        while (System.currentTimeMillis() < end) {
            if (!d.readAndDispatch()) {
                Thread.sleep(10);
            }
        }
    }
}
