/**
 * The GEF topology diagram editor: the editor, its palette, menus and toolbar, outline, cursor zoom, and the Properties
 * view's sources for a drawn element; its commands run on the EMF editing domain's one stack.
 */
package rdma.workbench.editor;
