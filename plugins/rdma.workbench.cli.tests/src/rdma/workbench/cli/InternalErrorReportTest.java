package rdma.workbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import rdma.workbench.engine.fabric.Fabric;
import rdma.workbench.engine.program.Barriers;
import rdma.workbench.engine.program.Outcome;
import rdma.workbench.engine.program.ProgramRunner;
import rdma.workbench.engine.program.ProgramStep;
import rdma.workbench.engine.simulation.Simulation;
import rdma.workbench.engine.stepping.EngineFault;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.trace.Trace;

/**
 * An internal error reads as one line naming the time, the event and the step each program was
 * at, and the file with the details. No model file makes the engine fail (the mutation tests
 * look for one), so a session is built here whose second step fails the way a defect would.
 */
class InternalErrorReportTest {

    private static final Pattern LINE = Pattern.compile("(.*): (.*); details in (\\S+) \\(please attach it to a bug report\\)");

    private static EngineFault faultOfABrokenStep() {
        Simulation simulation = new Simulation(1);
        Trace trace = new Trace(simulation);
        ProgramRunner client = new ProgramRunner("client", "host1", null, simulation, trace);
        client.add(new ProgramStep("s1", "first", "first (Sync)", r -> Outcome.DONE));
        client.add(new ProgramStep("s2", "send", "send (PostSend)", r -> {
            Object missing = r.object("never kept");
            return missing.hashCode() == 0 ? Outcome.DONE : Outcome.STOP;
        }));
        Session session = new Session(simulation, trace, new Fabric(simulation, trace), List.of(client), List.of(), new Barriers(), List.of());
        return assertThrows(EngineFault.class, () -> session.runToEnd(Session.DEFAULT_LIMIT_NANOS));
    }

    @Test
    void oneLineNamesTheEventAndTheStepAndTheFileHoldsTheStackTrace() throws Exception {
        EngineFault f = faultOfABrokenStep();
        Path scenario = Path.of("scenarios/broken.rdmaflow");
        String line = InternalErrorReport.write(scenario, InternalErrorReport.describe(f), f);
        Matcher m = LINE.matcher(line);
        assertTrue(m.matches(), line);
        assertEquals("scenarios/broken.rdmaflow", m.group(1));
        assertEquals(String.format(Locale.ROOT, "internal error in the engine at 0.100 us (event %d, %s; client at step send (PostSend))",
                f.position(), f.event()), m.group(2));
        assertFalse(line.contains("\n"), line);
        assertFalse(CliRun.leaksJava(line), "the exception is in the file, not in the line: " + line);
        Path details = Path.of(m.group(3));
        try {
            String text = Files.readString(details);
            assertTrue(text.startsWith("file: " + scenario.toAbsolutePath() + "\n" + m.group(2) + "\n\n"), text);
            assertTrue(text.contains("java.lang.NullPointerException"), text);
            assertTrue(text.contains("\tat rdma.workbench.engine.stepping.Session"), "the stack trace: " + text);
        } finally {
            Files.deleteIfExists(details);
        }
    }
}
