package rdma.workbench.ui.editors;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.emf.edit.domain.AdapterFactoryEditingDomain;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.eclipse.ui.views.properties.IPropertySource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.model.topology.ErdmaDevice;
import rdma.workbench.model.topology.RdmaProtocol;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.ui.UiTestSupport;
import rdma.workbench.ui.properties.ItemPropertySourceProvider;
import rdma.workbench.ui.validation.ProblemMarkers;

class ModelEditorTest {

    private IProject project;
    private IFile file;

    @BeforeEach
    void setUp() throws Exception {
        project = UiTestSupport.freshProject("editor-test");
        file = UiTestSupport.topologyFile(project, "pair.rdmatopo");
    }

    @AfterEach
    void tearDown() throws Exception {
        UiTestSupport.page().closeAllEditors(false);
        UiTestSupport.drain();
        project.delete(true, true, null);
    }

    private ModelEditor open() throws Exception {
        IEditorPart part = IDE.openEditor(UiTestSupport.page(), file, TopologyTreeEditor.ID, true);
        UiTestSupport.drain();
        return assertInstanceOf(TopologyTreeEditor.class, part);
    }

    private static void setProperty(ModelEditor editor, Object object, String displayName, Object value) {
        IPropertySource s = new ItemPropertySourceProvider(((AdapterFactoryEditingDomain) editor.getEditingDomain())
                .getAdapterFactory()).getPropertySource(object);
        IPropertyDescriptor d = Arrays.stream(s.getPropertyDescriptors()).filter(p -> p.getDisplayName().equals(displayName)).findFirst().orElseThrow();
        s.setPropertyValue(d.getId(), value);
    }

    private static void command(String id) throws Exception {
        PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand(id, null);
        UiTestSupport.drain();
    }

    /** The file's error and warning markers: an info marker (the note on ERDMA's congestion control) is no problem. */
    private IMarker[] problems() throws CoreException {
        return Arrays.stream(file.findMarkers(ProblemMarkers.TYPE, false, IResource.DEPTH_ZERO))
                .filter(m -> m.getAttribute(IMarker.SEVERITY, IMarker.SEVERITY_INFO) >= IMarker.SEVERITY_WARNING).toArray(IMarker[]::new);
    }

