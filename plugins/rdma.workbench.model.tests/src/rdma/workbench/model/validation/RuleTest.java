package rdma.workbench.model.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

class RuleTest {

    @Test
    void noTwoRulesShareACode() {
        Map<Integer, Rule> byCode = new LinkedHashMap<>();
        for (Rule r : Rule.values()) {
            Rule other = byCode.put(r.code(), r);
            assertNull(other, () -> r + " and " + byCode.get(r.code()) + " share code " + r.code());
        }
    }

    /** Markers and scripts keep codes: a rule's number never changes, whatever is inserted before it. */
    @Test
    void everyRuleKeepsItsNumber() {
        Map<String, Integer> expected = new LinkedHashMap<>();
        String[] names = {"DUPLICATE_NAME", "LINK_TO_ITSELF", "ENDPOINT_IN_TWO_LINKS", "LINK_PARAMETER", "PROTOCOL_MISMATCH", "PORT_MTU_TOO_SMALL",
                "GID_ADDRESS", "GID_INDEX", "GID_TABLE_FULL", "ERDMA_GID_TYPE", "PROGRAM_HOST", "PROGRAM_DEVICE", "FOREIGN_OBJECT",
                "USE_BEFORE_CREATE", "ERDMA_ROCE_NO_UC", "ERDMA_ROCE_NO_SRQ", "ERDMA_IWARP_RC_ONLY", "PEER_PROTOCOL",
                "REMOTE_ACCESS_NEEDS_LOCAL_WRITE", "PATH_MTU", "UD_NAMESPACE_GID", "GID_INDEX_MISSING", "CGROUP_LIMIT", "DEVICE_LIMIT",
                "REMOTE_MR_MISSING", "REMOTE_MR_NOT_PEER", "QP_NOT_CONNECTED", "OPCODE_FOR_QP_TYPE", "UD_DESTINATION", "SGE_BOUNDS",
                "SYNC_PARTNER", "RECV_TARGET", "FIELD_RANGE", "CQ_SIZE", "TIME_RANGE", "HEX_DATA", "DATA_BEYOND_MR", "USE_AFTER_DESTROY",
                "DESTROY_IN_USE", "QUERY_DEST_QP", "ASYNC_EVENT_OBJECT", "USE_OF_FAILED_CREATE", null, "CONGESTION_CONTROL_NOT_SIMULATED",
                "DCQCN_PARAMETER", "HPCC_PARAMETER", "PORT_MAC", "REMOTE_ACCESS", "LOCAL_ACCESS", "ECN_PROFILE", "REPEAT_OVERRUNS_CQ"};
        for (int i = 0; i < names.length; i++) {
            if (names[i] != null) { // null: a retired code
                expected.put(names[i], i + 1);
            }
        }
        Map<String, Integer> actual = new LinkedHashMap<>();
        Arrays.stream(Rule.values()).forEach(r -> actual.put(r.name(), r.code()));
        assertEquals(expected, actual);
    }

    /** A retired code stays retired: markers saved with it must not come back as another rule. */
    @Test
    void noRuleTakesARetiredCode() {
        assertEquals(Set.of(43), Rule.RETIRED_CODES, "43: PFC_NOT_SIMULATED, retired when the engine simulated PFC");
        for (Rule r : Rule.values()) {
            assertFalse(Rule.RETIRED_CODES.contains(r.code()), r + " takes retired code " + r.code());
        }
        assertNull(Rule.ofCode(43));
    }

    @Test
    void codesLeadBackToTheirRuleAndEveryRuleNamesItsSource() {
        for (Rule r : Rule.values()) {
            assertSame(r, Rule.ofCode(r.code()));
            assertFalse(r.source().isBlank(), r + " cites its source");
        }
        assertNull(Rule.ofCode(0));
        assertNull(Rule.ofCode(Rule.values().length + 1000));
        assertEquals("ibv_create_cq(3), rxe_cq_chk_attr: cqe at least 1", Rule.CQ_SIZE.source());
    }
}
