/**
 * The GEF edit parts, one per drawn host, NIC, namespace, switch and link: they refresh from model changes and show the
 * validator's problems on the element that holds them.
 */
package rdma.workbench.editor.parts;
