/**
 * The Event Log view: every event of a record in a filterable virtual table, with the selected event's cause and
 * explanation, exported as CSV or JSON; the capture editor embeds the same pane.
 */
package rdma.workbench.debug.ui.eventlog;
