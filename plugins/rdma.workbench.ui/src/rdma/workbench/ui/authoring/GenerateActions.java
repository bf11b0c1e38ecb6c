package rdma.workbench.ui.authoring;

import java.util.List;

import org.eclipse.jface.action.IMenuManager;

import rdma.workbench.model.authoring.ExchangeKind;
import rdma.workbench.ui.editors.ScenarioEditor;

/** The scenario editor's generators, shown both in the tree's Generate submenu and in the Scenario menu. */
final class GenerateActions {

    private final ConnectAction connect = new ConnectAction();
    private final List<ExchangeAction> exchanges = List.of(
            new ExchangeAction(ExchangeKind.SEND_RECV, "Add a SEND/RECV Exchange",
                    "One SEND into a receive the peer posts first, with both completions expected and the bytes checked where they land"),
            new ExchangeAction(ExchangeKind.RDMA_WRITE, "Add an RDMA WRITE",
                    "One RDMA WRITE into a buffer the peer registers with REMOTE_WRITE, its completion expected and the bytes checked"),
            new ExchangeAction(ExchangeKind.RDMA_READ, "Add an RDMA READ",
                    "One RDMA READ out of a buffer the peer registers with REMOTE_READ, its completion expected and the bytes checked"),
            new ExchangeAction(ExchangeKind.ATOMIC, "Add an Atomic",
                    "A compare-and-swap or fetch-and-add on an 8-byte counter the peer registers with REMOTE_ATOMIC, old and new values checked"));

    void setEditor(ScenarioEditor editor) {
        connect.setEditor(editor);
        exchanges.forEach(a -> a.setEditor(editor));
    }

    void update() {
        connect.update();
        exchanges.forEach(GeneratorAction::update);
    }

    void fill(IMenuManager menu) {
        menu.add(connect);
        exchanges.forEach(menu::add);
    }
}
