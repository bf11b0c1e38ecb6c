package rdma.workbench.ui.edit;

import org.eclipse.emf.common.command.BasicCommandStack;
import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.edit.domain.AdapterFactoryEditingDomain;

import rdma.workbench.model.persistence.ModelFiles;

/** Editing domains over a resource set that knows the model files. */
public final class EditingDomains {

    private EditingDomains() {
    }

    /**
     * A domain whose objects lead back to it: EMF.Edit's property descriptors look the domain up
     * from the object's resource set, and only run their SetCommand on its command stack (and so
     * become undoable) when they find it.
     */
    public static AdapterFactoryEditingDomain create(AdapterFactory adapterFactory) {
        ResourceSet rs = ModelFiles.newResourceSet();
        AdapterFactoryEditingDomain domain = new AdapterFactoryEditingDomain(adapterFactory, new BasicCommandStack(), rs);
        rs.eAdapters().add(new AdapterFactoryEditingDomain.EditingDomainProvider(domain));
        return domain;
    }
}
