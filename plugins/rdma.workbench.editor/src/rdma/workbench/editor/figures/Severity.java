package rdma.workbench.editor.figures;

import org.eclipse.draw2d.ColorConstants;
import org.eclipse.draw2d.Graphics;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;

/** How bad the validator found a drawn element, and the badge that says so in its top-right corner. */
public enum Severity {
    NONE(null),
    WARNING(new Color(null, 230, 160, 0)),
    ERROR(new Color(null, 210, 30, 30));

    private final Color color;

    Severity(Color color) {
        this.color = color;
    }

    public Color color() {
        return color;
    }

    /** A filled circle with "!" (warning) or "×" (error) at the top-right of {@code r}. */
    void paintBadge(Graphics g, Rectangle r) {
        if (this == NONE) {
            return;
        }
        int d = 14;
        Rectangle badge = new Rectangle(r.right() - d - 2, r.y + 2, d, d);
        g.pushState();
        g.setAntialias(SWT.ON);
        g.setBackgroundColor(color);
        g.fillOval(badge);
        g.setForegroundColor(ColorConstants.white);
        g.setLineWidth(2);
        if (this == ERROR) {
            g.drawLine(badge.x + 4, badge.y + 4, badge.right() - 5, badge.bottom() - 5);
            g.drawLine(badge.right() - 5, badge.y + 4, badge.x + 4, badge.bottom() - 5);
        } else {
            g.drawLine(badge.x + d / 2, badge.y + 3, badge.x + d / 2, badge.y + 8);
            g.drawLine(badge.x + d / 2, badge.y + 10, badge.x + d / 2, badge.y + 11);
        }
        g.popState();
    }
}
