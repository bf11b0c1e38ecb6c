package rdma.workbench.debug.ui.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static rdma.workbench.debug.ui.UiTesting.waitFor;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.ui.Screenshots;
import rdma.workbench.debug.ui.UiTesting;
import rdma.workbench.engine.conformance.CaseResult;
import rdma.workbench.examples.Examples;

/**
 * The Conformance view as a user opens it: the catalogue copied into rdma-examples/conformance and listed by area with each
 * case's source; Run All gives every case its result; a case the user edited wrongly fails there with what differed.
 */
class ConformanceViewTest {

    private IWorkbenchPage page;

    @BeforeEach
    void open() throws Exception {
        UiTesting.examples();
        page = UiTesting.page(true);
    }

    @AfterEach
    void close() throws Exception {
        UiTesting.cleanUp(page);
    }

    @Test
    void runAllGivesEveryCaseItsResultAndAnEditedCaseFailsWithWhatDiffered() throws Exception {
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(Examples.PROJECT);
        IFile edited = project.getFile(Examples.CONFORMANCE + "/qp-state/rc-reset-to-rtr.rdmaflow");
        ConformanceView view = (ConformanceView) page.showView(ConformanceView.ID);
        waitFor("the catalogue listed", () -> view.summary().contains("case(s) in"));
        int cases = view.areas().stream().mapToInt(a -> a.rows().size()).sum();
        assertTrue(cases >= 120, view.summary());
        ConformanceView.Row row = view.areas().stream().flatMap(a -> a.rows().stream()).filter(r -> r.file.equals(edited)).findFirst().orElseThrow();
        assertTrue(row.source.startsWith("Linux drivers/infiniband/core/verbs.c qp_state_table"), row.source);
        assertEquals("RC: RESET straight to RTR is no transition", row.title);
        // the user turns one expectation around in the workspace copy
        String text = new String(edited.getContents().readAllBytes(), StandardCharsets.UTF_8);
        edited.setContents(new ByteArrayInputStream(text.replace("expectedResult=\"EINVAL\"", "expectedResult=\"OK\"").getBytes(StandardCharsets.UTF_8)),
                true, false, null);
        view.runAll();
        waitFor("every case run", () -> view.summary().contains("passed"));
        assertEquals(cases + " case(s) in " + view.areas().size() + " area(s): " + (cases - 1) + " passed, 1 failed, 0 not run", view.summary());
        assertEquals(CaseResult.Verdict.FAIL, row.result.verdict());
        assertEquals("program local, step to-rtr (ModifyQp): ibv_modify_qp returned EINVAL (a QP cannot go from RESET to RTR), expected OK",
                row.result.problems().get(0));
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
        Screenshots.take("conformance-view");
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_RESTORED);
        edited.setContents(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), true, false, null);
    }
}
