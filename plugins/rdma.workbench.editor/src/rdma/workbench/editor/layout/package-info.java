/**
 * Where elements are drawn when the layout has no bounds for them (hosts below, each switch above what it cables to,
 * large leaves' hosts in blocks), and Arrange All through ELK's layered algorithm.
 */
package rdma.workbench.editor.layout;
