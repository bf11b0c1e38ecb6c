package rdma.workbench.debug.ui.run;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;

/**
 * An on/off setting drawn as a toggle button (pressed while on): a check box in a view drawn by
 * the workbench's theme can show no tick on GTK, which reads as "off" while it is on, and a flat
 * toolbar item reads as a plain label.
 */
public final class Toggle {

    private final Button button;

    public Toggle(Composite parent, String text, String tip, boolean on, Runnable changed) {
        button = new Button(parent, SWT.TOGGLE);
        button.setText(text);
        button.setToolTipText(tip);
        button.setSelection(on);
        button.addListener(SWT.Selection, e -> changed.run());
    }

    public boolean isOn() {
        return button.getSelection();
    }

    public void set(boolean on) {
        button.setSelection(on);
    }

    public Button control() {
        return button;
    }
}
