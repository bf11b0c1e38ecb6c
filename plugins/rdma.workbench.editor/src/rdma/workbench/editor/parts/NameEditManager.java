package rdma.workbench.editor.parts;

import org.eclipse.draw2d.Label;
import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.gef.tools.CellEditorLocator;
import org.eclipse.gef.tools.DirectEditManager;
import org.eclipse.jface.viewers.CellEditor;
import org.eclipse.jface.viewers.TextCellEditor;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Text;

/** The text field F2 (or a double-click) opens over an element's name. */
final class NameEditManager extends DirectEditManager {

    NameEditManager(ElementEditPart part) {
        super(part, TextCellEditor.class, new OverLabel(part.getNameLabel()));
    }

    @Override
    protected CellEditor createCellEditorOn(org.eclipse.swt.widgets.Composite composite) {
        return new TextCellEditor(composite, SWT.SINGLE | SWT.BORDER);
    }

    @Override
    protected void initCellEditor() {
        getCellEditor().setValue(((ElementEditPart) getEditPart()).element().getName());
        ((Text) getCellEditor().getControl()).selectAll();
    }

    /** Places the field over the name label, at least wide enough for a long name. */
    private record OverLabel(Label label) implements CellEditorLocator {
        @Override
        public void relocate(CellEditor editor) {
            Text text = (Text) editor.getControl();
            Rectangle r = label.getTextBounds().getCopy();
            label.translateToAbsolute(r);
            org.eclipse.swt.graphics.Point size = text.computeSize(SWT.DEFAULT, SWT.DEFAULT);
            text.setBounds(r.x - 4, r.y - 2, Math.max(size.x, Math.max(r.width + 24, 120)), size.y);
        }
    }
}
