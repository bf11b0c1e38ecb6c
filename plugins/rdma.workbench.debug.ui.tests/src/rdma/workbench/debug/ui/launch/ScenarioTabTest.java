package rdma.workbench.debug.ui.launch;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.ui.CommonTab;
import org.eclipse.debug.ui.ILaunchConfigurationTab;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.launch.LaunchSettings;
import rdma.workbench.debug.ui.Controls;
import rdma.workbench.debug.ui.UiTesting;

/** The Scenario tab of an "RDMA Scenario" launch configuration: what it shows of a configuration, what it refuses and why, what it writes. */
class ScenarioTabTest {

    private static final String SCENARIO = "/rdma-examples/scenarios/rc-send-recv.rdmaflow";

    private IWorkbenchPage page;
    private Shell shell;
    private ScenarioTab tab;
    private ILaunchConfigurationWorkingCopy config;

    @BeforeEach
    void setUp() throws Exception {
        page = UiTesting.page(false);
        IFile file = UiTesting.examples().getFile("scenarios/rc-send-recv.rdmaflow");
        config = ScenarioConfigurations.forFile(file).getWorkingCopy();
        shell = new Shell(page.getWorkbenchWindow().getShell());
        shell.setLayout(new FillLayout());
        tab = new ScenarioTab();
        tab.createControl(shell);
        shell.open();
        tab.initializeFrom(config);
    }

    @AfterEach
    void cleanUp() throws Exception {
        tab.dispose();
        shell.dispose();
        UiTesting.cleanUp(page);
    }

    private Text field(String label) {
        return Controls.after(shell, label, Text.class);
    }

    /** What the tab says after {@code label}'s field was typed to read {@code text}: its error message, or null when it is valid. */
    private String typed(String label, String text) {
        field(label).setText(text);
        boolean valid = tab.isValid(config);
        assertEquals(valid, tab.getErrorMessage() == null, "valid exactly when there is no message");
        return tab.getErrorMessage();
    }

    @Test
    void theTabShowsTheConfigurationOfAScenario() {
        assertEquals("Scenario", tab.getName());
        assertEquals(SCENARIO, field("Scenario:").getText());
        assertEquals("", field("Seed:").getText(), "the scenario's own seed, as the preference says by default");
        assertEquals(Long.toString(LaunchSettings.DEFAULT_LIMIT_MICROS), field("Time limit (\u00b5s):").getText());
        assertEquals("", field("Captures to:").getText(), "no captures");
        assertTrue(Controls.button(shell, "Stop before the first step (Debug)").getSelection(), "a debug launch stops at the start");
        assertNull(typed("Seed:", ""), "the example as it is launches");
    }

    @Test
    void eachFieldSaysWhatIsWrongWithIt() {
        assertEquals("Choose the scenario (.rdmaflow) to run", typed("Scenario:", "  "));
        assertEquals("/rdma-examples/topologies/roce-pair.rdmatopo is not a scenario (.rdmaflow) in the workspace",
                typed("Scenario:", "/rdma-examples/topologies/roce-pair.rdmatopo"));
        assertEquals("/rdma-examples/scenarios/none.rdmaflow is not a scenario (.rdmaflow) in the workspace",
                typed("Scenario:", "/rdma-examples/scenarios/none.rdmaflow"));
        assertNull(typed("Scenario:", " " + SCENARIO + " "), "spaces around the path do not matter");

        assertEquals("The seed is a whole number, or empty for the scenario's own", typed("Seed:", "twelve"));
        assertEquals("The seed is a whole number, or empty for the scenario's own", typed("Seed:", "1.5"));
        assertNull(typed("Seed:", "-7"));

        for (String limit : List.of("0", "", "12.5", "-3", "12345678901234567")) {
            assertEquals("The time limit is a whole number of microseconds, at least 1", typed("Time limit (\u00b5s):", limit), limit);
        }
        assertNull(typed("Time limit (\u00b5s):", "250"));

        assertEquals(SCENARIO + " is a file: captures go to a folder", typed("Captures to:", SCENARIO));
        assertNull(typed("Captures to:", "/rdma-examples/captures"), "a workspace folder, made when the run writes to it");
        assertNull(typed("Captures to:", "captures-on-disk"), "or a folder on disk");
    }

    @Test
    void applyWritesWhatTheFieldsSay() throws Exception {
        field("Seed:").setText(" 7 ");
        field("Time limit (\u00b5s):").setText("250");
        field("Captures to:").setText("/rdma-examples/captures");
        Button stop = Controls.button(shell, "Stop before the first step (Debug)");
        stop.setSelection(false);
        stop.notifyListeners(SWT.Selection, new Event());
        tab.performApply(config);
        assertEquals(List.of(SCENARIO, "7", "250", "/rdma-examples/captures", false), List.of(config.getAttribute(LaunchSettings.SCENARIO, ""),
                config.getAttribute(LaunchSettings.SEED, ""), config.getAttribute(LaunchSettings.LIMIT_MICROS, ""),
                config.getAttribute(LaunchSettings.CAPTURE_FOLDER, ""), config.getAttribute(LaunchSettings.STOP_AT_FIRST_STEP, true)));
        assertArrayEquals(new IResource[] {UiTesting.examples().getFile("scenarios/rc-send-recv.rdmaflow")}, config.getMappedResources(),
                "the configuration goes with its scenario when that is renamed or deleted");
        LaunchSettings s = LaunchSettings.of(config);
        assertEquals(7L, s.seed());
        assertEquals(250_000L, s.limitNanos());

        field("Scenario:").setText("/rdma-examples/scenarios/none.rdmaflow");
        tab.performApply(config);
        assertNull(config.getMappedResources(), "a path that names no file maps no resource");
    }

    @Test
    void theTabGroupIsTheScenarioTabThenTheCommonTab() {
        ScenarioTabGroup group = new ScenarioTabGroup();
        group.createTabs(null, "debug");
        ILaunchConfigurationTab[] tabs = group.getTabs();
        assertEquals(List.of(ScenarioTab.class, CommonTab.class), Arrays.stream(tabs).map(Object::getClass).toList());
        group.dispose();
    }

    @Test
    void aScenarioHasOneConfigurationNamedAfterItsFile() throws Exception {
        IFile twin = UiTesting.examples().getFile("rc-send-recv.rdmaflow");
        if (!twin.exists()) {
            twin.create(UiTesting.examples().getFile("scenarios/rc-send-recv.rdmaflow").getContents(), true, null);
        }
        ILaunchConfiguration first = ScenarioConfigurations.forFile(twin);
        try {
            assertEquals("/rdma-examples/rc-send-recv.rdmaflow", first.getAttribute(LaunchSettings.SCENARIO, ""));
            assertEquals("rc-send-recv", config.getOriginal().getName(), "named after the file");
            assertEquals("rc-send-recv (1)", first.getName(), "a file of the same name elsewhere: the next free name");
            assertEquals(first, ScenarioConfigurations.forFile(twin), "asked again: the same configuration");
            assertArrayEquals(new IResource[] {twin}, first.getMappedResources());
        } finally {
            first.delete();
            twin.delete(true, null);
        }
    }
}
