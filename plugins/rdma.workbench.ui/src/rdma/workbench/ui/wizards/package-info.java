/**
 * File > New > Topology and Scenario: wizards that start a model file from a template (two ERDMA hosts; an empty or
 * working RC, UD or UC flow), validate what they make, and work from an empty workspace.
 */
package rdma.workbench.ui.wizards;
