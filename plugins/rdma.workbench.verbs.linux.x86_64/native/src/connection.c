/*
 * The connection to the live fabric: one Unix stream socket, requests written under a lock by
 * whichever thread calls a verb, and one reader thread that hands each reply to the caller waiting
 * for its tag, serves the fabric's reads and writes of registered memory (at once, whatever the
 * program's own threads are doing, so a program spinning on a buffer sees a remote WRITE land), and
 * passes CQ and async events on.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include "rdmawb.h"

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;      /* everything below but the socket's writes */
static pthread_mutex_t send_lock = PTHREAD_MUTEX_INITIALIZER; /* one message at a time on the socket */
static pthread_cond_t replied = PTHREAD_COND_INITIALIZER;
static int fd = -1;
static int gone;                /* the fabric closed the connection */
static uint32_t next_tag = 1;
static struct rw_reply hello;

/* A caller waiting for the reply of its tag. */
struct waiter {
	uint32_t tag;
	int done;
	struct rw_reply reply;
	struct waiter *next;
};
static struct waiter *waiters;

/* A registered region the fabric may touch. */
struct region {
	uint32_t handle;
	uint64_t addr;
	uint64_t length;
	struct region *next;
};
static struct region *regions;

void rw_say(const char *fmt, ...)
{
	va_list ap;
	char line[1024];

	va_start(ap, fmt);
	vsnprintf(line, sizeof(line), fmt, ap);
	va_end(ap);
	fprintf(stderr, "rdmawb verbs: %s\n", line);
}

int rw_fail(int err)
{
	errno = err;
	return err;
}

void rw_out_init(struct rw_out *o)
{
	o->p = NULL;
	o->len = 0;
	o->cap = 0;
	o->failed = 0;
}

void rw_out_free(struct rw_out *o)
{
	free(o->p);
	rw_out_init(o);
}

static void reserve(struct rw_out *o, size_t n)
{
	size_t cap;
	uint8_t *p;

	if (o->failed || o->len + n <= o->cap)
		return;
	cap = o->cap ? o->cap : 256;
	while (cap < o->len + n)
		cap *= 2;
	p = realloc(o->p, cap);
	if (!p) {
		o->failed = 1;
		return;
	}
	o->p = p;
	o->cap = cap;
}

void rw_put_bytes(struct rw_out *o, const void *b, size_t n)
{
	reserve(o, n);
	if (o->failed || n == 0)
		return;
	memcpy(o->p + o->len, b, n);
	o->len += n;
}

static void put_le(struct rw_out *o, uint64_t v, int n)
{
	uint8_t b[8];
	int i;

	for (i = 0; i < n; i++)
		b[i] = (uint8_t)(v >> (8 * i));
	rw_put_bytes(o, b, (size_t)n);
}

void rw_put_u8(struct rw_out *o, uint8_t v) { put_le(o, v, 1); }
void rw_put_u16(struct rw_out *o, uint16_t v) { put_le(o, v, 2); }
void rw_put_u32(struct rw_out *o, uint32_t v) { put_le(o, v, 4); }
void rw_put_u64(struct rw_out *o, uint64_t v) { put_le(o, v, 8); }

void rw_put_str(struct rw_out *o, const char *s)
{
	size_t n = s ? strlen(s) : 0;

	if (n > 0xffff)
		n = 0xffff;
	rw_put_u16(o, (uint16_t)n);
	rw_put_bytes(o, s, n);
}

void rw_get_bytes(struct rw_in *in, void *b, size_t n)
{
	if (in->bad || n > in->len - in->at) {
		in->bad = 1;
		memset(b, 0, n);
		return;
	}
	memcpy(b, in->p + in->at, n);
	in->at += n;
}

static uint64_t get_le(struct rw_in *in, int n)
{
	uint8_t b[8];
	uint64_t v = 0;
	int i;

	rw_get_bytes(in, b, (size_t)n);
	for (i = n - 1; i >= 0; i--)
		v = v << 8 | b[i];
	return v;
}

uint8_t rw_get_u8(struct rw_in *in) { return (uint8_t)get_le(in, 1); }
uint16_t rw_get_u16(struct rw_in *in) { return (uint16_t)get_le(in, 2); }
uint32_t rw_get_u32(struct rw_in *in) { return (uint32_t)get_le(in, 4); }
uint64_t rw_get_u64(struct rw_in *in) { return get_le(in, 8); }

