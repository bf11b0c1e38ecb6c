/**
 * The RoCEv2 wire codec: encodes and decodes whole frames — Ethernet, IPv4/IPv6, UDP 4791, BTH and every extension
 * header, pad and ICRC — and PFC frames, dissects a frame field by field for Packet Details, writes pcap and reads pcap
 * and pcapng, and replaces a file only when its new content is whole ({@link ReplacingFile}, for captures, statistics
 * and exports); no simulation state.
 */
package rdma.workbench.engine.wire;
