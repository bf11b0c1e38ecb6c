/*
 * The extended QP interface (ibv_qp_ex, rdma-core's "new post send"): between ibv_wr_start and
 * ibv_wr_complete each ibv_wr_<opcode> begins a work request with the QP's wr_id and wr_flags,
 * and ibv_wr_set_* fill it in; ibv_wr_complete posts them all, in order, as ibv_post_send would,
 * and returns the first failure (rdma-core's man page ibv_wr_post(3)). Inline data is copied when
 * it is set, as the caller's buffer may be reused before the batch completes.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "rdmawb.h"

/* One work request being built, with the SGEs and inline bytes it owns. */
struct pending {
	struct ibv_send_wr wr;
	struct ibv_sge *sg;
	void *inline_data;
};

struct rw_batch {
	struct pending *wrs;
	size_t n;
	size_t cap;
	int error;             /* the first failure while building: wr_complete returns it */
};

static struct rw_batch *batch_of(struct ibv_qp_ex *qx)
{
	return ((struct rw_qp *)qx)->batch;
}

static void drop(struct rw_batch *b)
{
	size_t i;

	if (!b)
		return;
	for (i = 0; i < b->n; i++) {
		free(b->wrs[i].sg);
		free(b->wrs[i].inline_data);
	}
	free(b->wrs);
	free(b);
}

/* The work request the last ibv_wr_<opcode> began, or NULL (then the batch fails with EINVAL). */
static struct pending *current(struct ibv_qp_ex *qx)
{
	struct rw_batch *b = batch_of(qx);

	if (!b)
		return NULL;
	if (b->n == 0) {
		if (!b->error)
			b->error = EINVAL;
		return NULL;
	}
	return &b->wrs[b->n - 1];
}

static struct pending *begin(struct ibv_qp_ex *qx, enum ibv_wr_opcode opcode)
{
	struct rw_batch *b = batch_of(qx);
	struct pending *p;

	if (!b || b->error)
		return NULL;
	if (b->n == b->cap) {
		size_t cap = b->cap ? b->cap * 2 : 8;
		struct pending *more = realloc(b->wrs, cap * sizeof(*more));

		if (!more) {
			b->error = ENOMEM;
			return NULL;
		}
		b->wrs = more;
		b->cap = cap;
	}
	p = &b->wrs[b->n++];
	memset(p, 0, sizeof(*p));
	p->wr.wr_id = qx->wr_id;
	p->wr.send_flags = qx->wr_flags;
	p->wr.opcode = opcode;
	return p;
}

static void wr_start(struct ibv_qp_ex *qx)
{
	struct rw_qp *q = (struct rw_qp *)qx;

	drop(q->batch);
	q->batch = calloc(1, sizeof(*q->batch));
}

static void wr_abort(struct ibv_qp_ex *qx)
{
	struct rw_qp *q = (struct rw_qp *)qx;

	drop(q->batch);
	q->batch = NULL;
}

static int wr_complete(struct ibv_qp_ex *qx)
{
	struct rw_qp *q = (struct rw_qp *)qx;
	struct rw_batch *b = q->batch;
	struct ibv_send_wr *bad = NULL;
	size_t i;
	int status;

	q->batch = NULL;
	if (!b)
		return rw_fail(EINVAL);
	if (b->error) {
		status = b->error;
		drop(b);
		return rw_fail(status);
	}
	if (b->n == 0) {
		drop(b);
		return 0;
	}
	for (i = 0; i < b->n; i++)
		b->wrs[i].wr.next = i + 1 < b->n ? &b->wrs[i + 1].wr : NULL;
	status = rw_post_send(&qx->qp_base, &b->wrs[0].wr, &bad);
	drop(b);
	return status;
}

static void wr_send(struct ibv_qp_ex *qx)
{
	begin(qx, IBV_WR_SEND);
}

static void wr_send_imm(struct ibv_qp_ex *qx, __be32 imm)
{
	struct pending *p = begin(qx, IBV_WR_SEND_WITH_IMM);

	if (p)
		p->wr.imm_data = imm;
}

static void wr_send_inv(struct ibv_qp_ex *qx, uint32_t rkey)
{
	struct pending *p = begin(qx, IBV_WR_SEND_WITH_INV);

	if (p)
		p->wr.invalidate_rkey = rkey;
}

static void rdma(struct ibv_qp_ex *qx, enum ibv_wr_opcode opcode, uint32_t rkey, uint64_t addr, __be32 imm)
{
	struct pending *p = begin(qx, opcode);

	if (p) {
		p->wr.wr.rdma.rkey = rkey;
		p->wr.wr.rdma.remote_addr = addr;
		p->wr.imm_data = imm;
	}
}

static void wr_rdma_write(struct ibv_qp_ex *qx, uint32_t rkey, uint64_t addr)
{
	rdma(qx, IBV_WR_RDMA_WRITE, rkey, addr, 0);
}

static void wr_rdma_write_imm(struct ibv_qp_ex *qx, uint32_t rkey, uint64_t addr, __be32 imm)
{
	rdma(qx, IBV_WR_RDMA_WRITE_WITH_IMM, rkey, addr, imm);
}

static void wr_rdma_read(struct ibv_qp_ex *qx, uint32_t rkey, uint64_t addr)
{
	rdma(qx, IBV_WR_RDMA_READ, rkey, addr, 0);
}

static void atomic(struct ibv_qp_ex *qx, enum ibv_wr_opcode opcode, uint32_t rkey, uint64_t addr, uint64_t compare_add, uint64_t swap)
{
	struct pending *p = begin(qx, opcode);

	if (p) {
		p->wr.wr.atomic.rkey = rkey;
		p->wr.wr.atomic.remote_addr = addr;
		p->wr.wr.atomic.compare_add = compare_add;
		p->wr.wr.atomic.swap = swap;
	}
}

