/*
 * The project's own test of the verbs library, built with AddressSanitizer and UBSan and linked
 * to the library itself (not libibverbs), run by the engine's tests against a live fabric of the
 * roce-pair example (hosts left and right, one RoCE NIC mlx5_0 each, with SRQs):
 *
 *   verbs-test pair A B  forks: the parent is a client on host A, the child a server on host B, and
 *                        they go through every verb the library implements — queries, PD, MR,
 *                        channels, CQs, RC and UD QPs, SRQ, AH, SEND, SEND_WITH_IMM, inline SEND,
 *                        WRITE (landing while the server spins on its memory without a verb), READ,
 *                        both atomics, CQ events, async events' absence, destruction in order
 *   verbs-test errors    on the host RDMAWB_HOST names: each mistake gets the errno a kernel gives it
 *   verbs-test calls N   N calls of ibv_query_qp and the wall time of one (built without the sanitizers for bench-live)
 *
 * Every check prints "ok: ..." or, on failure, "FAIL: ..." and exits 1.
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <infiniband/verbs.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define BUF 8192
#define SPIN_AT 1024
#define ATOMIC_AT 2048
#define READ_AT 4096

static const char *role = "test";

static void fail(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));

static void fail(const char *fmt, ...)
{
	va_list ap;

	printf("FAIL: %s: ", role);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf(" (errno %d: %s)\n", errno, strerror(errno));
	fflush(stdout);
	exit(1);
}

static void ok(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

static void ok(const char *fmt, ...)
{
	va_list ap;

	printf("ok: %s: ", role);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	fflush(stdout);
}

#define CHECK(cond, ...) do { if (!(cond)) fail(__VA_ARGS__); } while (0)

/* What one side tells the other through a pipe. */
struct peer {
	uint32_t rc_qpn;
	uint32_t ud_qpn;
	union ibv_gid gid;
	uint64_t addr;
	uint32_t rkey;
};

static void put(int fd, const void *p, size_t n)
{
	if (write(fd, p, n) != (ssize_t)n)
		fail("writing to the other side");
}

static void get(int fd, void *p, size_t n)
{
	if (read(fd, p, n) != (ssize_t)n)
		fail("reading from the other side");
}

/* The side's device, opened and queried through every query the library answers. */
struct side {
	struct ibv_context *ctx;
	struct ibv_pd *pd;
	struct ibv_mr *mr;
	struct ibv_comp_channel *channel;
	struct ibv_cq *cq;
	struct ibv_qp *rc;
	struct ibv_qp *ud;
	struct ibv_srq *srq;
	int gid_index;
	union ibv_gid gid;
	char *buf;
};

static void open_side(struct side *s)
{
	struct ibv_device **list;
	struct ibv_device_attr attr;
	struct ibv_device_attr_ex attr_ex;
	struct ibv_port_attr port;
	struct ibv_gid_entry entry, table[16];
	__be16 pkey;
	int n, i;
	ssize_t rows;

	list = ibv_get_device_list(&n);
	CHECK(list && n == 1, "one device on the host, got %d", n);
	CHECK(strcmp(ibv_get_device_name(list[0]), "mlx5_0") == 0, "the device is mlx5_0, not %s", ibv_get_device_name(list[0]));
	CHECK(ibv_get_device_guid(list[0]) != 0, "a node GUID");
	CHECK(ibv_get_device_index(list[0]) == 0, "device index 0");
	s->ctx = ibv_open_device(list[0]);
	CHECK(s->ctx, "ibv_open_device");
	ibv_free_device_list(list);
	CHECK(ibv_query_device(s->ctx, &attr) == 0 && attr.phys_port_cnt == 1 && attr.max_qp > 0 && attr.max_srq > 0, "ibv_query_device");
	CHECK(ibv_query_device_ex(s->ctx, NULL, &attr_ex) == 0 && attr_ex.orig_attr.max_cqe == attr.max_cqe, "ibv_query_device_ex");
	CHECK(ibv_query_port(s->ctx, 1, &port) == 0 && port.state == IBV_PORT_ACTIVE && port.link_layer == IBV_LINK_LAYER_ETHERNET,
	      "ibv_query_port");
	CHECK(ibv_query_port(s->ctx, 2, &port) != 0, "no port 2");
	s->gid_index = -1;
	for (i = 0; i < port.gid_tbl_len; i++) {
		union ibv_gid g;

		CHECK(ibv_query_gid(s->ctx, 1, i, &g) == 0, "ibv_query_gid %d", i);
		CHECK(ibv_query_gid_ex(s->ctx, 1, (uint32_t)i, &entry, 0) == 0 && memcmp(&entry.gid, &g, sizeof(g)) == 0, "ibv_query_gid_ex %d", i);
		/* the RoCEv2 GID of the IPv4 address: ::ffff:a.b.c.d */
		if (entry.gid_type == IBV_GID_TYPE_ROCE_V2 && g.raw[10] == 0xff && g.raw[11] == 0xff) {
			s->gid_index = i;
			s->gid = g;
		}
	}
	CHECK(s->gid_index >= 0, "an IPv4 RoCEv2 GID");
	CHECK(ibv_query_gid_ex(s->ctx, 1, (uint32_t)port.gid_tbl_len, &entry, 0) == ENODATA, "no GID past the table");
	rows = ibv_query_gid_table(s->ctx, table, 16, 0);
	CHECK(rows == port.gid_tbl_len, "ibv_query_gid_table gives %d rows, not %zd", port.gid_tbl_len, rows);
	CHECK(ibv_query_pkey(s->ctx, 1, 0, &pkey) == 0 && ntohs(pkey) == 0xffff, "the default P_Key");
	CHECK(ibv_get_pkey_index(s->ctx, 1, htons(0xffff)) == 0, "ibv_get_pkey_index");
	ok("queried the device, port 1, %d GIDs (RoCEv2 IPv4 at %d) and the P_Key", port.gid_tbl_len, s->gid_index);

	s->pd = ibv_alloc_pd(s->ctx);
	CHECK(s->pd, "ibv_alloc_pd");
	s->buf = aligned_alloc(4096, BUF);
	CHECK(s->buf, "a buffer");
	memset(s->buf, 0, BUF);
	s->mr = ibv_reg_mr(s->pd, s->buf, BUF,
			   IBV_ACCESS_LOCAL_WRITE | IBV_ACCESS_REMOTE_WRITE | IBV_ACCESS_REMOTE_READ | IBV_ACCESS_REMOTE_ATOMIC);
	CHECK(s->mr && s->mr->lkey && s->mr->addr == s->buf && s->mr->length == BUF, "ibv_reg_mr");
	s->channel = ibv_create_comp_channel(s->ctx);
	CHECK(s->channel && s->channel->fd >= 0, "ibv_create_comp_channel");
	s->cq = ibv_create_cq(s->ctx, 64, s, s->channel, 0);
	CHECK(s->cq && s->cq->cqe >= 64, "ibv_create_cq");
	ok("a PD, an MR of %d bytes with its keys, a completion channel and a CQ", BUF);
}

