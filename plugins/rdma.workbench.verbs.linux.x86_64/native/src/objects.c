/*
 * The verbs objects a program creates — PDs, MRs, completion channels, CQs, QPs, SRQs, AHs —
 * each created, changed, queried and destroyed by the fabric's engine (which answers with the
 * errno a kernel would), and mirrored here in the ibv_* structure the program holds. Also the
 * context's ops table, through which the inline verbs of verbs.h reach this library.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "rdmawb.h"

/* Every CQ, QP and SRQ of the process by its handle, for the events the fabric sends. */
static pthread_mutex_t objects_lock = PTHREAD_MUTEX_INITIALIZER;
static struct rw_cq *cqs;
static struct rw_channel *channels;
static uint32_t next_channel = 1;

static struct rw_qp *qps;

struct rw_srq {
	struct ibv_srq srq;
	struct rw_srq *next;
};
static struct rw_srq *srqs;

/* A request with one handle as its body; its reply's status. */
static int call_handle(uint16_t type, uint32_t handle)
{
	struct rw_out o;
	struct rw_reply r;
	int status;

	rw_out_init(&o);
	rw_put_u32(&o, handle);
	status = rw_call(type, &o, &r);
	rw_reply_free(&r);
	return status;
}

RW_EXPORT struct ibv_pd *ibv_alloc_pd(struct ibv_context *ctx)
{
	struct rw_out o;
	struct rw_reply r;
	struct rw_in in;
	struct ibv_pd *pd;

	rw_out_init(&o);
	rw_put_u32(&o, rw_context_of(ctx)->handle);
	if (rw_call(RW_ALLOC_PD, &o, &r) != 0) {
		errno = r.status;
		rw_reply_free(&r);
		return NULL;
	}
	in = (struct rw_in){ r.body, r.len, 0, 0 };
	pd = calloc(1, sizeof(*pd));
	if (pd) {
		pd->context = ctx;
		pd->handle = rw_get_u32(&in);
	}
	rw_reply_free(&r);
	if (!pd)
		errno = ENOMEM;
	return pd;
}

RW_EXPORT int ibv_dealloc_pd(struct ibv_pd *pd)
{
	int status = call_handle(RW_DEALLOC_PD, pd->handle);

	if (status != 0)
		return rw_fail(status);
	free(pd);
	return 0;
}

static struct ibv_mr *reg_mr(struct ibv_pd *pd, void *addr, size_t length, uint64_t iova, unsigned int access)
{
	struct rw_out o;
	struct rw_reply r;
	struct rw_in in;
	struct ibv_mr *mr;

	rw_out_init(&o);
	rw_put_u32(&o, pd->handle);
	rw_put_u64(&o, (uint64_t)(uintptr_t)addr);
	rw_put_u64(&o, length);
	rw_put_u64(&o, iova);
	rw_put_u32(&o, access);
	if (rw_call(RW_REG_MR, &o, &r) != 0) {
		errno = r.status;
		rw_reply_free(&r);
		return NULL;
	}
	in = (struct rw_in){ r.body, r.len, 0, 0 };
	mr = calloc(1, sizeof(*mr));
	if (mr) {
		mr->context = pd->context;
		mr->pd = pd;
		mr->addr = addr;
		mr->length = length;
		mr->handle = rw_get_u32(&in);
		mr->lkey = rw_get_u32(&in);
		mr->rkey = rw_get_u32(&in);
		rw_memory_add(mr->handle, (uint64_t)(uintptr_t)addr, length);
	}
	rw_reply_free(&r);
	if (!mr)
		errno = ENOMEM;
	return mr;
}

RW_EXPORT struct ibv_mr *(ibv_reg_mr)(struct ibv_pd *pd, void *addr, size_t length, int access)
{
	return reg_mr(pd, addr, length, (uint64_t)(uintptr_t)addr, (unsigned int)access);
}

RW_EXPORT struct ibv_mr *(ibv_reg_mr_iova)(struct ibv_pd *pd, void *addr, size_t length, uint64_t iova, int access)
{
	return reg_mr(pd, addr, length, iova, (unsigned int)access);
}

RW_EXPORT struct ibv_mr *ibv_reg_mr_iova2(struct ibv_pd *pd, void *addr, size_t length, uint64_t iova, unsigned int access)
{
	return reg_mr(pd, addr, length, iova, access);
}

