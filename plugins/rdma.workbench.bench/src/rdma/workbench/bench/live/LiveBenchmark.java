package rdma.workbench.bench.live;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.emf.common.util.URI;

import rdma.workbench.bench.Medians;
import rdma.workbench.engine.live.LiveFabric;
import rdma.workbench.engine.live.LiveParts;
import rdma.workbench.engine.loader.LiveLoader;
import rdma.workbench.engine.loader.RecordingScenario;
import rdma.workbench.engine.loader.ScenarioLoader;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.topology.Topology;

/**
 * {@code rdmawb bench-live}: perftest's ib_write_bw (4 KiB WRITEs) through the verbs library on a
 * live erdma-pair fabric, beside the same WRITEs run by the engine alone — the run's recording,
 * replayed as a scenario in this JVM — as message rates and their ratio in one run (goal: the
 * library costs at most 3 x the engine alone); and the wall time of one verb call across the socket
 * (the project's C test timing ibv_query_qp).
 */
public final class LiveBenchmark {

    private static final int MESSAGES = 5000;
    private static final int SIZE = 4096;
    private static final int ROUNDS = 5;
    /** perftest's result row: #bytes #iterations BW peak BW average MsgRate[Mpps]. */
    private static final Pattern RESULT = Pattern.compile("^\\s*(\\d+)\\s+(\\d+)\\s+([0-9.]+)\\s+([0-9.]+)\\s+([0-9.]+)\\s*$", Pattern.MULTILINE);
    private static final Pattern PER_CALL = Pattern.compile("in (\\d+) ns each");

    private final PrintStream out;
    private final Path examples;
    private final Path library;
    private final Path verbsTest;

    public LiveBenchmark(PrintStream out, Path examples, Path library, Path verbsTest) {
        this.out = out;
        this.examples = examples;
        this.library = library;
        this.verbsTest = verbsTest;
    }

    public int run() {
        try {
            if (!Files.isRegularFile(library)) {
                out.println("rdmawb bench-live: there is no verbs library at " + library + " (it needs gcc and libibverbs-dev; then ./rdmawb build)");
                return 2;
            }
            String perftest = program("ib_write_bw");
            if (perftest == null) {
                out.println("rdmawb bench-live: ib_write_bw is not installed (sudo apt-get install perftest)");
                return 2;
            }
            Path topologyFile = examples.resolve("topologies/erdma-pair.rdmatopo");
            out.println(String.format(Locale.ROOT, "RDMA Workbench live-fabric benchmark: ib_write_bw, %d WRITEs of %d bytes on erdma-pair (%d cores)",
                    MESSAGES, SIZE, Runtime.getRuntime().availableProcessors()));
            double[] live = new double[ROUNDS];
            double[] alone = new double[ROUNDS];
            for (int i = -1; i < ROUNDS; i++) {
                Topology topology = ModelFiles.load(ModelFiles.newResourceSet(), URI.createFileURI(topologyFile.toAbsolutePath().toString()),
                        Topology.class);
                Round r = round(topology, perftest);
                if (i >= 0) {
                    live[i] = r.liveRate();
                    alone[i] = r.aloneRate();
                }
            }
            Medians.print("messages/s through the library (ib_write_bw's own MsgRate)", live, "/s");
            Medians.print("messages/s of the engine alone (the recording replayed)", alone, "/s");
            double ratio = Medians.median(alone) / Medians.median(live);
            out.println(String.format(Locale.ROOT, "  %-58s %.2fx  %s", "engine alone / through the library", ratio,
                    (ratio <= 3 ? "met: " : "NOT MET: ") + "the library costs at most 3x the engine alone"));
            perCall(topologyFile);
            return 0;
        } catch (Exception e) {
            out.println("rdmawb bench-live: " + e);
            return 1;
        }
    }

    private record Round(double liveRate, double aloneRate) {
    }

    private Round round(Topology topology, String perftest) throws Exception {
        Path dir = Files.createTempDirectory("rdmawb-bench-live");
        LiveParts parts = LiveLoader.load(topology, 1);
        parts.parts().session().trace().setRetained(false);
        LiveFabric fabric = LiveFabric.start(parts, dir, line -> { });
        fabric.setRecording(true);
        String port = String.valueOf(20000 + (int) (ProcessHandle.current().pid() % 10000));
        List<String> args = List.of(perftest, "-d", "erdma_0", "-x", "1", "-n", String.valueOf(MESSAGES), "-s", String.valueOf(SIZE), "-p", port);
        Process server = start(fabric, "host2", args);
        Thread.sleep(500);
        List<String> client = new ArrayList<>(args);
        client.add("localhost");
        Process c = start(fabric, "host1", client);
        String printed = ended(c);
        ended(server);
        fabric.close();
        Matcher m = RESULT.matcher(printed);
        if (!m.find()) {
            throw new IOException("ib_write_bw printed no result:\n" + printed);
        }
        double liveRate = Double.parseDouble(m.group(5)) * 1e6;
        Scenario s = RecordingScenario.of(fabric.recording(), topology, "bench-live");
        Session replay = ScenarioLoader.load(s);
        replay.trace().setRetained(false);
        replay.setCheckpointInterval(0);
        long t0 = System.nanoTime();
        replay.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        double seconds = (System.nanoTime() - t0) / 1e9;
        if (!replay.problems().isEmpty()) {
            throw new IOException("the recording did not replay as it ran: " + replay.problems().get(0));
        }
        return new Round(liveRate, MESSAGES / seconds);
    }

    private void perCall(Path topologyFile) throws Exception {
        Topology topology = ModelFiles.load(ModelFiles.newResourceSet(), URI.createFileURI(topologyFile.toAbsolutePath().toString()), Topology.class);
        Path dir = Files.createTempDirectory("rdmawb-bench-live");
        LiveFabric fabric = LiveFabric.start(LiveLoader.load(topology, 1), dir, line -> { });
        double[] ns = new double[ROUNDS];
        for (int i = 0; i < ROUNDS; i++) {
            String printed = ended(start(fabric, "host1", List.of(verbsTest.toString(), "calls", "20000")));
            Matcher m = PER_CALL.matcher(printed);
            if (!m.find()) {
                throw new IOException("verbs-test printed no time:\n" + printed);
            }
            ns[i] = Double.parseDouble(m.group(1)) / 1000.0;
        }
        fabric.close();
        Medians.print("wall time of one verb call across the socket (ibv_query_qp)", ns, "us");
    }

    private Process start(LiveFabric fabric, String host, List<String> command) throws IOException {
        ProcessBuilder b = new ProcessBuilder(command).redirectErrorStream(true);
        Map<String, String> env = b.environment();
        env.put("RDMAWB_FABRIC", fabric.socket().toString());
        env.put("RDMAWB_HOST", host);
        if (!command.get(0).equals(verbsTest.toString())) {
            env.put("LD_PRELOAD", library.toString());
        }
        return b.start();
    }

    private static String ended(Process p) throws Exception {
        String printed = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(10, TimeUnit.MINUTES) || p.exitValue() != 0) {
            throw new IOException(p.info().command().orElse("a program") + " failed:\n" + printed);
        }
        return printed;
    }

    private static String program(String name) {
        for (String d : System.getenv().getOrDefault("PATH", "/usr/bin").split(":")) {
            if (Files.isExecutable(Path.of(d, name))) {
                return Path.of(d, name).toString();
            }
        }
        return null;
    }
}
