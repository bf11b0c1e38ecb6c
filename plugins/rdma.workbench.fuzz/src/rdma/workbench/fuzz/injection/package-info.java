/**
 * Session fuzzing: frames forged, replayed and corrupted into running example sessions, each audited against what a
 * transport may do with a frame nobody vouches for, memory and secret regions included.
 */
package rdma.workbench.fuzz.injection;
