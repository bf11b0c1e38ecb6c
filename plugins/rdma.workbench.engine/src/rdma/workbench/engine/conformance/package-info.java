/**
 * The conformance catalogue: scenario files grouped in areas, each a case that checks one verbs or transport behaviour
 * and names where it is specified; found under a folder and run one by one to PASS, FAIL (with what differed) or NOT RUN
 * (with why).
 */
package rdma.workbench.engine.conformance;