RW_EXPORT int ibv_dereg_mr(struct ibv_mr *mr)
{
	int status = call_handle(RW_DEREG_MR, mr->handle);

	if (status != 0)
		return rw_fail(status);
	rw_memory_remove(mr->handle);
	free(mr);
	return 0;
}

RW_EXPORT struct ibv_comp_channel *ibv_create_comp_channel(struct ibv_context *ctx)
{
	struct rw_channel *c = calloc(1, sizeof(*c));
	int fds[2];

	if (!c || pipe2(fds, O_CLOEXEC) < 0) {
		free(c);
		errno = ENOMEM;
		return NULL;
	}
	c->channel.context = ctx;
	c->channel.fd = fds[0];
	c->write_fd = fds[1];
	pthread_mutex_lock(&objects_lock);
	c->id = next_channel++;
	c->next = channels;
	channels = c;
	pthread_mutex_unlock(&objects_lock);
	return &c->channel;
}

RW_EXPORT int ibv_destroy_comp_channel(struct ibv_comp_channel *channel)
{
	struct rw_channel *c = (struct rw_channel *)channel, **p;
	struct rw_cq *q;
	int busy = 0;

	pthread_mutex_lock(&objects_lock);
	for (q = cqs; q; q = q->next)
		busy |= q->cq.channel == channel;
	if (!busy) {
		for (p = &channels; *p; p = &(*p)->next) {
			if (*p == c) {
				*p = c->next;
				break;
			}
		}
	}
	pthread_mutex_unlock(&objects_lock);
	if (busy)
		return rw_fail(EBUSY);
	close(c->channel.fd);
	close(c->write_fd);
	free(c);
	return 0;
}

RW_EXPORT struct ibv_cq *ibv_create_cq(struct ibv_context *ctx, int cqe, void *cq_context, struct ibv_comp_channel *channel, int vector)
{
	struct rw_out o;
	struct rw_reply r;
	struct rw_in in;
	struct rw_cq *q;

	if (vector != 0) {
		errno = EINVAL;
		return NULL;
	}
	rw_out_init(&o);
	rw_put_u32(&o, rw_context_of(ctx)->handle);
	rw_put_u32(&o, (uint32_t)cqe);
	rw_put_u32(&o, channel ? ((struct rw_channel *)channel)->id : (uint32_t)-1);
	if (rw_call(RW_CREATE_CQ, &o, &r) != 0) {
		errno = r.status;
		rw_reply_free(&r);
		return NULL;
	}
	in = (struct rw_in){ r.body, r.len, 0, 0 };
	q = calloc(1, sizeof(*q));
	if (!q) {
		rw_reply_free(&r);
		errno = ENOMEM;
		return NULL;
	}
	q->cq.context = ctx;
	q->cq.channel = channel;
	q->cq.cq_context = cq_context;
	q->cq.handle = rw_get_u32(&in);
	q->cq.cqe = (int)rw_get_u32(&in);
	rw_reply_free(&r);
	pthread_mutex_init(&q->cq.mutex, NULL);
	pthread_cond_init(&q->cq.cond, NULL);
	pthread_mutex_lock(&objects_lock);
	q->next = cqs;
	cqs = q;
	if (channel)
		channel->refcnt++;
	pthread_mutex_unlock(&objects_lock);
	return &q->cq;
}

RW_EXPORT int ibv_resize_cq(struct ibv_cq *cq, int cqe)
{
	struct rw_out o;
	struct rw_reply r;
	struct rw_in in;

	rw_out_init(&o);
	rw_put_u32(&o, cq->handle);
	rw_put_u32(&o, (uint32_t)cqe);
	if (rw_call(RW_RESIZE_CQ, &o, &r) != 0) {
		int status = r.status;

		rw_reply_free(&r);
		return rw_fail(status);
	}
	in = (struct rw_in){ r.body, r.len, 0, 0 };
	cq->cqe = (int)rw_get_u32(&in);
	rw_reply_free(&r);
	return 0;
}

