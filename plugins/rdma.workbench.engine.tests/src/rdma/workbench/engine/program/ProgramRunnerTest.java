package rdma.workbench.engine.program;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.trace.Trace;
import rdma.workbench.engine.trace.TimerKind;

/**
 * A program's state machine, one state at a time: READY to begin a step, BLOCKED in it, WOKEN or
 * TIMED_OUT to run it again, FINISHED after the last, STOPPED by a failing one — with what each
 * state says (about to begin, waiting for, timed out) and what the trace records of it.
 */
class ProgramRunnerTest {

    private final Simulation simulation = new Simulation(1);
    private final Trace trace = new Trace(simulation);
    private final ProgramRunner program = new ProgramRunner("client", "host1", null, simulation, trace);
    /** The states the program was in each time one of its steps ran. */
    private final List<ProgramState> seenByStep = new ArrayList<>();

    private void step(String id, StepAction action) {
        program.add(new ProgramStep(id, id, id + " (Test)", r -> {
            seenByStep.add(r.state());
            return action.run(r);
        }));
    }

    /** The trace as "time summary" lines. */
    private List<String> lines() {
        return trace.events().stream().map(e -> e.time() + " " + e.summary()).toList();
    }

    @Test
    void aProgramIsReadyToBeginItsFirstStepAndReadyForTheNextWhenItIsDone() {
        step("first", r -> Outcome.DONE);
        step("second", r -> Outcome.DONE);
        assertEquals(ProgramState.READY, program.state());
        assertTrue(program.aboutToBegin());
        program.start();
        assertTrue(simulation.step());
        assertEquals(ProgramState.READY, program.state());
        assertEquals(1, program.pc());
        assertTrue(program.aboutToBegin(), "the next run begins the second step");
        assertNull(program.waitingFor());
        assertEquals(List.of("0 client: step first (Test)", "0 client: done with step first (Test)"), lines());
        assertEquals(ProgramRunner.STEP_NANOS, simulation.peek().time(), "a step takes STEP_NANOS");
    }

    @Test
    void aBlockedStepWaitsAndSaysForWhat() {
        program.add(new ProgramStep("poll", "poll", "poll (PollCq)", new StepAction() {
            @Override
            public Outcome run(ProgramRunner r) {
                return Outcome.BLOCKED;
            }

            @Override
            public String waitingFor(ProgramRunner r) {
                return "1 more completion on cq";
            }
        }));
        program.start();
        simulation.step();
        assertEquals(ProgramState.BLOCKED, program.state());
        assertFalse(program.aboutToBegin());
        assertFalse(program.timedOut());
        assertEquals("1 more completion on cq", program.waitingFor());
        assertNull(simulation.peek(), "nothing runs it again until it is woken");
        assertEquals(List.of("0 client: step poll (PollCq)"), lines());
    }

    @Test
    void aWokenStepRunsAgainWithoutBeginningAgain() {
        int[] runs = {0};
        step("poll", r -> ++runs[0] < 2 ? Outcome.BLOCKED : Outcome.DONE);
        program.start();
        simulation.step();
        assertEquals("a wake-up", program.waitingFor(), "a step that does not say what it waits for");
        program.wake();
        assertEquals(ProgramState.WOKEN, program.state());
        assertFalse(program.aboutToBegin(), "its next run is the blocked step again, not a beginning");
        assertNull(program.waitingFor());
        program.wake();
        assertEquals(1, simulation.queued(), "woken twice, it runs again once");
        simulation.step();
        assertEquals(List.of(ProgramState.READY, ProgramState.WOKEN), seenByStep);
        assertEquals(ProgramState.READY, program.state());
        assertEquals(1, program.pc());
        assertEquals(List.of("0 client: step poll (Test)", "0 client: done with step poll (Test)"), lines(), "one beginning, one end");
    }

    @Test
    void aWaitThatRunsOutRunsTheStepAgainTimedOutToGiveUp() {
        step("poll", r -> {
            if (r.timedOut()) {
                return Outcome.DONE;
            }
            r.waitAtMost(500, TimerKind.POLL_TIMEOUT, () -> "ibv_poll_cq cq gave up after 0.5 us");
            return Outcome.BLOCKED;
        });
        program.start();
        simulation.step();
        assertEquals(ProgramState.BLOCKED, program.state());
        assertEquals(500, simulation.peek().time());
        simulation.step();
        assertEquals(ProgramState.TIMED_OUT, program.state());
        assertTrue(program.timedOut());
        assertFalse(program.aboutToBegin());
        assertNull(program.waitingFor());
        simulation.step();
        assertEquals(List.of(ProgramState.READY, ProgramState.TIMED_OUT), seenByStep);
        assertEquals(ProgramState.READY, program.state());
        assertFalse(program.timedOut(), "the next step starts with its own wait");
        assertEquals(List.of("0 client: step poll (Test)", "500 poll timeout: ibv_poll_cq cq gave up after 0.5 us",
                "500 client: done with step poll (Test)"), lines());
    }

