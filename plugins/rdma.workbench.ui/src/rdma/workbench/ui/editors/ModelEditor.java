package rdma.workbench.ui.editors;

import java.util.ArrayList;
import java.util.EventObject;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.emf.common.command.BasicCommandStack;
import org.eclipse.emf.common.command.CommandStackListener;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.edit.domain.AdapterFactoryEditingDomain;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.emf.edit.domain.IEditingDomainProvider;
import org.eclipse.emf.edit.provider.ComposedAdapterFactory;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.dialogs.ErrorDialog;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IActionBars;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.IURIEditorInput;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.IGotoMarker;
import org.eclipse.ui.part.EditorPart;
import org.eclipse.ui.views.contentoutline.IContentOutlinePage;
import org.eclipse.ui.views.properties.IPropertySheetPage;
import org.eclipse.ui.views.properties.PropertySheetPage;

import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.persistence.ModelLoadException;
import rdma.workbench.model.validation.ModelValidation;
import rdma.workbench.ui.HelpContexts;
import rdma.workbench.ui.edit.AdapterFactories;
import rdma.workbench.ui.edit.EditingDomains;
import rdma.workbench.ui.edit.ItemContentProvider;
import rdma.workbench.ui.edit.ItemLabelProvider;
import rdma.workbench.ui.properties.DescribedPropertySheetPage;
import rdma.workbench.ui.properties.ItemPropertySourceProvider;
import rdma.workbench.ui.validation.ProblemMarkers;
import rdma.workbench.ui.validation.ValidatingEditor;

/**
 * A tree editor over one model file, edited through an EMF editing domain: every change is a
 * command on the command stack (undo / redo, dirty state), the Properties view edits the
 * selected object, saving writes a temporary file and renames it, and saving validates and
 * refreshes the problem markers. A file that cannot be loaded opens as a page that says why,
 * and is never saved over.
 */
public abstract class ModelEditor extends EditorPart implements IEditingDomainProvider, IGotoMarker, ValidatingEditor {

    private final Class<? extends EObject> rootClass;
    private ComposedAdapterFactory adapterFactory;
    private AdapterFactoryEditingDomain domain;
    private Resource resource;
    private ModelLoadException loadProblem;
    private TreeViewer viewer;
    private ItemLabelProvider labels;
    private final CommandStackListener dirtyListener = this::commandStackChanged;
    private FileChangeWatcher watcher;
    private StepMarks marks;
    private ModelOutlinePage outline;
    /** The Properties view's pages for this editor: refreshed after every command, Undo from that view included. */
    private final List<PropertySheetPage> propertyPages = new ArrayList<>();

    protected ModelEditor(Class<? extends EObject> rootClass) {
        this.rootClass = rootClass;
    }

    @Override
    public void init(IEditorSite site, IEditorInput input) throws PartInitException {
        setSite(site);
        setInputWithNotify(input);
        setPartName(input.getName());
        adapterFactory = AdapterFactories.create();
        domain = EditingDomains.create(adapterFactory);
        domain.getCommandStack().addCommandStackListener(dirtyListener);
        URI uri = uriOf(input);
        if (uri == null) {
            throw new PartInitException(input.getName() + " is not a file this editor can open");
        }
        try {
            EObject root = ModelFiles.load(domain.getResourceSet(), uri, rootClass);
            resource = root.eResource();
        } catch (ModelLoadException e) {
            loadProblem = e;
        }
        if (file() != null && loadProblem == null) {
            watcher = new FileChangeWatcher(this, file(), this::reloadFromFile);
        }
    }

    /** Shows the file as it now is on disk; the undo history starts afresh. A file that no longer loads leaves the editor as it was. */
    void reloadFromFile() {
        EObject root = DomainReload.reload(domain, resource.getURI(), rootClass, this);
        if (root == null) {
            return;
        }
        resource = root.eResource();
        if (viewer != null) {
            viewer.setInput(resource);
            viewer.expandToLevel(initialExpansion());
        }
        if (outline != null) {
            outline.setResource(resource);
        }
        firePropertyChange(PROP_DIRTY);
        validate();
    }

    /** The EMF URI of a file editor input (platform:/resource in the workspace), or null for other inputs. */
    public static URI uriOf(IEditorInput input) {
        if (input instanceof IFileEditorInput f) {
            return URI.createPlatformResourceURI(f.getFile().getFullPath().toString(), true);
        }
        if (input instanceof IURIEditorInput u) {
            return URI.createURI(u.getURI().toString());
        }
        return null;
    }

    /** The F1 help context of this editor's tree (one of {@link HelpContexts}). */
    protected abstract String helpContext();

