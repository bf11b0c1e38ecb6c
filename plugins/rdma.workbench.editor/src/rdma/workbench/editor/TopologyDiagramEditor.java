package rdma.workbench.editor;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EventObject;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.draw2d.PositionConstants;
import org.eclipse.draw2d.Viewport;
import org.eclipse.draw2d.geometry.Dimension;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.emf.common.command.BasicCommandStack;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.edit.domain.AdapterFactoryEditingDomain;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.emf.edit.domain.IEditingDomainProvider;
import org.eclipse.emf.edit.provider.ComposedAdapterFactory;
import org.eclipse.gef.DefaultEditDomain;
import org.eclipse.gef.EditPart;
import org.eclipse.gef.GraphicalEditPart;
import org.eclipse.gef.GraphicalViewer;
import org.eclipse.gef.KeyHandler;
import org.eclipse.gef.KeyStroke;
import org.eclipse.gef.MouseWheelHandler;
import org.eclipse.gef.SnapToGeometry;
import org.eclipse.gef.SnapToGrid;
import org.eclipse.gef.commands.CommandStack;
import org.eclipse.gef.commands.CompoundCommand;
import org.eclipse.gef.dnd.TemplateTransferDragSourceListener;
import org.eclipse.gef.dnd.TemplateTransferDropTargetListener;
import org.eclipse.gef.editparts.ScalableFreeformRootEditPart;
import org.eclipse.gef.editparts.ZoomManager;
import org.eclipse.gef.palette.PaletteRoot;
import org.eclipse.gef.requests.CreationFactory;
import org.eclipse.gef.ui.actions.ActionRegistry;
import org.eclipse.gef.ui.actions.AlignmentAction;
import org.eclipse.gef.ui.actions.DirectEditAction;
import org.eclipse.gef.ui.actions.GEFActionConstants;
import org.eclipse.gef.ui.actions.MatchHeightAction;
import org.eclipse.gef.ui.actions.MatchWidthAction;
import org.eclipse.gef.ui.actions.ToggleGridAction;
import org.eclipse.gef.ui.actions.ToggleSnapToGeometryAction;
import org.eclipse.gef.ui.actions.ZoomInAction;
import org.eclipse.gef.ui.actions.ZoomOutAction;
import org.eclipse.gef.ui.palette.FlyoutPaletteComposite;
import org.eclipse.gef.ui.palette.PaletteViewer;
import org.eclipse.gef.ui.palette.PaletteViewerProvider;
import org.eclipse.gef.ui.parts.GraphicalEditorWithFlyoutPalette;
import org.eclipse.gef.ui.parts.GraphicalViewerKeyHandler;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.commands.ActionHandler;
import org.eclipse.jface.dialogs.ErrorDialog;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.IActionBars;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IGotoMarker;
import org.eclipse.ui.views.contentoutline.IContentOutlinePage;
import org.eclipse.ui.views.properties.IPropertySheetPage;
import org.eclipse.ui.views.properties.PropertySheetPage;

import rdma.workbench.editor.actions.CopyAction;
import rdma.workbench.editor.actions.DuplicateAction;
import rdma.workbench.editor.actions.MatchSizeAction;
import rdma.workbench.editor.actions.PasteAction;
import rdma.workbench.editor.commands.SetBoundsCommand;
import rdma.workbench.editor.export.DiagramImage;
import rdma.workbench.editor.layout.ElkArrangement;
import rdma.workbench.editor.overlay.DiagramOverlay;
import rdma.workbench.editor.parts.Problems;
import rdma.workbench.editor.parts.RdmaEditPartFactory;
import rdma.workbench.editor.parts.TopologyEditPart;
import rdma.workbench.model.layout.Diagram;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.persistence.ModelLoadException;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.validation.ModelValidation;
import rdma.workbench.ui.HelpContexts;
import rdma.workbench.ui.edit.AdapterFactories;
import rdma.workbench.ui.edit.EditingDomains;
import rdma.workbench.ui.editors.DomainReload;
import rdma.workbench.ui.editors.FileChangeWatcher;
import rdma.workbench.ui.editors.LoadProblemPage;
import rdma.workbench.ui.editors.ModelEditor;
import rdma.workbench.ui.editors.ModelFileSave;
import rdma.workbench.ui.properties.DescribedPropertySheetPage;
import rdma.workbench.ui.validation.ProblemMarkers;
import rdma.workbench.ui.validation.ValidatingEditor;

