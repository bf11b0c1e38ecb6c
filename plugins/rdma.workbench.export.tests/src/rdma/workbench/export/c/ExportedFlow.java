package rdma.workbench.export.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Assumptions;

import rdma.workbench.engine.live.LiveFabric;
import rdma.workbench.engine.live.LiveParts;
import rdma.workbench.engine.loader.LiveLoader;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.testing.ProgramRun;

/**
 * An example exported as C and built with gcc as its Makefile says, and the means to run its
 * programs on a live fabric of its topology through the verbs library the build made (the
 * rdma.workbench.verbs.linux.x86_64 fragment; CI installs gcc and libibverbs-dev and fails without them).
 */
final class ExportedFlow {

    private static final Path VERBS = Path.of(System.getProperty("rdma.verbs", "../rdma.workbench.verbs.linux.x86_64")).toAbsolutePath();
    static final Path LIBRARY = VERBS.resolve("os/linux/x86_64/librdmawb-verbs.so");

    final Path dir;
    /** What starts one of its programs: the binary, or python3 and the script. */
    final List<String> command;
    final Path binary;

    private ExportedFlow(Path dir, List<String> command) {
        this.dir = dir;
        this.command = command;
        this.binary = Path.of(command.get(command.size() - 1));
    }

    /** Where Debian's python3 is, whose dist-packages hold python3-pyverbs. */
    static final Path PYTHON = Path.of("/usr/bin/python3");

    /** Skips (or in CI fails) where pyverbs cannot be imported by Debian's python3. */
    static void requirePyverbs() throws Exception {
        if (Files.isExecutable(PYTHON)) {
            ProgramRun probe = ProgramRun.end(new ProcessBuilder(PYTHON.toString(), "-c", "import pyverbs.device").redirectErrorStream(true).start(), 60);
            if (probe.exit() == 0) {
                return;
            }
        }
        if (System.getenv("CI") != null) {
            fail("python3-pyverbs is not installed; CI must install it (apt-get install python3-pyverbs)");
        }
        Assumptions.abort("python3-pyverbs is not installed here (apt-get install python3-pyverbs); CI runs this test");
    }

    /** Exports {@code scenario} as pyverbs into {@code dir}; python3 -m py_compile must accept it. */
    static ExportedFlow buildPython(Scenario scenario, String name, Path dir) throws Exception {
        rdma.workbench.export.py.PyFlowExport.Files f = rdma.workbench.export.py.PyFlowExport.export(scenario, name);
        f.writeTo(dir);
        Path script = dir.resolve(f.name() + ".py");
        ProgramRun compile = ProgramRun.end(new ProcessBuilder(PYTHON.toString(), "-m", "py_compile", script.toString()).redirectErrorStream(true).start(), 60);
        assertEquals(0, compile.exit(), name + ": py_compile failed:\n" + compile.output());
        return new ExportedFlow(dir, List.of(PYTHON.toString(), script.toString()));
    }

    /** Skips (or in CI fails) where gcc and libibverbs-dev are missing. */
    static void requireCompiler() {
        if (Files.exists(Path.of("/usr/include/infiniband/verbs.h")) && Files.isExecutable(Path.of("/usr/bin/gcc"))) {
            return;
        }
        if (System.getenv("CI") != null) {
            fail("gcc or libibverbs-dev is not installed; CI must install them (apt-get install gcc make libibverbs-dev)");
        }
        Assumptions.abort("gcc and libibverbs-dev are not installed here; CI runs this test");
    }

    static void requireLibrary() {
        requireCompiler();
        if (!Files.isRegularFile(LIBRARY)) {
            fail("libibverbs-dev is installed but the build made no verbs library at " + LIBRARY);
        }
    }

    /** Exports {@code scenario} into {@code dir} and builds it with make; a compiler message fails the test. */
    static ExportedFlow build(Scenario scenario, String name, Path dir) throws Exception {
        CFlowExport.Files f = CFlowExport.export(scenario, name);
        f.writeTo(dir);
        ProgramRun make = ProgramRun.end(new ProcessBuilder("make", "-s", "-C", dir.toString()).redirectErrorStream(true).start(), 120);
        assertEquals(0, make.exit(), name + ": make failed:\n" + make.output());
        return new ExportedFlow(dir, List.of(dir.resolve(f.name()).toString()));
    }

    /** Starts program {@code program} of the flow, attached as host {@code host} of {@code fabric} (or to no fabric when null). */
    Process start(LiveFabric fabric, String host, String... args) throws IOException {
        List<String> command = new ArrayList<>(this.command);
        command.addAll(List.of(args));
        ProcessBuilder b = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true);
        Map<String, String> env = b.environment();
        env.remove("RDMAWB_FABRIC");
        env.remove("RDMAWB_HOST");
        env.remove("LD_PRELOAD");
        if (fabric != null) {
            env.put("RDMAWB_FABRIC", fabric.socket().toString());
            env.put("RDMAWB_HOST", host);
            env.put("LD_PRELOAD", LIBRARY.toString());
        }
        return b.start();
    }

    /** A live fabric of {@code scenario}'s topology serving in {@code dir}, its log kept in {@code log}. */
    static LiveFabric fabric(Scenario scenario, Path dir, List<String> log) throws Exception {
        LiveParts parts = LiveLoader.load(scenario.getTopology(), 1);
        return LiveFabric.start(parts, dir, line -> {
            synchronized (log) {
                log.add(line);
            }
        });
    }
}
