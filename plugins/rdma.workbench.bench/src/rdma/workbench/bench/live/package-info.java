/** {@code rdmawb bench-live}: what the verbs library and the live fabric cost beside the engine alone, measured in one run. */
package rdma.workbench.bench.live;
