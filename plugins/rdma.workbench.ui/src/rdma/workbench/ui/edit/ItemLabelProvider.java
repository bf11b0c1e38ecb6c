package rdma.workbench.ui.edit;

import java.util.Map;
import java.util.WeakHashMap;

import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.edit.provider.IItemLabelProvider;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.viewers.DecorationOverlayIcon;
import org.eclipse.jface.viewers.IColorProvider;
import org.eclipse.jface.viewers.IDecoration;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.LabelProviderChangedEvent;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PlatformUI;

/**
 * Labels and icons from EMF.Edit's item providers, with an error or warning overlay on the
 * objects the last validation (or a run) complained about, a breakpoint overlay on the steps
 * that have one, and the debugger's current step on a highlighted background.
 */
public final class ItemLabelProvider extends LabelProvider implements IColorProvider {

    /** The background of the step a suspended program is at: the debugger's instruction-pointer green. */
    private static final Color CURRENT_STEP = new Color(new RGB(198, 219, 174));

    private final AdapterFactory adapterFactory;
    private final ItemImages images = new ItemImages(JFaceResources.getResources());
    private final Map<Object, Integer> severities = new WeakHashMap<>();
    private final Map<Object, Integer> runSeverities = new WeakHashMap<>();
    private final Map<Object, Boolean> breakpoints = new WeakHashMap<>();
    private Object current;

    public ItemLabelProvider(AdapterFactory adapterFactory) {
        this.adapterFactory = adapterFactory;
    }

    @Override
    public String getText(Object element) {
        String text = TreeLabels.text(element);
        if (text != null) {
            return text;
        }
        IItemLabelProvider p = (IItemLabelProvider) adapterFactory.adapt(element, IItemLabelProvider.class);
        return p == null ? String.valueOf(element) : p.getText(element);
    }

    @Override
    public Image getImage(Object element) {
        IItemLabelProvider p = (IItemLabelProvider) adapterFactory.adapt(element, IItemLabelProvider.class);
        ImageDescriptor base = p == null ? null : ItemImages.descriptor(p.getImage(element));
        if (base == null) {
            return null;
        }
        int severity = Math.max(severities.getOrDefault(element, -1), runSeverities.getOrDefault(element, -1));
        Boolean breakpoint = breakpoints.get(element);
        if (severity < Diagnostic.WARNING && breakpoint == null) {
            return images.image(base);
        }
        ImageDescriptor icon = base;
        if (severity >= Diagnostic.WARNING) {
            String overlay = severity >= Diagnostic.ERROR ? ISharedImages.IMG_DEC_FIELD_ERROR : ISharedImages.IMG_DEC_FIELD_WARNING;
            icon = new DecorationOverlayIcon(icon, PlatformUI.getWorkbench().getSharedImages().getImageDescriptor(overlay), IDecoration.BOTTOM_LEFT);
        }
        if (breakpoint != null) {
            icon = new DecorationOverlayIcon(icon, breakpoint ? BREAKPOINT : BREAKPOINT_DISABLED, IDecoration.TOP_LEFT);
        }
        return images.image(icon);
    }

    private static final ImageDescriptor BREAKPOINT = icon("icons/breakpoint_ovr.png");
    private static final ImageDescriptor BREAKPOINT_DISABLED = icon("icons/breakpoint_disabled_ovr.png");

    private static ImageDescriptor icon(String path) {
        return ImageDescriptor.createFromURL(ItemLabelProvider.class.getClassLoader().getResource(path));
    }

    @Override
    public Color getBackground(Object element) {
        return current != null && current == element ? CURRENT_STEP : null;
    }

    @Override
    public Color getForeground(Object element) {
        return null;
    }

    /** The element highlighted as the debugger's current step, or null. */
    public Object current() {
        return current;
    }

    /** Highlights {@code element} as the step the debugger stands at (null: none). */
    public void setCurrent(Object element) {
        current = element;
    }

    /**
     * Replaces the overlays that markers of other tools give: a breakpoint (true enabled, false
     * disabled) and the severity of a problem a run found, per model object.
     */
    public void setMarks(Map<Object, Boolean> breakpointMarks, Map<Object, Integer> problemMarks) {
        breakpoints.clear();
        breakpoints.putAll(breakpointMarks);
        runSeverities.clear();
        runSeverities.putAll(problemMarks);
        fireLabelProviderChanged(new LabelProviderChangedEvent(this));
    }

    /** Replaces the problem overlays; {@code problems} maps model objects to their worst severity. */
    public void setProblems(Map<Object, Integer> problems) {
        severities.clear();
        severities.putAll(problems);
        fireLabelProviderChanged(new LabelProviderChangedEvent(this));
    }

    @Override
    public void dispose() {
        images.dispose();
        super.dispose();
    }
}
