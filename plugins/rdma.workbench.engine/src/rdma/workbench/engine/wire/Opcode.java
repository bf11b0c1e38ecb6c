package rdma.workbench.engine.wire;

import java.util.List;

/**
 * BTH opcodes (IBTA 9.2; the RoCEv2 CNP of annex A17.9.3) with the extension headers each
 * carries and its place in a message, like rxe_opcode.c's table. The CNP carries 16 reserved
 * bytes instead of a payload.
 */
public enum Opcode {
    RC_SEND_FIRST(0x00, Kind.SEND, Position.FIRST, true),
    RC_SEND_MIDDLE(0x01, Kind.SEND, Position.MIDDLE, true),
    RC_SEND_LAST(0x02, Kind.SEND, Position.LAST, true),
    RC_SEND_LAST_WITH_IMMEDIATE(0x03, Kind.SEND, Position.LAST, true, Header.IMM_DT),
    RC_SEND_ONLY(0x04, Kind.SEND, Position.ONLY, true),
    RC_SEND_ONLY_WITH_IMMEDIATE(0x05, Kind.SEND, Position.ONLY, true, Header.IMM_DT),
    RC_RDMA_WRITE_FIRST(0x06, Kind.WRITE, Position.FIRST, true, Header.RETH),
    RC_RDMA_WRITE_MIDDLE(0x07, Kind.WRITE, Position.MIDDLE, true),
    RC_RDMA_WRITE_LAST(0x08, Kind.WRITE, Position.LAST, true),
    RC_RDMA_WRITE_LAST_WITH_IMMEDIATE(0x09, Kind.WRITE, Position.LAST, true, Header.IMM_DT),
    RC_RDMA_WRITE_ONLY(0x0A, Kind.WRITE, Position.ONLY, true, Header.RETH),
    RC_RDMA_WRITE_ONLY_WITH_IMMEDIATE(0x0B, Kind.WRITE, Position.ONLY, true, Header.RETH, Header.IMM_DT),
    RC_RDMA_READ_REQUEST(0x0C, Kind.READ, Position.ONLY, false, Header.RETH),
    RC_RDMA_READ_RESPONSE_FIRST(0x0D, Kind.READ_RESPONSE, Position.FIRST, true, Header.AETH),
    RC_RDMA_READ_RESPONSE_MIDDLE(0x0E, Kind.READ_RESPONSE, Position.MIDDLE, true),
    RC_RDMA_READ_RESPONSE_LAST(0x0F, Kind.READ_RESPONSE, Position.LAST, true, Header.AETH),
    RC_RDMA_READ_RESPONSE_ONLY(0x10, Kind.READ_RESPONSE, Position.ONLY, true, Header.AETH),
    RC_ACKNOWLEDGE(0x11, Kind.ACK, Position.ONLY, false, Header.AETH),
    RC_ATOMIC_ACKNOWLEDGE(0x12, Kind.ACK, Position.ONLY, false, Header.AETH, Header.ATOMIC_ACK_ETH),
    RC_COMPARE_SWAP(0x13, Kind.ATOMIC, Position.ONLY, false, Header.ATOMIC_ETH),
    RC_FETCH_ADD(0x14, Kind.ATOMIC, Position.ONLY, false, Header.ATOMIC_ETH),
    RC_SEND_LAST_WITH_INVALIDATE(0x16, Kind.SEND, Position.LAST, true, Header.IETH),
    RC_SEND_ONLY_WITH_INVALIDATE(0x17, Kind.SEND, Position.ONLY, true, Header.IETH),
    UC_SEND_FIRST(0x20, Kind.SEND, Position.FIRST, true),
    UC_SEND_MIDDLE(0x21, Kind.SEND, Position.MIDDLE, true),
    UC_SEND_LAST(0x22, Kind.SEND, Position.LAST, true),
    UC_SEND_LAST_WITH_IMMEDIATE(0x23, Kind.SEND, Position.LAST, true, Header.IMM_DT),
    UC_SEND_ONLY(0x24, Kind.SEND, Position.ONLY, true),
    UC_SEND_ONLY_WITH_IMMEDIATE(0x25, Kind.SEND, Position.ONLY, true, Header.IMM_DT),
    UC_RDMA_WRITE_FIRST(0x26, Kind.WRITE, Position.FIRST, true, Header.RETH),
    UC_RDMA_WRITE_MIDDLE(0x27, Kind.WRITE, Position.MIDDLE, true),
    UC_RDMA_WRITE_LAST(0x28, Kind.WRITE, Position.LAST, true),
    UC_RDMA_WRITE_LAST_WITH_IMMEDIATE(0x29, Kind.WRITE, Position.LAST, true, Header.IMM_DT),
    UC_RDMA_WRITE_ONLY(0x2A, Kind.WRITE, Position.ONLY, true, Header.RETH),
    UC_RDMA_WRITE_ONLY_WITH_IMMEDIATE(0x2B, Kind.WRITE, Position.ONLY, true, Header.RETH, Header.IMM_DT),
    UD_SEND_ONLY(0x64, Kind.SEND, Position.ONLY, true, Header.DETH),
    UD_SEND_ONLY_WITH_IMMEDIATE(0x65, Kind.SEND, Position.ONLY, true, Header.DETH, Header.IMM_DT),
    CNP(0x81, Kind.CNP, Position.ONLY, false);

