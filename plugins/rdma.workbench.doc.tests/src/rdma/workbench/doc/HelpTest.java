package rdma.workbench.doc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.help.HelpSystem;
import org.eclipse.help.IContext;
import org.eclipse.jface.action.IContributionManager;
import org.eclipse.jface.bindings.Binding;
import org.eclipse.jface.bindings.keys.KeySequence;
import org.eclipse.swt.SWT;
import org.eclipse.swt.browser.Browser;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.internal.WorkbenchWindow;
import org.eclipse.ui.keys.IBindingService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.editor.TopologyDiagramEditor;
import rdma.workbench.examples.Examples;
import rdma.workbench.ui.HelpContexts;

/** Help > Help Contents, the help's search and F1, as a user meets them: the help server, its pages and the help window. */
// the help server, the cheat sheet view and the menu bar have no API for what a test must see of them
@SuppressWarnings("restriction")
class HelpTest {

    private static final String HELP_VIEW = "org.eclipse.help.ui.HelpView";

    @AfterEach
    void closeHelp() {
        for (Shell s : Display.getCurrent().getShells()) {
            if (s.getText().startsWith("Help - ")) {
                s.close();
            }
        }
        IWorkbenchPage page = DocTesting.page();
        page.closeAllEditors(false);
        IViewPart help = page.findView(HELP_VIEW);
        if (help != null) {
            page.hideView(help);
        }
        DocTesting.drain();
    }

    @Test
    void helpContentsOpensTheHelpWindowOnTheGuideAndThePrimer() throws Exception {
        DocTesting.page();
        DocTesting.forgetLogged();
        PlatformUI.getWorkbench().getHelpSystem().displayHelp();
        Browser window = helpWindow("/help/index.jsp");
        assertTrue(window.getShell().isVisible());

        // the table of contents the window's Contents tree shows, as the help server gives it
        String toc = DocTesting.help("/help/toc").body();
        assertTrue(toc.contains("label=\"RDMA Workbench\""), toc);
        assertTrue(toc.contains("label=\"User Guide\""), "the guide is a book of the contents");
        assertTrue(toc.contains("label=\"RDMA Primer\""), "the primer is a book of the contents");
        // the window itself is a JSP page: Jasper compiles it with the JDT compiler
        DocTesting.Response index = DocTesting.help("/help/index.jsp");
        assertEquals(200, index.status());
        assertTrue(index.body().contains("RDMA Workbench"), "the window's title names the product");

        String primer = topicWith("RNR");
        PlatformUI.getWorkbench().getHelpSystem().displayHelpResource(primer);
        // the window shows it in its frameset: index.jsp?topic=<the page, URL-encoded>
        Browser shown = helpWindow(primer.substring(primer.lastIndexOf('/') + 1));
        DocTesting.Response page = DocTesting.help("/help/topic" + primer);
        assertEquals(200, page.status());
        assertTrue(page.body().contains("RNR"));
        DocTesting.screenshot("help-primer");
        assertNotNull(shown);
        DocTesting.assertNothingLogged();
    }

    /** Help's first page waits for nothing: the server and the window's pages are ready before the first click. */
    @Test
    void theHelpServerIsStartedInTheBackgroundAfterStartUpWithTheWindowsPages() throws Exception {
        DocTesting.page();
        Job.getJobManager().join(HelpServerStart.FAMILY, null);
        Map<String, Integer> pages = HelpServerStart.pagesServed();
        assertEquals(200, pages.get("/help/index.jsp"), "the window's page: " + pages);
        // its frames, and theirs: the toolbar, the navigation with the table of contents, the content frame
        for (String frame : List.of("/help/advanced/helpToolbar.jsp", "/help/advanced/help.jsp", "/help/advanced/nav.jsp",
                "/help/advanced/content.jsp")) {
            assertEquals(200, pages.keySet().stream().filter(p -> p.startsWith(frame)).findFirst().map(pages::get).orElse(-1),
                    frame + " among the pages asked for: " + pages);
        }
        assertTrue(pages.keySet().stream().anyMatch(p -> p.startsWith("/help/advanced/tocView.jsp")), "the table of contents' view: " + pages);
        assertTrue(pages.values().stream().allMatch(s -> s == 200), "every page served: " + pages);
        // the pages' scripts link to operations (remove all bookmarks): only frames are followed, never those
        assertTrue(pages.keySet().stream().noneMatch(p -> p.contains("operation=")), "nothing that changes what the user keeps: " + pages);
    }

    @Test
    void theHelpMenuOffersTheLessons() {
        var window = (WorkbenchWindow) PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        var help = window.getMenuBarManager().findMenuUsingPath("help");
        help.updateAll(true);
        // the menu's items as the window made them (E4 renders a command contribution as a handled item)
        List<String> shown = new ArrayList<>();
        for (var item : help.getItems()) {
            if (item.isVisible() && !(item instanceof IContributionManager) && item.getId() != null && !item.isSeparator()
                    && !item.isGroupMarker()) {
                shown.add(item.getId());
            }
        }
        assertEquals(1, shown.stream().filter("org.eclipse.ui.cheatsheets.openCheatSheet"::equals).count(),
                "Help > Cheat Sheets... once, in the product: " + shown);
    }

