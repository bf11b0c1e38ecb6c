/**
 * The values a reference may legally take on one object, by the rules validation enforces, each with the few words that
 * tell it apart: what the Properties view offers.
 */
package rdma.workbench.model.choices;
