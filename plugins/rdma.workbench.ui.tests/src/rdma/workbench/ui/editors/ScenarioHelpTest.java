package rdma.workbench.ui.editors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CLabel;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.views.properties.PropertySheet;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.scenario.AllocPd;
import rdma.workbench.model.scenario.CreateCq;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.ScenarioFactory;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.ui.ReferenceTexts;
import rdma.workbench.ui.Tooltips;
import rdma.workbench.ui.UiTestSupport;
import rdma.workbench.ui.properties.DescribedPropertySheetPage;
import rdma.workbench.ui.wizards.ModelTemplates;

/** The verb help of a step in the scenario editor (tooltip, status line) and of its properties in the Properties view. */
class ScenarioHelpTest {

    private IProject project;
    private ScenarioEditor editor;
    private PostSend send;

    @BeforeEach
    void setUp() throws Exception {
        project = UiTestSupport.freshProject("scenario-help");
        IFile topo = UiTestSupport.topologyFile(project, "pair.rdmatopo");
        IFile flow = project.getFile("flow.rdmaflow");
        ResourceSet rs = ModelFiles.newResourceSet();
        Topology t = ModelFiles.load(rs, URI.createPlatformResourceURI(topo.getFullPath().toString(), true), Topology.class);
        Scenario s = ModelTemplates.scenario("flow", t);
        Program p = s.getPrograms().get(0);
        ScenarioFactory f = ScenarioFactory.eINSTANCE;
        AllocPd pd = f.createAllocPd();
        pd.setName("pd");
        CreateCq cq = f.createCreateCq();
        cq.setName("cq");
        CreateQp qp = f.createCreateQp();
        qp.setName("qp");
        qp.setPd(pd);
        qp.setSendCq(cq);
        qp.setRecvCq(cq);
        PostSend post = f.createPostSend();
        post.setName("send");
        post.setQp(qp);
        p.getSteps().addAll(List.of(pd, cq, qp, post));
        byte[] bytes = ModelTemplates.serialize(rs, s, URI.createPlatformResourceURI(flow.getFullPath().toString(), true));
        flow.create(new ByteArrayInputStream(bytes), true, null);
        editor = assertInstanceOf(ScenarioEditor.class, IDE.openEditor(UiTestSupport.page(), flow, true));
        UiTestSupport.drain();
        send = (PostSend) ((Scenario) editor.getRoot()).getPrograms().get(0).getSteps().get(3);
    }

    @AfterEach
    void tearDown() throws Exception {
        UiTestSupport.page().closeAllEditors(false);
        UiTestSupport.drain();
        project.delete(true, true, null);
    }

    @Test
    void aPostSendStepsTooltipIsWhatItsVerbDoesWrapped() {
        Tree tree = editor.getViewer().getTree();
        TreeItem item = (TreeItem) editor.getViewer().testFindItem(send);
        assertNotNull(item, "the PostSend step is shown");
        Rectangle r = item.getBounds();
        pointAt(tree, r.x + r.width / 2, r.y + r.height / 2);
        assertEquals(Tooltips.wrapForWidget(ReferenceTexts.POST_SEND), tree.getToolTipText());
        assertTrue(tree.getToolTipText().contains("\n"), "a long text is wrapped, not one line");
        pointAt(tree, r.x + r.width / 2, tree.getClientArea().height - 1);
        assertNull(tree.getToolTipText(), "no tooltip below the last item");
    }

    @Test
    void selectingAPostSendStepShowsItsSummaryInTheStatusLine() {
        editor.getViewer().setSelection(new StructuredSelection(send), true);
        UiTestSupport.drain();
        assertTrue(statusTexts().contains(ReferenceTexts.POST_SEND_SUMMARY), () -> "status line: " + statusTexts());
    }

    @Test
    void thePropertiesViewDescribesTheSendFlagsInItsStatusLineAndTooltip() throws Exception {
        editor.getViewer().setSelection(new StructuredSelection(send), true);
        UiTestSupport.drain();
        PropertySheet view = (PropertySheet) UiTestSupport.page().showView(IPageLayout.ID_PROP_SHEET);
        UiTestSupport.drain();
        DescribedPropertySheetPage page = assertInstanceOf(DescribedPropertySheetPage.class, view.getCurrentPage());
        Tree tree = (Tree) page.getControl();
        TreeItem flags = find(tree.getItems(), "Send Flags");
        assertNotNull(flags, "a Send Flags row");
        tree.setSelection(flags);
        Event selected = new Event();
        selected.item = flags;
        tree.notifyListeners(SWT.Selection, selected);
        UiTestSupport.drain();
        assertTrue(statusTexts().contains(ReferenceTexts.POST_SEND_FLAGS), () -> "status line: " + statusTexts());
        Rectangle r = flags.getBounds();
        assertEquals(Tooltips.wrapForWidget(ReferenceTexts.POST_SEND_FLAGS), DescribedPropertySheetPage.tooltipAt(tree, r.x + 2, r.y + r.height / 2));
        pointAt(tree, r.x + 2, r.y + r.height / 2);
        assertEquals(Tooltips.wrapForWidget(ReferenceTexts.POST_SEND_FLAGS), tree.getToolTipText());
        UiTestSupport.page().activate(editor);
    }

    private static void pointAt(Tree tree, int x, int y) {
        Event e = new Event();
        e.x = x;
        e.y = y;
        tree.notifyListeners(SWT.MouseMove, e);
    }

    private static TreeItem find(TreeItem[] items, String name) {
        for (TreeItem i : items) {
            if (name.equals(i.getText(0))) {
                return i;
            }
            i.setExpanded(true);
            TreeItem inner = find(i.getItems(), name);
            if (inner != null) {
                return inner;
            }
        }
        return null;
    }

    /** What the workbench window's status line shows (its message is a CLabel). */
    private List<String> statusTexts() {
        List<String> texts = new ArrayList<>();
        collect(editor.getSite().getShell(), texts);
        return texts;
    }

    private static void collect(Control c, List<String> texts) {
        if (c instanceof CLabel l && l.getText() != null) {
            texts.add(l.getText());
        }
        if (c instanceof Composite comp) {
            for (Control child : comp.getChildren()) {
                collect(child, texts);
            }
        }
    }
}