RW_EXPORT int ibv_destroy_cq(struct ibv_cq *cq)
{
	struct rw_cq **p, *q = (struct rw_cq *)cq;
	int status = call_handle(RW_DESTROY_CQ, cq->handle);

	if (status != 0)
		return rw_fail(status);
	pthread_mutex_lock(&objects_lock);
	for (p = &cqs; *p; p = &(*p)->next) {
		if (*p == q) {
			*p = q->next;
			break;
		}
	}
	if (cq->channel)
		cq->channel->refcnt--;
	pthread_mutex_unlock(&objects_lock);
	pthread_mutex_destroy(&cq->mutex);
	pthread_cond_destroy(&cq->cond);
	free(q);
	return 0;
}

/* A CQ event: the CQ's handle, written to its channel's pipe for ibv_get_cq_event to read. */
void rw_on_cq_event(uint32_t channel, uint32_t cq)
{
	struct rw_channel *c;

	pthread_mutex_lock(&objects_lock);
	for (c = channels; c && c->id != channel; c = c->next)
		;
	if (c && write(c->write_fd, &cq, sizeof(cq)) != (ssize_t)sizeof(cq))
		rw_say("a CQ event could not be queued on its channel");
	pthread_mutex_unlock(&objects_lock);
}

RW_EXPORT int ibv_get_cq_event(struct ibv_comp_channel *channel, struct ibv_cq **cq, void **cq_context)
{
	uint32_t handle;
	struct rw_cq *q;
	struct rw_out o;
	ssize_t n;

	/* the program blocks here: simulated time may run while it waits */
	rw_out_init(&o);
	rw_put_u32(&o, ((struct rw_channel *)channel)->id);
	rw_tell(RW_WAIT, &o);
	do {
		n = read(channel->fd, &handle, sizeof(handle));
	} while (n < 0 && errno == EINTR);
	if (n != (ssize_t)sizeof(handle))
		return -1;
	pthread_mutex_lock(&objects_lock);
	for (q = cqs; q && q->cq.handle != handle; q = q->next)
		;
	pthread_mutex_unlock(&objects_lock);
	if (!q)
		return -1;
	*cq = &q->cq;
	*cq_context = q->cq.cq_context;
	return 0;
}

RW_EXPORT void ibv_ack_cq_events(struct ibv_cq *cq, unsigned int nevents)
{
	pthread_mutex_lock(&cq->mutex);
	cq->comp_events_completed += nevents;
	pthread_cond_signal(&cq->cond);
	pthread_mutex_unlock(&cq->mutex);
}

static void put_ah_attr(struct rw_out *o, const struct ibv_ah_attr *a)
{
	rw_put_bytes(o, a->grh.dgid.raw, sizeof(a->grh.dgid.raw));
	rw_put_u32(o, a->grh.flow_label);
	rw_put_u8(o, a->grh.sgid_index);
	rw_put_u8(o, a->grh.hop_limit);
	rw_put_u8(o, a->grh.traffic_class);
	rw_put_u16(o, a->dlid);
	rw_put_u8(o, a->sl);
	rw_put_u8(o, a->src_path_bits);
	rw_put_u8(o, a->static_rate);
	rw_put_u8(o, a->is_global);
	rw_put_u8(o, a->port_num);
}

static void get_ah_attr(struct rw_in *in, struct ibv_ah_attr *a)
{
	rw_get_bytes(in, a->grh.dgid.raw, sizeof(a->grh.dgid.raw));
	a->grh.flow_label = rw_get_u32(in);
	a->grh.sgid_index = rw_get_u8(in);
	a->grh.hop_limit = rw_get_u8(in);
	a->grh.traffic_class = rw_get_u8(in);
	a->dlid = rw_get_u16(in);
	a->sl = rw_get_u8(in);
	a->src_path_bits = rw_get_u8(in);
	a->static_rate = rw_get_u8(in);
	a->is_global = rw_get_u8(in);
	a->port_num = rw_get_u8(in);
}

static void put_caps(struct rw_out *o, const struct ibv_qp_cap *c)
{
	rw_put_u32(o, c->max_send_wr);
	rw_put_u32(o, c->max_recv_wr);
	rw_put_u32(o, c->max_send_sge);
	rw_put_u32(o, c->max_recv_sge);
	rw_put_u32(o, c->max_inline_data);
}

static void get_caps(struct rw_in *in, struct ibv_qp_cap *c)
{
	c->max_send_wr = rw_get_u32(in);
	c->max_recv_wr = rw_get_u32(in);
	c->max_send_sge = rw_get_u32(in);
	c->max_recv_sge = rw_get_u32(in);
	c->max_inline_data = rw_get_u32(in);
}

