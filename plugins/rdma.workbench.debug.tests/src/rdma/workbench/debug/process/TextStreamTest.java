package rdma.workbench.debug.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.debug.core.IStreamListener;
import org.junit.jupiter.api.Test;

/** A run's stream keeps what is written until the console has read it and turns keeping off; listeners hear everything. */
class TextStreamTest {

    private final TextStream stream = new TextStream();

    @Test
    void whatIsWrittenIsKeptUntilFlushed() {
        assertTrue(stream.isBuffered());
        stream.append("one\n");
        stream.append("two\n");
        assertEquals("one\ntwo\n", stream.getContents());
        stream.flushContents();
        assertEquals("", stream.getContents());
    }

    @Test
    void listenersHearEachAppendAndUnbufferedTextIsNotKept() {
        List<String> heard = new ArrayList<>();
        IStreamListener l = (text, monitor) -> {
            assertSame(stream, monitor);
            heard.add(text);
        };
        stream.addListener(l);
        stream.setBuffered(false);
        assertFalse(stream.isBuffered());
        stream.append("one\n");
        assertEquals("", stream.getContents(), "the console holds the text itself");
        stream.removeListener(l);
        stream.append("two\n");
        assertEquals(List.of("one\n"), heard);
    }
}
