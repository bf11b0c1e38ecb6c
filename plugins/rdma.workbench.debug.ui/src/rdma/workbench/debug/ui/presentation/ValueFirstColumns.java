package rdma.workbench.debug.ui.presentation;

import java.util.Set;

import org.eclipse.debug.internal.ui.elements.adapters.VariableColumnPresentation;
import org.eclipse.debug.ui.IDebugUIConstants;

/**
 * The Variables view's columns for RDMA frames, the platform's own, but first sized for what
 * they hold: names are short ("qp", "rkey", "sequence NAK out for") while values are sentences
 * ("4096 bytes at 0x7f0000000000, lkey 0x00000100, rkey 0x00000100"), so the value gets most of
 * the width instead of the half the platform gives each. Widths the user sets are kept as usual.
 */
@SuppressWarnings("restriction") // the platform's column presentation, whose first widths only a subclass can choose
final class ValueFirstColumns extends VariableColumnPresentation {

    /** The share of the tree's width the name column starts with. */
    static final double NAME_SHARE = 0.3;
    private static final Set<String> NAME_AND_VALUE = Set.of(IDebugUIConstants.COLUMN_ID_VARIABLE_NAME, IDebugUIConstants.COLUMN_ID_VARIABLE_VALUE);

    @Override
    public int getInitialColumnWidth(String id, int treeWidth, String[] visible) {
        if (visible.length != 2 || !NAME_AND_VALUE.containsAll(Set.of(visible))) {
            // other columns shown too: the platform's equal shares
            return -1;
        }
        int name = (int) Math.round(treeWidth * NAME_SHARE);
        return IDebugUIConstants.COLUMN_ID_VARIABLE_NAME.equals(id) ? name : treeWidth - name;
    }
}
