package rdma.workbench.debug.ui.preferences;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;

import org.eclipse.core.resources.IFile;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.jface.preference.PreferenceDialog;
import org.eclipse.ui.dialogs.PreferencesUtil;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.launch.LaunchSettings;
import rdma.workbench.debug.ui.Screenshots;
import rdma.workbench.debug.ui.UiTesting;
import rdma.workbench.debug.ui.launch.ScenarioConfigurations;

/** Window > Preferences > RDMA: each setting changes what it says it changes (the ladder's and the animation's: their views' tests). */
class PreferencesTest {

    private final IPreferenceStore store = RdmaPreferences.store();

    @AfterEach
    void restore() throws Exception {
        store.setToDefault(RdmaPreferences.SEED);
        store.setToDefault(RdmaPreferences.LIMIT_MICROS);
        UiTesting.cleanUp(UiTesting.page(false));
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
