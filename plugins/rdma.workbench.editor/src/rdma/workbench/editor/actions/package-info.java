/**
 * The diagram's own actions on the selected hosts and switches and on the whole diagram: copy, paste, duplicate, match
 * size, Arrange All, Validate, Export as PNG.
 */
package rdma.workbench.editor.actions;
