package rdma.workbench.debug.challenge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.debug.ExampleProjects;
import rdma.workbench.debug.explain.Explanation;
import rdma.workbench.debug.launch.ScenarioSource;
import rdma.workbench.engine.stepping.Advance;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.trace.QpStateChanged;
import rdma.workbench.engine.trace.TraceEvent;

class ChallengePlanTest {

    private static final String PROJECT = "challenge-examples";

    private static String path(String name) {
        return "/" + PROJECT + "/scenarios/" + name + ".rdmaflow";
    }

    private static Session session(String name) throws Exception {
        ExampleProjects.get(PROJECT);
        return ScenarioSource.read(path(name)).load(1L);
    }

    private static ChallengePlan plan(String name, ChallengeOptions options) throws Exception {
        return ChallengePlan.of(session(name), Session.DEFAULT_LIMIT_NANOS, new QuestionMaker(options, path(name)));
    }

    private static Question first(ChallengePlan p, QuestionKind kind) {
        return p.questions().stream().filter(q -> q.kind() == kind).findFirst().orElseThrow();
    }

    @Test
    void theRnrExampleAsksAboutTheSendTheRnrNakAndTheCompletions() throws Exception {
        ChallengePlan p = plan("rnr-retry-recovers", ChallengeOptions.defaults());
        // the SEND and the RNR NAK are asked twice (the send, then its first resend), not for each of the ten retries
        // the QPs' setup is not asked: each ibv_modify_qp step names its state
        assertEquals(List.of("PACKET RC_SEND_ONLY, PSN 0", "RESPONSE RNR NAK", "PACKET RC_SEND_ONLY, PSN 0", "RESPONSE RNR NAK",
                "COMPLETION IBV_WC_SUCCESS", "COMPLETION IBV_WC_SUCCESS"),
                p.questions().stream().map(q -> q.kind() + " " + q.rightChoice()).toList());
        Question send = first(p, QuestionKind.PACKET);
        assertEquals("host1 (QP 0x000011) puts its next packet on the wire, to its peer's QP 0x000011. Which opcode and PSN does it carry?", send.prompt());
        assertEquals("RC_SEND_ONLY, PSN 0", send.rightChoice());
        Question nak = first(p, QuestionKind.RESPONSE);
        assertEquals("RNR NAK", nak.rightChoice());
        Question last = p.questions().get(p.size() - 1);
        assertEquals("A work completion for wr_id 8 (SEND) of QP 0x000011 goes to a CQ of host1. Which status does it carry?", last.prompt());
        assertEquals("IBV_WC_SUCCESS", last.rightChoice());
    }

    @Test
    void aQpStateIsAskedWhenTheTransportMovesTheQpNotWhenAStepNamesIt() throws Exception {
        Session s = session("remote-access-error");
        while (s.next(Session.DEFAULT_LIMIT_NANOS) == Advance.RAN) {
            // to the end
        }
        QuestionMaker maker = new QuestionMaker(ChallengeOptions.defaults(), path("remote-access-error"));
        List<String> asked = s.trace().events().stream().filter(e -> e instanceof QpStateChanged)
                .map(e -> (QpStateChanged) e)
                .map(q -> q.node() + " " + q.from() + "->" + q.to() + ": " + (maker.kindOf(q) == QuestionKind.QP_STATE)).toList();
        assertEquals(List.of("host2 RESET->INIT: false", "host1 RESET->INIT: false", "host2 INIT->RTR: false", "host1 INIT->RTR: false",
                "host2 RTR->RTS: false", "host1 RTR->RTS: false", "host2 RTS->ERR: true", "host1 RTS->ERR: true"), asked);
    }

    @Test
    void eachQuestionStandsBeforeTheEventItAsksAboutAndExplainsIt() throws Exception {
        ChallengePlan p = plan("rnr-retry-recovers", ChallengeOptions.defaults());
        Session s = session("rnr-retry-recovers");
        long previous = -1;
        for (Question q : p.questions()) {
            assertTrue(q.position() > previous, "one question per engine event, in order: " + q);
            previous = q.position();
            assertTrue(s.goTo(q.position()));
            assertTrue(s.trace().size() <= q.seq(), "the event is not in the trace yet at the question's position");
            assertTrue(s.goTo(q.position() + 1));
            TraceEvent e = s.trace().events().get((int) q.seq());
            assertEquals(Explanation.of(e), q.explanation(), "the explanation is the event's");
        }
    }

    @Test
    void exhaustedRnrRetriesCompleteWithTheirError() throws Exception {
        Question c = first(plan("rnr-retry-exhausted", ChallengeOptions.defaults()), QuestionKind.COMPLETION);
        assertEquals("IBV_WC_RNR_RETRY_EXC_ERR", c.rightChoice());
        assertTrue(c.explanation().text().contains("RNR"), c.explanation().text());
    }

    @Test
    void everyQuestionOffersTheNumberOfChoicesAskedWithOneRightAnswer() throws Exception {
        for (String name : List.of("rnr-retry-recovers", "lost-packet-go-back-n", "remote-access-error", "rc-read")) {
            for (Question q : plan(name, ChallengeOptions.defaults()).questions()) {
                assertEquals(4, q.choices().size(), name + ": " + q);
                assertEquals(4, new HashSet<>(q.choices()).size(), "distinct choices: " + q);
                assertEquals(1, q.choices().stream().filter(c -> c.equals(q.rightChoice())).count());
            }
        }
    }

    @Test
    void theOptionsChooseTheKindsAndTheNumberOfChoices() throws Exception {
        ChallengePlan p = plan("rnr-retry-recovers", new ChallengeOptions(EnumSet.of(QuestionKind.COMPLETION), 2));
        assertEquals(2, p.size());
        for (Question q : p.questions()) {
            assertEquals(QuestionKind.COMPLETION, q.kind());
            assertEquals(2, q.choices().size());
        }
        assertEquals("IBV_WC_SUCCESS", p.questions().get(0).rightChoice());
    }

    @Test
    void theSameScenarioAsksTheSameQuestionsWithTheSameChoices() throws Exception {
        List<Question> a = plan("lost-packet-go-back-n", ChallengeOptions.defaults()).questions();
        List<Question> b = plan("lost-packet-go-back-n", ChallengeOptions.defaults()).questions();
        assertEquals(a.size(), b.size());
        for (int i = 0; i < a.size(); i++) {
            assertEquals(a.get(i).choices(), b.get(i).choices());
            assertEquals(a.get(i).answer(), b.get(i).answer());
        }
        Question nak = a.stream().filter(q -> q.kind() == QuestionKind.RESPONSE && q.rightChoice().startsWith("NAK")).findFirst().orElseThrow();
        assertEquals("NAK: PSN sequence error", nak.rightChoice());
    }

    @Test
    void optionsOutsideTheirRangeAreRefusedWithTheRule() {
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> new ChallengeOptions(EnumSet.of(QuestionKind.PACKET), 7));
        assertEquals("a question offers 2 to 6 choices, not 7", e.getMessage());
        e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> new ChallengeOptions(EnumSet.noneOf(QuestionKind.class), 4));
        assertEquals("a challenge needs at least one kind of question", e.getMessage());
    }
}