void rw_get_str(struct rw_in *in, char *b, size_t n)
{
	size_t len = rw_get_u16(in);
	size_t keep = len < n ? len : n - 1;

	if (in->bad || len > in->len - in->at) {
		in->bad = 1;
		b[0] = 0;
		return;
	}
	memcpy(b, in->p + in->at, keep);
	b[keep] = 0;
	in->at += len;
}

static int write_all(const uint8_t *p, size_t n)
{
	while (n > 0) {
		ssize_t k = send(fd, p, n, MSG_NOSIGNAL);

		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0)
			return -1;
		p += k;
		n -= (size_t)k;
	}
	return 0;
}

static int read_all(uint8_t *p, size_t n)
{
	while (n > 0) {
		ssize_t k = read(fd, p, n);

		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0)
			return -1;
		p += k;
		n -= (size_t)k;
	}
	return 0;
}

/* Writes one message whole; -1 when the fabric is gone. */
static int send_message(uint16_t type, uint16_t status, uint32_t tag, const uint8_t *body, size_t len)
{
	uint8_t head[RW_HEADER];
	uint32_t total = (uint32_t)(len + RW_HEADER - 4);
	int i, rc;

	for (i = 0; i < 4; i++) {
		head[i] = (uint8_t)(total >> (8 * i));
		head[8 + i] = (uint8_t)(tag >> (8 * i));
	}
	head[4] = (uint8_t)type;
	head[5] = (uint8_t)(type >> 8);
	head[6] = (uint8_t)status;
	head[7] = (uint8_t)(status >> 8);
	pthread_mutex_lock(&send_lock);
	rc = write_all(head, sizeof(head));
	if (rc == 0 && len > 0)
		rc = write_all(body, len);
	pthread_mutex_unlock(&send_lock);
	return rc;
}

/* Whether [addr, addr + n) lies inside one registered region: the fabric touches nothing else. */
static int registered(uint64_t addr, uint64_t n)
{
	struct region *r;
	int ok = 0;

	pthread_mutex_lock(&lock);
	for (r = regions; r && !ok; r = r->next)
		ok = addr >= r->addr && n <= r->length && addr - r->addr <= r->length - n;
	pthread_mutex_unlock(&lock);
	return ok;
}

static void serve_read(uint32_t tag, struct rw_in *in)
{
	uint64_t addr = rw_get_u64(in);
	uint32_t n = rw_get_u32(in);

	if (in->bad || !registered(addr, n)) {
		send_message(RW_MEM_READ | RW_REPLY, EFAULT, tag, NULL, 0);
		return;
	}
	send_message(RW_MEM_READ | RW_REPLY, 0, tag, (const uint8_t *)(uintptr_t)addr, n);
}

static void serve_write(uint32_t tag, struct rw_in *in)
{
	uint64_t addr = rw_get_u64(in);
	size_t n = in->len - in->at;

	if (in->bad || !registered(addr, n)) {
		send_message(RW_MEM_WRITE | RW_REPLY, EFAULT, tag, NULL, 0);
		return;
	}
	/* the program's memory, as a DMA engine writes it: the bytes land before the reply says so */
	memcpy((void *)(uintptr_t)addr, in->p + in->at, n);
	__atomic_thread_fence(__ATOMIC_SEQ_CST);
	send_message(RW_MEM_WRITE | RW_REPLY, 0, tag, NULL, 0);
}

static void deliver(uint32_t tag, int status, uint8_t *body, size_t len)
{
	struct waiter *w;

	pthread_mutex_lock(&lock);
	for (w = waiters; w; w = w->next) {
		if (w->tag == tag && !w->done) {
			w->done = 1;
			w->reply.status = status;
			w->reply.body = body;
			w->reply.len = len;
			body = NULL;
			break;
		}
	}
	pthread_cond_broadcast(&replied);
	pthread_mutex_unlock(&lock);
	free(body);
}

