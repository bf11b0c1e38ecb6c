package rdma.workbench.debug.process;

import org.eclipse.core.runtime.ListenerList;
import org.eclipse.debug.core.IStreamListener;
import org.eclipse.debug.core.model.IStreamMonitor;

/** One output stream of a scenario run (the trace, or its errors): what was written so far, and who listens. */
final class TextStream implements IStreamMonitor {

    private final StringBuilder contents = new StringBuilder();
    private final ListenerList<IStreamListener> listeners = new ListenerList<>();

    void append(String text) {
        synchronized (contents) {
            contents.append(text);
        }
        for (IStreamListener l : listeners) {
            l.streamAppended(text, this);
        }
    }

    @Override
    public void addListener(IStreamListener listener) {
        listeners.add(listener);
    }

    @Override
    public void removeListener(IStreamListener listener) {
        listeners.remove(listener);
    }

    @Override
    public String getContents() {
        synchronized (contents) {
            return contents.toString();
        }
    }
}
