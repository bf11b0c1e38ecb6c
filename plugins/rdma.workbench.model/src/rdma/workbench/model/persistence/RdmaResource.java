package rdma.workbench.model.persistence;

import java.util.List;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.InternalEObject;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceImpl;

/** The XMI resource of .rdmatopo and .rdmaflow files: references by name resolve through {@link KeyedChildren}. */
final class RdmaResource extends XMIResourceImpl {

    RdmaResource(URI uri) {
        super(uri);
    }

    /** ResourceImpl's walk down the path, with the keyed segments looked up instead of scanned. */
    @Override
    protected EObject getEObject(List<String> uriFragmentPath) {
        int size = uriFragmentPath.size();
        EObject o = getEObjectForURIFragmentRootSegment(size == 0 ? "" : uriFragmentPath.get(0));
        for (int i = 1; i < size && o != null; i++) {
            o = KeyedChildren.find((InternalEObject) o, uriFragmentPath.get(i));
        }
        return o;
    }
}