static struct ibv_qp *create(struct side *s, enum ibv_qp_type type, struct ibv_srq *srq)
{
	struct ibv_qp_init_attr init = {
		.send_cq = s->cq, .recv_cq = s->cq, .srq = srq, .qp_type = type,
		.cap = { .max_send_wr = 16, .max_recv_wr = 16, .max_send_sge = 1, .max_recv_sge = 1, .max_inline_data = 64 },
	};
	struct ibv_qp *qp = ibv_create_qp(s->pd, &init);

	CHECK(qp && qp->qp_num > 0 && qp->state == IBV_QPS_RESET, "ibv_create_qp of type %d", type);
	return qp;
}

static void to_rts(struct side *s, struct ibv_qp *qp, const struct peer *p)
{
	struct ibv_qp_attr a = { .qp_state = IBV_QPS_INIT, .pkey_index = 0, .port_num = 1 };
	struct ibv_qp_attr q;
	struct ibv_qp_init_attr qi;
	int rc = qp->qp_type == IBV_QPT_RC;

	if (rc) {
		a.qp_access_flags = IBV_ACCESS_REMOTE_WRITE | IBV_ACCESS_REMOTE_READ | IBV_ACCESS_REMOTE_ATOMIC;
		CHECK(ibv_modify_qp(qp, &a, IBV_QP_STATE | IBV_QP_PKEY_INDEX | IBV_QP_PORT | IBV_QP_ACCESS_FLAGS) == 0, "RC to INIT");
	} else {
		a.qkey = 0x11111111;
		CHECK(ibv_modify_qp(qp, &a, IBV_QP_STATE | IBV_QP_PKEY_INDEX | IBV_QP_PORT | IBV_QP_QKEY) == 0, "UD to INIT");
	}
	memset(&a, 0, sizeof(a));
	a.qp_state = IBV_QPS_RTR;
	if (rc) {
		a.path_mtu = IBV_MTU_1024;
		a.dest_qp_num = p->rc_qpn;
		a.rq_psn = 0;
		a.max_dest_rd_atomic = 1;
		a.min_rnr_timer = 12;
		a.ah_attr.is_global = 1;
		a.ah_attr.grh.dgid = p->gid;
		a.ah_attr.grh.sgid_index = (uint8_t)s->gid_index;
		a.ah_attr.grh.hop_limit = 64;
		a.ah_attr.port_num = 1;
		CHECK(ibv_modify_qp(qp, &a, IBV_QP_STATE | IBV_QP_AV | IBV_QP_PATH_MTU | IBV_QP_DEST_QPN | IBV_QP_RQ_PSN |
					      IBV_QP_MAX_DEST_RD_ATOMIC | IBV_QP_MIN_RNR_TIMER) == 0, "RC to RTR");
	} else {
		CHECK(ibv_modify_qp(qp, &a, IBV_QP_STATE) == 0, "UD to RTR");
	}
	memset(&a, 0, sizeof(a));
	a.qp_state = IBV_QPS_RTS;
	a.sq_psn = 0;
	if (rc) {
		a.timeout = 14;
		a.retry_cnt = 7;
		a.rnr_retry = 7;
		a.max_rd_atomic = 1;
		CHECK(ibv_modify_qp(qp, &a, IBV_QP_STATE | IBV_QP_TIMEOUT | IBV_QP_RETRY_CNT | IBV_QP_RNR_RETRY | IBV_QP_SQ_PSN |
					      IBV_QP_MAX_QP_RD_ATOMIC) == 0, "RC to RTS");
	} else {
		CHECK(ibv_modify_qp(qp, &a, IBV_QP_STATE | IBV_QP_SQ_PSN) == 0, "UD to RTS");
	}
	CHECK(ibv_query_qp(qp, &q, IBV_QP_STATE | IBV_QP_DEST_QPN, &qi) == 0 && q.qp_state == IBV_QPS_RTS && qp->state == IBV_QPS_RTS,
	      "ibv_query_qp says RTS");
	CHECK(!rc || q.dest_qp_num == p->rc_qpn, "ibv_query_qp gives the peer's QPN");
	CHECK(qi.cap.max_send_wr >= 16 && qi.qp_type == qp->qp_type, "ibv_query_qp gives the capabilities");
}

