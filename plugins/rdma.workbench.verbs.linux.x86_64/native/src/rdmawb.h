/*
 * The verbs library's own declarations: the connection to the live fabric, message buffers, and
 * the objects behind the ibv_* structures a program holds.
 */
#ifndef RDMAWB_H
#define RDMAWB_H

#include <infiniband/verbs.h>
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

#include "protocol.h"

#define RW_EXPORT __attribute__((visibility("default")))

/*
 * A QP as the library keeps it: its ibv_qp_ex, whose first member is the ibv_qp programs hold
 * (so either pointer is the QP's), and the ibv_wr_* batch being built (sendops.c).
 */
struct rw_batch;
struct rw_qp {
	struct ibv_qp_ex qpex;
	struct rw_batch *batch;
	int extended;          /* created with send_ops_flags: ibv_qp_to_qp_ex gives qpex */
	struct rw_qp *next;
};

/* Whether the extended QP operations asked for are all offered. */
int rw_sendops_supported(uint64_t send_ops_flags);
/* Gives q the ibv_wr_* operations. */
void rw_sendops_init(struct rw_qp *q);
/* Drops a batch the program started and never completed. */
void rw_sendops_free(struct rw_qp *q);

/* A message being written: grows as fields are put. */
struct rw_out {
	uint8_t *p;
	size_t len;
	size_t cap;
	int failed;            /* out of memory: the message is not sent */
};

/* A message being read: a field past the end reads as zero and marks it bad. */
struct rw_in {
	const uint8_t *p;
	size_t len;
	size_t at;
	int bad;
};

void rw_out_init(struct rw_out *o);
void rw_out_free(struct rw_out *o);
void rw_put_u8(struct rw_out *o, uint8_t v);
void rw_put_u16(struct rw_out *o, uint16_t v);
void rw_put_u32(struct rw_out *o, uint32_t v);
void rw_put_u64(struct rw_out *o, uint64_t v);
void rw_put_bytes(struct rw_out *o, const void *b, size_t n);
void rw_put_str(struct rw_out *o, const char *s);

uint8_t rw_get_u8(struct rw_in *in);
uint16_t rw_get_u16(struct rw_in *in);
uint32_t rw_get_u32(struct rw_in *in);
uint64_t rw_get_u64(struct rw_in *in);
void rw_get_bytes(struct rw_in *in, void *b, size_t n);
/* Copies a string into b (at most n - 1 bytes and a NUL). */
void rw_get_str(struct rw_in *in, char *b, size_t n);

/* A reply: its status (0, an errno, or EPIPE when the fabric went away) and its body. */
struct rw_reply {
	int status;
	uint8_t *body;
	size_t len;
};

/* Sends a request of type with the body in o (which it frees) and waits for the reply. */
int rw_call(uint16_t type, struct rw_out *o, struct rw_reply *r);
/* Sends a message that gets no reply (tag 0). */
void rw_tell(uint16_t type, struct rw_out *o);
void rw_reply_free(struct rw_reply *r);
/* Whether the library is connected to a fabric (connects on first use); 0 when it cannot be. */
int rw_connected(void);
/* The HELLO reply, kept for the device list (valid while connected). */
const struct rw_reply *rw_hello(void);

/* Registered memory the fabric may read and write on the program's behalf (and nothing else). */
void rw_memory_add(uint32_t handle, uint64_t addr, uint64_t length);
void rw_memory_remove(uint32_t handle);

/* A device of the host, as the fabric described it. */
struct rw_port {
	struct ibv_port_attr attr;
	int gid_count;
	union ibv_gid gids[16];
	uint32_t gid_types[16];
	char netdevs[16][32];
};

struct rw_device {
	struct ibv_device dev;  /* what the program holds: must be first */
	uint32_t index;
	uint64_t node_guid;
	struct ibv_device_attr attr;
	int port_count;
	struct rw_port ports[4];
};

struct rw_context {
	struct verbs_context vctx; /* ends with the ibv_context the program holds */
	struct rw_device *device;
	uint32_t handle;
	int async_pipe[2];         /* the fabric's async events, one record each */
	struct rw_context *next;   /* every open context, for an async event's handle */
};

struct rw_cq {
	struct ibv_cq cq;
	struct rw_cq *next;        /* every CQ of the process, for a CQ event's handle */
};

struct rw_channel {
	struct ibv_comp_channel channel;
	uint32_t id;
	int write_fd;              /* the CQ events the fabric sends, written here, read from channel.fd */
	struct rw_channel *next;
};

struct rw_device *rw_device_of(struct ibv_context *ctx);
/* The write end of the async event pipe of the context with this handle, or -1. */
int rw_async_fd(uint32_t context);
struct rw_context *rw_context_of(struct ibv_context *ctx);
void rw_fill_ops(struct rw_context *c);

/* Dispatch of what the fabric tells (called on the reader thread). */
void rw_on_cq_event(uint32_t channel, uint32_t cq);
void rw_on_async_event(uint32_t context, uint32_t type, uint32_t element);

/* The ops the context's table holds (datapath.c, objects.c). */
int rw_post_send(struct ibv_qp *qp, struct ibv_send_wr *wr, struct ibv_send_wr **bad);
int rw_post_recv(struct ibv_qp *qp, struct ibv_recv_wr *wr, struct ibv_recv_wr **bad);
int rw_post_srq_recv(struct ibv_srq *srq, struct ibv_recv_wr *wr, struct ibv_recv_wr **bad);
int rw_poll_cq(struct ibv_cq *cq, int n, struct ibv_wc *wc);
int rw_req_notify_cq(struct ibv_cq *cq, int solicited_only);
int rw_query_port_ex(struct ibv_context *ctx, uint8_t port, struct ibv_port_attr *attr, size_t len);
int rw_query_device_ex(struct ibv_context *ctx, const struct ibv_query_device_ex_input *input, struct ibv_device_attr_ex *attr,
		       size_t len);

/* libibverbs' private GID type query (IBVERBS_PRIVATE_34), which ibv_devinfo calls, and its sysfs reader. */
enum rw_gid_type_sysfs { RW_GID_TYPE_SYSFS_IB_ROCE_V1 = 0, RW_GID_TYPE_SYSFS_ROCE_V2 = 1 };
int ibv_query_gid_type(struct ibv_context *ctx, uint8_t port, unsigned int index, enum rw_gid_type_sysfs *type);
int ibv_read_sysfs_file(const char *dir, const char *file, char *buf, size_t size);

/* The errno of a failed verb, set and returned as libibverbs does. */
int rw_fail(int err);
/* A line on stderr, prefixed "rdmawb verbs: ". */
void rw_say(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