static void put_qp_attr(struct rw_out *o, const struct ibv_qp_attr *a)
{
	rw_put_u32(o, a->qp_state);
	rw_put_u32(o, a->cur_qp_state);
	rw_put_u32(o, a->path_mtu);
	rw_put_u32(o, a->qkey);
	rw_put_u32(o, a->rq_psn);
	rw_put_u32(o, a->sq_psn);
	rw_put_u32(o, a->dest_qp_num);
	rw_put_u32(o, a->qp_access_flags);
	put_caps(o, &a->cap);
	put_ah_attr(o, &a->ah_attr);
	rw_put_u16(o, a->pkey_index);
	rw_put_u8(o, a->en_sqd_async_notify);
	rw_put_u8(o, a->sq_draining);
	rw_put_u8(o, a->max_rd_atomic);
	rw_put_u8(o, a->max_dest_rd_atomic);
	rw_put_u8(o, a->min_rnr_timer);
	rw_put_u8(o, a->port_num);
	rw_put_u8(o, a->timeout);
	rw_put_u8(o, a->retry_cnt);
	rw_put_u8(o, a->rnr_retry);
	rw_put_u32(o, a->rate_limit);
}

static void get_qp_attr(struct rw_in *in, struct ibv_qp_attr *a)
{
	memset(a, 0, sizeof(*a));
	a->qp_state = (enum ibv_qp_state)rw_get_u32(in);
	a->cur_qp_state = (enum ibv_qp_state)rw_get_u32(in);
	a->path_mtu = (enum ibv_mtu)rw_get_u32(in);
	a->qkey = rw_get_u32(in);
	a->rq_psn = rw_get_u32(in);
	a->sq_psn = rw_get_u32(in);
	a->dest_qp_num = rw_get_u32(in);
	a->qp_access_flags = rw_get_u32(in);
	get_caps(in, &a->cap);
	get_ah_attr(in, &a->ah_attr);
	a->pkey_index = rw_get_u16(in);
	a->en_sqd_async_notify = rw_get_u8(in);
	a->sq_draining = rw_get_u8(in);
	a->max_rd_atomic = rw_get_u8(in);
	a->max_dest_rd_atomic = rw_get_u8(in);
	a->min_rnr_timer = rw_get_u8(in);
	a->port_num = rw_get_u8(in);
	a->timeout = rw_get_u8(in);
	a->retry_cnt = rw_get_u8(in);
	a->rnr_retry = rw_get_u8(in);
	a->rate_limit = rw_get_u32(in);
}

static struct ibv_qp *create_qp(struct ibv_pd *pd, struct ibv_qp_init_attr *init)
{
	struct rw_out o;
	struct rw_reply r;
	struct rw_in in;
	struct rw_qp *q;

	if (!pd || !init->send_cq || !init->recv_cq) {
		errno = EINVAL;
		return NULL;
	}
	rw_out_init(&o);
	rw_put_u32(&o, pd->handle);
	rw_put_u32(&o, init->send_cq->handle);
	rw_put_u32(&o, init->recv_cq->handle);
	rw_put_u32(&o, init->srq ? init->srq->handle : 0);
	rw_put_u32(&o, init->qp_type);
	put_caps(&o, &init->cap);
	rw_put_u32(&o, (uint32_t)init->sq_sig_all);
	if (rw_call(RW_CREATE_QP, &o, &r) != 0) {
		errno = r.status;
		rw_reply_free(&r);
		return NULL;
	}
	in = (struct rw_in){ r.body, r.len, 0, 0 };
	q = calloc(1, sizeof(*q));
	if (!q) {
		rw_reply_free(&r);
		errno = ENOMEM;
		return NULL;
	}
	q->qpex.qp_base.context = pd->context;
	q->qpex.qp_base.qp_context = init->qp_context;
	q->qpex.qp_base.pd = pd;
	q->qpex.qp_base.send_cq = init->send_cq;
	q->qpex.qp_base.recv_cq = init->recv_cq;
	q->qpex.qp_base.srq = init->srq;
	q->qpex.qp_base.handle = rw_get_u32(&in);
	q->qpex.qp_base.qp_num = rw_get_u32(&in);
	q->qpex.qp_base.state = IBV_QPS_RESET;
	q->qpex.qp_base.qp_type = init->qp_type;
	get_caps(&in, &init->cap);
	rw_reply_free(&r);
	pthread_mutex_init(&q->qpex.qp_base.mutex, NULL);
	pthread_cond_init(&q->qpex.qp_base.cond, NULL);
	pthread_mutex_lock(&objects_lock);
	q->next = qps;
	qps = q;
	pthread_mutex_unlock(&objects_lock);
	return &q->qpex.qp_base;
}

