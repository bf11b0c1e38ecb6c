/**
 * Steps moved or copied between programs and scenarios with their references remapped (by step name, peer program and
 * topology place), listing what cannot be remapped before anything changes so the user may cancel.
 */
package rdma.workbench.model.editing;
