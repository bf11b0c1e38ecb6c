package rdma.workbench.ui.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.edit.provider.ComposedAdapterFactory;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.TreeItem;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import rdma.workbench.model.authoring.LeafSpine;
import rdma.workbench.model.topology.Topology;

/** The tree editors and the diagram's Outline: a rename shows at once in every row that names the element, not only its own. */
class ItemContentProviderTest {

    private Shell shell;

    @AfterEach
    void close() {
        if (shell != null) {
            shell.dispose();
        }
    }

    private static List<String> texts(TreeItem[] items) {
        List<String> out = new ArrayList<>();
        for (TreeItem i : items) {
            out.add(i.getText());
            out.addAll(texts(i.getItems()));
        }
        return out;
    }

    @Test
    void renamingAHostRelabelsTheLinksThatNameIt() {
        Topology t = LeafSpine.build(2, 2, 1);
        Resource r = new ResourceSetImpl().createResource(URI.createURI("memory:/fabric.rdmatopo"));
        r.getContents().add(t);
        ComposedAdapterFactory factory = AdapterFactories.create();
        shell = new Shell(Display.getCurrent());
        TreeViewer tree = new TreeViewer(shell, SWT.NONE);
        tree.setContentProvider(new ItemContentProvider(factory));
        tree.setLabelProvider(new ItemLabelProvider(factory));
        tree.setInput(r);
        tree.expandAll();
        assertTrue(texts(tree.getTree().getItems()).stream().anyMatch(s -> s.startsWith("Link h1-leaf1 — h1")), texts(tree.getTree().getItems()).toString());
        t.getHosts().get(0).setName("web1");
        List<String> after = texts(tree.getTree().getItems());
        assertTrue(after.stream().anyMatch(s -> s.startsWith("Link h1-leaf1 — web1")), "the link names the host by its new name: " + after);
        assertEquals(0, after.stream().filter(s -> s.contains("— h1 ")).count(), after.toString());
        factory.dispose();
    }
}