RW_EXPORT struct ibv_qp *ibv_create_qp(struct ibv_pd *pd, struct ibv_qp_init_attr *init)
{
	return create_qp(pd, init);
}

static struct ibv_qp *create_qp_ex(struct ibv_context *ctx, struct ibv_qp_init_attr_ex *ex)
{
	const uint32_t known = IBV_QP_INIT_ATTR_PD | IBV_QP_INIT_ATTR_SEND_OPS_FLAGS;
	int extended = (ex->comp_mask & IBV_QP_INIT_ATTR_SEND_OPS_FLAGS) != 0;
	struct ibv_qp_init_attr init;
	struct ibv_qp *qp;

	(void)ctx;
	if ((ex->comp_mask & ~known) != 0 || ex->create_flags != 0 || (extended && !rw_sendops_supported(ex->send_ops_flags))) {
		errno = EOPNOTSUPP;
		return NULL;
	}
	init = (struct ibv_qp_init_attr){ ex->qp_context, ex->send_cq, ex->recv_cq, ex->srq, ex->cap, ex->qp_type, ex->sq_sig_all };
	qp = create_qp(ex->pd, &init);
	if (qp) {
		ex->cap = init.cap;
		if (extended)
			rw_sendops_init((struct rw_qp *)qp);
	}
	return qp;
}

RW_EXPORT int ibv_modify_qp(struct ibv_qp *qp, struct ibv_qp_attr *attr, int mask)
{
	struct rw_out o;
	struct rw_reply r;
	int status;

	rw_out_init(&o);
	rw_put_u32(&o, qp->handle);
	rw_put_u32(&o, (uint32_t)mask);
	put_qp_attr(&o, attr);
	status = rw_call(RW_MODIFY_QP, &o, &r);
	rw_reply_free(&r);
	if (status != 0)
		return rw_fail(status);
	if (mask & IBV_QP_STATE)
		qp->state = attr->qp_state;
	return 0;
}

RW_EXPORT int ibv_query_qp(struct ibv_qp *qp, struct ibv_qp_attr *attr, int mask, struct ibv_qp_init_attr *init)
{
	struct rw_out o;
	struct rw_reply r;
	struct rw_in in;

	rw_out_init(&o);
	rw_put_u32(&o, qp->handle);
	rw_put_u32(&o, (uint32_t)mask);
	if (rw_call(RW_QUERY_QP, &o, &r) != 0) {
		int status = r.status;

		rw_reply_free(&r);
		return rw_fail(status);
	}
	in = (struct rw_in){ r.body, r.len, 0, 0 };
	get_qp_attr(&in, attr);
	if (init) {
		memset(init, 0, sizeof(*init));
		init->qp_context = qp->qp_context;
		init->send_cq = qp->send_cq;
		init->recv_cq = qp->recv_cq;
		init->srq = qp->srq;
		init->qp_type = qp->qp_type;
		get_caps(&in, &init->cap);
	}
	rw_reply_free(&r);
	qp->state = attr->qp_state;
	return 0;
}

RW_EXPORT int ibv_destroy_qp(struct ibv_qp *qp)
{
	struct rw_qp **p, *q = (struct rw_qp *)qp;
	int status = call_handle(RW_DESTROY_QP, qp->handle);

	if (status != 0)
		return rw_fail(status);
	pthread_mutex_lock(&objects_lock);
	for (p = &qps; *p; p = &(*p)->next) {
		if (*p == q) {
			*p = q->next;
			break;
		}
	}
	pthread_mutex_unlock(&objects_lock);
	pthread_mutex_destroy(&qp->mutex);
	pthread_cond_destroy(&qp->cond);
	rw_sendops_free(q);
	free(q);
	return 0;
}

/* The QP's ibv_wr_* interface, when it was created with send_ops_flags (ibv_create_qp_ex), as libibverbs gives it. */
RW_EXPORT struct ibv_qp_ex *ibv_qp_to_qp_ex(struct ibv_qp *qp)
{
	struct rw_qp *q = (struct rw_qp *)qp;

	if (!q->extended) {
		errno = EOPNOTSUPP;
		return NULL;
	}
	return &q->qpex;
}

