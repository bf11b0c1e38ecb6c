/**
 * The capture judge: a capture of real or simulated RoCEv2 traffic checked against the transport rules frame by
 * frame, per requester's stream and its responses, each finding naming the frame, the rule and its source.
 */
package rdma.workbench.engine.check;