    @Override
    public void createPartControl(Composite parent) {
        if (loadProblem != null) {
            LoadProblemPage.create(parent, getEditorInput().getName(), loadProblem);
            return;
        }
        viewer = new TreeViewer(parent, SWT.MULTI | SWT.H_SCROLL | SWT.V_SCROLL);
        viewer.setContentProvider(new ItemContentProvider(adapterFactory));
        labels = new ItemLabelProvider(adapterFactory);
        viewer.setLabelProvider(labels);
        viewer.setUseHashlookup(true);
        viewer.setInput(resource);
        viewer.expandToLevel(initialExpansion());
        getSite().setSelectionProvider(viewer);
        viewer.addSelectionChangedListener(e -> updateActions());
        TreeHelp.install(viewer, getEditorSite().getActionBars().getStatusLineManager());
        MenuManager menu = new MenuManager("#PopupMenu");
        menu.setRemoveAllWhenShown(true);
        menu.addMenuListener(m -> fillContextMenu(m));
        viewer.getControl().setMenu(menu.createContextMenu(viewer.getControl()));
        getSite().registerContextMenu(menu, viewer);
        HelpContexts.set(viewer.getControl(), helpContext());
        viewer.setSelection(new StructuredSelection(resource.getContents().get(0)));
        validate();
        if (file() != null) {
            Display display = viewer.getControl().getDisplay();
            marks = new StepMarks(file(), () -> display.asyncExec(this::showMarks));
            showMarks();
        }
    }

    /** Shows the breakpoints and the problems of runs that markers put on the file's objects. */
    private void showMarks() {
        if (viewer == null || viewer.getControl().isDisposed() || marks == null) {
            return;
        }
        Map<Object, Boolean> breakpoints = new HashMap<>();
        Map<Object, Integer> problems = new HashMap<>();
        marks.read(resource).forEach((o, m) -> {
            if (m.breakpoint() != null) {
                breakpoints.put(o, m.breakpoint());
            }
            if (m.severity() >= 0) {
                problems.put(o, m.severity() >= IMarker.SEVERITY_ERROR ? Diagnostic.ERROR
                        : m.severity() == IMarker.SEVERITY_WARNING ? Diagnostic.WARNING : Diagnostic.INFO);
            }
        });
        labels.setMarks(breakpoints, problems);
    }

    /** Selects and reveals the object with URI fragment {@code fragment} (a console line's step). */
    public void selectStep(String fragment) {
        EObject o = fragment == null || resource == null ? null : resource.getEObject(fragment);
        if (o != null && viewer != null && !viewer.getControl().isDisposed()) {
            viewer.setSelection(new StructuredSelection(o), true);
        }
    }

    /** The URI fragment of the selected object when exactly one is selected, else null. */
    public String selectedFragment() {
        IStructuredSelection s = getSelection();
        return s.size() == 1 && s.getFirstElement() instanceof EObject o && o.eResource() == resource ? resource.getURIFragment(o) : null;
    }

    /** The file this editor shows, or null when it is not in the workspace. */
    public IFile getFile() {
        return file();
    }

    /**
     * Highlights the step with URI fragment {@code fragment} as the one a suspended program stands
     * at, selects and reveals it; null removes the highlight. A debugger calls this.
     */
    public void showCurrentStep(String fragment) {
        if (viewer == null || viewer.getControl().isDisposed()) {
            return;
        }
        EObject step = fragment == null || resource == null ? null : resource.getEObject(fragment);
        Object was = labels.current();
        labels.setCurrent(step);
        if (was != null) {
            viewer.update(was, null);
        }
        if (step != null) {
            viewer.update(step, null);
        }
        if (step != null) {
            viewer.setSelection(new StructuredSelection(step), true);
        }
    }

    /** How deep the tree opens: the topology down to its ports, a scenario down to its steps. */
    protected abstract int initialExpansion();

    private void fillContextMenu(IMenuManager m) {
        if (getEditorSite().getActionBarContributor() instanceof ModelEditorContributor c) {
            c.fillContextMenu(m);
        }
    }

    /** The problems that kept the file from opening, or null when it opened. */
    public ModelLoadException getLoadProblem() {
        return loadProblem;
    }

    /** The model's root, or null: none loaded, or none for the moment while the file is loaded again (its old contents are unloaded first). */
    public EObject getRoot() {
        return resource == null || resource.getContents().isEmpty() ? null : resource.getContents().get(0);
    }

    public TreeViewer getViewer() {
        return viewer;
    }

    /** The tree's labels and icons (with problem, breakpoint and current-step marks), for other pages that draw the same objects. */
    public ItemLabelProvider getLabels() {
        return labels;
    }

    @Override
    public EditingDomain getEditingDomain() {
        return domain;
    }

