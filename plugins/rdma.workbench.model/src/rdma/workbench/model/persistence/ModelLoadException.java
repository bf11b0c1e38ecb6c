package rdma.workbench.model.persistence;

import java.io.IOException;
import java.util.List;
import java.util.stream.Collectors;

/** A model file that could not be loaded; the message lists every problem with file and line. */
public final class ModelLoadException extends IOException {

    private static final long serialVersionUID = 1L;

    private final transient List<LoadProblem> problems;

    public ModelLoadException(List<LoadProblem> problems) {
        super(problems.stream().map(LoadProblem::toString).collect(Collectors.joining("\n")));
        this.problems = List.copyOf(problems);
    }

    public List<LoadProblem> problems() {
        return problems;
    }
}
