package rdma.workbench.engine.live;

import java.io.EOFException;
import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Predicate;

import rdma.workbench.engine.stepping.EngineFault;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.trace.CompletionQueued;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.verbs.AsyncEvent;
import rdma.workbench.engine.verbs.CompletionQueue;
import rdma.workbench.engine.verbs.Context;
import rdma.workbench.engine.verbs.QueuePair;
import rdma.workbench.engine.verbs.SharedReceiveQueue;
import rdma.workbench.engine.verbs.VerbsObject;
import rdma.workbench.engine.verbs.WorkCompletion;

/**
 * A fabric that real programs attach to: the engine serving the verbs library on a Unix socket
 * (DIR/fabric.sock) until it is stopped. One engine thread does everything the engine does — each
 * program's requests in the order they came, and simulated time, which runs only while every
 * attached program waits for the fabric (a poll that found nothing, a wait for a CQ or async
 * event, an armed CQ) or has no send outstanding: a program busy on its own (a TCP exchange, a
 * printf) stops the clock, as its NIC would not have been faster than its CPU. A poll that finds
 * nothing is answered when a completion comes, or after a moment when nothing can move.
 */
public final class LiveFabric implements AutoCloseable {

    /** The socket's name in the run folder. */
    public static final String SOCKET = "fabric.sock";
    /** How long a poll that found nothing waits when simulated time cannot run, before it is answered with no completion. */
    private static final long EMPTY_POLL_NANOS = 1_000_000;


    /** Something for the engine thread: a program's message, its going, or the stop. */
    private sealed interface Inbound {
    }

    private record Request(ProgramConnection from, Message message) implements Inbound {
    }

    private record Gone(ProgramConnection from, String why) implements Inbound {
    }

    private record Stop(ProgramConnection from, Message message) implements Inbound {
    }

    /** An attached program as a debugger's thread shows it. */
    public record ProgramView(String name, String host, String doing) {
    }

    private volatile Consumer<String> sink;
    private final LiveParts parts;
    private final Session session;
    private final Path socket;
    private final ServerSocketChannel server;
    private final BlockingQueue<Inbound> inbox = new LinkedBlockingQueue<>();
    private final Map<ProgramConnection, LiveProgram> programs = new HashMap<>();
    private final Map<ProgramConnection, VerbRequests> requests = new HashMap<>();
    /** Every program that attached, in that order, for the recording (a program that went stays). */
    private final List<LiveProgram> attached = new ArrayList<>();
    private long order;
    /** Calls taken from all programs so far: a program may change its memory between two. */
    private long callsTaken;
    private volatile boolean recording;
    /** Whether programs' memory may be read in /proc/PID/mem (once they prove their pid); else always through the library. */
    private volatile boolean procMemory = true;
    /** How many programs proved their pid: their memory is read and written in /proc. */
    private volatile int provenPrograms;
    private final CountDownLatch stopped = new CountDownLatch(1);
    private volatile boolean stopping;
    /** A stop was asked for: it is taken even while the fabric is paused. */
    private volatile boolean stopAsked;
    private volatile boolean paused;
    private final Object pausing = new Object();
    /** When a breakpoint holds, and what to tell when it does; null when none. */
    private volatile Predicate<TraceEvent> breakWhen;
    private volatile Consumer<TraceEvent> onBreak = e -> { };
    /** The attached programs as a debugger shows them, renewed by the engine thread. */
    private volatile List<LiveProgram> views = List.of();
    private boolean stuckSaid;
    /** Runs on the engine thread each time it pauses and every {@link #watchNanos} while it runs: a debugger's views look then. */
    private volatile Runnable watch = () -> { };
    private volatile long watchNanos = Long.MAX_VALUE;
    private long watchedAt = System.nanoTime();
    /** Runs on the engine thread once it has stopped, before the stop is answered: the CLI writes its captures. */
    private Runnable finish = () -> { };
    private Stop stopRequest;

    private LiveFabric(LiveParts parts, Path socket, ServerSocketChannel server) {
        this.parts = parts;
        this.session = parts.parts().session();
        this.socket = socket;
        this.server = server;
        session.setCheckpointInterval(0);
        session.trace().addListener(this::traced);
        for (List<LiveParts.Device> host : parts.hosts().values()) {
            for (LiveParts.Device d : host) {
                d.rnic().device().observeAsyncEvents(this::asyncEvent);
            }
        }
    }

