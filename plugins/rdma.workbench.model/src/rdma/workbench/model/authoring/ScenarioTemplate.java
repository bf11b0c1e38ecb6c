package rdma.workbench.model.authoring;

import java.util.List;

import rdma.workbench.model.naming.ModelLabels;
import rdma.workbench.model.network.RoceMtu;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.QpType;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.ScenarioFactory;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Topology;

/**
 * The verb flows a new scenario can start from, each like one of the programs a user knows
 * (ibv_rc_pingpong, ibv_ud_pingpong) and each built by the generators an editor offers too
 * ({@link ConnectionGenerator}, {@link ExchangeGenerator}), so a template is nothing but a
 * connection and an exchange.
 */
public enum ScenarioTemplate {
    EMPTY("Empty", "One empty program per host, to fill in step by step.", null),
    RC_SEND_RECV("RC SEND / RECV (ibv_rc_pingpong)",
            "The client sends one message over a reliable connection into a receive the server posted first. "
                    + "Both sides get a completion, and the server checks the bytes that arrived.",
            QpType.RC),
    RC_WRITE("RC RDMA WRITE",
            "The client writes into the server's memory over a reliable connection. Only the client gets a completion; "
                    + "the server's CPU is not involved and looks at its buffer afterwards.",
            QpType.RC),
    RC_READ("RC RDMA READ",
            "The client reads a buffer out of the server's memory over a reliable connection; the server's NIC answers without its CPU.",
            QpType.RC),
    RC_ATOMICS("RC atomics (compare-and-swap, fetch-and-add)",
            "The client changes 8-byte counters in the server's memory with a compare-and-swap and a fetch-and-add; "
                    + "each brings the old value back. The message size does not apply: atomics work on 8 bytes.",
            QpType.RC),
    UD_SEND_RECV("UD SEND / RECV (ibv_ud_pingpong)",
            "The client sends one datagram to the server through an address handle, without a connection. "
                    + "A UD message must fit in one packet, and the receive buffer starts with 40 bytes for the GRH.",
            QpType.UD),
    UC_WRITE("UC RDMA WRITE with immediate",
            "The client writes into the server's memory over an unreliable connection: nothing is acknowledged. "
                    + "The write carries immediate data, so the server gets a completion once the data is there.",
            QpType.UC);

    private final String label;
    private final String description;
    private final QpType qpType;

    ScenarioTemplate(String label, String description, QpType qpType) {
        this.label = label;
        this.description = description;
        this.qpType = qpType;
    }

    public String label() {
        return label;
    }

    public String description() {
        return description;
    }

    /** The queue pair type the template connects, or null for EMPTY. */
    public QpType qpType() {
        return qpType;
    }

    /** Whether the message size applies (not to EMPTY, nor to atomics, which always move 8 bytes). */
    public boolean usesMessageSize() {
        return this != EMPTY && this != RC_ATOMICS;
    }

    /**
     * Null when this template can run between these two hosts' devices (the first RDMA device of
     * each), else why not, naming the rule.
     */
    public String unavailableReason(Host client, Host server) {
        if (this == EMPTY) {
            return null;
        }
        if (client == null || server == null) {
            return "Choose a client host and a server host";
        }
        if (client == server) {
            return "The client and the server must be two different hosts: a template gives each host one program";
        }
        for (Host h : new Host[] {client, server}) {
            if (h.getRnics().isEmpty()) {
                return ModelLabels.capitalize(ModelLabels.of(h)) + " has no RDMA device";
            }
        }
        return PeerRules.reason(client.getRnics().get(0), null, server.getRnics().get(0), null, qpType);
    }

