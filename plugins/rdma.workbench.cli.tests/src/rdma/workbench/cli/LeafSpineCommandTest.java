package rdma.workbench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LeafSpineCommandTest {

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void writesAFabricThatValidates() throws Exception {
        Path f = dir.resolve("fabric.rdmatopo");
        assertEquals(0, run("leafspine", f.toString(), "--hosts", "10", "--hosts-per-leaf", "4", "--spines", "2"));
        assertEquals(f + ": 10 hosts, 5 switches, 16 links\n", out.toString(StandardCharsets.UTF_8));
        out.reset();
        assertEquals(0, run("validate", f.toString()));
        assertEquals(f + ": valid\n", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void neverOverwritesAFile() throws Exception {
        Path f = dir.resolve("mine.rdmatopo");
        Files.writeString(f, "mine");
        assertEquals(2, run("leafspine", f.toString()));
        assertEquals("rdmawb leafspine: " + f + " exists; it is left as it is (remove it or choose another name)\n", err.toString(StandardCharsets.UTF_8));
        assertEquals("mine", Files.readString(f));
    }

    @Test
    void badCountsAreNamed() {
        assertEquals(2, run("leafspine", dir.resolve("x.rdmatopo").toString(), "--hosts", "many"));
        assertEquals("rdmawb leafspine: a count must follow --hosts, --hosts-per-leaf and --spines\n"
                + "usage: rdmawb leafspine FILE.rdmatopo [--hosts N] [--hosts-per-leaf N] [--spines N]   (defaults 1024, 32, 8)\n",
                err.toString(StandardCharsets.UTF_8));
        err.reset();
        assertEquals(2, run("leafspine", dir.resolve("x.rdmatopo").toString(), "--spines", "0"));
        assertEquals("rdmawb leafspine: a leaf-spine fabric needs at least one host (at most 16777215), one host per leaf and one spine\n",
                err.toString(StandardCharsets.UTF_8));
        assertFalse(Files.exists(dir.resolve("x.rdmatopo")));
    }
}
