package rdma.workbench.ui;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.keys.IBindingService;
import org.junit.jupiter.api.Test;

/** The keys users of other editors reach for. */
class KeyBindingsTest {

    @Test
    void redoIsCtrlYAsWellAsShiftCtrlZ() {
        IBindingService bindings = PlatformUI.getWorkbench().getService(IBindingService.class);
        List<String> keys = Arrays.stream(bindings.getActiveBindingsFor("org.eclipse.ui.edit.redo")).map(k -> k.format()).toList();
        assertTrue(keys.contains("Ctrl+Y"), keys.toString());
        assertTrue(keys.contains("Shift+Ctrl+Z"), keys.toString());
    }
}
