package rdma.workbench.debug.ui.run;

import java.util.function.Consumer;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.ListenerList;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.ISelectionChangedListener;
import org.eclipse.jface.viewers.ISelectionProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.SelectionChangedEvent;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.ISelectionListener;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.part.ViewPart;

import rdma.workbench.debug.record.RunRecord;
import rdma.workbench.ui.HelpContexts;

/**
 * A packet view: shows the run its window's {@link RunFeed} follows, publishes what the user
 * selects in it as a {@link RunPoint}, and follows the points the other packet views publish.
 */
public abstract class RunViewPart extends ViewPart implements ISelectionProvider {

    private final ListenerList<ISelectionChangedListener> listeners = new ListenerList<>();
    private ISelection selection = StructuredSelection.EMPTY;
    private RunFeed feed;
    private final Consumer<RunRecord> onRecord = this::show;
    private final ISelectionListener onPoint = this::pointSelected;

    @Override
    public final void createPartControl(Composite parent) {
        createContent(parent);
        HelpContexts.set(parent, helpContext());
        getSite().setSelectionProvider(this);
        getSite().getPage().addPostSelectionListener(onPoint);
        feed = RunFeed.of(getSite().getWorkbenchWindow());
        feed.subscribe(onRecord);
    }

    /** The feed this view shows. */
    protected final RunFeed feed() {
        return feed;
    }

    /** The project of the scenario whose run is shown, or null (no run, or one of no workspace scenario). */
    protected final IProject scenarioProject() {
        var p = feed.followed();
        return p == null || p.scenario() == null ? null : p.scenario().getProject();
    }

    protected abstract void createContent(Composite parent);

    /** The F1 help context of this view (one of {@link HelpContexts}). */
    protected abstract String helpContext();

    /** Shows a new record (of another run, or of the same run at a later suspend). */
    protected abstract void show(RunRecord record);

    /** Shows what another packet view selected. */
    protected abstract void follow(RunPoint point);

    /** Tells the other views what the user selected here. */
    protected final void publish(RunPoint point) {
        selection = point == null ? StructuredSelection.EMPTY : new StructuredSelection(point);
        SelectionChangedEvent e = new SelectionChangedEvent(this, selection);
        for (ISelectionChangedListener l : listeners) {
            l.selectionChanged(e);
        }
    }

    private void pointSelected(IWorkbenchPart part, ISelection s) {
        // a point of an earlier record (a view activated again that selected something before the last suspend) is old news
        if (part != this && s instanceof IStructuredSelection ss && ss.getFirstElement() instanceof RunPoint p && p.record() == feed.current()) {
            follow(p);
            // this view now shows that point: activating it later must not bring back what it selected before
            selection = ss;
        }
    }

    @Override
    public void dispose() {
        getSite().getPage().removePostSelectionListener(onPoint);
        if (feed != null) {
            feed.unsubscribe(onRecord);
        }
        super.dispose();
    }

    @Override
    public void addSelectionChangedListener(ISelectionChangedListener l) {
        listeners.add(l);
    }

    @Override
    public void removeSelectionChangedListener(ISelectionChangedListener l) {
        listeners.remove(l);
    }

    @Override
    public ISelection getSelection() {
        return selection;
    }

    @Override
    public void setSelection(ISelection s) {
        if (s instanceof IStructuredSelection ss && ss.getFirstElement() instanceof RunPoint p) {
            follow(p);
            publish(p);
        }
    }
}
