package rdma.workbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The inputs the engine issue lists, each through {@code rdmawb run} and {@code rdmawb validate}:
 * what run cannot run (exit 2), validate reports with the file, the place and the rule (exit 1
 * or 2); what run runs to a difference exits 1 naming program and step. Neither ever shows a
 * Java exception or a stack trace.
 */
class RunBadInputTest {

    private static final Path EXAMPLES = Path.of(System.getProperty("rdma.examples", "../rdma.workbench.examples"));
    private static final String NOT_RUN = ": not run: the scenario breaks the rules above (see ./rdmawb validate)\n";

    @TempDir
    Path dir;

    private Path flow;
    private Path topology;

    /** The examples copied, and rc-send-recv with {@code from} replaced by {@code to} (pairs). */
    private Path sendRecv(String... changes) throws Exception {
        return changed("rc-send-recv.rdmaflow", changes);
    }

    private Path changed(String scenario, String... changes) throws Exception {
        ModelFileDamage.copyExamples(EXAMPLES, dir);
        flow = dir.resolve("scenarios").resolve(scenario);
        topology = dir.resolve("topologies/erdma-pair.rdmatopo");
        change(flow, changes);
        return flow;
    }

    private static void change(Path file, String... changes) throws Exception {
        String text = Files.readString(file);
        for (int i = 0; i < changes.length; i += 2) {
            assertTrue(text.contains(changes[i]), changes[i]);
            text = text.replace(changes[i], changes[i + 1]);
        }
        Files.writeString(file, text);
    }

    /** run, checked for what every run must do: exit 0..2, no Java in either stream, a FAIL line per difference naming program and step. */
    private static CliRun run(String... args) {
        String[] all = new String[args.length + 1];
        all[0] = "run";
        System.arraycopy(args, 0, all, 1, args.length);
        CliRun r = CliRun.of(all);
        assertTrue(r.exit() >= 0 && r.exit() <= 2, "exit " + r.exit());
        assertFalse(CliRun.leaksJava(r.out() + r.err()), r.out() + r.err());
        if (r.exit() == 1) {
            List<String> fails = r.out().lines().filter(l -> l.startsWith("FAIL: ")).toList();
            assertTrue(fails.size() >= 2 && fails.subList(0, fails.size() - 1).stream()
                    .allMatch(l -> l.startsWith("FAIL: program ") || l.startsWith("FAIL: the run stopped at its time limit ")), r.out());
        }
        return r;
    }

    private static CliRun validate(Path file) {
        CliRun r = CliRun.of("validate", file.toString());
        assertFalse(CliRun.leaksJava(r.out() + r.err()), r.out() + r.err());
        return r;
    }

    /** run refuses the scenario with {@code problem} (one line), validate reports the same line and exits 1. */
    private void refusedByTheRules(String problem) {
        CliRun r = run(flow.toString());
        assertEquals(2, r.exit(), r.err());
        assertEquals(problem + "\n" + flow + NOT_RUN, r.err());
        assertEquals("", r.out(), "nothing runs");
        CliRun v = validate(flow);
        assertEquals(1, v.exit(), v.out());
        assertEquals(problem + "\n" + flow + ": 1 error(s), 0 warning(s)\n", v.out());
    }

    @Test
    void aTopologyFileWhoseRootIsAScenario() throws Exception {
        sendRecv();
        Files.copy(flow, topology, StandardCopyOption.REPLACE_EXISTING);
        String problem = "erdma-pair.rdmatopo:2:1: holds a scenario, not a topology, but rc-send-recv.rdmaflow refers to it [error]\n";
        CliRun r = run(flow.toString());
        assertEquals(2, r.exit());
        assertEquals(problem, r.err());
        assertEquals(2, validate(flow).exit());
        assertEquals(problem, validate(flow).out());
        CliRun direct = run(topology.toString());
        assertEquals(2, direct.exit());
        assertEquals(topology + ": a topology cannot run; run a scenario (.rdmaflow) that runs on it\n", direct.err());
    }

    @Test
    void aTruncatedTopologyGivesItsOwnParseError() throws Exception {
        sendRecv();
        String text = Files.readString(topology);
        String cut = text.substring(0, text.indexOf("  <links"));
        Files.writeString(topology, cut);
        String problem = "erdma-pair.rdmatopo:" + (cut.lines().count() + 1) + ":1: XML document structures must start and end within the same entity, "
                + "but rc-send-recv.rdmaflow refers to it [error]\n";
        CliRun r = run(flow.toString());
        assertEquals(2, r.exit());
        assertEquals(problem, r.err());
        assertEquals(problem, validate(flow).out());
    }

