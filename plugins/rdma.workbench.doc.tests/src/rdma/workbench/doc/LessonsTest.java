package rdma.workbench.doc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.text.Collator;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;

import javax.xml.parsers.DocumentBuilderFactory;

import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.Platform;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.core.model.IDebugElement;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.cheatsheets.OpenCheatSheetAction;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.forms.widgets.ImageHyperlink;
import org.eclipse.ui.internal.cheatsheets.views.CheatSheetView;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import rdma.workbench.debug.model.ProgramThread;
import rdma.workbench.debug.model.SimulationTarget;
import rdma.workbench.debug.model.StepFrame;
import rdma.workbench.debug.ui.launch.ScenarioLaunchShortcut;
import rdma.workbench.examples.Examples;

/**
 * Each lesson (cheat sheet) of the doc bundle opens, and its first performable step does what its command says when
 * the learner clicks "Click to perform": the example opens, the debugger stops before the first step, the wizard or
 * the view appears.
 */
// the help server, the cheat sheet view and the menu bar have no API for what a test must see of them
@SuppressWarnings("restriction")
class LessonsTest {

    private static final String CHEAT_SHEET_VIEW = "org.eclipse.ui.cheatsheets.views.CheatSheetView";

    @AfterEach
    void cleanUp() throws Exception {
        for (ILaunch l : DebugPlugin.getDefault().getLaunchManager().getLaunches()) {
            if (l.canTerminate()) {
                l.terminate();
            }
            DebugPlugin.getDefault().getLaunchManager().removeLaunch(l);
        }
        IWorkbenchPage page = DocTesting.page();
        page.closeAllEditors(false);
        if (page.findView(CHEAT_SHEET_VIEW) != null) {
            page.hideView(page.findView(CHEAT_SHEET_VIEW));
        }
        DocTesting.drain();
    }

    @Test
    void everyLessonOpensAndItsFirstStepWorks() throws Exception {
        List<IConfigurationElement> lessons = lessons();
        assertTrue(lessons.size() >= 6, "at least six lessons: " + lessons.size());
        for (IConfigurationElement lesson : lessons) {
            String id = lesson.getAttribute("id");
            String command = firstCommand(lesson);
            DocTesting.forgetLogged();
            IWorkbenchPage page = DocTesting.page();
            new OpenCheatSheetAction(id).run();
            CheatSheetView view = (CheatSheetView) page.findView(CHEAT_SHEET_VIEW);
            assertNotNull(view, id + " opens in the Cheat Sheets view");
            assertEquals(id, view.getCheatSheetViewer().getCheatSheetID());
            Control sheet = view.getCheatSheetViewer().getControl();

            begin(sheet, id);
            ParameterizedCommand expected = PlatformUI.getWorkbench().getService(ICommandService.class).deserialize(command);
            // a step may open a modal wizard: click from the event loop, so this test can look at it and close it
            assertNotNull(link(sheet, "Click to perform"), id + " shows 'Click to perform' on its first step");
            Display.getCurrent().asyncExec(() -> click(sheet, "Click to perform", id));
            awaitEffectOf(expected, id + " > " + command);
            if (id.endsWith("firstRcSendRecv")) {
                DocTesting.screenshot("lesson-beside-debugger");
            }
            DocTesting.assertNothingLogged();
            cleanUp();
        }
    }

    @Test
    void theRnrLessonsResumeRunsTheSessionTheLessonStartedNotAnOlderOne() throws Exception {
        IWorkbenchPage page = DocTesting.page();
        // in the RDMA Debug perspective already (else the platform asks whether to switch when the older session suspends)
        PlatformUI.getWorkbench().showPerspective("rdma.workbench.debug.ui.perspective", page.getWorkbenchWindow());
        // an older session, run to its end and left selected in the Debug view, as a learner leaves one
        ScenarioLaunchShortcut.launch(
                Examples.inWorkspace("scenarios/rc-send-recv.rdmaflow", null), ILaunchManager.DEBUG_MODE);
        DocTesting.waitFor("the older session to stop at its start", () -> sessionOf("rc-send-recv") != null && sessionOf("rc-send-recv").isSuspended());
        sessionOf("rc-send-recv").resume();
        DocTesting.waitFor("the older session to be over", () -> sessionOf("rc-send-recv").isOver());

        new OpenCheatSheetAction("rdma.workbench.doc.lesson.rnrRetry").run();
        Control sheet = ((CheatSheetView) page.findView(CHEAT_SHEET_VIEW)).getCheatSheetViewer().getControl();
        begin(sheet, "rnrRetry");
        click(sheet, "Click to perform", "rnrRetry: start rnr-retry-exhausted");
        DocTesting.waitFor("the lesson's session to stop at its start",
                () -> sessionOf("rnr-retry-exhausted") != null && sessionOf("rnr-retry-exhausted").isSuspended());
        DocTesting.drain();
        click(sheet, "Click to perform", "rnrRetry: open the Packet Ladder");
        DocTesting.drain();
        click(sheet, "Click to perform", "rnrRetry: Resume");
        DocTesting.waitFor("the lesson's session to run to its end", () -> sessionOf("rnr-retry-exhausted").isOver());
        DocTesting.assertNothingLogged();
    }

