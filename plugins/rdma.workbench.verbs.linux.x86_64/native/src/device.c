/*
 * The host's RDMA devices as the fabric's model describes them (the HELLO reply, read once):
 * the device list, opening and closing a context, and the queries that answer from that
 * description — device and port attributes, the GID table with its types and netdevs, the P_Key
 * table — without asking the fabric again.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "rdmawb.h"


static struct rw_device *devices;
static int device_count = -1;
static pthread_mutex_t devices_lock = PTHREAD_MUTEX_INITIALIZER;
static struct rw_context *contexts;

static void read_port(struct rw_in *in, struct rw_port *p)
{
	int i, n;

	memset(p, 0, sizeof(*p));
	p->attr.state = (enum ibv_port_state)rw_get_u32(in);
	p->attr.max_mtu = (enum ibv_mtu)rw_get_u32(in);
	p->attr.active_mtu = (enum ibv_mtu)rw_get_u32(in);
	p->attr.gid_tbl_len = (int)rw_get_u32(in);
	p->attr.port_cap_flags = rw_get_u32(in);
	p->attr.max_msg_sz = rw_get_u32(in);
	p->attr.active_width = (uint8_t)rw_get_u32(in);
	p->attr.active_speed = (uint8_t)rw_get_u32(in);
	p->attr.phys_state = (uint8_t)rw_get_u32(in);
	p->attr.link_layer = (uint8_t)rw_get_u32(in);
	p->attr.pkey_tbl_len = 1;
	n = (int)rw_get_u32(in);
	for (i = 0; i < n && !in->bad; i++) {
		union ibv_gid gid;
		uint32_t type;
		char netdev[32];

		rw_get_bytes(in, gid.raw, sizeof(gid.raw));
		type = rw_get_u32(in);
		rw_get_str(in, netdev, sizeof(netdev));
		if (i < 16) {
			p->gids[i] = gid;
			p->gid_types[i] = type;
			memcpy(p->netdevs[i], netdev, sizeof(netdev));
		}
	}
	p->gid_count = n < 16 ? n : 16;
}

static void read_device(struct rw_in *in, struct rw_device *d, uint32_t index)
{
	struct ibv_device_attr *a = &d->attr;
	char name[IBV_SYSFS_NAME_MAX];
	int i, ports;

	memset(d, 0, sizeof(*d));
	d->index = index;
	rw_get_str(in, name, sizeof(name));
	d->node_guid = rw_get_u64(in);
	a->node_guid = d->node_guid;
	a->sys_image_guid = rw_get_u64(in);
	a->max_mr_size = rw_get_u64(in);
	a->page_size_cap = rw_get_u64(in);
	a->vendor_id = rw_get_u32(in);
	a->vendor_part_id = rw_get_u32(in);
	a->hw_ver = rw_get_u32(in);
	rw_get_str(in, a->fw_ver, sizeof(a->fw_ver));
	a->max_qp = (int)rw_get_u32(in);
	a->max_qp_wr = (int)rw_get_u32(in);
	a->device_cap_flags = rw_get_u32(in);
	a->max_sge = (int)rw_get_u32(in);
	a->max_sge_rd = (int)rw_get_u32(in);
	a->max_cq = (int)rw_get_u32(in);
	a->max_cqe = (int)rw_get_u32(in);
	a->max_mr = (int)rw_get_u32(in);
	a->max_pd = (int)rw_get_u32(in);
	a->max_qp_rd_atom = (int)rw_get_u32(in);
	a->max_res_rd_atom = (int)rw_get_u32(in);
	a->max_qp_init_rd_atom = (int)rw_get_u32(in);
	a->atomic_cap = (enum ibv_atomic_cap)rw_get_u32(in);
	a->max_srq = (int)rw_get_u32(in);
	a->max_srq_wr = (int)rw_get_u32(in);
	a->max_srq_sge = (int)rw_get_u32(in);
	a->max_ah = (int)rw_get_u32(in);
	a->max_pkeys = (uint16_t)rw_get_u32(in);
	a->local_ca_ack_delay = (uint8_t)rw_get_u32(in);
	ports = (int)rw_get_u32(in);
	for (i = 0; i < ports && !in->bad; i++) {
		struct rw_port p;

		read_port(in, &p);
		if (i < 4)
			d->ports[i] = p;
	}
	d->port_count = ports < 4 ? ports : 4;
	a->phys_port_cnt = (uint8_t)d->port_count;
	d->dev.node_type = IBV_NODE_CA;
	d->dev.transport_type = IBV_TRANSPORT_IB;
	snprintf(d->dev.name, sizeof(d->dev.name), "%s", name);
	snprintf(d->dev.dev_name, sizeof(d->dev.dev_name), "uverbs%u", index);
	snprintf(d->dev.dev_path, sizeof(d->dev.dev_path), "/sys/class/infiniband_verbs/uverbs%u", index);
	snprintf(d->dev.ibdev_path, sizeof(d->dev.ibdev_path), "/sys/class/infiniband/%s", name);
}

/* The devices of the HELLO reply, read the first time they are asked for. */
static int load_devices(void)
{
	const struct rw_reply *h;
	struct rw_in in;
	int n, i;

	pthread_mutex_lock(&devices_lock);
	if (device_count >= 0)
		goto out;
	h = rw_hello();
	if (!h || h->status != 0) {
		device_count = 0;
		goto out;
	}
	in = (struct rw_in){ h->body, h->len, 0, 0 };
	n = (int)rw_get_u32(&in);
	if (n < 0 || n > 64)
		n = 0;
	devices = calloc((size_t)n + 1, sizeof(*devices));
	if (!devices) {
		device_count = 0;
		goto out;
	}
	for (i = 0; i < n; i++)
		read_device(&in, &devices[i], (uint32_t)i);
	if (in.bad) {
		rw_say("the fabric described its devices in a form this library does not read; no device is shown");
		n = 0;
	}
	device_count = n;
out:
	pthread_mutex_unlock(&devices_lock);
	return device_count;
}

