/**
 * EMF's generated implementations of the layout interfaces (src-gen/, never edited by hand); hand-written code uses the
 * interfaces and {@code LayoutFactory}, never these classes.
 */
package rdma.workbench.model.layout.impl;
