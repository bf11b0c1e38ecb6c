package rdma.workbench.fuzz.decoder;

/** How the fuzzer changes a valid frame. */
public enum Mutation {
    /** One to four bits flipped anywhere. */
    BIT_FLIPS,
    /** A byte of a header field (EtherType, IP version, lengths, flags, protocol, ports, BTH bytes, extension headers, pad, ICRC) set to another value. */
    HEADER_BYTE,
    /** The BTH opcode replaced by another opcode, so the headers that follow no longer match it. */
    OPCODE,
    /** The frame cut short. */
    TRUNCATE,
    /** Bytes appended after the frame. */
    EXTEND,
    /** The IP or UDP length changed, alone or together with bytes inserted or removed before the ICRC. */
    LENGTH_FIELD,
    /** The start of one frame joined to the end of another. */
    SPLICE,
    /** Random bytes, sometimes after a real Ethernet and IP header. */
    RANDOM_BYTES
}