RW_EXPORT struct ibv_srq *ibv_create_srq(struct ibv_pd *pd, struct ibv_srq_init_attr *init)
{
	struct rw_out o;
	struct rw_reply r;
	struct rw_in in;
	struct rw_srq *s;

	rw_out_init(&o);
	rw_put_u32(&o, pd->handle);
	rw_put_u32(&o, init->attr.max_wr);
	rw_put_u32(&o, init->attr.max_sge);
	rw_put_u32(&o, init->attr.srq_limit);
	if (rw_call(RW_CREATE_SRQ, &o, &r) != 0) {
		errno = r.status;
		rw_reply_free(&r);
		return NULL;
	}
	in = (struct rw_in){ r.body, r.len, 0, 0 };
	s = calloc(1, sizeof(*s));
	if (!s) {
		rw_reply_free(&r);
		errno = ENOMEM;
		return NULL;
	}
	s->srq.context = pd->context;
	s->srq.srq_context = init->srq_context;
	s->srq.pd = pd;
	s->srq.handle = rw_get_u32(&in);
	init->attr.max_wr = rw_get_u32(&in);
	init->attr.max_sge = rw_get_u32(&in);
	rw_reply_free(&r);
	pthread_mutex_init(&s->srq.mutex, NULL);
	pthread_cond_init(&s->srq.cond, NULL);
	pthread_mutex_lock(&objects_lock);
	s->next = srqs;
	srqs = s;
	pthread_mutex_unlock(&objects_lock);
	return &s->srq;
}

RW_EXPORT int ibv_modify_srq(struct ibv_srq *srq, struct ibv_srq_attr *attr, int mask)
{
	struct rw_out o;
	struct rw_reply r;
	int status;

	rw_out_init(&o);
	rw_put_u32(&o, srq->handle);
	rw_put_u32(&o, (uint32_t)mask);
	rw_put_u32(&o, attr->max_wr);
	rw_put_u32(&o, attr->srq_limit);
	status = rw_call(RW_MODIFY_SRQ, &o, &r);
	rw_reply_free(&r);
	return status != 0 ? rw_fail(status) : 0;
}

RW_EXPORT int ibv_query_srq(struct ibv_srq *srq, struct ibv_srq_attr *attr)
{
	struct rw_out o;
	struct rw_reply r;
	struct rw_in in;

	rw_out_init(&o);
	rw_put_u32(&o, srq->handle);
	if (rw_call(RW_QUERY_SRQ, &o, &r) != 0) {
		int status = r.status;

		rw_reply_free(&r);
		return rw_fail(status);
	}
	in = (struct rw_in){ r.body, r.len, 0, 0 };
	attr->max_wr = rw_get_u32(&in);
	attr->max_sge = rw_get_u32(&in);
	attr->srq_limit = rw_get_u32(&in);
	rw_reply_free(&r);
	return 0;
}

RW_EXPORT int ibv_destroy_srq(struct ibv_srq *srq)
{
	struct rw_srq **p, *s = (struct rw_srq *)srq;
	int status = call_handle(RW_DESTROY_SRQ, srq->handle);

	if (status != 0)
		return rw_fail(status);
	pthread_mutex_lock(&objects_lock);
	for (p = &srqs; *p; p = &(*p)->next) {
		if (*p == s) {
			*p = s->next;
			break;
		}
	}
	pthread_mutex_unlock(&objects_lock);
	pthread_mutex_destroy(&srq->mutex);
	pthread_cond_destroy(&srq->cond);
	free(s);
	return 0;
}

RW_EXPORT struct ibv_ah *ibv_create_ah(struct ibv_pd *pd, struct ibv_ah_attr *attr)
{
	struct rw_out o;
	struct rw_reply r;
	struct rw_in in;
	struct ibv_ah *ah;

	rw_out_init(&o);
	rw_put_u32(&o, pd->handle);
	put_ah_attr(&o, attr);
	if (rw_call(RW_CREATE_AH, &o, &r) != 0) {
		errno = r.status;
		rw_reply_free(&r);
		return NULL;
	}
	in = (struct rw_in){ r.body, r.len, 0, 0 };
	ah = calloc(1, sizeof(*ah));
	if (ah) {
		ah->context = pd->context;
		ah->pd = pd;
		ah->handle = rw_get_u32(&in);
	}
	rw_reply_free(&r);
	if (!ah)
		errno = ENOMEM;
	return ah;
}

