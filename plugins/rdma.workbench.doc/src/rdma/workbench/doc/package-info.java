/**
 * The help bundle's Java: the help server started in the background after start-up, the Welcome page's lesson links
 * and the test that keeps product-only help items out of an Eclipse IDE the feature is installed into; the guide,
 * primer and cheat sheets themselves are html/, toc.xml and cheatsheets/.
 */
package rdma.workbench.doc;
