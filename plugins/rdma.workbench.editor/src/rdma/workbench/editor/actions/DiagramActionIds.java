package rdma.workbench.editor.actions;

/** Ids of the diagram's own actions (the editor registers them, the contributor and the context menu show them). */
public final class DiagramActionIds {

    public static final String DUPLICATE = "rdma.workbench.editor.duplicate";
    public static final String MATCH_SIZE = "rdma.workbench.editor.matchSize";
    public static final String ARRANGE_ALL = "rdma.workbench.editor.arrangeAll";
    public static final String VALIDATE = "rdma.workbench.editor.validate";
    public static final String EXPORT_PNG = "rdma.workbench.editor.exportPng";

    private DiagramActionIds() {
    }
}
