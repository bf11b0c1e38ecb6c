package rdma.workbench.testing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** What a program a test started printed, once it ended (killed after a limit: a hang fails the test, it does not stop the build). */
public record ProgramRun(int exit, String output) {

    public List<String> lines() {
        return output.lines().toList();
    }

    /** Waits at most {@code seconds} for {@code p}, reading its output while it runs (a program that fills the pipe would otherwise wait). */
    public static ProgramRun end(Process p, int seconds) throws Exception {
        CompletableFuture<String> output = CompletableFuture.supplyAsync(() -> {
            try {
                return new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                return "(its output could not be read: " + e.getMessage() + ")";
            }
        });
        if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            p.waitFor();
            return new ProgramRun(-1, output.get(10, TimeUnit.SECONDS) + "\n(killed after " + seconds + " s)");
        }
        return new ProgramRun(p.exitValue(), output.get(10, TimeUnit.SECONDS));
    }
}
