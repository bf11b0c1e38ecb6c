package rdma.workbench.debug.process;

import org.eclipse.core.runtime.ListenerList;
import org.eclipse.debug.core.IStreamListener;
import org.eclipse.debug.core.model.IFlushableStreamMonitor;

/**
 * One output stream of a scenario run (the trace, or its errors) and who listens. What is written
 * is kept until the console connects, reads it and turns keeping off (a console holds the text
 * itself; a million-event run would otherwise be kept twice). Appending and reading exclude each
 * other on the monitor, as the console expects when it connects.
 */
final class TextStream implements IFlushableStreamMonitor {

    private final StringBuilder contents = new StringBuilder();
    private final ListenerList<IStreamListener> listeners = new ListenerList<>();

    private boolean buffered = true;

    synchronized void append(String text) {
        if (buffered) {
            contents.append(text);
        }
        for (IStreamListener l : listeners) {
            l.streamAppended(text, this);
        }
    }

    @Override
    public synchronized void addListener(IStreamListener listener) {
        listeners.add(listener);
    }

    @Override
    public void removeListener(IStreamListener listener) {
        listeners.remove(listener);
    }

    @Override
    public synchronized String getContents() {
        return contents.toString();
    }

    @Override
    public synchronized void flushContents() {
        contents.setLength(0);
    }

    @Override
    public synchronized void setBuffered(boolean buffer) {
        buffered = buffer;
    }

    @Override
    public synchronized boolean isBuffered() {
        return buffered;
    }
}
