/**
 * The Animation view: a run's frames travelling along the links of its own topology's diagram (opened if need be,
 * never another topology's) through the editor's overlay API (the editor never depends on this), drops flashing, QP
 * states on each NIC, and a timeline; what a debug session drew goes when it ends.
 */
package rdma.workbench.debug.ui.animation;