RW_EXPORT int ibv_destroy_ah(struct ibv_ah *ah)
{
	int status = call_handle(RW_DESTROY_AH, ah->handle);

	if (status != 0)
		return rw_fail(status);
	free(ah);
	return 0;
}

/* The index of gid in port's table, or -1. */
static int gid_index(struct ibv_context *ctx, uint8_t port, const union ibv_gid *gid)
{
	union ibv_gid g;
	int i;

	for (i = 0; ibv_query_gid(ctx, port, i, &g) == 0; i++) {
		if (memcmp(&g, gid, sizeof(g)) == 0)
			return i;
	}
	return -1;
}

/*
 * The address of the sender of a UD receive, from the 40 bytes the NIC wrote before the payload:
 * on RoCEv2 over IPv4 they are 20 zero bytes and the IPv4 header (Linux ib_get_grh), over IPv6
 * the IPv6 header. The source address becomes the destination GID; the destination address is
 * this port's GID, whose index the reply sends from.
 */
RW_EXPORT int ibv_init_ah_from_wc(struct ibv_context *ctx, uint8_t port, struct ibv_wc *wc, struct ibv_grh *grh, struct ibv_ah_attr *ah)
{
	const uint8_t *ip4 = (const uint8_t *)grh + 20;
	union ibv_gid own;
	int index;

	memset(ah, 0, sizeof(*ah));
	ah->sl = wc->sl;
	ah->port_num = port;
	if (!(wc->wc_flags & IBV_WC_GRH))
		return rw_fail(EINVAL);
	ah->is_global = 1;
	ah->grh.hop_limit = 0xff;
	if (ip4[0] >> 4 == 4) {
		memset(&ah->grh.dgid, 0, sizeof(ah->grh.dgid));
		ah->grh.dgid.raw[10] = 0xff;
		ah->grh.dgid.raw[11] = 0xff;
		memcpy(&ah->grh.dgid.raw[12], ip4 + 12, 4);
		memset(&own, 0, sizeof(own));
		own.raw[10] = 0xff;
		own.raw[11] = 0xff;
		memcpy(&own.raw[12], ip4 + 16, 4);
		ah->grh.traffic_class = ip4[1];
	} else if (be32toh(grh->version_tclass_flow) >> 28 == 6) {
		ah->grh.dgid = grh->sgid;
		own = grh->dgid;
		ah->grh.flow_label = be32toh(grh->version_tclass_flow) & 0xfffff;
		ah->grh.traffic_class = (uint8_t)(be32toh(grh->version_tclass_flow) >> 20);
	} else {
		return rw_fail(EINVAL);
	}
	index = gid_index(ctx, port, &own);
	if (index < 0)
		return rw_fail(ENOENT);
	ah->grh.sgid_index = (uint8_t)index;
	return 0;
}

RW_EXPORT struct ibv_ah *ibv_create_ah_from_wc(struct ibv_pd *pd, struct ibv_wc *wc, struct ibv_grh *grh, uint8_t port)
{
	struct ibv_ah_attr attr;

	if (ibv_init_ah_from_wc(pd->context, port, wc, grh, &attr) != 0)
		return NULL;
	return ibv_create_ah(pd, &attr);
}

/* An async event: one record (type, element) in its context's pipe, which ibv_get_async_event reads. */
void rw_on_async_event(uint32_t context, uint32_t type, uint32_t element)
{
	uint32_t record[2] = { type, element };
	int fd = rw_async_fd(context);

	if (fd >= 0 && write(fd, record, sizeof(record)) != (ssize_t)sizeof(record))
		rw_say("an async event could not be queued");
}

