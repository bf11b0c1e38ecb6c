/**
 */
package rdma.workbench.model.topology.impl;

import org.eclipse.emf.ecore.EClass;

import rdma.workbench.model.topology.NetworkNamespace;
import rdma.workbench.model.topology.TopologyPackage;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Network Namespace</b></em>'.
 * <!-- end-user-doc -->
 *
 * @generated
 */
public class NetworkNamespaceImpl extends NamedElementImpl implements NetworkNamespace {
	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected NetworkNamespaceImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return TopologyPackage.Literals.NETWORK_NAMESPACE;
	}

} //NetworkNamespaceImpl
