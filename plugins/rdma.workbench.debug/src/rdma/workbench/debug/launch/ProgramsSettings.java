package rdma.workbench.debug.launch;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;

/**
 * What an "RDMA Programs" launch configuration says: the topology (a workspace path), one or more
 * programs — each a host of the topology, a working directory (empty: the topology's project),
 * a command line and variables for its environment — started in order, {@code startGapMillis} apart (a server listens before its
 * client connects), and where the recording goes (a workspace path; empty: beside the topology).
 */
public record ProgramsSettings(String topology, List<Program> programs, int startGapMillis, String recording) {

    public static final String TYPE = "rdma.workbench.debug.programs";
    public static final String TOPOLOGY = "rdma.workbench.debug.programs.topology";
    public static final String PROGRAMS = "rdma.workbench.debug.programs.commands";
    public static final String RECORDING = "rdma.workbench.debug.programs.recording";
    public static final String START_GAP = "rdma.workbench.debug.programs.startGap";
    /** Long enough for ibv_rc_pingpong's server to listen before its client connects. */
    public static final int DEFAULT_START_GAP_MILLIS = 500;
    public static final int MAX_START_GAP_MILLIS = 60_000;

    /**
     * One program: the host it runs on, its working directory, its command line as a shell would
     * split it, and NAME=value pairs added to its environment (split the same way).
     */
    public record Program(String host, String directory, String commandLine, String environment) {

        public Program(String host, String directory, String commandLine) {
            this(host, directory, commandLine, "");
        }

        /** As the configuration keeps it: host, directory, command line and environment separated by tabs. */
        String encoded() {
            return host + "\t" + directory + "\t" + commandLine + "\t" + environment;
        }

        static Program decoded(String s) {
            String[] f = s.split("\t", 4);
            return new Program(f[0], f.length > 1 ? f[1] : "", f.length > 2 ? f[2] : "", f.length > 3 ? f[3] : "");
        }

        /** The environment's variables; the first pair that is not NAME=value, as an error. */
        public Map<String, String> variables() throws CoreException {
            Map<String, String> vars = new LinkedHashMap<>();
            for (String pair : DebugPlugin.parseArguments(environment)) {
                int eq = pair.indexOf('=');
                if (eq <= 0) {
                    throw LaunchSettings.error("'" + pair + "' in the environment of '" + commandLine + "' is not NAME=value");
                }
                vars.put(pair.substring(0, eq), pair.substring(eq + 1));
            }
            return vars;
        }
    }

    public static ProgramsSettings of(ILaunchConfiguration config) throws CoreException {
        String topology = config.getAttribute(TOPOLOGY, "");
        if (topology.isBlank()) {
            throw LaunchSettings.error("the launch configuration '" + config.getName() + "' names no topology: choose a .rdmatopo file on its Programs tab");
        }
        List<Program> programs = new ArrayList<>();
        for (String s : config.getAttribute(PROGRAMS, List.of())) {
            Program p = Program.decoded(s);
            if (p.host().isBlank() || p.commandLine().isBlank()) {
                throw LaunchSettings.error("a program of '" + config.getName() + "' has no " + (p.host().isBlank() ? "host" : "command line"));
            }
            p.variables();
            programs.add(p);
        }
        if (programs.isEmpty()) {
            throw LaunchSettings.error("the launch configuration '" + config.getName() + "' starts no program: add one on its Programs tab");
        }
        int gap = config.getAttribute(START_GAP, DEFAULT_START_GAP_MILLIS);
        if (gap < 0 || gap > MAX_START_GAP_MILLIS) {
            throw LaunchSettings.error("the programs of '" + config.getName() + "' start " + gap + " ms apart: the gap is 0 to " + MAX_START_GAP_MILLIS + " ms");
        }
        return new ProgramsSettings(topology, List.copyOf(programs), gap, config.getAttribute(RECORDING, ""));
    }

    public static void write(ILaunchConfigurationWorkingCopy config, String topology, List<Program> programs, int startGapMillis, String recording) {
        config.setAttribute(TOPOLOGY, topology);
        config.setAttribute(PROGRAMS, programs.stream().map(Program::encoded).toList());
        config.setAttribute(START_GAP, startGapMillis);
        config.setAttribute(RECORDING, recording);
    }
}
