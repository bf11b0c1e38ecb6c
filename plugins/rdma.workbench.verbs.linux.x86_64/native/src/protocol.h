/*
 * The conversation between the verbs library (in a user's program) and the live fabric (the
 * engine, ./rdmawb fabric), over the Unix stream socket DIR/fabric.sock. The Java side keeps the
 * same numbers in rdma.workbench.engine.live.LiveProtocol; a test reads this file to hold the two
 * equal.
 *
 * Every message: u32 length of what follows, u16 type, u16 status (an errno in a reply, 0 in a
 * request), u32 tag, then the body. Integers are little-endian; a string is a u16 length and its
 * bytes. A request of the library carries a tag of its own (never 0) and its reply the same tag and
 * the type | RW_REPLY. The fabric asks the library for the program's memory (RW_MEM_READ,
 * RW_MEM_WRITE) with tags that have RW_FABRIC_TAG set; the library's reply echoes them. A message
 * with tag 0 gets no reply.
 */
#ifndef RDMAWB_PROTOCOL_H
#define RDMAWB_PROTOCOL_H

#define RW_VERSION 1
#define RW_HEADER 12           /* length, type, status, tag */
#define RW_MAX_MESSAGE (64u << 20)
#define RW_REPLY 0x8000u
#define RW_FABRIC_TAG 0x80000000u

enum rw_type {
	/* the library asks; the fabric replies */
	RW_HELLO = 1,          /* u32 version, u32 pid, str host, str program -> the devices (see device.c) */
	RW_OPEN = 2,           /* u32 device -> u32 context */
	RW_CLOSE = 3,          /* u32 context */
	RW_ALLOC_PD = 4,       /* u32 context -> u32 pd */
	RW_DEALLOC_PD = 5,     /* u32 pd */
	RW_REG_MR = 6,         /* u32 pd, u64 addr, u64 length, u64 iova, u32 access -> u32 mr, u32 lkey, u32 rkey */
	RW_DEREG_MR = 7,       /* u32 mr */
	RW_CREATE_CQ = 8,      /* u32 context, i32 cqe, i32 channel (-1: none) -> u32 cq, u32 cqe */
	RW_DESTROY_CQ = 9,     /* u32 cq */
	RW_REQ_NOTIFY = 10,    /* u32 cq, u32 solicited only; the program is about to wait for the event */
	RW_CREATE_QP = 11,     /* u32 pd, u32 send cq, u32 recv cq, u32 srq (0: none), u32 type, u32 max send wr,
	                          u32 max recv wr, u32 max send sge, u32 max recv sge, u32 max inline, u32 sq sig all
	                          -> u32 qp, u32 qpn, then the five caps as granted */
	RW_MODIFY_QP = 12,     /* u32 qp, u32 mask, the attributes (rw_put_qp_attr) */
	RW_QUERY_QP = 13,      /* u32 qp, u32 mask -> the attributes, then the five caps */
	RW_DESTROY_QP = 14,    /* u32 qp */
	RW_CREATE_SRQ = 15,    /* u32 pd, u32 max wr, u32 max sge, u32 limit -> u32 srq, u32 max wr, u32 max sge */
	RW_MODIFY_SRQ = 16,    /* u32 srq, u32 mask, u32 max wr, u32 limit */
	RW_QUERY_SRQ = 17,     /* u32 srq -> u32 max wr, u32 max sge, u32 limit */
	RW_DESTROY_SRQ = 18,   /* u32 srq */
	RW_CREATE_AH = 19,     /* u32 pd, the address (rw_put_ah_attr) -> u32 ah */
	RW_DESTROY_AH = 20,    /* u32 ah */
	RW_POST_SEND = 21,     /* u32 qp, u32 count, the work requests -> u32 index of the first refused */
	RW_POST_RECV = 22,     /* u32 qp, u32 count, the work requests -> u32 index of the first refused */
	RW_POST_SRQ_RECV = 23, /* u32 srq, u32 count, the work requests -> u32 index of the first refused */
	RW_POLL_CQ = 24,       /* u32 cq, u32 most -> u32 count, the completions; may wait while time runs */
	RW_WAIT = 25,          /* tag 0: the program blocks on a channel or the async fd until an event comes */
	RW_RESIZE_CQ = 26,     /* u32 cq, i32 cqe -> u32 cqe */
	RW_PROVE_ASK = 27,     /* u64 address of 16 bytes of the library's -> 16 bytes to put there */
	RW_PROVE = 28,         /* the bytes are there: the fabric, having read them in /proc/PID/mem, reads and writes
	                          registered memory there itself (u32 1) rather than with RW_MEM_READ/WRITE (u32 0) */

	/* the fabric asks; the library replies (the program's reader thread, whatever the program does) */
	RW_MEM_READ = 64,      /* u64 addr, u32 length -> the bytes */
	RW_MEM_WRITE = 65,     /* u64 addr, the bytes -> nothing */

	/* the fabric tells (tag 0) */
	RW_CQ_EVENT = 96,      /* u32 channel, u32 cq */
	RW_ASYNC_EVENT = 97,   /* u32 context, u32 event type, u32 element (qp, cq or srq handle; port number) */
	RW_LOG = 98,           /* str: a line the fabric wants the program's user to read on stderr */

	/* the fabric's own control, not the library's: ./rdmawb fabric --dir DIR --stop */
	RW_STOP = 120,         /* -> nothing, once the captures and the recording are written */
};

#endif
