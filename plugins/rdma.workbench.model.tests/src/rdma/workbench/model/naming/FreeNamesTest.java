package rdma.workbench.model.naming;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

/** Both naming styles (wanted-2, host3) and the pool that hands names out to siblings one after another. */
class FreeNamesTest {

    @Test
    void firstFreeKeepsAFreeNameAndElseCountsFromTwo() {
        assertEquals("mr", FreeNames.firstFree("mr", Set.of("pd", "cq")::contains));
        assertEquals("mr-2", FreeNames.firstFree("mr", Set.of("mr")::contains));
        assertEquals("mr-4", FreeNames.firstFree("mr", Set.of("mr", "mr-2", "mr-3")::contains));
        assertEquals("mr-2-2", FreeNames.firstFree("mr-2", Set.of("mr-2")::contains), "a wanted name is kept whole, never renumbered");
        assertNull(FreeNames.firstFree(null, Set.of("mr")::contains));
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
    void keepOrNumberedKeepsAFreeNameElseNumbersItsBase() {
        assertEquals("tor", FreeNames.keepOrNumbered("tor", Set.of("host1")::contains));
        assertEquals("tor1", FreeNames.keepOrNumbered("tor", Set.of("tor")::contains));
        assertEquals("host3", FreeNames.keepOrNumbered("host1", Set.of("host1", "host2")::contains), "the trailing digits are dropped for the base");
        assertEquals("l2", FreeNames.keepOrNumbered("l10", Set.of("l1", "l10")::contains));
        assertEquals("1", FreeNames.keepOrNumbered(null, Set.<String>of()::contains), "no name: numbers alone");
    }

    @Test
    void aPoolTakesEveryNameItHandsOut() {
        FreeNames.Pool pool = FreeNames.among(List.of("host1", "host2", "tor"));
        assertEquals("host3", pool.numbered("host", 1));
        assertEquals("host4", pool.numbered("host", 1), "host3 is taken now");
        assertEquals("tor1", pool.keepOrNumbered("tor"));
        assertEquals("spine", pool.keepOrNumbered("spine"));
        assertEquals("spine1", pool.keepOrNumbered("spine"), "the kept name is taken too");
        assertEquals("host5", pool.keepOrNumbered("host2"));
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
