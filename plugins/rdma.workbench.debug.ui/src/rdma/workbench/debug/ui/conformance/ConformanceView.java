package rdma.workbench.debug.ui.conformance;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.emf.common.util.URI;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ColumnViewerToolTipSupport;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.viewers.TreeViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.part.ViewPart;

import rdma.workbench.debug.ui.launch.ScenarioLaunchShortcut;
import rdma.workbench.debug.ui.run.ViewImages;
import rdma.workbench.engine.conformance.CaseResult;
import rdma.workbench.engine.conformance.Catalogue;
import rdma.workbench.engine.conformance.ConformanceCase;
import rdma.workbench.engine.loader.CaseRunner;
import rdma.workbench.examples.Examples;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.persistence.ModelLoadException;
import rdma.workbench.model.scenario.Scenario;

/**
 * The conformance catalogue as `rdmawb conformance` runs it, in the workbench: areas and their cases with what each
 * checks and where that is specified, and after Run All each case's result and what differed. The cases are the
 * workspace copy in rdma-examples/conformance (edits kept); double-click opens one, Debug This Case starts it in the
 * debugger.
 */
public final class ConformanceView extends ViewPart {

    public static final String ID = "rdma.workbench.debug.ui.conformanceView";

    /** One case: where its file is in the workspace, and its last result (null before a run). */
    static final class Row {
        final ConformanceCase testCase;
        final IFile file;
        final String title;
        final String source;
        CaseResult result;

        Row(ConformanceCase testCase, IFile file, String title, String source) {
            this.testCase = testCase;
            this.file = file;
            this.title = title;
            this.source = source;
        }
    }

    /** An area and its cases. */
    record Area(String name, List<Row> rows) {
        long passed() {
            return rows.stream().filter(r -> r.result != null && r.result.passed()).count();
        }

        boolean run() {
            return rows.stream().allMatch(r -> r.result != null);
        }
    }

    private TreeViewer tree;
    private Label summary;
    private List<Area> areas = List.of();
    private IAction runAll;
    private IAction debugCase;

    @Override
    public void createPartControl(Composite parent) {
        Composite c = new Composite(parent, SWT.NONE);
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = 0;
        layout.marginHeight = 2;
        c.setLayout(layout);
        summary = new Label(c, SWT.NONE);
        summary.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        summary.setText("Reading the catalogue...");
        tree = new TreeViewer(c, SWT.FULL_SELECTION | SWT.SINGLE | SWT.BORDER);
        tree.getTree().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        tree.getTree().setHeaderVisible(true);
        tree.getTree().setLinesVisible(true);
        tree.setContentProvider(new ITreeContentProvider() {
            @Override
            public Object[] getElements(Object input) {
                return areas.toArray();
            }

            @Override
            public Object[] getChildren(Object e) {
                return e instanceof Area a ? a.rows().toArray() : new Object[0];
            }

            @Override
            public Object getParent(Object e) {
                return null;
            }

            @Override
            public boolean hasChildren(Object e) {
                return e instanceof Area;
            }
        });
        Display d = parent.getDisplay();
        Color red = d.getSystemColor(SWT.COLOR_DARK_RED);
        Color green = d.getSystemColor(SWT.COLOR_DARK_GREEN);
        column("Case", 300, this::name, null);
        column("Result", 90, this::verdict, e -> e instanceof Row r && r.result != null ? r.result.passed() ? green : red
                : e instanceof Area a && a.run() ? a.passed() == a.rows().size() ? green : red : null);
        column("Source", 520, e -> e instanceof Row r ? r.source : "", null);
        column("What differed", 420, e -> e instanceof Row r && r.result != null ? String.join("; ", r.result.problems()) : "", e -> red);
        // the case column's tooltip gives the case's title
        ColumnViewerToolTipSupport.enableFor(tree);
        tree.setInput(this);
        tree.addDoubleClickListener(e -> {
            if (e.getSelection() instanceof IStructuredSelection s && s.getFirstElement() instanceof Row r) {
                open(r);
            } else if (e.getSelection() instanceof IStructuredSelection s && s.getFirstElement() instanceof Area a) {
                tree.setExpandedState(a, !tree.getExpandedState(a));
            }
        });
        runAll = new Action("Run All") {
            @Override
            public void run() {
                runAll();
            }
        };
        runAll.setToolTipText("Run every case of the catalogue, as ./rdmawb conformance does");
        runAll.setImageDescriptor(ViewImages.debug("elcl16/runlast_co.png"));
        debugCase = new Action("Debug This Case") {
            @Override
            public void run() {
                if (selected() instanceof Row r) {
                    ScenarioLaunchShortcut.launch(r.file, ILaunchManager.DEBUG_MODE);
                }
            }
        };
        getViewSite().getActionBars().getToolBarManager().add(runAll);
        MenuManager menu = new MenuManager();
        menu.setRemoveAllWhenShown(true);
        menu.addMenuListener(m -> {
            if (selected() instanceof Row) {
                m.add(new Action("Open") {
                    @Override
                    public void run() {
                        open((Row) selected());
                    }
                });
                m.add(debugCase);
            }
            m.add(runAll);
        });
        tree.getTree().setMenu(menu.createContextMenu(tree.getTree()));
        load();
    }

