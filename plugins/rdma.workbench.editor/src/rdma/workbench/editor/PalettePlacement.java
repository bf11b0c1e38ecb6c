package rdma.workbench.editor;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.draw2d.PositionConstants;
import org.eclipse.gef.ui.palette.FlyoutPaletteComposite;
import org.eclipse.gef.ui.palette.FlyoutPaletteComposite.FlyoutPreferences;

/**
 * Where the palette sits and whether it is open, kept in the workspace's preferences. A new
 * user finds it open on the left, as in GEF's examples and most diagram editors; once moved or
 * collapsed it stays so.
 */
final class PalettePlacement implements FlyoutPreferences {

    /** About the width of a collapsed palette: GEF's sash with its arrow button. */
    private static final int COLLAPSED_STRIP = 12;

    private final IEclipsePreferences prefs = InstanceScope.INSTANCE.getNode("rdma.workbench.editor");

    @Override
    public int getDockLocation() {
        return prefs.getInt("palette.dock", PositionConstants.WEST);
    }

    @Override
    public int getPaletteState() {
        return prefs.getInt("palette.state", FlyoutPaletteComposite.STATE_PINNED_OPEN);
    }

    @Override
    public int getPaletteWidth() {
        return prefs.getInt("palette.width", 150);
    }

    /**
     * About how wide the palette is beside the canvas before it is laid out: its width when
     * pinned open, else the strip with the button that opens it.
     */
    int widthBesideCanvas() {
        return getPaletteState() == FlyoutPaletteComposite.STATE_PINNED_OPEN ? getPaletteWidth() : COLLAPSED_STRIP;
    }

    @Override
    public void setDockLocation(int location) {
        prefs.putInt("palette.dock", location);
    }

    @Override
    public void setPaletteState(int state) {
        prefs.putInt("palette.state", state);
    }

    @Override
    public void setPaletteWidth(int width) {
        prefs.putInt("palette.width", width);
    }
}
