package rdma.workbench.ui.authoring;

import java.util.List;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;

import rdma.workbench.model.authoring.AtomicOperation;
import rdma.workbench.model.authoring.ExchangeGenerator;
import rdma.workbench.model.authoring.ExchangeKind;
import rdma.workbench.model.authoring.QpConnection;
import rdma.workbench.model.fabric.Programs;
import rdma.workbench.model.scenario.Program;

/**
 * What an exchange is made of: which connection, which end initiates (sends, writes, reads or
 * runs the atomic), the message size, and for atomics which one. OK only when the generator can
 * make it; otherwise the dialog says why.
 */
final class ExchangeDialog extends TitleAreaDialog {

    /** The size offered first: a small message, one packet at any path MTU. */
    static final int DEFAULT_BYTES = 64;

    private static final int WIDTH = ConnectDialog.WIDTH;

    private final String title;
    private final ExchangeKind kind;
    private final List<QpConnection> connections;
    private int connection;
    private boolean initiatorIsA = true;
    private int bytes = DEFAULT_BYTES;
    private AtomicOperation atomic = AtomicOperation.FETCH_AND_ADD;
    private Combo connectionCombo;
    private Combo initiatorCombo;
    private Spinner size;
    private Combo atomicCombo;

    ExchangeDialog(Shell parent, String title, ExchangeKind kind, List<QpConnection> connections, Program selected) {
        super(parent);
        setHelpAvailable(false); // no help page to show: the dialog explains itself in its message
        this.title = title;
        this.kind = kind;
        this.connections = List.copyOf(connections);
        for (int i = 0; i < connections.size(); i++) {
            if (selected != null && connections.get(i).joins(selected)) {
                connection = i;
                initiatorIsA = connections.get(i).programA() == selected;
                break;
            }
        }
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText(title);
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        setTitle(title);
        Composite c = new Composite(area, SWT.NONE);
        GridLayoutFactory.swtDefaults().numColumns(2).applyTo(c);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(c);
        connectionCombo = combo(c, "Connection:");
        connections.forEach(q -> connectionCombo.add(q.label()));
        initiatorCombo = combo(c, initiatorLabel());
        if (kind.hasSize()) {
            new Label(c, SWT.NONE).setText("Message size (bytes):");
            size = new Spinner(c, SWT.BORDER);
            size.setValues(bytes, 1, 1 << 20, 0, 1, 1024);
            size.addListener(SWT.Modify, e -> choose(connection, initiatorIsA, size.getSelection(), atomic));
        }
        if (kind == ExchangeKind.ATOMIC) {
            atomicCombo = combo(c, "Operation:");
            for (AtomicOperation op : AtomicOperation.values()) {
                atomicCombo.add(op.label());
            }
            atomicCombo.addListener(SWT.Selection, e -> choose(connection, initiatorIsA, bytes, AtomicOperation.values()[atomicCombo.getSelectionIndex()]));
        }
        connectionCombo.addListener(SWT.Selection, e -> choose(connectionCombo.getSelectionIndex(), true, bytes, atomic));
        initiatorCombo.addListener(SWT.Selection, e -> choose(connection, initiatorCombo.getSelectionIndex() == 0, bytes, atomic));
        return area;
    }

    /** A width that wraps the message into a few lines instead of stretching the dialog across the screen. */
    @Override
    protected Point getInitialSize() {
        return getShell().computeSize(WIDTH, SWT.DEFAULT, true);
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        super.createButtonsForButtonBar(parent);
        choose(connection, initiatorIsA, bytes, atomic);
    }

    private String initiatorLabel() {
        return switch (kind) {
            case SEND_RECV -> "Sender:";
            case RDMA_WRITE -> "Writer:";
            case RDMA_READ -> "Reader:";
            case ATOMIC -> "Initiator:";
        };
    }

    private static Combo combo(Composite parent, String text) {
        new Label(parent, SWT.NONE).setText(text);
        Combo combo = new Combo(parent, SWT.READ_ONLY);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(combo);
        return combo;
    }

    /** Picks the connection (an index), which end initiates, the size and the atomic, and says whether the exchange can be made. */
    void choose(int connectionIndex, boolean aInitiates, int messageBytes, AtomicOperation operation) {
        connection = connectionIndex;
        initiatorIsA = aInitiates;
        bytes = messageBytes;
        atomic = operation;
        if (connectionCombo != null && !connectionCombo.isDisposed()) {
            connectionCombo.select(connection);
            QpConnection c = connection();
            initiatorCombo.setItems(c.programA().getName(), c.programB().getName());
            initiatorCombo.select(initiatorIsA ? 0 : 1);
            if (size != null && size.getSelection() != bytes) {
                size.setSelection(bytes);
            }
            if (atomicCombo != null) {
                atomicCombo.select(atomic.ordinal());
            }
        }
        String problem = ExchangeGenerator.problem(kind, connection(), initiator(), bytes);
        if (problem != null) {
            setErrorMessage(problem);
        } else {
            setErrorMessage(null);
            Program responder = Programs.programOf(connection().peerOf(initiator()));
            setMessage(initiator().getName() + " initiates, " + responder.getName()
                    + " responds; the memory regions, Syncs, polls with their expected completions and checks come with it.");
        }
        if (getButton(IDialogConstants.OK_ID) != null) {
            getButton(IDialogConstants.OK_ID).setEnabled(problem == null);
        }
    }

    QpConnection connection() {
        return connections.get(connection);
    }

    Program initiator() {
        return initiatorIsA ? connection().programA() : connection().programB();
    }

    int bytes() {
        return bytes;
    }

    AtomicOperation atomic() {
        return atomic;
    }
}
