package rdma.workbench.engine.live;

import java.io.EOFException;
import java.io.IOException;
import java.nio.channels.SocketChannel;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * The socket of one attached program: a thread reads its messages (requests go to the fabric's
 * engine thread, replies to what the fabric asked), and writes go out whole, one at a time, from
 * whichever thread sends. The fabric asks for the program's memory here and waits for the answer,
 * which the library's own reader thread gives whatever the program is doing.
 */
final class ProgramConnection {

    /** How long a memory access waits before the fabric's log says that the program does not answer (and it waits on). */
    private static final long PATIENCE_SECONDS = 5;

    private final SocketChannel channel;
    private final Object writing = new Object();
    private final Map<Integer, CompletableFuture<Message>> asked = new ConcurrentHashMap<>();
    private final AtomicInteger nextTag = new AtomicInteger();
    private volatile boolean closed;
    /** Requests read and not yet taken by the fabric, and the type of the latest: what a suspended program waits in. */
    final AtomicInteger queued = new AtomicInteger();
    volatile int latestQueued = -1;
    /** Memory writes sent and not yet acknowledged. */
    private final ConcurrentLinkedQueue<CompletableFuture<Message>> writes = new ConcurrentLinkedQueue<>();

    ProgramConnection(SocketChannel channel) {
        this.channel = channel;
    }

    /** Reads on a thread of its own until the program goes; {@code requests} hears each request, {@code ended} the end. */
    void startReading(String name, Consumer<Message> requests, Consumer<String> ended) {
        Thread t = new Thread(() -> {
            String why = "it closed the connection";
            try {
                while (true) {
                    Message m = Message.read(channel);
                    CompletableFuture<Message> waiting = m.isReply() ? asked.remove(m.tag()) : null;
                    if (waiting != null) {
                        waiting.complete(m);
                    } else if (!m.isReply()) {
                        requests.accept(m);
                    }
                }
            } catch (EOFException e) {
                // the program ended or closed its device
            } catch (IOException e) {
                why = "its connection failed: " + e.getMessage();
            }
            close();
            ended.accept(why);
        }, "rdmawb fabric: " + name);
        t.setDaemon(true);
        t.start();
    }

    boolean isClosed() {
        return closed;
    }

    void close() {
        closed = true;
        try {
            channel.close();
        } catch (IOException e) {
            // closing a socket that failed already
        }
        for (CompletableFuture<Message> f : asked.values()) {
            f.completeExceptionally(new EOFException("the program went away"));
        }
        asked.clear();
    }

    void send(Message m) {
        if (closed) {
            return;
        }
        synchronized (writing) {
            try {
                m.write(channel);
            } catch (IOException e) {
                close();
            }
        }
    }

    void reply(Message request, int status, byte[] body) {
        send(new Message(request.type() | LiveProtocol.REPLY, status, request.tag(), body));
    }

    /** A message that gets no reply. */
    void tell(int type, byte[] body) {
        send(new Message(type, 0, 0, body));
    }

    /** A write of the program's memory, sent without waiting: {@link #landed} waits for it. */
    void write(byte[] body) {
        int tag = LiveProtocol.FABRIC_TAG | nextTag.incrementAndGet() & 0x7FFFFFFF;
        CompletableFuture<Message> reply = new CompletableFuture<>();
        asked.put(tag, reply);
        writes.add(reply);
        send(new Message(LiveProtocol.MEM_WRITE, 0, tag, body));
        if (closed) {
            asked.remove(tag);
            reply.complete(null);
        }
    }

    /** Waits until every write sent so far has landed in the program's memory (or the program went away). */
    void landed(Consumer<String> slow) {
        CompletableFuture<Message> w;
        while ((w = writes.poll()) != null) {
            while (true) {
                try {
                    w.get(PATIENCE_SECONDS, TimeUnit.SECONDS);
                    break;
                } catch (TimeoutException e) {
                    slow.accept("has not acknowledged a memory write for " + PATIENCE_SECONDS + " s (is it stopped in a debugger?)");
                } catch (ExecutionException e) {
                    break;
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }

    /**
     * Asks the program's library and waits for its reply; null when the program went away. A
     * program stopped in a debugger stops the fabric with it: {@code slow} hears it after a while.
     */
    Message ask(int type, byte[] body, Consumer<String> slow) {
        int tag = LiveProtocol.FABRIC_TAG | nextTag.incrementAndGet() & 0x7FFFFFFF;
        CompletableFuture<Message> reply = new CompletableFuture<>();
        asked.put(tag, reply);
        send(new Message(type, 0, tag, body));
        if (closed) {
            asked.remove(tag);
            return null;
        }
        while (true) {
            try {
                return reply.get(PATIENCE_SECONDS, TimeUnit.SECONDS);
            } catch (TimeoutException e) {
                slow.accept("has not answered for " + PATIENCE_SECONDS + " s (is it stopped in a debugger?); simulated time waits for it");
            } catch (ExecutionException e) {
                return null;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return null;
            }
        }
    }
}
