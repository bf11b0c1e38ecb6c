package rdma.workbench.ui.properties;

import java.util.function.Function;

import org.eclipse.emf.ecore.EDataType;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.jface.viewers.TextCellEditor;
import org.eclipse.swt.widgets.Composite;

/**
 * Edits a value of an EMF data type as text; refuses text the data type cannot read, and text
 * {@code refusal} has a reason against (a name a sibling already has, say).
 */
final class DataTypeCellEditor extends TextCellEditor {

    private final EDataType type;
    private final boolean required;

    DataTypeCellEditor(Composite parent, EDataType type, boolean required, Function<String, String> refusal) {
        super(parent);
        this.type = type;
        this.required = required;
        setValidator(value -> {
            // setValue passes the typed value, typing passes the text
            String text = value instanceof String s ? s : value == null ? "" : EcoreUtil.convertToString(type, value);
            if (text.isEmpty()) {
                return required ? "a value is required" : null;
            }
            String unreadable = ItemPropertyDescriptorAdapter.problemWith(type, text);
            return unreadable != null ? unreadable : refusal.apply(text);
        });
    }

    @Override
    protected Object doGetValue() {
        String text = (String) super.doGetValue();
        if (text.isEmpty() && !required) {
            return type.getInstanceClass() == String.class ? "" : null;
        }
        return EcoreUtil.createFromString(type, text);
    }

    @Override
    protected void doSetValue(Object value) {
        super.doSetValue(value == null ? "" : EcoreUtil.convertToString(type, value));
    }
}
