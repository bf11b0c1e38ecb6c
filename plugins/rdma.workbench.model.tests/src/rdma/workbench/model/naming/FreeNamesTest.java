package rdma.workbench.model.naming;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

/** Both ways of naming (a new element numbered from a base, a copy going on in its own style) and the pool that hands names out to siblings one after another. */
class FreeNamesTest {

    @Test
    void nextKeepsAFreeNameAndElseGoesOnInItsStyle() {
        assertEquals("mr", FreeNames.next("mr", Set.of("pd", "cq")::contains));
        assertEquals("mr-2", FreeNames.next("mr", Set.of("mr")::contains));
        assertEquals("mr-4", FreeNames.next("mr", Set.of("mr", "mr-2", "mr-3")::contains));
        assertEquals("mr-3", FreeNames.next("mr-2", Set.of("mr-2")::contains), "mr-2 goes on as mr-3, not mr-2-2");
        assertEquals("host4", FreeNames.next("host3", Set.of("host1", "host2", "host3")::contains), "host4, not host3-2");
        assertEquals("host4", FreeNames.next("host1", Set.of("host1", "host2", "host3")::contains), "the first free one above");
        assertEquals("erdma_1", FreeNames.next("erdma_0", Set.of("erdma_0")::contains));
        assertEquals("h010", FreeNames.next("h009", Set.of("h009")::contains), "a padded series keeps its width");
        assertEquals("l11", FreeNames.next("l10", Set.of("l1", "l10")::contains));
        assertEquals("sn12345678901234567890-2", FreeNames.next("sn12345678901234567890", Set.of("sn12345678901234567890")::contains),
                "a number too long to count on is kept whole");
        assertNull(FreeNames.next(null, Set.of("mr")::contains));
    }

    @Test
    void numberedTakesTheFirstFreeNumberFromItsStart() {
        assertEquals("host1", FreeNames.numbered("host", 1, Set.<String>of()::contains));
        assertEquals("host3", FreeNames.numbered("host", 1, Set.of("host1", "host2")::contains));
        assertEquals("host1", FreeNames.numbered("host", 1, Set.of("host2")::contains), "a gap is filled");
        assertEquals("erdma_0", FreeNames.numbered("erdma_", 0, Set.of("roce_0")::contains));
        assertEquals("erdma_1", FreeNames.numbered("erdma_", 0, Set.of("erdma_0")::contains));
    }

    @Test
    void aPoolTakesEveryNameItHandsOut() {
        FreeNames.Pool pool = FreeNames.among(List.of("host1", "host2", "tor"));
        assertEquals("host3", pool.numbered("host", 1));
        assertEquals("host4", pool.numbered("host", 1), "host3 is taken now");
        assertEquals("tor-2", pool.next("tor"));
        assertEquals("spine", pool.next("spine"));
        assertEquals("spine-2", pool.next("spine"), "the kept name is taken too");
        assertEquals("host5", pool.next("host2"));
    }

    @Test
    void aPoolCopiesTheNamesItStartsWith() {
        List<String> siblings = new ArrayList<>(Arrays.asList("link1", null));
        FreeNames.Pool pool = FreeNames.among(siblings);
        siblings.add("link2");
        assertEquals("link2", pool.numbered("link", 1), "a name added to the list later is not the pool's");
        assertEquals("link3", pool.numbered("link", 1));
    }
}
