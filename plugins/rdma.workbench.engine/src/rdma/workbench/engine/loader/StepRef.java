package rdma.workbench.engine.loader;

import rdma.workbench.engine.program.ProgramRunner;

/**
 * A step's reference to the object another step creates, frozen at load time: the program that
 * owns that step, the step's id and its name (for messages), and the slot the program keeps its
 * object in (an index, not a lookup by id: every use of an object reads it). The object is looked up when the
 * referring step runs, so the scenario model is never read during a run.
 */
record StepRef(ProgramRunner owner, String stepId, String name, int slot) {

    StepRef(ProgramRunner owner, String stepId, String name) {
        this(owner, stepId, name, owner.slotOf(stepId));
    }

    /** The object, or null when the step has not created it (yet, or ever). */
    <T> T object(Class<T> type) {
        Object o = owner.object(slot);
        return type.isInstance(o) ? type.cast(o) : null;
    }
}