static void *reader(void *unused)
{
	(void)unused;
	for (;;) {
		uint8_t head[RW_HEADER];
		uint32_t total, tag;
		uint16_t type, status;
		uint8_t *body = NULL;
		size_t len;
		struct rw_in in;

		if (read_all(head, sizeof(head)) < 0)
			break;
		total = head[0] | head[1] << 8 | head[2] << 16 | (uint32_t)head[3] << 24;
		type = (uint16_t)(head[4] | head[5] << 8);
		status = (uint16_t)(head[6] | head[7] << 8);
		tag = head[8] | head[9] << 8 | head[10] << 16 | (uint32_t)head[11] << 24;
		if (total < RW_HEADER - 4 || total > RW_MAX_MESSAGE) {
			rw_say("the fabric sent a message of %u bytes; closing the connection", total);
			break;
		}
		len = total - (RW_HEADER - 4);
		if (len > 0) {
			body = malloc(len);
			if (!body || read_all(body, len) < 0) {
				free(body);
				break;
			}
		}
		in = (struct rw_in){ body, len, 0, 0 };
		if (type == RW_MEM_READ) {
			serve_read(tag, &in);
		} else if (type == RW_MEM_WRITE) {
			serve_write(tag, &in);
		} else if (type == RW_CQ_EVENT) {
			uint32_t channel = rw_get_u32(&in);
			uint32_t cq = rw_get_u32(&in);

			if (!in.bad)
				rw_on_cq_event(channel, cq);
		} else if (type == RW_ASYNC_EVENT) {
			uint32_t context = rw_get_u32(&in);
			uint32_t event = rw_get_u32(&in);
			uint32_t element = rw_get_u32(&in);

			if (!in.bad)
				rw_on_async_event(context, event, element);
		} else if (type == RW_LOG) {
			char line[1024];

			rw_get_str(&in, line, sizeof(line));
			if (!in.bad)
				rw_say("%s", line);
		} else if (type & RW_REPLY) {
			deliver(tag, status, body, len);
			body = NULL;
		}
		free(body);
	}
	pthread_mutex_lock(&lock);
	gone = 1;
	pthread_cond_broadcast(&replied);
	pthread_mutex_unlock(&lock);
	return NULL;
}

static void say_hello(void);
static void prove(void);

/* Connects to the fabric named by RDMAWB_FABRIC as the host RDMAWB_HOST (HOST, or HOST/NAMESPACE), once. */
int rw_connected(void)
{
	static pthread_once_t once = PTHREAD_ONCE_INIT;

	pthread_once(&once, say_hello);
	return fd >= 0 && !gone;
}

static void say_hello(void)
{
	const char *path = getenv("RDMAWB_FABRIC");
	const char *host = getenv("RDMAWB_HOST");
	struct sockaddr_un addr = { .sun_family = AF_UNIX };
	struct rw_out o;
	char program[256] = "";
	pthread_t thread;
	pthread_attr_t attr;
	FILE *f;

	if (!path || !*path || !host || !*host) {
		rw_say("RDMAWB_FABRIC and RDMAWB_HOST are not set: this program sees no RDMA device"
		       " (start it with ./rdmawb exec --dir DIR --host NAME -- PROGRAM)");
		return;
	}
	if (strlen(path) >= sizeof(addr.sun_path)) {
		rw_say("the fabric's socket path %s is longer than a Unix socket allows (%zu)", path, sizeof(addr.sun_path) - 1);
		return;
	}
	strcpy(addr.sun_path, path);
	fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
	if (fd < 0 || connect(fd, (struct sockaddr *)&addr, sizeof(addr)) < 0) {
		rw_say("no fabric at %s (%s): is ./rdmawb fabric running with that --dir?", path, strerror(errno));
		if (fd >= 0)
			close(fd);
		fd = -1;
		return;
	}
	pthread_attr_init(&attr);
	pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
	if (pthread_create(&thread, &attr, reader, NULL) != 0) {
		rw_say("could not start the thread that reads the fabric");
		close(fd);
		fd = -1;
		pthread_attr_destroy(&attr);
		return;
	}
	pthread_attr_destroy(&attr);
	f = fopen("/proc/self/comm", "r");
	if (f) {
		if (fgets(program, sizeof(program), f))
			program[strcspn(program, "\n")] = 0;
		fclose(f);
	}
	rw_out_init(&o);
	rw_put_u32(&o, RW_VERSION);
	rw_put_u32(&o, (uint32_t)getpid());
	rw_put_str(&o, host);
	rw_put_str(&o, program);
	if (rw_call(RW_HELLO, &o, &hello) != 0) {
		rw_say("the fabric refused host %s: %.*s", host, (int)hello.len, hello.body ? (const char *)hello.body : "");
		rw_reply_free(&hello);
		shutdown(fd, SHUT_RDWR);
		gone = 1;
		return;
	}
	prove();
}