    @Test
    void checkMemoryAtANegativeOffset() throws Exception {
        sendRecv("expectedData=\"Hello, RDMA!\"", "offset=\"-1\" expectedData=\"Hello, RDMA!\"");
        refusedByTheRules(flow + ": error: CheckMemory check reads memory region inbox at offset -1: an offset counts bytes from the start of the region, "
                + "so it is 0 or more [DATA_BEYOND_MR]");
    }

    @Test
    void aLinkDelayOfTwoToTheSixtyThreeMinusOne() throws Exception {
        sendRecv();
        change(topology, "<links name=\"cable\"", "<links name=\"cable\" delay=\"9223372036854775807\"");
        String problem = ": error: Link cable has delay 9223372036854775807 ns; it must be between 0 and 1000000000 ns (1 s, the time light takes "
                + "through 200,000 km of fibre, five times around the Earth), but rc-send-recv.rdmaflow refers to it [LINK_PARAMETER]";
        refusedByTheRules(topology + problem);
        // a path as the user wrote it, relative to the working directory, names the topology the same way
        Path here = Path.of("").toAbsolutePath();
        Path relative = here.relativize(flow);
        CliRun r = run(relative.toString());
        assertEquals(2, r.exit());
        assertEquals(here.relativize(topology) + problem + "\n" + relative + NOT_RUN, r.err());
    }

    @Test
    void aPollTimeoutOfMinusOne() throws Exception {
        sendRecv("name=\"poll-recv\" cq=", "name=\"poll-recv\" timeout=\"-1\" cq=");
        refusedByTheRules(flow + ": error: PollCq poll-recv has timeout -1 ns; it must be between 0 and 3600000000000 ns: "
                + "the longest wait or delay the engine schedules is 1 hour of simulated time [TIME_RANGE]");
    }

    @Test
    void aFaultDelayOfMinusOne() throws Exception {
        changed("lost-packet-go-back-n.rdmaflow", "skip=\"0\" count=\"1\"", "skip=\"0\" count=\"1\" delay=\"-1\"");
        refusedByTheRules(flow + ": error: Fault lose-one has delay -1 ns; it must be between 0 and 3600000000000 ns: "
                + "the longest wait or delay the engine schedules is 1 hour of simulated time [TIME_RANGE]");
    }

    @Test
    void hexInitialDataThatIsNotHex() throws Exception {
        sendRecv("initialData=\"Hello, RDMA!\"", "initialData=\"48 65 6c 6g\" dataFormat=\"HEX\"");
        refusedByTheRules(flow + ": error: Memory region outbox has HEX initial data with 'g' at position 11, which is not a hex digit: "
                + "write two hex digits (0-9, a-f) per byte; spaces may separate them [HEX_DATA]");
    }

