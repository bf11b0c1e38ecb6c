package rdma.workbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MainTest {

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private Path topology(String name, String protocol) throws Exception {
        Path f = dir.resolve(name);
        Files.writeString(f, """
                <?xml version="1.0" encoding="UTF-8"?>
                <topology:Topology xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
                    xmlns:topology="http://rdma.workbench/topology/1.0" name="t">
                  <hosts name="a">
                    <rnics xsi:type="topology:ErdmaDevice" name="erdma_0" protocol="%s">
                      <ports name="p1"/>
                    </rnics>
                  </hosts>
                  <hosts name="b">
                    <rnics xsi:type="topology:RoceNic" name="mlx5_0">
                      <ports name="p1"/>
                    </rnics>
                  </hosts>
                  <links name="cable" source="//@hosts[name='a']/@rnics[name='erdma_0']/@ports[name='p1']" target="//@hosts[name='b']/@rnics[name='mlx5_0']/@ports[name='p1']"/>
                </topology:Topology>
                """.formatted(protocol));
        return f;
    }

    @Test
    void validFileSaysSo() throws Exception {
        Path f = topology("ok.rdmatopo", "RoCEv2");
        assertEquals(0, run("validate", f.toString()));
        // the note on ERDMA's congestion control is no problem: the file is valid
        assertEquals(f + ": info: 1 ERDMA device uses a congestion-control method the engine does not simulate (newreno on a/erdma_0)"
                + NOT_SIMULATED + f + ": valid\n", out.toString(StandardCharsets.UTF_8));
    }

    /** The end of the note validate prints for a topology with ERDMA devices running a method the engine does not simulate. */
    static final String NOT_SIMULATED = ": ERDMA firmware implements them and no public definition of them exists, so in runs they send at line rate; "
            + "hpcc_int runs as HPCC [CONGESTION_CONTROL_NOT_SIMULATED]\n";

    @Test
    void problemsArePrintedWithTheRuleAndExitOne() throws Exception {
        Path f = topology("mixed.rdmatopo", "iWARP");
        assertEquals(1, run("validate", f.toString()));
        assertEquals(f + ": error: ERDMA device erdma_0 on host a is in iWARP mode but is connected to RoCEv2 RoCE NIC mlx5_0 on host b: "
                + "iWARP and RoCEv2 peers cannot talk [PROTOCOL_MISMATCH]\n" + f + ": 1 error(s), 0 warning(s)\n", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void corruptFileNamesTheLine() throws Exception {
        Path f = dir.resolve("broken.rdmatopo");
        Files.writeString(f, "<?xml version=\"1.0\"?>\n<topology:Topology xmlns:topology=\"http://rdma.workbench/topology/1.0\">\n<hosts>\n");
        assertEquals(2, run("validate", f.toString()), "a file that cannot be parsed");
        assertEquals("broken.rdmatopo:4:1: XML document structures must start and end within the same entity. [error]\n",
                out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void missingFileAndBadUsage() {
        assertEquals(2, run("validate", dir.resolve("none.rdmatopo").toString()));
        assertEquals(dir.resolve("none.rdmatopo") + ": no such file\n", err.toString(StandardCharsets.UTF_8));
        err.reset();
        assertEquals(2, run("frobnicate"));
        assertEquals("rdmawb: unknown command 'frobnicate'\nusage: rdmawb validate FILE...   check topologies (.rdmatopo) and scenarios (.rdmaflow)\n"
                + "       rdmawb run FILE.rdmaflow [--pcap DIR] [--stats DIR] [--json] [--seed N]   run a scenario and print its trace\n"
                + "       rdmawb leafspine FILE.rdmatopo [--hosts N] [--hosts-per-leaf N] [--spines N]   write a generated leaf-spine fabric\n"
                + "       rdmawb fabric TOPOLOGY.rdmatopo --dir DIR [--pcap DIR]   serve the topology to programs run with rdmawb exec\n"
                + "       rdmawb check CAPTURE.pcap[ng]... [--timeout N] [--cnp-interval US] [--link-gbps G]   judge captures by the transport rules\n"
                + "       rdmawb conformance --catalogue DIR [--filter AREA] [--junit FILE] [--json FILE] [--pcap DIR] [--export-c DIR]   run the conformance catalogue (or write it as C)\n"
                + "       rdmawb export-c FILE.rdmaflow -o DIR   the scenario as a C program against libibverbs, with its Makefile\n"
                + "       rdmawb export-py FILE.rdmaflow -o DIR   the scenario as a Python script on pyverbs\n"
                + "       rdmawb export-linux FILE.rdmatopo -o DIR   a script per host that builds the topology on Linux with rxe and siw\n",
                err.toString(StandardCharsets.UTF_8));
    }
}
