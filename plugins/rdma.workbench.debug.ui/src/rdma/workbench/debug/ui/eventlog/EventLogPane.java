package rdma.workbench.debug.ui.eventlog;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.Function;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.ILazyContentProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.jface.viewers.Viewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.layout.RowData;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

import rdma.workbench.debug.explain.Explanation;
import rdma.workbench.debug.record.EventFilter;
import rdma.workbench.debug.record.EventType;
import rdma.workbench.debug.record.RunRecord;
import rdma.workbench.debug.ui.run.ColumnText;
import rdma.workbench.debug.ui.run.ExportFolder;
import rdma.workbench.debug.ui.run.FrameTip;
import rdma.workbench.debug.ui.run.RunPoint;
import rdma.workbench.debug.ui.run.Toggle;
import rdma.workbench.debug.ui.run.ViewImages;
import rdma.workbench.engine.trace.TraceEvent;
import rdma.workbench.engine.trace.TraceJson;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.engine.wire.ReplacingFile;

/**
 * Every event of a record in a virtual table (time, host, QP, kind, summary), filtered by kind,
 * host, QP, opcode, errors only and text; the selected event's details, cause and explanation
 * below. Exports the rows it lists as CSV or JSON. The Event Log view and the capture editor show
 * one each.
 */
public final class EventLogPane {

    /** Where the Expert column goes, when a capture's judge has something to say: before the summary. */
    private static final int SUMMARY_COLUMN = 5;

    private TableViewer table;
    private TableViewerColumn expertColumn;
    private Function<TraceEvent, String> expert = e -> null;
    private StyledText detail;
    private Text search;
    private Combo kind;
    private Combo host;
    private Text qp;
    private Combo opcode;
    private Toggle errorsOnly;
    private Label count;
    private RunRecord record;
    private int[] rows = new int[0];
    private EventFilter filter = EventFilter.ALL;

    /** How long typing in the search box pauses before the log filters. */
    private static final int TYPING_PAUSE_MS = 250;

    private final Runnable typed = () -> {
        if (!this.table.getControl().isDisposed()) {
            refilter();
        }
    };
    private final Composite control;
    private final IAction csv;
    private final IAction json;
    private Consumer<TraceEvent> onSelect = e -> {
    };
    private Consumer<TraceEvent> onOpen = e -> {
    };

