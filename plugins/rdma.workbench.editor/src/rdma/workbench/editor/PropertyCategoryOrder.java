package rdma.workbench.editor;

import java.util.List;

import org.eclipse.ui.views.properties.PropertySheetSorter;

/**
 * Orders the Properties view's categories the way one reads an element: its own properties
 * first (Device, Host, Switch; a link's Cabling, Wire, Faults), then its capabilities, then its
 * parts (ports, GIDs, cgroups) by name.
 */
final class PropertyCategoryOrder extends PropertySheetSorter {

    private static final List<String> FIRST = List.of("Device", "Host", "Switch", "General", "Cabling", "Wire", "Faults", "Capabilities");

    @Override
    public int compareCategories(String a, String b) {
        int ra = rank(a);
        int rb = rank(b);
        return ra != rb ? Integer.compare(ra, rb) : super.compareCategories(a, b);
    }

    private static int rank(String category) {
        int i = category == null ? -1 : FIRST.indexOf(category);
        return i < 0 ? FIRST.size() : i;
    }
}