/* An RC QP with the extended interface (ibv_create_qp_ex with send_ops_flags), its ibv_qp_ex. */
static struct ibv_qp *create_ex(struct side *s, struct ibv_qp_ex **qx)
{
	struct ibv_qp_init_attr_ex init = {
		.send_cq = s->cq, .recv_cq = s->cq, .qp_type = IBV_QPT_RC, .pd = s->pd,
		.cap = { .max_send_wr = 16, .max_recv_wr = 16, .max_send_sge = 1, .max_recv_sge = 1, .max_inline_data = 64 },
		.comp_mask = IBV_QP_INIT_ATTR_PD | IBV_QP_INIT_ATTR_SEND_OPS_FLAGS,
		.send_ops_flags = IBV_QP_EX_WITH_SEND | IBV_QP_EX_WITH_RDMA_WRITE | IBV_QP_EX_WITH_ATOMIC_FETCH_AND_ADD |
				  IBV_QP_EX_WITH_ATOMIC_CMP_AND_SWP,
	};
	struct ibv_qp *qp = ibv_create_qp_ex(s->ctx, &init);

	CHECK(qp && qp->qp_num > 0, "ibv_create_qp_ex with send_ops_flags");
	*qx = ibv_qp_to_qp_ex(qp);
	CHECK(*qx && &(*qx)->qp_base == qp, "ibv_qp_to_qp_ex of an extended QP");
	return qp;
}

/* One completion of the CQ, polled (the fabric holds a poll until one comes). */
static struct ibv_wc poll_one(struct side *s)
{
	struct ibv_wc wc;
	int n;

	do {
		n = ibv_poll_cq(s->cq, 1, &wc);
	} while (n == 0);
	CHECK(n == 1, "ibv_poll_cq");
	return wc;
}

static void expect(struct ibv_wc wc, enum ibv_wc_opcode op, uint64_t wr_id, uint32_t len, const char *what)
{
	CHECK(wc.status == IBV_WC_SUCCESS, "%s: status %d", what, wc.status);
	CHECK(wc.opcode == op && wc.wr_id == wr_id, "%s: opcode %d wr_id %llu", what, wc.opcode, (unsigned long long)wc.wr_id);
	CHECK(op != IBV_WC_RECV || wc.byte_len == len, "%s: byte_len %u, not %u", what, wc.byte_len, len);
	ok("%s: SUCCESS, wr_id %llu, byte_len %u", what, (unsigned long long)wc.wr_id, wc.byte_len);
}

static void post_recv(struct ibv_qp *qp, struct ibv_srq *srq, struct side *s, uint32_t at, uint32_t len, uint64_t wr_id)
{
	struct ibv_sge sge = { (uintptr_t)s->buf + at, len, s->mr->lkey };
	struct ibv_recv_wr wr = { .wr_id = wr_id, .sg_list = &sge, .num_sge = 1 }, *bad;

	if (srq)
		CHECK(ibv_post_srq_recv(srq, &wr, &bad) == 0, "ibv_post_srq_recv");
	else
		CHECK(ibv_post_recv(qp, &wr, &bad) == 0, "ibv_post_recv");
}

static void post_send(struct side *s, struct ibv_qp *qp, struct ibv_send_wr *wr, uint32_t at, uint32_t len)
{
	struct ibv_sge sge = { (uintptr_t)s->buf + at, len, s->mr->lkey };
	struct ibv_send_wr *bad;

	wr->sg_list = &sge;
	wr->num_sge = 1;
	wr->send_flags |= IBV_SEND_SIGNALED;
	CHECK(ibv_post_send(qp, wr, &bad) == 0, "ibv_post_send opcode %d", wr->opcode);
}

