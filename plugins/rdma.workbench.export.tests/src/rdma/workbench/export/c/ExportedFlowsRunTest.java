package rdma.workbench.export.c;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import rdma.workbench.engine.live.LiveFabric;
import rdma.workbench.engine.loader.ScenarioLoader;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.trace.ProgramNote;
import rdma.workbench.engine.trace.VerbCalled;
import rdma.workbench.engine.verbs.WcStatus;
import rdma.workbench.engine.verbs.WorkCompletion;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.testing.ExampleScenarios;
import rdma.workbench.testing.ProgramRun;

/**
 * Every example, exported as C, built, and run program by program on a live fabric of its topology
 * through the verbs library: each program ends as `rdmawb run` of the scenario ends, with the same
 * verb results, completions (wr_id, status, byte_len, and opcode when successful) and memory checks,
 * in the same order.
 */
class ExportedFlowsRunTest {

    /** TCP ports for the exchanges: one per run, away from ibv_rc_pingpong's 18515. */
    static final AtomicInteger PORT = new AtomicInteger(23000 + (int) (ProcessHandle.current().pid() % 2000) * 8);

    /**
     * Examples whose exported program cannot end as the scenario does, and why: a fault only the
     * simulator makes (the exported program says so and its expectations differ).
     */
    private static final Map<String, String> DIFFERS = Map.of(
            "retry-exhausted", "FAIL: program client, step poll-send (PollCq): completion 1: status SUCCESS, expected RETRY_EXC_ERR");

    @TempDir
    Path dir;

    @TestFactory
    List<DynamicTest> theExportedCProgramsEndAsTheScenarioDoes() throws Exception {
        List<DynamicTest> tests = new ArrayList<>();
        for (String name : ExampleScenarios.names()) {
            tests.add(DynamicTest.dynamicTest(name, () -> {
                ExportedFlow.requireLibrary();
                runs(name, ExportedFlow.build(ExampleScenarios.load(name), name, dir.resolve(name).resolve("flow")), dir.resolve(name), Map.of());
            }));
        }
        return tests;
    }

    @TestFactory
    List<DynamicTest> theExportedPyverbsProgramsEndAsTheScenarioDoes() throws Exception {
        List<DynamicTest> tests = new ArrayList<>();
        for (String name : ExampleScenarios.names()) {
            tests.add(DynamicTest.dynamicTest(name, () -> {
                ExportedFlow.requireLibrary();
                ExportedFlow.requirePyverbs();
                runs(name, ExportedFlow.buildPython(ExampleScenarios.load(name), name, dir.resolve("py-" + name).resolve("flow")),
                        dir.resolve("py-" + name), PYVERBS_CANNOT);
            }));
        }
        return tests;
    }

    /**
     * What a pyverbs program cannot call as the scenario does, per example: pyverbs' close() of a PD or CQ closes
     * what depends on it, so the EBUSY of ibv_dealloc_pd and ibv_destroy_cq is said, not called.
     */
    private static final Map<String, String> PYVERBS_CANNOT = Map.of("object-lifetime",
            "app      prog   ibv_dealloc_pd pd-too-early: not called: what was made from pd still exists, which ibv_dealloc_pd refuses (EBUSY)"
                    + " and pyverbs' close() would close with it");

