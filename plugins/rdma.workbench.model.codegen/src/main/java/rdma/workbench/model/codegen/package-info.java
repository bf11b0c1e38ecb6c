/**
 * Runs EMF's generator outside Eclipse to rewrite the model's and the edit bundle's src-gen/ (and the edit bundle's
 * plugin.properties) from the .ecore and .genmodel files, and tests that the checked-in generated code is what a fresh
 * generation gives; a build tool, not a bundle.
 */
package rdma.workbench.model.codegen;
