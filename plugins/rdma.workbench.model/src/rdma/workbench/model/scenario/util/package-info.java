/**
 * EMF's generated adapter factory and switch over the scenario classes (src-gen/, never edited by hand); no
 * hand-written code uses them.
 */
package rdma.workbench.model.scenario.util;
