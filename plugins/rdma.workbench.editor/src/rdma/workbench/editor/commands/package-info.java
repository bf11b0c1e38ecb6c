/**
 * The diagram's edits of the topology as undoable commands — create, cable, reconnect, move and resize, rename, delete,
 * paste — giving new elements free names, MACs and GIDs and taking away what cannot outlive a deleted element.
 */
package rdma.workbench.editor.commands;
