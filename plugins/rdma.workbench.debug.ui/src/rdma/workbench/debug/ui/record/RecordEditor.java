package rdma.workbench.debug.ui.record;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.ToolBarManager;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.IURIEditorInput;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.EditorPart;

import rdma.workbench.debug.record.CaptureImport;
import rdma.workbench.debug.record.CaptureImport.CaptureFile;
import rdma.workbench.debug.record.RunRecord;
import rdma.workbench.debug.record.SavedRuns;
import rdma.workbench.debug.record.WireFrame;
import rdma.workbench.debug.ui.details.DetailsPane;
import rdma.workbench.debug.ui.eventlog.EventLogPane;
import rdma.workbench.debug.ui.ladder.LadderCanvas;
import rdma.workbench.debug.ui.ladder.PacketLadderView;
import rdma.workbench.debug.ui.run.RunPoint;
import rdma.workbench.engine.check.CaptureCheck;
import rdma.workbench.engine.check.CheckSettings;
import rdma.workbench.engine.check.Finding;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.wire.Pcap;

/**
 * A run in a file, in the packet views: a pcap or pcapng capture (the engine's, or one tcpdump
 * took on a real RoCE NIC; a lane per address) or a saved run (.rdmarun, or what `rdmawb run
 * --json` prints) — the ladder, the frame's details with its bytes, and the event log, selecting
 * together. The captures of the other ports of the same run (the files beside it) can be merged
 * in. The file is only read: nothing is ever written to it.
 */
public final class RecordEditor extends EditorPart {

    public static final String ID = "rdma.workbench.debug.ui.recordEditor";

    private Label status;
    private LadderCanvas ladder;
    private DetailsPane details;
    private EventLogPane log;
    private FindingsPane findings;
    private RunRecord record;
    private IAction merge;
    private boolean merged;

    @Override
    public void init(IEditorSite site, IEditorInput input) throws PartInitException {
        if (!(input instanceof IFileEditorInput) && !(input instanceof IURIEditorInput)) {
            throw new PartInitException("A capture opens from a file: " + input.getName() + " is not one");
        }
        setSite(site);
        setInput(input);
        setPartName(input.getName());
    }

