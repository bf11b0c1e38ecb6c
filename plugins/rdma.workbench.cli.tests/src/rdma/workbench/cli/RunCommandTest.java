package rdma.workbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rdma.workbench.engine.wire.Pcap;

class RunCommandTest {

    @TempDir
    Path dir;

    private final Path examples = Path.of(System.getProperty("rdma.examples", "../rdma.workbench.examples"));
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private List<String> outLines() {
        return out.toString(StandardCharsets.UTF_8).lines().toList();
    }

    private Path example(String name) {
        return examples.resolve("scenarios").resolve(name);
    }

    /** A copy of the examples, so a test can change a scenario without touching the repository. */
    private Path copyOfExamples() throws Exception {
        for (String folder : List.of("topologies", "scenarios")) {
            Files.createDirectories(dir.resolve(folder));
            try (var files = Files.list(examples.resolve(folder))) {
                for (Path f : files.toList()) {
                    Files.copy(f, dir.resolve(folder).resolve(f.getFileName()));
                }
            }
        }
        return dir;
    }

    @Test
    void aPassingScenarioPrintsItsTraceAndExitsZero() {
        assertEquals(0, run("run", example("rc-send-recv.rdmaflow").toString()));
        List<String> lines = outLines();
        assertEquals("scenario: RC SEND and RECV between two ERDMA hosts  (topology erdma-pair, seed 1)", lines.get(0));
        assertTrue(lines.contains("       0.900 us  host1    send   RC_SEND_ONLY psn=0 qpn=0x000011 len=12 AckReq"), String.join("\n", lines));
        assertTrue(lines.contains("       1.430 us  host2    cqe    QP 0x000011: wr_id 100 RECV SUCCESS byte_len=12"));
        assertEquals("PASS: every program finished as the scenario expects (2 packets, 2 completions, 2.058 us simulated)", lines.get(lines.size() - 1));
    }

    @Test
    void aDifferentCompletionIsPrintedAndExitsOne() throws Exception {
        Path copy = copyOfExamples();
        Path flow = copy.resolve("scenarios/rc-send-recv.rdmaflow");
        Files.writeString(flow, Files.readString(flow).replace("byteLen=\"12\"", "byteLen=\"13\""));
        assertEquals(1, run("run", flow.toString()));
        List<String> lines = outLines();
        assertEquals("FAIL: program server, step poll-recv (PollCq): completion 1: byte_len 12, expected 13", lines.get(lines.size() - 2));
        assertEquals("FAIL: 1 difference(s) from the scenario's expectations (2 packets, 2 completions, 2.058 us simulated)",
                lines.get(lines.size() - 1));
    }

