package rdma.workbench.debug.ui.presentation;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.model.IBreakpoint;
import org.eclipse.debug.core.model.IStackFrame;
import org.eclipse.debug.core.model.IThread;
import org.eclipse.debug.core.model.IValue;
import org.eclipse.debug.ui.IDebugEditorPresentation;
import org.eclipse.debug.ui.IDebugModelPresentation;
import org.eclipse.debug.ui.IValueDetailListener;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.swt.graphics.Image;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.part.FileEditorInput;

import rdma.workbench.debug.breakpoints.EventBreakpoint;
import rdma.workbench.debug.breakpoints.StepBreakpoint;
import rdma.workbench.debug.model.ProgramThread;
import rdma.workbench.debug.model.StepFrame;
import rdma.workbench.ui.editors.ScenarioEditor;

/**
 * How RDMA debug elements look in the Debug, Variables and Breakpoints views, and how the scenario
 * editor shows a frame: the step selected and highlighted, as a Java editor shows the current line.
 */
public final class RdmaModelPresentation extends LabelProvider implements IDebugModelPresentation, IDebugEditorPresentation {

    private static final ImageDescriptor EVENT_BREAKPOINT = ImageDescriptor.createFromURL(
            RdmaModelPresentation.class.getClassLoader().getResource("icons/event_breakpoint.png"));

    @Override
    public void setAttribute(String attribute, Object value) {
        // no presentation options
    }

    @Override
    public String getText(Object element) {
        return switch (element) {
            case ProgramThread t -> {
                String why = t.suspendedWhy();
                yield t.getName() + (why == null ? "" : "  (Suspended: " + why + ")");
            }
            case StepBreakpoint b -> b.label() + " [step]" + hitCount(b.hitCount());
            case EventBreakpoint b -> (b.spec() == null ? "event breakpoint of an unknown kind" : "on " + b.spec().describe()) + " [event]"
                    + hitCount(b.hitCount());
            default -> null;
        };
    }

    private static String hitCount(int n) {
        return n <= 0 ? "" : " [hit count: " + n + "]";
    }

    private Image eventImage;

    @Override
    public Image getImage(Object element) {
        if (element instanceof EventBreakpoint) {
            if (eventImage == null) {
                eventImage = EVENT_BREAKPOINT.createImage();
            }
            return eventImage;
        }
        return null;
    }

    @Override
    public void dispose() {
        if (eventImage != null) {
            eventImage.dispose();
        }
        super.dispose();
    }

    @Override
    public void computeDetail(IValue value, IValueDetailListener listener) {
        String text;
        try {
            text = value.getValueString();
        } catch (CoreException e) {
            text = e.getMessage();
        }
        listener.detailComputed(value, text);
    }

    @Override
    public IEditorInput getEditorInput(Object element) {
        if (element instanceof IFile f) {
            return new FileEditorInput(f);
        }
        if (element instanceof IBreakpoint b && b.getMarker() != null && b.getMarker().getResource() instanceof IFile f) {
            return new FileEditorInput(f);
        }
        return null;
    }

    @Override
    public String getEditorId(IEditorInput input, Object element) {
        return ScenarioEditor.ID;
    }

    @Override
    public boolean addAnnotations(IEditorPart editor, IStackFrame frame) {
        if (editor instanceof ScenarioEditor e && frame instanceof StepFrame f) {
            e.showCurrentStep(f.stepId());
            return true;
        }
        return false;
    }

    @Override
    public void removeAnnotations(IEditorPart editor, IThread thread) {
        if (editor instanceof ScenarioEditor e) {
            e.showCurrentStep(null);
        }
    }
}
