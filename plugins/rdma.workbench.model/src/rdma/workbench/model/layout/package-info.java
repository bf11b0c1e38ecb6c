/**
 * The diagram layout metamodel as EMF generates it from {@code model/layout.ecore} — bounds of drawn elements and
 * bendpoints of links, kept apart from the semantic model so the engine never sees pixels; src-gen/, never edited by
 * hand.
 */
package rdma.workbench.model.layout;
