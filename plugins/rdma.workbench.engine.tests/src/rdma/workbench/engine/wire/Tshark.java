package rdma.workbench.engine.wire;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Assumptions;

/** Where tshark is: CI installs it and fails without it; elsewhere a test that needs it is skipped with the reason. */
public final class Tshark {

    private Tshark() {
    }

    public static String require() {
        for (String d : System.getenv().getOrDefault("PATH", "/usr/bin").split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(d, "tshark"))) {
                return Path.of(d, "tshark").toString();
            }
        }
        if (System.getenv("CI") != null) {
            fail("tshark is not installed; CI must install it (apt-get install tshark)");
        }
        Assumptions.abort("tshark is not installed here (apt-get install tshark); CI runs this test");
        return null;
    }
}
