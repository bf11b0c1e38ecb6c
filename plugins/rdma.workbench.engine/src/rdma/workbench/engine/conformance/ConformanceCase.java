package rdma.workbench.engine.conformance;

import java.nio.file.Path;

/**
 * One case of the catalogue: its area (the folder it lies in), its name (the file's, without .rdmaflow) and its file.
 * "qp-state/rc-reset-to-rtr".
 */
public record ConformanceCase(String area, String name, Path file) {

    /** "qp-state/rc-reset-to-rtr". */
    public String id() {
        return area + "/" + name;
    }
}
