package rdma.workbench.ui.validation;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.edit.domain.IEditingDomainProvider;

/**
 * An editor of a model file that validates its model and writes the problem markers: quick
 * fixes change its model through its editing domain, then ask it to validate again.
 */
public interface ValidatingEditor extends IEditingDomainProvider {

    /** Validates the model, refreshes the problem markers and the decorations; returns the diagnostic. */
    Diagnostic validate();
}