static void teardown(struct side *s)
{
	CHECK(ibv_dealloc_pd(s->pd) == EBUSY, "a PD with objects cannot go (EBUSY)");
	CHECK(ibv_destroy_cq(s->cq) == EBUSY, "a CQ a QP uses cannot go (EBUSY)");
	CHECK(ibv_destroy_qp(s->rc) == 0 && ibv_destroy_qp(s->ud) == 0, "ibv_destroy_qp");
	if (s->srq)
		CHECK(ibv_destroy_srq(s->srq) == 0, "ibv_destroy_srq");
	CHECK(ibv_destroy_comp_channel(s->channel) == EBUSY, "a channel with a CQ cannot go (EBUSY)");
	CHECK(ibv_destroy_cq(s->cq) == 0, "ibv_destroy_cq");
	CHECK(ibv_destroy_comp_channel(s->channel) == 0, "ibv_destroy_comp_channel");
	CHECK(ibv_dereg_mr(s->mr) == 0, "ibv_dereg_mr");
	CHECK(ibv_dealloc_pd(s->pd) == 0, "ibv_dealloc_pd");
	CHECK(ibv_close_device(s->ctx) == 0, "ibv_close_device");
	free(s->buf);
	ok("destroyed everything in order; a PD, CQ or channel in use refused with EBUSY");
}

static void server(int to_client, int from_client)
{
	struct side s = { 0 };
	struct peer me, client;
	struct ibv_cq *ev_cq;
	void *ev_ctx;
	struct ibv_wc wc;
	struct ibv_srq_init_attr si = { .attr = { .max_wr = 16, .max_sge = 1 } };
	struct ibv_srq_attr sa;
	volatile char *spin;
	uint64_t value = 41;
	struct ibv_ah_attr ah_attr;
	struct ibv_ah *ah;
	struct ibv_send_wr ud_wr = { .wr_id = 77, .opcode = IBV_WR_SEND };

	role = "server";
	open_side(&s);
	s.srq = ibv_create_srq(s.pd, &si);
	CHECK(s.srq && si.attr.max_wr >= 16, "ibv_create_srq");
	CHECK(ibv_query_srq(s.srq, &sa) == 0 && sa.max_wr >= 16, "ibv_query_srq");
	s.rc = create(&s, IBV_QPT_RC, NULL);
	s.ud = create(&s, IBV_QPT_UD, s.srq);
	memcpy(s.buf + READ_AT, "the server's bytes", 18);
	memcpy(s.buf + ATOMIC_AT, &value, sizeof(value));
	me = (struct peer){ s.rc->qp_num, s.ud->qp_num, s.gid, (uintptr_t)s.buf, s.mr->rkey };
	put(to_client, &me, sizeof(me));
	get(from_client, &client, sizeof(client));
	to_rts(&s, s.rc, &client);
	to_rts(&s, s.ud, &client);
	ok("RC and UD QPs in RTS, an SRQ for the UD QP");
	post_recv(s.rc, NULL, &s, 0, 64, 1);
	post_recv(s.rc, NULL, &s, 64, 64, 2);
	post_recv(s.rc, NULL, &s, 128, 64, 3);
	post_recv(NULL, s.srq, &s, 256, 40 + 64, 4);
	put(to_client, "r", 1);

	/* the first completion comes as an event on the channel */
	CHECK(ibv_req_notify_cq(s.cq, 0) == 0, "ibv_req_notify_cq");
	CHECK(ibv_get_cq_event(s.channel, &ev_cq, &ev_ctx) == 0 && ev_cq == s.cq && ev_ctx == &s, "ibv_get_cq_event");
	ibv_ack_cq_events(s.cq, 1);
	CHECK(s.cq->comp_events_completed == 1, "ibv_ack_cq_events counts the event");
	ok("a CQ event on the channel for the armed CQ");
	wc = poll_one(&s);
	expect(wc, IBV_WC_RECV, 1, 6, "RECV of the SEND");
	CHECK(memcmp(s.buf, "hello", 6) == 0, "the SEND's bytes in the receive buffer");
	wc = poll_one(&s);
	expect(wc, IBV_WC_RECV, 2, 4, "RECV of the SEND_WITH_IMM");
	CHECK((wc.wc_flags & IBV_WC_WITH_IMM) && ntohl(wc.imm_data) == 0x12345678, "the immediate 0x12345678, got 0x%x", ntohl(wc.imm_data));
	wc = poll_one(&s);
	expect(wc, IBV_WC_RECV, 3, 11, "RECV of the inline SEND");
	CHECK(memcmp(s.buf + 128, "inline data", 11) == 0, "the inline SEND's bytes");

	/* the client's WRITE lands while the server only reads its memory, calling no verb */
	spin = s.buf + SPIN_AT;
	put(to_client, "w", 1);
	while (spin[0] != 'W')
		;
	CHECK(memcmp((const char *)spin, "WRITTEN", 7) == 0, "the WRITE's bytes");
	ok("the WRITE landed while the server spun on its memory");

	get(from_client, &value, 1);
	memcpy(&value, s.buf + ATOMIC_AT, sizeof(value));
	CHECK(value == 100, "the atomics left 100 at the target, not %llu", (unsigned long long)value);
	ok("FETCH_ADD then COMPARE_SWAP left 100 in the server's memory");

	/* a UD message, its sender's address from the GRH the NIC wrote first */
	wc = poll_one(&s);
	expect(wc, IBV_WC_RECV, 4, 40 + 8, "UD RECV through the SRQ");
	CHECK((wc.wc_flags & IBV_WC_GRH) && wc.src_qp == client.ud_qpn, "a GRH and the sender's QPN");
	CHECK(memcmp(s.buf + 256 + 40, "datagram", 8) == 0, "the datagram's bytes after the 40-byte GRH");
	CHECK(ibv_init_ah_from_wc(s.ctx, 1, &wc, (struct ibv_grh *)(s.buf + 256), &ah_attr) == 0 &&
	      memcmp(&ah_attr.grh.dgid, &client.gid, sizeof(client.gid)) == 0, "ibv_init_ah_from_wc finds the client's GID");
	ah = ibv_create_ah_from_wc(s.pd, &wc, (struct ibv_grh *)(s.buf + 256), 1);
	CHECK(ah, "ibv_create_ah_from_wc");
	ud_wr.wr.ud.ah = ah;
	ud_wr.wr.ud.remote_qpn = wc.src_qp;
	ud_wr.wr.ud.remote_qkey = 0x11111111;
	memcpy(s.buf + 512, "reply", 5);
	post_send(&s, s.ud, &ud_wr, 512, 5);
	expect(poll_one(&s), IBV_WC_SEND, 77, 5, "UD SEND of the reply");
	CHECK(ibv_destroy_ah(ah) == 0, "ibv_destroy_ah");
	get(from_client, &value, 1);
	teardown(&s);
}

