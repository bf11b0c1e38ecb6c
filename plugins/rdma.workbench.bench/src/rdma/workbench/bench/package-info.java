/**
 * {@code rdmawb bench}: the engine's speed figures measured in one run on a plain JVM, and how the benchmarks report a
 * figure measured several times; a developer's tool the product does not ship.
 */
package rdma.workbench.bench;
