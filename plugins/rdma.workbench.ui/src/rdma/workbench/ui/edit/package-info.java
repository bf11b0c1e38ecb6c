/**
 * EMF.Edit in JFace and SWT, written here because emf.edit.ui is not on Maven Central: tree contents, labels and images
 * from the item providers, the .ecore's class documentation as help, editing domains, and {@code ModelChangeCommand} (a
 * change made by plain code as one undoable command).
 */
package rdma.workbench.ui.edit;
