/**
 * The scenario metamodel (a verb flow) as EMF generates it from {@code model/scenario.ecore} — a Scenario on a
 * topology, one Program per host, each a list of Steps (verbs, Sync, Fault, PollCq with its expected completions); the
 * classes live in src-gen/ and are never edited by hand.
 */
package rdma.workbench.model.scenario;