    @Test
    void editUndoRedoThroughTheWorkbenchCommandsThenSaveAndValidate() throws Exception {
        ModelEditor editor = open();
        Topology t = (Topology) editor.getRoot();
        ErdmaDevice device = (ErdmaDevice) t.getHosts().get(0).getRnics().get(0);
        assertEquals(0, problems().length);

        setProperty(editor, device, "Protocol", RdmaProtocol.IWARP);
        UiTestSupport.drain();
        assertTrue(editor.isDirty());
        command("org.eclipse.ui.edit.undo");
        assertEquals(RdmaProtocol.ROCEV2, device.getProtocol());
        assertFalse(editor.isDirty());
        command("org.eclipse.ui.edit.redo");
        assertEquals(RdmaProtocol.IWARP, device.getProtocol());
        assertTrue(editor.isDirty());

        editor.doSave(new NullProgressMonitor());
        UiTestSupport.drain();
        assertFalse(editor.isDirty());
        String saved = new String(file.getContents().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(saved.contains("protocol=\"iWARP\""), saved);

        IMarker[] markers = problems();
        assertEquals(1, markers.length);
        assertEquals("ERDMA device erdma_0 on host host1 is in iWARP mode but is connected to RoCEv2 ERDMA device erdma_0 "
                + "on host host2: iWARP and RoCEv2 peers cannot talk", markers[0].getAttribute(IMarker.MESSAGE));
        assertEquals(IMarker.SEVERITY_ERROR, markers[0].getAttribute(IMarker.SEVERITY));
        assertEquals("PROTOCOL_MISMATCH", markers[0].getAttribute(ProblemMarkers.RULE));

        editor.gotoMarker(markers[0]);
        assertEquals(List.of(device), editor.getSelection().toList());
    }

    /** What a script does to the open file behind the workspace's back (no refresh): renames the topology, at a new time stamp. */
    private void rewriteOnDisk(String topologyName) throws Exception {
        Path p = file.getLocation().toFile().toPath();
        String text = Files.readString(p);
        String renamed = text.replace("name=\"pair\"", "name=\"" + topologyName + "\"");
        assertFalse(text.equals(renamed), "the file names the topology pair: " + text);
        Files.writeString(p, renamed);
        Files.setLastModifiedTime(p, FileTime.fromMillis(System.currentTimeMillis() + 5_000));
        assertFalse(file.isSynchronized(IResource.DEPTH_ZERO), "the workspace has not read it yet");
    }

    private String onDisk() throws Exception {
        return Files.readString(file.getLocation().toFile().toPath());
    }

    /**
     * Presses {@code button} in the next message dialog titled {@code title}, once the event loop of
     * the code that opens it runs; the returned list then holds the dialog's message.
     */
    private static List<String> answer(String title, String button) {
        List<String> said = new ArrayList<>();
        Display display = Display.getCurrent();
        display.asyncExec(new Runnable() {
            int tries;

            @Override
            public void run() {
                for (Shell shell : display.getShells()) {
                    if (shell.isVisible() && title.equals(shell.getText()) && shell.getData() instanceof MessageDialog) {
                        said.add(String.join(" ", labels(shell)));
                        press(shell, button);
                        return;
                    }
                }
                if (++tries < 500) {
                    display.timerExec(10, this);
                }
            }
        });
        return said;
    }

    /** The texts of the labels in {@code parent} that say something: a message dialog's message. */
    private static List<String> labels(Composite parent) {
        List<String> out = new ArrayList<>();
        for (Control c : parent.getChildren()) {
            if (c instanceof Label l && !l.getText().isBlank()) {
                out.add(l.getText());
            } else if (c instanceof Composite inner) {
                out.addAll(labels(inner));
            }
        }
        return out;
    }

    /** Presses the button labelled {@code label} somewhere in {@code parent}; true when there was one. */
    private static boolean press(Composite parent, String label) {
        for (Control c : parent.getChildren()) {
            if (c instanceof Button b && b.getText().replace("&", "").equals(label)) {
                b.notifyListeners(SWT.Selection, new Event());
                return true;
            }
            if (c instanceof Composite inner && press(inner, label)) {
                return true;
            }
        }
        return false;
    }

    @Test
    void aFileAScriptRewroteIsLoadedWhenTheEditorComesToTheFront() throws Exception {
        ModelEditor editor = open();
        rewriteOnDisk("scripted");
        UiTestSupport.page().showView(IPageLayout.ID_PROJECT_EXPLORER);
        UiTestSupport.page().activate(editor);
        UiTestSupport.drain();
        assertEquals("scripted", ((Topology) editor.getRoot()).getName(), "a clean editor loads the file without asking");
        assertFalse(editor.isDirty());
    }

    @Test
    void aSaveAsksBeforeWritingOverAFileAScriptRewrote() throws Exception {
        ModelEditor editor = open();
        Topology t = (Topology) editor.getRoot();
        setProperty(editor, t.getHosts().get(0), "Name", "alpha");
        UiTestSupport.drain();
        rewriteOnDisk("scripted");

        // No: the file keeps the script's change; the workspace reads it, and the editor offers to load it (No again: keep the edit)
        List<String> asked = answer("File changed on disk", "No");
        List<String> reload = answer("File changed", "No");
        editor.doSave(new NullProgressMonitor());
        UiTestSupport.drain();
        assertEquals(List.of("pair.rdmatopo was changed on disk since the editor read it. Save over the changes on disk?\n\nNo keeps the file as "
                + "it is, and the editor then offers to load it."), asked);
        assertTrue(onDisk().contains("name=\"scripted\"") && !onDisk().contains("alpha"), onDisk());
        assertEquals(1, reload.size(), "then it offers the file's contents: " + reload);
        assertTrue(editor.isDirty(), "the edit is kept, unsaved");
        assertTrue(file.isSynchronized(IResource.DEPTH_ZERO));

        // the user has seen the change and kept the edit: the next save writes it without asking again
        editor.doSave(new NullProgressMonitor());
        UiTestSupport.drain();
        assertFalse(editor.isDirty());
        assertTrue(onDisk().contains("name=\"alpha\"") && onDisk().contains("name=\"pair\""), onDisk());

        // Yes: the editor's contents replace the script's
        setProperty(editor, ((Topology) editor.getRoot()).getHosts().get(0), "Name", "beta");
        rewriteOnDisk("scripted again");
        asked = answer("File changed on disk", "Yes");
        editor.doSave(new NullProgressMonitor());
        UiTestSupport.drain();
        assertEquals(1, asked.size());
        assertFalse(editor.isDirty());
        assertTrue(onDisk().contains("name=\"beta\"") && !onDisk().contains("scripted"), onDisk());
    }

    /** The visible message dialog titled {@code title}, or null. */
    private static Shell dialogTitled(String title) {
        for (Shell shell : Display.getCurrent().getShells()) {
            if (shell.isVisible() && title.equals(shell.getText()) && shell.getData() instanceof MessageDialog) {
                return shell;
            }
        }
        return null;
    }

    @Test
    void aReloadThatOvertakesTheSaveQuestionLeavesTheFileAsTheScriptWroteIt() throws Exception {
        ModelEditor editor = open();
        setProperty(editor, ((Topology) editor.getRoot()).getHosts().get(0), "Name", "alpha");
        UiTestSupport.drain();
        rewriteOnDisk("scripted");
        // while Save asks, the workspace refreshes (as the product's own refresh may) and the editor asks to load the file:
        // the user says Yes to loading it, then Yes to the save question still open below
        List<String> answered = new ArrayList<>();
        Display display = Display.getCurrent();
        display.asyncExec(new Runnable() {
            int tries;
            boolean refreshed;

            @Override
            public void run() {
                Shell save = dialogTitled("File changed on disk");
                Shell load = dialogTitled("File changed");
                if (save != null && !refreshed) {
                    refreshed = true;
                    try {
                        file.refreshLocal(IResource.DEPTH_ZERO, null);
                    } catch (CoreException e) {
                        answered.add("refresh failed: " + e.getMessage());
                    }
                } else if (load != null && press(load, "Yes")) {
                    answered.add("load it: Yes");
                } else if (save != null && answered.contains("load it: Yes") && press(save, "Yes")) {
                    answered.add("save over: Yes");
                    return;
                }
                if (++tries < 1000) {
                    display.timerExec(10, this);
                }
            }
        });
        editor.doSave(new NullProgressMonitor());
        UiTestSupport.drain();
        assertEquals(List.of("load it: Yes", "save over: Yes"), answered);
        assertTrue(onDisk().contains("name=\"scripted\"") && onDisk().contains("<hosts"), "the script's model stays on disk, whole: " + onDisk());
        assertEquals("scripted", ((Topology) editor.getRoot()).getName(), "the editor shows what it loaded");
        assertFalse(editor.isDirty());
    }

    @Test
    void deleteRemovesTheObjectAndTheLinksToIt() throws Exception {
        ModelEditor editor = open();
        Topology t = (Topology) editor.getRoot();
        editor.getViewer().setSelection(new StructuredSelection(t.getHosts().get(1)));
        UiTestSupport.drain();
        command("org.eclipse.ui.edit.delete");
        assertEquals(1, t.getHosts().size());
        assertEquals(null, t.getLinks().get(0).getTarget(), "the cable lost its far end with the host");
        command("org.eclipse.ui.edit.undo");
        assertEquals(2, t.getHosts().size());
        assertEquals(t.getHosts().get(1).getRnics().get(0).getPorts().get(0), t.getLinks().get(0).getTarget());
    }

    @Test
    void aCorruptFileOpensAsAnExplanationAndIsNeverWritten() throws Exception {
        byte[] corrupt = "<?xml version=\"1.0\"?>\n<topology:Topology xmlns:topology=\"http://rdma.workbench/topology/1.0\" name=\"x\">\n  <hosts name=\"h1\">\n"
                .getBytes(StandardCharsets.UTF_8);
        file.setContents(new ByteArrayInputStream(corrupt), true, false, null);
        ModelEditor editor = open();
        assertNotNull(editor.getLoadProblem());
        assertEquals("pair.rdmatopo:4:1: XML document structures must start and end within the same entity.",
                editor.getLoadProblem().getMessage());
        assertFalse(editor.isDirty());
        editor.doSave(new NullProgressMonitor());
        UiTestSupport.page().closeEditor(editor, true);
        UiTestSupport.drain();
        assertArrayEquals(corrupt, file.getContents().readAllBytes());
    }
}
