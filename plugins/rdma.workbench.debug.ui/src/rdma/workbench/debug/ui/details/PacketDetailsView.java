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
    protected void follow(RunPoint point) {
        pane.show(point.record(), point.frame());
    }

    @Override
    public void setFocus() {
        pane.setFocus();
    }

    /** For tests. */
    String selectedField() {
        return pane.selectedField();
    }

    int[] highlightedBytes() {
        return pane.highlightedBytes();
    }

    HexPane hex() {
        return pane.hex();
    }

    WireFrame frame() {
        return pane.frame();
    }

    String meaningOf(String layer, String field) {
        return pane.meaningOf(layer, field);
    }
}
