package rdma.workbench.debug.ui.eventlog;

import java.io.IOException;
import java.io.Writer;

import org.eclipse.core.resources.IFile;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.FileEditorInput;

import rdma.workbench.debug.record.RunRecord;
import rdma.workbench.debug.ui.run.RunPoint;
import rdma.workbench.debug.ui.run.RunViewPart;
import rdma.workbench.debug.ui.run.SaveRunAction;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.ui.HelpContexts;
import rdma.workbench.ui.editors.ScenarioEditor;

/**
 * Event Log: every event of the run (an {@link EventLogPane}). Selecting an event selects its
 * frame in the ladder and the details; double-clicking a verb opens its step in the scenario.
 */
public final class EventLogView extends RunViewPart {

    public static final String ID = "rdma.workbench.debug.ui.eventLog";

    private EventLogPane pane;

    @Override
    protected String helpContext() {
        return HelpContexts.EVENT_LOG;
    }

    @Override
    protected void createContent(Composite parent) {
        pane = new EventLogPane(parent);
        pane.onSelect(e -> publish(RunPoint.ofEvent(pane.record(), e)));
        pane.onOpen(this::openStep);
        getViewSite().getActionBars().getToolBarManager().add(pane.csvAction());
        getViewSite().getActionBars().getMenuManager().add(pane.csvAction());
        getViewSite().getActionBars().getMenuManager().add(pane.jsonAction());
        getViewSite().getActionBars().getMenuManager().add(new SaveRunAction(pane::record, getSite()::getShell, this::scenarioProject));
    }

    @Override
    protected void show(RunRecord record) {
        pane.show(record);
    }

    @Override
    protected void follow(RunPoint point) {
        pane.follow(point);
    }

    private void openStep(TraceEvent e) {
        String step = e.stepId();
        var p = feed().followed();
        IFile file = p == null ? null : p.scenario();
        if (step == null || file == null) {
            return;
        }
        IWorkbenchPage page = getSite().getPage();
        try {
            if (page.openEditor(new FileEditorInput(file), ScenarioEditor.ID) instanceof ScenarioEditor editor) {
                editor.selectStep(step);
            }
        } catch (PartInitException ex) {
            MessageDialog.openError(getSite().getShell(), "Event Log", "Cannot open " + file.getFullPath() + ": " + ex.getMessage());
        }
    }

    @Override
    public void setFocus() {
        pane.setFocus();
    }

    /** For tests. */
    public RunRecord record() {
        return pane.record();
    }

    int[] rows() {
        return pane.rows();
    }

    public TraceEvent selected() {
        return pane.selected();
    }

    void write(Writer w, boolean json) throws IOException {
        pane.write(w, json);
    }

    public void setFilter(boolean errors, String text) {
        pane.setFilter(errors, text);
    }

    String detailText() {
        return pane.detailText();
    }
}