/**
 * A topology drawn and edited as a diagram: hosts with their NICs and namespaces, switches and
 * links, created from the palette, moved, resized, cabled, renamed, copied and deleted with
 * undoable commands. The commands run on the EMF editing domain's stack, which the Properties
 * view shares. Saving validates, writes problem markers and decorates the figures. A file that
 * cannot be loaded opens as a page that says why, and is never saved over.
 */
public final class TopologyDiagramEditor extends GraphicalEditorWithFlyoutPalette implements IGotoMarker, IEditingDomainProvider, ValidatingEditor {

    public static final String ID = "rdma.workbench.editor.topologyDiagram";
    private static final double[] ZOOM_LEVELS = {0.05, 0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4};

    private ComposedAdapterFactory adapterFactory;
    private AdapterFactoryEditingDomain domain;
    private Topology topology;
    private Resource resource;
    private PaletteRoot palette;
    private ModelLoadException loadProblem;
    private Control problemPage;
    private FileChangeWatcher watcher;
    private DiagramOutlinePage outline;

    private DiagramOverlay overlay;

    public TopologyDiagramEditor() {
        setEditDomain(new DefaultEditDomain(this));
    }

    @Override
    public void init(IEditorSite site, IEditorInput input) throws PartInitException {
        URI uri = ModelEditor.uriOf(input);
        if (uri == null) {
            throw new PartInitException(input.getName() + " is not a file the diagram can open");
        }
        adapterFactory = AdapterFactories.create();
        domain = EditingDomains.create(adapterFactory);
        try {
            topology = ModelFiles.load(domain.getResourceSet(), uri, Topology.class);
            resource = topology.eResource();
        } catch (ModelLoadException e) {
            loadProblem = e;
        }
        getEditDomain().setCommandStack(new DomainCommandStack((BasicCommandStack) domain.getCommandStack()));
        super.init(site, input);
        setPartName(input.getName());
        if (file() != null && loadProblem == null) {
            watcher = new FileChangeWatcher(this, file(), this::reloadFromFile);
        }
    }

    /**
     * Shows the file as it now is on disk (another editor or a script changed it): the model is
     * loaded again and the undo history starts afresh. A file that no longer loads leaves the
     * editor as it was, with a message.
     */
    void reloadFromFile() {
        Topology reloaded = DomainReload.reload(domain, resource.getURI(), Topology.class, this);
        if (reloaded == null) {
            return;
        }
        topology = reloaded;
        resource = topology.eResource();
        getGraphicalViewer().setContents(topology);
        if (outline != null) {
            outline.setResource(resource);
        }
        firePropertyChange(PROP_DIRTY);
        validate();
    }

    public Topology getTopology() {
        return topology;
    }

    /** Why the file could not be opened (it then shows as an explanation and is never saved), or null. */
    public ModelLoadException getLoadProblem() {
        return loadProblem;
    }

    @Override
    public void createPartControl(Composite parent) {
        if (loadProblem != null) {
            problemPage = LoadProblemPage.create(parent, getEditorInput().getName(), loadProblem);
        } else {
            super.createPartControl(parent);
        }
    }

    @Override
    public void setFocus() {
        if (problemPage != null) {
            problemPage.setFocus();
        } else {
            super.setFocus();
        }
    }

    @Override
    public GraphicalViewer getGraphicalViewer() {
        return super.getGraphicalViewer();
    }

    @Override
    public ActionRegistry getActionRegistry() {
        return super.getActionRegistry();
    }

    @Override
    public CommandStack getCommandStack() {
        return super.getCommandStack();
    }

    @Override
    public EditingDomain getEditingDomain() {
        return domain;
    }

    /** The layer over the diagram that others draw on (the debugger's animation), made on first use. */
    public DiagramOverlay getOverlay() {
        if (overlay == null) {
            overlay = new DiagramOverlay(getGraphicalViewer(), topology);
        }
        return overlay;
    }