    private void column(String title, int width, java.util.function.Function<Object, String> text, java.util.function.Function<Object, Color> color) {
        TreeViewerColumn col = new TreeViewerColumn(tree, SWT.LEFT);
        col.getColumn().setText(title);
        col.getColumn().setWidth(width);
        col.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object e) {
                return text.apply(e);
            }

            @Override
            public Color getForeground(Object e) {
                return color == null ? null : color.apply(e);
            }

            @Override
            public String getToolTipText(Object e) {
                return e instanceof Row r ? r.title : null;
            }
        });
    }

    private String name(Object e) {
        if (e instanceof Area a) {
            return a.name() + " (" + a.rows().size() + ")";
        }
        return ((Row) e).testCase.name();
    }

    private String verdict(Object e) {
        if (e instanceof Row r) {
            return r.result == null ? "" : r.result.verdict().text();
        }
        Area a = (Area) e;
        return a.run() ? a.passed() + "/" + a.rows().size() : "";
    }

    private Object selected() {
        return tree.getStructuredSelection().getFirstElement();
    }

    private void open(Row r) {
        try {
            IDE.openEditor(getSite().getPage(), r.file);
        } catch (PartInitException e) {
            summary.setText("Cannot open " + r.file.getName() + ": " + e.getMessage());
        }
    }

    /** Copies the catalogue into the workspace where it is missing and lists its cases. */
    private void load() {
        Display display = getSite().getShell().getDisplay();
        Job.create("Reading the conformance catalogue", (IProgressMonitor m) -> {
            List<Area> found = new ArrayList<>();
            String problem = null;
            try {
                IFolder folder = Examples.conformanceInWorkspace(m);
                Path root = folder.getLocation().toFile().toPath();
                Map<String, List<Row>> byArea = new LinkedHashMap<>();
                for (ConformanceCase c : Catalogue.under(root, null)) {
                    IFile file = folder.getFolder(c.area()).getFile(c.file().getFileName().toString());
                    String title = c.name();
                    String source = "";
                    try {
                        Scenario sc = ModelFiles.load(ModelFiles.newResourceSet(), URI.createPlatformResourceURI(file.getFullPath().toString(), true),
                                Scenario.class);
                        title = sc.getTitle() == null ? title : sc.getTitle();
                        source = sc.getSource() == null ? "" : sc.getSource();
                    } catch (ModelLoadException e) {
                        source = "cannot be read: " + e.getMessage();
                    }
                    byArea.computeIfAbsent(c.area(), a -> new ArrayList<>()).add(new Row(c, file, title, source));
                }
                byArea.forEach((a, rows) -> found.add(new Area(a, rows)));
            } catch (CoreException | IOException e) {
                problem = "Cannot read the catalogue: " + e.getMessage();
            }
            String why = problem;
            display.asyncExec(() -> {
                if (tree.getControl().isDisposed()) {
                    return;
                }
                areas = found;
                tree.refresh();
                summary.setText(why != null ? why : String.format(Locale.ROOT, "%d case(s) in %d area(s) in %s/%s: Run All runs them", cases(),
                        areas.size(), Examples.PROJECT, Examples.CONFORMANCE));
            });
            return Status.OK_STATUS;
        }).schedule();
    }

    private int cases() {
        return areas.stream().mapToInt(a -> a.rows().size()).sum();
    }

    /** Runs every case in the background, showing each result as it comes. */
    void runAll() {
        List<Area> running = areas;
        runAll.setEnabled(false);
        summary.setText("Running " + cases() + " case(s)...");
        Display display = getSite().getShell().getDisplay();
        Job.create("Running the conformance catalogue", (IProgressMonitor m) -> {
            try {
                for (Area a : running) {
                    for (Row r : a.rows()) {
                        if (m.isCanceled()) {
                            return Status.CANCEL_STATUS;
                        }
                        r.file.refreshLocal(IResource.DEPTH_ZERO, m);
                        CaseResult result = CaseRunner.run(new ConformanceCase(r.testCase.area(), r.testCase.name(), r.file.getLocation().toFile().toPath()));
                        display.asyncExec(() -> {
                            r.result = result;
                            if (!tree.getControl().isDisposed()) {
                                tree.update(new Object[] {r, a}, null);
                            }
                        });
                    }
                }
            } catch (CoreException | RuntimeException e) {
                ILog.of(getClass()).error("Running the conformance catalogue failed", e);
            } finally {
                display.asyncExec(this::ran);
            }
            return Status.OK_STATUS;
        }).schedule();
    }

    private void ran() {
        if (tree.getControl().isDisposed()) {
            return;
        }
        runAll.setEnabled(true);
        long passed = areas.stream().mapToLong(Area::passed).sum();
        long run = areas.stream().flatMap(a -> a.rows().stream()).filter(r -> r.result != null).count();
        long notRun = areas.stream().flatMap(a -> a.rows().stream()).filter(r -> r.result != null && r.result.verdict() == CaseResult.Verdict.NOT_RUN).count();
        summary.setText(String.format(Locale.ROOT, "%d case(s) in %d area(s): %d passed, %d failed, %d not run", run, areas.size(), passed,
                run - passed - notRun, notRun));
        tree.refresh();
    }

    /** For tests: the summary line, the areas and their rows as shown. */
    String summary() {
        return summary.getText();
    }

    List<Area> areas() {
        return areas;
    }

    @Override
    public void setFocus() {
        tree.getControl().setFocus();
    }
}
