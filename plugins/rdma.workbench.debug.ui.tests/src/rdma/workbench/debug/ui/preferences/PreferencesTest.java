package rdma.workbench.debug.ui.preferences;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;

import org.eclipse.core.resources.IFile;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.jface.preference.PreferenceDialog;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.dialogs.PreferencesUtil;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.launch.LaunchSettings;
import rdma.workbench.debug.ui.Screenshots;
import rdma.workbench.debug.ui.UiTesting;
import rdma.workbench.debug.ui.animation.AnimationView;
import rdma.workbench.debug.ui.ladder.LadderGeometry;
import rdma.workbench.debug.ui.ladder.PacketLadderView;
import rdma.workbench.debug.ui.launch.ScenarioConfigurations;

/** Window > Preferences > RDMA: each setting changes what it says it changes. */
class PreferencesTest {

    private final IPreferenceStore store = RdmaPreferences.store();

    @AfterEach
    void restore() throws Exception {
        for (String key : new String[] {RdmaPreferences.SEED, RdmaPreferences.LIMIT_MICROS, RdmaPreferences.ANIMATION_NANOS_PER_SECOND,
                RdmaPreferences.LADDER_AXIS, RdmaPreferences.LADDER_SWITCHES}) {
            store.setToDefault(key);
        }
        // the views opened with this test's settings go, so that the next test's open with the defaults
        IWorkbenchPage page = UiTesting.page(false);
        for (String view : new String[] {PacketLadderView.ID, AnimationView.ID}) {
            if (page.findView(view) != null) {
                page.hideView(page.findView(view));
            }
        }
        UiTesting.cleanUp(page);
    }

    @Test
    void aNewLaunchConfigurationTakesTheSeedAndTheTimeLimitSetHere() throws Exception {
        store.setValue(RdmaPreferences.SEED, "42");
        store.setValue(RdmaPreferences.LIMIT_MICROS, "5000");
        IFile copy = UiTesting.examples().getFile("scenarios/preferences-copy.rdmaflow");
        byte[] bytes = UiTesting.examples().getFile("scenarios/rc-send-recv.rdmaflow").readAllBytes();
        if (copy.exists()) {
            copy.setContents(new ByteArrayInputStream(bytes), true, false, null);
        } else {
            copy.create(new ByteArrayInputStream(bytes), true, null);
        }
        ILaunchConfiguration c = ScenarioConfigurations.forFile(copy);
        try {
            LaunchSettings s = LaunchSettings.of(c);
            assertEquals(42L, s.seed());
            assertEquals(5_000_000L, s.limitNanos());
        } finally {
            c.delete();
            copy.delete(true, null);
        }
    }

    @Test
    void theLadderAndTheAnimationOpenWithTheSettingsSetHere() throws Exception {
        store.setValue(RdmaPreferences.LADDER_AXIS, RdmaPreferences.AXIS_EVENTS);
        store.setValue(RdmaPreferences.LADDER_SWITCHES, true);
        store.setValue(RdmaPreferences.ANIMATION_NANOS_PER_SECOND, 100_000L);
        IWorkbenchPage page = UiTesting.page(true);
        page.hideView(page.findView(PacketLadderView.ID));
        page.hideView(page.findView(AnimationView.ID));
        PacketLadderView ladder = (PacketLadderView) page.showView(PacketLadderView.ID);
        assertEquals(LadderGeometry.Axis.EVENTS, ladder.canvas().axis());
        assertTrue(ladder.canvas().switches());
        AnimationView animation = (AnimationView) page.showView(AnimationView.ID);
        assertEquals("100 \u00b5s per second", animation.speedShown());
    }

    @Test
    void thePageShowsEverySettingAndRejectsABadSeed() throws Exception {
        UiTesting.page(false);
        PreferenceDialog dialog = PreferencesUtil.createPreferenceDialogOn(null, "rdma.workbench.debug.ui.preferences", null, null);
        dialog.setBlockOnOpen(false);
        dialog.open();
        try {
            RdmaPreferencePageProbe page = new RdmaPreferencePageProbe(dialog);
            page.setText("Default seed (empty: each scenario's own):", "twelve");
            assertEquals("The seed is a whole number, or empty for each scenario's own seed", page.errorMessage());
            assertTrue(!page.okEnabled(), "OK is disabled while the seed is not a number");
            page.setText("Default seed (empty: each scenario's own):", "7");
            assertEquals(null, page.errorMessage());
            Screenshots.take("preferences-rdma");
            page.ok();
            assertEquals("7", store.getString(RdmaPreferences.SEED));
        } finally {
            if (dialog.getShell() != null && !dialog.getShell().isDisposed()) {
                dialog.close();
            }
        }
    }
}
