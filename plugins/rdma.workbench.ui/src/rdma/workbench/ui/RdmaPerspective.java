package rdma.workbench.ui;

import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;

/** The RDMA perspective: projects on the left, editors in the middle, properties and problems below, outline on the right. */
public final class RdmaPerspective implements IPerspectiveFactory {

    public static final String ID = "rdma.workbench.ui.perspective";
    private static final String PROJECT_EXPLORER = "org.eclipse.ui.navigator.ProjectExplorer";

    @Override
    public void createInitialLayout(IPageLayout layout) {
        String editors = layout.getEditorArea();
        IFolderLayout left = layout.createFolder("left", IPageLayout.LEFT, 0.22f, editors);
        left.addView(PROJECT_EXPLORER);
        IFolderLayout bottom = layout.createFolder("bottom", IPageLayout.BOTTOM, 0.68f, editors);
        bottom.addView(IPageLayout.ID_PROP_SHEET);
        bottom.addView(IPageLayout.ID_PROBLEM_VIEW);
        IFolderLayout right = layout.createFolder("right", IPageLayout.RIGHT, 0.78f, editors);
        right.addView(IPageLayout.ID_OUTLINE);
        layout.addShowViewShortcut(PROJECT_EXPLORER);
        layout.addShowViewShortcut(IPageLayout.ID_PROP_SHEET);
        layout.addShowViewShortcut(IPageLayout.ID_PROBLEM_VIEW);
        layout.addShowViewShortcut(IPageLayout.ID_OUTLINE);
        layout.addNewWizardShortcut("rdma.workbench.ui.newTopology");
        layout.addNewWizardShortcut("rdma.workbench.ui.newScenario");
        layout.addNewWizardShortcut("org.eclipse.ui.wizards.new.folder");
    }
}
