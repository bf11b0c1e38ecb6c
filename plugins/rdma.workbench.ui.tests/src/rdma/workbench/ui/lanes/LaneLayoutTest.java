package rdma.workbench.ui.lanes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.model.scenario.AllocPd;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.ScenarioFactory;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.scenario.Sync;

/** Rows of programs drawn side by side: what lies between two barriers sits side by side. */
class LaneLayoutTest {

    private static final ScenarioFactory F = ScenarioFactory.eINSTANCE;

    /** A program from a script: "a b |x c" is steps a, b, a Sync at barrier x, step c. */
    private static Program program(Scenario s, String name, String script) {
        Program p = F.createProgram();
        p.setName(name);
        int i = 0;
        for (String word : script.split(" ")) {
            if (word.startsWith("|")) {
                Sync y = F.createSync();
                y.setName("sync" + i++);
                y.setBarrier(word.substring(1));
                p.getSteps().add(y);
            } else {
                AllocPd pd = F.createAllocPd();
                pd.setName(word);
                p.getSteps().add(pd);
            }
        }
        s.getPrograms().add(p);
        return p;
    }

    private static String rows(LaneLayout l, Program p) {
        StringBuilder b = new StringBuilder();
        for (Step s : p.getSteps()) {
            LaneLayout.Cell c = l.cellOf(s);
            b.append(s.getName()).append('@').append(c.row()).append(c.lane()).append(' ');
        }
        return b.toString().trim();
    }

    @Test
    void syncsOfOneBarrierShareARowAfterTheLongerSide() {
        Scenario s = F.createScenario();
        Program a = program(s, "a", "a1 a2 a3 |ready a4 |done");
        Program b = program(s, "b", "b1 |ready b2 b3 b4 |done b5");
        LaneLayout l = LaneLayout.of(s);
        assertEquals("a1@00 a2@10 a3@20 sync0@30 a4@40 sync1@70", rows(l, a));
        assertEquals("b1@01 sync0@31 b2@41 b3@51 b4@61 sync1@71 b5@81", rows(l, b));
        assertEquals(2, l.barriers().size());
        LaneLayout.Barrier ready = l.barriers().get(0);
        assertEquals("ready", ready.name());
        assertEquals(3, ready.row());
        assertEquals(List.of(0, 1), ready.lanes());
        assertEquals(7, l.barriers().get(1).row());
        assertEquals(9, l.rows());
    }

    @Test
    void aProgramOutsideABarrierGoesOnBesideIt() {
        Scenario s = F.createScenario();
        Program a = program(s, "a", "a1 |x a2");
        Program c = program(s, "c", "c1 c2 c3 c4");
        Program b = program(s, "b", "b1 b2 |x");
        LaneLayout l = LaneLayout.of(s);
        assertEquals("a1@00 sync0@20 a2@30", rows(l, a));
        assertEquals("c1@01 c2@11 c3@21 c4@31", rows(l, c));
        assertEquals("b1@02 b2@12 sync0@22", rows(l, b));
        assertEquals(List.of(0, 2), l.barriers().get(0).lanes());
        assertEquals(0, l.barriers().get(0).firstLane());
        assertEquals(2, l.barriers().get(0).lastLane());
    }

    @Test
    void aBarrierWaitsUntilAllItsMembersStandAtIt() {
        Scenario s = F.createScenario();
        Program a = program(s, "a", "|y a1 |x");
        Program b = program(s, "b", "|x b1 |y");
        Program c = program(s, "c", "c1 |y");
        LaneLayout l = LaneLayout.of(s);
        // a and c stand at y, but b reaches y only after x, which a reaches only after y: the Syncs
        // cross (the run would hang); the layout still places every step, meeting at y first.
        assertEquals("sync0@10 a1@20 sync1@30", rows(l, a));
        assertEquals("sync0@31 b1@41 sync1@51", rows(l, b));
        assertEquals("c1@02 sync0@12", rows(l, c));
        assertEquals(List.of("y", "x", "y"), l.barriers().stream().map(LaneLayout.Barrier::name).toList());
        assertEquals(List.of(0, 2), l.barriers().get(0).lanes());
    }
}
