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
