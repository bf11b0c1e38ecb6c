package rdma.workbench.export.linux;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rdma.workbench.export.ExportException;
import rdma.workbench.model.topology.ErdmaDevice;
import rdma.workbench.model.topology.RdmaProtocol;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.testing.ExampleScenarios;

class LinuxExportTest {

    private static final Path EXAMPLES = Path.of(System.getProperty("rdma.examples", "../rdma.workbench.examples"));
    /** Per example topology, each host's dry run as it must print, and the switch configuration. */
    private static final Path GOLDEN = Path.of("golden/linux");

    @TempDir
    Path dir;

    /** The example topologies that validate (iwarp-vs-roce is an example of a mistake, and the command refuses it). */
    private static List<String> topologies() throws IOException {
        List<String> names = new ArrayList<>();
        try (var files = Files.list(EXAMPLES.resolve("topologies"))) {
            files.map(f -> f.getFileName().toString().replace(".rdmatopo", "")).filter(n -> !n.equals("iwarp-vs-roce")).sorted().forEach(names::add);
        }
        return names;
    }

    @Test
    void eachHostsDryRunPrintsExactlyTheCommandsOfItsGoldenFile() throws Exception {
        for (String name : topologies()) {
            LinuxExport.Files f = LinuxExport.export(ExampleScenarios.topology(name));
            f.writeTo(dir.resolve(name));
            TreeSet<String> golden = new TreeSet<>();
            try (var files = Files.list(GOLDEN.resolve(name))) {
                files.forEach(p -> golden.add(p.getFileName().toString()));
            }
            TreeSet<String> written = new TreeSet<>();
            for (String file : f.files().keySet()) {
                written.add(file.endsWith(".sh") ? file.replace(".sh", ".txt") : file);
            }
            assertEquals(golden, written, name + ": a golden file per host, and the switches' when it has switches");
            for (String file : f.files().keySet()) {
                Path script = dir.resolve(name).resolve(file);
                if (file.equals("SWITCHES.txt")) {
                    assertEquals(Files.readString(GOLDEN.resolve(name).resolve(file)), Files.readString(script), name + "/" + file);
                    continue;
                }
                assertTrue(Files.isExecutable(script), file);
                Ran r = run(List.of("sh", script.toString(), "--dry-run"));
                assertEquals(0, r.exit(), r.output());
                assertEquals(Files.readString(GOLDEN.resolve(name).resolve(file.replace(".sh", ".txt"))), r.output(), name + "/" + file);
            }
        }
    }

    @Test
    void everyScriptPassesShellcheck() throws Exception {
        if (!Files.isExecutable(Path.of("/usr/bin/shellcheck"))) {
            if (System.getenv("CI") != null) {
                fail("shellcheck is not installed; CI must install it (apt-get install shellcheck)");
            }
            Assumptions.abort("shellcheck is not installed here (apt-get install shellcheck); CI runs this test");
        }
        List<String> command = new ArrayList<>(List.of("shellcheck", "--shell=sh"));
        for (String name : topologies()) {
            LinuxExport.Files f = LinuxExport.export(ExampleScenarios.topology(name));
            f.writeTo(dir.resolve(name));
            for (String file : f.files().keySet()) {
                if (file.endsWith(".sh")) {
                    command.add(dir.resolve(name).resolve(file).toString());
                }
            }
        }
        Ran r = run(command);
        assertEquals(0, r.exit(), r.output());
    }

    @Test
    void anErdmaDeviceInIwarpModeBecomesSiw() throws Exception {
        Topology t = ExampleScenarios.topology("erdma-pair");
        ((ErdmaDevice) t.getHosts().get(0).getRnics().get(0)).setProtocol(RdmaProtocol.IWARP);
        String script = LinuxExport.export(t).files().get("host1.sh");
        assertTrue(script.contains("run_rdma modprobe siw\n"), script);
        assertTrue(script.contains("\trun_rdma rdma link add erdma_0 type siw netdev eth0\n"), script);
        assertTrue(LinuxExport.export(t).files().get("host2.sh").contains("\trun_rdma rdma link add erdma_0 type rxe netdev eth0\n"));
    }

    @Test
    void whatLinuxCannotBuildIsRefusedWithItsPlace() throws Exception {
        Topology t = ExampleScenarios.topology("erdma-pair");
        t.getHosts().get(0).getRnics().get(0).getPorts().get(0).setNetdev(null);
        assertEquals("port p1 of host1/erdma_0 names no netdev: Linux attaches a soft RDMA device to a netdev",
                assertThrows(ExportException.class, () -> LinuxExport.export(t)).getMessage());
        Topology u = ExampleScenarios.topology("erdma-pair");
        u.getHosts().get(1).getRnics().get(0).getPorts().get(0).setPortNumber(2);
        assertEquals("port 2 of host2/erdma_0: rxe and siw devices have one port, port 1; give this port a device of its own",
                assertThrows(ExportException.class, () -> LinuxExport.export(u)).getMessage());
    }

    @Test
    void aRoceNicWithCongestionControlSaysRxeDoesNone() throws Exception {
        LinuxExport.Files f = LinuxExport.export(ExampleScenarios.topology("leaf-spine-dcqcn"));
        assertTrue(f.notes().contains("h1/mlx5_0: rxe does no congestion control, so its DCQCN is not reproduced"), f.notes().toString());
        assertTrue(f.notes().contains("the switches' ECN, PFC and trust settings are in SWITCHES.txt, to apply on the switches by hand"));
    }

    @Test
    void theNamespacePartBuildsForRealInAThrowawayNamespaceAndTwiceIsLikeOnce() throws Exception {
        LinuxExport.Files f = LinuxExport.export(ExampleScenarios.topology("ud-namespaces"));
        f.writeTo(dir);
        String script = dir.resolve("host1.sh").toString();
        // a network namespace and a mount namespace of the test's own (with its own /run/netns), where eth0 is a veth
        Ran probe = run(List.of("unshare", "--net", "--mount", "sh", "-c", "mkdir -p /run/netns && mount -t tmpfs tmpfs /run/netns"
                + " && ip link add eth0 type veth peer name wbpeer0"));
        if (probe.exit() != 0) {
            Assumptions.abort("this machine does not allow network namespaces to a test (" + probe.output().strip() + ")");
        }
        Ran r = run(List.of("unshare", "--net", "--mount", "sh", "-c", "mkdir -p /run/netns && mount -t tmpfs tmpfs /run/netns"
                + " && ip link add eth0 type veth peer name wbpeer0 && sh " + script + " --netns-only && sh " + script + " --netns-only"
                + " && echo === && ip -n tenant-a -o -4 addr show dev macvlan0 && ip -o -4 addr show dev eth0 && ip netns list"));
        assertEquals(0, r.exit(), r.output());
        String after = r.output().substring(r.output().indexOf("===\n") + 4);
        assertTrue(after.contains("macvlan0    inet 10.3.1.1/24 scope global macvlan0"), "the container's macvlan, in its namespace:\n" + r.output());
        assertTrue(after.contains("eth0    inet 10.3.0.1/24 scope global eth0"), "the host's address:\n" + r.output());
        assertEquals(1, after.lines().filter(l -> l.startsWith("tenant-a")).count(), "one namespace, after two runs:\n" + r.output());
    }

    private record Ran(int exit, String output) {
    }

    private static Ran run(List<String> command) throws Exception {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            fail(command + " did not end");
        }
        return new Ran(p.exitValue(), out);
    }
}
