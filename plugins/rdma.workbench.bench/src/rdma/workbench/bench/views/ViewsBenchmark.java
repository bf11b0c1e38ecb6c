package rdma.workbench.bench.views;

import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.emf.common.util.URI;
import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;

import rdma.workbench.bench.Medians;
import rdma.workbench.debug.launch.ScenarioSource;
import rdma.workbench.debug.record.CaptureImport;
import rdma.workbench.debug.record.RecordedRun;
import rdma.workbench.debug.record.RunRecord;
import rdma.workbench.debug.ui.ladder.LadderCanvas;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.stepping.WrittenCapture;
import rdma.workbench.engine.wire.Pcap;
import rdma.workbench.model.authoring.RcPairsScenario;
import rdma.workbench.model.persistence.ModelFiles;

/**
 * `rdmawb bench-views`: the packet views on a run of 100,000 frames — the time to open the Packet
 * Ladder on it (the record built from the trace, the ladder laid out and its first screen
 * painted), the time to repaint one screen while scrolling through it, and the import of a
 * 100,000-frame pcap beside the time to read the same file's bytes. Medians of several runs,
 * measured in this one process.
 */
public final class ViewsBenchmark implements IApplication {

    private static final int RUNS = 5;
    private static final int SCROLLS = 60;

    @Override
    public Object start(IApplicationContext context) throws Exception {
        String[] args = (String[]) context.getArguments().get(IApplicationContext.APPLICATION_ARGS);
        int frames = 100_000;
        for (int i = 0; args != null && i < args.length; i++) {
            if (args[i].equals("--frames") && i + 1 < args.length) {
                frames = Integer.parseInt(args[++i]);
            }
        }
        // one RDMA WRITE of that many 1 KiB packets (path MTU 1024), across a leaf-spine fabric
        ScenarioSource source = writeScenario(frames * 1024);
        Session s = source.load(null);
        s.setCheckpointInterval(0);
        s.setCapturing(true);
        s.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        RecordedRun recorded = source.newRecord("bench", s);
        recorded.freeze(s.trace().events(), -1, s.snapshot());
        RunRecord record = recorded.record();
        System.out.println(String.format(Locale.ROOT, "RDMA Workbench packet views benchmark: a %,d-frame run (%,d events), %d cores, %d MiB heap",
                record.frames().size(), record.events().size(), Runtime.getRuntime().availableProcessors(), Runtime.getRuntime().maxMemory() >> 20));

        Display display = Display.getDefault();
        Shell shell = new Shell(display);
        shell.setLayout(new FillLayout());
        shell.setSize(1200, 800);
        LadderCanvas ladder = new LadderCanvas(shell);
        shell.open();
        shell.layout(true, true);
        // the screen is painted into an image of the canvas's size: the painting work, without the window system's frame pacing
        Image screen = new Image(display, ladder.getClientArea().width, ladder.getClientArea().height);
        GC gc = new GC(screen);
        double[] open = new double[RUNS];
        for (int i = 0; i < RUNS; i++) {
            long t = System.nanoTime();
            RunRecord r = RunRecord.of("bench", record.hosts(), record.switches(), record.events(), -1, null, record.hostOfAddress());
            ladder.setRecord(r);
            ladder.paintScreen(gc);
            open[i] = (System.nanoTime() - t) / 1e6;
        }
        Medians.print("open the ladder: record the frames, lay out, paint a screen", open, "ms");
        double[] repaint = new double[SCROLLS];
        for (int i = 0; i < SCROLLS; i++) {
            long t = System.nanoTime();
            ladder.scrollToFraction(i / (double) (SCROLLS - 1));
            ladder.paintScreen(gc);
            repaint[i] = (System.nanoTime() - t) / 1e6;
        }
        Medians.print(String.format(Locale.ROOT, "repaint one screen (%dx%d) while scrolling, %d places", ladder.getClientArea().width,
                ladder.getClientArea().height, SCROLLS), repaint, "ms");
        System.out.println(String.format(Locale.ROOT, "  %-58s %s", "", (Medians.median(repaint) < 16.7 ? "met: " : "NOT MET: ")
                + "a screen repaints within a 60 Hz frame (16.7 ms)"));
        gc.dispose();
        screen.dispose();
        shell.dispose();

        Path dir = Files.createTempDirectory("rdmawb-bench-views");
        List<WrittenCapture> written = s.writeCaptures(dir);
        Path biggest = written.stream().max(Comparator.comparingInt(WrittenCapture::frames)).orElseThrow().file();
        int captured = written.stream().mapToInt(WrittenCapture::frames).max().orElse(0);
        double[] read = new double[RUNS];
        double[] imported = new double[RUNS];
        for (int i = 0; i < RUNS; i++) {
            long t = System.nanoTime();
            byte[] bytes = Files.readAllBytes(biggest);
            read[i] = (System.nanoTime() - t) / 1e6;
            t = System.nanoTime();
            RunRecord r = CaptureImport.read(biggest.getFileName().toString(), List.of(new CaptureImport.CaptureFile("bench.pcap", Files.readAllBytes(biggest))));
            imported[i] = (System.nanoTime() - t) / 1e6;
            if (r.frames().size() != captured) {
                throw new IllegalStateException("the import shows " + r.frames().size() + " frames of the " + captured + " captured");
            }
        }
        Medians.print(String.format(Locale.ROOT, "read the bytes of a %,d-frame pcap (%,d bytes)", captured, Files.size(biggest)), read, "ms");
        Medians.print("import it: decode, check each ICRC, lanes, events", imported, "ms");
        System.out.println(String.format(Locale.ROOT, "  %-58s %.1fx", "import / reading its bytes", Medians.median(imported) / Medians.median(read)));
        mergeIdenticalFrames(Pcap.read(Files.readAllBytes(biggest)).get(0).data());
        for (WrittenCapture w : written) {
            Files.deleteIfExists(w.file());
        }
        Files.deleteIfExists(dir);
        return IApplication.EXIT_OK;
    }

