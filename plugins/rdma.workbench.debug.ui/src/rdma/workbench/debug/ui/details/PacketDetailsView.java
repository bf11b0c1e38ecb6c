package rdma.workbench.debug.ui.details;

import org.eclipse.swt.widgets.Composite;

import rdma.workbench.debug.record.RunRecord;
import rdma.workbench.debug.record.WireFrame;
import rdma.workbench.debug.ui.run.RunPoint;
import rdma.workbench.debug.ui.run.RunViewPart;
import rdma.workbench.ui.HelpContexts;

/**
 * Packet Details: the frame selected in the ladder or the Event Log taken apart like Wireshark
 * does (a {@link DetailsPane}).
 */
public final class PacketDetailsView extends RunViewPart {

    public static final String ID = "rdma.workbench.debug.ui.packetDetails";

    private DetailsPane pane;

    @Override
    protected String helpContext() {
        return HelpContexts.PACKET_DETAILS;
    }

    @Override
    protected void createContent(Composite parent) {
        pane = new DetailsPane(parent);
        getViewSite().getActionBars().getToolBarManager().add(pane.copyHexAction());
        getViewSite().getActionBars().getMenuManager().add(pane.copyHexAction());
        getViewSite().getActionBars().getMenuManager().add(pane.copyTextAction());
    }

    @Override
    protected void show(RunRecord record) {
        pane.showRecord(record);
    }

    @Override
    public void follow(RunPoint point) {
        pane.show(point.record(), point.frame());
    }

    @Override
    public void setFocus() {
        pane.setFocus();
    }

    /** For tests. */
    public String selectedField() {
        return pane.selectedField();
    }

    public int[] highlightedBytes() {
        return pane.highlightedBytes();
    }

    public HexPane hex() {
        return pane.hex();
    }

    public WireFrame frame() {
        return pane.frame();
    }

    public String meaningOf(String layer, String field) {
        return pane.meaningOf(layer, field);
    }
}
