package rdma.workbench.debug.launch;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.Status;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;

import rdma.workbench.engine.stepping.Session;

/**
 * What an "RDMA Scenario" launch configuration says: the scenario (a workspace path), the seed
 * (empty: the scenario's own), the simulated-time limit, the folder the captures go to (empty:
 * none) and whether a debug launch stops before the first step.
 */
public record LaunchSettings(String scenario, Long seed, long limitNanos, String captureFolder, boolean stopAtFirstStep) {

    public static final String SCENARIO = "rdma.workbench.debug.scenario";
    public static final String SEED = "rdma.workbench.debug.seed";
    public static final String LIMIT_MICROS = "rdma.workbench.debug.limitMicros";
    public static final String CAPTURE_FOLDER = "rdma.workbench.debug.captureFolder";
    public static final String STOP_AT_FIRST_STEP = "rdma.workbench.debug.stopAtFirstStep";

    /**
     * A debug launch stops before the first step unless told otherwise, as CDT stops at main: a
     * session is there to be stepped, and one without breakpoints would otherwise run to its end.
     */
    public static final boolean STOP_AT_FIRST_STEP_DEFAULT = true;

    /** The engine's own limit, in microseconds as the tab shows it. */
    public static final long DEFAULT_LIMIT_MICROS = Session.DEFAULT_LIMIT_NANOS / 1000;

    /** Reads {@code config}; a value the engine cannot use is an error naming the setting. */
    public static LaunchSettings of(ILaunchConfiguration config) throws CoreException {
        String scenario = config.getAttribute(SCENARIO, "");
        if (scenario.isBlank()) {
            throw error("the launch configuration '" + config.getName() + "' names no scenario: choose a .rdmaflow file on its Scenario tab");
        }
        String seedText = config.getAttribute(SEED, "").trim();
        Long seed = null;
        if (!seedText.isEmpty()) {
            try {
                seed = Long.parseLong(seedText);
            } catch (NumberFormatException e) {
                throw error("the seed of '" + config.getName() + "' must be a whole number, not '" + seedText + "'");
            }
        }
        String limitText = config.getAttribute(LIMIT_MICROS, Long.toString(DEFAULT_LIMIT_MICROS)).trim();
        long limitMicros;
        try {
            limitMicros = Long.parseLong(limitText);
        } catch (NumberFormatException e) {
            throw error("the time limit of '" + config.getName() + "' must be a whole number of microseconds, not '" + limitText + "'");
        }
        if (limitMicros <= 0 || limitMicros > Long.MAX_VALUE / 1000) {
            throw error("the time limit of '" + config.getName() + "' must be between 1 and " + Long.MAX_VALUE / 1000 + " us, not " + limitMicros);
        }
        String capture = config.getAttribute(CAPTURE_FOLDER, "").trim();
        return new LaunchSettings(scenario, seed, limitMicros * 1000, capture.isEmpty() ? null : capture,
                config.getAttribute(STOP_AT_FIRST_STEP, STOP_AT_FIRST_STEP_DEFAULT));
    }

    /** Fills a new configuration for {@code scenario} with the defaults. */
    public static void setDefaults(ILaunchConfigurationWorkingCopy config, String scenario) {
        config.setAttribute(SCENARIO, scenario);
        config.setAttribute(SEED, "");
        config.setAttribute(LIMIT_MICROS, Long.toString(DEFAULT_LIMIT_MICROS));
        config.setAttribute(CAPTURE_FOLDER, "");
        config.setAttribute(STOP_AT_FIRST_STEP, STOP_AT_FIRST_STEP_DEFAULT);
    }

    static CoreException error(String message) {
        return new CoreException(Status.error(message));
    }
}
