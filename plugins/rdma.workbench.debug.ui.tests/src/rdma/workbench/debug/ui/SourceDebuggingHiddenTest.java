package rdma.workbench.debug.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.activities.IActivityManager;
import org.junit.jupiter.api.Test;

/**
 * The platform's source-code breakpoints (line, method, field) and step filters could never be
 * used on a verb flow: they are out of the menus. Toggle Breakpoint, which toggles a step
 * breakpoint, stays.
 */
class SourceDebuggingHiddenTest {

    private static final String DEBUG_UI = "org.eclipse.debug.ui/org.eclipse.debug.ui.";

    @Test
    void lineMethodAndFieldBreakpointsAndStepFiltersAreHiddenStepBreakpointsAreNot() {
        IActivityManager activities = PlatformUI.getWorkbench().getActivitySupport().getActivityManager();
        for (String hidden : List.of("ToggleLineBreakpoint", "ToggleMethodBreakpoint", "ToggleWatchpoint", "ToggleStepFilters")) {
            assertFalse(activities.getIdentifier(DEBUG_UI + "actions." + hidden).isEnabled(), hidden);
            assertFalse(activities.getIdentifier(DEBUG_UI + "commands." + hidden).isEnabled(), hidden);
        }
        assertTrue(activities.getIdentifier(DEBUG_UI + "actions.ToggleBreakpoint").isEnabled());
        assertTrue(activities.getIdentifier(DEBUG_UI + "commands.ToggleBreakpoint").isEnabled());
    }

    @Test
    void theRunMenuOfTheDebugPerspectiveOffersOnlyBreakpointsThatWork() throws Exception {
        IWorkbenchPage page = UiTesting.page(true);
        Menu run = null;
        for (MenuItem top : page.getWorkbenchWindow().getShell().getMenuBar().getItems()) {
            if (top.getText().replace("&", "").equals("Run")) {
                run = top.getMenu();
            }
        }
        assertNotNull(run, "the menu bar has a Run menu");
        // the workbench fills a menu as it opens
        run.notifyListeners(SWT.Show, new Event());
        UiTesting.drain();
        List<String> shown = new ArrayList<>();
        for (MenuItem item : run.getItems()) {
            String text = item.getText().replace("&", "").split("\t")[0];
            if (text.matches(".*(Breakpoint|Watchpoint|Step Filters).*")) {
                shown.add(text);
            }
        }
        run.notifyListeners(SWT.Hide, new Event());
        assertEquals(List.of("Toggle Breakpoint", "Skip All Breakpoints", "Remove All Breakpoints"), shown);
    }
}
