/**
 * Scenario programs as the engine runs them: one {@code ProgramRunner} per host executing its pre-built steps in order
 * (a blocked step decides again at each wake-up), and the barriers of Sync steps; no model objects here, the loader
 * builds the steps.
 */
package rdma.workbench.engine.program;
