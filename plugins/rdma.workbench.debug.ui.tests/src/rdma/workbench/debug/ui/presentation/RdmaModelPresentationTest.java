package rdma.workbench.debug.ui.presentation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static rdma.workbench.debug.ui.UiTesting.session;
import static rdma.workbench.debug.ui.UiTesting.waitFor;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.core.model.IValue;
import org.eclipse.debug.core.model.IVariable;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.swt.graphics.Image;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.part.FileEditorInput;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.breakpoints.EventBreakpoint;
import rdma.workbench.debug.breakpoints.EventKind;
import rdma.workbench.debug.breakpoints.StepBreakpoint;
import rdma.workbench.debug.model.ProgramThread;
import rdma.workbench.debug.model.SimulationTarget;
import rdma.workbench.debug.model.StepFrame;
import rdma.workbench.debug.ui.UiTesting;
import rdma.workbench.debug.ui.launch.ScenarioLaunchShortcut;
import rdma.workbench.engine.verbs.QpState;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.Syndrome;
import rdma.workbench.ui.editors.ScenarioEditor;

/** How RDMA breakpoints and threads read in the Breakpoints and Debug views, and how the scenario editor shows a suspended program's step. */
class RdmaModelPresentationTest {

    private static final String SEND = "//@programs[name='client']/@steps[name='send']";

    private final RdmaModelPresentation presentation = new RdmaModelPresentation();
    private IWorkbenchPage page;
    private IFile file;

    @BeforeEach
    void setUp() throws Exception {
        page = UiTesting.page(true);
        file = UiTesting.examples().getFile("scenarios/rc-send-recv.rdmaflow");
    }

    @AfterEach
    void cleanUp() throws Exception {
        presentation.dispose();
        UiTesting.cleanUp(page);
    }

    @Test
    void breakpointsReadAsWhatTheyWaitForWithTheirHitCount() throws Exception {
        StepBreakpoint step = StepBreakpoint.create(file, SEND, "client: send");
        assertEquals("client: send [step]", presentation.getText(step));
        step.setHitCount(3);
        assertEquals("client: send [step] [hit count: 3]", presentation.getText(step));

        List<String> events = new ArrayList<>();
        for (EventBreakpoint.Spec spec : List.of(new EventBreakpoint.Spec(EventKind.NAK, null, Syndrome.NAK_PSN_SEQUENCE_ERROR, null, null, "host2", 17),
                EventBreakpoint.Spec.of(EventKind.NAK), new EventBreakpoint.Spec(EventKind.PACKET, Opcode.RC_SEND_ONLY, -1, null, null, null, -1),
                new EventBreakpoint.Spec(EventKind.QP_STATE, null, -1, QpState.ERR, null, null, 0x11), EventBreakpoint.Spec.of(EventKind.TIMER),
                EventBreakpoint.Spec.of(EventKind.DROP))) {
            events.add(presentation.getText(EventBreakpoint.create(spec, spec.kind() == EventKind.DROP ? 2 : 0)));
        }
        assertEquals(List.of("on NAK PSN sequence error on host2, QP 0x000011 [event]", "on any NAK but RNR NAKs [event]", "on packet RC_SEND_ONLY [event]",
                "on QP enters ERR QP 0x000011 [event]", "on any timer fires [event]", "on dropped frame [event] [hit count: 2]"), events);
        assertNull(presentation.getText("not a debug element"), "the platform's label for anything else");
    }

    @Test
    void anEventBreakpointHasItsOwnIconAStepBreakpointThePlatforms() throws Exception {
        EventBreakpoint event = EventBreakpoint.create(EventBreakpoint.Spec.of(EventKind.DROP), 0);
        Image icon = presentation.getImage(event);
        assertNotNull(icon);
        assertEquals(16, icon.getBounds().width);
        assertSame(icon, presentation.getImage(event), "made once");
        assertNull(presentation.getImage(StepBreakpoint.create(file, SEND, "client: send")));
    }

    @Test
    void aBreakpointOpensItsScenarioInTheScenarioEditor() throws Exception {
        StepBreakpoint step = StepBreakpoint.create(file, SEND, "client: send");
        assertEquals(new FileEditorInput(file), presentation.getEditorInput(step));
        assertEquals(new FileEditorInput(file), presentation.getEditorInput(file));
        assertNull(presentation.getEditorInput(EventBreakpoint.create(EventBreakpoint.Spec.of(EventKind.NAK), 0)), "an event breakpoint is no file's");
        assertEquals(ScenarioEditor.ID, presentation.getEditorId(new FileEditorInput(file), step));
    }

    @Test
    void aSuspendedThreadSaysWhyItsStepIsMarkedInTheEditorAndAValuesDetailIsItsText() throws Exception {
        StepBreakpoint.create(file, SEND, "client: send");
        ScenarioLaunchShortcut.launch(file, ILaunchManager.DEBUG_MODE);
        waitFor("the session to stop before the first step", () -> session() != null && session().isSuspended());
        SimulationTarget target = session();
        ProgramThread client = target.thread("client");
        assertEquals("client on host1 \u2014 at step pd (AllocPd)  (Suspended: At the start: no step has run yet)", presentation.getText(client));
        target.resume();
        waitFor("the step breakpoint on client: send", () -> target.isSuspended() && String.valueOf(target.stopReason()).startsWith("step breakpoint"));

        StepFrame frame = assertInstanceOf(StepFrame.class, client.getTopStackFrame());
        assertEquals(SEND, frame.stepId());
        ScenarioEditor editor = (ScenarioEditor) page.openEditor(new FileEditorInput(file), ScenarioEditor.ID);
        assertEquals(true, presentation.addAnnotations(editor, frame));
        Object current = editor.getLabels().current();
        assertNotNull(current, "the step is marked as the current one");
        assertEquals(SEND, editor.getRoot().eResource().getURIFragment((EObject) current));
        assertEquals(SEND, editor.selectedFragment(), "and selected");
        presentation.removeAnnotations(editor, client);
        assertNull(editor.getLabels().current());

        IValue qp = null;
        for (IVariable v : frame.getVariables()) {
            if (v.getName().equals("qp")) {
                qp = v.getValue();
            }
        }
        assertNotNull(qp, "the client's QP among its variables");
        String[] detail = new String[1];
        presentation.computeDetail(qp, (v, text) -> detail[0] = text);
        assertEquals("RC QP 0x000011, RTS, SQ PSN 0x000000 (0), RQ PSN 0x000000 (0)", detail[0], "the Variables view's detail pane shows the value");
    }
}
