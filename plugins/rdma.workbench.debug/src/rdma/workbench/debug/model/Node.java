package rdma.workbench.debug.model;

import java.util.List;

/**
 * One entry of the Variables view, as it was when the run suspended: a name, a type, a value in
 * words, and children. {@code path} names it across suspends ("qp/requester"), so a value can be
 * compared with the one of the last suspend. {@code region} is set on a memory region's node: the
 * Memory view opens it.
 */
public record Node(String path, String name, String type, String value, List<Node> children, RegionKey region) {

    static Node leaf(String parent, String name, String type, String value) {
        return new Node(parent + "/" + name, name, type, value, List.of(), null);
    }
}
