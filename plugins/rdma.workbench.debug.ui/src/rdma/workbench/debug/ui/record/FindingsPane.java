package rdma.workbench.debug.ui.record;

import java.util.List;
import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

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

    /** Shows the findings of {@code frames} RoCEv2 frames judged; a file name prefixes the frame when several files were judged. */
    void show(List<Row> findings, int frames, boolean severalFiles) {
        rows = List.copyOf(findings);
        table.removeAll();
        heading.setText(findings.isEmpty() ? String.format("Transport rules: %,d RoCEv2 frames judged, no rule broken", frames)
                : String.format("Transport rules: %,d RoCEv2 frames judged, %d finding(s); select one to see its frame", frames, findings.size()));
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