    /**
     * rxe checks a receive WQE's range only when data arrives (copy_data, then mr_check_range on
     * what it copies): a SEND that writes past the region is a malformed WQE (RESPST_ERR_MALFORMED_WQE,
     * do_class_ac_error): the receive completes with LOC_QP_OP_ERR, the responder NAKs with
     * Remote Operational Error, the sender's SEND completes with REM_OP_ERR, and both QPs go to ERR.
     */
    @Test
    void aReceiveSgeLargerThanItsMemoryRegion() throws Exception {
        String inbox = "name=\"inbox\" comment=\"The receive buffer.\" pd=\"//@programs[name='server']/@steps[name='pd']\" length=\"64\"";
        sendRecv(inbox, inbox.replace("\"64\"", "\"8\""),
                "    <steps xsi:type=\"scenario:CheckMemory\" name=\"check\" mr=\"//@programs[name='server']/@steps[name='inbox']\" expectedData=\"Hello, RDMA!\"/>\n",
                "");
        String warning = flow + ": warning: An SGE of PostRecv recv covers bytes 0..64 of memory region inbox, which is 8 bytes long: ibv_post_recv accepts it "
                + "(the range is only checked when data arrives), but a message that writes outside the region completes this receive with LOC_QP_OP_ERR "
                + "and the sender's request with REM_OP_ERR, and both QPs go to ERR (rxe: malformed WQE) [SGE_BOUNDS]\n";
        CliRun v = validate(flow);
        assertEquals(0, v.exit());
        assertEquals(warning + flow + ": 0 error(s), 1 warning(s)\n", v.out());

        CliRun r = run(flow.toString());
        assertEquals(1, r.exit(), "the scenario expects the SEND to succeed");
        assertEquals(warning, r.err());
        List<String> lines = r.out().lines().toList();
        String cause = " ([0x7f0000000000, +12) lies outside the memory region of lkey 0x125)";
        int received = lines.indexOf("       1.430 us  host2    recv   RC_SEND_ONLY psn=0 qpn=0x000011 len=12 AckReq");
        assertTrue(received > 0, r.out());
        assertEquals(List.of(
                "       1.430 us  host2    DROP   QP 0x000011: RC_SEND_ONLY psn=0 qpn=0x000011 len=12 AckReq: the receive WQE wr_id 100 cannot take data: "
                        + cause.substring(2, cause.length() - 1),
                "       1.430 us  host2    send   RC_ACKNOWLEDGE psn=0 qpn=0x000011 NAK remote operational error msn=0",
                "       1.430 us  host2    cqe    QP 0x000011: wr_id 100 RECV LOC_QP_OP_ERR",
                "       1.430 us  host2    ERROR  QP 0x000011: responder: malformed receive WQE" + cause,
                "       1.430 us  host2    state  QP 0x000011: RTS -> ERR (responder: malformed receive WQE" + cause + ")"),
                lines.subList(received + 1, received + 6));
        assertTrue(lines.contains("       1.958 us  host1    cqe    QP 0x000011: wr_id 1 SEND REM_OP_ERR"), r.out());
        assertTrue(lines.contains("       1.958 us  host1    state  QP 0x000011: RTS -> ERR (REM_OP_ERR: the responder could not carry out the request)"), r.out());
        assertEquals(List.of("FAIL: program server, step poll-recv (PollCq): completion 1: status LOC_QP_OP_ERR, expected SUCCESS; byte_len 0, expected 12",
                "FAIL: program client, step poll-send (PollCq): completion 1: status REM_OP_ERR, expected SUCCESS",
                "FAIL: 2 difference(s) from the scenario's expectations (2 packets, 2 completions, 2.058 us simulated)"),
                lines.subList(lines.size() - 3, lines.size()));

        // expecting what rxe gives, the scenario passes
        change(flow, "<expected wrId=\"100\" opcode=\"RECV\" byteLen=\"12\"/>", "<expected wrId=\"100\" status=\"LOC_QP_OP_ERR\"/>",
                "<expected wrId=\"1\" opcode=\"SEND\"/>", "<expected wrId=\"1\" status=\"REM_OP_ERR\" opcode=\"SEND\"/>");
        CliRun expected = run(flow.toString());
        assertEquals(0, expected.exit(), expected.out());
        assertTrue(expected.out().endsWith("PASS: every program finished as the scenario expects (2 packets, 2 completions, 2.058 us simulated)\n"));
    }

    @Test
    void aCompletionQueueWhoseCreationFailedIsPolled() throws Exception {
        sendRecv("    <steps xsi:type=\"scenario:PollCq\" name=\"poll-send\"",
                "    <steps xsi:type=\"scenario:CreateCq\" name=\"cq0\" cqe=\"0\" expectedResult=\"EINVAL\"/>\n"
                        + "    <steps xsi:type=\"scenario:PollCq\" name=\"poll0\" cq=\"//@programs[name='client']/@steps[name='cq0']\"/>\n"
                        + "    <steps xsi:type=\"scenario:PollCq\" name=\"poll-send\"");
        CliRun v = validate(flow);
        assertEquals(0, v.exit(), v.out());
        assertEquals(flow + ": warning: PollCq poll0 uses CQ cq0, whose creation the scenario expects to fail with EINVAL: there is no CQ to use, "
                + "so a real program would pass NULL here [USE_OF_FAILED_CREATE]\n" + flow + ": 0 error(s), 1 warning(s)\n", v.out());
        CliRun r = run(flow.toString());
        assertEquals(1, r.exit());
        assertTrue(r.out().contains("  host1    verb   ibv_create_cq cq0: EINVAL ("), r.out());
        assertTrue(r.out().contains("  host1    verb   ibv_poll_cq cq0: EINVAL (no CQ: it was never created)\n"), r.out());
        assertTrue(r.out().contains("FAIL: program client, step poll0 (PollCq): ibv_poll_cq returned EINVAL (no CQ: it was never created), expected OK\n"),
                r.out());

        // a program that expects the failure passes
        change(flow, "name=\"poll0\"", "name=\"poll0\" expectedResult=\"EINVAL\"");
        CliRun expected = run(flow.toString());
        assertEquals(0, expected.exit(), expected.out());
    }