    @Override
    public void setFocus() {
        if (viewer != null) {
            viewer.getControl().setFocus();
        }
    }

    @Override
    public boolean isDirty() {
        return loadProblem == null && ((BasicCommandStack) domain.getCommandStack()).isSaveNeeded();
    }

    @Override
    public boolean isSaveAsAllowed() {
        return false;
    }

    @Override
    public void doSaveAs() {
        // Save As is not offered (isSaveAsAllowed is false).
    }

    @Override
    public void doSave(IProgressMonitor monitor) {
        if (loadProblem != null) {
            return;
        }
        if (ModelFileSave.save(resource, this, monitor)) {
            if (watcher != null) {
                watcher.saved();
            }
            ((BasicCommandStack) domain.getCommandStack()).saveIsDone();
            firePropertyChange(PROP_DIRTY);
            validate();
        }
    }

    /** Validates the model, refreshes the problem markers and the decorations; returns the diagnostic. */
    @Override
    public Diagnostic validate() {
        if (resource == null) {
            return Diagnostic.OK_INSTANCE;
        }
        Diagnostic d = ModelValidation.validate(getRoot());
        IFile file = file();
        if (file != null && file.exists()) {
            try {
                Map<Object, Integer> severities = ProblemMarkers.replace(file, resource, d);
                labels.setProblems(severities);
            } catch (CoreException e) {
                getSite().getWorkbenchWindow().getWorkbench().getDisplay().asyncExec(() -> ErrorDialog.openError(getSite().getShell(),
                        "Validation", "Problem markers could not be written", e.getStatus()));
            }
        }
        return d;
    }

    @Override
    public void gotoMarker(IMarker marker) {
        EObject target = ProblemMarkers.objectOf(marker, resource);
        if (target != null && viewer != null) {
            viewer.setSelection(new StructuredSelection(target), true);
        }
    }

    public IStructuredSelection getSelection() {
        return viewer == null ? StructuredSelection.EMPTY : viewer.getStructuredSelection();
    }

    private IFile file() {
        return getEditorInput() instanceof IFileEditorInput f ? f.getFile() : null;
    }

    private void commandStackChanged(EventObject e) {
        Display d = getSite().getShell().getDisplay();
        d.asyncExec(() -> {
            firePropertyChange(PROP_DIRTY);
            for (PropertySheetPage page : List.copyOf(propertyPages)) {
                if (page.getControl() != null && !page.getControl().isDisposed()) {
                    page.refresh();
                }
            }
            if (viewer != null && !viewer.getControl().isDisposed()) {
                List<Object> affected = new ArrayList<>(domain.getCommandStack().getMostRecentCommand() == null ? List.of()
                        : domain.getCommandStack().getMostRecentCommand().getAffectedObjects());
                if (!affected.isEmpty()) {
                    viewer.setSelection(new StructuredSelection(affected), true);
                }
            }
            updateActions();
        });
    }

    private void updateActions() {
        // a change's refresh may run after the editor was closed: its site then has no page
        if (getEditorSite().getActionBarContributor() instanceof ModelEditorContributor c && getSite().getPage() != null
                && getSite().getPage().getActiveEditor() == this) {
            c.update();
        }
    }

    @Override
    public <T> T getAdapter(Class<T> adapter) {
        if (adapter == IPropertySheetPage.class && adapterFactory != null) {
            PropertySheetPage page = new DescribedPropertySheetPage() {
                @Override
                public void dispose() {
                    propertyPages.remove(this);
                    super.dispose();
                }

                @Override
                public void setActionBars(IActionBars bars) {
                    super.setActionBars(bars);
                    if (getEditorSite().getActionBarContributor() instanceof ModelEditorContributor c) {
                        c.shareUndo(bars);
                    }
                }
            };
            page.setPropertySourceProvider(new ItemPropertySourceProvider(adapterFactory));
            propertyPages.add(page);
            return adapter.cast(page);
        }
        if (adapter == IContentOutlinePage.class && viewer != null) {
            outline = new ModelOutlinePage(adapterFactory, resource, viewer);
            return adapter.cast(outline);
        }
        if (adapter == IGotoMarker.class) {
            return adapter.cast(this);
        }
        return super.getAdapter(adapter);
    }

    @Override
    public void dispose() {
        if (watcher != null) {
            watcher.dispose();
        }
        if (marks != null) {
            marks.dispose();
        }
        if (domain != null) {
            domain.getCommandStack().removeCommandStackListener(dirtyListener);
        }
        if (labels != null) {
            labels.dispose();
        }
        if (adapterFactory != null) {
            adapterFactory.dispose();
        }
        super.dispose();
    }
}
