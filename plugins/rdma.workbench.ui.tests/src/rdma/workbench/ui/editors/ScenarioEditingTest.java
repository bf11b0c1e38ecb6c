package rdma.workbench.ui.editors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.ILogListener;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Platform;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.jface.action.ActionContributionItem;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IContributionItem;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.part.IPageBookViewPage;
import org.eclipse.ui.views.properties.PropertySheet;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.scenario.AllocPd;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.ScenarioPackage;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.ui.UiTestSupport;
import rdma.workbench.ui.wizards.ModelTemplates;

/** Adding, reordering and removing steps through the editor's context menu, all undoable. */
class ScenarioEditingTest {

    private IProject project;
    private ScenarioEditor editor;
    private ModelEditorContributor contributor;

    @BeforeEach
    void setUp() throws Exception {
        project = UiTestSupport.freshProject("scenario-editing");
        IFile topo = UiTestSupport.topologyFile(project, "pair.rdmatopo");
        IFile flow = project.getFile("flow.rdmaflow");
        ResourceSet rs = ModelFiles.newResourceSet();
        Topology t = ModelFiles.load(rs, URI.createPlatformResourceURI(topo.getFullPath().toString(), true), Topology.class);
        byte[] bytes = ModelTemplates.serialize(rs, ModelTemplates.scenario("flow", t),
                URI.createPlatformResourceURI(flow.getFullPath().toString(), true));
        flow.create(new ByteArrayInputStream(bytes), true, null);
        editor = assertInstanceOf(ScenarioEditor.class, IDE.openEditor(UiTestSupport.page(), flow, true));
        contributor = (ModelEditorContributor) editor.getEditorSite().getActionBarContributor();
        UiTestSupport.drain();
    }

    @AfterEach
    void tearDown() throws Exception {
        UiTestSupport.page().closeAllEditors(false);
        UiTestSupport.drain();
        project.delete(true, true, null);
    }

    private void select(Object o) {
        editor.getViewer().setSelection(new StructuredSelection(o), true);
        UiTestSupport.drain();
    }

    private IMenuManager contextMenu() {
        MenuManager menu = new MenuManager();
        contributor.fillContextMenu(menu);
        return menu;
    }

    private static IAction action(IMenuManager menu, String text) {
        return Arrays.stream(menu.getItems()).filter(ActionContributionItem.class::isInstance)
                .map(i -> ((ActionContributionItem) i).getAction()).filter(a -> a.getText().replace("&", "").equals(text))
                .findFirst().orElseThrow(() -> new AssertionError(text + " not in " + texts(menu)));
    }

    private static List<String> texts(IMenuManager menu) {
        return Arrays.stream(menu.getItems()).filter(ActionContributionItem.class::isInstance)
                .map(i -> ((ActionContributionItem) i).getAction().getText().replace("&", "")).toList();
    }

    private static IMenuManager submenu(IMenuManager menu, String text) {
        for (IContributionItem i : menu.getItems()) {
            if (i instanceof MenuManager m && m.getMenuText().replace("&", "").equals(text)) {
                return m;
            }
        }
        throw new AssertionError("no submenu " + text);
    }

    @Test
    void undoWorksFromThePropertiesViewAfterSettingAProperty() throws Exception {
        Scenario scenario = (Scenario) editor.getRoot();
        select(scenario);
        PropertySheet sheet = (PropertySheet) UiTestSupport.page()
                .showView(IPageLayout.ID_PROP_SHEET);
        UiTestSupport.drain();
        editor.getEditingDomain().getCommandStack().execute(SetCommand.create(editor.getEditingDomain(), scenario,
                ScenarioPackage.Literals.SCENARIO__TITLE, "renamed"));
        UiTestSupport.drain();
        IAction undo = ((IPageBookViewPage) sheet.getCurrentPage()).getSite().getActionBars()
                .getGlobalActionHandler(ActionFactory.UNDO.getId());
        assertNotNull(undo, "Edit > Undo has a handler while the Properties view is active");
        assertTrue(undo.isEnabled());
        undo.run();
        UiTestSupport.drain();
        assertEquals("flow", scenario.getTitle());
        assertEquals("flow", propertyShown((Tree) sheet.getCurrentPage().getControl(), "Title"),
                "the Properties view shows the value Undo restored");
        UiTestSupport.page().activate(editor);
    }

