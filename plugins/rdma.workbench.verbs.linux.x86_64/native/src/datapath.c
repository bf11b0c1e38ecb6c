/*
 * The data path the inline verbs reach through the context's ops: posting send and receive work
 * requests (their SGEs name the program's registered memory, which the engine reads when it
 * executes them; inline data is copied at post time, as a NIC's driver copies it into the WQE),
 * polling a CQ, and arming one for a completion event.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "rdmawb.h"

static void put_sges(struct rw_out *o, const struct ibv_sge *sg, int n)
{
	int i;

	rw_put_u32(o, (uint32_t)n);
	for (i = 0; i < n; i++) {
		rw_put_u64(o, sg[i].addr);
		rw_put_u32(o, sg[i].length);
		rw_put_u32(o, sg[i].lkey);
	}
}

/* The index of the first refused work request, from a reply; the failure's errno. */
static int refused(struct rw_reply *r, int *index)
{
	struct rw_in in = { r->body, r->len, 0, 0 };
	int status = r->status;

	*index = (int)rw_get_u32(&in);
	rw_reply_free(r);
	return status;
}

int rw_post_send(struct ibv_qp *qp, struct ibv_send_wr *wr, struct ibv_send_wr **bad)
{
	struct ibv_send_wr *w;
	struct rw_out o;
	struct rw_reply r;
	uint32_t count = 0;
	int status, index, i;

	for (w = wr; w; w = w->next)
		count++;
	rw_out_init(&o);
	rw_put_u32(&o, qp->handle);
	rw_put_u32(&o, count);
	for (w = wr; w; w = w->next) {
		rw_put_u64(&o, w->wr_id);
		rw_put_u32(&o, w->opcode);
		rw_put_u32(&o, w->send_flags);
		rw_put_u32(&o, w->imm_data);
		rw_put_u64(&o, w->wr.rdma.remote_addr);
		rw_put_u32(&o, w->wr.rdma.rkey);
		rw_put_u64(&o, w->wr.atomic.compare_add);
		rw_put_u64(&o, w->wr.atomic.swap);
		rw_put_u32(&o, w->wr.atomic.rkey);
		rw_put_u32(&o, qp->qp_type == IBV_QPT_UD && w->wr.ud.ah ? w->wr.ud.ah->handle : 0);
		rw_put_u32(&o, w->wr.ud.remote_qpn);
		rw_put_u32(&o, w->wr.ud.remote_qkey);
		if (w->num_sge < 0) {
			rw_out_free(&o);
			*bad = w;
			return rw_fail(EINVAL);
		}
		put_sges(&o, w->sg_list, w->num_sge);
		if (w->send_flags & IBV_SEND_INLINE) {
			uint32_t total = 0;

			for (i = 0; i < w->num_sge; i++)
				total += w->sg_list[i].length;
			rw_put_u32(&o, total);
			for (i = 0; i < w->num_sge; i++)
				rw_put_bytes(&o, (const void *)(uintptr_t)w->sg_list[i].addr, w->sg_list[i].length);
		}
	}
	if (rw_call(RW_POST_SEND, &o, &r) == 0) {
		rw_reply_free(&r);
		return 0;
	}
	status = refused(&r, &index);
	for (w = wr; w && index > 0; w = w->next)
		index--;
	*bad = w ? w : wr;
	return rw_fail(status);
}

static int post_recv(uint16_t type, uint32_t handle, struct ibv_recv_wr *wr, struct ibv_recv_wr **bad)
{
	struct ibv_recv_wr *w;
	struct rw_out o;
	struct rw_reply r;
	uint32_t count = 0;
	int status, index;

	for (w = wr; w; w = w->next)
		count++;
	rw_out_init(&o);
	rw_put_u32(&o, handle);
	rw_put_u32(&o, count);
	for (w = wr; w; w = w->next) {
		if (w->num_sge < 0) {
			rw_out_free(&o);
			*bad = w;
			return rw_fail(EINVAL);
		}
		rw_put_u64(&o, w->wr_id);
		put_sges(&o, w->sg_list, w->num_sge);
	}
	if (rw_call(type, &o, &r) == 0) {
		rw_reply_free(&r);
		return 0;
	}
	status = refused(&r, &index);
	for (w = wr; w && index > 0; w = w->next)
		index--;
	*bad = w ? w : wr;
	return rw_fail(status);
}

int rw_post_recv(struct ibv_qp *qp, struct ibv_recv_wr *wr, struct ibv_recv_wr **bad)
{
	return post_recv(RW_POST_RECV, qp->handle, wr, bad);
}

int rw_post_srq_recv(struct ibv_srq *srq, struct ibv_recv_wr *wr, struct ibv_recv_wr **bad)
{
	return post_recv(RW_POST_SRQ_RECV, srq->handle, wr, bad);
}

int rw_poll_cq(struct ibv_cq *cq, int n, struct ibv_wc *wc)
{
	struct rw_out o;
	struct rw_reply r;
	struct rw_in in;
	uint32_t count, i;

	if (n < 0)
		return -1;
	rw_out_init(&o);
	rw_put_u32(&o, cq->handle);
	rw_put_u32(&o, (uint32_t)n);
	if (rw_call(RW_POLL_CQ, &o, &r) != 0) {
		errno = r.status;
		rw_reply_free(&r);
		return -1;
	}
	in = (struct rw_in){ r.body, r.len, 0, 0 };
	count = rw_get_u32(&in);
	for (i = 0; i < count && i < (uint32_t)n; i++) {
		memset(&wc[i], 0, sizeof(wc[i]));
		wc[i].wr_id = rw_get_u64(&in);
		wc[i].status = (enum ibv_wc_status)rw_get_u32(&in);
		wc[i].opcode = (enum ibv_wc_opcode)rw_get_u32(&in);
		wc[i].vendor_err = rw_get_u32(&in);
		wc[i].byte_len = rw_get_u32(&in);
		wc[i].imm_data = rw_get_u32(&in);
		wc[i].qp_num = rw_get_u32(&in);
		wc[i].src_qp = rw_get_u32(&in);
		wc[i].wc_flags = rw_get_u32(&in);
		wc[i].pkey_index = rw_get_u16(&in);
		wc[i].slid = rw_get_u16(&in);
		wc[i].sl = rw_get_u8(&in);
		wc[i].dlid_path_bits = rw_get_u8(&in);
	}
	rw_reply_free(&r);
	if (in.bad) {
		errno = EIO;
		return -1;
	}
	return (int)i;
}

int rw_req_notify_cq(struct ibv_cq *cq, int solicited_only)
{
	struct rw_out o;
	struct rw_reply r;
	int status;

	rw_out_init(&o);
	rw_put_u32(&o, cq->handle);
	rw_put_u32(&o, solicited_only ? 1 : 0);
	status = rw_call(RW_REQ_NOTIFY, &o, &r);
	rw_reply_free(&r);
	return status;
}
