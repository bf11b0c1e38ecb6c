package rdma.workbench.ui.authoring;

import java.util.Collection;
import java.util.List;
import java.util.function.Supplier;

import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;

import rdma.workbench.model.authoring.ExchangeGenerator;
import rdma.workbench.model.authoring.ExchangeKind;
import rdma.workbench.model.authoring.QpConnection;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.QpType;
import rdma.workbench.model.scenario.Scenario;

/** "Add a SEND/RECV Exchange", "Add an RDMA WRITE", "Add an RDMA READ", "Add an Atomic" on a connection of the scenario. */
final class ExchangeAction extends GeneratorAction {

    private final ExchangeKind kind;

    ExchangeAction(ExchangeKind kind, String label, String description) {
        super(label, description);
        this.kind = kind;
    }

    ExchangeKind kind() {
        return kind;
    }

    /** The connections this exchange can use: RC and UC pairs for SEND and WRITE, RC pairs for READ and atomics. */
    List<QpConnection> connections(Scenario scenario) {
        return usable(QpConnection.in(scenario));
    }

    private List<QpConnection> usable(List<QpConnection> all) {
        boolean rcOnly = kind == ExchangeKind.RDMA_READ || kind == ExchangeKind.ATOMIC;
        return all.stream().filter(c -> !rcOnly || c.type() == QpType.RC).toList();
    }

    @Override
    String unavailable(Scenario scenario) {
        List<QpConnection> all = QpConnection.in(scenario); // a scan of every step: once per update
        if (!usable(all).isEmpty()) {
            return null;
        }
        if (!all.isEmpty()) {
            return "An " + kind.label() + " needs an RC connection, and this scenario has only UC ones: use Connect an RC QP Pair first";
        }
        return "This scenario has no connected QP pair yet (QPs whose INIT to RTR steps name each other): use Connect an RC QP Pair first";
    }

    @Override
    Supplier<Collection<?>> ask(Shell shell, Scenario scenario, Program selected) {
        ExchangeDialog dialog = new ExchangeDialog(shell, label(), kind, connections(scenario), selected);
        if (dialog.open() != Window.OK) {
            return null;
        }
        QpConnection c = dialog.connection();
        Program initiator = dialog.initiator();
        int bytes = dialog.bytes();
        return switch (kind) {
            case SEND_RECV -> () -> ExchangeGenerator.addSendRecv(c, initiator, bytes);
            case RDMA_WRITE -> () -> ExchangeGenerator.addWrite(c, initiator, bytes);
            case RDMA_READ -> () -> ExchangeGenerator.addRead(c, initiator, bytes);
            case ATOMIC -> {
                var op = dialog.atomic();
                yield () -> ExchangeGenerator.addAtomic(c, initiator, op);
            }
        };
    }
}
