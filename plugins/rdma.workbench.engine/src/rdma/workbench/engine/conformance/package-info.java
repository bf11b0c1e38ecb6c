/**
 * The conformance catalogue: scenario files grouped in areas, each a case that checks one verbs or transport behaviour
 * and names where it is specified; found under a folder, and what running one gave: PASS, FAIL (with what differed) or
 * NOT RUN (with why). {@code rdma.workbench.engine.loader.CaseRunner} runs them (it reads their files).
 */
package rdma.workbench.engine.conformance;