    public EventLogPane(Composite parent) {
        Composite c = new Composite(parent, SWT.NONE);
        control = c;
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        c.setLayout(layout);
        filters(c);
        SashForm sash = new SashForm(c, SWT.VERTICAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        table = new TableViewer(sash, SWT.VIRTUAL | SWT.FULL_SELECTION | SWT.SINGLE | SWT.BORDER);
        table.getTable().setHeaderVisible(true);
        table.getTable().setLinesVisible(true);
        table.setUseHashlookup(true);
        table.setContentProvider(new ILazyContentProvider() {
            @Override
            public void updateElement(int index) {
                if (record != null && index < rows.length && rows[index] < record.events().size()) {
                    table.replace(record.events().get(rows[index]), index);
                }
            }

            @Override
            public void inputChanged(Viewer viewer, Object oldInput, Object newInput) {
                // the rows are the view's own
            }
        });
        Color red = table.getTable().getDisplay().getSystemColor(SWT.COLOR_DARK_RED);
        column("#", 60, e -> Long.toString(e.seq()), null);
        column("Time (\u00b5s)", 90, e -> String.format(Locale.ROOT, "%.3f", e.time() / 1000.0), null);
        column("Host", 80, TraceEvent::node, null);
        column("QP", 70, e -> e.qpn() < 0 ? "" : String.format(Locale.ROOT, "0x%06x", e.qpn()), null);
        column("Kind", 95, e -> EventType.of(e).label(), null);
        column("Summary", 560, TraceEvent::summary, e -> e.isError() ? red : null);
        table.addSelectionChangedListener(e -> {
            if (e.getStructuredSelection().getFirstElement() instanceof TraceEvent ev && record != null) {
                showDetail("", ev);
                onSelect.accept(ev);
            }
        });
        table.addDoubleClickListener(e -> {
            if (e.getSelection() instanceof IStructuredSelection s && s.getFirstElement() instanceof TraceEvent ev) {
                onOpen.accept(ev);
            }
        });
        detail = new StyledText(sash, SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL | SWT.BORDER);
        detail.setMargins(6, 4, 6, 4);
        sash.setWeights(58, 42);
        csv = new Action("Export as CSV...") {
            @Override
            public void run() {
                export(false);
            }
        };
        json = new Action("Export as JSON...") {
            @Override
            public void run() {
                export(true);
            }
        };
        csv.setImageDescriptor(ViewImages.debug("elcl16/export_brkpts.png"));
    }

    Composite control() {
        return control;
    }

    IAction csvAction() {
        return csv;
    }

    IAction jsonAction() {
        return json;
    }

    /** Told when the user selects an event. */
    public void onSelect(Consumer<TraceEvent> c) {
        onSelect = c;
    }

    /** Told when the user double-clicks an event. */
    void onOpen(Consumer<TraceEvent> c) {
        onOpen = c;
    }

    RunRecord record() {
        return record;
    }

    private void filters(Composite parent) {
        Composite bar = new Composite(parent, SWT.NONE);
        bar.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        // the filters wrap onto a second line in a narrow view
        RowLayout row = new RowLayout(SWT.HORIZONTAL);
        row.center = true;
        row.wrap = true;
        row.marginTop = 2;
        row.marginBottom = 2;
        bar.setLayout(row);
        search = new Text(bar, SWT.SEARCH | SWT.ICON_SEARCH | SWT.ICON_CANCEL);
        search.setMessage("Find in summaries");
        search.setLayoutData(new RowData(180, SWT.DEFAULT));
        // typing filters once it pauses: each pass reads every event's summary
        search.addListener(SWT.Modify, e -> {
            search.getDisplay().timerExec(-1, typed);
            search.getDisplay().timerExec(TYPING_PAUSE_MS, typed);
        });
        kind = combo(bar, "Any kind");
        for (EventType t : EventType.values()) {
            kind.add(t.label());
        }
        host = combo(bar, "Any host");
        new Label(bar, SWT.NONE).setText("QP");
        qp = new Text(bar, SWT.BORDER);
        qp.setMessage("any");
        qp.setLayoutData(new RowData(60, SWT.DEFAULT));
        qp.setToolTipText("A QP number, decimal or 0x hex");
        qp.addListener(SWT.Modify, e -> refilter());
        opcode = combo(bar, "Any opcode");
        for (Opcode o : Opcode.values()) {
            opcode.add(o.name());
        }
        errorsOnly = new Toggle(bar, "Errors only", "List only what went wrong: drops, error completions, unmet expectations, error events", false,
                this::refilter);
        count = new Label(bar, SWT.NONE);
    }

    private Combo combo(Composite parent, String any) {
        Combo c = new Combo(parent, SWT.READ_ONLY | SWT.DROP_DOWN);
        c.add(any);
        c.select(0);
        c.setVisibleItemCount(20);
        c.addListener(SWT.Selection, e -> refilter());
        return c;
    }

    /**
     * Adds the Expert column before the summary, as Wireshark's: for a capture, the transport rules the event's frame
     * breaks ({@code rules} gives their names, or null). Once: a second call only changes what it says.
     */
    public void showExpert(Function<TraceEvent, String> rules) {
        expert = rules;
        if (expertColumn == null) {
            Color red = table.getTable().getDisplay().getSystemColor(SWT.COLOR_DARK_RED);
            expertColumn = new TableViewerColumn(table, SWT.LEFT, SUMMARY_COLUMN);
            expertColumn.getColumn().setText("Expert");
            expertColumn.getColumn().setWidth(170);
            expertColumn.getColumn().setToolTipText("The transport rules this frame breaks, as the capture judge found (the findings list says more)");
            expertColumn.setLabelProvider(new ColumnText<>(TraceEvent.class, this::expertOf, e -> red));
        }
        table.refresh();
    }

    /** What the Expert column says of an event ("" when there is no such column or nothing to say). */
    public String expertOf(TraceEvent e) {
        if (expertColumn == null) {
            return "";
        }
        String r = expert.apply(e);
        return r == null ? "" : "\u26a0 " + r;
    }

    private void column(String title, int width, Function<TraceEvent, String> text, Function<TraceEvent, Color> color) {
        TableViewerColumn col = new TableViewerColumn(table, SWT.LEFT);
        col.getColumn().setText(title);
        col.getColumn().setWidth(width);
        col.setLabelProvider(new ColumnText<>(TraceEvent.class, text, color));
    }

    /** The filter the controls say. */
    private EventFilter filterOfControls() {
        EnumSet<EventType> types = EnumSet.noneOf(EventType.class);
        if (kind.getSelectionIndex() > 0) {
            types.add(EventType.values()[kind.getSelectionIndex() - 1]);
        }
        String h = host.getSelectionIndex() > 0 ? host.getItem(host.getSelectionIndex()) : null;
        Opcode op = opcode.getSelectionIndex() > 0 ? Opcode.values()[opcode.getSelectionIndex() - 1] : null;
        return new EventFilter(types, h, parseQp(qp.getText()), op, errorsOnly.isOn(), search.getText());
    }

    private static int parseQp(String s) {
        String t = s.trim().toLowerCase(Locale.ROOT);
        try {
            return t.isEmpty() ? -1 : t.startsWith("0x") ? Integer.parseInt(t.substring(2), 16) : Integer.parseInt(t);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private void refilter() {
        filter = filterOfControls();
        TraceEvent selected = selectedEvent();
        rows = record == null ? new int[0] : filter.isAll() ? all(record.events().size()) : filter.select(record);
        table.setItemCount(0);
        table.setItemCount(rows.length);
        count.setText(record == null ? "" : String.format(Locale.ROOT, "   %,d of %,d events", rows.length, record.events().size()));
        count.getParent().getParent().layout(true, true);
        if (selected != null) {
            select(selected, false);
        }
    }

    private static int[] all(int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = i;
        }
        return a;
    }

    private TraceEvent selectedEvent() {
        return table.getStructuredSelection().getFirstElement() instanceof TraceEvent e ? e : null;
    }

    /** Shows {@code r}, keeping the filter and, where it is still there, the selected event. */
    public void show(RunRecord r) {
        TraceEvent was = r.sameRunAs(record) ? selectedEvent() : null;
        // the rows index the record's events: never one without the other
        rows = new int[0];
        table.setItemCount(0);
        record = r;
        String h = host.getSelectionIndex() > 0 ? host.getItem(host.getSelectionIndex()) : null;
        host.removeAll();
        host.add("Any host");
        for (String n : r.hosts()) {
            host.add(n);
        }
        for (String n : r.switches()) {
            host.add(n);
        }
        host.select(h == null ? 0 : Math.max(0, host.indexOf(h)));
        refilter();
        if (was != null && was.seq() < r.events().size()) {
            select(r.events().get((int) was.seq()), false);
        } else {
            detail.setText("");
            // nothing chosen: the latest events in view, where a run stepped to
            if (rows.length > 0) {
                table.getTable().showItem(table.getTable().getItem(rows.length - 1));
            }
        }
    }

    /** Selects the event of {@code point} when it is of the record shown. */
    public void follow(RunPoint point) {
        if (point.record() != record || point.event() == null || point.event() == selectedEvent()) {
            return;
        }
        select(point.event(), false);
    }

    /** Selects the row of {@code e} (when the filter lists it) and shows its details; {@code tell} publishes it. */
    private void select(TraceEvent e, boolean tell) {
        int at = Arrays.binarySearch(rows, (int) e.seq());
        if (at < 0) {
            // chosen in another view (a frame in the ladder, a chart's point): its details, saying why no row is selected
            table.setSelection(StructuredSelection.EMPTY);
            showDetail(HIDDEN_BY_FILTER, e);
            return;
        }
        table.getTable().setSelection(at);
        table.getTable().showSelection();
        // a virtual table's selection holds the element once its row is filled
        table.replace(e, at);
        showDetail("", e);
        if (tell) {
            onSelect.accept(e);
        }
    }

    /** Heads the details of an event the filter leaves out of the list. */
    static final String HIDDEN_BY_FILTER = "Not in the list: the filter above hides this event.\n\n";

    /** The details of {@code e}, under {@code heading}. */
    private void showDetail(String heading, TraceEvent e) {
        StringBuilder b = new StringBuilder(heading);
        b.append(String.format(Locale.ROOT, "#%d at %.3f \u00b5s on %s: %s", e.seq(), e.time() / 1000.0, e.node(), e.summary()));
        Explanation why = Explanation.of(e);
        b.append("\n\nWhy: ").append(why.text()).append("\n[").append(why.rule()).append(']');
        var f = record == null ? null : record.frameOf(e);
        if (f != null) {
            b.append("\n\n").append(FrameTip.facts(f));
        }
        long cause = e.cause();
        for (int depth = 0; cause >= 0 && record != null && cause < record.events().size() && depth < 4; depth++) {
            TraceEvent c = record.events().get((int) cause);
            b.append(depth == 0 ? "\n\nbecause of " : "\n   which followed ").append(String.format(Locale.ROOT, "#%d (%.3f \u00b5s, %s): %s", c.seq(),
                    c.time() / 1000.0, c.node(), c.summary()));
            cause = c.cause();
        }
        detail.setText(b.toString());
    }

    private void export(boolean json) {
        if (record == null) {
            return;
        }
        FileDialog d = new FileDialog(control.getShell(), SWT.SAVE);
        d.setFilterPath(ExportFolder.path());
        d.setFilterExtensions(new String[] {json ? "*.json" : "*.csv"});
        d.setOverwrite(true);
        d.setFileName(record.title().replaceAll("[^A-Za-z0-9._-]+", "-") + (json ? ".json" : ".csv"));
        String file = d.open();
        if (file == null) {
            return;
        }
        try (ReplacingFile f = ReplacingFile.open(Path.of(file))) {
            Writer w = new OutputStreamWriter(f.stream(), StandardCharsets.UTF_8);
            write(w, json);
            w.flush();
            f.commit();
        } catch (IOException ex) {
            MessageDialog.openError(control.getShell(), "Event Log", "Cannot write " + file + ": " + ex.getMessage());
        }
    }

    /** The listed rows as CSV (a header, then seq, time, host, QP, kind, summary) or as JSON (an array of the events, as `rdmawb run --json` writes them). */
    void write(Writer w, boolean json) throws IOException {
        if (json) {
            w.write("[\n");
            for (int i = 0; i < rows.length; i++) {
                w.write(TraceJson.of(record.events().get(rows[i])));
                w.write(i + 1 < rows.length ? ",\n" : "\n");
            }
            w.write("]\n");
            return;
        }
        w.write("seq,time_us,host,qp,kind,summary\n");
        for (int r : rows) {
            TraceEvent e = record.events().get(r);
            w.write(e.seq() + "," + String.format(Locale.ROOT, "%.3f", e.time() / 1000.0) + "," + csv(e.node()) + ","
                    + (e.qpn() < 0 ? "" : String.format(Locale.ROOT, "0x%06x", e.qpn())) + "," + EventType.of(e).label() + "," + csv(e.summary()) + "\n");
        }
    }

    private static String csv(String s) {
        return s.contains(",") || s.contains("\"") || s.contains("\n") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
    }

    void setFocus() {
        table.getControl().setFocus();
    }

    /** For tests: the events listed, in order. */
    int[] rows() {
        return rows.clone();
    }

    public TraceEvent selected() {
        return selectedEvent();
    }

    /** For tests: sets the filter controls. */
    void setFilter(boolean errors, String text) {
        errorsOnly.set(errors);
        search.setText(text == null ? "" : text);
        refilter();
    }

    String detailText() {
        return detail.getText();
    }
}
