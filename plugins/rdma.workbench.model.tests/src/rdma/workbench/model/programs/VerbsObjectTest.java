package rdma.workbench.model.programs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.model.scenario.ScenarioFactory;

/** What each creating step makes, and the word messages use for it. */
class VerbsObjectTest {

    private static final ScenarioFactory S = ScenarioFactory.eINSTANCE;

    @Test
    void eachCreatingStepAndItsObject() {
        assertEquals(List.of(VerbsObject.PD, VerbsObject.MR, VerbsObject.CQ, VerbsObject.SRQ, VerbsObject.QP, VerbsObject.AH),
                List.of(S.createAllocPd(), S.createRegMr(), S.createCreateCq(), S.createCreateSrq(), S.createCreateQp(), S.createCreateAh()).stream()
                        .map(VerbsObject::createdBy).toList());
        assertNull(VerbsObject.createdBy(S.createModifyQp()));
        assertNull(VerbsObject.createdBy(S.createDeallocPd()), "a destroy step creates nothing");
        assertNull(VerbsObject.createdBy(S.createPostSend()));
    }

    @Test
    void theWordsMessagesUse() {
        assertEquals(List.of("PD", "memory region", "CQ", "SRQ", "QP", "address handle"),
                List.of(VerbsObject.values()).stream().map(VerbsObject::label).toList());
    }
}
