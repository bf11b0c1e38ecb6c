/**
 * Loading and saving .rdmatopo and .rdmaflow files: a load gives a model whose every reference resolved or a {@code
 * ModelLoadException} naming file, line and problem, and a save replaces the file whole or not at all.
 */
package rdma.workbench.model.persistence;
