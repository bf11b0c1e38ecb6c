package rdma.workbench.debug.ui.wire;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;

/**
 * An on/off setting drawn as a toolbar toggle (pressed while on): a check box in a view drawn by
 * the workbench's theme can show no tick on GTK, which reads as "off" while it is on.
 */
final class Toggle {

    private final ToolItem item;

    Toggle(Composite parent, String text, String tip, boolean on, Runnable changed) {
        ToolBar bar = new ToolBar(parent, SWT.FLAT | SWT.RIGHT);
        item = new ToolItem(bar, SWT.CHECK);
        item.setText(text);
        item.setToolTipText(tip);
        item.setSelection(on);
        item.addListener(SWT.Selection, e -> changed.run());
    }

    boolean isOn() {
        return item.getSelection();
    }

    void set(boolean on) {
        item.setSelection(on);
    }

    ToolBar control() {
        return item.getParent();
    }
}
