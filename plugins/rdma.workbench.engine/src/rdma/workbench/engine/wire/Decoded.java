package rdma.workbench.engine.wire;

/** What decoding a frame gives: a RoCEv2 frame (with the verdict of its ICRC) or the reason it is not one. */
public sealed interface Decoded permits Decoded.Frame, Decoded.Malformed {

    /** A well-formed frame; a receiver drops it when {@code icrcValid} is false. */
    record Frame(RoceFrame frame, boolean icrcValid, int icrcFound, int icrcComputed) implements Decoded {

        /**
         * The ICRC field as Wireshark shows it: its four bytes read in order. The CRC-32 ({@link #icrcFound}) goes
         * least significant byte first (IBTA annex A17.3.3), so the two read as each other's byte swap.
         */
        public int icrcOnWire() {
            return Integer.reverseBytes(icrcFound);
        }

        /** The ICRC field this frame should carry, read as {@link #icrcOnWire} reads the one it carries. */
        public int icrcComputedOnWire() {
            return Integer.reverseBytes(icrcComputed);
        }
    }

    /** Not a RoCEv2 frame this engine accepts: what is wrong and at which byte. */
    record Malformed(String reason, int offset) implements Decoded {
        @Override
        public String toString() {
            return "malformed at byte " + offset + ": " + reason;
        }
    }
}
