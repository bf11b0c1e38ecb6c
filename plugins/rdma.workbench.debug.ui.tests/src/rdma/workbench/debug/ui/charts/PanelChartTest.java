package rdma.workbench.debug.ui.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A chart of many lines: its context menu lets the user pick the lines to see, and the legend follows. */
class PanelChartTest {

    private Shell shell;

    @AfterEach
    void close() {
        shell.dispose();
    }

    private static ChartSeries queue(String name) {
        return new ChartSeries(name, ChartPanel.QUEUES, ChartSeries.Shape.STEP, -1, new double[] {0, 1}, new double[] {1000, 0}, new long[] {1, 2});
    }

    private static MenuItem item(Menu menu, String text) {
        return Arrays.stream(menu.getItems()).filter(i -> i.getText().equals(text)).findFirst().orElseThrow(() -> new AssertionError(
                text + " is not among " + Arrays.stream(menu.getItems()).map(MenuItem::getText).toList()));
    }

    private static void choose(MenuItem item, boolean selected) {
        item.setSelection(selected);
        item.notifyListeners(SWT.Selection, new Event());
    }

    @Test
    void theContextMenuHidesAndShowsLinesAndTheLegendFollows() {
        shell = new Shell(Display.getCurrent());
        shell.setLayout(new FillLayout());
        PanelChart chart = new PanelChart(shell, ChartPanel.QUEUES);
        List<ChartSeries> lines = new ArrayList<>();
        for (int i = 1; i <= 12; i++) {
            lines.add(queue("leaf" + i + "/up p0"));
        }
        chart.show(lines, 2000);
        shell.setSize(800, 500);
        shell.open();
        Menu menu = chart.chart().getPlotArea().getControl().getMenu();
        menu.notifyListeners(SWT.Show, new Event());
        assertEquals(1 + 1 + 12, menu.getItemCount(), "Show All Lines, a separator and a line per queue");
        assertFalse(item(menu, "Show &All Lines").getEnabled(), "every line shows already");
        choose(item(menu, "leaf3/up p0"), false);
        assertFalse(chart.legend().contains("leaf3/up p0"), chart.legend().toString());
        assertEquals(11, chart.legend().size());
        chart.show(lines, 3000);
        assertFalse(chart.legend().contains("leaf3/up p0"), "hidden still as the run goes on");
        menu.notifyListeners(SWT.Show, new Event());
        assertFalse(item(menu, "leaf3/up p0").getSelection());
        choose(item(menu, "Show &All Lines"), false);
        assertTrue(chart.legend().contains("leaf3/up p0"));
        assertEquals(12, chart.legend().size());
    }
}
