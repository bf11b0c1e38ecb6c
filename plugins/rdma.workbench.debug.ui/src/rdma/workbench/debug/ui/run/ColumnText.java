package rdma.workbench.debug.ui.run;

import java.util.function.Function;

import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.swt.graphics.Color;

/** A table or tree column's text for its rows of type {@code T}, and its colour (null: the viewer's). */
public final class ColumnText<T> extends ColumnLabelProvider {

    private final Class<T> type;
    private final Function<T, String> text;
    private final Function<T, Color> color;

    public ColumnText(Class<T> type, Function<T, String> text, Function<T, Color> color) {
        this.type = type;
        this.text = text;
        this.color = color;
    }

    @Override
    public String getText(Object element) {
        return text.apply(type.cast(element));
    }

    @Override
    public Color getForeground(Object element) {
        return color == null ? null : color.apply(type.cast(element));
    }
}