    /** What a packet does. */
    public enum Kind { SEND, WRITE, READ, READ_RESPONSE, ATOMIC, ACK, CNP }

    /** Where a packet stands in its message. */
    public enum Position { FIRST, MIDDLE, LAST, ONLY }

    /** Bytes of reserved padding a CNP carries after its BTH. */
    public static final int CNP_RESERVED_BYTES = 16;

    private static final Opcode[] BY_CODE = new Opcode[256];

    static {
        for (Opcode o : values()) {
            BY_CODE[o.code] = o;
        }
    }

    private final int code;
    private final Kind kind;
    private final Position position;
    private final boolean payload;
    private final List<Header> headers;
    private final Header[] headerArray;
    private final int headerMask;
    private final int headerLength;

    Opcode(int code, Kind kind, Position position, boolean payload, Header... headers) {
        this.code = code;
        this.kind = kind;
        this.position = position;
        this.payload = payload;
        this.headers = List.of(headers);
        this.headerArray = headers.clone();
        int mask = 0;
        int length = Bth.LENGTH;
        for (Header h : headers) {
            mask |= 1 << h.ordinal();
            length += h.length();
        }
        this.headerMask = mask;
        this.headerLength = code == 0x81 ? length + CNP_RESERVED_BYTES : length;
    }

    /** The opcode with this byte value, or null. */
    public static Opcode of(int code) {
        return BY_CODE[code & 0xFF];
    }

    public int code() {
        return code;
    }

    public Kind kind() {
        return kind;
    }

    public Position position() {
        return position;
    }

    /** True when data follows the headers. */
    public boolean hasPayload() {
        return payload;
    }

    /** The extension headers after the BTH, in wire order. */
    public List<Header> headers() {
        return headers;
    }

    /** The extension headers, in wire order, for loops on the codec's hot path (a copy for others). */
    Header[] headerArray() {
        return headerArray;
    }

    public boolean has(Header h) {
        return (headerMask & 1 << h.ordinal()) != 0;
    }

    /** Bytes of BTH plus extension headers (a CNP's reserved bytes included). */
    public int headerLength() {
        return headerLength;
    }

    /** The transport the high three bits name: RC, UC, RD, UD, or CNP. */
    public String transport() {
        return switch (code >> 5) {
            case 0 -> "RC";
            case 1 -> "UC";
            case 2 -> "RD";
            case 3 -> "UD";
            default -> "CNP";
        };
    }

    public boolean isFirstOrOnly() {
        return position == Position.FIRST || position == Position.ONLY;
    }

    public boolean isLastOrOnly() {
        return position == Position.LAST || position == Position.ONLY;
    }
}