/*
 * Shows the fabric that the pid of the HELLO is this process: it reads its own random bytes at an
 * address of ours in /proc/PID/mem, and from then on reads and writes registered memory there, a
 * system call instead of a round trip. A fabric that cannot open that file keeps asking us.
 */
static void prove(void)
{
	static volatile uint8_t proof[16];
	struct rw_out o;
	struct rw_reply r;
	struct ucred peer;
	socklen_t len = sizeof(peer);
	size_t i;

	/* Yama (ptrace_scope 1) lets only an ancestor read a process's memory: name the fabric, which is none */
	if (getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &peer, &len) == 0 && peer.pid > 0)
		prctl(PR_SET_PTRACER, (unsigned long)peer.pid, 0, 0, 0);
	rw_out_init(&o);
	rw_put_u64(&o, (uint64_t)(uintptr_t)proof);
	if (rw_call(RW_PROVE_ASK, &o, &r) != 0 || r.len != sizeof(proof)) {
		rw_reply_free(&r);
		return;
	}
	for (i = 0; i < sizeof(proof); i++)
		proof[i] = ((const uint8_t *)r.body)[i];
	rw_reply_free(&r);
	rw_out_init(&o);
	rw_call(RW_PROVE, &o, &r);
	rw_reply_free(&r);
}

const struct rw_reply *rw_hello(void)
{
	return rw_connected() ? &hello : NULL;
}

int rw_call(uint16_t type, struct rw_out *o, struct rw_reply *r)
{
	struct waiter w = { 0 };
	struct waiter **p;

	r->status = 0;
	r->body = NULL;
	r->len = 0;
	if (o->failed) {
		rw_out_free(o);
		return r->status = ENOMEM;
	}
	if (fd < 0 || gone) {
		rw_out_free(o);
		return r->status = EPIPE;
	}
	pthread_mutex_lock(&lock);
	w.tag = next_tag++;
	if (next_tag & RW_FABRIC_TAG)
		next_tag = 1;
	w.next = waiters;
	waiters = &w;
	pthread_mutex_unlock(&lock);
	if (send_message(type, 0, w.tag, o->p, o->len) < 0) {
		pthread_mutex_lock(&lock);
		gone = 1;
		pthread_mutex_unlock(&lock);
	}
	rw_out_free(o);
	pthread_mutex_lock(&lock);
	while (!w.done && !gone)
		pthread_cond_wait(&replied, &lock);
	for (p = &waiters; *p; p = &(*p)->next) {
		if (*p == &w) {
			*p = w.next;
			break;
		}
	}
	pthread_mutex_unlock(&lock);
	if (!w.done) {
		rw_say("the fabric went away");
		return r->status = EPIPE;
	}
	*r = w.reply;
	return r->status;
}

void rw_tell(uint16_t type, struct rw_out *o)
{
	if (!o->failed && fd >= 0 && !gone)
		send_message(type, 0, 0, o->p, o->len);
	rw_out_free(o);
}

void rw_reply_free(struct rw_reply *r)
{
	free(r->body);
	r->body = NULL;
	r->len = 0;
}

void rw_memory_add(uint32_t handle, uint64_t addr, uint64_t length)
{
	struct region *r = malloc(sizeof(*r));

	if (!r)
		return;
	r->handle = handle;
	r->addr = addr;
	r->length = length;
	pthread_mutex_lock(&lock);
	r->next = regions;
	regions = r;
	pthread_mutex_unlock(&lock);
}

void rw_memory_remove(uint32_t handle)
{
	struct region **p, *r;

	pthread_mutex_lock(&lock);
	for (p = &regions; *p; p = &(*p)->next) {
		if ((*p)->handle == handle) {
			r = *p;
			*p = r->next;
			free(r);
			break;
		}
	}
	pthread_mutex_unlock(&lock);
}
