/**
 * The Animation view: a run's frames travelling along the topology diagram's links through the editor's overlay API
 * (the editor never depends on this), drops flashing, QP states on each NIC, and a timeline.
 */
package rdma.workbench.debug.ui.animation;