RW_EXPORT int ibv_get_async_event(struct ibv_context *ctx, struct ibv_async_event *event)
{
	uint32_t record[2];
	struct rw_out o;
	struct rw_qp *q;
	struct rw_cq *c;
	struct rw_srq *s;
	ssize_t n;

	/* the program blocks here: simulated time may run while it waits */
	rw_out_init(&o);
	rw_put_u32(&o, 0);
	rw_tell(RW_WAIT, &o);
	do {
		n = read(ctx->async_fd, record, sizeof(record));
	} while (n < 0 && errno == EINTR);
	if (n != (ssize_t)sizeof(record))
		return -1;
	event->event_type = (enum ibv_event_type)record[0];
	pthread_mutex_lock(&objects_lock);
	switch (event->event_type) {
	case IBV_EVENT_CQ_ERR:
		for (c = cqs; c && c->cq.handle != record[1]; c = c->next)
			;
		event->element.cq = c ? &c->cq : NULL;
		break;
	case IBV_EVENT_SRQ_ERR:
	case IBV_EVENT_SRQ_LIMIT_REACHED:
		for (s = srqs; s && s->srq.handle != record[1]; s = s->next)
			;
		event->element.srq = s ? &s->srq : NULL;
		break;
	case IBV_EVENT_PORT_ACTIVE:
	case IBV_EVENT_PORT_ERR:
	case IBV_EVENT_LID_CHANGE:
	case IBV_EVENT_PKEY_CHANGE:
	case IBV_EVENT_SM_CHANGE:
	case IBV_EVENT_CLIENT_REREGISTER:
	case IBV_EVENT_GID_CHANGE:
	case IBV_EVENT_DEVICE_FATAL:
		event->element.port_num = (int)record[1];
		break;
	default:
		for (q = qps; q && q->qpex.qp_base.handle != record[1]; q = q->next)
			;
		event->element.qp = q ? &q->qpex.qp_base : NULL;
		break;
	}
	pthread_mutex_unlock(&objects_lock);
	return 0;
}

RW_EXPORT void ibv_ack_async_event(struct ibv_async_event *event)
{
	pthread_mutex_t *m = NULL;
	pthread_cond_t *cond = NULL;
	uint32_t *count = NULL;

	switch (event->event_type) {
	case IBV_EVENT_CQ_ERR:
		if (event->element.cq) {
			m = &event->element.cq->mutex;
			cond = &event->element.cq->cond;
			count = &event->element.cq->async_events_completed;
		}
		break;
	case IBV_EVENT_SRQ_ERR:
	case IBV_EVENT_SRQ_LIMIT_REACHED:
		if (event->element.srq) {
			m = &event->element.srq->mutex;
			cond = &event->element.srq->cond;
			count = &event->element.srq->events_completed;
		}
		break;
	case IBV_EVENT_QP_FATAL:
	case IBV_EVENT_QP_REQ_ERR:
	case IBV_EVENT_QP_ACCESS_ERR:
	case IBV_EVENT_COMM_EST:
	case IBV_EVENT_SQ_DRAINED:
	case IBV_EVENT_PATH_MIG:
	case IBV_EVENT_PATH_MIG_ERR:
	case IBV_EVENT_QP_LAST_WQE_REACHED:
		if (event->element.qp) {
			m = &event->element.qp->mutex;
			cond = &event->element.qp->cond;
			count = &event->element.qp->events_completed;
		}
		break;
	default:
		break;
	}
	if (m) {
		pthread_mutex_lock(m);
		++*count;
		pthread_cond_signal(cond);
		pthread_mutex_unlock(m);
	}
}

void rw_fill_ops(struct rw_context *c)
{
	struct ibv_context_ops *ops = &c->vctx.context.ops;

	ops->poll_cq = rw_poll_cq;
	ops->req_notify_cq = rw_req_notify_cq;
	ops->post_send = rw_post_send;
	ops->post_recv = rw_post_recv;
	ops->post_srq_recv = rw_post_srq_recv;
	c->vctx.query_port = rw_query_port_ex;
	c->vctx.query_device_ex = rw_query_device_ex;
	c->vctx.create_qp_ex = create_qp_ex;
}

/* The simulated NICs carry no multicast: attaching fails as on a device without it. */
RW_EXPORT int ibv_attach_mcast(struct ibv_qp *qp, const union ibv_gid *gid, uint16_t lid)
{
	(void)qp;
	(void)gid;
	(void)lid;
	return rw_fail(EOPNOTSUPP);
}

RW_EXPORT int ibv_detach_mcast(struct ibv_qp *qp, const union ibv_gid *gid, uint16_t lid)
{
	(void)qp;
	(void)gid;
	(void)lid;
	return rw_fail(EOPNOTSUPP);
}