    /** rxe checks only the bytes it copies: a short message fits a receive SGE that reaches past its region. */
    @Test
    void aShortMessageFitsAReceiveSgeThatReachesPastItsRegion() throws Exception {
        String inbox = "name=\"inbox\" comment=\"The receive buffer.\" pd=\"//@programs[name='server']/@steps[name='pd']\" length=\"64\"";
        sendRecv(inbox, inbox.replace("\"64\"", "\"8\""),
                "<sges mr=\"//@programs[name='client']/@steps[name='outbox']\" length=\"12\"/>", "<sges mr=\"//@programs[name='client']/@steps[name='outbox']\" length=\"4\"/>",
                "<expected wrId=\"100\" opcode=\"RECV\" byteLen=\"12\"/>", "<expected wrId=\"100\" opcode=\"RECV\" byteLen=\"4\"/>",
                "expectedData=\"Hello, RDMA!\"", "expectedData=\"Hell\"");
        CliRun r = run(flow.toString());
        assertEquals(0, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("  host2    cqe    QP 0x000011: wr_id 100 RECV SUCCESS byte_len=4\n"), r.out());
    }

    /** A program whose ibv_reg_mr failed has no lkey to put in an SGE: the post fails with EINVAL, as the issue asks. */
    @Test
    void aSendFromARegionWhoseRegistrationFailed() throws Exception {
        String outbox = "name=\"outbox\" comment=\"The message to send.\" pd=\"//@programs[name='client']/@steps[name='pd']\" length=\"64\" initialData=\"Hello, RDMA!\">\n      <access>LOCAL_WRITE</access>";
        sendRecv(outbox, outbox.replace("initialData", "expectedResult=\"EINVAL\" initialData").replace("LOCAL_WRITE", "REMOTE_WRITE"));
        CliRun r = run(flow.toString());
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("  host1    verb   ibv_post_send send: wr_id 1 SEND -> EINVAL (memory region outbox of an SGE was never created: "
                + "there is no lkey to give)\n"), r.out());
        assertTrue(r.out().contains("FAIL: program client, step send (PostSend): ibv_post_send returned EINVAL (memory region outbox of an SGE was never "
                + "created: there is no lkey to give), expected OK\n"), r.out());
    }

    @Test
    void aQueuePairWhoseCreationFailedIsUsed() throws Exception {
        String qp = "<steps xsi:type=\"scenario:CreateQp\" name=\"qp\" pd=\"//@programs[name='client']/@steps[name='pd']\"";
        sendRecv(qp, qp + " maxSendWr=\"100000\" expectedResult=\"EINVAL\"");
        CliRun v = validate(flow);
        assertEquals(0, v.exit(), v.out());
        assertTrue(v.out().contains(flow + ": warning: ModifyQp to-init uses QP qp, whose creation the scenario expects to fail with EINVAL: "
                + "there is no QP to use, so a real program would pass NULL here [USE_OF_FAILED_CREATE]\n"), v.out());
        CliRun r = run(flow.toString());
        assertEquals(1, r.exit());
        assertTrue(r.out().contains("FAIL: program client, step to-init (ModifyQp): ibv_modify_qp returned EINVAL (no QP: it was never created), "
                + "expected OK\n"), r.out());
    }

    @Test
    void aProtectionDomainWhoseAllocationFailedIsUsed() throws Exception {
        sendRecv("<steps xsi:type=\"scenario:AllocPd\" name=\"pd\"/>\n    <steps xsi:type=\"scenario:RegMr\" name=\"outbox\"",
                "<steps xsi:type=\"scenario:AllocPd\" name=\"pd\" expectedResult=\"ENOMEM\"/>\n    <steps xsi:type=\"scenario:RegMr\" name=\"outbox\"");
        String caps = "      <capabilities/>\n    </rnics>\n  </hosts>\n  <hosts name=\"host2\">";
        change(topology, caps, caps.replace("<capabilities/>", "<capabilities maxPd=\"0\"/>"));
        CliRun r = run(flow.toString());
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("  host1    verb   ibv_alloc_pd pd: ENOMEM (erdma_0 has no PD left (max_pd 0))\n"), r.out());
        assertTrue(r.out().contains("FAIL: program client, step outbox (RegMr): ibv_reg_mr returned EINVAL (no PD: it was never created), expected OK\n"),
                r.out());
        assertTrue(r.err().contains(flow + ": warning: Memory region outbox uses PD pd, whose creation the scenario expects to fail with ENOMEM"), r.err());
    }

    @Test
    void aMemoryRegionWhoseRegistrationFailedIsUsedAndChecked() throws Exception {
        sendRecv("length=\"64\">\n      <access>LOCAL_WRITE</access>", "length=\"64\" expectedResult=\"EINVAL\">\n      <access>REMOTE_WRITE</access>");
        CliRun r = run(flow.toString());
        assertEquals(1, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("  host2    verb   ibv_reg_mr inbox: EINVAL (REMOTE_WRITE and REMOTE_ATOMIC need LOCAL_WRITE (ib_check_mr_access))\n"),
                r.out());
        assertTrue(r.out().contains("FAIL: program server, step recv (PostRecv): ibv_post_recv returned EINVAL (memory region inbox of an SGE was never "
                + "created: there is no lkey to give), expected OK\n"), r.out());

        // with the post expecting its EINVAL too, the program goes on to the check, which has nothing to check
        change(flow, "name=\"recv\"", "name=\"recv\" expectedResult=\"EINVAL\"");
        CliRun checked = run(flow.toString());
        assertTrue(checked.out().contains("FAIL: program server, step check (CheckMemory): memory region inbox was never created, so it cannot be checked\n"),
                checked.out());
    }

    @Test
    void aDirectoryOrAMissingFile() {
        CliRun d = run(dir.toString());
        assertEquals(2, d.exit());
        assertEquals(dir + ": not a file\n", d.err());
        CliRun m = run(dir.resolve("none.rdmaflow").toString());
        assertEquals(2, m.exit());
        assertEquals(dir.resolve("none.rdmaflow") + ": no such file\n", m.err());
    }

    @Test
    void capturesToAFileOrBelowAFileAreRefusedBeforeTheRun() throws Exception {
        sendRecv();
        Path file = dir.resolve("captures");
        Files.writeString(file, "not a directory");
        CliRun r = run(flow.toString(), "--pcap", file.toString());
        assertEquals(2, r.exit());
        assertEquals("cannot write the captures to " + file + ": it is a file, not a directory\n", r.err());
        assertEquals("", r.out(), "refused before the run");
        CliRun below = run(flow.toString(), "--pcap", file.resolve("sub").toString());
        assertEquals(2, below.exit());
        assertTrue(below.err().startsWith("cannot write the captures to " + file.resolve("sub") + ": "), below.err());
        assertEquals(1, below.err().lines().count(), below.err());
        assertEquals("", below.out());
        assertEquals("not a directory", Files.readString(file));
    }

    @Test
    void statisticsToAFileOrBelowAFileAreRefusedBeforeTheRun() throws Exception {
        sendRecv();
        Path file = dir.resolve("stats");
        Files.writeString(file, "not a directory");
        CliRun r = run(flow.toString(), "--stats", file.toString());
        assertEquals(2, r.exit());
        assertEquals("cannot write the statistics to " + file + ": it is a file, not a directory\n", r.err());
        assertEquals("", r.out(), "refused before the run");
        CliRun below = run(flow.toString(), "--stats", file.resolve("sub").toString());
        assertEquals(2, below.exit());
        assertTrue(below.err().startsWith("cannot write the statistics to " + file.resolve("sub") + ": "), below.err());
        assertEquals(1, below.err().lines().count(), below.err());
        assertEquals("", below.out());
        assertEquals("not a directory", Files.readString(file));
    }

    @Test
    void aStatisticsFileThatIsADirectoryIsRefusedBeforeTheRun() throws Exception {
        sendRecv();
        Path stats = dir.resolve("stats");
        Files.createDirectories(stats.resolve("queues.csv"));
        CliRun r = run(flow.toString(), "--stats", stats.toString());
        assertEquals(2, r.exit());
        assertEquals("cannot write the statistics to " + stats + ": " + stats.resolve("queues.csv") + ": Is a directory\n", r.err());
        assertEquals("", r.out());
    }

    @Test
    void statsWithoutADirectory() throws Exception {
        sendRecv();
        CliRun r = run(flow.toString(), "--stats");
        assertEquals(2, r.exit());
        assertEquals("rdmawb run: --stats needs a directory\nusage: rdmawb run FILE.rdmaflow [--pcap DIR] [--stats DIR] [--json | --verbose | --quiet] [--time-limit T] [--seed N]\n",
                r.err());
    }
}
