package rdma.workbench.model.choices;

/** One value a reference may take, with the few words that tell it apart from the others ("RC QP of program server, on host2"). */
public record Choice(Object value, String description) {
}
