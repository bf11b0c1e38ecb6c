package rdma.workbench.ui.editors;

import org.eclipse.jface.action.IStatusLineManager;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;

import rdma.workbench.ui.Tooltips;
import rdma.workbench.ui.edit.ClassHelp;

/**
 * The reference text of the model object under the pointer as the tree's tooltip (wrapped, all of
 * it), and the first sentence of the selected object's text in the status line, as the Properties
 * view does for a property.
 */
final class TreeHelp {

    private final TreeViewer viewer;
    private final IStatusLineManager statusLine;

    private TreeHelp(TreeViewer viewer, IStatusLineManager statusLine) {
        this.viewer = viewer;
        this.statusLine = statusLine;
    }

    static void install(TreeViewer viewer, IStatusLineManager statusLine) {
        TreeHelp help = new TreeHelp(viewer, statusLine);
        Tree tree = viewer.getTree();
        tree.addListener(SWT.MouseMove, help::pointerMoved);
        Tooltips.hideWhenActing(tree);
        viewer.addSelectionChangedListener(e -> help.selected(viewer.getStructuredSelection()));
    }

    /** The tooltip for the object at {@code (x, y)} of the tree, or null. */
    static String tooltipAt(Tree tree, int x, int y) {
        TreeItem item = tree.getItem(new Point(x, y));
        String text = item == null ? null : ClassHelp.of(item.getData());
        return text == null ? null : Tooltips.wrapForWidget(text);
    }

    /** The status line text for a selection: the summary of the one selected object's text, else nothing. */
    static String statusFor(IStructuredSelection selection) {
        String text = selection.size() == 1 ? ClassHelp.of(selection.getFirstElement()) : null;
        return text == null ? null : ClassHelp.summary(text);
    }

    private void pointerMoved(Event e) {
        Tree tree = viewer.getTree();
        String tip = tooltipAt(tree, e.x, e.y);
        // Setting the same text again would restart the tooltip's delay and make it flicker.
        if (tip == null ? tree.getToolTipText() != null : !tip.equals(tree.getToolTipText())) {
            tree.setToolTipText(tip);
        }
    }

    private void selected(IStructuredSelection selection) {
        statusLine.setMessage(statusFor(selection));
    }
}
