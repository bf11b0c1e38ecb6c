/**
 * The Draw2d figures of hosts, RDMA NICs, namespaces, switches and links, each showing the validator's verdict as a
 * badge, an outline colour and a tooltip; they draw, they never change the model.
 */
package rdma.workbench.editor.figures;
