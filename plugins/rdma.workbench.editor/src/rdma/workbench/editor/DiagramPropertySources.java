package rdma.workbench.editor;

import java.util.LinkedHashMap;
import java.util.Map;

import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.gef.EditPart;
import org.eclipse.ui.views.properties.IPropertySource;
import org.eclipse.ui.views.properties.IPropertySourceProvider;

import rdma.workbench.model.topology.CgroupLimit;
import rdma.workbench.model.topology.GidEntry;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.RdmaCgroup;
import rdma.workbench.model.topology.Rnic;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.SwitchPort;
import rdma.workbench.ui.properties.ItemPropertySourceProvider;
import rdma.workbench.ui.properties.NestedPropertySource;

/**
 * What the Properties view shows for a selected figure: the element's own properties and, in
 * categories, those of its parts the diagram does not draw (a NIC's capabilities, ports and
 * GID entries; a switch's ports; a host's RDMA cgroups).
 */
public final class DiagramPropertySources implements IPropertySourceProvider {

    private final AdapterFactory adapterFactory;
    private final ItemPropertySourceProvider plain;

    public DiagramPropertySources(AdapterFactory adapterFactory) {
        this.adapterFactory = adapterFactory;
        this.plain = new ItemPropertySourceProvider(adapterFactory);
    }

    @Override
    public IPropertySource getPropertySource(Object object) {
        Object model = object instanceof EditPart p ? p.getModel() : object;
        Map<EObject, String> parts = new LinkedHashMap<>();
        String general = "General";
        if (model instanceof Rnic r) {
            general = "Device";
            if (r.getCapabilities() != null) {
                parts.put(r.getCapabilities(), "Capabilities");
            }
            for (Port p : r.getPorts()) {
                parts.put(p, "Port " + p.getName());
                for (GidEntry g : p.getGids()) {
                    parts.put(g, "Port " + p.getName() + " · GID " + g.getIndex());
                }
            }
        } else if (model instanceof Switch s) {
            general = "Switch";
            for (SwitchPort p : s.getPorts()) {
                parts.put(p, "Port " + p.getName());
            }
        } else if (model instanceof Host h) {
            general = "Host";
            for (RdmaCgroup c : h.getCgroups()) {
                parts.put(c, "Cgroup " + c.getName());
                for (CgroupLimit l : c.getLimits()) {
                    parts.put(l, "Cgroup " + c.getName() + " · limit " + (l.getDevice() == null ? "" : l.getDevice().getName()));
                }
            }
        }
        if (parts.isEmpty() || !(model instanceof EObject root)) {
            return plain.getPropertySource(model);
        }
        return new NestedPropertySource(adapterFactory, root, general, parts);
    }
}