static void client(int to_server, int from_server)
{
	struct side s = { 0 };
	struct peer me, srv;
	struct ibv_send_wr wr;
	struct ibv_ah_attr ah_attr = { .is_global = 1, .port_num = 1 };
	struct ibv_ah *ah;
	struct ibv_qp_ex *qx;
	char c;
	uint64_t old;

	role = "client";
	open_side(&s);
	s.rc = create_ex(&s, &qx);
	s.ud = create(&s, IBV_QPT_UD, NULL);
	CHECK(!ibv_qp_to_qp_ex(s.ud) && errno == EOPNOTSUPP, "no ibv_qp_ex for a QP made without send_ops_flags");
	ok("an RC QP with ibv_wr_* (ibv_create_qp_ex), a UD QP without");
	me = (struct peer){ s.rc->qp_num, s.ud->qp_num, s.gid, (uintptr_t)s.buf, s.mr->rkey };
	get(from_server, &srv, sizeof(srv));
	put(to_server, &me, sizeof(me));
	to_rts(&s, s.rc, &srv);
	to_rts(&s, s.ud, &srv);
	post_recv(s.ud, NULL, &s, 1024, 40 + 64, 9);
	get(from_server, &c, 1);

	memcpy(s.buf, "hello", 6);
	wr = (struct ibv_send_wr){ .wr_id = 10, .opcode = IBV_WR_SEND };
	post_send(&s, s.rc, &wr, 0, 6);
	expect(poll_one(&s), IBV_WC_SEND, 10, 6, "SEND");
	memcpy(s.buf + 64, "imm!", 4);
	wr = (struct ibv_send_wr){ .wr_id = 11, .opcode = IBV_WR_SEND_WITH_IMM, .imm_data = htonl(0x12345678) };
	post_send(&s, s.rc, &wr, 64, 4);
	expect(poll_one(&s), IBV_WC_SEND, 11, 4, "SEND_WITH_IMM");
	/* the inline SEND through ibv_wr_*: its bytes are copied when set, so the buffer is free at once */
	memcpy(s.buf + 128, "inline data", 11);
	ibv_wr_start(qx);
	qx->wr_id = 12;
	qx->wr_flags = IBV_SEND_SIGNALED;
	ibv_wr_send(qx);
	ibv_wr_set_inline_data(qx, s.buf + 128, 11);
	memset(s.buf + 128, 0, 11);
	CHECK(ibv_wr_complete(qx) == 0, "ibv_wr_complete of the inline SEND");
	expect(poll_one(&s), IBV_WC_SEND, 12, 11, "inline SEND");

	get(from_server, &c, 1);
	memcpy(s.buf + 256, "WRITTEN", 7);
	wr = (struct ibv_send_wr){ .wr_id = 13, .opcode = IBV_WR_RDMA_WRITE };
	wr.wr.rdma.remote_addr = srv.addr + SPIN_AT;
	wr.wr.rdma.rkey = srv.rkey;
	post_send(&s, s.rc, &wr, 256, 7);
	expect(poll_one(&s), IBV_WC_RDMA_WRITE, 13, 7, "RDMA WRITE");

	wr = (struct ibv_send_wr){ .wr_id = 14, .opcode = IBV_WR_RDMA_READ };
	wr.wr.rdma.remote_addr = srv.addr + READ_AT;
	wr.wr.rdma.rkey = srv.rkey;
	post_send(&s, s.rc, &wr, 512, 18);
	expect(poll_one(&s), IBV_WC_RDMA_READ, 14, 18, "RDMA READ");
	CHECK(memcmp(s.buf + 512, "the server's bytes", 18) == 0, "the READ brought the server's bytes");

	/* both atomics in one ibv_wr_* batch, executed in order */
	ibv_wr_start(qx);
	qx->wr_id = 15;
	qx->wr_flags = IBV_SEND_SIGNALED;
	ibv_wr_atomic_fetch_add(qx, srv.rkey, srv.addr + ATOMIC_AT, 1);
	ibv_wr_set_sge(qx, s.mr->lkey, (uintptr_t)s.buf + 768, 8);
	qx->wr_id = 16;
	ibv_wr_atomic_cmp_swp(qx, srv.rkey, srv.addr + ATOMIC_AT, 42, 100);
	ibv_wr_set_sge(qx, s.mr->lkey, (uintptr_t)s.buf + 776, 8);
	CHECK(ibv_wr_complete(qx) == 0, "ibv_wr_complete of the two atomics");
	expect(poll_one(&s), IBV_WC_FETCH_ADD, 15, 8, "FETCH_ADD");
	memcpy(&old, s.buf + 768, sizeof(old));
	CHECK(old == 41, "FETCH_ADD found 41, not %llu", (unsigned long long)old);
	expect(poll_one(&s), IBV_WC_COMP_SWAP, 16, 8, "COMPARE_SWAP");
	memcpy(&old, s.buf + 776, sizeof(old));
	CHECK(old == 42, "COMPARE_SWAP found 42, not %llu", (unsigned long long)old);
	put(to_server, "a", 1);

	ah_attr.grh.dgid = srv.gid;
	ah_attr.grh.sgid_index = (uint8_t)s.gid_index;
	ah_attr.grh.hop_limit = 64;
	ah = ibv_create_ah(s.pd, &ah_attr);
	CHECK(ah, "ibv_create_ah");
	memcpy(s.buf + 2048, "datagram", 8);
	wr = (struct ibv_send_wr){ .wr_id = 17, .opcode = IBV_WR_SEND };
	wr.wr.ud.ah = ah;
	wr.wr.ud.remote_qpn = srv.ud_qpn;
	wr.wr.ud.remote_qkey = 0x11111111;
	post_send(&s, s.ud, &wr, 2048, 8);
	expect(poll_one(&s), IBV_WC_SEND, 17, 8, "UD SEND");
	expect(poll_one(&s), IBV_WC_RECV, 9, 40 + 5, "UD RECV of the server's reply");
	CHECK(memcmp(s.buf + 1024 + 40, "reply", 5) == 0, "the reply's bytes");
	CHECK(ibv_destroy_ah(ah) == 0, "ibv_destroy_ah");
	put(to_server, "d", 1);
	teardown(&s);
}

