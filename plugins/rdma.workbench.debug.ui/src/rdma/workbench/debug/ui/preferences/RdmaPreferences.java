package rdma.workbench.debug.ui.preferences;

import org.eclipse.core.runtime.preferences.AbstractPreferenceInitializer;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.ui.preferences.ScopedPreferenceStore;

import rdma.workbench.debug.launch.LaunchSettings;

/**
 * Window > Preferences > RDMA: what new launch configurations and the packet views start with. A launch
 * configuration keeps its own seed and limit once made; the views read their settings when they open.
 */
public final class RdmaPreferences extends AbstractPreferenceInitializer {

    public static final String QUALIFIER = "rdma.workbench.debug.ui";
    /** Seed of new launch configurations: empty means each scenario's own seed. */
    public static final String SEED = "launch.seed";
    /** Simulated-time limit of new launch configurations, in microseconds. */
    public static final String LIMIT_MICROS = "launch.limitMicros";
    /** The Animation view's speed when it opens: simulated nanoseconds per second of playing. */
    public static final String ANIMATION_NANOS_PER_SECOND = "animation.nanosPerSecond";
    /** The Packet Ladder's time axis when it opens: {@link #AXIS_TIME} or {@link #AXIS_EVENTS}. */
    public static final String LADDER_AXIS = "ladder.axis";
    public static final String AXIS_TIME = "time";
    public static final String AXIS_EVENTS = "events";
    /** Whether the Packet Ladder opens with a lane per switch. */
    public static final String LADDER_SWITCHES = "ladder.switches";

    private static IPreferenceStore store;

    /** The store of these settings (the workspace's instance scope). */
    public static synchronized IPreferenceStore store() {
        if (store == null) {
            store = new ScopedPreferenceStore(InstanceScope.INSTANCE, QUALIFIER);
        }
        return store;
    }

    /** Fills a new launch configuration of {@code scenario} with the seed and the time limit set here. */
    public static void fillNewLaunch(ILaunchConfigurationWorkingCopy config, String scenario) {
        LaunchSettings.setDefaults(config, scenario);
        config.setAttribute(LaunchSettings.SEED, store().getString(SEED).trim());
        config.setAttribute(LaunchSettings.LIMIT_MICROS, Long.toString(store().getLong(LIMIT_MICROS)));
    }

    @Override
    public void initializeDefaultPreferences() {
        IPreferenceStore s = store();
        s.setDefault(SEED, "");
        s.setDefault(LIMIT_MICROS, LaunchSettings.DEFAULT_LIMIT_MICROS);
        s.setDefault(ANIMATION_NANOS_PER_SECOND, 1_000L);
        s.setDefault(LADDER_AXIS, AXIS_TIME);
        s.setDefault(LADDER_SWITCHES, false);
    }
}
