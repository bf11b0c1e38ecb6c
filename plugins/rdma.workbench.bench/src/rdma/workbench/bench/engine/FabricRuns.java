package rdma.workbench.bench.engine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

import org.eclipse.emf.common.util.URI;

import rdma.workbench.engine.loader.LoadException;
import rdma.workbench.engine.loader.ScenarioLoader;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.stepping.internal.SessionParts;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.model.authoring.LeafSpine;
import rdma.workbench.model.authoring.RcPairsScenario;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.persistence.ModelLoadException;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.topology.Topology;

/**
 * Runs on generated leaf-spine fabrics (32 hosts per leaf, 8 spines), as a user of
 * {@code rdmawb leafspine --scenario} gets them: the per-packet cost at two fabric sizes, the time
 * to load a large scenario file, the heap a very large one needs, and going back one event after a
 * million.
 */
final class FabricRuns {

    private FabricRuns() {
    }

    /** A generated fabric of {@code hosts} hosts with {@code qps} RC QPs in pairs, each pair moving one message. */
    static Scenario scenario(int hosts, int qps, RcPairsScenario.Traffic traffic) {
        Topology t = LeafSpine.build(hosts, 32, 8);
        return RcPairsScenario.build(t, qps, traffic);
    }

    /** The nanoseconds per frame hop of the traffic phase (from the first packet on) of {@code s}. */
    static double nanosPerHop(Scenario s) {
        SessionParts parts = load(s);
        Session session = parts.session();
        boolean[] sending = {false};
        Consumer<TraceEvent> firstPacket = e -> sending[0] |= e instanceof PacketSent;
        session.trace().addListener(firstPacket);
        while (!sending[0] && session.stepEvent()) {
            // set-up: verbs, connections, the Sync
        }
        session.trace().removeListener(firstPacket);
        long hops0 = hops(parts);
        long start = System.nanoTime();
        session.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        long ns = System.nanoTime() - start;
        if (!session.problems().isEmpty()) {
            throw new IllegalStateException("the generated scenario did not run as expected: " + session.problems().get(0));
        }
        return (double) ns / (hops(parts) - hops0);
    }

    /** A session that keeps no trace and no checkpoint and reuses frame buffers: the engine as a long measured run uses it. */
    static SessionParts load(Scenario s) {
        try {
            SessionParts parts = ScenarioLoader.loadParts(s);
            parts.session().trace().setRetained(false);
            parts.session().setCheckpointInterval(0);
            parts.fabric().setRecycling(true);
            return parts;
        } catch (LoadException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    static long hops(SessionParts s) {
        return s.fabric().links().stream().mapToLong(l -> l.framesSent()).sum();
    }

    /** Writes {@code s} with its topology into {@code dir} as a user's files would be; returns the scenario file. */
    static Path save(Scenario s, Path dir) throws IOException {
        ModelFiles.save(s, URI.createFileURI(dir.resolve("fabric.rdmatopo").toString()), URI.createFileURI(dir.resolve("pairs.rdmaflow").toString()));
        return dir.resolve("pairs.rdmaflow");
    }

    /** Milliseconds to load {@code file} (and its topology) from disk and turn it into an engine session. */
    static double loadMillis(Path file) {
        long start = System.nanoTime();
        try {
            Scenario s = ModelFiles.load(ModelFiles.newResourceSet(), URI.createFileURI(file.toAbsolutePath().toString()), Scenario.class);
            ScenarioLoader.load(s);
        } catch (ModelLoadException | LoadException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
        return (System.nanoTime() - start) / 1e6;
    }

    static Path tempDir() throws IOException {
        Path dir = Files.createTempDirectory("rdmawb-bench-");
        dir.toFile().deleteOnExit();
        return dir;
    }

    /** One WRITE of {@code bytes} between two hosts of a small leaf-spine fabric: about four events per 1 KiB packet. */
    static Scenario longWrite(int bytes) {
        return RcPairsScenario.longWrite(bytes);
    }
}