    @Test
    void quietPrintsTheVerdictWithItsTotalsAndStillWritesTheStatistics() throws Exception {
        Path stats = dir.resolve("stats");
        assertEquals(0, run("run", example("leaf-spine-write.rdmaflow").toString(), "--quiet", "--stats", stats.toString()));
        List<String> lines = outLines();
        assertEquals(1, lines.size(), lines.toString());
        assertTrue(lines.get(0).startsWith("PASS: every program finished as the scenario expects ("), lines.get(0));
        assertEquals(1 + 66, Files.readAllLines(stats.resolve("queues.csv")).size(), "the statistics are whole");
        assertEquals(2, run("run", example("rc-send-recv.rdmaflow").toString(), "--quiet", "--verbose"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("rdmawb run: --quiet prints the verdict and the totals only; it does not go with --verbose"));
    }

    @Test
    void aRunCutByItsTimeLimitSaysSoAndFails() {
        assertEquals(1, run("run", example("rc-send-recv.rdmaflow").toString(), "--quiet", "--time-limit", "1us"));
        List<String> lines = outLines();
        assertTrue(lines.contains("FAIL: the run stopped at its time limit of 1 us of simulated time with events still to run (--time-limit gives it longer)"),
                lines.toString());
        assertTrue(lines.get(lines.size() - 1).startsWith("FAIL: "), lines.toString());
        assertTrue(lines.get(lines.size() - 1).endsWith(", 1.000 us simulated)"), lines.toString());
        out.reset();
        assertEquals(0, run("run", example("rc-send-recv.rdmaflow").toString(), "--quiet", "--time-limit", "2.5ms"), "2.5 ms is time enough");
    }

    @Test
    void aTimeLimitIsATimeWithItsUnitFromANanosecondToAnHour() {
        assertEquals(1_000L, SimulatedTime.parse("1us"));
        assertEquals(1_000L, SimulatedTime.parse("1 \u00b5s"));
        assertEquals(200_000_000L, SimulatedTime.parse("200ms"));
        assertEquals(1_500_000_000L, SimulatedTime.parse("1.5s"));
        assertEquals(SimulatedTime.MAX_NANOS, SimulatedTime.parse("1h"));
        for (String bad : List.of("10", "fast", "0s", "1.5ns", "2h", "-1s", "1e3ns")) {
            assertEquals(-1L, SimulatedTime.parse(bad), bad);
        }
        assertEquals("10 s", SimulatedTime.text(10_000_000_000L));
        assertEquals("1500 us", SimulatedTime.text(1_500_000L));
        assertEquals(2, run("run", example("rc-send-recv.rdmaflow").toString(), "--time-limit", "soon"));
        assertEquals("rdmawb run: --time-limit takes a time from 1ns to 1h, such as 200ms, 1s or 500us, not 'soon'\n"
                + "usage: rdmawb run FILE.rdmaflow [--pcap DIR] [--stats DIR] [--json | --verbose | --quiet] [--time-limit T] [--seed N]\n",
                err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void statsOptionWritesTheFiveTablesWithAHeaderAndARowPerEvent() throws Exception {
        Path stats = dir.resolve("stats");
        assertEquals(0, run("run", example("leaf-spine-write.rdmaflow").toString(), "--stats", stats.toString()));
        List<String> queues = Files.readAllLines(stats.resolve("queues.csv"));
        assertEquals("time_ns,switch,port,priority,bytes,frames,kmin_bytes,kmax_bytes", queues.get(0));
        // the first frame crosses leaf1 onto the 100 Gbit/s uplink: it joins the empty queue and leaves it at once; leaf1 marks above 100,000 bytes
        assertEquals(List.of("1659,leaf1,up,0,1098,1,100000,400000", "1659,leaf1,up,0,0,0,100000,400000", "2013,leaf1,up,0,1082,1,100000,400000",
                "2013,leaf1,up,0,0,0,100000,400000"), queues.subList(1, 5));
        assertEquals(1 + 66, queues.size(), "a row per QueueDepth event of the run");
        // no NIC of the example runs DCQCN or HPCC yet, nor a switch PFC, and no queue reaches the ECN threshold
        assertEquals(List.of("time_ns,host,device,qpn,algorithm,rate_gbps,target_gbps,window_bytes,alpha,utilization,why"),
                Files.readAllLines(stats.resolve("rates.csv")));
        assertEquals(List.of("time_ns,switch,port,priority,frame_id,queue_bytes,probability"), Files.readAllLines(stats.resolve("marks.csv")));
        assertEquals(List.of("time_ns,host,device,qpn,dest_qpn,frame_id"), Files.readAllLines(stats.resolve("cnps.csv")));
        assertEquals(List.of("time_ns,node,port,priority,paused,until_ns"), Files.readAllLines(stats.resolve("pauses.csv")));
        String said = err.toString(StandardCharsets.UTF_8);
        assertTrue(said.contains("wrote " + stats.resolve("queues.csv") + " (66 rows)\n"), said);
        assertTrue(said.contains("wrote " + stats.resolve("pauses.csv") + " (0 rows)\n"), said);
    }

    @Test
    void pcapOptionWritesOneCapturePerPort() throws Exception {
        assertEquals(0, run("run", example("rc-read.rdmaflow").toString(), "--pcap", dir.toString()));
        List<Pcap.Record> client = Pcap.read(Files.readAllBytes(dir.resolve("host1_erdma_0_p1.pcap")));
        List<Pcap.Record> server = Pcap.read(Files.readAllBytes(dir.resolve("host2_erdma_0_p1.pcap")));
        // each port's capture holds what it sent and what it received, in time order, as tcpdump on it would
        assertEquals(4, client.size(), "the READ request out, three READ responses in");
        assertEquals(4, server.size(), "the READ request in, three READ responses out");
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("host2_erdma_0_p1.pcap (4 frames)"));
        for (List<Pcap.Record> port : List.of(client, server)) {
            for (int i = 1; i < port.size(); i++) {
                assertTrue(port.get(i - 1).timeNanos() <= port.get(i).timeNanos(), "in time order");
            }
        }
        // the three responses leave one after the other, each when the wire is free: 25 Gb/s serialization apart, not at one instant
        List<Long> out = server.subList(1, 4).stream().map(Pcap.Record::timeNanos).toList();
        assertTrue(out.get(0) < out.get(1) && out.get(1) < out.get(2), out.toString());
        assertEquals(client.get(0).timeNanos() < server.get(0).timeNanos(), true, "the request arrives after it left");
    }

    @Test
    void jsonPrintsOneObjectPerEventWithEveryFieldOfItsType() {
        assertEquals(0, run("run", example("rc-send-recv.rdmaflow").toString(), "--json"));
        List<String> lines = outLines();
        assertTrue(lines.stream().allMatch(l -> l.startsWith("{\"seq\":") && l.endsWith("}")), lines.get(0));
        String sent = lines.stream().filter(l -> l.contains("\"type\":\"PacketSent\"")).findFirst().orElseThrow();
        assertTrue(sent.matches("\\{\"seq\":\\d+,\"time_ns\":900,\"cause\":\\d+,\"type\":\"PacketSent\",\"node\":\"host1\",\"device\":\"erdma_0\","
                + "\"qpn\":17,\"frame_id\":1,\"port\":\"host1/erdma_0/p1\",\"packet\":\\{\"opcode\":\"RC_SEND_ONLY\",\"psn\":0,\"dest_qp\":17,"
                + "\"summary\":\"RC_SEND_ONLY psn=0 qpn=0x000011 len=12 AckReq\"},\"frame\":\"[0-9a-f]{140}\",\"why\":\"wr_id 1 SEND\",\"resent\":false}"), sent);
        assertTrue(lines.stream().anyMatch(l -> l.contains("\"type\":\"FrameOnLink\"") && l.contains("\"frame_id\":1,")
                && l.contains("\"depart\":900,\"arrive\":1430}")), "the same frame on the cable");
        for (int i = 0; i < lines.size(); i++) {
            assertTrue(lines.get(i).startsWith("{\"seq\":" + i + ","), "sequence numbers count the events: " + lines.get(i));
        }
    }

    @Test
    void theSeedChangesNothingWithoutRandomFaults() {
        assertEquals(0, run("run", example("lost-packet-go-back-n.rdmaflow").toString(), "--seed", "7"));
        assertTrue(outLines().get(0).endsWith("seed 7)"));
    }

    @Test
    void badUsageAndBadInputExitTwo() throws Exception {
        assertEquals(2, run("run"));
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("rdmawb run: which scenario? give a .rdmaflow file\n"));
        err.reset();
        assertEquals(2, run("run", example("rc-read.rdmaflow").toString(), "--seed", "x"));
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("rdmawb run: --seed takes a whole number, not 'x'\n"));
        err.reset();
        Path copy = copyOfExamples();
        Path flow = copy.resolve("scenarios/rc-rdma-write.rdmaflow");
        Files.writeString(flow, Files.readString(flow).replace("pathMtu=\"1024\"", "pathMtu=\"4096\""));
        assertEquals(2, run("run", flow.toString()));
        assertTrue(err.toString(StandardCharsets.UTF_8).endsWith(flow + ": not run: the scenario breaks the rules above (see ./rdmawb validate)\n"),
                err.toString(StandardCharsets.UTF_8));
    }

