package org.eclipse.ui.internal;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Cursor;
import org.eclipse.swt.widgets.Display;

/**
 * The drag cursors GEF 3.2's flyout palette asks the workbench for while its dock is dragged;
 * the workbench dropped this class. System cursors stand in for the old images (they are shared
 * and never disposed).
 */
public final class DragCursors {

    public static final int INVALID = 0;
    public static final int LEFT = 1;
    public static final int RIGHT = 2;
    public static final int TOP = 3;
    public static final int BOTTOM = 4;
    public static final int CENTER = 5;
    public static final int OFFSCREEN = 6;
    public static final int FASTVIEW = 7;

    private DragCursors() {
    }

    public static Cursor getCursor(int which) {
        int style = switch (which) {
            case LEFT, RIGHT -> SWT.CURSOR_SIZEWE;
            case TOP, BOTTOM -> SWT.CURSOR_SIZENS;
            case CENTER -> SWT.CURSOR_SIZEALL;
            case INVALID, OFFSCREEN -> SWT.CURSOR_NO;
            case FASTVIEW -> SWT.CURSOR_HAND;
            default -> SWT.CURSOR_ARROW;
        };
        return Display.getCurrent().getSystemCursor(style);
    }
}
