package rdma.workbench.editor.figures;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;

import org.eclipse.draw2d.ColorConstants;
import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.SWTGraphics;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;
import org.junit.jupiter.api.Test;

/** What the figures show: names, port lines, the empty host's hint, the validator's colours, tooltips and badges. */
class FiguresTest {

    private static String tooltip(IFigure f) {
        return f.getToolTip() == null ? null : ((Label) f.getToolTip()).getText();
    }

    private static List<String> labels(IFigure f) {
        return f.getChildren().stream().filter(Label.class::isInstance).map(c -> ((Label) c).getText()).toList();
    }

    @Test
    void theSeveritiesColours() {
        assertNull(Severity.NONE.color());
        assertEquals(new RGB(230, 160, 0), Severity.WARNING.color().getRGB());
        assertEquals(new RGB(210, 30, 30), Severity.ERROR.color().getRGB());
    }

    @Test
    void aHostShowsItsNameAndTheHintWhileItHasNoNic() {
        HostFigure host = new HostFigure(null);
        host.setTitle("host1", "Host host1\n1 GiB of memory, 0 RDMA NIC(s)");
        assertEquals("host1", host.getTitle().getText());
        host.setEmpty(true);
        host.setEmpty(true);
        assertEquals(List.of("host1", "no RDMA NIC: drop one here"), labels(host), "one hint, however often it is asked for");
        host.setEmpty(false);
        assertEquals(List.of("host1"), labels(host));
        assertEquals("Host host1\n1 GiB of memory, 0 RDMA NIC(s)", tooltip(host));
    }

    @Test
    void aProblemColoursTheOutlineAndFollowsTheSummaryInTheTooltip() {
        HostFigure host = new HostFigure(null);
        host.setTitle("host1", "Host host1");
        host.setProblem(Severity.ERROR, "Error: two cables on port p1");
        assertEquals(Severity.ERROR, host.getProblem());
        assertEquals(Severity.ERROR.color(), host.getForegroundColor());
        assertEquals("Host host1\n\nError: two cables on port p1", tooltip(host));
        host.setProblem(Severity.NONE, null);
        assertEquals(ColorConstants.gray, host.getForegroundColor());
        assertEquals("Host host1", tooltip(host));
    }

    @Test
    void aLongProblemIsWrappedBetweenWordsAndNoTextIsNoTooltip() {
        SwitchFigure sw = new SwitchFigure(null);
        assertNull(sw.getToolTip());
        String words = "Warning: switch sw1 marks ECN above a threshold larger than its buffer, so it never marks a packet at all";
        sw.setProblem(Severity.WARNING, words);
        assertEquals("Warning: switch sw1 marks ECN above a threshold larger than its buffer, so it never marks\na packet at all", tooltip(sw));
        sw.show("", "");
        sw.setProblem(Severity.NONE, null);
        assertNull(sw.getToolTip(), "an empty summary: no tooltip");
    }

    @Test
    void aSwitchALinkAndANamespaceShowTheirText() {
        SwitchFigure sw = new SwitchFigure(null);
        sw.show("leaf1  · PFC", "Switch leaf1");
        assertEquals("leaf1  · PFC", sw.getText());
        sw.setProblem(Severity.ERROR, "Error: x");
        assertEquals(Severity.ERROR.color(), sw.getForegroundColor());
        sw.setProblem(Severity.NONE, null);
        assertEquals(SwitchFigure.FILL, sw.getForegroundColor(), "the outline in the fill colour again");

        LinkFigure link = new LinkFigure();
        link.show("25 Gb/s", "link l0");
        assertEquals("25 Gb/s", link.getText());
        assertEquals(2, link.getLineWidth());
        link.setProblem(Severity.WARNING, "Warning: y");
        assertEquals(List.of(3, Severity.WARNING.color()), List.of(link.getLineWidth(), link.getForegroundColor()));
        link.setProblem(Severity.NONE, null);
        assertEquals(List.of(2, ColorConstants.darkGray), List.of(link.getLineWidth(), link.getForegroundColor()));

        NamespaceFigure ns = new NamespaceFigure(null);
        ns.show("netns blue", "Network namespace blue");
        assertEquals("netns blue", ns.getNameLabel().getText());
        assertEquals("Network namespace blue", tooltip(ns));
    }

    @Test
    void aNicShowsItsKindInItsColourAndOneLinePerPort() {
        RnicFigure nic = new RnicFigure();
        nic.show(null, "erdma_0", "ERDMA RoCEv2", true, List.of("p1 · eth0 · MTU 1500", "p2 · eth1 · MTU 9000"), "ERDMA device");
        assertEquals(List.of("erdma_0  ·  ERDMA RoCEv2", "p1 · eth0 · MTU 1500", "p2 · eth1 · MTU 9000"), labels(nic));
        assertEquals(RnicFigure.ERDMA, nic.getNameLabel().getForegroundColor());
        nic.show(null, "mlx5_0", "RoCE", false, List.of("p1 · MTU 4200"), "RoCE NIC");
        assertEquals(List.of("mlx5_0  ·  RoCE", "p1 · MTU 4200"), labels(nic), "the port lines of before are gone");
        assertEquals(RnicFigure.ROCE, nic.getNameLabel().getForegroundColor());
    }

    /** The colour at (x, y) of {@code f} painted at 200 x 100. */
    private static RGB pixel(IFigure f, int x, int y) {
        f.setBounds(new Rectangle(0, 0, 200, 100));
        Image image = new Image(Display.getCurrent(), 200, 100);
        GC gc = new GC(image);
        SWTGraphics g = new SWTGraphics(gc);
        try {
            f.paint(g);
            ImageData data = image.getImageData();
            return data.palette.getRGB(data.getPixel(x, y));
        } finally {
            g.dispose();
            gc.dispose();
            image.dispose();
        }
    }

    @Test
    void theBadgeIsPaintedInTheTopRightCornerInTheSeveritysColour() {
        // the badge: a 14-pixel circle 2 pixels in from the top-right corner, centred at (191, 9); (186, 9) is inside it, clear of its strokes
        HostFigure host = new HostFigure(null);
        host.setTitle("host1", null);
        assertEquals(new RGB(246, 247, 250), pixel(host, 186, 9), "no problem: the host's fill");
        host.setProblem(Severity.ERROR, "Error: x");
        assertEquals(new RGB(210, 30, 30), pixel(host, 186, 9));
        host.setProblem(Severity.WARNING, "Warning: y");
        assertEquals(new RGB(230, 160, 0), pixel(host, 186, 9));
    }
}
