/**
 * The identifiers the RDMA debug model registers with the platform (model, launch type, process type, marker types),
 * the same as plugin.xml declares.
 */
package rdma.workbench.debug;
