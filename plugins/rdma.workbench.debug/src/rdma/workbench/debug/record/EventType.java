package rdma.workbench.debug.record;

import rdma.workbench.engine.trace.AsyncEventRaised;
import rdma.workbench.engine.trace.CompletionQueued;
import rdma.workbench.engine.trace.FrameFaulted;
import rdma.workbench.engine.trace.FrameMarked;
import rdma.workbench.engine.trace.FrameOnLink;
import rdma.workbench.engine.trace.Mismatch;
import rdma.workbench.engine.trace.PacketDropped;
import rdma.workbench.engine.trace.PacketReceived;
import rdma.workbench.engine.trace.PacketSent;
import rdma.workbench.engine.trace.ProgramNote;
import rdma.workbench.engine.trace.QpStateChanged;
import rdma.workbench.engine.trace.PauseFrameSent;
import rdma.workbench.engine.trace.PauseStateChanged;
import rdma.workbench.engine.trace.QueueDepth;
import rdma.workbench.engine.trace.RateChanged;
import rdma.workbench.engine.trace.StepEnded;
import rdma.workbench.engine.trace.StepStarted;
import rdma.workbench.engine.trace.TimerFired;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.trace.TransportNote;
import rdma.workbench.engine.trace.VerbCalled;

/** The type of a trace event, with the word the Event Log shows in its Kind column and filters by. */
public enum EventType {
    STEP_STARTED("step begins"),
    VERB("verb"),
    STEP_ENDED("step ends"),
    QP_STATE("QP state"),
    SENT("sent"),
    ON_LINK("on link"),
    RECEIVED("received"),
    DROPPED("dropped"),
    FAULT("fault"),
    QUEUE("queue depth"),
    ECN_MARK("ECN mark"),
    RATE("rate"),
    PFC_FRAME("PFC frame"),
    PAUSE("pause"),
    COMPLETION("completion"),
    ASYNC_EVENT("async event"),
    TIMER("timer"),
    TRANSPORT("transport"),
    PROGRAM("program"),
    MISMATCH("expectation");

    private final String label;

    EventType(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    public static EventType of(TraceEvent e) {
        return switch (e) {
            case StepStarted s -> STEP_STARTED;
            case VerbCalled v -> VERB;
            case StepEnded s -> STEP_ENDED;
            case QpStateChanged q -> QP_STATE;
            case PacketSent p -> SENT;
            case FrameOnLink l -> ON_LINK;
            case PacketReceived r -> RECEIVED;
            case PacketDropped d -> DROPPED;
            case FrameFaulted f -> FAULT;
            case QueueDepth q -> QUEUE;
            case FrameMarked m -> ECN_MARK;
            case RateChanged r -> RATE;
            case PauseFrameSent p -> PFC_FRAME;
            case PauseStateChanged p -> PAUSE;
            case CompletionQueued c -> COMPLETION;
            case AsyncEventRaised a -> ASYNC_EVENT;
            case TimerFired t -> TIMER;
            case TransportNote n -> TRANSPORT;
            case ProgramNote n -> PROGRAM;
            case Mismatch m -> MISMATCH;
        };
    }
}
