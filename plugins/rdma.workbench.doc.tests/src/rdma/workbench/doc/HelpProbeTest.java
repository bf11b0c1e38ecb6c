package rdma.workbench.doc;

import org.eclipse.swt.browser.Browser;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;

class HelpProbeTest {

    @Test
    void probe() throws Exception {
        DocTesting.page();
        var r = DocTesting.help("/help/index.jsp");
        System.out.println("PROBE index.jsp " + r.status() + " " + r.body().length() + "\n" + r.body().substring(0, Math.min(600, r.body().length())));
        r = DocTesting.help("/help/toc");
        System.out.println("PROBE toc " + r.status() + "\n" + r.body().substring(0, Math.min(1500, r.body().length())));
        r = DocTesting.help("/help/search?phrase=RNR");
        System.out.println("PROBE search " + r.status() + "\n" + r.body().substring(0, Math.min(1500, r.body().length())));
        PlatformUI.getWorkbench().getHelpSystem().displayHelp();
        DocTesting.settle(8000);
        for (Shell s : Display.getCurrent().getShells()) {
            System.out.println("PROBE shell '" + s.getText() + "' visible=" + s.isVisible());
            dump(s, "  ");
        }
        DocTesting.screenshot("probe-help");
        PlatformUI.getWorkbench().getIntroManager().showIntro(PlatformUI.getWorkbench().getActiveWorkbenchWindow(), false);
        DocTesting.settle(4000);
        DocTesting.screenshot("probe-intro");
        DocTesting.assertNothingLogged();
    }

    private static void dump(Control c, String indent) {
        if (c instanceof Browser b) {
            System.out.println(indent + "Browser url=" + b.getUrl());
        }
        if (c instanceof Composite comp) {
            for (Control k : comp.getChildren()) {
                dump(k, indent + "  ");
            }
        }
    }
}
