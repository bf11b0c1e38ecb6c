/**
 * How model objects are named: {@code FreeNames}, the one place that picks a name nobody has yet (names are the EMF
 * keys references use), {@code SiblingNames}, the names beside which a new or renamed object must take a free one, and
 * {@code ModelLabels}, the words messages name objects by.
 */
package rdma.workbench.model.naming;
