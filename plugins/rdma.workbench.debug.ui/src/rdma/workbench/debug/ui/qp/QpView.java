package rdma.workbench.debug.ui.qp;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.viewers.TreeViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;

import rdma.workbench.debug.model.Node;
import rdma.workbench.debug.model.ObjectTree;
import rdma.workbench.debug.record.QpRef;
import rdma.workbench.debug.record.RunRecord;
import rdma.workbench.debug.ui.run.RunPoint;
import rdma.workbench.debug.ui.run.RunViewPart;
import rdma.workbench.engine.stepping.CqSnapshot;
import rdma.workbench.engine.stepping.DeviceSnapshot;
import rdma.workbench.engine.stepping.QpSnapshot;
import rdma.workbench.engine.trace.CompletionQueued;
import rdma.workbench.engine.trace.QpStateChanged;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.verbs.QpState;
import rdma.workbench.ui.HelpContexts;

/**
 * QP view: one QP of the run — its state machine with the current state lit and the transitions
 * it took, numbered; below, its requester, completer and responder states, PSN window, retry
 * counters, timers, outstanding WQEs, and the completions waiting in the CQs it completes to.
 * It follows the QP of the frame or event selected in the other packet views.
 */
public final class QpView extends RunViewPart {

    public static final String ID = "rdma.workbench.debug.ui.qpView";

    private Combo choice;
    private Label summary;
    private QpStateCanvas diagram;
    private TreeViewer facts;
    private RunRecord record;
    private List<QpRef> qps = List.of();
    private QpRef shown;

    @Override
    protected String helpContext() {
        return HelpContexts.QP_VIEW;
    }

    @Override
    protected void createContent(Composite parent) {
        Composite c = new Composite(parent, SWT.NONE);
        c.setLayout(new GridLayout(2, false));
        new Label(c, SWT.NONE).setText("QP:");
        choice = new Combo(c, SWT.READ_ONLY | SWT.DROP_DOWN);
        choice.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        choice.addListener(SWT.Selection, e -> {
            int i = choice.getSelectionIndex();
            if (i >= 0 && i < qps.size()) {
                showQp(qps.get(i));
            }
        });
        summary = new Label(c, SWT.WRAP);
        summary.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
        SashForm sash = new SashForm(c, SWT.VERTICAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1));
        diagram = new QpStateCanvas(sash);
        facts = new TreeViewer(sash, SWT.BORDER | SWT.FULL_SELECTION);
        facts.getTree().setHeaderVisible(true);
        facts.getTree().setLinesVisible(true);
        facts.setContentProvider(new ITreeContentProvider() {
            @Override
            public Object[] getElements(Object input) {
                return ((List<?>) input).toArray();
            }

            @Override
            public Object[] getChildren(Object o) {
                return ((Node) o).children().toArray();
            }

            @Override
            public Object getParent(Object o) {
                return null;
            }

            @Override
            public boolean hasChildren(Object o) {
                return !((Node) o).children().isEmpty();
            }
        });
        TreeViewerColumn name = new TreeViewerColumn(facts, SWT.LEFT);
        name.getColumn().setText("Name");
        name.getColumn().setWidth(220);
        name.setLabelProvider(ColumnLabelProvider.createTextProvider(o -> ((Node) o).name()));
        TreeViewerColumn value = new TreeViewerColumn(facts, SWT.LEFT);
        value.getColumn().setText("Value");
        value.getColumn().setWidth(480);
        value.setLabelProvider(ColumnLabelProvider.createTextProvider(o -> ((Node) o).value()));
        sash.setWeights(52, 48);
    }

    @Override
    protected void show(RunRecord r) {
        record = r;
        qps = r.queuePairs();
        choice.removeAll();
        for (QpRef q : qps) {
            choice.add(q.label());
        }
        QpRef keep = shown != null && qps.contains(shown) ? shown : qps.isEmpty() ? null : qps.get(0);
        showQp(keep);
    }

    @Override
    protected void follow(RunPoint point) {
        if (point.record() != record || point.event() == null) {
            return;
        }
        QpRef q = record.qpOf(point.event());
        if (q != null && !q.equals(shown)) {
            showQp(q);
        }
    }

    private void showQp(QpRef q) {
        shown = q;
        if (q == null) {
            choice.deselectAll();
            summary.setText(record == null || record.queuePairs().isEmpty() ? "The run has no QP yet." : "");
            diagram.show(null, List.of());
            facts.setInput(List.of());
            return;
        }
        choice.select(qps.indexOf(q));
        List<QpStateChanged> transitions = record.transitions(q);
        QpSnapshot snap = snapshotOf(q);
        QpState state = snap != null ? snap.state() : transitions.isEmpty() ? QpState.RESET : transitions.get(transitions.size() - 1).to();
        diagram.show(state, transitions);
        summary.setText(snap == null ? q.label() + ": " + state + " (no snapshot of its transport here: a saved run or a capture)"
                : String.format(Locale.ROOT, "%s: %s %s, requester %s, completer %s, responder %s", q.label(), snap.type(), state,
                        snap.requester().name(), snap.completer().name(), snap.responder().name()));
        summary.getParent().layout(true, true);
        List<Node> rows = new ArrayList<>();
        if (snap != null) {
            rows.add(ObjectTree.ofQp("QP " + String.format(Locale.ROOT, "0x%06x", q.qpn()), snap));
            for (CqSnapshot cq : cqsOf(q)) {
                rows.add(ObjectTree.ofCq("CQ " + cq.handle(), cq));
            }
        }
        List<Node> steps = new ArrayList<>();
        for (int i = 0; i < transitions.size(); i++) {
            QpStateChanged c = transitions.get(i);
            steps.add(new Node("transitions/" + i, (i + 1) + ".", "transition", String.format(Locale.ROOT, "%s \u2192 %s at %.3f \u00b5s%s", c.from(),
                    c.to(), c.time() / 1000.0, c.reason() == null || c.reason().isBlank() ? "" : " (" + c.reason() + ")"), List.of(), null));
        }
        rows.add(new Node("transitions", "transitions taken", "", transitions.size() + (transitions.size() == 1 ? " transition" : " transitions"),
                steps, null));
        facts.setInput(rows);
        facts.expandToLevel(2);
    }

    private QpSnapshot snapshotOf(QpRef q) {
        if (record.snapshot() == null) {
            return null;
        }
        for (QpSnapshot s : record.snapshot().queuePairs()) {
            if (s.host().equals(q.node()) && s.device().equals(q.device()) && s.qpn() == q.qpn()) {
                return s;
            }
        }
        return null;
    }

    /** The CQs this QP completed to so far (those its completions went to), as the snapshot has them. */
    private List<CqSnapshot> cqsOf(QpRef q) {
        Set<Integer> handles = new HashSet<>();
        for (TraceEvent e : record.events()) {
            if (e instanceof CompletionQueued c && c.qpn() == q.qpn() && c.node().equals(q.node()) && c.device().equals(q.device())) {
                handles.add(c.cq());
            }
        }
        List<CqSnapshot> out = new ArrayList<>();
        for (DeviceSnapshot d : record.snapshot().devices()) {
            if (d.host().equals(q.node()) && d.device().equals(q.device())) {
                for (CqSnapshot cq : d.cqs()) {
                    if (handles.contains(cq.handle())) {
                        out.add(cq);
                    }
                }
            }
        }
        return out;
    }

    @Override
    public void setFocus() {
        choice.setFocus();
    }

    /** For tests: the QP shown and the state lit. */
    QpRef shown() {
        return shown;
    }

    QpState litState() {
        return diagram.current();
    }
}
