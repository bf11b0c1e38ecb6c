package rdma.workbench.model.persistence;

/** One thing wrong with a model file, with where it is: "client.rdmaflow:12:7: message". */
public record LoadProblem(String file, int line, int column, String message) {

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder(file);
        if (line > 0) {
            b.append(':').append(line);
            if (column > 0) {
                b.append(':').append(column);
            }
        }
        return b.append(": ").append(message).toString();
    }
}
