package rdma.workbench.engine.live;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Assumptions;

import rdma.workbench.engine.loader.LiveLoader;
import rdma.workbench.engine.trace.PacketDropped;
import rdma.workbench.engine.trace.TraceText;
import rdma.workbench.testing.ExampleScenarios;

/**
 * The verbs library as the build left it (rdma.workbench.verbs.linux.x86_64: the library in
 * os/linux/x86_64, its sanitized build and the project's C test in target/native/sanitized), a
 * live fabric of a bundled topology in a folder of the test's, and programs run against it. The
 * library is built wherever libibverbs-dev is installed; CI installs it and fails without it.
 */
final class NativeVerbs {

    private static final Path BUNDLE = Path.of(System.getProperty("rdma.verbs", "../rdma.workbench.verbs.linux.x86_64")).toAbsolutePath();
    static final Path LIBRARY = BUNDLE.resolve("os/linux/x86_64/librdmawb-verbs.so");
    static final Path SANITIZED_TEST = BUNDLE.resolve("target/native/sanitized/verbs-test");

    private NativeVerbs() {
    }

    /** Skips (or in CI fails) a test that needs the library where it could not be built. */
    static void require() {
        if (Files.isRegularFile(LIBRARY) && Files.isRegularFile(SANITIZED_TEST)) {
            return;
        }
        if (Files.exists(Path.of("/usr/include/infiniband/verbs.h"))) {
            fail("libibverbs-dev is installed but the build made no verbs library at " + LIBRARY);
        }
        if (System.getenv("CI") != null) {
            fail("libibverbs-dev is not installed; CI must install it (apt-get install gcc make libibverbs-dev ibverbs-utils perftest)");
        }
        Assumptions.abort("the verbs library is not built here (apt-get install gcc make libibverbs-dev, then build); CI runs this test");
    }

    /** Skips (or in CI fails) a test that runs {@code program} from Debian's ibverbs-utils or perftest where it is not installed. */
    static String program(String name) {
        for (String d : System.getenv().getOrDefault("PATH", "/usr/bin").split(":")) {
            if (Files.isExecutable(Path.of(d, name))) {
                return Path.of(d, name).toString();
            }
        }
        if (System.getenv("CI") != null) {
            fail(name + " is not installed; CI must install it (apt-get install ibverbs-utils perftest)");
        }
        Assumptions.abort(name + " is not installed here (apt-get install ibverbs-utils perftest); CI runs this test");
        return null;
    }

    /** A live fabric of a bundled topology, serving in {@code dir}; its log lines are kept. */
    static final class Fabric implements AutoCloseable {

        final LiveFabric fabric;
        final Path dir;
        final List<String> log = Collections.synchronizedList(new ArrayList<>());
        /** The trace's drops, as its text says them. */
        final List<String> drops = Collections.synchronizedList(new ArrayList<>());
        /** The trace's last lines, for a failure's message. */
        private final java.util.ArrayDeque<String> recent = new java.util.ArrayDeque<>();

        Fabric(String topology, Path dir) throws Exception {
            this.dir = dir;
            LiveParts parts = LiveLoader.load(ExampleScenarios.topology(topology), 1);
            parts.parts().session().setCapturing(true);
            parts.parts().session().trace().setRetained(false);
            parts.parts().session().trace().addListener(e -> {
                if (e instanceof PacketDropped) {
                    drops.add(TraceText.line(e));
                }
                synchronized (recent) {
                    recent.addLast(TraceText.line(e));
                    if (recent.size() > 300) {
                        recent.removeFirst();
                    }
                }
            });
            fabric = LiveFabric.start(parts, dir, log::add);
            fabric.setRecording(true);
        }

        /** What the fabric logged so far, a line each (a copy: the fabric may be logging while it is read). */
        String logText() {
            String trace;
            synchronized (recent) {
                trace = String.join("\n", recent);
            }
            synchronized (log) {
                return String.join("\n", log) + "\ntrace (last lines):\n" + trace;
            }
        }

        /** Starts {@code command} on {@code host}, with the library preloaded unless the program links it itself. */
        Process start(String host, boolean preload, String... command) throws IOException {
            ProcessBuilder b = new ProcessBuilder(command).redirectErrorStream(true);
            Map<String, String> env = b.environment();
            env.put("RDMAWB_FABRIC", fabric.socket().toString());
            env.put("RDMAWB_HOST", host);
            if (preload) {
                env.put("LD_PRELOAD", LIBRARY.toString());
            }
            env.put("ASAN_OPTIONS", "detect_leaks=1:abort_on_error=1");
            env.put("UBSAN_OPTIONS", "halt_on_error=1:print_stacktrace=1");
            return b.start();
        }

        @Override
        public void close() throws Exception {
            fabric.close();
        }
    }
}