    /**
     * Two ports' captures of the same frame sent 50,000 times (a retransmission storm, a ping
     * flood): merging them pairs each sighting with the latest of its bytes the other port has not
     * seen, which must cost about twice importing one of them, not a scan back over every copy.
     */
    private static void mergeIdenticalFrames(byte[] frame) throws Exception {
        int copies = 50_000;
        ByteArrayOutputStream a = new ByteArrayOutputStream();
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        Pcap.Writer wa = new Pcap.Writer(a);
        Pcap.Writer wb = new Pcap.Writer(b);
        for (int i = 0; i < copies; i++) {
            wa.write(1_000L * i, frame);
            wb.write(1_000L * i + 400, frame);
        }
        List<CaptureImport.CaptureFile> one = List.of(new CaptureImport.CaptureFile("a.pcap", a.toByteArray()));
        List<CaptureImport.CaptureFile> both = List.of(one.get(0), new CaptureImport.CaptureFile("b.pcap", b.toByteArray()));
        double[] single = new double[RUNS];
        double[] merged = new double[RUNS];
        for (int i = 0; i < RUNS; i++) {
            long t = System.nanoTime();
            CaptureImport.read("a", one);
            single[i] = (System.nanoTime() - t) / 1e6;
            t = System.nanoTime();
            RunRecord r = CaptureImport.read("a and b", both);
            merged[i] = (System.nanoTime() - t) / 1e6;
            if (r.frames().size() != copies) {
                throw new IllegalStateException("the merge shows " + r.frames().size() + " frames of the " + copies + " sent");
            }
        }
        Medians.print(String.format(Locale.ROOT, "import one capture of %,d identical frames", copies), single, "ms");
        Medians.print("merge it with the other port's capture of them", merged, "ms");
        double ratio = Medians.median(merged) / Medians.median(single);
        System.out.println(String.format(Locale.ROOT, "  %-58s %.1fx  %s", "merge two / import one", ratio,
                (ratio <= 3 ? "met: " : "NOT MET: ") + "linear, at most 3x importing one"));
    }

    private static ScenarioSource writeScenario(int bytes) throws Exception {
        IProject p = ResourcesPlugin.getWorkspace().getRoot().getProject("rdmawb-bench-views");
        if (!p.exists()) {
            p.create(null);
        }
        p.open(null);
        ModelFiles.save(RcPairsScenario.longWrite(bytes), URI.createPlatformResourceURI("/" + p.getName() + "/fabric.rdmatopo", true),
                URI.createPlatformResourceURI("/" + p.getName() + "/long-write.rdmaflow", true));
        p.refreshLocal(IResource.DEPTH_INFINITE, null);
        return ScenarioSource.read(p.getFile("long-write.rdmaflow").getFullPath().toString());
    }

    @Override
    public void stop() {
        // the benchmark ends by itself
    }
}
