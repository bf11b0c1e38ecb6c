package rdma.workbench.bench.diagram;

import java.io.ByteArrayInputStream;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.Locale;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.draw2d.FigureCanvas;
import org.eclipse.draw2d.geometry.Point;
import org.eclipse.emf.common.util.URI;
import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.eclipse.gef.GraphicalViewer;
import org.eclipse.gef.editparts.ZoomManager;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.application.WorkbenchAdvisor;
import org.eclipse.ui.ide.IDE;

import rdma.workbench.editor.TopologyDiagramEditor;
import rdma.workbench.model.authoring.LeafSpine;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.validation.ModelValidation;
import rdma.workbench.ui.wizards.ModelTemplates;

/**
 * {@code rdmawb bench-diagram}: how the diagram copes with a generated leaf-spine fabric
 * (1,024 hosts by default). In one run, each figure measured three times (median, range):
 * loading the file without the editor, loading and validating it, opening it in the diagram
 * (load, validate, build every figure, lay out and paint), Arrange All with ELK, zooming to
 * fit and scrolling the far corner into view. Ratios are against the plain load; the goals
 * (issue 25, item 7): opening within 3 x the load, zooming and scrolling within 0.5 s.
 */
public final class DiagramBenchmark implements IApplication {

    private static final int RUNS = 3;
    private final PrintStream out = System.out;

    @Override
    public Object start(IApplicationContext context) throws Exception {
        String[] args = (String[]) context.getArguments().getOrDefault(IApplicationContext.APPLICATION_ARGS, new String[0]);
        int hosts = 1024;
        for (int i = 0; i + 1 < args.length; i++) {
            if (args[i].equals("--hosts")) {
                hosts = Integer.parseInt(args[i + 1]);
            }
        }
        int fabricHosts = hosts;
        Display display = PlatformUI.createDisplay();
        int[] exit = {0};
        try {
            PlatformUI.createAndRunWorkbench(display, new WorkbenchAdvisor() {
                @Override
                public String getInitialWindowPerspectiveId() {
                    return "rdma.workbench.ui.perspective";
                }

                @Override
                public void postStartup() {
                    display.asyncExec(() -> {
                        try {
                            measure(fabricHosts);
                        } catch (Exception | AssertionError e) {
                            e.printStackTrace(out);
                            exit[0] = 1;
                        } finally {
                            // an editor left dirty by a failed step would ask to be saved, and nobody answers
                            PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage().closeAllEditors(false);
                            PlatformUI.getWorkbench().close();
                        }
                    });
                }
            });
        } finally {
            display.dispose();
        }
        return exit[0];
    }

    @Override
    public void stop() {
        // the benchmark closes its workbench itself
    }

