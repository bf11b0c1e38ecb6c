/**
 * Packet Details: a frame taken apart as Wireshark does — a tree of layers and fields with what each means in this
 * frame, beside its bytes in hex and ASCII; the capture editor embeds the same pane.
 */
package rdma.workbench.debug.ui.details;
