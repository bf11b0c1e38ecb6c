/**
 * The capture judge: a capture of real or simulated RoCEv2 traffic checked against the transport rules frame by
 * frame, per requester's stream and its responses (and PFC pauses per link), each finding naming the frame, the rule
 * and its source; what a capture cannot say (the QP's timeout, the CNP interval, the link's speed) comes as
 * {@link rdma.workbench.engine.check.CheckSettings}.
 */
package rdma.workbench.engine.check;
