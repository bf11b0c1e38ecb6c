package rdma.workbench.ui.authoring;

import java.util.Collection;
import java.util.function.Supplier;

import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Shell;

import rdma.workbench.model.authoring.ConnectionGenerator;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;

/** "Connect an RC QP Pair": PD, CQ, QP, INIT, the exchange, RTR and RTS in two programs. */
final class ConnectAction extends GeneratorAction {

    ConnectAction() {
        super("Connect an RC QP Pair",
                "Set up a reliable connection between two programs as ibv_rc_pingpong does: PD, CQ, QP, INIT, a Sync to exchange QP numbers and GIDs, RTR and RTS");
    }

    @Override
    String unavailable(Scenario scenario) {
        int n = scenario.getPrograms().size();
        return n >= 2 ? null : "A connection joins two programs, and this scenario has " + (n == 0 ? "none" : "only one") + ": add a program first";
    }

    @Override
    Supplier<Collection<?>> ask(Shell shell, Scenario scenario, Program selected) {
        ConnectDialog dialog = new ConnectDialog(shell, label(), scenario, selected);
        if (dialog.open() != Window.OK) {
            return null;
        }
        Program a = dialog.first();
        Program b = dialog.second();
        return () -> ConnectionGenerator.connectRc(a, b).created();
    }
}
