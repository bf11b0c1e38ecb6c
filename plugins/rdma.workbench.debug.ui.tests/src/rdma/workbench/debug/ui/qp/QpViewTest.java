package rdma.workbench.debug.ui.qp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rdma.workbench.debug.ui.UiTesting.drain;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IViewReference;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.record.RunRecord;
import rdma.workbench.debug.ui.Controls;
import rdma.workbench.debug.ui.ExampleRuns;
import rdma.workbench.debug.ui.NakSession;
import rdma.workbench.debug.ui.Screenshots;
import rdma.workbench.debug.ui.UiTesting;
import rdma.workbench.engine.verbs.QpState;

/**
 * The QP view as a user meets it, under Xvfb: following the QP of the frame chosen in the ladder
 * of a debug session, and, for the QPs of remote-access-error, the state lit, the summary, the
 * transport's facts and the transitions taken; a run with no QP and one with no snapshot.
 */
class QpViewTest {

    private IWorkbenchPage page;
    private QpView qp;

    @BeforeEach
    void setUp() throws Exception {
        UiTesting.examples();
        page = UiTesting.page(true);
        qp = (QpView) page.showView(QpView.ID);
    }

    /** The view may have been shown a record of its own: closed, so that the next test's follows its debug session again. */
    @AfterEach
    void cleanUp() throws Exception {
        IViewReference v = page.findViewReference(QpView.ID);
        if (v != null) {
            page.hideView(v);
        }
        UiTesting.cleanUp(page);
    }

    /** The view's controls, in the order it makes them: "QP:", the choice of QP, the summary, then the diagram and the facts. */
    private Control[] controls() {
        return Controls.find(page.getWorkbenchWindow().getShell(), Label.class, l -> l.getText().equals("QP:")).getParent().getChildren();
    }

    private Combo choice() {
        return (Combo) controls()[1];
    }

    private String summary() {
        return ((Label) controls()[2]).getText();
    }

    /** The facts as shown: "name = value" per row, the rows of each expanded row below it, indented. */
    private List<String> facts() {
        List<String> out = new ArrayList<>();
        for (TreeItem i : Controls.find(controls()[3], Tree.class, t -> true).getItems()) {
            rows(i, "", out);
        }
        return out;
    }

    private static void rows(TreeItem item, String indent, List<String> out) {
        out.add(indent + item.getText(0) + " = " + item.getText(1));
        if (item.getExpanded()) {
            for (TreeItem c : item.getItems()) {
                rows(c, indent + "  ", out);
            }
        }
    }

    private void choose(String label) {
        Combo c = choice();
        c.select(List.of(c.getItems()).indexOf(label));
        c.notifyListeners(SWT.Selection, new Event());
        drain();
    }

    @Test
    void theViewFollowsTheQpOfTheFrameChosenInTheLadder() throws Exception {
        NakSession session = NakSession.start(page);
        RunRecord r = session.record();
        session.select(r.frame(4));
        assertEquals("host1 QP 0x000011 (erdma_0)", qp.shown().label(), "the sender of the WRITE's last packet");
        session.select(r.frame(5));
        assertEquals("host2 QP 0x000011 (erdma_0)", qp.shown().label(), "the NAK's sender");
        assertEquals(QpState.RTS, qp.litState());
        assertEquals("host2 QP 0x000011 (erdma_0)", choice().getText());
        assertEquals("host2 QP 0x000011 (erdma_0): RC RTS, requester IDLE, completer IDLE, responder IN_WRITE", summary(),
                "the responder is in the middle of the WRITE whose PSN 1 it still waits for");
        assertEquals(List.of("transitions taken = 3 transitions", "  1. = RESET \u2192 INIT at 0.400 \u00b5s", "  2. = INIT \u2192 RTR at 0.500 \u00b5s",
                "  3. = RTR \u2192 RTS at 0.600 \u00b5s"), facts().subList(facts().size() - 4, facts().size()));
        page.activate(qp);
        Screenshots.take("qp-view");
    }