    /**
     * Zooms so the hosts, switches and links fill the editor (the empty space around them left
     * out, room kept around them for the overlay's marks), and scrolls them into view.
     */
    public void zoomToContents() {
        ContentsFit fit = new ContentsFit(getDiagram().getFigure());
        if (fit.isEmpty()) {
            return;
        }
        ZoomManager z = ((ScalableFreeformRootEditPart) getGraphicalViewer().getRootEditPart()).getZoomManager();
        Viewport port = z.getViewport();
        Dimension size = port.getClientArea().getSize();
        double zoom = fit.zoomFor(size);
        z.setZoom(zoom);
        port.getUpdateManager().performUpdate();
        port.setViewLocation(fit.viewLocation(zoom));
    }

    /**
     * The zoom {@link #zoomToContents} would take were the editor {@code editorSize} pixels, its
     * palette included: how large the fabric would be drawn in a place of that size (1 for an
     * empty diagram).
     */
    public double zoomToFit(Dimension editorSize) {
        ContentsFit fit = new ContentsFit(getDiagram().getFigure());
        if (fit.isEmpty()) {
            return 1;
        }
        return fit.zoomFor(new Dimension(editorSize.width - paletteWidth(), editorSize.height));
    }

    /** The width the palette takes beside the canvas: as measured once laid out, else as its preferences place it. */
    private int paletteWidth() {
        Control canvas = getGraphicalViewer().getControl();
        Composite beside = canvas.getParent();
        if (canvas.getSize().x > 0 && beside.getSize().x > canvas.getSize().x) {
            return beside.getSize().x - canvas.getSize().x;
        }
        return new PalettePlacement().widthBesideCanvas();
    }

    public TopologyEditPart getDiagram() {
        return (TopologyEditPart) getGraphicalViewer().getContents();
    }

    @Override
    protected PaletteRoot getPaletteRoot() {
        if (palette == null) {
            palette = DiagramPalette.create();
        }
        return palette;
    }

    /** The palette's tools (tests drive the editor through them). */
    public PaletteRoot getPalette() {
        return getPaletteRoot();
    }

    @Override
    protected FlyoutPaletteComposite.FlyoutPreferences getPalettePreferences() {
        return new PalettePlacement();
    }

    @Override
    protected PaletteViewerProvider createPaletteViewerProvider() {
        return new PaletteViewerProvider(getEditDomain()) {
            @Override
            protected void configurePaletteViewer(PaletteViewer viewer) {
                super.configurePaletteViewer(viewer);
                viewer.addDragSourceListener(new TemplateTransferDragSourceListener(viewer));
            }
        };
    }

    @Override
    @SuppressWarnings("unchecked")
    protected void createActions() {
        super.createActions();
        ActionRegistry registry = getActionRegistry();
        List<String> selectionActions = getSelectionActions();
        List<IAction> actions = new ArrayList<>();
        actions.add(new CopyAction(this));
        actions.add(new PasteAction(this));
        actions.add(new DuplicateAction(this));
        actions.add(new DirectEditAction((IWorkbenchPart) this));
        for (int alignment : new int[] {PositionConstants.LEFT, PositionConstants.CENTER, PositionConstants.RIGHT, PositionConstants.TOP,
                PositionConstants.MIDDLE, PositionConstants.BOTTOM}) {
            actions.add(new AlignmentAction((IWorkbenchPart) this, alignment));
        }
        actions.add(new MatchWidthAction(this));
        actions.add(new MatchHeightAction(this));
        actions.add(new MatchSizeAction(this));
        for (IAction a : actions) {
            registry.registerAction(a);
            selectionActions.add(a.getId());
        }
        registry.registerAction(EditorActions.arrangeAll(this));
        registry.registerAction(EditorActions.validate(this));
        registry.registerAction(EditorActions.exportPng(this));
    }

