/** Export as PNG: the diagram's printable layers as an image, scaled down only when X11 could not hold it. */
package rdma.workbench.editor.export;