static int pair(const char *client_host, const char *server_host)
{
	int up[2], down[2], status;
	pid_t child;

	if (pipe(up) < 0 || pipe(down) < 0)
		fail("pipes");
	fflush(stdout);
	child = fork();
	if (child < 0)
		fail("fork");
	if (child == 0) {
		/* before any verb: the library connects to the fabric as this host */
		setenv("RDMAWB_HOST", server_host, 1);
		server(up[1], down[0]);
		exit(0);
	}
	setenv("RDMAWB_HOST", client_host, 1);
	client(down[1], up[0]);
	if (waitpid(child, &status, 0) != child || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
		fail("the server ended with status %d", status);
	role = "pair";
	ok("both sides done");
	return 0;
}

static int errors(void)
{
	struct ibv_device **list = ibv_get_device_list(NULL);
	struct ibv_context *ctx;
	struct ibv_pd *pd;
	struct ibv_cq *cq;
	struct ibv_qp *qp;
	struct ibv_mr *mr;
	struct ibv_qp_init_attr init;
	struct ibv_qp_attr a = { 0 };
	struct ibv_sge sge[2];
	struct ibv_recv_wr rwr = { .wr_id = 1, .sg_list = sge, .num_sge = 2 }, *rbad = NULL;
	struct ibv_send_wr swr = { .wr_id = 2, .sg_list = sge, .num_sge = 1, .opcode = IBV_WR_SEND }, *sbad = NULL;
	struct ibv_async_event ev;
	union ibv_gid gid;
	static char buf[4096];

	role = "errors";
	CHECK(list && list[0], "a device");
	ctx = ibv_open_device(list[0]);
	ibv_free_device_list(list);
	CHECK(ctx, "ibv_open_device");
	pd = ibv_alloc_pd(ctx);
	CHECK(pd, "ibv_alloc_pd");
	CHECK(!ibv_reg_mr(pd, buf, sizeof(buf), IBV_ACCESS_REMOTE_WRITE) && errno == EINVAL, "REMOTE_WRITE without LOCAL_WRITE");
	ok("ibv_reg_mr: REMOTE_WRITE without LOCAL_WRITE is EINVAL");
	CHECK(!ibv_create_cq(ctx, 0, NULL, NULL, 0) && errno == EINVAL, "a CQ of 0 entries");
	CHECK(!ibv_create_cq(ctx, 1 << 30, NULL, NULL, 0) && errno == EINVAL, "a CQ above max_cqe");
	ok("ibv_create_cq: 0 entries and more than max_cqe are EINVAL");
	cq = ibv_create_cq(ctx, 4, NULL, NULL, 0);
	CHECK(cq, "ibv_create_cq");
	CHECK(ibv_req_notify_cq(cq, 0) == EINVAL, "arming a CQ without a channel");
	ok("ibv_req_notify_cq on a CQ without a channel is EINVAL");
	init = (struct ibv_qp_init_attr){ .send_cq = cq, .recv_cq = cq, .qp_type = IBV_QPT_RAW_PACKET,
					  .cap = { .max_send_wr = 1, .max_recv_wr = 1, .max_send_sge = 1, .max_recv_sge = 1 } };
	CHECK(!ibv_create_qp(pd, &init) && errno == EOPNOTSUPP, "a raw packet QP");
	init.qp_type = IBV_QPT_RC;
	init.cap.max_send_wr = 1 << 30;
	CHECK(!ibv_create_qp(pd, &init) && errno == EINVAL, "a QP above max_qp_wr");
	ok("ibv_create_qp: a raw packet QP is EOPNOTSUPP, more WRs than the device has EINVAL");
	init.cap.max_send_wr = 1;
	qp = ibv_create_qp(pd, &init);
	CHECK(qp, "ibv_create_qp");
	a.qp_state = IBV_QPS_RTR;
	CHECK(ibv_modify_qp(qp, &a, IBV_QP_STATE) == EINVAL && errno == EINVAL && qp->state == IBV_QPS_RESET, "RESET to RTR");
	a.qp_state = IBV_QPS_INIT;
	CHECK(ibv_modify_qp(qp, &a, IBV_QP_STATE) == EINVAL, "INIT without its required attributes");
	ok("ibv_modify_qp: RESET to RTR and INIT without PKEY_INDEX, PORT, ACCESS_FLAGS are EINVAL; the QP stays in RESET");
	a.port_num = 1;
	CHECK(ibv_modify_qp(qp, &a, IBV_QP_STATE | IBV_QP_PKEY_INDEX | IBV_QP_PORT | IBV_QP_ACCESS_FLAGS) == 0, "to INIT");
	memset(&a, 0, sizeof(a));
	a.qp_state = IBV_QPS_RTR;
	a.path_mtu = IBV_MTU_1024;
	a.dest_qp_num = 0x11;
	a.ah_attr.port_num = 1;
	CHECK(ibv_modify_qp(qp, &a, IBV_QP_STATE | IBV_QP_AV | IBV_QP_PATH_MTU | IBV_QP_DEST_QPN | IBV_QP_RQ_PSN | IBV_QP_MAX_DEST_RD_ATOMIC |
				      IBV_QP_MIN_RNR_TIMER) == EINVAL, "RTR without a GRH");
	ok("ibv_modify_qp: RTR with an address vector without a GRH is EINVAL on RoCE");
	mr = ibv_reg_mr(pd, buf, sizeof(buf), IBV_ACCESS_LOCAL_WRITE);
	CHECK(mr, "ibv_reg_mr");
	sge[0] = (struct ibv_sge){ (uintptr_t)buf, 8, mr->lkey };
	sge[1] = sge[0];
	CHECK(ibv_post_recv(qp, &rwr, &rbad) == EINVAL && rbad == &rwr, "two SGEs where the QP takes one");
	ok("ibv_post_recv: more SGEs than max_recv_sge is EINVAL, bad_wr the request");
	CHECK(ibv_post_send(qp, &swr, &sbad) == EINVAL && sbad == &swr, "a send in INIT");
	ok("ibv_post_send: a send before RTS is EINVAL, bad_wr the request");
	CHECK(ibv_query_gid(ctx, 1, 99, &gid) == -1, "GID 99");
	CHECK(ibv_attach_mcast(qp, &gid, 0) == EOPNOTSUPP, "multicast");
	CHECK(ibv_qp_to_qp_ex(qp) == NULL && errno == EOPNOTSUPP, "no ibv_qp_ex for a QP made without send_ops_flags");
	ok("no GID 99, no multicast, no ibv_qp_ex without send_ops_flags (EOPNOTSUPP)");
	{
		struct ibv_qp_init_attr_ex ex = { .send_cq = cq, .recv_cq = cq, .qp_type = IBV_QPT_RC, .pd = pd,
						  .cap = { .max_send_wr = 1, .max_recv_wr = 1, .max_send_sge = 1, .max_recv_sge = 1 },
						  .comp_mask = IBV_QP_INIT_ATTR_PD | IBV_QP_INIT_ATTR_SEND_OPS_FLAGS,
						  .send_ops_flags = IBV_QP_EX_WITH_SEND | IBV_QP_EX_WITH_BIND_MW };
		struct ibv_qp *xqp;
		struct ibv_qp_ex *qx;

		CHECK(!ibv_create_qp_ex(ctx, &ex) && errno == EOPNOTSUPP, "send_ops_flags with BIND_MW");
		ex.send_ops_flags = IBV_QP_EX_WITH_SEND;
		xqp = ibv_create_qp_ex(ctx, &ex);
		CHECK(xqp && (qx = ibv_qp_to_qp_ex(xqp)) != NULL, "an extended QP");
		CHECK(ibv_wr_complete(qx) == EINVAL, "ibv_wr_complete without ibv_wr_start");
		ibv_wr_start(qx);
		ibv_wr_set_sge(qx, mr->lkey, (uintptr_t)buf, 8);
		CHECK(ibv_wr_complete(qx) == EINVAL, "an SGE before any work request");
		ibv_wr_start(qx);
		ibv_wr_send(qx);
		ibv_wr_set_sge(qx, mr->lkey, (uintptr_t)buf, 8);
		CHECK(ibv_wr_complete(qx) == EINVAL, "a SEND before RTS");
		ibv_wr_start(qx);
		ibv_wr_send(qx);
		ibv_wr_abort(qx);
		CHECK(ibv_wr_complete(qx) == EINVAL, "nothing to complete after ibv_wr_abort");
		CHECK(ibv_destroy_qp(xqp) == 0, "destroying the extended QP");
	}
	ok("ibv_create_qp_ex: BIND_MW in send_ops_flags is EOPNOTSUPP; ibv_wr_complete without a start, with an SGE before any"
	   " request, before RTS, after an abort is EINVAL");
	CHECK(ibv_dealloc_pd(pd) == EBUSY, "the PD in use");
	CHECK(ibv_destroy_qp(qp) == 0 && ibv_dereg_mr(mr) == 0 && ibv_destroy_cq(cq) == 0 && ibv_dealloc_pd(pd) == 0, "destroying");
	fcntl(ctx->async_fd, F_SETFL, O_NONBLOCK);
	CHECK(ibv_get_async_event(ctx, &ev) == -1 && errno == EAGAIN, "no async event waiting");
	ok("no async event: a non-blocking ibv_get_async_event is EAGAIN");
	CHECK(ibv_close_device(ctx) == 0, "ibv_close_device");
	return 0;
}

/* N round trips of ibv_query_qp (a verb the fabric answers at once): the wall time of one verb call across the socket. */
static int calls(int n)
{
	struct ibv_device **list = ibv_get_device_list(NULL);
	struct ibv_context *ctx;
	struct ibv_pd *pd;
	struct ibv_cq *cq;
	struct ibv_qp *qp;
	struct ibv_qp_init_attr init;
	struct ibv_qp_attr a;
	struct timespec t0, t1;
	int i;

	role = "calls";
	CHECK(list && list[0], "a device");
	ctx = ibv_open_device(list[0]);
	ibv_free_device_list(list);
	CHECK(ctx, "ibv_open_device");
	pd = ibv_alloc_pd(ctx);
	cq = ibv_create_cq(ctx, 4, NULL, NULL, 0);
	init = (struct ibv_qp_init_attr){ .send_cq = cq, .recv_cq = cq, .qp_type = IBV_QPT_RC,
					  .cap = { .max_send_wr = 1, .max_recv_wr = 1, .max_send_sge = 1, .max_recv_sge = 1 } };
	qp = ibv_create_qp(pd, &init);
	CHECK(pd && cq && qp, "a QP");
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (i = 0; i < n; i++)
		CHECK(ibv_query_qp(qp, &a, IBV_QP_STATE, &init) == 0, "ibv_query_qp");
	clock_gettime(CLOCK_MONOTONIC, &t1);
	printf("calls: %d ibv_query_qp in %.0f ns each\n", n, ((t1.tv_sec - t0.tv_sec) * 1e9 + (t1.tv_nsec - t0.tv_nsec)) / n);
	CHECK(ibv_destroy_qp(qp) == 0 && ibv_destroy_cq(cq) == 0 && ibv_dealloc_pd(pd) == 0 && ibv_close_device(ctx) == 0, "destroying");
	return 0;
}

int main(int argc, char **argv)
{
	setvbuf(stdout, NULL, _IOLBF, 0);
	if (argc == 4 && strcmp(argv[1], "pair") == 0)
		return pair(argv[2], argv[3]);
	if (argc == 2 && strcmp(argv[1], "errors") == 0)
		return errors();
	if (argc == 3 && strcmp(argv[1], "calls") == 0)
		return calls(atoi(argv[2]));
	fprintf(stderr, "usage: verbs-test pair CLIENT-HOST SERVER-HOST | errors | calls N\n");
	return 2;
}
