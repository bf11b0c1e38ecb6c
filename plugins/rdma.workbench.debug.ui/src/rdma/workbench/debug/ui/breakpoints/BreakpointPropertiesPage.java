package rdma.workbench.debug.ui.breakpoints;

import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.model.IBreakpoint;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.ui.dialogs.PropertyPage;

import rdma.workbench.debug.breakpoints.EventBreakpoint;
import rdma.workbench.debug.breakpoints.RdmaBreakpoint;
import rdma.workbench.debug.breakpoints.StepBreakpoint;

/** Breakpoint Properties of an RDMA breakpoint (from the Breakpoints view): what it waits for, enabled, and its hit count. */
public final class BreakpointPropertiesPage extends PropertyPage {

    private Button enabled;
    private Spinner hitCount;

    private IBreakpoint breakpoint() {
        return Adapters.adapt(getElement(), IBreakpoint.class);
    }

    @Override
    protected Control createContents(Composite parent) {
        noDefaultAndApplyButton();
        Composite c = new Composite(parent, SWT.NONE);
        GridLayoutFactory.swtDefaults().numColumns(2).applyTo(c);
        IBreakpoint b = breakpoint();
        new Label(c, SWT.NONE).setText("Suspends:");
        new Label(c, SWT.NONE).setText(switch (b) {
            case StepBreakpoint s -> "before " + s.label() + " begins";
            case EventBreakpoint e -> e.spec() == null ? "(an event of a kind this version does not know)" : "after: " + e.spec().describe();
            default -> "";
        });
        enabled = new Button(c, SWT.CHECK);
        enabled.setText("&Enabled");
        new Label(c, SWT.NONE);
        new Label(c, SWT.NONE).setText("&Hit count:");
        hitCount = new Spinner(c, SWT.BORDER);
        hitCount.setValues(0, 0, 1_000_000, 0, 1, 10);
        hitCount.setToolTipText("0: suspend at every hit; n: suspend at the n-th hit of a run, then disable the breakpoint");
        try {
            enabled.setSelection(b.isEnabled());
        } catch (CoreException e) {
            setErrorMessage(e.getMessage());
        }
        hitCount.setSelection(b instanceof RdmaBreakpoint r ? r.hitCount() : 0);
        return c;
    }

    @Override
    public boolean performOk() {
        IBreakpoint b = breakpoint();
        try {
            b.setEnabled(enabled.getSelection());
            if (b instanceof RdmaBreakpoint r) {
                r.setHitCount(hitCount.getSelection());
            }
        } catch (CoreException e) {
            setErrorMessage(e.getMessage());
            return false;
        }
        return true;
    }
}
