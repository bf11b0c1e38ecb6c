/**
 * The challenge's workbench side: the Challenge view that asks and explains, the Challenge Results view, the driver
 * that suspends a debug session before each question, and the challenge's preferences.
 */
package rdma.workbench.debug.ui.challenge;
