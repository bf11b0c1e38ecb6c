package rdma.workbench.ui;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.ui.IStartup;
import org.eclipse.ui.PlatformUI;

/**
 * Keeps the tooltip under the pointer off the screen while a dialog is open, so that it never
 * stays up behind the dialog. GTK takes a tooltip down when the pointer leaves its widget, a key
 * or button is pressed, or the widget's window loses the focus; a window that keeps the focus
 * while a dialog opens over it (under X without a window manager, as under Xvfb) shows the
 * tooltip of the toolbar button that opened the dialog again as soon as the button is released,
 * and keeps it while the pointer rests there. Started with the workbench, for every window and
 * dialog of the product.
 */
public final class TooltipsUnderDialogs implements IStartup {

    @Override
    public void earlyStartup() {
        Display display = PlatformUI.getWorkbench().getDisplay();
        display.asyncExec(() -> install(display));
    }

    /** From now on, while a dialog that {@code display} shows is open, the control under the pointer shows no tooltip. */
    public static void install(Display display) {
        display.addFilter(SWT.Show, e -> {
            if (e.widget instanceof Shell dialog && dialog.getParent() != null) {
                quieten(dialog);
            }
        });
    }

    private static void quieten(Shell dialog) {
        Display display = dialog.getDisplay();
        Control under = display.getCursorControl();
        if (under == null || under.getShell() == dialog) {
            return;
        }
        if (under instanceof ToolBar bar) {
            ToolItem item = bar.getItem(bar.toControl(display.getCursorLocation()));
            if (item != null && item.getToolTipText() != null && bar.getToolTipText() == null) {
                quieten(dialog, bar, item);
            }
        } else if (under.getToolTipText() != null) {
            // a control's tooltip goes with its text, which comes back when the dialog closes unless the control has a new one
            String tip = under.getToolTipText();
            under.setToolTipText(null);
            dialog.addListener(SWT.Dispose, e -> {
                if (!under.isDisposed() && under.getToolTipText() == null) {
                    under.setToolTipText(tip);
                }
            });
        }
    }

    /**
     * The button's tooltip goes with its text, as a control's does; but the workbench sets the text
     * of a tool item again when the dialog becomes the active shell, and GTK then shows the tooltip
     * at once. While a toolbar has a tooltip text of its own, SWT hands GTK none of its items'
     * texts: an empty one keeps the item's new text from GTK until the dialog closes.
     */
    private static void quieten(Shell dialog, ToolBar bar, ToolItem item) {
        String tip = item.getToolTipText();
        item.setToolTipText(null);
        bar.setToolTipText("");
        dialog.addListener(SWT.Dispose, e -> {
            if (!bar.isDisposed()) {
                bar.setToolTipText(null);
            }
            if (!item.isDisposed() && item.getToolTipText() == null) {
                item.setToolTipText(tip);
            }
        });
    }
}
