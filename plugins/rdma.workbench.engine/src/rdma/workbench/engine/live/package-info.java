/**
 * The live fabric: the engine as a user-space RDMA device for real programs. Programs started with
 * the verbs library (C, in rdma.workbench.verbs.linux.x86_64) attach to a host over a Unix socket;
 * each verb they call runs on the engine's verbs objects, their registered memory is read and
 * written in their own process as the engine's DMA needs it, and simulated time runs while every
 * program waits for the fabric. No model objects here: the loader builds the fabric.
 */
package rdma.workbench.engine.live;
