/**
 * The topology metamodel as EMF generates it from {@code model/topology.ecore} — hosts, RDMA NICs, ports, GID tables,
 * namespaces, cgroups, switches and links; the classes live in src-gen/ and are never edited by hand (change the .ecore
 * and regenerate with model.codegen).
 */
package rdma.workbench.model.topology;
