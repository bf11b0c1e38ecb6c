package rdma.workbench.ui.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.texteditor.ITextEditor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.ui.UiTestSupport;
import rdma.workbench.ui.editors.ScenarioEditor;

/** Export as C from the scenario editor: the files beside the scenario, the C file open in the text editor. */
class ExportAsCHandlerTest {

    private static final Path EXAMPLES = Path.of(System.getProperty("rdma.examples", "../rdma.workbench.examples"));
    private IProject project;
    private IFile scenario;

    @BeforeEach
    void setUp() throws Exception {
        project = UiTestSupport.freshProject("export-c");
        // the example and its topology, where its reference to ../topologies/erdma-pair.rdmatopo finds it
        scenario = copy("scenarios/rc-send-recv.rdmaflow");
        copy("topologies/erdma-pair.rdmatopo");
    }

    private IFile copy(String path) throws Exception {
        IFolder folder = project.getFolder(path.substring(0, path.indexOf('/')));
        if (!folder.exists()) {
            folder.create(true, true, null);
        }
        IFile f = project.getFile(path);
        f.create(new ByteArrayInputStream(Files.readAllBytes(EXAMPLES.resolve(path))), true, null);
        return f;
    }

    @AfterEach
    void tearDown() throws Exception {
        UiTestSupport.page().closeAllEditors(false);
        UiTestSupport.drain();
        project.delete(true, true, null);
    }

    @Test
    void fromTheScenarioEditorTheCFileIsWrittenBesideItAndOpened() throws Exception {
        assertInstanceOf(ScenarioEditor.class, IDE.openEditor(UiTestSupport.page(), scenario, true));
        UiTestSupport.drain();
        UiTestSupport.page().getWorkbenchWindow().getService(IHandlerService.class).executeCommand(ExportAsCHandler.COMMAND, null);
        UiTestSupport.drain();
        IFile c = project.getFile("scenarios/rc-send-recv-c/rc-send-recv.c");
        assertTrue(c.exists(), "the C file is in the workspace (refreshed)");
        assertTrue(project.getFile("scenarios/rc-send-recv-c/Makefile").exists());
        IEditorPart active = UiTestSupport.page().getActiveEditor();
        ITextEditor text = assertInstanceOf(ITextEditor.class, active, "the C file opens in the text editor");
        assertEquals(c, active.getEditorInput().getAdapter(IFile.class));
        String shown = text.getDocumentProvider().getDocument(text.getEditorInput()).get();
        assertTrue(shown.startsWith("/*\n * rc-send-recv.c: the scenario \"RC SEND and RECV between two ERDMA hosts\" as a program of its own,\n"),
                shown.substring(0, 200));
        assertEquals(new String(c.getContents().readAllBytes(), StandardCharsets.UTF_8), shown);
        screenshot("export-c-editor");
    }

    @Test
    void aScenarioThatCannotBeReadIsRefusedWithItsProblems() throws Exception {
        IFile broken = project.getFile("scenarios/broken.rdmaflow");
        broken.create(new ByteArrayInputStream("<not a scenario".getBytes(StandardCharsets.UTF_8)), true, null);
        CoreException e = assertThrows(CoreException.class, () -> new ExportAsCHandler().export(broken, null));
        assertEquals("the file cannot be read", e.getStatus().getMessage());
        assertTrue(e.getStatus().getChildren().length > 0, "with the parser's problem, located");
        assertTrue(!project.getFolder("scenarios/broken-c").exists(), "nothing is written");
    }

    @Test
    void pyverbsAndLinuxCommandsAreWrittenBesideTheirFiles() throws Exception {
        IFile py = new ExportAsPyverbsHandler().export(scenario, null);
        assertEquals(project.getFile("scenarios/rc-send-recv-py/rc-send-recv.py"), py);
        assertTrue(py.exists(), "in the workspace (refreshed)");
        IFile sh = new ExportAsLinuxHandler().export(project.getFile("topologies/erdma-pair.rdmatopo"), null);
        assertEquals(project.getFile("topologies/erdma-pair-linux/host1.sh"), sh, "the first host's script opens");
        assertTrue(sh.exists() && project.getFile("topologies/erdma-pair-linux/host2.sh").exists());
    }

    /** The whole display, when RDMA_SCREENSHOTS names a folder: the picture looked at before calling this done. */
    private static void screenshot(String name) throws Exception {
        String dir = System.getenv("RDMA_SCREENSHOTS");
        if (dir == null || dir.isBlank()) {
            return;
        }
        long end = System.currentTimeMillis() + 1500;
        while (System.currentTimeMillis() < end) {
            UiTestSupport.drain();
            Thread.sleep(20);
        }
        Files.createDirectories(Path.of(dir));
        new ProcessBuilder("import", "-window", "root", Path.of(dir, name + ".png").toString()).inheritIO().start().waitFor();
    }
}