    @Override
    public void createPartControl(Composite parent) {
        Composite c = new Composite(parent, SWT.NONE);
        GridLayout layout = new GridLayout(2, false);
        layout.marginHeight = 2;
        c.setLayout(layout);
        status = new Label(c, SWT.NONE);
        status.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        status.setText("Reading " + getEditorInput().getName() + "...");
        ToolBarManager bar = new ToolBarManager(SWT.FLAT | SWT.RIGHT);
        merge = new Action("Merge the Captures Beside It", IAction.AS_CHECK_BOX) {
            @Override
            public void run() {
                merged = isChecked();
                load();
            }
        };
        merge.setToolTipText("Show this file together with the other captures in its folder (the other ports of the same run): a frame seen on "
                + "several ports is one frame");
        merge.setEnabled(isCapture(getEditorInput().getName()) && siblings().size() > 1);
        if (isCapture(getEditorInput().getName())) {
            bar.add(merge);
        }
        bar.createControl(c).setLayoutData(new GridData(SWT.END, SWT.CENTER, false, false));
        SashForm sash = new SashForm(c, SWT.HORIZONTAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1));
        ladder = new LadderCanvas(sash);
        SashForm right = new SashForm(sash, SWT.VERTICAL);
        details = new DetailsPane(right);
        log = new EventLogPane(right);
        findings = new FindingsPane(right);
        right.setWeights(45, 33, 22);
        sash.setWeights(45, 55);
        ladder.onSelect(f -> {
            details.show(record, f);
            log.follow(RunPoint.ofFrame(record, f));
        });
        log.onSelect(this::eventSelected);
        findings.onSelect(this::findingSelected);
        findings.onJudge(this::judgeAgain);
        load();
    }

    /** The frame a finding names: frame n of its file, wherever the merge put it in the record. */
    private void findingSelected(FindingsPane.Row row) {
        WireFrame f = record == null || imported == null ? null : imported.frame(row.file(), row.finding().frame());
        if (f != null) {
            ladder.select(f);
            details.show(record, f);
            log.follow(RunPoint.ofFrame(record, f));
        }
    }

    /** What the capture judge said of the files read: the findings, how many RoCEv2 frames and records, how many files, what it could not judge. */
    record Judged(List<FindingsPane.Row> rows, int roceFrames, int records, int files, List<String> unjudged) {
    }

    private Judged judged;
    /** The files as read (for judging again), and where their frames are in the record; null until read. */
    private List<CaptureImport.ReadFile> readFiles;
    private CaptureImport.Imported imported;
    private CheckSettings settings = CheckSettings.NONE;

    private void eventSelected(TraceEvent e) {
        WireFrame f = record.frameOf(e);
        details.show(record, f);
        if (f != null) {
            ladder.select(f);
        }
    }

    /** Reads the file (and its siblings when merging) in the background, then shows it. */
    private void load() {
        List<Source> sources = merged ? siblings() : List.of(self());
        String title = merged ? sources.size() + " captures in " + folderName() : getEditorInput().getName();
        Display display = getSite().getShell().getDisplay();
        CheckSettings judgedWith = settings;
        Job.create("Reading " + title, (IProgressMonitor m) -> {
            String problem = null;
            RunRecord r = null;
            Judged verdict = null;
            List<CaptureImport.ReadFile> read = null;
            CaptureImport.Imported imported = null;
            try {
                List<CaptureFile> files = new ArrayList<>();
                for (Source s : sources) {
                    files.add(new CaptureFile(s.name(), s.read()));
                }
                if (isCapture(getEditorInput().getName())) {
                    // each file parsed once: for the ladder and for the capture judge
                    read = CaptureImport.records(files);
                    imported = CaptureImport.imported(title, read);
                    r = imported.record();
                    verdict = judge(read, judgedWith);
                } else {
                    r = SavedRuns.read(title, new String(files.get(0).bytes(), StandardCharsets.UTF_8));
                }
            } catch (Pcap.FormatException | SavedRuns.FormatException e) {
                problem = e.getMessage();
            } catch (IOException | CoreException e) {
                problem = "cannot read " + title + ": " + e.getMessage();
            } catch (OutOfMemoryError e) {
                problem = title + " does not fit in the " + (Runtime.getRuntime().maxMemory() >> 20) + " MiB the workbench may use"
                        + " (-Xmx in rdmawb.ini): open a smaller part of it";
            } catch (RuntimeException | StackOverflowError e) {
                // a defect, not the file's fault: the editor says so instead of "Reading..." for ever, and the Error Log keeps the trace
                ILog.of(getClass()).error("Reading " + title + " failed", e);
                problem = "an internal error stopped the reading (" + e.getClass().getSimpleName() + "); the Error Log has the details";
            }
            RunRecord done = r;
            String why = problem;
            Judged said = verdict;
            List<CaptureImport.ReadFile> files = read;
            CaptureImport.Imported places = imported;
            display.asyncExec(() -> {
                readFiles = files;
                this.imported = places;
                shown(done, why, said);
                if (said != null && settings != judgedWith) {
                    judgeAgain(settings); // the user changed them while it was read
                }
            });
            return Status.OK_STATUS;
        }).schedule();
    }

    /** Each capture file judged by the transport rules on its own (its frame numbers are its own, as in Wireshark). */
    private static Judged judge(List<CaptureImport.ReadFile> files, CheckSettings settings) {
        List<FindingsPane.Row> rows = new ArrayList<>();
        List<String> unjudged = new ArrayList<>();
        int roce = 0;
        int records = 0;
        for (CaptureImport.ReadFile f : files) {
            CaptureCheck.Result r = CaptureCheck.check(f.records(), settings);
            roce += r.roceFrames();
            records += r.frames();
            for (Finding x : r.findings()) {
                rows.add(new FindingsPane.Row(f.name(), x));
            }
            for (String u : r.unjudged()) {
                unjudged.add(files.size() > 1 ? f.name() + ": " + u : u);
            }
        }
        return new Judged(rows, roce, records, files.size(), unjudged);
    }

    /** Judges the files read again with what the user now says of the devices, in the background. */
    private void judgeAgain(CheckSettings given) {
        settings = given;
        List<CaptureImport.ReadFile> files = readFiles;
        if (files == null) {
            return; // still reading: the reading judges again when it is done
        }
        Display display = getSite().getShell().getDisplay();
        Job.create("Judging " + getEditorInput().getName(), (IProgressMonitor m) -> {
            Judged verdict = judge(files, given);
            display.asyncExec(() -> {
                if (!status.isDisposed() && files == readFiles) {
                    showVerdict(verdict);
                }
            });
            return Status.OK_STATUS;
        }).schedule();
    }

    /** The findings in the list, on the ladder and in the event log's Expert column. */
    private void showVerdict(Judged verdict) {
        judged = verdict;
        findings.show(verdict.rows(), verdict.roceFrames(), verdict.files() > 1, verdict.unjudged());
        Map<WireFrame, String> flagged = new HashMap<>();
        for (FindingsPane.Row row : verdict.rows()) {
            WireFrame f = imported == null ? null : imported.frame(row.file(), row.finding().frame());
            if (f != null) {
                flagged.merge(f, row.finding().rule().id(), (a, b) -> a.contains(b) ? a : a + ", " + b);
            }
        }
        ladder.setFlagged(flagged);
        if (record != null) {
            log.showExpert(e -> {
                WireFrame f = record.frameOf(e);
                return f == null ? null : flagged.get(f);
            });
        }
    }

    private void shown(RunRecord r, String problem, Judged verdict) {
        if (status.isDisposed()) {
            return;
        }
        if (verdict == null) {
            findings.notJudged(problem != null ? "nothing to judge" : "a saved run is judged by its expectations, not by a capture's rules");
        }
        if (problem != null) {
            status.setText(getEditorInput().getName() + " cannot be read: " + problem);
            status.setForeground(status.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
            return;
        }
        record = r;
        ladder.setRecord(r);
        details.showRecord(r);
        log.show(r);
        if (verdict != null) {
            showVerdict(verdict);
        }
        status.setForeground(null);
        if (isCapture(getEditorInput().getName())) {
            long notRoce = r.frames().stream().filter(f -> f.packet() == null).count();
            long badIcrc = r.frames().stream().filter(f -> f.packet() != null && f.drop() != null).count();
            status.setText(String.format(Locale.ROOT, "%s: %,d frames, %d not RoCEv2, %d with a bad ICRC, %.3f \u00b5s", r.title(), r.frames().size(),
                    notRoce, badIcrc, r.endTime() / 1000.0));
        } else {
            status.setText("saved run " + PacketLadderView.describe(r));
        }
        status.getParent().layout();
    }

    /** The largest file the views read: they hold a capture or a saved run whole, in one Java array. */
    static final long MAX_BYTES = Integer.MAX_VALUE - 8;

    /** A capture file to read: a workspace file or a file on disk. */
    private record Source(String name, IFile file, Path path) {
        byte[] read() throws IOException, CoreException {
            Path local = file != null && file.getLocation() != null ? file.getLocation().toPath() : path;
            long size = local == null ? 0 : Files.size(local);
            if (size > MAX_BYTES) {
                throw new IOException(String.format(Locale.ROOT, "it is %.1f GiB, and the packet views read a file whole, up to 2 GiB:"
                        + " split it first (editcap -c 1000000 %s part.pcap)", size / (double) (1L << 30), name));
            }
            if (file != null) {
                try (InputStream in = file.getContents(true)) {
                    return in.readAllBytes();
                }
            }
            return Files.readAllBytes(path);
        }
    }

    private Source self() {
        if (getEditorInput() instanceof IFileEditorInput f) {
            return new Source(f.getFile().getName(), f.getFile(), null);
        }
        URI uri = ((IURIEditorInput) getEditorInput()).getURI();
        return new Source(getEditorInput().getName(), null, Path.of(uri));
    }

    /** This file and the other captures in its folder, by name. */
    private List<Source> siblings() {
        List<Source> out = new ArrayList<>();
        try {
            if (getEditorInput() instanceof IFileEditorInput f) {
                IContainer folder = f.getFile().getParent();
                for (IResource r : folder.members()) {
                    if (r instanceof IFile g && isCapture(g.getName())) {
                        out.add(new Source(g.getName(), g, null));
                    }
                }
            } else if (getEditorInput() instanceof IURIEditorInput u && "file".equals(u.getURI().getScheme())) {
                try (var files = Files.list(Path.of(u.getURI()).getParent())) {
                    files.filter(p -> isCapture(p.getFileName().toString())).sorted().forEach(p -> out.add(new Source(p.getFileName().toString(), null, p)));
                }
            }
        } catch (CoreException | IOException e) {
            return List.of(self());
        }
        out.sort((a, b) -> a.name().compareTo(b.name()));
        return out;
    }

    private String folderName() {
        if (getEditorInput() instanceof IFileEditorInput f) {
            return f.getFile().getParent().getName();
        }
        Path p = Path.of(((IURIEditorInput) getEditorInput()).getURI()).getParent();
        return p == null ? "/" : p.getFileName().toString();
    }

    static boolean isCapture(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        return n.endsWith(".pcap") || n.endsWith(".pcapng");
    }

    @Override
    public void setFocus() {
        ladder.setFocus();
    }

    @Override
    public void doSave(IProgressMonitor monitor) {
        // a capture is only read
    }

    @Override
    public void doSaveAs() {
        // a capture is only read
    }

    @Override
    public boolean isDirty() {
        return false;
    }

    @Override
    public boolean isSaveAsAllowed() {
        return false;
    }

    /** For tests: the record shown (null while reading or when the file is broken), the status line, the panes. */
    RunRecord record() {
        return record;
    }

    String status() {
        return status.getText();
    }

    LadderCanvas ladder() {
        return ladder;
    }

    DetailsPane details() {
        return details;
    }

    EventLogPane log() {
        return log;
    }

    FindingsPane findings() {
        return findings;
    }

    IAction mergeAction() {
        return merge;
    }
}
