/**
 * {@code rdmawb bench-help}: Help > Help Contents in the product, from the click to the text of the help's first page,
 * with the help server started in the background and without (the baseline).
 */
package rdma.workbench.bench.help;
