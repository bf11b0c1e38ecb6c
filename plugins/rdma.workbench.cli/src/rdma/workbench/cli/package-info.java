/**
 * The headless commands on a plain JVM, no OSGi and no UI: {@code rdmawb validate}, {@code rdmawb run}, {@code rdmawb
 * leafspine}, {@code rdmawb fabric}, {@code rdmawb check}, {@code rdmawb export-c}, {@code rdmawb
 * export-py} and {@code rdmawb export-linux}, printing one line per problem and the trace, exiting 0
 * (success), 1 (the input has problems) or 2 (bad usage, or a file that cannot be read or run).
 */
package rdma.workbench.cli;
