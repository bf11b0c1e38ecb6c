package rdma.workbench.editor.figures;

/** A figure that shows the validator's verdict on its element: a badge, a coloured outline and the messages as tooltip. */
public interface Decorated {

    void setProblem(Severity severity, String messages);

    Severity getProblem();
}