RW_EXPORT struct ibv_device **ibv_get_device_list(int *num)
{
	int n = load_devices(), i;
	struct ibv_device **list = calloc((size_t)n + 1, sizeof(*list));

	if (!list) {
		errno = ENOMEM;
		return NULL;
	}
	for (i = 0; i < n; i++)
		list[i] = &devices[i].dev;
	if (num)
		*num = n;
	return list;
}

RW_EXPORT void ibv_free_device_list(struct ibv_device **list)
{
	free(list);
}

RW_EXPORT const char *ibv_get_device_name(struct ibv_device *device)
{
	return device->name;
}

RW_EXPORT __be64 ibv_get_device_guid(struct ibv_device *device)
{
	return htobe64(((struct rw_device *)device)->node_guid);
}

RW_EXPORT int ibv_get_device_index(struct ibv_device *device)
{
	return (int)((struct rw_device *)device)->index;
}

struct rw_device *rw_device_of(struct ibv_context *ctx)
{
	return (struct rw_device *)ctx->device;
}

struct rw_context *rw_context_of(struct ibv_context *ctx)
{
	return (struct rw_context *)((uint8_t *)ctx - offsetof(struct rw_context, vctx.context));
}

RW_EXPORT struct ibv_context *ibv_open_device(struct ibv_device *device)
{
	struct rw_device *d = (struct rw_device *)device;
	struct rw_context *c;
	struct rw_out o;
	struct rw_reply r;
	struct rw_in in;

	rw_out_init(&o);
	rw_put_u32(&o, d->index);
	if (rw_call(RW_OPEN, &o, &r) != 0) {
		errno = r.status;
		rw_reply_free(&r);
		return NULL;
	}
	c = calloc(1, sizeof(*c));
	if (!c || pipe2(c->async_pipe, O_CLOEXEC) < 0) {
		free(c);
		rw_reply_free(&r);
		errno = ENOMEM;
		return NULL;
	}
	in = (struct rw_in){ r.body, r.len, 0, 0 };
	c->handle = rw_get_u32(&in);
	rw_reply_free(&r);
	c->device = d;
	c->vctx.sz = sizeof(c->vctx);
	c->vctx.context.device = device;
	c->vctx.context.cmd_fd = -1;
	c->vctx.context.async_fd = c->async_pipe[0];
	c->vctx.context.num_comp_vectors = 1;
	c->vctx.context.abi_compat = __VERBS_ABI_IS_EXTENDED;
	pthread_mutex_init(&c->vctx.context.mutex, NULL);
	rw_fill_ops(c);
	pthread_mutex_lock(&devices_lock);
	c->next = contexts;
	contexts = c;
	pthread_mutex_unlock(&devices_lock);
	return &c->vctx.context;
}

int rw_async_fd(uint32_t handle)
{
	struct rw_context *c;
	int fd = -1;

	pthread_mutex_lock(&devices_lock);
	for (c = contexts; c && fd < 0; c = c->next)
		fd = c->handle == handle ? c->async_pipe[1] : -1;
	pthread_mutex_unlock(&devices_lock);
	return fd;
}

RW_EXPORT int ibv_close_device(struct ibv_context *ctx)
{
	struct rw_context *c = rw_context_of(ctx), **p;
	struct rw_out o;
	struct rw_reply r;

	rw_out_init(&o);
	rw_put_u32(&o, c->handle);
	rw_call(RW_CLOSE, &o, &r);
	rw_reply_free(&r);
	pthread_mutex_lock(&devices_lock);
	for (p = &contexts; *p; p = &(*p)->next) {
		if (*p == c) {
			*p = c->next;
			break;
		}
	}
	pthread_mutex_unlock(&devices_lock);
	close(c->async_pipe[0]);
	close(c->async_pipe[1]);
	pthread_mutex_destroy(&ctx->mutex);
	free(c);
	return 0;
}