    @Test
    void aWokenStepWhoseWaitRunsOutBeforeItRunsRunsOnceTimedOut() {
        step("poll", r -> {
            if (r.timedOut()) {
                return Outcome.DONE;
            }
            r.waitAtMost(100, TimerKind.POLL_TIMEOUT, () -> "gave up");
            return Outcome.BLOCKED;
        });
        // queued before the timer, at the timer's time: it wakes the program just before the timer fires
        simulation.schedule(100, "completion", null, program::wake);
        program.start();
        simulation.step();
        simulation.step();
        assertEquals(ProgramState.WOKEN, program.state());
        simulation.step();
        assertEquals(ProgramState.TIMED_OUT, program.state());
        assertEquals(1, simulation.queued(), "the run the wake-up queued, no second one");
        simulation.step();
        assertEquals(List.of(ProgramState.READY, ProgramState.TIMED_OUT), seenByStep);
        assertEquals(ProgramState.READY, program.state());
        assertEquals(1, program.pc());
    }

    @Test
    void aStepThatBlocksAgainAfterItsWaitRanOutIsADefect() {
        step("poll", r -> {
            r.waitAtMost(100, TimerKind.POLL_TIMEOUT, () -> "gave up");
            return Outcome.BLOCKED;
        });
        program.start();
        simulation.step();
        simulation.step();
        IllegalStateException e = assertThrows(IllegalStateException.class, simulation::step);
        assertEquals("step poll (Test) of program client blocked again after its wait ran out", e.getMessage());
    }

    @Test
    void afterItsLastStepAProgramFinishesAndNothingWakesItAgain() {
        step("only", r -> Outcome.DONE);
        program.start();
        simulation.step();
        assertFalse(program.aboutToBegin(), "past the last step there is nothing to begin");
        assertEquals(ProgramState.READY, program.state());
        simulation.step();
        assertEquals(ProgramState.FINISHED, program.state());
        assertTrue(program.state().ended());
        assertNull(program.current());
        program.wake();
        assertEquals(ProgramState.FINISHED, program.state());
        assertNull(simulation.peek());
        assertEquals(List.of("0 client: step only (Test)", "0 client: done with step only (Test)", "100 program client finished"), lines());
    }

    @Test
    void aStepThatStopsTheProgramLeavesItStoppedThere() {
        step("send", r -> Outcome.STOP);
        step("never", r -> Outcome.DONE);
        program.start();
        simulation.step();
        assertEquals(ProgramState.STOPPED, program.state());
        assertTrue(program.state().ended());
        assertEquals(0, program.pc());
        assertFalse(program.aboutToBegin());
        program.wake();
        assertEquals(ProgramState.STOPPED, program.state());
        assertNull(simulation.peek());
        assertEquals(List.of("0 client: step send (Test)", "0 client: stopped at step send (Test)", "0 program client stopped at step send (Test)"),
                lines());
    }

    @Test
    void aSavedStateComesBackWithItsPlaceAndItsWait() {
        step("poll", r -> {
            if (r.timedOut()) {
                return Outcome.DONE;
            }
            r.waitAtMost(500, TimerKind.POLL_TIMEOUT, () -> "gave up");
            return Outcome.BLOCKED;
        });
        program.start();
        simulation.step();
        ProgramRunner.Saved blocked = program.save();
        Simulation.Saved clock = simulation.save();
        simulation.step();
        simulation.step();
        assertEquals(ProgramState.READY, program.state());
        simulation.restore(clock);
        program.restore(blocked);
        assertEquals(ProgramState.BLOCKED, program.state());
        assertEquals(0, program.pc());
        assertEquals("a wake-up", program.waitingFor());
        simulation.step();
        assertEquals(ProgramState.TIMED_OUT, program.state(), "the restored wait runs out again");
    }

    @Test
    void everyStateHasAPrintableName() {
        assertEquals(List.of("ready to begin its step", "blocked in its step", "woken in its step", "timed out in its step", "finished", "stopped"),
                Arrays.stream(ProgramState.values()).map(ProgramState::toString).toList());
        assertEquals(List.of(ProgramState.FINISHED, ProgramState.STOPPED), Arrays.stream(ProgramState.values()).filter(ProgramState::ended).toList());
    }
}
