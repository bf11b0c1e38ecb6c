package rdma.workbench.editor.parts;

import java.util.HashMap;
import java.util.Map;

import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.DefaultEditDomain;
import org.eclipse.gef.tools.CellEditorLocator;
import org.eclipse.gef.tools.DirectEditManager;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.viewers.CellEditor;
import org.eclipse.jface.viewers.ICellEditorListener;
import org.eclipse.jface.viewers.TextCellEditor;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IActionBars;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.part.CellEditorActionHandler;

import rdma.workbench.model.naming.SiblingNames;
import rdma.workbench.model.topology.NamedElement;

/**
 * The text field F2 (or a double-click) opens over an element's name. While it is open, the
 * editing keys (Ctrl+A, Ctrl+C, Ctrl+V, Ctrl+Z, Delete…) act on the text, not on the diagram.
 * A name a sibling already has is refused as it is typed: the status line says who has it, the
 * text turns red, and Enter leaves the field open for a better name (Escape, or a click
 * elsewhere, keeps the old one).
 */
final class NameEditManager extends DirectEditManager {

    private static final String[] TEXT_ACTIONS = {ActionFactory.CUT.getId(), ActionFactory.COPY.getId(), ActionFactory.PASTE.getId(),
            ActionFactory.DELETE.getId(), ActionFactory.SELECT_ALL.getId(), ActionFactory.UNDO.getId(), ActionFactory.REDO.getId()};

    private IActionBars actionBars;
    private CellEditorActionHandler textActions;
    private final Map<String, IAction> diagramActions = new HashMap<>();

    NameEditManager(ElementEditPart part) {
        super(part, TextCellEditor.class, new OverLabel(part.getNameLabel()));
    }

    @Override
    protected CellEditor createCellEditorOn(Composite composite) {
        return new TextCellEditor(composite, SWT.SINGLE | SWT.BORDER);
    }

    @Override
    protected void initCellEditor() {
        NamedElement element = ((ElementEditPart) getEditPart()).element();
        getCellEditor().setValue(element.getName());
        getCellEditor().setValidator(value -> refusal(element, value == null ? "" : value.toString().strip()));
        Text text = (Text) getCellEditor().getControl();
        text.selectAll();
        getCellEditor().addListener(new ICellEditorListener() {
            @Override
            public void editorValueChanged(boolean oldValidState, boolean newValidState) {
                text.setForeground(newValidState ? null : text.getDisplay().getSystemColor(SWT.COLOR_RED));
                if (actionBars != null) {
                    actionBars.getStatusLineManager().setErrorMessage(getCellEditor().getErrorMessage());
                }
            }

            @Override
            public void applyEditorValue() {
                // the edit part's policy turns the value into a RenameCommand
            }

            @Override
            public void cancelEditor() {
                // bringDown clears the status line
            }
        });
        IWorkbenchPart part = ((DefaultEditDomain) getEditPart().getViewer().getEditDomain()).getEditorPart();
        if (part != null && part.getSite() instanceof IEditorSite site) {
            actionBars = site.getActionBars();
            for (String id : TEXT_ACTIONS) {
                diagramActions.put(id, actionBars.getGlobalActionHandler(id));
            }
            textActions = new CellEditorActionHandler(actionBars);
            textActions.addCellEditor(getCellEditor());
            actionBars.updateActionBars();
        }
    }

    @Override
    protected void commit() {
        CellEditor editor = getCellEditor();
        if (editor != null && !editor.isValueValid() && editor.getControl() != null && editor.getControl().isFocusControl()) {
            return; // Enter on a refused name: the field stays, with the reason in the status line
        }
        super.commit();
    }

    /** Why {@code name} cannot be the element's, or null: every element needs a name, and one its siblings do not have. */
    static String refusal(NamedElement element, String name) {
        return name.isEmpty() ? "A name is required: references use it" : SiblingNames.clash(element, name);
    }

    @Override
    protected void bringDown() {
        if (textActions != null) {
            textActions.dispose();
            textActions = null;
        }
        if (actionBars != null) {
            actionBars.getStatusLineManager().setErrorMessage(null);
            diagramActions.forEach(actionBars::setGlobalActionHandler);
            actionBars.updateActionBars();
            actionBars = null;
        }
        super.bringDown();
    }

    /** Places the field over the name label, at least wide enough for a long name. */
    private record OverLabel(Label label) implements CellEditorLocator {
        @Override
        public void relocate(CellEditor editor) {
            Text text = (Text) editor.getControl();
            Rectangle r = label.getTextBounds().getCopy();
            label.translateToAbsolute(r);
            Point size = text.computeSize(SWT.DEFAULT, SWT.DEFAULT);
            text.setBounds(r.x - 4, r.y - 2, Math.max(size.x, Math.max(r.width + 24, 120)), size.y);
        }
    }
}