RW_EXPORT int ibv_query_device(struct ibv_context *ctx, struct ibv_device_attr *attr)
{
	*attr = rw_device_of(ctx)->attr;
	return 0;
}

int rw_query_device_ex(struct ibv_context *ctx, const struct ibv_query_device_ex_input *input, struct ibv_device_attr_ex *attr, size_t len)
{
	(void)input;
	if (len < sizeof(attr->orig_attr))
		return EINVAL;
	memset(attr, 0, len < sizeof(*attr) ? len : sizeof(*attr));
	attr->orig_attr = rw_device_of(ctx)->attr;
	return 0;
}

static struct rw_port *port_of(struct ibv_context *ctx, uint8_t port)
{
	struct rw_device *d = rw_device_of(ctx);

	return port < 1 || port > d->port_count ? NULL : &d->ports[port - 1];
}

int rw_query_port_ex(struct ibv_context *ctx, uint8_t port, struct ibv_port_attr *attr, size_t len)
{
	struct rw_port *p = port_of(ctx, port);

	if (!p)
		return EINVAL;
	memcpy(attr, &p->attr, len < sizeof(p->attr) ? len : sizeof(p->attr));
	return 0;
}

/* The compat ibv_query_port that programs built against an older verbs.h call by name. */
RW_EXPORT int (ibv_query_port)(struct ibv_context *ctx, uint8_t port, struct _compat_ibv_port_attr *attr)
{
	/* the compat structure is ibv_port_attr up to its flags (rdma-core's verbs.c): no port_cap_flags2 */
	return rw_query_port_ex(ctx, port, (struct ibv_port_attr *)attr, offsetof(struct ibv_port_attr, port_cap_flags2));
}

RW_EXPORT int ibv_query_gid(struct ibv_context *ctx, uint8_t port, int index, union ibv_gid *gid)
{
	struct rw_port *p = port_of(ctx, port);

	if (!p || index < 0 || index >= p->gid_count)
		return -1;
	*gid = p->gids[index];
	return 0;
}

RW_EXPORT int ibv_query_gid_type(struct ibv_context *ctx, uint8_t port, unsigned int index, enum rw_gid_type_sysfs *type)
{
	struct rw_port *p = port_of(ctx, port);

	if (!p || index >= (unsigned int)p->gid_count)
		return rw_fail(EINVAL);
	*type = p->gid_types[index] == IBV_GID_TYPE_ROCE_V2 ? RW_GID_TYPE_SYSFS_ROCE_V2 : RW_GID_TYPE_SYSFS_IB_ROCE_V1;
	return 0;
}

static void fill_entry(struct rw_port *p, uint32_t port, uint32_t index, struct ibv_gid_entry *e)
{
	e->gid = p->gids[index];
	e->gid_index = index;
	e->port_num = port;
	e->gid_type = p->gid_types[index];
	e->ndev_ifindex = 0;
}

RW_EXPORT int _ibv_query_gid_ex(struct ibv_context *ctx, uint32_t port, uint32_t index, struct ibv_gid_entry *entry, uint32_t flags,
				size_t entry_size)
{
	struct rw_port *p = port_of(ctx, (uint8_t)port);

	if (flags != 0 || entry_size < sizeof(*entry))
		return EINVAL;
	if (!p || port > 255 || index >= (uint32_t)p->gid_count)
		return ENODATA;
	fill_entry(p, port, index, entry);
	return 0;
}

RW_EXPORT ssize_t _ibv_query_gid_table(struct ibv_context *ctx, struct ibv_gid_entry *entries, size_t max, uint32_t flags,
				       size_t entry_size)
{
	struct rw_device *d = rw_device_of(ctx);
	size_t n = 0;
	int port, i;

	if (flags != 0 || entry_size < sizeof(*entries))
		return -EINVAL;
	for (port = 1; port <= d->port_count; port++) {
		for (i = 0; i < d->ports[port - 1].gid_count; i++) {
			if (n == max)
				return -EINVAL;
			fill_entry(&d->ports[port - 1], (uint32_t)port, (uint32_t)i, &entries[n++]);
		}
	}
	return (ssize_t)n;
}

RW_EXPORT int ibv_query_pkey(struct ibv_context *ctx, uint8_t port, int index, __be16 *pkey)
{
	if (!port_of(ctx, port) || index != 0)
		return -1;
	*pkey = htobe16(0xffff);
	return 0;
}

RW_EXPORT int ibv_get_pkey_index(struct ibv_context *ctx, uint8_t port, __be16 pkey)
{
	return port_of(ctx, port) && be16toh(pkey) == 0xffff ? 0 : -1;
}

/* There is no sysfs behind these devices: every attribute reads as absent. */
RW_EXPORT int ibv_read_sysfs_file(const char *dir, const char *file, char *buf, size_t size)
{
	(void)dir;
	(void)file;
	if (size > 0)
		buf[0] = 0;
	return -1;
}

RW_EXPORT int ibv_fork_init(void)
{
	return 0;
}
