/* ---- What every exported flow needs: options, the report, the out-of-band exchange ---- */

#define _GNU_SOURCE
#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <netdb.h>
#include <poll.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <infiniband/verbs.h>

/* A helper that a flow without such steps leaves unused. */
#define MAYBE_UNUSED __attribute__((unused))

/* Exit codes as `rdmawb run`: every expectation held, one differed, the flow could not run. */
enum { EXIT_AS_EXPECTED = 0, EXIT_DIFFERS = 1, EXIT_CANNOT_RUN = 2 };

/* A wait the model counts in simulated nanoseconds never lasts less than this on a real machine. */
#define MIN_WAIT_MS 5000
/*
 * A Sync's delay models how long the exchange takes, in simulated nanoseconds: the program sleeps
 * that long after the barrier, but at least this long, so that what a peer sent before the
 * exchange (a UC WRITE, say) has landed on a real or a simulated fabric before the next step looks.
 */
#define MIN_EXCHANGE_DELAY_US 10000
/* The exchange gives up on a peer that says nothing for this long. */
#define EXCHANGE_PATIENCE_MS 120000

static const char *program_name;            /* which of the scenario's programs this process runs */
static const char *device_override;         /* -d */
static int port_override;                   /* -i */
static int gid_override = -1;               /* -g */
static const char *hub_host = "127.0.0.1";  /* HOST: where the first program listens */
static int tcp_port = 18515;                /* -p */
static const char *current_step = "(start)";
static int differences;

