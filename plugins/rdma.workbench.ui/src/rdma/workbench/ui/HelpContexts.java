package rdma.workbench.ui;

import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.PlatformUI;

/**
 * F1 help: the context ids that rdma.workbench.doc's contexts.xml describes (the doc bundle contributes the file,
 * so each id is prefixed with its name), set on the main control of each editor and view.
 */
public final class HelpContexts {

    public static final String TOPOLOGY_DIAGRAM = "rdma.workbench.doc.topology_diagram";
    public static final String TOPOLOGY_TREE_EDITOR = "rdma.workbench.doc.topology_tree_editor";
    public static final String SCENARIO_EDITOR = "rdma.workbench.doc.scenario_editor";
    public static final String NEW_SCENARIO = "rdma.workbench.doc.new_scenario";
    public static final String PACKET_LADDER = "rdma.workbench.doc.packet_ladder";
    public static final String PACKET_DETAILS = "rdma.workbench.doc.packet_details";
    public static final String EVENT_LOG = "rdma.workbench.doc.event_log";
    public static final String QP_VIEW = "rdma.workbench.doc.qp_view";
    public static final String ANIMATION = "rdma.workbench.doc.animation";
    public static final String FABRIC_CHARTS = "rdma.workbench.doc.fabric_charts";
    public static final String CHALLENGE = "rdma.workbench.doc.challenge";
    public static final String PREFERENCES = "rdma.workbench.doc.preferences";

    private HelpContexts() {
    }

    /** F1 on {@code control} (or a child without its own context) opens the help of {@code context}. */
    public static void set(Control control, String context) {
        PlatformUI.getWorkbench().getHelpSystem().setHelp(control, context);
    }
}
