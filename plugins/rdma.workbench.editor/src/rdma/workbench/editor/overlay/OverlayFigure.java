package rdma.workbench.editor.overlay;

import org.eclipse.draw2d.ColorConstants;
import org.eclipse.draw2d.Figure;
import org.eclipse.draw2d.FigureUtilities;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;

/** Paints an overlay's marks where the diagram's figures are now: packets as small envelopes on links, drops as red bursts, badges on NICs. */
final class OverlayFigure extends Figure {

    private final DiagramOverlay overlay;

    OverlayFigure(DiagramOverlay overlay) {
        this.overlay = overlay;
        setOpaque(false);
    }

    @Override
    public boolean containsPoint(int x, int y) {
        // never in the way of the mouse: clicks go to the diagram below
        return false;
    }

    @Override
    protected void paintFigure(Graphics g) {
        g.setAntialias(SWT.ON);
        for (Mark m : overlay.marks()) {
            switch (m) {
                case Mark.Packet p -> packet(g, p);
                case Mark.Drop d -> drop(g, d);
                case Mark.Badge b -> badge(g, b);
            }
        }
    }

    private void packet(Graphics g, Mark.Packet p) {
        Point at = overlay.pointOnLink(p.link(), p.fromNode(), p.fraction());
        if (at == null) {
            return;
        }
        at = overlay.onOverlay(at);
        Color c = color(p.rgb());
        try {
            Rectangle r = new Rectangle(at.x - 9, at.y - 6, 18, 12);
            g.setBackgroundColor(c);
            g.fillRoundRectangle(r, 4, 4);
            g.setForegroundColor(ColorConstants.white);
            g.drawRoundRectangle(r, 4, 4);
            // an envelope's flap
            g.drawLine(r.x + 2, r.y + 2, at.x, at.y + 1);
            g.drawLine(r.right() - 3, r.y + 2, at.x, at.y + 1);
            if (p.label() != null && !p.label().isEmpty()) {
                g.setForegroundColor(c);
                Dimension d = FigureUtilities.getTextExtents(p.label(), g.getFont());
                g.setBackgroundColor(ColorConstants.white);
                g.fillRectangle(at.x + 11, at.y - d.height / 2, d.width + 2, d.height);
                g.drawText(p.label(), at.x + 12, at.y - d.height / 2);
            }
        } finally {
            c.dispose();
        }
    }

    private void drop(Graphics g, Mark.Drop d) {
        Point at;
        if (d.link() != null) {
            at = overlay.pointOnLink(d.link(), d.fromNode(), d.fraction());
            at = at == null ? null : overlay.onOverlay(at);
        } else {
            Rectangle b = overlay.boundsOf(d.node(), null);
            at = b == null ? null : b.getCenter();
        }
        if (at == null) {
            return;
        }
        int size = (int) Math.round(8 + 10 * d.strength());
        Color red = color(0xB00000);
        try {
            g.setAlpha((int) Math.round(90 + 165 * d.strength()));
            g.setForegroundColor(red);
            g.setLineWidth(3);
            g.drawLine(at.x - size, at.y - size, at.x + size, at.y + size);
            g.drawLine(at.x - size, at.y + size, at.x + size, at.y - size);
            g.setLineWidth(1);
            g.drawOval(at.x - size - 4, at.y - size - 4, 2 * size + 8, 2 * size + 8);
            if (d.label() != null) {
                g.drawText(d.label(), at.x + size + 6, at.y - 7);
            }
            g.setAlpha(255);
        } finally {
            red.dispose();
        }
    }

    private void badge(Graphics g, Mark.Badge b) {
        Rectangle r = badgeArea(b);
        if (r == null) {
            return;
        }
        Color c = color(b.rgb());
        try {
            g.setBackgroundColor(c);
            g.fillRoundRectangle(r, 8, 8);
            g.setForegroundColor(ColorConstants.white);
            g.drawText(b.text(), r.x + 4, r.y + 1);
        } finally {
            c.dispose();
        }
    }

    /** Where badge {@code b} is drawn, in this figure's coordinates; null when its NIC is not drawn. */
    Rectangle badgeArea(Mark.Badge b) {
        Rectangle nic = overlay.boundsOf(b.host(), b.device());
        if (nic == null) {
            return null;
        }
        Dimension d = FigureUtilities.getTextExtents(b.text(), getFont());
        // above the NIC's top-right corner, clear of its name
        Rectangle r = new Rectangle(nic.right() - d.width - 8, nic.y - d.height - 3, d.width + 8, d.height + 2);
        return inView(r, nic, getBounds());
    }

    /**
     * {@code badge} moved into {@code view} when its NIC is at least partly there: a badge keeps
     * its size at any zoom, so on a fabric zoomed out it is wider than its NIC and, at the edge
     * of the view, would be cut off.
     */
    static Rectangle inView(Rectangle badge, Rectangle nic, Rectangle view) {
        if (!nic.intersects(view)) {
            return badge;
        }
        Rectangle r = badge.getCopy();
        r.x = Math.max(view.x, Math.min(r.x, view.right() - r.width));
        r.y = Math.max(view.y, Math.min(r.y, view.bottom() - r.height));
        return r;
    }

    private static Color color(int rgb) {
        return new Color(rgb >> 16 & 0xFF, rgb >> 8 & 0xFF, rgb & 0xFF);
    }
}
