/**
 * Loss fuzzing: the RC examples over lossy, duplicating, reordering and corrupting links, every work request completing
 * once with its data intact (or retry_cnt running out: RETRY_EXC_ERR, the rest flushed), and no retry wasted.
 */
package rdma.workbench.fuzz.loss;
