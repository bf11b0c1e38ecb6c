package rdma.workbench.ui.properties;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ComboBoxViewerCellEditor;
import org.eclipse.jface.viewers.ILabelProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;

/** Picks one value from a list (an enum literal, true/false, or a referenced object; "" stands for none). */
final class ChoiceCellEditor extends ComboBoxViewerCellEditor {

    /** JFace viewers cannot hold null: this stands for "no value". */
    static final Object NONE = new Object();

    ChoiceCellEditor(Composite parent, List<?> choices, ILabelProvider labels) {
        super(parent, SWT.READ_ONLY);
        List<Object> items = new ArrayList<>();
        for (Object c : choices) {
            items.add(c == null ? NONE : c);
        }
        setContentProvider(ArrayContentProvider.getInstance());
        setLabelProvider(new LabelProvider() {
            @Override
            public String getText(Object element) {
                return element == NONE ? "" : labels.getText(element);
            }
        });
        setInput(items);
        setActivationStyle(DROP_DOWN_ON_MOUSE_ACTIVATION | DROP_DOWN_ON_KEY_ACTIVATION);
    }

    @Override
    protected Object doGetValue() {
        Object v = super.doGetValue();
        return v == NONE ? null : v;
    }

    @Override
    protected void doSetValue(Object value) {
        super.doSetValue(value == null ? NONE : value);
    }
}
