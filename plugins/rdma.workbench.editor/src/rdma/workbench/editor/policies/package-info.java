/**
 * The GEF edit policies: what each part lets the user do — create, move and resize on the canvas, drop NICs and
 * namespaces into a host, start, end and delete links, delete and rename elements.
 */
package rdma.workbench.editor.policies;