    @Test
    void theQpsOfRemoteAccessErrorEndInErrWithTheTransitionThatPutThemThere() throws Exception {
        qp.show(ExampleRuns.toEnd("remote-access-error"));
        drain();
        assertEquals(List.of("host1 QP 0x000011 (erdma_0)", "host2 QP 0x000011 (erdma_0)"), List.of(choice().getItems()));
        assertEquals("host1 QP 0x000011 (erdma_0)", choice().getText(), "the first QP of the run");
        assertEquals(QpState.ERR, qp.litState());
        assertEquals("host1 QP 0x000011 (erdma_0): RC ERR, requester ERROR, completer ERROR, responder ERROR", summary());
        List<String> facts = facts();
        assertEquals(List.of("QP 0x000011 = RC QP 0x000011, ERR, SQ PSN 0x000002 (2), RQ PSN 0x000000 (0)", "  type = RC", "  qp_num = 0x000011",
                "  state = ERR", "  requester = ERROR (stopped (QP in ERR))", "  completer = ERROR (stopped (QP in ERR))",
                "  responder = ERROR (stopped (QP in ERR))"), facts.subList(0, 7));
        assertEquals(List.of("CQ 2 = 0 completions waiting", "  cqe (capacity) = 16", "  overflowed = false", "transitions taken = 4 transitions",
                "  1. = RESET \u2192 INIT at 0.400 \u00b5s", "  2. = INIT \u2192 RTR at 0.500 \u00b5s", "  3. = RTR \u2192 RTS at 0.600 \u00b5s",
                "  4. = RTS \u2192 ERR at 1.863 \u00b5s (REM_ACCESS_ERR: the responder refused access to its memory)"), facts.subList(facts.size() - 8, facts.size()),
                "the requester's CQ got its error completion; its QP went to ERR with it");

        choose("host2 QP 0x000011 (erdma_0)");
        assertEquals(QpState.ERR, qp.litState());
        facts = facts();
        // the snapshot's flags are a set whose order differs from one JVM to the next: compared as a set
        assertTrue(facts.get(23).startsWith("  access = ["), facts.get(23));
        assertEquals(Set.of("REMOTE_READ", "REMOTE_WRITE"), Set.of(facts.get(23).replaceAll(".*\\[|\\]", "").split(", ")),
                "the responder's QP allows remote reads and writes");
        assertEquals("  4. = RTS \u2192 ERR at 1.335 \u00b5s (responder: NAK remote access error (the memory region of rkey 0x125 was not registered with "
                + "REMOTE_WRITE))", facts.get(facts.size() - 1), "the MR lacked REMOTE_WRITE, not the QP");
        assertEquals("transitions taken = 4 transitions", facts.get(facts.size() - 5), "the responder completed nothing: no CQ row");
    }

    @Test
    void aRunWithoutQpsSaysSoAndOneWithoutSnapshotsShowsTheStateItsTransitionsReached() throws Exception {
        qp.show(RunRecord.of("empty", List.of("h1"), List.of(), List.of(), -1, null, Map.of()));
        drain();
        assertEquals("The run has no QP yet.", summary());
        assertEquals(0, choice().getItemCount());
        assertNull(qp.litState());
        assertEquals(List.of(), facts());

        // a saved run or a capture: the events, but no snapshot of the transport
        RunRecord run = ExampleRuns.toEnd("qp-error-flush");
        qp.show(RunRecord.of("saved", run.hosts(), run.switches(), run.events(), -1, null, run.hostOfAddress()));
        drain();
        choose("host2 QP 0x000011 (erdma_0)");
        assertEquals(QpState.ERR, qp.litState());
        assertEquals("host2 QP 0x000011 (erdma_0): ERR (no snapshot of its transport here: a saved run or a capture)", summary());
        assertEquals(List.of("transitions taken = 4 transitions", "  1. = RESET \u2192 INIT at 0.400 \u00b5s", "  2. = INIT \u2192 RTR at 0.500 \u00b5s",
                "  3. = RTR \u2192 RTS at 0.600 \u00b5s", "  4. = RTS \u2192 ERR at 1.000 \u00b5s"), facts());
    }
}