static void wr_atomic_cmp_swp(struct ibv_qp_ex *qx, uint32_t rkey, uint64_t addr, uint64_t compare, uint64_t swap)
{
	atomic(qx, IBV_WR_ATOMIC_CMP_AND_SWP, rkey, addr, compare, swap);
}

static void wr_atomic_fetch_add(struct ibv_qp_ex *qx, uint32_t rkey, uint64_t addr, uint64_t add)
{
	atomic(qx, IBV_WR_ATOMIC_FETCH_AND_ADD, rkey, addr, add, 0);
}

static void wr_set_ud_addr(struct ibv_qp_ex *qx, struct ibv_ah *ah, uint32_t qpn, uint32_t qkey)
{
	struct pending *p = current(qx);

	if (p) {
		p->wr.wr.ud.ah = ah;
		p->wr.wr.ud.remote_qpn = qpn;
		p->wr.wr.ud.remote_qkey = qkey;
	}
}

/* Gives the current request n SGEs copied from list (its earlier ones, or inline data, go). */
static void set_sges(struct ibv_qp_ex *qx, size_t n, const struct ibv_sge *list)
{
	struct pending *p = current(qx);
	struct ibv_sge *sg;

	if (!p)
		return;
	sg = n ? malloc(n * sizeof(*sg)) : NULL;
	if (n && !sg) {
		batch_of(qx)->error = ENOMEM;
		return;
	}
	if (n)
		memcpy(sg, list, n * sizeof(*sg));
	free(p->sg);
	free(p->inline_data);
	p->inline_data = NULL;
	p->sg = sg;
	p->wr.sg_list = sg;
	p->wr.num_sge = (int)n;
	p->wr.send_flags &= ~(unsigned int)IBV_SEND_INLINE;
}

static void wr_set_sge(struct ibv_qp_ex *qx, uint32_t lkey, uint64_t addr, uint32_t length)
{
	struct ibv_sge sge = { addr, length, lkey };

	set_sges(qx, 1, &sge);
}

static void wr_set_sge_list(struct ibv_qp_ex *qx, size_t n, const struct ibv_sge *list)
{
	set_sges(qx, n, list);
}

static void wr_set_inline_data_list(struct ibv_qp_ex *qx, size_t n, const struct ibv_data_buf *bufs)
{
	struct pending *p = current(qx);
	size_t total = 0, i;
	uint8_t *data;

	if (!p)
		return;
	for (i = 0; i < n; i++)
		total += bufs[i].length;
	if (total > UINT32_MAX) {
		batch_of(qx)->error = EINVAL;
		return;
	}
	set_sges(qx, 0, NULL);
	data = malloc(total ? total : 1);
	p->sg = malloc(sizeof(*p->sg));
	if (!data || !p->sg) {
		free(data);
		batch_of(qx)->error = ENOMEM;
		return;
	}
	for (total = 0, i = 0; i < n; i++) {
		memcpy(data + total, bufs[i].addr, bufs[i].length);
		total += bufs[i].length;
	}
	p->inline_data = data;
	*p->sg = (struct ibv_sge){ (uintptr_t)data, (uint32_t)total, 0 };
	p->wr.sg_list = p->sg;
	p->wr.num_sge = 1;
	p->wr.send_flags |= IBV_SEND_INLINE;
}

static void wr_set_inline_data(struct ibv_qp_ex *qx, void *addr, size_t length)
{
	struct ibv_data_buf buf = { addr, length };

	wr_set_inline_data_list(qx, 1, &buf);
}

int rw_sendops_supported(uint64_t send_ops_flags)
{
	const uint64_t offered = IBV_QP_EX_WITH_RDMA_WRITE | IBV_QP_EX_WITH_RDMA_WRITE_WITH_IMM | IBV_QP_EX_WITH_SEND |
				 IBV_QP_EX_WITH_SEND_WITH_IMM | IBV_QP_EX_WITH_RDMA_READ | IBV_QP_EX_WITH_ATOMIC_CMP_AND_SWP |
				 IBV_QP_EX_WITH_ATOMIC_FETCH_AND_ADD | IBV_QP_EX_WITH_SEND_WITH_INV;

	return (send_ops_flags & ~offered) == 0;
}

/* Fills in the operations of an extended QP; those not offered (bind MW, local invalidate, TSO, XRC) were refused at creation. */
void rw_sendops_init(struct rw_qp *q)
{
	struct ibv_qp_ex *qx = &q->qpex;

	qx->wr_start = wr_start;
	qx->wr_complete = wr_complete;
	qx->wr_abort = wr_abort;
	qx->wr_send = wr_send;
	qx->wr_send_imm = wr_send_imm;
	qx->wr_send_inv = wr_send_inv;
	qx->wr_rdma_write = wr_rdma_write;
	qx->wr_rdma_write_imm = wr_rdma_write_imm;
	qx->wr_rdma_read = wr_rdma_read;
	qx->wr_atomic_cmp_swp = wr_atomic_cmp_swp;
	qx->wr_atomic_fetch_add = wr_atomic_fetch_add;
	qx->wr_set_ud_addr = wr_set_ud_addr;
	qx->wr_set_sge = wr_set_sge;
	qx->wr_set_sge_list = wr_set_sge_list;
	qx->wr_set_inline_data = wr_set_inline_data;
	qx->wr_set_inline_data_list = wr_set_inline_data_list;
	q->extended = 1;
}

void rw_sendops_free(struct rw_qp *q)
{
	drop(q->batch);
	q->batch = NULL;
}
