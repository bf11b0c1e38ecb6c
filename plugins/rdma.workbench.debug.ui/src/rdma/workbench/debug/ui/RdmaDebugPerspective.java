package rdma.workbench.debug.ui;

import org.eclipse.debug.ui.IDebugUIConstants;
import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;
import org.eclipse.ui.console.IConsoleConstants;

/**
 * The RDMA Debug perspective: the Debug view and the scenario editor on top, Variables and
 * Breakpoints beside them, Console, Memory and Problems below — room to the right and below for
 * the packet views.
 */
public final class RdmaDebugPerspective implements IPerspectiveFactory {

    public static final String ID = "rdma.workbench.debug.ui.perspective";
    private static final String PROJECT_EXPLORER = "org.eclipse.ui.navigator.ProjectExplorer";

    @Override
    public void createInitialLayout(IPageLayout layout) {
        String editors = layout.getEditorArea();
        IFolderLayout top = layout.createFolder("debug", IPageLayout.TOP, 0.38f, editors);
        top.addView(IDebugUIConstants.ID_DEBUG_VIEW);
        top.addView(PROJECT_EXPLORER);
        IFolderLayout variables = layout.createFolder("variables", IPageLayout.RIGHT, 0.55f, "debug");
        variables.addView(IDebugUIConstants.ID_VARIABLE_VIEW);
        variables.addView(IDebugUIConstants.ID_BREAKPOINT_VIEW);
        IFolderLayout bottom = layout.createFolder("console", IPageLayout.BOTTOM, 0.62f, editors);
        bottom.addView(IConsoleConstants.ID_CONSOLE_VIEW);
        bottom.addView(IDebugUIConstants.ID_MEMORY_VIEW);
        bottom.addView(IPageLayout.ID_PROBLEM_VIEW);
        bottom.addPlaceholder(IPageLayout.ID_PROP_SHEET);
        layout.addActionSet(IDebugUIConstants.LAUNCH_ACTION_SET);
        layout.addActionSet(IDebugUIConstants.DEBUG_ACTION_SET);
        layout.addActionSet("org.eclipse.debug.ui.breakpointActionSet");
        layout.addShowViewShortcut(IDebugUIConstants.ID_DEBUG_VIEW);
        layout.addShowViewShortcut(IDebugUIConstants.ID_VARIABLE_VIEW);
        layout.addShowViewShortcut(IDebugUIConstants.ID_BREAKPOINT_VIEW);
        layout.addShowViewShortcut(IDebugUIConstants.ID_MEMORY_VIEW);
        layout.addShowViewShortcut(IConsoleConstants.ID_CONSOLE_VIEW);
        layout.addShowViewShortcut(PROJECT_EXPLORER);
        layout.addPerspectiveShortcut("rdma.workbench.ui.perspective");
    }
}
