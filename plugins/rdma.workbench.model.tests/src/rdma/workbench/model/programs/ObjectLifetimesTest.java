package rdma.workbench.model.programs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import rdma.workbench.model.ModelFixtures;
import rdma.workbench.model.scenario.AllocPd;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.DeallocPd;
import rdma.workbench.model.scenario.DeregMr;
import rdma.workbench.model.scenario.DestroyAh;
import rdma.workbench.model.scenario.DestroyCq;
import rdma.workbench.model.scenario.DestroyQp;
import rdma.workbench.model.scenario.DestroySrq;
import rdma.workbench.model.scenario.Errno;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.ScenarioFactory;

/** When a program's verbs objects exist: from a creation that succeeds until a destroy that succeeds. */
class ObjectLifetimesTest {

    private static final ScenarioFactory S = ScenarioFactory.eINSTANCE;

    private final Program client = ModelFixtures.program(ModelFixtures.rcSend(ModelFixtures.twoHosts()), "client");
    private final CreateQp qp = ModelFixtures.qp(client);
    private final PostSend send = ModelFixtures.step(client, "send1", PostSend.class);

    private DestroyQp destroy(String name, Errno expected) {
        DestroyQp d = S.createDestroyQp();
        d.setName(name);
        d.setQp(qp);
        d.setExpectedResult(expected);
        return d;
    }

    @Test
    void anObjectLivesFromTheStepAfterItsCreation() {
        ObjectLifetimes lifetimes = ObjectLifetimes.of(client);
        assertEquals(3, lifetimes.position(qp));
        assertEquals(7, lifetimes.position(send));
        assertTrue(lifetimes.alive(qp, send));
        assertFalse(lifetimes.alive(qp, qp), "not yet while it is being created");
        assertFalse(lifetimes.alive(send, qp), "a later step's object");
        assertEquals(-1, lifetimes.position(ModelFixtures.qp(ModelFixtures.program(ModelFixtures.rcSend(ModelFixtures.twoHosts()), "server"))),
                "a step of another program");
    }

    @Test
    void aCreationExpectedToFailMakesNothing() {
        qp.setExpectedResult(Errno.EINVAL);
        assertFalse(ObjectLifetimes.of(client).alive(qp, send));
    }

    @Test
    void theFirstSucceedingDestroyEndsTheObjectAndABusyOneDoesNot() {
        DestroyQp busy = destroy("busy", Errno.EBUSY);
        DestroyQp bye = destroy("bye", Errno.OK);
        DestroyQp again = destroy("again", Errno.OK);
        client.getSteps().add(6, busy);
        client.getSteps().add(7, bye);
        client.getSteps().add(again);
        ObjectLifetimes lifetimes = ObjectLifetimes.of(client);
        assertNull(lifetimes.destroyedBefore(qp, busy));
        assertNull(lifetimes.destroyedBefore(qp, bye), "not before itself");
        assertSame(bye, lifetimes.destroyedBefore(qp, send));
        assertSame(bye, lifetimes.destroyedBefore(qp, again), "the first destroy, not a later one");
        assertTrue(lifetimes.alive(qp, bye), "EBUSY left it alive");
        assertFalse(lifetimes.alive(qp, send));
    }

    @Test
    void whatEachDestroyStepFreesAndTheVerbItCalls() {
        AllocPd pd = ModelFixtures.step(client, "pd", AllocPd.class);
        DeallocPd dealloc = S.createDeallocPd();
        dealloc.setPd(pd);
        DeregMr dereg = S.createDeregMr();
        dereg.setMr(ModelFixtures.mr(client));
        DestroyCq destroyCq = S.createDestroyCq();
        destroyCq.setCq(ModelFixtures.cq(client));
        DestroyQp destroyQp = destroy("d", Errno.OK);
        assertSame(pd, ObjectLifetimes.target(dealloc));
        assertSame(ModelFixtures.mr(client), ObjectLifetimes.target(dereg));
        assertSame(ModelFixtures.cq(client), ObjectLifetimes.target(destroyCq));
        assertSame(qp, ObjectLifetimes.target(destroyQp));
        DestroySrq srq = S.createDestroySrq();
        DestroyAh ah = S.createDestroyAh();
        assertNull(ObjectLifetimes.target(srq), "no SRQ named");
        assertNull(ObjectLifetimes.target(ah), "no AH named");
        assertNull(ObjectLifetimes.target(send));
        assertEquals("ibv_dealloc_pd", ObjectLifetimes.verb(dealloc));
        assertEquals("ibv_dereg_mr", ObjectLifetimes.verb(dereg));
        assertEquals("ibv_destroy_cq", ObjectLifetimes.verb(destroyCq));
        assertEquals("ibv_destroy_srq", ObjectLifetimes.verb(srq));
        assertEquals("ibv_destroy_qp", ObjectLifetimes.verb(destroyQp));
        assertEquals("ibv_destroy_ah", ObjectLifetimes.verb(ah));
        assertNull(ObjectLifetimes.verb(send));
    }
}
