package rdma.workbench.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TooltipsTest {

    @Test
    void aLongMessageIsBrokenBetweenWordsAndItsOwnLinesStay() {
        String message = "Path MTU 4096 is larger than what port p1 of erdma_0 on host1 carries (its netdev MTU 1500 gives RoCE MTU 1024): "
                + "frames longer than the port's MTU are dropped by the NIC, so lower the path MTU in the INIT to RTR step to 1024.";
        String wrapped = Tooltips.wrap("Host host1\n\n" + message);
        for (String line : wrapped.split("\n")) {
            assertTrue(line.length() <= Tooltips.WIDTH, line);
        }
        assertTrue(wrapped.startsWith("Host host1\n\nPath MTU 4096 is larger"), wrapped);
        assertEquals(("Host host1\n\n" + message).replace("\n", " "), wrapped.replace("\n", " "), "only line breaks added");
        assertEquals("a\nb", Tooltips.wrap("a\nb"));
        assertEquals("one\ntwo", Tooltips.wrap("one two", 4));
    }

    @Test
    void aWidgetsTooltipIsBrokenShorterThanGtkBreaksIt() {
        String text = "ibv_post_send: posts one work request to the QP's send queue: a SEND, an RDMA WRITE or READ, or an atomic.";
        assertEquals("ibv_post_send: posts one work request to the QP's send queue: a\n"
                + "SEND, an RDMA WRITE or READ, or an atomic.", Tooltips.wrapForWidget(text));
    }
}
