package rdma.workbench.editor.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static rdma.workbench.editor.DiagramFixture.drain;
import static rdma.workbench.editor.DiagramFixture.part;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.draw2d.IFigure;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.LayerConstants;
import org.eclipse.gef.editparts.LayerManager;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.RGB;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rdma.workbench.editor.StarDiagram;
import rdma.workbench.editor.commands.SetBoundsCommand;

/** The diagram as an image: what is drawn and a 20-pixel margin, at 100% unless X11 could not hold it; written whole or not at all. */
class DiagramImageTest extends StarDiagram {

    /** The union of the bounds of the hosts, the switch and the links. */
    private Rectangle drawn() {
        IFigure printable = ((LayerManager) editor.getGraphicalViewer().getEditPartRegistry().get(LayerManager.ID)).getLayer(LayerConstants.PRINTABLE_LAYERS);
        Rectangle r = null;
        for (Object layer : printable.getChildren()) {
            for (Object child : ((IFigure) layer).getChildren()) {
                r = r == null ? ((IFigure) child).getBounds().getCopy() : r.union(((IFigure) child).getBounds());
            }
        }
        return r;
    }

    private static RGB rgb(ImageData data, int x, int y) {
        return data.palette.getRGB(data.getPixel(x, y));
    }

    @Test
    void theImageIsTheDrawingWithAMarginOnWhite() {
        Rectangle drawn = drawn();
        ImageData data = DiagramImage.render(editor.getGraphicalViewer());
        assertEquals(List.of(drawn.width + 40, drawn.height + 40), List.of(data.width, data.height));
        assertEquals(new RGB(255, 255, 255), rgb(data, 0, 0));
        assertEquals(new RGB(255, 255, 255), rgb(data, data.width - 1, data.height - 1));
        Rectangle host = part(editor, t.getHosts().get(0)).getFigure().getBounds();
        // three pixels in from host1's left edge, half way down: the host's fill, where the image puts it (the drawing starts at the margin)
        assertEquals(new RGB(246, 247, 250), rgb(data, host.x - drawn.x + 20 + 3, host.y - drawn.y + 20 + host.height / 2));
    }

    @Test
    void aDrawingWiderThanX11TakesIsScaledDownTo16000Pixels() {
        editor.getCommandStack().execute(new SetBoundsCommand(t, t.getHosts().get(1), new Rectangle(40_000, 220, -1, -1)));
        drain();
        ImageData data = DiagramImage.render(editor.getGraphicalViewer());
        assertEquals(16_000, data.width);
        Rectangle drawn = drawn();
        assertEquals((int) Math.ceil((drawn.height + 40) * (16_000.0 / (drawn.width + 40))), data.height, "the same scale both ways");
    }

    @Test
    void thePngIsWrittenWithTheFoldersItNeeds(@TempDir Path tmp) throws Exception {
        ImageData data = DiagramImage.render(editor.getGraphicalViewer());
        Path png = tmp.resolve("exports/2024/star.png");
        DiagramImage.writePng(data, png);
        ImageData read;
        try (InputStream in = Files.newInputStream(png)) {
            read = new ImageLoader().load(in)[0];
        }
        assertEquals(List.of(data.width, data.height, new RGB(255, 255, 255)), List.of(read.width, read.height, rgb(read, 0, 0)));
    }

    @Test
    void aPngThatCannotTakeItsPlaceLeavesNothingBehind(@TempDir Path tmp) throws Exception {
        Path taken = Files.createDirectories(tmp.resolve("star.png"));
        Files.writeString(taken.resolve("keep.txt"), "a folder of that name");
        ImageData data = DiagramImage.render(editor.getGraphicalViewer());
        assertThrows(IOException.class, () -> DiagramImage.writePng(data, taken));
        try (Stream<Path> left = Files.list(tmp)) {
            assertEquals(List.of(taken), left.toList(), "no temporary file left beside it");
        }
        assertEquals("a folder of that name", Files.readString(taken.resolve("keep.txt")));
    }
}
