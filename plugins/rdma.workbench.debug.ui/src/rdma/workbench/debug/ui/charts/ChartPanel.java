package rdma.workbench.debug.ui.charts;

/** The charts of the Fabric Charts view, one tab each, with what their y axis measures and what fills them. */
public enum ChartPanel {

    RATES("Rates", "rate (Gbit/s)", "No rate changes: NICs running DCQCN or HPCC report each QP's rate here"),
    WINDOWS("Windows", "window (bytes)", "No windows: HPCC reports each QP's window of unacknowledged bytes here"),
    QUEUES("Queues", "queue (bytes)", "No switch queue held a frame: egress queue depths appear here"),
    EVENTS("Marks, CNPs, Pauses", "", "No ECN marks, CNPs or pauses in this run");

    private final String title;
    private final String axis;
    private final String empty;

    ChartPanel(String title, String axis, String empty) {
        this.title = title;
        this.axis = axis;
        this.empty = empty;
    }

    public String title() {
        return title;
    }

    /** The y axis's title (none for the events' lanes). */
    public String axis() {
        return axis;
    }

    /** What the chart says when the run gives it nothing. */
    public String empty() {
        return empty;
    }
}
