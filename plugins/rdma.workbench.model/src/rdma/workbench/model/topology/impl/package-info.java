/**
 * EMF's generated implementations of the topology interfaces (src-gen/, never edited by hand); hand-written code uses
 * the interfaces and {@code TopologyFactory}, never these classes.
 */
package rdma.workbench.model.topology.impl;
