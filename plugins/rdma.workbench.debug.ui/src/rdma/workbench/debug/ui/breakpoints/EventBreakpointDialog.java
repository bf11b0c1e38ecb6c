package rdma.workbench.debug.ui.breakpoints;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;

import rdma.workbench.debug.breakpoints.EventBreakpoint;
import rdma.workbench.debug.breakpoints.EventKind;
import rdma.workbench.engine.trace.TimerKind;
import rdma.workbench.engine.verbs.QpState;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.Syndrome;

/**
 * Asks what an event breakpoint waits for: the kind, then what the kind needs (an opcode, a NAK
 * syndrome, a QP state, a timer), optionally a host and a QP, and a hit count. Fields that do
 * not apply to the kind are disabled.
 */
public final class EventBreakpointDialog extends TitleAreaDialog {

    private static final String ANY = "(any)";
    private static final int[] NAK_SYNDROMES = {Syndrome.NAK_PSN_SEQUENCE_ERROR, Syndrome.NAK_INVALID_REQUEST, Syndrome.NAK_REMOTE_ACCESS_ERROR,
            Syndrome.NAK_REMOTE_OPERATIONAL_ERROR, Syndrome.NAK_INVALID_RD_REQUEST};

    private Combo kind;
    private Combo opcode;
    private Combo syndrome;
    private Combo state;
    private Combo timer;
    private Text host;
    private Text qpn;
    private Spinner hitCount;
    private EventBreakpoint.Spec spec;
    private int hits;

    public EventBreakpointDialog(Shell shell) {
        super(shell);
    }

    /** What the user chose; null until OK. */
    public EventBreakpoint.Spec spec() {
        return spec;
    }

    public int hitCount() {
        return hits;
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("Add Event Breakpoint");
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        setTitle("Suspend when something happens on the wire or in a QP");
        setMessage("The run suspends after the event, with the thread of the host where it happened selected.");
        Composite area = (Composite) super.createDialogArea(parent);
        Composite c = new Composite(area, SWT.NONE);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(c);
        GridLayoutFactory.swtDefaults().numColumns(2).margins(10, 10).applyTo(c);

        kind = combo(c, "&When:", texts(EventKind.values()));
        kind.select(EventKind.NAK.ordinal());
        List<String> opcodes = new ArrayList<>();
        opcodes.add(ANY);
        for (Opcode o : Opcode.values()) {
            opcodes.add(o.name());
        }
        opcode = combo(c, "&Opcode:", opcodes.toArray(new String[0]));
        List<String> syndromes = new ArrayList<>();
        syndromes.add("(any) but RNR NAKs");
        syndromes.add("(any), RNR NAKs included (IBTA counts them as NAKs)");
        for (int s : NAK_SYNDROMES) {
            syndromes.add(Syndrome.describe(s));
        }
        syndrome = combo(c, "&Syndrome:", syndromes.toArray(new String[0]));
        state = combo(c, "QP s&tate:", names(QpState.values()));
        timer = combo(c, "T&imer:", names(TimerKind.values()));
        host = text(c, "On &host:", "Empty: on any host");
        qpn = text(c, "On &QP number:", "Empty: on any QP; a number such as 17 or 0x11");
        new Label(c, SWT.NONE).setText("Hit &count:");
        hitCount = new Spinner(c, SWT.BORDER);
        hitCount.setValues(0, 0, 1_000_000, 0, 1, 10);
        hitCount.setToolTipText("0: suspend at every hit; n: suspend at the n-th hit of a run, then disable the breakpoint");
        kind.addListener(SWT.Selection, e -> enableFields());
        enableFields();
        return area;
    }

    private static String[] texts(EventKind[] kinds) {
        String[] out = new String[kinds.length];
        for (int i = 0; i < kinds.length; i++) {
            out[i] = kinds[i].text();
        }
        return out;
    }

    private static String[] names(Enum<?>[] values) {
        String[] out = new String[values.length + 1];
        out[0] = ANY;
        for (int i = 0; i < values.length; i++) {
            out[i + 1] = values[i].name();
        }
        return out;
    }

    private static Combo combo(Composite c, String label, String[] items) {
        new Label(c, SWT.NONE).setText(label);
        Combo combo = new Combo(c, SWT.READ_ONLY);
        combo.setItems(items);
        combo.select(0);
        combo.setVisibleItemCount(Math.min(items.length, 20));
        GridDataFactory.fillDefaults().grab(true, false).applyTo(combo);
        return combo;
    }

    private Text text(Composite c, String label, String tip) {
        new Label(c, SWT.NONE).setText(label);
        Text t = new Text(c, SWT.BORDER);
        t.setToolTipText(tip);
        t.setMessage(tip);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(t);
        t.addModifyListener(e -> validate());
        return t;
    }

    private EventKind chosenKind() {
        return EventKind.values()[kind.getSelectionIndex()];
    }

    private void enableFields() {
        EventKind k = chosenKind();
        opcode.setEnabled(k == EventKind.PACKET);
        syndrome.setEnabled(k == EventKind.NAK);
        state.setEnabled(k == EventKind.QP_STATE);
        timer.setEnabled(k == EventKind.TIMER);
    }

    private Integer parsedQpn() {
        String t = qpn.getText().trim();
        if (t.isEmpty()) {
            return -1;
        }
        try {
            int v = t.startsWith("0x") || t.startsWith("0X") ? Integer.parseInt(t.substring(2), 16) : Integer.parseInt(t);
            return v >= 0 && v <= 0xFFFFFF ? v : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private void validate() {
        boolean ok = parsedQpn() != null;
        setErrorMessage(ok ? null : "A QP number is 0 to 16777215 (0xffffff), in decimal or 0x hex");
        if (getButton(IDialogConstants.OK_ID) != null) {
            getButton(IDialogConstants.OK_ID).setEnabled(ok);
        }
    }

    @Override
    protected void okPressed() {
        EventKind k = chosenKind();
        Opcode op = k == EventKind.PACKET && opcode.getSelectionIndex() > 0 ? Opcode.valueOf(opcode.getText()) : null;
        int chosen = syndrome.getSelectionIndex();
        int syn = k != EventKind.NAK || chosen <= 0 ? -1 : chosen == 1 ? EventBreakpoint.Spec.ANY_NAK_OR_RNR : NAK_SYNDROMES[chosen - 2];
        QpState st = k == EventKind.QP_STATE && state.getSelectionIndex() > 0 ? QpState.valueOf(state.getText()) : null;
        TimerKind tk = k == EventKind.TIMER && timer.getSelectionIndex() > 0 ? TimerKind.valueOf(timer.getText()) : null;
        String h = host.getText().trim();
        spec = new EventBreakpoint.Spec(k, op, syn, st, tk, h.isEmpty() ? null : h, parsedQpn());
        hits = hitCount.getSelection();
        super.okPressed();
    }
}
