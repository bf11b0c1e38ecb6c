/**
 * EMF's generated adapter factory and switch over the layout classes (src-gen/, never edited by hand); no hand-written
 * code uses them.
 */
package rdma.workbench.model.layout.util;
