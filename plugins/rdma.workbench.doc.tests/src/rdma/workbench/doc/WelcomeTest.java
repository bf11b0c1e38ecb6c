package rdma.workbench.doc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.model.IDebugTarget;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.internal.cheatsheets.views.CheatSheetView;
import org.eclipse.ui.intro.IIntroManager;
import org.eclipse.ui.intro.IIntroPart;
import org.eclipse.ui.intro.config.IIntroURL;
import org.eclipse.ui.intro.config.IntroURLFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.model.SimulationTarget;

/** Help > Welcome: the product's intro opens without an error, and its ways in do what they say. */
// the help server, the cheat sheet view and the menu bar have no API for what a test must see of them
@SuppressWarnings("restriction")
class WelcomeTest {

    @AfterEach
    void cleanUp() throws Exception {
        IIntroManager intro = PlatformUI.getWorkbench().getIntroManager();
        if (intro.getIntro() != null) {
            intro.closeIntro(intro.getIntro());
        }
        for (ILaunch l : DebugPlugin.getDefault().getLaunchManager().getLaunches()) {
            if (l.canTerminate()) {
                l.terminate();
            }
            DebugPlugin.getDefault().getLaunchManager().removeLaunch(l);
        }
        DocTesting.page().closeAllEditors(false);
        DocTesting.drain();
    }

    @Test
    void welcomeOpensWithItsFourWaysInAndLogsNoError() throws Exception {
        IWorkbenchPage page = DocTesting.page();
        IWorkbenchWindow window = page.getWorkbenchWindow();
        DocTesting.forgetLogged();
        IIntroPart intro = PlatformUI.getWorkbench().getIntroManager().showIntro(window, false);
        assertNotNull(intro, "the product has a Welcome page");
        assertEquals("Welcome to RDMA Workbench", intro.getTitle());
        DocTesting.settle(3000);
        DocTesting.screenshot("welcome");
        DocTesting.assertNothingLogged();

        // Debug a verb flow > Debug RC SEND/RECV: the link's action, as a click runs it
        IIntroURL link = IntroURLFactory.createIntroURL("http://org.eclipse.ui.intro/execute?command="
                + "rdma.workbench.debug.ui.debugExample(rdma.workbench.examples.path%3Dscenarios/rc-send-recv.rdmaflow)&standby=true");
        assertNotNull(link);
        assertTrue(link.execute());
        DocTesting.waitFor("the example's debug session to stop before its first step", () -> session() != null && session().isSuspended());
        assertEquals("/rdma-examples/scenarios/rc-send-recv.rdmaflow", session().scenario().getFullPath().toString());
        assertEquals("rdma.workbench.debug.ui.perspective", page.getPerspective().getId());
        DocTesting.assertNothingLogged();
    }

    /** An example opened from the Welcome page is the active part: Run > Debug As offers RDMA Scenario for it at once. */
    @Test
    void anExampleLinkLeavesItsEditorActiveBesideTheWelcomePage() throws Exception {
        IWorkbenchPage page = DocTesting.page();
        IIntroPart intro = PlatformUI.getWorkbench().getIntroManager().showIntro(page.getWorkbenchWindow(), false);
        IIntroURL link = IntroURLFactory.createIntroURL("http://org.eclipse.ui.intro/execute?command=rdma.workbench.examples.openExample("
                + "rdma.workbench.examples.path%3Dscenarios/incast-dcqcn.rdmaflow)&standby=true");
        assertTrue(link.execute());
        DocTesting.waitFor("the example's editor to be the active part",
                () -> page.getActivePart() instanceof IEditorPart e && e.getTitle().equals("incast-dcqcn.rdmaflow"));
        DocTesting.settle(500);
        assertTrue(PlatformUI.getWorkbench().getIntroManager().isIntroStandby(intro), "the Welcome page stepped aside");
        assertTrue(page.getActivePart() instanceof IEditorPart, "still the editor, after the Welcome page went to standby: " + page.getActivePart());
    }

    @Test
    void aLessonLinkPutsTheWelcomePageAsideAndShowsTheLessonInFront() throws Exception {
        IWorkbenchPage page = DocTesting.page();
        IIntroPart intro = PlatformUI.getWorkbench().getIntroManager().showIntro(page.getWorkbenchWindow(), false);
        DocTesting.forgetLogged();
        IIntroURL link = IntroURLFactory.createIntroURL("http://org.eclipse.ui.intro/runAction?pluginId=rdma.workbench.doc"
                + "&class=rdma.workbench.doc.OpenLessonAction&lesson=rdma.workbench.doc.lesson.rnrRetry");
        assertTrue(link.execute());
        DocTesting.waitFor("the lesson in the Cheat Sheets view", () -> page.findView("org.eclipse.ui.cheatsheets.views.CheatSheetView") != null);
        assertTrue(PlatformUI.getWorkbench().getIntroManager().isIntroStandby(intro), "the Welcome page stepped aside");
        var sheets = (CheatSheetView) page.findView("org.eclipse.ui.cheatsheets.views.CheatSheetView");
        assertEquals("rdma.workbench.doc.lesson.rnrRetry", sheets.getCheatSheetViewer().getCheatSheetID());
        assertTrue(page.isPartVisible(sheets), "the lesson is in front of the Welcome page, not behind it");
        DocTesting.screenshot("lesson-from-welcome");
        page.hideView(sheets);
        DocTesting.settle(1000);
        DocTesting.screenshot("welcome-aside");
        DocTesting.assertNothingLogged();
    }

    static SimulationTarget session() {
        for (ILaunch l : DebugPlugin.getDefault().getLaunchManager().getLaunches()) {
            for (IDebugTarget t : l.getDebugTargets()) {
                if (t instanceof SimulationTarget s) {
                    return s;
                }
            }
        }
        return null;
    }
}
