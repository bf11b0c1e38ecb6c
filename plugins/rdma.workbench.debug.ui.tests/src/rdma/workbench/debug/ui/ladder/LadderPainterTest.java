package rdma.workbench.debug.ui.ladder;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.core.resources.IProject;
import org.junit.jupiter.api.Test;

import rdma.workbench.debug.launch.ScenarioSource;
import rdma.workbench.debug.record.RunRecord;
import rdma.workbench.debug.ui.UiTesting;
import rdma.workbench.engine.stepping.Session;
import rdma.workbench.engine.trace.TraceEvent;

/** What the ladder writes where: the ruler's times, the "now" mark and the frames' labels never cover one another. */
class LadderPainterTest {

    /** A text the painter wrote, with the box it takes. */
    private record Written(String text, double x, double y, double w, double h) {
        boolean covers(Written o) {
            return x < o.x + o.w && o.x < x + w && y < o.y + o.h && o.y < y + h;
        }
    }

    /** A pen that keeps the texts and their boxes (metrics as the SVG export's). */
    private static final class Recording implements Pen {
        final List<Written> texts = new ArrayList<>();

        @Override
        public void color(int rgb) {
        }

        @Override
        public void stroke(int width, boolean dashed) {
        }

        @Override
        public void line(double x1, double y1, double x2, double y2) {
        }

        @Override
        public void fill(double... xy) {
        }

        @Override
        public void fillRect(double x, double y, double w, double h) {
        }

        @Override
        public void text(String s, double x, double y, boolean bold) {
            texts.add(new Written(s, x, y, textWidth(s), textHeight()));
        }

        @Override
        public double textWidth(String s) {
            return 6.6 * s.length();
        }

        @Override
        public double textHeight() {
            return 15;
        }
    }

    @Test
    void theRulersTimesTheNowMarkAndTheFramesLabelsNeverCoverEachOther() throws Exception {
        IProject project = UiTesting.examples();
        Session s = ScenarioSource.read(project.getFile("scenarios/rc-write-10k.rdmaflow").getFullPath().toString()).load(1L);
        s.runToEnd(Session.DEFAULT_LIMIT_NANOS);
        List<TraceEvent> events = s.trace().events();
        int checked = 0;
        // the debugger stands at each event in turn: "now" passes every ruler line
        for (int i = 0; i < events.size(); i += 3) {
            RunRecord r = RunRecord.of("rc-write-10k", List.of("host1", "host2"), List.of(), events.subList(0, i + 1), events.get(i).time(), null,
                    Map.of());
            for (double zoom : new double[] {1, 3}) {
                LadderGeometry g = new LadderGeometry(r, LadderGeometry.Axis.TIME, false, Set.of(), 700, 500, zoom);
                Recording pen = new Recording();
                List<LadderPainter.Spot> labels = LadderPainter.paint(pen, g, 0, Math.max(0, g.nowY() - 250), 700, 500, null, Map.of());
                List<Written> ruler = pen.texts.stream().filter(t -> t.text().matches("\\d+\\.\\d{3}")).toList();
                List<Written> now = pen.texts.stream().filter(t -> t.text().equals("now")).toList();
                for (int a = 0; a < ruler.size(); a++) {
                    for (int b = a + 1; b < ruler.size(); b++) {
                        assertTrue(!ruler.get(a).covers(ruler.get(b)), "at event " + i + ": " + ruler.get(a) + " covers " + ruler.get(b));
                    }
                    for (Written n : now) {
                        assertTrue(!ruler.get(a).covers(n), "at event " + i + ": " + ruler.get(a) + " covers the now mark " + n);
                    }
                    for (LadderPainter.Spot l : labels) {
                        Written label = new Written(l.frame().label(), l.x(), l.y(), l.w(), l.h());
                        assertTrue(!ruler.get(a).covers(label), "at event " + i + ": " + ruler.get(a) + " covers the label " + label);
                    }
                }
                checked += ruler.size();
            }
        }
        assertTrue(checked > 100, "the ruler wrote " + checked + " times");
    }
}
