package rdma.workbench.model.persistence;

import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceFactoryImpl;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceImpl;

/** {@link RdmaResource}s for .rdmatopo and .rdmaflow files, with the options every load and save uses. */
public final class RdmaResourceFactory extends XMIResourceFactoryImpl {

    @Override
    public Resource createResource(URI uri) {
        XMIResourceImpl resource = new RdmaResource(uri);
        Map<Object, Object> save = resource.getDefaultSaveOptions();
        save.put(XMLResource.OPTION_ENCODING, "UTF-8");
        save.put(XMLResource.OPTION_LINE_WIDTH, 100);
        save.put(XMLResource.OPTION_SAVE_ONLY_IF_CHANGED, XMLResource.OPTION_SAVE_ONLY_IF_CHANGED_MEMORY_BUFFER);
        Map<Object, Object> load = resource.getDefaultLoadOptions();
        load.put(XMLResource.OPTION_DEFER_IDREF_RESOLUTION, Boolean.TRUE);
        load.put(XMLResource.OPTION_PARSER_FEATURES, XmlParsing.FEATURES);
        load.put(XMLResource.OPTION_PARSER_PROPERTIES, XmlParsing.PROPERTIES);
        return resource;
    }
}