    /** Whether to keep every call of every program for {@link #recording()} (off: a long run keeps nothing). Set it before programs attach. */
    public void setRecording(boolean on) {
        recording = on;
    }

    /** Off: the engine reads and writes programs' memory only through the library's MEM_READ and MEM_WRITE (tests of that way). */
    void setProcMemory(boolean on) {
        procMemory = on;
    }

    int provenPrograms() {
        return provenPrograms;
    }

    void log(String line) {
        sink.accept(line);
    }

    /**
     * Starts serving {@code parts} on DIR/fabric.sock (a socket left by a fabric that died is replaced;
     * a live one refuses), its lines going to {@code log}.
     */
    public static LiveFabric start(LiveParts parts, Path dir, Consumer<String> log) throws IOException {
        Files.createDirectories(dir);
        Path socket = dir.resolve(SOCKET);
        if (Files.exists(socket)) {
            try (SocketChannel probe = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
                throw new IOException("a fabric is already running in " + dir + " (stop it with ./rdmawb fabric --dir " + dir + " --stop)");
            } catch (IOException e) {
                if (e.getMessage() != null && e.getMessage().startsWith("a fabric is already")) {
                    throw e;
                }
                Files.delete(socket);
            }
        }
        ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        server.bind(UnixDomainSocketAddress.of(socket));
        LiveFabric f = new LiveFabric(parts, socket, server);
        f.sink = log;
        f.startThreads();
        return f;
    }

    public Session session() {
        return session;
    }

    public Path socket() {
        return socket;
    }

    /** What to do once the fabric has stopped, on its engine thread, before a `--stop` is answered (write captures, a recording). */
    public void setFinish(Runnable finish) {
        this.finish = finish;
    }

    private void startThreads() {
        Thread accept = new Thread(this::accept, "rdmawb fabric: accept");
        accept.setDaemon(true);
        accept.start();
        Thread engine = new Thread(this::run, "rdmawb fabric: engine");
        engine.start();
    }

    private void accept() {
        while (!stopping) {
            try {
                SocketChannel c = server.accept();
                ProgramConnection connection = new ProgramConnection(c);
                connection.startReading("program", m -> {
                    if (m.type() == LiveProtocol.STOP) {
                        stopAsked = true;
                        inbox.add(new Stop(connection, m));
                        wake();
                    } else {
                        connection.latestQueued = m.type();
                        connection.queued.incrementAndGet();
                        inbox.add(new Request(connection, m));
                    }
                }, why -> inbox.add(new Gone(connection, why)));
            } catch (ClosedChannelException e) {
                return;
            } catch (IOException e) {
                if (!stopping) {
                    log("the fabric stopped accepting programs: " + e.getMessage());
                }
                return;
            }
        }
    }

    /**
     * Asks the fabric serving {@code dir} (another process, say) to stop, and waits until it has
     * written what it writes at its end; an IOException when no fabric serves there.
     */
    public static void requestStop(Path dir) throws IOException {
        Path socket = dir.resolve(SOCKET);
        try (SocketChannel c = SocketChannel.open(UnixDomainSocketAddress.of(socket))) {
            new Message(LiveProtocol.STOP, 0, 1, new byte[0]).write(c);
            Message reply = Message.read(c);
            if (reply.type() != (LiveProtocol.STOP | LiveProtocol.REPLY)) {
                throw new IOException("the fabric answered the stop with message " + reply.type());
            }
        } catch (EOFException e) {
            // it stopped without a word: an older stop, or it failed on the way
        }
    }

    /**
     * What the programs did so far, call by call; read it on the engine thread (in {@link #setFinish})
     * or once the fabric has stopped.
     */
    public Recording recording() {
        List<Recording.Program> out = new ArrayList<>();
        for (LiveProgram p : attached) {
            out.add(p.recorded());
        }
        return new Recording(out);
    }

    /** Asks the engine thread to stop: programs still attached lose their fabric (their verbs fail with EPIPE). */
    public void stop() {
        stopAsked = true;
        inbox.add(new Stop(null, null));
        wake();
    }

