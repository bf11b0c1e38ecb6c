package rdma.workbench.ui.editors;

import org.eclipse.core.runtime.ListenerList;
import org.eclipse.jface.viewers.IPostSelectionProvider;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.ISelectionChangedListener;
import org.eclipse.jface.viewers.ISelectionProvider;
import org.eclipse.jface.viewers.SelectionChangedEvent;

/**
 * The selection provider of a multi-page editor's site: it speaks for the active page, so the
 * Properties view and the workbench's selection service follow whichever page the user works in,
 * and tells its listeners when the page changes.
 */
final class PageSelectionProvider implements IPostSelectionProvider {

    private final ListenerList<ISelectionChangedListener> listeners = new ListenerList<>();
    private final ListenerList<ISelectionChangedListener> postListeners = new ListenerList<>();
    private final ISelectionChangedListener forward = e -> fire(listeners, e.getSelection());
    private final ISelectionChangedListener forwardPost = e -> fire(postListeners, e.getSelection());
    private ISelectionProvider active;

    PageSelectionProvider(ISelectionProvider first) {
        setActive(first);
    }

    void setActive(ISelectionProvider page) {
        if (active == page) {
            return;
        }
        if (active != null) {
            active.removeSelectionChangedListener(forward);
            post(active, false);
        }
        active = page;
        active.addSelectionChangedListener(forward);
        post(active, true);
        fire(listeners, active.getSelection());
        fire(postListeners, active.getSelection());
    }

    ISelectionProvider active() {
        return active;
    }

    /** Post-selection (after a pause in keyboard navigation) where the page offers it, the plain selection where it does not. */
    private void post(ISelectionProvider page, boolean add) {
        if (page instanceof IPostSelectionProvider p) {
            if (add) {
                p.addPostSelectionChangedListener(forwardPost);
            } else {
                p.removePostSelectionChangedListener(forwardPost);
            }
        } else if (add) {
            page.addSelectionChangedListener(forwardPost);
        } else {
            page.removeSelectionChangedListener(forwardPost);
        }
    }

    private void fire(ListenerList<ISelectionChangedListener> to, ISelection s) {
        SelectionChangedEvent e = new SelectionChangedEvent(this, s);
        for (ISelectionChangedListener l : to) {
            l.selectionChanged(e);
        }
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
    public void addPostSelectionChangedListener(ISelectionChangedListener l) {
        postListeners.add(l);
    }

    @Override
    public void removePostSelectionChangedListener(ISelectionChangedListener l) {
        postListeners.remove(l);
    }

    @Override
    public ISelection getSelection() {
        return active.getSelection();
    }

    @Override
    public void setSelection(ISelection s) {
        active.setSelection(s);
    }
}
