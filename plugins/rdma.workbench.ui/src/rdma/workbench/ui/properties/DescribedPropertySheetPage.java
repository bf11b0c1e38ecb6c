package rdma.workbench.ui.properties;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.views.properties.IPropertySheetEntry;
import org.eclipse.ui.views.properties.PropertySheetPage;

import rdma.workbench.ui.Tooltips;

/**
 * The Properties page with each property's description also as the tooltip of its row, wrapped:
 * the status line shows a description on one line, cut where the window ends, and the reference
 * texts of the verbs' attributes are longer than that.
 */
public class DescribedPropertySheetPage extends PropertySheetPage {

    @Override
    public void createControl(Composite parent) {
        super.createControl(parent);
        Tree tree = (Tree) getControl();
        tree.addListener(SWT.MouseMove, e -> pointerMoved(tree, e));
        tree.addListener(SWT.MouseExit, e -> tree.setToolTipText(null));
    }

    /** The wrapped description of the property in the row at {@code (x, y)}, or null. */
    public static String tooltipAt(Tree tree, int x, int y) {
        TreeItem item = tree.getItem(new Point(x, y));
        if (item == null || !(item.getData() instanceof IPropertySheetEntry entry)) {
            return null;
        }
        String description = entry.getDescription();
        return description == null || description.isBlank() ? null : Tooltips.wrapForWidget(description);
    }

    private static void pointerMoved(Tree tree, Event e) {
        String tip = tooltipAt(tree, e.x, e.y);
        // Setting the same text again would restart the tooltip's delay and make it flicker.
        if (tip == null ? tree.getToolTipText() != null : !tip.equals(tree.getToolTipText())) {
            tree.setToolTipText(tip);
        }
    }
}
