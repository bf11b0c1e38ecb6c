package rdma.workbench.installcheck;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.ui.IStartup;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.PlatformUI;

/**
 * Started by the p2 install test with -Drdma.installcheck.result=FILE: once the workbench is up, opens the
 * examples as a user would, writes what opened (or what failed) to FILE and closes the workbench.
 * Without the property it does nothing.
 */
public final class ExampleOpensAtStartup implements IStartup {

    static final String RESULT_PROPERTY = "rdma.installcheck.result";

    @Override
    public void earlyStartup() {
        String resultFile = System.getProperty(RESULT_PROPERTY);
        if (resultFile == null) {
            return;
        }
        IWorkbench workbench = PlatformUI.getWorkbench();
        // earlyStartup runs on a background thread; editors open on the UI thread
        workbench.getDisplay().asyncExec(() -> {
            String outcome;
            try {
                outcome = new ExampleCheck(workbench).run();
            } catch (ExampleCheck.Failure e) {
                outcome = "FAILED: " + e.getMessage() + "\n";
            } catch (Exception | LinkageError e) {
                StringWriter trace = new StringWriter();
                e.printStackTrace(new PrintWriter(trace));
                outcome = "FAILED: " + trace;
            }
            try {
                Files.writeString(Path.of(resultFile), outcome);
            } catch (IOException e) {
                System.err.println("install check: cannot write " + resultFile + ": " + e);
            }
            workbench.close();
        });
    }
}