    @Override
    protected void configureGraphicalViewer() {
        super.configureGraphicalViewer();
        GraphicalViewer viewer = getGraphicalViewer();
        ScalableFreeformRootEditPart root = new ScalableFreeformRootEditPart();
        viewer.setRootEditPart(root);
        viewer.setEditPartFactory(new RdmaEditPartFactory());
        HelpContexts.set(viewer.getControl(), HelpContexts.TOPOLOGY_DIAGRAM);

        ZoomManager zoom = root.getZoomManager();
        zoom.setZoomLevels(ZOOM_LEVELS);
        zoom.setZoomLevelContributions(List.of(ZoomManager.FIT_ALL, ZoomManager.FIT_WIDTH, ZoomManager.FIT_HEIGHT));
        IAction zoomIn = new ZoomInAction(zoom);
        IAction zoomOut = new ZoomOutAction(zoom);
        getActionRegistry().registerAction(zoomIn);
        getActionRegistry().registerAction(zoomOut);
        IHandlerService handlers = getSite().getService(IHandlerService.class);
        handlers.activateHandler(zoomIn.getActionDefinitionId(), new ActionHandler(zoomIn));
        handlers.activateHandler(zoomOut.getActionDefinitionId(), new ActionHandler(zoomOut));
        viewer.setProperty(MouseWheelHandler.KeyGenerator.getKey(SWT.MOD1), new CursorZoom(zoom));

        Diagram stored = topology.getLayout();
        viewer.setProperty(SnapToGrid.PROPERTY_GRID_SPACING, new Dimension(20, 20));
        viewer.setProperty(SnapToGrid.PROPERTY_GRID_VISIBLE, stored != null && stored.isGridVisible());
        viewer.setProperty(SnapToGrid.PROPERTY_GRID_ENABLED, stored != null && stored.isSnapToGrid());
        viewer.setProperty(SnapToGeometry.PROPERTY_SNAP_ENABLED, Boolean.TRUE);
        getActionRegistry().registerAction(new ToggleGridAction(viewer));
        getActionRegistry().registerAction(new ToggleSnapToGeometryAction(viewer));

        KeyHandler keys = new KeyHandler();
        keys.put(KeyStroke.getPressed(SWT.F2, 0), getActionRegistry().getAction(GEFActionConstants.DIRECT_EDIT));
        keys.put(KeyStroke.getPressed(SWT.DEL, 127, 0), getActionRegistry().getAction(ActionFactory.DELETE.getId()));
        viewer.setKeyHandler(new GraphicalViewerKeyHandler(viewer).setParent(keys));
        viewer.setContextMenu(new DiagramContextMenu(viewer, getActionRegistry()));
    }

    @Override
    protected void initializeGraphicalViewer() {
        GraphicalViewer viewer = getGraphicalViewer();
        viewer.setContents(topology);
        viewer.addDropTargetListener(new TemplateTransferDropTargetListener(viewer) {
            @Override
            protected CreationFactory getFactory(Object template) {
                return template instanceof CreationFactory f ? f : null;
            }
        });
        validate();
    }

    @Override
    public void commandStackChanged(EventObject event) {
        super.commandStackChanged(event);
        firePropertyChange(PROP_DIRTY);
    }

    @Override
    public boolean isDirty() {
        return getCommandStack().isDirty();
    }

    @Override
    public void doSave(IProgressMonitor monitor) {
        if (loadProblem != null) {
            return;
        }
        storeComputedPlaces();
        if (ModelFileSave.save(resource, this, monitor)) {
            if (watcher != null) {
                watcher.saved();
            }
            getCommandStack().markSaveLocation();
            firePropertyChange(PROP_DIRTY);
            validate();
        }
    }

    /**
     * Hosts and switches still at their computed place get it written into the layout, so the
     * file reopens as it was seen; a width or height the figure chooses stays -1.
     */
    private void storeComputedPlaces() {
        TopologyEditPart diagram = getDiagram();
        Map<EObject, Rectangle> computed = new LinkedHashMap<>();
        for (Object child : diagram.getChildren()) {
            EObject node = (EObject) ((EditPart) child).getModel();
            if (!diagram.hasStoredBounds(node)) {
                computed.put(node, diagram.boundsOf(node));
            }
        }
        // written down, not a step to undo: the drawing does not change
        computed.forEach((node, bounds) -> new SetBoundsCommand(topology, node, bounds).execute());
    }

    @Override
    public boolean isSaveAsAllowed() {
        return false;
    }

    /** Validates the topology: problem markers on the file, decorations on the figures; returns the diagnostic. */
    @Override
    public Diagnostic validate() {
        if (topology == null) {
            return Diagnostic.OK_INSTANCE;
        }
        Diagnostic d = ModelValidation.validate(topology);
        IFile file = file();
        if (file != null && file.exists()) {
            try {
                ProblemMarkers.replace(file, resource, d);
            } catch (CoreException e) {
                ErrorDialog.openError(getSite().getShell(), "Validation", "Problem markers could not be written", e.getStatus());
            }
        }
        if (getGraphicalViewer() != null && getGraphicalViewer().getContents() instanceof TopologyEditPart diagram) {
            diagram.setProblems(Problems.of(d));
        }
        return d;
    }

