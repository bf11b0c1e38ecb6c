/**
 * Step and event breakpoints: markers the Breakpoints view lists (a step by its stable id; an event by its kind and
 * fields, on no file), read once into plain values that the engine thread matches steps and typed trace events against,
 * never touching a marker.
 */
package rdma.workbench.debug.breakpoints;