    /** The value the Properties view shows in the row of property {@code name}. */
    private static String propertyShown(Tree tree, String name) {
        Deque<TreeItem> items = new ArrayDeque<>(List.of(tree.getItems()));
        while (!items.isEmpty()) {
            TreeItem item = items.pop();
            if (name.equals(item.getText(0))) {
                return item.getText(1);
            }
            items.addAll(List.of(item.getItems()));
        }
        throw new AssertionError("no property " + name);
    }

    @Test
    void newStepsFromTheContextMenuThenMoveAndUndo() {
        Program program = ((Scenario) editor.getRoot()).getPrograms().get(0);
        select(program);
        IMenuManager create = submenu(contextMenu(), "New");
        assertTrue(texts(create).containsAll(List.of("Alloc Pd", "Reg Mr", "Create Cq", "Create Qp", "Modify Qp", "Post Send", "Post Recv",
                "Poll Cq", "Sync", "Fault", "Check Memory", "Dealloc Pd", "Dereg Mr", "Destroy Cq", "Destroy Srq", "Destroy Qp", "Destroy Ah",
                "Query Qp", "Wait Async Event")), texts(create).toString());
        for (String kind : List.of("Dealloc Pd", "Dereg Mr", "Destroy Cq", "Destroy Srq", "Destroy Qp", "Destroy Ah", "Query Qp", "Wait Async Event")) {
            Image icon = action(create, kind).getImageDescriptor().createImage(false);
            assertNotNull(icon, kind + " has its icon");
            assertEquals(16, icon.getBounds().width, kind);
            icon.dispose();
        }
        action(create, "Alloc Pd").run();
        UiTestSupport.drain();
        assertEquals(List.of(program.getSteps().get(0)), editor.getSelection().toList(), "the new step is selected");
        select(program);
        action(submenu(contextMenu(), "New"), "Reg Mr").run();
        UiTestSupport.drain();
        assertEquals(2, program.getSteps().size());
        assertInstanceOf(RegMr.class, program.getSteps().get(1));
        assertTrue(editor.isDirty());

        select(program.getSteps().get(1));
        IAction up = action(contextMenu(), "Move Up");
        assertTrue(up.isEnabled());
        up.run();
        UiTestSupport.drain();
        assertInstanceOf(RegMr.class, program.getSteps().get(0));
        assertInstanceOf(AllocPd.class, program.getSteps().get(1));

        IAction undo = action(contextMenu(), "Undo Move");
        undo.run();
        UiTestSupport.drain();
        assertInstanceOf(AllocPd.class, program.getSteps().get(0));
    }

    /** A scenario rewritten on disk loads into the open editor with nothing logged (its generators ask for the root while it reloads). */
    @Test
    void aScenarioRewrittenOnDiskLoadsWithoutAnError() throws Exception {
        List<IStatus> logged = new ArrayList<>();
        ILogListener listen = (status, plugin) -> logged.add(status);
        Platform.addLogListener(listen);
        try {
            select(((Scenario) editor.getRoot()).getPrograms().get(0));
            IFile flow = project.getFile("flow.rdmaflow");
            Path p = flow.getLocation().toFile().toPath();
            Files.writeString(p, Files.readString(p).replaceFirst("title=\"[^\"]*\"", "title=\"rewritten\""));
            Files.setLastModifiedTime(p, FileTime.fromMillis(System.currentTimeMillis() + 5_000));
            flow.refreshLocal(IResource.DEPTH_ZERO, null);
            UiTestSupport.drain();
            assertEquals("rewritten", ((Scenario) editor.getRoot()).getTitle());
            assertEquals(List.of(), logged.stream().map(IStatus::toString).toList(), "nothing logged");
        } finally {
            Platform.removeLogListener(listen);
        }
    }
}