    /** Help > Cheat Sheets lists lessons by name: numbered, they come in the order they build on each other (plugin.xml's, the Welcome's). */
    @Test
    void theCheatSheetsDialogListsTheLessonsInTeachingOrder() {
        List<String> names = lessons().stream().map(e -> e.getAttribute("name")).toList();
        assertEquals(IntStream.rangeClosed(1, names.size()).mapToObj(i -> i + ". ").toList(),
                names.stream().map(n -> n.substring(0, n.indexOf(' ') + 1)).toList(), names.toString());
        assertEquals("1. Your first fabric", names.get(0));
        assertEquals(names.stream().sorted(Collator.getInstance()).toList(), names, "by name is in order");
    }

    /**
     * The first debugger lesson counts the server's steps up to its posted receive; the count must
     * be the one a learner meets: that many step-overs of the server leave it at step ready, its
     * receive posted.
     */
    @Test
    void theFirstDebuggerLessonCountsTheStepsToTheReceiveAsTheyAre() throws Exception {
        String said;
        try (InputStream in = Platform.getBundle("rdma.workbench.doc").getEntry("cheatsheets/first-rc-send-recv.xml").openStream()) {
            said = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(in).getElementsByTagName("item").item(1).getTextContent();
        }
        Matcher m = Pattern.compile("(\\w+) steps in all").matcher(said);
        assertTrue(m.find(), said);
        int steps = List.of("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten").indexOf(m.group(1)) + 1;
        assertTrue(steps > 0, m.group(0));
        assertTrue(said.contains("the server stands at step ready (Sync)"), said);

        ScenarioLaunchShortcut.launch(
                Examples.inWorkspace("scenarios/rc-send-recv.rdmaflow", null), ILaunchManager.DEBUG_MODE);
        DocTesting.waitFor("the session to stop at its start", () -> sessionOf("rc-send-recv") != null && sessionOf("rc-send-recv").isSuspended());
        SimulationTarget session = sessionOf("rc-send-recv");
        ProgramThread server = session.thread("server");
        for (int i = 0; i < steps; i++) {
            server.stepOver();
            DocTesting.waitFor("step-over " + (i + 1) + " to end", session::isSuspended);
        }
        assertEquals("//@programs[name='server']/@steps[name='ready']", ((StepFrame) server.getTopStackFrame()).stepId(),
                "after " + steps + " step-overs the server has posted its receive and waits to begin the Sync");
        DocTesting.assertNothingLogged();
    }

    /** The debug session of the example scenario {@code name}, or null. */
    private static SimulationTarget sessionOf(String name) {
        for (ILaunch l : DebugPlugin.getDefault().getLaunchManager().getLaunches()) {
            if (l.getDebugTarget() instanceof SimulationTarget t && t.scenario().getName().equals(name + ".rdmaflow")) {
                return t;
            }
        }
        return null;
    }

    /** The lessons this bundle registers, in plugin.xml order. */
    static List<IConfigurationElement> lessons() {
        List<IConfigurationElement> result = new ArrayList<>();
        for (IConfigurationElement e : Platform.getExtensionRegistry().getConfigurationElementsFor("org.eclipse.ui.cheatsheets.cheatSheetContent")) {
            if ("cheatsheet".equals(e.getName()) && "rdma.workbench.doc".equals(e.getContributor().getName())) {
                result.add(e);
            }
        }
        return result;
    }