    /**
     * Freezes the fabric after the engine event it is in: simulated time stops and no call is taken,
     * so each program waits in its next verb, as a debugger's suspend would have it.
     */
    public void pause() {
        paused = true;
    }

    public void resume() {
        synchronized (pausing) {
            paused = false;
            pausing.notifyAll();
        }
    }

    public boolean isPaused() {
        return paused;
    }

    private void wake() {
        synchronized (pausing) {
            pausing.notifyAll();
        }
    }

    /** Pauses the fabric after each engine event that records an event {@code when} holds for, and tells {@code hit}. Null: no breakpoint. */
    public void setBreakpoint(Predicate<TraceEvent> when, Consumer<TraceEvent> hit) {
        onBreak = hit == null ? e -> { } : hit;
        breakWhen = when;
    }

    /** The attached programs and what each is doing, as of the last call the fabric took. */
    public List<ProgramView> programs() {
        return views.stream().map(p -> new ProgramView(p.name, p.host, p.doing(paused))).toList();
    }

    /**
     * Runs {@code r} on the engine thread (where the session may be read) each time the fabric
     * pauses and every {@code everyMillis} while it runs.
     */
    public void setWatch(Runnable r, long everyMillis) {
        watch = r;
        watchNanos = TimeUnit.MILLISECONDS.toNanos(everyMillis);
    }

    private void look() {
        watchedAt = System.nanoTime();
        try {
            watch.run();
        } catch (RuntimeException e) {
            log("the fabric's watcher failed: " + e);
        }
    }

    /** Waits until the engine thread has stopped. */
    public void awaitStopped() throws InterruptedException {
        stopped.await();
    }

    /** Waits at most {@code seconds} for the engine thread to stop; whether it has. */
    public boolean awaitStopped(long seconds) throws InterruptedException {
        return stopped.await(seconds, TimeUnit.SECONDS);
    }

    @Override
    public void close() throws InterruptedException {
        stop();
        awaitStopped();
    }

