package rdma.workbench.ui.authoring;

import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Spinner;

import rdma.workbench.model.authoring.AtomicOperation;
import rdma.workbench.model.authoring.ExchangeGenerator;
import rdma.workbench.model.authoring.ExchangeKind;
import rdma.workbench.model.authoring.QpConnection;
import rdma.workbench.model.programs.Programs;
import rdma.workbench.model.scenario.Program;

/**
 * What an exchange is made of: which connection, which end initiates (sends, writes, reads or
 * runs the atomic), the message size, and for atomics which one. OK only when the generator can
 * make it; otherwise the dialog says why.
 */
final class ExchangeDialog extends GeneratorDialog {

    /** The size offered first: a small message, one packet at any path MTU. */
    static final int DEFAULT_BYTES = 64;

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
        super(parent, title);
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
    void createFields(Composite c) {
        connectionCombo = labelledCombo(c, "Connection:");
        connections.forEach(q -> connectionCombo.add(q.label()));
        initiatorCombo = labelledCombo(c, initiatorLabel());
        if (kind.hasSize()) {
            new Label(c, SWT.NONE).setText("Message size (bytes):");
            size = new Spinner(c, SWT.BORDER);
            size.setValues(bytes, 1, 1 << 20, 0, 1, 1024);
            size.addListener(SWT.Modify, e -> choose(connection, initiatorIsA, size.getSelection(), atomic));
        }
        if (kind == ExchangeKind.ATOMIC) {
            atomicCombo = labelledCombo(c, "Operation:");
            for (AtomicOperation op : AtomicOperation.values()) {
                atomicCombo.add(op.label());
            }
            atomicCombo.addListener(SWT.Selection, e -> choose(connection, initiatorIsA, bytes, AtomicOperation.values()[atomicCombo.getSelectionIndex()]));
        }
        connectionCombo.addListener(SWT.Selection, e -> choose(connectionCombo.getSelectionIndex(), true, bytes, atomic));
        initiatorCombo.addListener(SWT.Selection, e -> choose(connection, initiatorCombo.getSelectionIndex() == 0, bytes, atomic));
    }

    @Override
    void check() {
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
        report(ExchangeGenerator.problem(kind, connection(), initiator(), bytes), () -> initiator().getName() + " initiates, "
                + Programs.programOf(connection().peerOf(initiator())).getName()
                + " responds; the memory regions, Syncs, polls with their expected completions and checks come with it.");
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
