package rdma.workbench.editor.overlay;

/**
 * Something drawn over the diagram, by the names the model gives its elements: a packet on a
 * link, a drop where a frame died, a badge on a NIC. Colours are 0xRRGGBB.
 */
public sealed interface Mark {

    /** A packet on link {@code link}, {@code fraction} (0..1) of the way from its end at {@code fromNode} (a host or switch name). */
    record Packet(String link, String fromNode, double fraction, int rgb, String label) implements Mark {
    }

    /**
     * A frame that died: on link {@code link} near {@code fromNode}'s end ({@code fraction} of the
     * way), or, when {@code link} is null, at node {@code node} (a host's NIC or a switch).
     * {@code strength} (0..1) fades the flash.
     */
    record Drop(String link, String fromNode, double fraction, String node, double strength, String label) implements Mark {
    }

    /** A badge on NIC {@code device} of host {@code host}: its QPs' states, say. */
    record Badge(String host, String device, String text, int rgb) implements Mark {
    }
}