    private void run() {
        try {
            while (!stopping) {
                if (System.nanoTime() - watchedAt >= watchNanos) {
                    look();
                }
                if (paused && !stopAsked) {
                    look();
                    synchronized (pausing) {
                        while (paused && !stopAsked) {
                            pausing.wait(100);
                        }
                    }
                    continue;
                }
                Inbound in = inbox.poll();
                if (in != null) {
                    handle(in);
                    continue;
                }
                if (timeRuns()) {
                    step();
                    answerWaiting(true);
                    continue;
                }
                answerWaiting(false);
                in = inbox.poll(EMPTY_POLL_NANOS / 2, TimeUnit.NANOSECONDS);
                if (in != null) {
                    handle(in);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            shutDown();
            stopped.countDown();
        }
    }

    private void shutDown() {
        stopping = true;
        try {
            finish.run();
        } catch (RuntimeException e) {
            log("the fabric could not finish: " + e);
        }
        if (stopRequest != null && stopRequest.from() != null) {
            stopRequest.from().reply(stopRequest.message(), 0, new byte[0]);
        }
        try {
            server.close();
            Files.deleteIfExists(socket);
        } catch (IOException e) {
            log("the fabric's socket could not be removed: " + e.getMessage());
        }
        for (LiveProgram p : programs.values()) {
            for (String line : p.figures.lines()) {
                log(p + ": " + line);
            }
            if (p.direct != null) {
                p.direct.close();
            }
        }
        for (ProgramConnection c : new ArrayList<>(programs.keySet())) {
            c.close();
        }
    }

    /** Whether simulated time may run: something is scheduled and no program is busy on its own with sends outstanding. */
    private boolean timeRuns() {
        if (session.nextEventTime().isEmpty()) {
            return false;
        }
        for (LiveProgram p : programs.values()) {
            if (p.mode == LiveProgram.Mode.ACTIVE && p.hasOutstandingSends()) {
                return false;
            }
        }
        return true;
    }

    private void step() {
        try {
            session.next(Long.MAX_VALUE);
        } catch (EngineFault f) {
            log("the engine failed: " + f.getMessage());
            stopping = true;
        }
        stuckSaid = false;
    }

    private void handle(Inbound in) {
        callsTaken++;
        switch (in) {
            case Request r -> request(r.from(), r.message());
            case Gone g -> gone(g.from(), g.why());
            case Stop s -> {
                stopping = true;
                stopRequest = s;
            }
        }
        renewViews();
    }

    private void renewViews() {
        List<LiveProgram> v = new ArrayList<>();
        for (LiveProgram p : attached) {
            if (programs.containsValue(p)) {
                v.add(p);
            }
        }
        views = List.copyOf(v);
    }

    private void request(ProgramConnection from, Message m) {
        from.queued.decrementAndGet();
        LiveProgram p = programs.get(from);
        if (m.type() == LiveProtocol.HELLO) {
            hello(from, m);
            return;
        }
        if (p == null) {
            from.reply(m, 1 /* EPERM */, new MessageOut().str("say HELLO first").toBytes());
            return;
        }
        if (m.type() == LiveProtocol.WAIT) {
            p.mode = LiveProgram.Mode.WAITING;
            p.lastVerb = m.in().u32() == 0 ? "ibv_get_async_event" : "ibv_get_cq_event";
            return;
        }
        p.mode = LiveProgram.Mode.ACTIVE;
        p.lastVerb = LiveProtocol.verb(m.type());
        VerbRequests.Answer a = requests.get(from).answer(m);
        if (m.type() == LiveProtocol.PROVE && p.direct != null) {
            provenPrograms++;
        } else if (m.type() == LiveProtocol.PROVE && procMemory) {
            log(p + ": /proc/" + p.pid + "/mem cannot be opened, so each read of its memory is a round trip to the program (slower)");
        }
        if (a == VerbRequests.Answer.HELD) {
            MessageIn in = m.in();
            p.heldCq = p.handles.get(in.u32(), CompletionQueue.class);
            p.heldMost = in.u32();
            p.heldPoll = m;
            p.heldSince = System.nanoTime();
            p.mode = LiveProgram.Mode.WAITING;
            return;
        }
        if (a.failure() != null) {
            log(p + ": request " + m.type() + " failed with errno " + a.status() + ": " + a.failure());
        }
        landAll();
        from.reply(m, a.status(), a.body());
    }

    private void hello(ProgramConnection from, Message m) {
        MessageIn in = m.in();
        int version = in.u32();
        int pid = in.u32();
        // HOST, or HOST/NAMESPACE for a program in one of the host's network namespaces
        String named = in.str();
        String program = in.str();
        int slash = named.indexOf('/');
        String host = slash < 0 ? named : named.substring(0, slash);
        String namespace = slash < 0 ? null : named.substring(slash + 1);
        if (version != LiveProtocol.VERSION) {
            from.reply(m, 22 /* EINVAL */, new MessageOut().str("the library speaks version " + version + ", the fabric " + LiveProtocol.VERSION)
                    .toBytes());
            return;
        }
        List<LiveParts.Device> devices = parts.hosts().get(host);
        if (devices == null) {
            String why = "the topology has no host " + host + " (it has " + String.join(", ", parts.hosts().keySet()) + ")";
            log(program + "[" + pid + "]: " + why);
            from.reply(m, 2 /* ENOENT */, new MessageOut().str(why).toBytes());
            return;
        }
        List<String> namespaces = parts.namespaces().getOrDefault(host, List.of());
        if (namespace != null && !namespaces.contains(namespace)) {
            String why = "host " + host + " has no network namespace " + namespace
                    + (namespaces.isEmpty() ? " (it has none)" : " (it has " + String.join(", ", namespaces) + ")");
            log(program + "[" + pid + "]: " + why);
            from.reply(m, 2 /* ENOENT */, new MessageOut().str(why).toBytes());
            return;
        }
        LiveProgram p = new LiveProgram(host, program, pid, devices, from, () -> order++, recording, () -> callsTaken, this::log);
        p.namespace = namespace;
        p.procAllowed = procMemory;
        programs.put(from, p);
        attached.add(p);
        requests.put(from, new VerbRequests(p, session::now));
        log(p + ": attached, " + devices.size() + " device(s)");
        from.reply(m, 0, DeviceDescription.of(devices));
    }

    private void gone(ProgramConnection from, String why) {
        LiveProgram p = programs.remove(from);
        requests.remove(from);
        if (p != null) {
            p.destroyAll();
            log(p + ": detached (" + why + "); its QPs, CQs and memory regions are destroyed");
            for (String line : p.figures.lines()) {
                log(p + ": " + line);
            }
        }
    }

    /** Completions, as the engine queues them, for the programs' figures; and the breakpoint. */
    private void traced(TraceEvent e) {
        Predicate<TraceEvent> when = breakWhen;
        if (when != null && when.test(e)) {
            paused = true;
            onBreak.accept(e);
        }
        if (e instanceof CompletionQueued c && !c.lost()) {
            for (LiveProgram p : programs.values()) {
                if (p.host.equals(c.node()) && p.device.equals(c.device())) {
                    p.figures.completed(c.qpn(), c.wc(), c.time());
                }
            }
        }
    }

    /**
     * Waits until every memory write of the engine has landed in its program: nothing leaves the
     * fabric for any program (a reply, an event) before the data that came before it, so a program
     * told by its peer that a WRITE completed finds the bytes there.
     */
    private void landAll() {
        for (LiveProgram p : programs.values()) {
            p.connection.landed(why -> log(p + " " + why));
        }
    }

    /** Answers held polls that have completions now, fires CQ events, and answers the rest empty when nothing can move. */
    private void answerWaiting(boolean moved) {
        landAll();
        for (LiveProgram p : programs.values()) {
            for (var it = p.armed.iterator(); it.hasNext();) {
                CompletionQueue cq = it.next();
                if (cq.size() > 0) {
                    it.remove();
                    p.connection.tell(LiveProtocol.CQ_EVENT, new MessageOut().u32(p.channels.get(cq)).u32(p.handles.of(cq)).toBytes());
                }
            }
            if (p.heldPoll == null) {
                continue;
            }
            if (p.heldCq == null || p.heldCq.isDestroyed() || p.heldCq.size() > 0) {
                answer(p, p.heldCq == null || p.heldCq.isDestroyed() ? List.of() : p.heldCq.context().pollCq(p.heldCq, p.heldMost));
            } else if (!moved && System.nanoTime() - p.heldSince > EMPTY_POLL_NANOS) {
                answer(p, List.of());
                sayIfStuck();
            }
        }
    }

    private void answer(LiveProgram p, List<WorkCompletion> wcs) {
        if (p.heldCq != null) {
            VerbRequests.polled(p, p.heldCq, wcs);
        }
        p.connection.reply(p.heldPoll, 0, VerbRequests.completions(wcs));
        p.heldPoll = null;
        p.heldCq = null;
        p.mode = wcs.isEmpty() ? LiveProgram.Mode.WAITING : LiveProgram.Mode.ACTIVE;
        renewViews();
    }

    /** Once per standstill: every program waits and nothing is in flight, so what they wait for cannot come. */
    private void sayIfStuck() {
        if (stuckSaid || session.nextEventTime().isPresent()) {
            return;
        }
        for (LiveProgram p : programs.values()) {
            if (p.mode == LiveProgram.Mode.ACTIVE) {
                return;
            }
        }
        stuckSaid = true;
        List<String> waits = new ArrayList<>();
        for (LiveProgram p : programs.values()) {
            waits.add(p + (p.heldCq != null ? " polls CQ " + p.handles.of(p.heldCq) : " waits for an event"));
        }
        log("nothing is in flight and every program waits (" + String.join("; ", waits)
                + "): no completion can come until a program posts more work");
    }

    /** An async event of a device: to the program whose object it is, or every program on the device for a port event. */
    private void asyncEvent(AsyncEvent e) {
        VerbsObject element = e.element();
        for (LiveProgram p : programs.values()) {
            for (Context c : p.contexts) {
                if (element != null && element.context() != c || element == null && !p.contexts.contains(c)) {
                    continue;
                }
                int handle = element instanceof QueuePair || element instanceof CompletionQueue || element instanceof SharedReceiveQueue
                        ? p.handles.of(element) : 0;
                landAll();
                p.connection.tell(LiveProtocol.ASYNC_EVENT, new MessageOut().u32(p.handles.of(c)).u32(e.type().value()).u32(handle).toBytes());
                log(p + ": " + e + " (" + e.why() + ")");
            }
        }
    }
}
