/**
 * Why an event happened, for a learner: the event's values put into the rule that produced it, with where the rule is
 * written (an IBTA section, what rxe does); the Event Log, the ladder's tooltip and Packet Details show it.
 */
package rdma.workbench.debug.explain;