    /**
     * The trace, the summary and validate's messages print numbers the same in every locale (a
     * German one writes 2,058 for 2.058). --verbose is left out: the engine's FrameOnLink.summary
     * formats the arrival time in the default locale ("arrives at 1,430 us").
     */
    @Test
    void numbersPrintTheSameInAGermanLocale() throws Exception {
        Path copy = copyOfExamples();
        Path topology = copy.resolve("topologies/erdma-pair.rdmatopo");
        Files.writeString(topology, Files.readString(topology).replace("<links name=\"cable\"", "<links name=\"cable\" bandwidth=\"1600.5\""));
        List<String[]> commands = List.of(new String[] {"run", example("rc-write-10k.rdmaflow").toString()},
                new String[] {"run", example("lost-packet-go-back-n.rdmaflow").toString(), "--json"},
                new String[] {"validate", copy.resolve("scenarios/rc-send-recv.rdmaflow").toString()});
        Locale before = Locale.getDefault();
        List<CliRun> german = new ArrayList<>();
        try {
            for (String[] command : commands) {
                Locale.setDefault(Locale.ROOT);
                CliRun root = CliRun.of(command);
                Locale.setDefault(Locale.GERMANY);
                german.add(CliRun.of(command));
                assertEquals(root, german.get(german.size() - 1), String.join(" ", command));
            }
        } finally {
            Locale.setDefault(before);
        }
        assertTrue(german.get(0).out().contains("\n       0.100 us  host"), german.get(0).out());
        assertTrue(german.get(0).out().endsWith("PASS: every program finished as the scenario expects (11 packets, 1 completion, 5.672 us simulated)\n"));
        assertTrue(german.get(1).err().matches("PASS: .*, \\d+\\.\\d{3} us simulated\\)\n"), german.get(1).err());
        assertTrue(german.get(2).out().contains("Link cable has bandwidth 1600.5 Gbit/s"), german.get(2).out());
    }
}