    private void measure(int hosts) throws Exception {
        Topology fabric = LeafSpine.build(hosts, 32, 8);
        IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject("benchmark");
        if (!project.exists()) {
            project.create(null);
        }
        project.open(null);
        IFile file = project.getFile("leaf-spine-" + hosts + ".rdmatopo");
        URI uri = URI.createPlatformResourceURI(file.getFullPath().toString(), true);
        byte[] bytes = ModelTemplates.serialize(ModelTemplates.resourceSet(), fabric, uri);
        if (file.exists()) {
            file.setContents(new ByteArrayInputStream(bytes), true, false, null);
        } else {
            file.create(new ByteArrayInputStream(bytes), true, null);
        }
        out.printf(Locale.ROOT, "Diagram benchmark: %s — %d hosts, %d switches, %d links, %.1f MB of XMI (each figure: median of %d, range)%n",
                file.getName(), fabric.getHosts().size(), fabric.getSwitches().size(), fabric.getLinks().size(), bytes.length / 1e6, RUNS);

        double load = report("load the file, no editor", null, () -> ModelFiles.load(ModelFiles.newResourceSet(), uri, Topology.class));
        double goal = 3 * load;
        report("load and validate", load, () -> ModelValidation.validate(ModelFiles.load(ModelFiles.newResourceSet(), uri, Topology.class)));

        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        TopologyDiagramEditor[] editor = new TopologyDiagramEditor[1];
        double open = report("open in the diagram (load, validate, figures, layout, paint)", load, () -> {
            if (editor[0] != null) {
                page.closeEditor(editor[0], false);
            }
            editor[0] = (TopologyDiagramEditor) IDE.openEditor(page, file, TopologyDiagramEditor.ID, true);
            paint(editor[0]);
        });
        GraphicalViewer viewer = editor[0].getGraphicalViewer();
        int parts = viewer.getEditPartRegistry().size();
        report("Arrange All (ELK layered) and repaint", load, () -> {
            if (editor[0].getCommandStack().canUndo()) {
                editor[0].getCommandStack().undo();
            }
            editor[0].arrangeAll();
            paint(editor[0]);
        });
        ZoomManager zoom = (ZoomManager) editor[0].getAdapter(ZoomManager.class);
        double fit = report("zoom to fit and repaint", load, () -> {
            zoom.setZoom(1);
            paint(editor[0]);
            zoom.setZoomAsText(ZoomManager.FIT_ALL);
            paint(editor[0]);
        });
        double scroll = report("scroll to the far corner at 100% and repaint", load, () -> {
            zoom.setZoom(1);
            zoom.setViewLocation(new Point(0, 0));
            paint(editor[0]);
            zoom.setViewLocation(new Point(Integer.MAX_VALUE / 4, Integer.MAX_VALUE / 4));
            paint(editor[0]);
        });
        out.printf(Locale.ROOT, "  (%d edit parts in the viewer; every figure above ends with the canvas painted and the UI thread idle)%n", parts);
        out.printf(Locale.ROOT, "  %s open within 3 x load (%.0f ms)%n", open <= goal ? "met:" : "NOT MET:", goal);
        out.printf(Locale.ROOT, "  %s zoom to fit and scroll within 500 ms%n", fit < 500 && scroll < 500 ? "met:" : "NOT MET:");
        page.closeAllEditors(false);
        ResourcesPlugin.getWorkspace().save(true, null);
    }

    /**
     * Lays out the editor's canvas and paints all of it, as the UI thread would before it next
     * waits for input: into an image of the canvas's size, the painting work without the window
     * system's frame pacing (GTK 3 paints on its frame clock, after {@code update()} returns).
     */
    private static void paint(TopologyDiagramEditor editor) {
        Display display = Display.getCurrent();
        while (display.readAndDispatch()) {
            // pending events, incl. the editor's own asyncExecs and draw2d's validation
        }
        FigureCanvas canvas = (FigureCanvas) editor.getGraphicalViewer().getControl();
        org.eclipse.swt.graphics.Rectangle area = canvas.getClientArea();
        Image image = new Image(display, Math.max(1, area.width), Math.max(1, area.height));
        GC gc = new GC(image);
        try {
            canvas.getLightweightSystem().paint(gc);
        } finally {
            gc.dispose();
            image.dispose();
        }
    }

    private interface Step {
        void run() throws Exception;
    }

    /** Runs {@code step} RUNS times; prints median and range, and the ratio of the median to {@code base}; returns the median (ms). */
    private double report(String what, Double base, Step step) throws Exception {
        double[] ms = new double[RUNS];
        for (int i = 0; i < RUNS; i++) {
            long t0 = System.nanoTime();
            step.run();
            ms[i] = (System.nanoTime() - t0) / 1e6;
        }
        double[] sorted = ms.clone();
        Arrays.sort(sorted);
        double median = sorted[RUNS / 2];
        out.printf(Locale.ROOT, "  %-62s %9.0f ms  (%.0f..%.0f)%s%n", what, median, sorted[0], sorted[RUNS - 1],
                base == null ? "" : String.format(Locale.ROOT, "   %5.1f x load", median / base));
        return median;
    }

}
