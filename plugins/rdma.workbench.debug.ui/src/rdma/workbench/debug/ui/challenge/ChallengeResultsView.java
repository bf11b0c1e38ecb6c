package rdma.workbench.debug.ui.challenge;

import java.io.IOException;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

import org.eclipse.jface.layout.TableColumnLayout;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ColumnWeightData;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.part.ViewPart;

import rdma.workbench.debug.challenge.ScoreEntry;
import rdma.workbench.ui.HelpContexts;

/** Challenge Results: every scenario challenged in this workspace, with its last and best score, its number of questions and the date. */
public final class ChallengeResultsView extends ViewPart {

    public static final String ID = "rdma.workbench.debug.ui.challengeResults";
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT);

    private TableViewer viewer;
    private final Runnable onScore = () -> {
        if (viewer != null && !viewer.getControl().isDisposed()) {
            viewer.getControl().getDisplay().asyncExec(this::refresh);
        }
    };

    private final TableColumnLayout columns = new TableColumnLayout();

    @Override
    public void createPartControl(Composite parent) {
        // the columns share the view's width (a narrow view shows every column, the scenario's path takes what is left)
        Composite holder = new Composite(parent, SWT.NONE);
        holder.setLayout(columns);
        viewer = new TableViewer(holder, SWT.FULL_SELECTION | SWT.BORDER);
        viewer.getTable().setHeaderVisible(true);
        viewer.getTable().setLinesVisible(true);
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        column("Scenario", 50, 120, ScoreEntry::scenario);
        column("Last", 10, 45, ScoreEntry::last);
        column("Best", 10, 45, ScoreEntry::best);
        column("Questions", 12, 70, e -> Integer.toString(e.questions()));
        column("Date", 18, 110, e -> DATE.format(e.date().atZone(ZoneId.systemDefault())));
        HelpContexts.set(viewer.getControl(), HelpContexts.CHALLENGE);
        ChallengeScores.addListener(onScore);
        refresh();
    }

    private void column(String title, int weight, int minWidth, Function<ScoreEntry, String> text) {
        TableViewerColumn c = new TableViewerColumn(viewer, SWT.LEFT);
        c.getColumn().setText(title);
        columns.setColumnData(c.getColumn(), new ColumnWeightData(weight, minWidth, true));
        c.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply((ScoreEntry) element);
            }
        });
    }

    /** Reads the scores again; a file that cannot be read is said in the view's description, the table left empty. */
    public void refresh() {
        if (viewer.getControl().isDisposed()) {
            return;
        }
        try {
            List<ScoreEntry> entries = ChallengeScores.load().entries();
            viewer.setInput(entries);
            setContentDescription(entries.isEmpty() ? "No challenge played yet in this workspace" : "");
        } catch (IOException e) {
            viewer.setInput(List.of());
            setContentDescription("The scores cannot be read: " + ChallengeScores.file() + ": " + e.getMessage());
        }
    }

    /** The rows as shown: each cell's text, tab-separated. */
    public List<String> rows() {
        List<String> out = new ArrayList<>();
        for (var item : viewer.getTable().getItems()) {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < viewer.getTable().getColumnCount(); i++) {
                b.append(i == 0 ? "" : "\t").append(item.getText(i));
            }
            out.add(b.toString());
        }
        return out;
    }

    @Override
    public void setFocus() {
        viewer.getControl().setFocus();
    }

    @Override
    public void dispose() {
        ChallengeScores.removeListener(onScore);
        super.dispose();
    }
}
