/**
 * The debugger's command handlers: run or debug a scenario, debug an example, Run to Step, Step Back, Step Back Over,
 * Reverse Resume, toggle and add breakpoints, Show in Memory View and Expect What Happened.
 */
package rdma.workbench.debug.ui.actions;
