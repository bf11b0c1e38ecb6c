/**
 * {@code rdmawb fuzz}: the frame, session and loss fuzzers over the engine and the example scenarios, each counting
 * violations; a developer's tool kept outside the code it fuzzes and not shipped in the product.
 */
package rdma.workbench.fuzz;
