package rdma.workbench.debug.ui.console;

import org.eclipse.debug.ui.console.IConsole;
import org.eclipse.debug.ui.console.IConsoleLineTracker;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IRegion;

import rdma.workbench.debug.process.ScenarioProcess;

/** Links each trace line of a scenario's console to the step it belongs to: clicking its time opens the step in the scenario editor. */
public final class StepLinkTracker implements IConsoleLineTracker {

    /** The time column of a trace line ("    1234.567 us"): the link, so the rest of the line stays readable. */
    private static final int TIME_COLUMN = 15;

    private IConsole console;
    private ScenarioProcess process;

    @Override
    public void init(IConsole c) {
        console = c;
        process = c.getProcess() instanceof ScenarioProcess p ? p : null;
    }

    @Override
    public void lineAppended(IRegion line) {
        if (process == null || line.getLength() == 0) {
            return;
        }
        try {
            String text = console.getDocument().get(line.getOffset(), line.getLength());
            String step = process.stepOf(text);
            if (step != null) {
                console.addLink(new StepLink(process.scenario(), step), line.getOffset(), Math.min(TIME_COLUMN, line.getLength()));
            }
        } catch (BadLocationException e) {
            // the console was cleared meanwhile
        }
    }

    @Override
    public void dispose() {
        process = null;
    }
}
