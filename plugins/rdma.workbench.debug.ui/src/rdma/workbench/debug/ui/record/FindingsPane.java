package rdma.workbench.debug.ui.record;

import java.util.List;
import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.layout.RowData;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;

import rdma.workbench.engine.check.CheckSettings;
import rdma.workbench.engine.check.Finding;

/**
 * The capture judge's findings under the ladder's details: a row per frame that breaks a transport rule (the frame
 * as Wireshark numbers it in its file, the rule, what was seen and the rule's source); selecting one selects its frame.
 */
final class FindingsPane {

    /** One finding of one capture file. */
    record Row(String file, Finding finding) {
    }

    private final Composite root;
    private final Label heading;
    private final Text timeout;
    private final Text cnpInterval;
    private final Text linkGbps;
    private final Button judge;
    private Consumer<CheckSettings> onJudge = s -> {
    };
    private final Table table;
    private List<Row> rows = List.of();

    FindingsPane(Composite parent) {
        root = new Composite(parent, SWT.NONE);
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        root.setLayout(layout);
        heading = new Label(root, SWT.WRAP);
        heading.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        heading.setText("Transport rules: judging...");
        Composite given = new Composite(root, SWT.NONE);
        given.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        RowLayout row = new RowLayout(SWT.HORIZONTAL);
        row.center = true;
        row.wrap = true;
        row.marginTop = 0;
        row.marginBottom = 0;
        given.setLayout(row);
        new Label(given, SWT.NONE).setText("What a capture cannot say:");
        timeout = field(given, "QP timeout", "0..31: the local ACK timeout is 4.096 \u00b5s \u00d7 2^n (ibv_modify_qp's timeout); judges resends");
        cnpInterval = field(given, "CNP interval (\u00b5s)", "The notification point's least interval between CNPs to one QP; judges CNP spacing");
        linkGbps = field(given, "Link (Gb/s)", "The captured link's speed, which says how long a PFC pause lasts; judges PFC pauses");
        judge = new Button(given, SWT.PUSH);
        judge.setText("Judge Again");
        judge.addListener(SWT.Selection, e -> judgeAgain());
        table = new Table(root, SWT.SINGLE | SWT.FULL_SELECTION | SWT.BORDER);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        table.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        for (String[] c : new String[][] {{"Frame", "70"}, {"Rule", "150"}, {"What the capture shows", "520"}, {"Rule's source", "260"}}) {
            TableColumn col = new TableColumn(table, SWT.LEFT);
            col.setText(c[0]);
            col.setWidth(Integer.parseInt(c[1]));
        }
    }

    Composite control() {
        return root;
    }

    private static Text field(Composite parent, String label, String tip) {
        Label l = new Label(parent, SWT.NONE);
        l.setText(label);
        l.setToolTipText(tip);
        Text t = new Text(parent, SWT.BORDER);
        t.setMessage("not given");
        t.setToolTipText(tip);
        t.setLayoutData(new RowData(70, SWT.DEFAULT));
        return t;
    }

    private void settingsShown(boolean shown) {
        Composite given = timeout.getParent();
        ((GridData) given.getLayoutData()).exclude = !shown;
        given.setVisible(shown);
        root.layout();
    }

    /** Told the settings the user gave when they ask to judge again. */
    void onJudge(Consumer<CheckSettings> action) {
        onJudge = action;
    }

    private void judgeAgain() {
        CheckSettings settings;
        try {
            settings = CheckSettings.of(timeout.getText(), cnpInterval.getText(), linkGbps.getText());
        } catch (IllegalArgumentException e) {
            heading.setText("Transport rules: cannot judge: " + e.getMessage());
            heading.setForeground(heading.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
            root.layout();
            return;
        }
        heading.setForeground(null);
        heading.setText("Transport rules: judging...");
        onJudge.accept(settings);
    }

    /** For tests: types the settings and presses Judge Again. */
    void judgeWith(String qpTimeout, String cnpMicros, String gbps) {
        timeout.setText(qpTimeout);
        cnpInterval.setText(cnpMicros);
        linkGbps.setText(gbps);
        judge.notifyListeners(SWT.Selection, null);
    }

    /**
     * Shows the findings of {@code frames} RoCEv2 frames judged, and what could not be judged; a file name prefixes the
     * frame when several files were judged.
     */
    void show(List<Row> findings, int frames, boolean severalFiles, List<String> unjudged) {
        rows = List.copyOf(findings);
        table.removeAll();
        heading.setForeground(null);
        heading.setText((findings.isEmpty() ? String.format("Transport rules: %,d RoCEv2 frames judged, no rule broken", frames)
                : String.format("Transport rules: %,d RoCEv2 frames judged, %d finding(s); select one to see its frame", frames, findings.size()))
                + (unjudged.isEmpty() ? "" : "\n" + String.join("\n", unjudged)));
        settingsShown(true);
        for (Row r : rows) {
            TableItem item = new TableItem(table, SWT.NONE);
            Finding f = r.finding();
            item.setText(new String[] {(severalFiles ? r.file() + " #" : "") + f.frame(), f.rule().id(), f.what(), f.rule().source()});
            item.setForeground(table.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
        }
        root.layout();
    }

    /** Not a capture: nothing to judge. */
    void notJudged(String why) {
        rows = List.of();
        table.removeAll();
        heading.setText("Transport rules: " + why);
        // nothing to judge: settings would do nothing
        settingsShown(false);
    }

    void onSelect(Consumer<Row> action) {
        table.addListener(SWT.Selection, e -> {
            int i = table.getSelectionIndex();
            if (i >= 0 && i < rows.size()) {
                action.accept(rows.get(i));
            }
        });
    }

    /** For tests: the heading and the rows as shown. */
    String heading() {
        return heading.getText();
    }

    List<Row> rows() {
        return rows;
    }

    void select(int index) {
        table.setSelection(index);
        table.notifyListeners(SWT.Selection, null);
    }
}