    /** Arrange All: ELK's layered layout of hosts and switches, one undoable command; sizes the figures chose stay theirs. */
    public void arrangeAll() {
        TopologyEditPart diagram = getDiagram();
        diagram.getFigure().getUpdateManager().performValidation();
        Map<EObject, Dimension> sizes = new LinkedHashMap<>();
        for (Object child : diagram.getChildren()) {
            GraphicalEditPart p = (GraphicalEditPart) child;
            sizes.put((EObject) p.getModel(), p.getFigure().getSize());
        }
        Map<EObject, Point> places = ElkArrangement.arrange(topology, sizes);
        CompoundCommand arrange = new CompoundCommand("Arrange All");
        for (Map.Entry<EObject, Point> e : places.entrySet()) {
            Rectangle now = diagram.boundsOf(e.getKey());
            arrange.add(new SetBoundsCommand(topology, e.getKey(), new Rectangle(e.getValue().x, e.getValue().y, now.width, now.height)));
        }
        getCommandStack().execute(arrange);
    }

    /** Writes the diagram as a PNG image to {@code target}. */
    public void exportPng(Path target) throws IOException {
        getDiagram().getFigure().getUpdateManager().performValidation();
        DiagramImage.writePng(DiagramImage.render(getGraphicalViewer()), target);
    }

    @Override
    public void gotoMarker(IMarker marker) {
        EObject target = ProblemMarkers.objectOf(marker, resource);
        for (EObject o = target; o != null; o = o.eContainer()) {
            if (getGraphicalViewer().getEditPartRegistry().get(o) instanceof EditPart p && p != getGraphicalViewer().getContents()) {
                getGraphicalViewer().setSelection(new StructuredSelection(p));
                getGraphicalViewer().reveal(p);
                return;
            }
        }
    }

    private IFile file() {
        return getEditorInput() instanceof IFileEditorInput f ? f.getFile() : null;
    }

    @Override
    @SuppressWarnings("rawtypes")
    public Object getAdapter(Class type) {
        if (loadProblem != null && (type == IContentOutlinePage.class || type == IPropertySheetPage.class || type == ZoomManager.class)) {
            return null;
        }
        if (type == IContentOutlinePage.class) {
            outline = new DiagramOutlinePage(getGraphicalViewer(), adapterFactory, resource);
            return outline;
        }
        if (type == IPropertySheetPage.class) {
            return propertySheetPage();
        }
        if (type == IGotoMarker.class) {
            return this;
        }
        if (type == GraphicalViewer.class) {
            return getGraphicalViewer();
        }
        if (type == ZoomManager.class) {
            return ((ScalableFreeformRootEditPart) getGraphicalViewer().getRootEditPart()).getZoomManager();
        }
        return super.getAdapter(type);
    }

    /** What the Properties view shows for a selected figure (or model object). */
    public DiagramPropertySources getPropertySources() {
        return new DiagramPropertySources(adapterFactory);
    }

    /** Properties of the selected element through EMF.Edit; Undo and Redo there are the diagram's. */
    private PropertySheetPage propertySheetPage() {
        PropertySheetPage page = new DescribedPropertySheetPage() {
            {
                setSorter(new PropertyCategoryOrder());
            }

            @Override
            public void setActionBars(IActionBars bars) {
                super.setActionBars(bars);
                bars.setGlobalActionHandler(ActionFactory.UNDO.getId(), getActionRegistry().getAction(ActionFactory.UNDO.getId()));
                bars.setGlobalActionHandler(ActionFactory.REDO.getId(), getActionRegistry().getAction(ActionFactory.REDO.getId()));
            }
        };
        page.setPropertySourceProvider(getPropertySources());
        return page;
    }

    @Override
    public void dispose() {
        if (watcher != null) {
            watcher.dispose();
        }
        super.dispose();
        getCommandStack().dispose();
        if (adapterFactory != null) {
            adapterFactory.dispose();
        }
    }
}
