package rdma.workbench.ui.edit;

import org.eclipse.emf.edit.provider.ComposedAdapterFactory;
import org.eclipse.emf.edit.provider.ReflectiveItemProviderAdapterFactory;
import org.eclipse.emf.edit.provider.resource.ResourceItemProviderAdapterFactory;

import rdma.workbench.model.layout.provider.LayoutItemProviderAdapterFactory;
import rdma.workbench.model.scenario.provider.ScenarioItemProviderAdapterFactory;
import rdma.workbench.model.topology.provider.TopologyItemProviderAdapterFactory;

/** The item providers of the three packages, composed; the caller disposes what it creates. */
public final class AdapterFactories {

    private AdapterFactories() {
    }

    public static ComposedAdapterFactory create() {
        ComposedAdapterFactory f = new ComposedAdapterFactory();
        f.addAdapterFactory(new ResourceItemProviderAdapterFactory());
        f.addAdapterFactory(new TopologyItemProviderAdapterFactory());
        f.addAdapterFactory(new ScenarioItemProviderAdapterFactory());
        f.addAdapterFactory(new LayoutItemProviderAdapterFactory());
        f.addAdapterFactory(new ReflectiveItemProviderAdapterFactory());
        return f;
    }
}
