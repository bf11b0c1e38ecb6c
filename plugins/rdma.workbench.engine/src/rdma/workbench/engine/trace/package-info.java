/**
 * The typed trace of a run: a sealed hierarchy of events (verb call, QP state change, packet sent, on a link, received
 * or dropped, completion, timer, step start and end, congestion), each stamped with sequence number, time and cause,
 * and their text and JSON renderings; the CLI, the views and the breakpoints read the types, never the text.
 */
package rdma.workbench.engine.trace;
