package rdma.workbench.debug.ui;

import org.eclipse.debug.ui.IDebugUIConstants;
import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;
import org.eclipse.ui.console.IConsoleConstants;

import rdma.workbench.debug.ui.animation.AnimationView;
import rdma.workbench.debug.ui.charts.FabricChartsView;
import rdma.workbench.debug.ui.details.PacketDetailsView;
import rdma.workbench.debug.ui.eventlog.EventLogView;
import rdma.workbench.debug.ui.ladder.PacketLadderView;
import rdma.workbench.debug.ui.qp.QpView;

/**
 * The RDMA Debug perspective: on the left the Debug view over Variables and Breakpoints, the
 * scenario editor, and below it the Event Log, Animation, Console, Memory and Problems; on the
 * right the Packet Ladder over Packet Details and the QP view.
 */
public final class RdmaDebugPerspective implements IPerspectiveFactory {

    public static final String ID = "rdma.workbench.debug.ui.perspective";
    private static final String PROJECT_EXPLORER = "org.eclipse.ui.navigator.ProjectExplorer";

    @Override
    public void createInitialLayout(IPageLayout layout) {
        String editors = layout.getEditorArea();
        // the packet views take the right-hand column, its whole height: a ladder wants to be tall, and drops the labels
        // of frames it has no room for
        IFolderLayout ladder = layout.createFolder("ladder", IPageLayout.RIGHT, 0.5f, editors);
        ladder.addView(PacketLadderView.ID);
        // the Debug view over Variables, each as wide as the left column: a thread's label (where its program waits and
        // why it stopped) and a variable's value (an MR's address and keys, a QP's state and PSNs) each want that width,
        // which half of it beside the other gave neither
        IFolderLayout top = layout.createFolder("debug", IPageLayout.TOP, 0.44f, editors);
        top.addView(IDebugUIConstants.ID_DEBUG_VIEW);
        top.addView(PROJECT_EXPLORER);
        IFolderLayout variables = layout.createFolder("variables", IPageLayout.BOTTOM, 0.42f, "debug");
        variables.addView(IDebugUIConstants.ID_VARIABLE_VIEW);
        variables.addView(IDebugUIConstants.ID_BREAKPOINT_VIEW);
        IFolderLayout bottom = layout.createFolder("console", IPageLayout.BOTTOM, 0.5f, editors);
        bottom.addView(EventLogView.ID);
        bottom.addView(AnimationView.ID);
        bottom.addView(FabricChartsView.ID);
        bottom.addView(IConsoleConstants.ID_CONSOLE_VIEW);
        bottom.addView(IDebugUIConstants.ID_MEMORY_VIEW);
        bottom.addView(IPageLayout.ID_PROBLEM_VIEW);
        bottom.addPlaceholder(IPageLayout.ID_PROP_SHEET);
        IFolderLayout details = layout.createFolder("details", IPageLayout.BOTTOM, 0.58f, "ladder");
        details.addView(PacketDetailsView.ID);
        details.addView(QpView.ID);
        layout.addActionSet(IDebugUIConstants.LAUNCH_ACTION_SET);
        layout.addActionSet(IDebugUIConstants.DEBUG_ACTION_SET);
        layout.addActionSet("org.eclipse.debug.ui.breakpointActionSet");
        layout.addShowViewShortcut(IDebugUIConstants.ID_DEBUG_VIEW);
        layout.addShowViewShortcut(IDebugUIConstants.ID_VARIABLE_VIEW);
        layout.addShowViewShortcut(IDebugUIConstants.ID_BREAKPOINT_VIEW);
        layout.addShowViewShortcut(IDebugUIConstants.ID_MEMORY_VIEW);
        layout.addShowViewShortcut(IConsoleConstants.ID_CONSOLE_VIEW);
        layout.addShowViewShortcut(PROJECT_EXPLORER);
        layout.addShowViewShortcut(PacketLadderView.ID);
        layout.addShowViewShortcut(PacketDetailsView.ID);
        layout.addShowViewShortcut(EventLogView.ID);
        layout.addShowViewShortcut(QpView.ID);
        layout.addShowViewShortcut(AnimationView.ID);
        layout.addShowViewShortcut(FabricChartsView.ID);
        layout.addPerspectiveShortcut("rdma.workbench.ui.perspective");
        // File > New here as in the RDMA perspective: a scenario is often written while another is being debugged
        layout.addNewWizardShortcut("rdma.workbench.ui.newScenario");
        layout.addNewWizardShortcut("rdma.workbench.ui.newTopology");
    }
}