    /** The serialization of the command of the lesson's first item: the item must have one. */
    private static String firstCommand(IConfigurationElement lesson) throws Exception {
        String file = lesson.getAttribute("contentFile");
        try (InputStream in = Platform.getBundle("rdma.workbench.doc").getEntry(file).openStream()) {
            NodeList items = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(in).getElementsByTagName("item");
            assertTrue(items.getLength() > 0, file + " has items");
            NodeList commands = ((Element) items.item(0)).getElementsByTagName("command");
            assertEquals(1, commands.getLength(), file + ": the first item performs its step with a command");
            return ((Element) commands.item(0)).getAttribute("serialization");
        }
    }

    /** Begins a lesson; one the learner (or another test) began before remembers where it was left: it is begun anew. */
    private static void begin(Control sheet, String lesson) {
        click(sheet, link(sheet, "Click to Begin") != null ? "Click to Begin" : "Click to Restart", lesson);
    }

    /** Activates the cheat sheet's hyperlink whose tooltip is {@code tip}, as a click does. */
    private static void click(Control sheet, String tip, String lesson) {
        ImageHyperlink link = link(sheet, tip);
        assertNotNull(link, lesson + " shows '" + tip + "'");
        Event enter = new Event();
        enter.character = '\r';
        enter.keyCode = SWT.CR;
        link.notifyListeners(SWT.KeyDown, enter);
    }

    private static ImageHyperlink link(Control c, String tip) {
        if (c instanceof ImageHyperlink h && !h.isDisposed() && h.isVisible() && tip.equals(h.getToolTipText())) {
            return h;
        }
        if (c instanceof Composite comp) {
            for (Control k : comp.getChildren()) {
                ImageHyperlink h = link(k, tip);
                if (h != null) {
                    return h;
                }
            }
        }
        return null;
    }

    /** Waits for what a lesson's command visibly does (each lesson starts with no editor, launch or wizard open). */
    private static void awaitEffectOf(ParameterizedCommand command, String what) {
        IWorkbenchPage page = DocTesting.page();
        String id = command.getId();
        String example = (String) command.getParameterMap().get("rdma.workbench.examples.path");
        switch (id) {
        case "rdma.workbench.examples.openExample" -> DocTesting.waitFor(what + ": the example in an editor", () -> {
            IEditorPart e = page.getActiveEditor();
            IFile f = e == null ? null : e.getEditorInput().getAdapter(IFile.class);
            return f != null && f.getFullPath().toString().equals("/rdma-examples/" + example);
        });
        case "rdma.workbench.debug.ui.debugExample" -> DocTesting.waitFor(what + ": the debugger stopped before the first step, its session selected",
                () -> WelcomeTest.session() != null && WelcomeTest.session().isSuspended()
                        && WelcomeTest.session().scenario().getFullPath().toString().equals("/rdma-examples/" + example)
                        && DebugUITools.getDebugContext() instanceof IDebugElement e
                        && e.getDebugTarget() == WelcomeTest.session());
        case "rdma.workbench.debug.ui.startChallenge" -> DocTesting.waitFor(what + ": a challenge session on the example",
                () -> WelcomeTest.session() != null && WelcomeTest.session().scenario().getFullPath().toString().equals("/rdma-examples/" + example));
        case "org.eclipse.ui.newWizard" -> {
            Shell[] wizard = new Shell[1];
            DocTesting.waitFor(what + ": the wizard", () -> {
                for (Shell s : Display.getCurrent().getShells()) {
                    if (s.isVisible() && s.getText().startsWith("New")) {
                        wizard[0] = s;
                        return true;
                    }
                }
                return false;
            });
            wizard[0].close();
        }
        case "org.eclipse.ui.views.showView" -> DocTesting.waitFor(what + ": the view",
                () -> page.findView((String) command.getParameterMap().get("org.eclipse.ui.views.showView.viewId")) != null);
        case "org.eclipse.ui.perspectives.showPerspective" -> DocTesting.waitFor(what + ": the perspective", () -> page.getPerspective().getId()
                .equals(command.getParameterMap().get("org.eclipse.ui.perspectives.showPerspective.perspectiveId")));
        default -> throw new AssertionError(what + ": the test does not know what this command does; teach it");
        }
    }
}
