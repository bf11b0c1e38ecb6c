/**
 * EMF's generated implementations of the scenario interfaces (src-gen/, never edited by hand); hand-written code uses
 * the interfaces and {@code ScenarioFactory}, never these classes.
 */
package rdma.workbench.model.scenario.impl;
