/**
 * The overlay API: a layer above the diagram's figures on which other bundles draw marks (packets on links, drops,
 * badges on NICs) by the model elements' names; the editor knows nothing of who draws, so it never depends on the
 * debugger.
 */
package rdma.workbench.editor.overlay;