static void say(const char *kind, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void say(const char *kind, const char *fmt, ...)
{
	va_list ap;

	printf("%-8s %-6s ", program_name, kind);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
	fflush(stdout);
}

/* A difference from the scenario's expectations, named as `rdmawb run` names it. */
static void mismatch(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void mismatch(const char *fmt, ...)
{
	va_list ap;

	differences++;
	printf("FAIL: program %s, step %s: ", program_name, current_step);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
	fflush(stdout);
}

static void cannot_run(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
static void cannot_run(const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: ", program_name ? program_name : "flow");
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(EXIT_CANNOT_RUN);
}

static long long now_ms(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

/* The model's wait in simulated nanoseconds as a wall-clock deadline. */
MAYBE_UNUSED static long long deadline_after(long long model_ns)
{
	long long ms = model_ns / 1000000;

	return now_ms() + (ms < MIN_WAIT_MS ? MIN_WAIT_MS : ms);
}

static const char *errno_name(int e)
{
	switch (e) {
	case 0: return "OK";
	case EPERM: return "EPERM";
	case ENOENT: return "ENOENT";
	case EAGAIN: return "EAGAIN";
	case ENOMEM: return "ENOMEM";
	case EACCES: return "EACCES";
	case EFAULT: return "EFAULT";
	case EBUSY: return "EBUSY";
	case EINVAL: return "EINVAL";
	case ENOSPC: return "ENOSPC";
	case EOPNOTSUPP: return "EOPNOTSUPP";
	case ETIMEDOUT: return "ETIMEDOUT";
	default: return strerror(e);
	}
}

/* The names the scenario model gives (IBV_WC_* without the prefix, in the same order). */
static const char *const WC_STATUS[] = {
	"SUCCESS", "LOC_LEN_ERR", "LOC_QP_OP_ERR", "LOC_EEC_OP_ERR", "LOC_PROT_ERR", "WR_FLUSH_ERR",
	"MW_BIND_ERR", "BAD_RESP_ERR", "LOC_ACCESS_ERR", "REM_INV_REQ_ERR", "REM_ACCESS_ERR", "REM_OP_ERR",
	"RETRY_EXC_ERR", "RNR_RETRY_EXC_ERR", "LOC_RDD_VIOL_ERR", "REM_INV_RD_REQ_ERR", "REM_ABORT_ERR",
	"INV_EECN_ERR", "INV_EEC_STATE_ERR", "FATAL_ERR", "RESP_TIMEOUT_ERR", "GENERAL_ERR",
};

MAYBE_UNUSED static const char *wc_status_name(enum ibv_wc_status s)
{
	return (unsigned)s < sizeof(WC_STATUS) / sizeof(WC_STATUS[0]) ? WC_STATUS[s] : "UNKNOWN_STATUS";
}

MAYBE_UNUSED static const char *wc_opcode_name(enum ibv_wc_opcode op)
{
	switch (op) {
	case IBV_WC_SEND: return "SEND";
	case IBV_WC_RDMA_WRITE: return "RDMA_WRITE";
	case IBV_WC_RDMA_READ: return "RDMA_READ";
	case IBV_WC_COMP_SWAP: return "COMP_SWAP";
	case IBV_WC_FETCH_ADD: return "FETCH_ADD";
	case IBV_WC_BIND_MW: return "BIND_MW";
	case IBV_WC_LOCAL_INV: return "LOCAL_INV";
	case IBV_WC_RECV: return "RECV";
	case IBV_WC_RECV_RDMA_WITH_IMM: return "RECV_RDMA_WITH_IMM";
	default: return "UNKNOWN_OPCODE";
	}
}

MAYBE_UNUSED static const char *async_event_name(enum ibv_event_type e)
{
	switch (e) {
	case IBV_EVENT_CQ_ERR: return "CQ_ERR";
	case IBV_EVENT_QP_FATAL: return "QP_FATAL";
	case IBV_EVENT_QP_REQ_ERR: return "QP_REQ_ERR";
	case IBV_EVENT_QP_ACCESS_ERR: return "QP_ACCESS_ERR";
	case IBV_EVENT_COMM_EST: return "COMM_EST";
	case IBV_EVENT_SQ_DRAINED: return "SQ_DRAINED";
	case IBV_EVENT_PATH_MIG: return "PATH_MIG";
	case IBV_EVENT_PATH_MIG_ERR: return "PATH_MIG_ERR";
	case IBV_EVENT_DEVICE_FATAL: return "DEVICE_FATAL";
	case IBV_EVENT_PORT_ACTIVE: return "PORT_ACTIVE";
	case IBV_EVENT_PORT_ERR: return "PORT_ERR";
	case IBV_EVENT_LID_CHANGE: return "LID_CHANGE";
	case IBV_EVENT_PKEY_CHANGE: return "PKEY_CHANGE";
	case IBV_EVENT_SM_CHANGE: return "SM_CHANGE";
	case IBV_EVENT_SRQ_ERR: return "SRQ_ERR";
	case IBV_EVENT_SRQ_LIMIT_REACHED: return "SRQ_LIMIT_REACHED";
	case IBV_EVENT_QP_LAST_WQE_REACHED: return "QP_LAST_WQE_REACHED";
	case IBV_EVENT_CLIENT_REREGISTER: return "CLIENT_REREGISTER";
	case IBV_EVENT_GID_CHANGE: return "GID_CHANGE";
	default: return "UNKNOWN_EVENT";
	}
}

/* Compares a verb's result with the step's expectation; false when the program must stop (an unexpected failure, as `rdmawb run`). */
static int expect_result(const char *verb, int got, int want)
{
	if (got == want)
		return 1;
	mismatch("%s returned %s, expected %s", verb, errno_name(got), errno_name(want));
	return got == 0;
}

/* A receive buffer or memory region's bytes: page-aligned, zeroed, then the model's initial data. */
MAYBE_UNUSED static void *buffer(size_t length, const void *initial, size_t initial_length)
{
	void *b = NULL;

	if (posix_memalign(&b, 4096, length ? length : 1))
		cannot_run("cannot allocate %zu bytes", length);
	memset(b, 0, length ? length : 1);
	memcpy(b, initial, initial_length < length ? initial_length : length);
	return b;
}

/* TEXT in quotes with other bytes as \xNN, HEX as hex digits: as the scenario's checks show data. */
MAYBE_UNUSED static void show(char *out, size_t room, const uint8_t *b, size_t n, int hex)
{
	size_t at = 0;

	if (!hex && at + 1 < room)
		out[at++] = '"';
	for (size_t i = 0; i < n && at + 5 < room; i++) {
		if (hex)
			at += snprintf(out + at, room - at, "%02x", b[i]);
		else if (b[i] >= 0x20 && b[i] < 0x7f && b[i] != '\\')
			out[at++] = (char)b[i];
		else
			at += snprintf(out + at, room - at, "\\x%02x", b[i]);
	}
	if (!hex && at + 1 < room)
		out[at++] = '"';
	out[at] = '\0';
}

MAYBE_UNUSED static void check_memory(const char *mr_name, const uint8_t *buf, size_t mr_length, size_t offset, const uint8_t *want,
			 size_t n, int hex)
{
	char shown[512], expected[512];

	if (!buf) {
		mismatch("memory region %s was never created, so it cannot be checked", mr_name);
		return;
	}
	if (offset + n > mr_length) {
		mismatch("the check reads [%zu, %zu), outside memory region %s of %zu bytes", offset, offset + n, mr_name, mr_length);
		return;
	}
	show(expected, sizeof(expected), want, n, hex);
	if (memcmp(buf + offset, want, n) == 0) {
		say("prog", "check %s at %zu: holds %s", mr_name, offset, expected);
		return;
	}
	show(shown, sizeof(shown), buf + offset, n, hex);
	mismatch("memory region %s at %zu holds %s, expected %s", mr_name, offset, shown, expected);
}

/* ---- The out-of-band exchange ------------------------------------------------------------
 * Like ibv_rc_pingpong's TCP socket, generalised to any number of programs: the first program
 * listens (a thread of its process, the hub) and every program, the first included, connects to
 * it. A program PUTs what its peers need (QP numbers, GIDs, memory addresses and rkeys) as soon
 * as it has them, GETs what it needs from them (answered when the owner has put it), and meets
 * them at each Sync. The hub refuses a program built from another scenario (SCENARIO_HASH).
 */

/* A program as the hub knows it: its connection (-1 before it came and after it went) and what it waits for. */
struct peer {
	int fd;
	int gone;
	char waiting[256];          /* "GET key" or "SYNC barrier" not yet answered */
	int arrivals[MAX_BARRIERS]; /* Syncs reached at each barrier */
};

/* A connection to the hub: the program it is (-1 until its HELLO) and its unread bytes. */
struct conn {
	int fd;
	int program;
	char line[1024];
	size_t used;
};

static struct peer peers[PROGRAMS];
static int listener = -1;
static int hub_conn = -1;

struct entry {
	char key[128];
	char value[128];
};
static struct entry *table;
static size_t table_used, table_room;

static void send_line(int fd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void send_line(int fd, const char *fmt, ...)
{
	char b[1024];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(b, sizeof(b) - 1, fmt, ap);
	va_end(ap);
	if (n < 0 || n >= (int)sizeof(b) - 1)
		n = (int)sizeof(b) - 2;
	b[n++] = '\n';
	for (int at = 0; at < n;) {
		ssize_t w = send(fd, b + at, (size_t)(n - at), MSG_NOSIGNAL);
		if (w <= 0)
			return;
		at += (int)w;
	}
}

static const char *lookup(const char *key)
{
	for (size_t i = 0; i < table_used; i++)
		if (strcmp(table[i].key, key) == 0)
			return table[i].value;
	return NULL;
}

static int program_index(const char *name)
{
	for (int i = 0; i < PROGRAMS; i++)
		if (strcmp(PROGRAM_NAMES[i], name) == 0)
			return i;
	return -1;
}

static int barrier_index(const char *name)
{
	for (int i = 0; i < BARRIERS; i++)
		if (strcmp(BARRIER_NAMES[i], name) == 0)
			return i;
	return -1;
}

/* Answers what program p waits for, if it can be answered now. */
static void answer(struct peer *p)
{
	if (!p->waiting[0] || p->fd < 0)
		return;
	if (strncmp(p->waiting, "GET ", 4) == 0) {
		const char *key = p->waiting + 4;
		const char *v = lookup(key);
		char owner[64];
		int o;

		snprintf(owner, sizeof(owner), "%.*s", (int)strcspn(key, "/"), key);
		o = program_index(owner);
		if (v) {
			send_line(p->fd, "VAL %s", v);
			p->waiting[0] = '\0';
		} else if (o < 0 || peers[o].gone) {
			send_line(p->fd, "GONE %s", owner);
			p->waiting[0] = '\0';
		}
		return;
	}
	/* SYNC: the n-th Sync at a barrier opens when every member has reached its n-th (as the engine's Barriers) */
	int b = barrier_index(p->waiting + 5);
	for (int i = 0; i < PROGRAMS; i++) {
		if (!BARRIER_MEMBERS[b][i] || peers[i].arrivals[b] >= p->arrivals[b])
			continue;
		if (peers[i].gone) {
			send_line(p->fd, "GONE %s", PROGRAM_NAMES[i]);
			p->waiting[0] = '\0';
		}
		return;
	}
	send_line(p->fd, "GO");
	p->waiting[0] = '\0';
}

static void answer_all(void)
{
	for (int i = 0; i < PROGRAMS; i++)
		answer(&peers[i]);
}

static void put(const char *key, const char *value)
{
	if (lookup(key))
		return;
	if (table_used == table_room) {
		table_room = table_room ? 2 * table_room : 64;
		table = realloc(table, table_room * sizeof(*table));
		if (!table)
			cannot_run("out of memory in the exchange");
	}
	snprintf(table[table_used].key, sizeof(table[0].key), "%s", key);
	snprintf(table[table_used].value, sizeof(table[0].value), "%s", value);
	table_used++;
}

/* One line from connection c; false when the hub closes it (a refused HELLO). */
static int hub_line(struct conn *c, char *line)
{
	char hash[80], name[64], key[128], value[128];

	if (c->program < 0) {
		int i;

		if (sscanf(line, "HELLO %79s %63s", hash, name) != 2) {
			send_line(c->fd, "REFUSE say HELLO first");
			return 0;
		}
		if (strcmp(hash, SCENARIO_HASH) != 0) {
			send_line(c->fd, "REFUSE it was built from another scenario (hash %s, this one %s)", hash, SCENARIO_HASH);
			return 0;
		}
		i = program_index(name);
		if (i < 0 || peers[i].fd >= 0 || peers[i].gone) {
			send_line(c->fd, "REFUSE program %s is %s", name, i < 0 ? "not one of this scenario's" : "already running");
			return 0;
		}
		peers[i].fd = c->fd;
		c->program = i;
		send_line(c->fd, "WELCOME");
		return 1;
	}
	struct peer *p = &peers[c->program];
	if (sscanf(line, "PUT %127s %127[^\n]", key, value) == 2) {
		put(key, value);
	} else if (strncmp(line, "GET ", 4) == 0) {
		snprintf(p->waiting, sizeof(p->waiting), "%s", line);
	} else if (strncmp(line, "SYNC ", 5) == 0 && barrier_index(line + 5) >= 0) {
		snprintf(p->waiting, sizeof(p->waiting), "%s", line);
		p->arrivals[barrier_index(line + 5)]++;
	}
	answer_all();
	return 1;
}

/* The hub: a thread of the first program, serving every program until all have come and gone. */
static void *hub(void *unused)
{
	struct conn conns[PROGRAMS + 8];
	int nconns = 0;
	long long quiet_since = now_ms();

	(void)unused;
	for (;;) {
		struct pollfd fds[PROGRAMS + 9];
		int all_gone = 1;

		for (int i = 0; i < PROGRAMS; i++)
			if (!peers[i].gone)
				all_gone = 0;
		if (all_gone)
			break;
		fds[0].fd = listener;
		fds[0].events = POLLIN;
		for (int k = 0; k < nconns; k++) {
			fds[k + 1].fd = conns[k].fd;
			fds[k + 1].events = POLLIN;
		}
		int r = poll(fds, (nfds_t)nconns + 1, 1000);
		if (r < 0 && errno != EINTR)
			break;
		if (r <= 0) {
			if (now_ms() - quiet_since > EXCHANGE_PATIENCE_MS) {
				for (int i = 0; i < PROGRAMS; i++)
					if (peers[i].fd < 0 && !peers[i].gone)
						fprintf(stderr, "exchange: program %s never came\n", PROGRAM_NAMES[i]);
				break;
			}
			continue;
		}
		quiet_since = now_ms();
		/* the connections polled, newest last; a closed one is swapped with the last */
		int polled = nconns;
		for (int k = polled - 1; k >= 0; k--) {
			struct conn *c = &conns[k];
			if (!(fds[k + 1].revents & (POLLIN | POLLHUP | POLLERR)))
				continue;
			ssize_t got = recv(c->fd, c->line + c->used, sizeof(c->line) - 1 - c->used, 0);
			int keep = got > 0;
			if (keep) {
				c->used += (size_t)got;
				c->line[c->used] = '\0';
				char *start = c->line, *nl;
				while (keep && (nl = strchr(start, '\n')) != NULL) {
					*nl = '\0';
					keep = hub_line(c, start);
					start = nl + 1;
				}
				c->used = strlen(start);
				memmove(c->line, start, c->used + 1);
				if (c->used == sizeof(c->line) - 1)
					keep = 0;
			}
			if (!keep) {
				if (c->program >= 0) {
					peers[c->program].fd = -1;
					peers[c->program].gone = 1;
				}
				close(c->fd);
				*c = conns[--nconns];
				answer_all();
			}
		}
		if ((fds[0].revents & POLLIN) && nconns < PROGRAMS + 8) {
			int fd = accept(listener, NULL, NULL);
			if (fd >= 0)
				conns[nconns++] = (struct conn){ .fd = fd, .program = -1 };
		}
	}
	return NULL;
}

static pthread_t hub_thread;

static void start_hub(void)
{
	struct sockaddr_in a = { .sin_family = AF_INET, .sin_port = htons((uint16_t)tcp_port), .sin_addr.s_addr = htonl(INADDR_ANY) };
	int one = 1;

	for (int i = 0; i < PROGRAMS; i++)
		peers[i].fd = -1;
	listener = socket(AF_INET, SOCK_STREAM, 0);
	if (listener < 0)
		cannot_run("cannot open the exchange's socket: %s", strerror(errno));
	setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
	if (bind(listener, (struct sockaddr *)&a, sizeof(a)) || listen(listener, PROGRAMS + 8))
		cannot_run("cannot listen on TCP port %d for the other programs: %s", tcp_port, strerror(errno));
	if (pthread_create(&hub_thread, NULL, hub, NULL))
		cannot_run("cannot start the exchange");
}

static char reply_buf[1024];
static size_t reply_used;

/* The hub's next line to this program. */
static const char *hub_reply(void)
{
	for (;;) {
		char *nl = memchr(reply_buf, '\n', reply_used);
		if (nl) {
			static char line[1024];
			size_t n = (size_t)(nl - reply_buf);
			memcpy(line, reply_buf, n);
			line[n] = '\0';
			reply_used -= n + 1;
			memmove(reply_buf, nl + 1, reply_used);
			return line;
		}
		struct pollfd f = { .fd = hub_conn, .events = POLLIN };
		if (poll(&f, 1, EXCHANGE_PATIENCE_MS) <= 0)
			cannot_run("the exchange said nothing for %d s", EXCHANGE_PATIENCE_MS / 1000);
		ssize_t got = recv(hub_conn, reply_buf + reply_used, sizeof(reply_buf) - reply_used, 0);
		if (got <= 0)
			cannot_run("the exchange with the first program ended");
		reply_used += (size_t)got;
	}
}

static void connect_exchange(void)
{
	char port[16];
	struct addrinfo hints = { .ai_family = AF_UNSPEC, .ai_socktype = SOCK_STREAM }, *res = NULL;
	long long give_up = now_ms() + 60000;
	int one = 1;

	snprintf(port, sizeof(port), "%d", tcp_port);
	if (getaddrinfo(hub_host, port, &hints, &res) || !res)
		cannot_run("cannot resolve %s", hub_host);
	/* the first program may not be listening yet: try for a minute, as a user starting both would expect */
	for (;;) {
		hub_conn = socket(res->ai_family, res->ai_socktype, res->ai_protocol);
		if (hub_conn >= 0 && connect(hub_conn, res->ai_addr, res->ai_addrlen) == 0)
			break;
		if (hub_conn >= 0)
			close(hub_conn);
		if (now_ms() > give_up)
			cannot_run("cannot reach program %s at %s:%d: %s", PROGRAM_NAMES[0], hub_host, tcp_port, strerror(errno));
		usleep(100000);
	}
	freeaddrinfo(res);
	setsockopt(hub_conn, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one));
	send_line(hub_conn, "HELLO %s %s", SCENARIO_HASH, program_name);
	const char *r = hub_reply();
	if (strncmp(r, "WELCOME", 7) != 0)
		cannot_run("the first program refused this one: %s", strncmp(r, "REFUSE ", 7) == 0 ? r + 7 : r);
}

static void publish(const char *key, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
MAYBE_UNUSED static void publish(const char *key, const char *fmt, ...)
{
	char v[128];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(v, sizeof(v), fmt, ap);
	va_end(ap);
	send_line(hub_conn, "PUT %s %s", key, v);
}

/* What program/key published; NULL (and a difference) when that program ended without publishing it. */
MAYBE_UNUSED static const char *fetch(const char *key)
{
	send_line(hub_conn, "GET %s", key);
	const char *r = hub_reply();
	if (strncmp(r, "VAL ", 4) == 0)
		return r + 4;
	mismatch("program %s ended before it published %s", r + 5, key);
	return NULL;
}

/* A Sync step: waits until every program of the barrier has reached it, then the exchange's delay; false when one ended first. */
MAYBE_UNUSED static int sync_at(const char *barrier, long long delay_ns)
{
	send_line(hub_conn, "SYNC %s", barrier);
	const char *r = hub_reply();
	if (strcmp(r, "GO") == 0) {
		if (delay_ns > 0) {
			long long us = delay_ns / 1000 < MIN_EXCHANGE_DELAY_US ? MIN_EXCHANGE_DELAY_US : delay_ns / 1000;
			struct timespec t = { .tv_sec = us / 1000000, .tv_nsec = us % 1000000 * 1000 };
			nanosleep(&t, NULL);
		}
		return 1;
	}
	mismatch("program %s ended before the sync at '%s'", r + 5, barrier);
	return 0;
}

MAYBE_UNUSED static int fetch_qpn(const char *key, uint32_t *qpn)
{
	const char *v = fetch(key);

	return v && sscanf(v, "%" SCNx32, qpn) == 1;
}

MAYBE_UNUSED static int fetch_mr(const char *key, uint64_t *addr, uint32_t *rkey)
{
	const char *v = fetch(key);

	return v && sscanf(v, "%" SCNx64 " %" SCNx32, addr, rkey) == 2;
}

MAYBE_UNUSED static int fetch_gid(const char *key, union ibv_gid *gid)
{
	const char *v = fetch(key);

	if (!v || strlen(v) != 32)
		return 0;
	for (int i = 0; i < 16; i++) {
		unsigned x;
		if (sscanf(v + 2 * i, "%2x", &x) != 1)
			return 0;
		gid->raw[i] = (uint8_t)x;
	}
	return 1;
}

MAYBE_UNUSED static void publish_gid(struct ibv_context *ctx, int port, int model_index, const char *key)
{
	union ibv_gid g;
	char hex[33];
	int index = gid_override >= 0 ? gid_override : model_index;

	if (ibv_query_gid(ctx, (uint8_t)port, index, &g))
		cannot_run("cannot read GID %d of port %d: %s", index, port, strerror(errno));
	for (int i = 0; i < 16; i++)
		snprintf(hex + 2 * i, 3, "%02x", g.raw[i]);
	send_line(hub_conn, "PUT %s %s", key, hex);
}

MAYBE_UNUSED static void parse_gid(const char *text, union ibv_gid *gid)
{
	if (inet_pton(AF_INET6, text, gid->raw) != 1)
		cannot_run("\"%s\" is not a GID", text);
}

/* The device the scenario names (or -d), opened. */
static struct ibv_context *open_device(const char *model_name)
{
	const char *want = device_override ? device_override : model_name;
	int n = 0;
	struct ibv_device **list = ibv_get_device_list(&n);
	struct ibv_context *ctx = NULL;

	for (int i = 0; list && i < n; i++)
		if (strcmp(ibv_get_device_name(list[i]), want) == 0)
			ctx = ibv_open_device(list[i]);
	if (list)
		ibv_free_device_list(list);
	if (!ctx)
		cannot_run("no RDMA device named %s (ibv_devices lists them; -d picks another)", want);
	return ctx;
}

MAYBE_UNUSED static int port_of(int model_port)
{
	return port_override ? port_override : model_port;
}

MAYBE_UNUSED static int gid_index_of(int model_index)
{
	return gid_override >= 0 ? gid_override : model_index;
}

/* Polls until `want` completions have come or the deadline passes; returns how many came. */
MAYBE_UNUSED static int poll_until(struct ibv_cq *cq, struct ibv_wc *wc, int want, long long model_timeout_ns)
{
	long long deadline = deadline_after(model_timeout_ns);
	int got = 0;

	if (want == 0)
		return ibv_poll_cq(cq, 1, wc) > 0;
	while (got < want) {
		int n = ibv_poll_cq(cq, want - got, wc + got);
		if (n < 0) {
			mismatch("ibv_poll_cq failed");
			return got;
		}
		got += n;
		if (got < want) {
			if (now_ms() > deadline)
				break;
			if (n == 0)
				usleep(50);
		}
	}
	return got;
}

MAYBE_UNUSED static void say_completion(const char *cq_name, const struct ibv_wc *wc)
{
	if (wc->status == IBV_WC_SUCCESS)
		say("verb", "ibv_poll_cq %s: wr_id %" PRIu64 " %s %s byte_len=%u", cq_name, wc->wr_id, wc_opcode_name(wc->opcode),
		    wc_status_name(wc->status), wc->byte_len);
	else /* the opcode of a completion with an error is undefined (ibv_poll_cq(3)) */
		say("verb", "ibv_poll_cq %s: wr_id %" PRIu64 " %s byte_len=%u", cq_name, wc->wr_id, wc_status_name(wc->status), wc->byte_len);
}

/* One expected completion; fields the scenario leaves unset are -1 and not compared. */
struct expected_wc {
	long long wr_id;
	int status;
	int opcode;
	long long byte_len;
	long long imm;
	const char *src_qp; /* the exchange key of the QP it must come from, or NULL */
};

MAYBE_UNUSED static void compare_completion(int i, const struct expected_wc *e, const struct ibv_wc *wc)
{
	char wrong[512] = "";
	size_t at = 0;
	uint32_t src;

#define WRONG(...) (at += (size_t)snprintf(wrong + at, at < sizeof(wrong) ? sizeof(wrong) - at : 0, __VA_ARGS__))
	if ((int)wc->status != e->status)
		WRONG("%sstatus %s, expected %s", at ? "; " : "", wc_status_name(wc->status), wc_status_name((enum ibv_wc_status)e->status));
	if (e->opcode >= 0 && (int)wc->opcode != e->opcode)
		WRONG("%sopcode %s, expected %s", at ? "; " : "", wc_opcode_name(wc->opcode), wc_opcode_name((enum ibv_wc_opcode)e->opcode));
	if (e->byte_len >= 0 && wc->byte_len != (uint32_t)e->byte_len)
		WRONG("%sbyte_len %u, expected %lld", at ? "; " : "", wc->byte_len, e->byte_len);
	if (e->wr_id >= 0 && wc->wr_id != (uint64_t)e->wr_id)
		WRONG("%swr_id %" PRIu64 ", expected %lld", at ? "; " : "", wc->wr_id, e->wr_id);
	if (e->imm >= 0 && (!(wc->wc_flags & IBV_WC_WITH_IMM) || ntohl(wc->imm_data) != (uint32_t)e->imm))
		WRONG("%simm_data 0x%08x, expected 0x%08x", at ? "; " : "", (wc->wc_flags & IBV_WC_WITH_IMM) ? ntohl(wc->imm_data) : 0,
		      (uint32_t)e->imm);
	if (e->src_qp && (!fetch_qpn(e->src_qp, &src) || src != wc->src_qp))
		WRONG("%ssrc_qp 0x%06x, expected QP %s", at ? "; " : "", wc->src_qp, strchr(e->src_qp, '/') + 1);
#undef WRONG
	if (at)
		mismatch("completion %d: %s", i + 1, wrong);
}

static void usage(void)
{
	printf("usage: %s PROGRAM [HOST] [-d DEVICE] [-i PORT] [-g GID_INDEX] [-p TCP_PORT]\n", FLOW_NAME);
	printf("  PROGRAM     which of the scenario's programs to run:");
	for (int i = 0; i < PROGRAMS; i++)
		printf(" %s", PROGRAM_NAMES[i]);
	printf("\n  HOST        where the first program (%s) runs; the others connect to it (default 127.0.0.1)\n", PROGRAM_NAMES[0]);
	printf("  -d DEVICE   the RDMA device to open instead of the scenario's\n");
	printf("  -i PORT     the device port instead of the scenario's\n");
	printf("  -g INDEX    the GID index instead of the scenario's (the RoCEv2 GID of the netdev's address)\n");
	printf("  -p PORT     the TCP port of the out-of-band exchange (default 18515)\n");
	printf("exit status: 0 every expectation held, 1 one differed, 2 the flow could not run\n");
}

/* The program's arguments; returns its index. */
static int parse_arguments(int argc, char **argv)
{
	int c;

	while ((c = getopt(argc, argv, "d:i:g:p:h")) != -1) {
		switch (c) {
		case 'd': device_override = optarg; break;
		case 'i': port_override = atoi(optarg); break;
		case 'g': gid_override = atoi(optarg); break;
		case 'p': tcp_port = atoi(optarg); break;
		case 'h': usage(); exit(EXIT_AS_EXPECTED);
		default: usage(); exit(EXIT_CANNOT_RUN);
		}
	}
	if (optind >= argc) {
		usage();
		exit(EXIT_CANNOT_RUN);
	}
	program_name = argv[optind];
	int index = program_index(program_name);
	if (index < 0) {
		fprintf(stderr, "%s: no program named %s in this scenario\n", FLOW_NAME, program_name);
		usage();
		exit(EXIT_CANNOT_RUN);
	}
	if (optind + 1 < argc)
		hub_host = argv[optind + 1];
	return index;
}

/* Ends the program: leaves the exchange (the first program waits for the others), says PASS or FAIL. */
static int finish(int index)
{
	if (hub_conn >= 0)
		close(hub_conn);
	if (index == 0 && listener >= 0)
		pthread_join(hub_thread, NULL);
	if (differences) {
		printf("FAIL: %d difference(s) from the scenario's expectations in program %s\n", differences, program_name);
		return EXIT_DIFFERS;
	}
	printf("PASS: program %s finished as the scenario expects\n", program_name);
	return EXIT_AS_EXPECTED;
}
