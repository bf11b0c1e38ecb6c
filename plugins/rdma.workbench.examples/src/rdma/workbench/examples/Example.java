package rdma.workbench.examples;

/** One bundled example file: its path in the bundle (topologies/x.rdmatopo), title and what it teaches. */
public record Example(String path, String title, String description) {

    public boolean isScenario() {
        return path.endsWith(".rdmaflow");
    }
}