    private static void runs(String name, ExportedFlow flow, Path dir, Map<String, String> cannot) throws Exception {
        Scenario scenario = ExampleScenarios.load(name);
        Map<String, List<String>> expected = engineRun(ExampleScenarios.load(name));
        List<String> log = new ArrayList<>();
        Map<String, ProgramRun> ended = new LinkedHashMap<>();
        try (LiveFabric fabric = ExportedFlow.fabric(scenario, dir.resolve("fabric"), log)) {
            String port = String.valueOf(PORT.getAndIncrement());
            Map<String, Process> running = new LinkedHashMap<>();
            List<Program> programs = scenario.getPrograms();
            for (int i = 0; i < programs.size(); i++) {
                Program p = programs.get(i);
                // as `rdmawb exec --host H --netns NS` names it
                String host = p.getHost().getName() + (p.getNamespace() == null ? "" : "/" + p.getNamespace().getName());
                running.put(p.getName(), i == 0 ? flow.start(fabric, host, p.getName(), "-p", port)
                        : flow.start(fabric, host, p.getName(), "127.0.0.1", "-p", port));
            }
            for (var e : running.entrySet()) {
                ended.put(e.getKey(), ProgramRun.end(e.getValue(), 120));
            }
        }
        String all = String.join("\n", ended.values().stream().map(ProgramRun::output).toList()) + "\nfabric:\n" + String.join("\n", log);
        if (DIFFERS.containsKey(name)) {
            assertTrue(all.contains(DIFFERS.get(name)), all);
            return;
        }
        for (Program p : scenario.getPrograms()) {
            ProgramRun e = ended.get(p.getName());
            assertEquals(0, e.exit(), p.getName() + " of " + name + ":\n" + all);
            assertTrue(e.lines().contains("PASS: program " + p.getName() + " finished as the scenario expects"), all);
            if (cannot.containsKey(name)) {
                assertTrue(e.lines().contains(cannot.get(name)), all);
                continue;
            }
            assertEquals(expected.get(p.getName()), observed(p.getName(), e), p.getName() + " of " + name + ":\n" + all);
        }
    }

    /** Per program, what `rdmawb run` shows it did: verb results, polled completions, memory checks. */
    private static Map<String, List<String>> engineRun(Scenario scenario) throws Exception {
        Map<String, List<String>> seen = new LinkedHashMap<>();
        for (Program p : scenario.getPrograms()) {
            seen.put(p.getName(), new ArrayList<>());
        }
        Session session = ScenarioLoader.load(scenario);
        session.trace().setRetained(false);
        session.trace().addListener(e -> {
            if (e instanceof VerbCalled v && seen.containsKey(v.program())) {
                seen.get(v.program()).add(v.polled() != null ? completion(v.polled()) : v.verb() + " " + v.result());
            } else if (e instanceof ProgramNote n && seen.containsKey(n.program()) && n.text().startsWith("check ")) {
                seen.get(n.program()).add(n.text());
            }
        });
        session.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        return seen;
    }

    private static String completion(WorkCompletion wc) {
        // the opcode of a completion with an error is undefined (ibv_poll_cq(3)): compared only on success
        return String.format(Locale.ROOT, "ibv_poll_cq wr_id %d %s%s byte_len=%d", wc.wrId(),
                wc.status() == WcStatus.SUCCESS && wc.opcode() != null ? wc.opcode() + " " : "", wc.status(), wc.byteLen());
    }

    private static final Pattern LINE = Pattern.compile("^(\\S+)\\s+(verb|prog)\\s+(.*)$");
    private static final Pattern POLLED = Pattern.compile("^ibv_poll_cq [^:]*: (.*)$");
    private static final Pattern RESULT = Pattern.compile("^(OK|E[A-Z]+)\\b");

    /** The same from what the exported program printed. */
    private static List<String> observed(String program, ProgramRun e) {
        List<String> out = new ArrayList<>();
        for (String l : e.lines()) {
            Matcher m = LINE.matcher(l);
            if (!m.matches() || !m.group(1).equals(program)) {
                continue;
            }
            String text = m.group(3);
            if (m.group(2).equals("prog")) {
                if (text.startsWith("check ")) {
                    out.add(text);
                }
                continue;
            }
            Matcher polled = POLLED.matcher(text);
            if (polled.matches()) {
                out.add("ibv_poll_cq " + polled.group(1));
                continue;
            }
            // the result stands after the arrow of a call with details, else after the step's name; ibv_get_async_event
            // prints the event it got there instead: a result of OK
            int arrow = text.lastIndexOf(" -> ");
            Matcher r = RESULT.matcher(arrow >= 0 ? text.substring(arrow + 4) : text.substring(text.indexOf(": ") + 2));
            out.add(text.substring(0, text.indexOf(' ')) + " " + (r.find() ? r.group(1) : "OK"));
        }
        return out;
    }
}
