package rdma.workbench.ui.editors;

import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.views.contentoutline.ContentOutlinePage;

import rdma.workbench.ui.edit.ItemContentProvider;
import rdma.workbench.ui.edit.ItemLabelProvider;

/** The Outline of a model editor: the model's structure, selecting in the editor what is picked here. */
final class ModelOutlinePage extends ContentOutlinePage {

    private final AdapterFactory adapterFactory;
    private Resource resource;
    private final TreeViewer editorViewer;

    ModelOutlinePage(AdapterFactory adapterFactory, Resource resource, TreeViewer editorViewer) {
        this.adapterFactory = adapterFactory;
        this.resource = resource;
        this.editorViewer = editorViewer;
    }

    /** The file was loaded again: show its new contents. */
    void setResource(Resource r) {
        resource = r;
        TreeViewer v = getTreeViewer();
        if (v != null && !v.getControl().isDisposed()) {
            v.setInput(r);
            v.expandToLevel(2);
        }
    }

    @Override
    public void createControl(Composite parent) {
        super.createControl(parent);
        TreeViewer v = getTreeViewer();
        v.setContentProvider(new ItemContentProvider(adapterFactory));
        v.setLabelProvider(new ItemLabelProvider(adapterFactory));
        v.setInput(resource);
        v.expandToLevel(2);
        v.addSelectionChangedListener(e -> {
            if (!e.getSelection().isEmpty() && !e.getSelection().equals(editorViewer.getSelection())) {
                editorViewer.setSelection(e.getSelection(), true);
            }
        });
    }
}
