package rdma.workbench.engine.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rdma.workbench.testing.ProgramRun;

/**
 * The project's own C test of the verbs library, built with AddressSanitizer and UBSan, against a
 * live roce-pair fabric: every verb the library implements between two processes (a WRITE landing
 * while the server spins on its memory among them), and each mistake with the errno a kernel gives.
 */
class VerbsLibraryTest {

    @TempDir
    Path dir;

    @Test
    void everyVerbBetweenTwoProgramsUnderTheSanitizers() throws Exception {
        NativeVerbs.require();
        try (NativeVerbs.Fabric f = new NativeVerbs.Fabric("roce-pair", dir)) {
            ProgramRun e = ProgramRun.end(f.start("left", false, NativeVerbs.SANITIZED_TEST.toString(), "pair", "left", "right"), 120);
            assertEquals(0, e.exit(), e.output());
            assertEquals(List.of(
                    "ok: client: COMPARE_SWAP: SUCCESS, wr_id 16, byte_len 8",
                    "ok: client: FETCH_ADD: SUCCESS, wr_id 15, byte_len 8",
                    "ok: client: RDMA READ: SUCCESS, wr_id 14, byte_len 18",
                    "ok: client: RDMA WRITE: SUCCESS, wr_id 13, byte_len 7",
                    "ok: client: SEND: SUCCESS, wr_id 10, byte_len 6",
                    "ok: client: SEND_WITH_IMM: SUCCESS, wr_id 11, byte_len 4",
                    "ok: client: UD RECV of the server's reply: SUCCESS, wr_id 9, byte_len 45",
                    "ok: client: UD SEND: SUCCESS, wr_id 17, byte_len 8",
                    "ok: client: a PD, an MR of 8192 bytes with its keys, a completion channel and a CQ",
                    "ok: client: an RC QP with ibv_wr_* (ibv_create_qp_ex), a UD QP without",
                    "ok: client: destroyed everything in order; a PD, CQ or channel in use refused with EBUSY",
                    "ok: client: inline SEND: SUCCESS, wr_id 12, byte_len 11",
                    "ok: client: queried the device, port 1, 2 GIDs (RoCEv2 IPv4 at 1) and the P_Key",
                    "ok: pair: both sides done",
                    "ok: server: FETCH_ADD then COMPARE_SWAP left 100 in the server's memory",
                    "ok: server: RC and UD QPs in RTS, an SRQ for the UD QP",
                    "ok: server: RECV of the SEND: SUCCESS, wr_id 1, byte_len 6",
                    "ok: server: RECV of the SEND_WITH_IMM: SUCCESS, wr_id 2, byte_len 4",
                    "ok: server: RECV of the inline SEND: SUCCESS, wr_id 3, byte_len 11",
                    "ok: server: UD RECV through the SRQ: SUCCESS, wr_id 4, byte_len 48",
                    "ok: server: UD SEND of the reply: SUCCESS, wr_id 77, byte_len 5",
                    "ok: server: a CQ event on the channel for the armed CQ",
                    "ok: server: a PD, an MR of 8192 bytes with its keys, a completion channel and a CQ",
                    "ok: server: destroyed everything in order; a PD, CQ or channel in use refused with EBUSY",
                    "ok: server: queried the device, port 1, 2 GIDs (RoCEv2 IPv4 at 1) and the P_Key",
                    "ok: server: the WRITE landed while the server spun on its memory"), e.lines().stream().sorted().toList(), e.output());
        }
    }

    @Test
    void eachMistakeGetsTheErrnoAKernelGives() throws Exception {
        NativeVerbs.require();
        try (NativeVerbs.Fabric f = new NativeVerbs.Fabric("roce-pair", dir)) {
            ProgramRun e = ProgramRun.end(f.start("left", false, NativeVerbs.SANITIZED_TEST.toString(), "errors"), 60);
            assertEquals(0, e.exit(), e.output());
            assertEquals(List.of(
                    "ok: errors: ibv_reg_mr: REMOTE_WRITE without LOCAL_WRITE is EINVAL",
                    "ok: errors: ibv_create_cq: 0 entries and more than max_cqe are EINVAL",
                    "ok: errors: ibv_req_notify_cq on a CQ without a channel is EINVAL",
                    "ok: errors: ibv_create_qp: a raw packet QP is EOPNOTSUPP, more WRs than the device has EINVAL",
                    "ok: errors: ibv_modify_qp: RESET to RTR and INIT without PKEY_INDEX, PORT, ACCESS_FLAGS are EINVAL; the QP stays in RESET",
                    "ok: errors: ibv_modify_qp: RTR with an address vector without a GRH is EINVAL on RoCE",
                    "ok: errors: ibv_post_recv: more SGEs than max_recv_sge is EINVAL, bad_wr the request",
                    "ok: errors: ibv_post_send: a send before RTS is EINVAL, bad_wr the request",
                    "ok: errors: no GID 99, no multicast, no ibv_qp_ex without send_ops_flags (EOPNOTSUPP)",
                    "ok: errors: ibv_create_qp_ex: BIND_MW in send_ops_flags is EOPNOTSUPP; ibv_wr_complete without a start, with an SGE"
                            + " before any request, before RTS, after an abort is EINVAL",
                    "ok: errors: no async event: a non-blocking ibv_get_async_event is EAGAIN"), e.lines());
            // the fabric's log says why each verb failed, as a program's user would want to read it
            assertTrue(f.log.stream().anyMatch(l -> l.endsWith("request 12 failed with errno 22: a QP cannot go from RESET to RTR")), f.log.toString());
            assertTrue(f.log.stream().anyMatch(l -> l.endsWith("request 21 failed with errno 22: the QP is in INIT; it sends only from RTS")),
                    f.log.toString());
        }
    }
}
