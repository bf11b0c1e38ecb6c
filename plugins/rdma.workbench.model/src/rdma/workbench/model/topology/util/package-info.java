/**
 * EMF's generated adapter factory and switch over the topology classes (src-gen/, never edited by hand); no
 * hand-written code uses them.
 */
package rdma.workbench.model.topology.util;
