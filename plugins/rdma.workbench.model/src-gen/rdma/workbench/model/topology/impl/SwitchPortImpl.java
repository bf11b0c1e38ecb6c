/**
 */
package rdma.workbench.model.topology.impl;

import org.eclipse.emf.ecore.EClass;

import rdma.workbench.model.topology.SwitchPort;
import rdma.workbench.model.topology.TopologyPackage;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Switch Port</b></em>'.
 * <!-- end-user-doc -->
 *
 * @generated
 */
public class SwitchPortImpl extends EndpointImpl implements SwitchPort {
	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected SwitchPortImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return TopologyPackage.Literals.SWITCH_PORT;
	}

} //SwitchPortImpl
