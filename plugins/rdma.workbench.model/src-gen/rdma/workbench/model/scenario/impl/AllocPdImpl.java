/**
 */
package rdma.workbench.model.scenario.impl;

import org.eclipse.emf.ecore.EClass;

import rdma.workbench.model.scenario.AllocPd;
import rdma.workbench.model.scenario.ScenarioPackage;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Alloc Pd</b></em>'.
 * <!-- end-user-doc -->
 *
 * @generated
 */
public class AllocPdImpl extends VerbStepImpl implements AllocPd {
	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected AllocPdImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return ScenarioPackage.Literals.ALLOC_PD;
	}

} //AllocPdImpl
