/**
 * The transport of one QP, split as rxe splits it: requester, completer and responder with printable states —
 * segmentation by path MTU, ACK/NAK, go-back-N, local ACK timeout and RNR retry, READ and atomic replay, DMA through
 * the SGEs' checks — plus the NIC's packet engine and DCQCN's notification point.
 */
package rdma.workbench.engine.transport;
