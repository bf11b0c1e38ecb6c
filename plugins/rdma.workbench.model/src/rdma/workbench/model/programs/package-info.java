/**
 * Facts about a scenario's programs that the validator and the engine's loader derive the same way: when each verbs
 * object lives, the references a step makes, the remote right a request needs, the access checks a request will fail,
 * the failed completions a program expects, the work requests a poll reports, and the kinds of verbs object a step
 * creates.
 */
package rdma.workbench.model.programs;
