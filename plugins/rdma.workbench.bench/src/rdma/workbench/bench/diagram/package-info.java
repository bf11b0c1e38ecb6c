/**
 * {@code rdmawb bench-diagram}: a generated leaf-spine fabric (1,024 hosts by default) loaded, validated, opened,
 * arranged with ELK, zoomed and scrolled in the topology diagram, inside the product.
 */
package rdma.workbench.bench.diagram;
