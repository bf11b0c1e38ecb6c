/**
 * The bundled example topologies and scenarios (this bundle's topologies/ and scenarios/): their list with what each
 * teaches, File > New > Example, and the commands by which lessons and the Welcome page open or name one.
 */
package rdma.workbench.examples;
