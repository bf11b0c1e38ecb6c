package rdma.workbench.debug.ui;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.swt.widgets.Display;

/**
 * Takes a screenshot of the whole (virtual) display with ImageMagick's import, when the
 * environment names a folder in RDMA_SCREENSHOTS: the pictures looked at before calling UI work done.
 */
public final class Screenshots {

    private Screenshots() {
    }

    public static void take(String name) throws IOException, InterruptedException {
        String dir = System.getenv("RDMA_SCREENSHOTS");
        if (dir == null || dir.isBlank()) {
            return;
        }
        settle();
        Files.createDirectories(Path.of(dir));
        Process p = new ProcessBuilder("import", "-window", "root", Path.of(dir, name + ".png").toString()).inheritIO().start();
        p.waitFor();
    }

    /** Lets the views finish their asynchronous updates and paint, so the picture shows the state the test reached. */
    private static void settle() {
        Display d = Display.getCurrent();
        long end = System.currentTimeMillis() + 1500;
        while (System.currentTimeMillis() < end) {
            if (!d.readAndDispatch()) {
                try {
                    Thread.sleep(20);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
        d.update();
    }
}