    /** Null when {@link #create} accepts {@code settings}, else what is wrong with them. */
    public String settingsProblem(TemplateSettings settings) {
        if (this == EMPTY) {
            return null;
        }
        String unavailable = unavailableReason(settings.client(), settings.server());
        if (unavailable != null) {
            return unavailable;
        }
        if (settings.pathMtu() == null) {
            return "Choose a path MTU";
        }
        int mtu = RoceMtu.bytes(settings.pathMtu());
        int largest = RoceMtu.bytes(TemplateSettings.largestPathMtu(settings.client(), settings.server()));
        if (mtu > largest) {
            return "Path MTU " + mtu + " is more than the ports of " + settings.client().getName() + " and " + settings.server().getName()
                    + " carry (at most " + largest + "): the path MTU must fit the ports at both ends";
        }
        if (!usesMessageSize()) {
            return null;
        }
        int bytes = settings.messageBytes();
        if (bytes < 1) {
            return "The message must be at least 1 byte (it is " + bytes + ")";
        }
        if (bytes > MessageData.MAX_BYTES) {
            return "The message may be at most " + MessageData.MAX_BYTES + " bytes (it is " + bytes
                    + "): the template writes all of it into the scenario, as the data sent and as the data checked";
        }
        if (qpType == QpType.UD && bytes > mtu) {
            return "A UD message fits in one packet: at most the path MTU, " + mtu + " bytes (it is " + bytes + "); UD does not segment";
        }
        return null;
    }

    /** A scenario on {@code topology} with one empty program per host, named after it. */
    public static Scenario emptyPrograms(String title, Topology topology) {
        Scenario s = ScenarioFactory.eINSTANCE.createScenario();
        s.setTitle(title);
        s.setTopology(topology);
        for (Host h : topology.getHosts()) {
            Program p = ScenarioFactory.eINSTANCE.createProgram();
            p.setName(h.getName());
            p.setHost(h);
            s.getPrograms().add(p);
        }
        return s;
    }

    /**
     * A complete scenario on {@code topology}: for EMPTY one empty program per host, else two
     * programs named after their hosts, the client's and the server's with the flow, in the
     * topology's order of hosts. A host the flow does not use gets no program: an empty one would
     * only be something to delete (or to wonder about) in the editor, the debugger and the ladder.
     *
     * @throws IllegalArgumentException with {@link #settingsProblem}'s text, or when a host is not part of {@code topology}
     */
    public Scenario create(String title, Topology topology, TemplateSettings settings) {
        String problem = settingsProblem(settings);
        if (problem != null) {
            throw new IllegalArgumentException(problem);
        }
        Scenario s = emptyPrograms(title, topology);
        if (this == EMPTY) {
            return s;
        }
        Program client = programOf(s, settings.client(), topology);
        Program server = programOf(s, settings.server(), topology);
        s.getPrograms().retainAll(List.of(client, server));
        int bytes = settings.messageBytes();
        QpConnection c = switch (qpType) {
            case UD -> ConnectionGenerator.connectUd(client, server).connection();
            case UC -> ConnectionGenerator.connectUc(client, server, settings.pathMtu()).connection();
            default -> ConnectionGenerator.connectRc(client, server, settings.pathMtu()).connection();
        };
        switch (this) {
            case RC_SEND_RECV, UD_SEND_RECV -> ExchangeGenerator.addSendRecv(c, client, bytes);
            case RC_WRITE, UC_WRITE -> ExchangeGenerator.addWrite(c, client, bytes);
            case RC_READ -> ExchangeGenerator.addRead(c, client, bytes);
            case RC_ATOMICS -> {
                ExchangeGenerator.addAtomic(c, client, AtomicOperation.COMPARE_AND_SWAP);
                ExchangeGenerator.addAtomic(c, client, AtomicOperation.FETCH_AND_ADD);
            }
            default -> throw new IllegalStateException(name());
        }
        s.setDescription(description + " Made from the template " + label + ": " + client.getName() + " is the client, " + server.getName()
                + " the server" + (usesMessageSize() ? ", the message " + bytes + (bytes == 1 ? " byte" : " bytes") : "")
                + (qpType == QpType.UD ? "" : ", the path MTU " + RoceMtu.bytes(settings.pathMtu())) + ".");
        return s;
    }

    private static Program programOf(Scenario s, Host h, Topology topology) {
        if (h.eContainer() != topology) {
            throw new IllegalArgumentException(ModelLabels.capitalize(ModelLabels.of(h)) + " is not part of " + ModelLabels.of(topology));
        }
        return s.getPrograms().get(topology.getHosts().indexOf(h));
    }
}
