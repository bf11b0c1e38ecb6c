/**
 * Challenges, headless and without Eclipse API: questions about the engine's next notable event, planned from a run of
 * their own (the engine is deterministic), with plausible wrong choices from a seeded source, and the scores kept in a
 * workspace file.
 */
package rdma.workbench.debug.challenge;
