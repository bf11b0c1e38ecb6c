/**
 * Generators that write model content a user would otherwise write by hand — an RC, UC or UD connection between two
 * programs, an exchange on it (SEND, WRITE, READ, atomic) with its expected completions and memory checks, scenario
 * templates, leaf-spine fabrics and RC-pair scenarios — appended under fresh names; plain EMF, no UI.
 */
package rdma.workbench.model.authoring;