    @Test
    void searchForRnrFindsThePrimersPage() throws Exception {
        String hits = DocTesting.help("/help/search?phrase=RNR").body();
        List<String> pages = new ArrayList<>();
        Matcher m = Pattern.compile("href=\"([^\"]+)\"").matcher(hits);
        while (m.find()) {
            pages.add(m.group(1));
        }
        assertTrue(pages.stream().anyMatch(p -> p.startsWith("/rdma.workbench.doc/html/primer/")), "the hits: " + pages);
        assertEquals(topicWith("RNR"), pages.stream().filter(p -> p.startsWith("/rdma.workbench.doc/html/primer/")).findFirst().orElseThrow(),
                "the best primer hit for RNR is the page about RNR");
    }

    @Test
    void everyHelpContextTheProductSetsIsDescribedWithTopics() throws Exception {
        List<String> missing = new ArrayList<>();
        for (Field f : HelpContexts.class.getFields()) {
            if (f.getType() == String.class && Modifier.isStatic(f.getModifiers())) {
                IContext context = HelpSystem.getContext((String) f.get(null));
                if (context == null || context.getRelatedTopics().length == 0) {
                    missing.add(f.getName());
                }
            }
        }
        assertEquals(List.of(), missing, "help contexts without a description and topics in contexts.xml");
    }

    @Test
    void f1InTheDiagramOpensTheDiagramsHelp() throws Exception {
        IWorkbenchPage page = DocTesting.page();
        IEditorPart editor = IDE.openEditor(page, Examples.inWorkspace("topologies/leaf-spine.rdmatopo", null), TopologyDiagramEditor.ID);
        Control canvas = ((TopologyDiagramEditor) editor).getGraphicalViewer().getControl();
        assertEquals(HelpContexts.TOPOLOGY_DIAGRAM, canvas.getData("org.eclipse.ui.help"));
        IContext context = HelpSystem.getContext(HelpContexts.TOPOLOGY_DIAGRAM);
        assertNotNull(context, "contexts.xml describes the diagram");
        assertTrue(context.getRelatedTopics().length > 0, "the diagram's help links to the guide");

        DocTesting.forgetLogged();
        canvas.setFocus();
        canvas.notifyListeners(SWT.Help, new Event());
        DocTesting.waitFor("the Help view with the diagram's help", () -> page.findView(HELP_VIEW) != null);
        assertEquals(HELP_VIEW, page.getActivePart().getSite().getId(), "F1 brings the Help view forward");
        DocTesting.screenshot("help-f1-diagram");
        DocTesting.assertNothingLogged();
    }

    /** F1 opens context help on Linux too, where GTK's key for it is Ctrl+F1; the command it runs opens the active part's help. */
    @Test
    void theF1KeyOpensTheHelpOfThePacketLadder() throws Exception {
        IBindingService bindings = PlatformUI.getWorkbench().getService(IBindingService.class);
        Binding f1 = bindings.getPerfectMatch(KeySequence.getInstance("F1"));
        assertNotNull(f1, "F1 is bound");
        assertEquals("org.eclipse.ui.help.dynamicHelp", f1.getParameterizedCommand().getId());
        IWorkbenchPage page = DocTesting.page();
        PlatformUI.getWorkbench().showPerspective("rdma.workbench.debug.ui.perspective", page.getWorkbenchWindow());
        IViewPart ladder = page.showView("rdma.workbench.debug.ui.packetLadder");
        page.activate(ladder);
        DocTesting.forgetLogged();
        PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand("org.eclipse.ui.help.dynamicHelp", null);
        DocTesting.waitFor("the Help view", () -> page.findView(HELP_VIEW) != null);
        DocTesting.assertNothingLogged();
    }

    /** The help window's browser once it shows a URL containing {@code part}. */
    private static Browser helpWindow(String part) {
        Browser[] found = new Browser[1];
        DocTesting.waitFor("the help window showing " + part, () -> {
            for (Shell s : Display.getCurrent().getShells()) {
                Browser b = browserIn(s);
                if (b != null && s.getText().startsWith("Help - ") && b.getUrl().contains(part)) {
                    found[0] = b;
                    return true;
                }
            }
            return false;
        });
        return found[0];
    }

    private static Browser browserIn(Control c) {
        if (c instanceof Browser b) {
            return b;
        }
        if (c instanceof Composite comp) {
            for (Control k : comp.getChildren()) {
                Browser b = browserIn(k);
                if (b != null) {
                    return b;
                }
            }
        }
        return null;
    }

    /** The primer page (bundle path) whose toc label mentions {@code word}. */
    static String topicWith(String word) throws Exception {
        String toc = DocTesting.help("/help/toc").body();
        org.w3c.dom.NodeList topics = javax.xml.parsers.DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new org.xml.sax.InputSource(new StringReader(toc))).getElementsByTagName("topic");
        for (int i = 0; i < topics.getLength(); i++) {
            org.w3c.dom.Element t = (org.w3c.dom.Element) topics.item(i);
            String href = t.getAttribute("href");
            if (href.contains("html/primer/") && t.getAttribute("label").contains(word)) {
                // the toc gives hrefs relative to the bundle that contributes it
                return href.startsWith("/rdma.workbench.doc/") ? href : "/rdma.workbench.doc/" + href.replaceFirst("^/", "");
            }
        }
        throw new AssertionError("no primer topic mentions " + word + " in its title: " + toc);
    }
}
