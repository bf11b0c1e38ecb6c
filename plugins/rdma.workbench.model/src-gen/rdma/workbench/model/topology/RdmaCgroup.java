/**
 */
package rdma.workbench.model.topology;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Rdma Cgroup</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * An RDMA cgroup: rdma.max limits per device.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.topology.RdmaCgroup#getLimits <em>Limits</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.topology.TopologyPackage#getRdmaCgroup()
 * @model
 * @generated
 */
public interface RdmaCgroup extends NamedElement {
	/**
	 * Returns the value of the '<em><b>Limits</b></em>' containment reference list.
	 * The list contents are of type {@link rdma.workbench.model.topology.CgroupLimit}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Limits</em>' containment reference list.
	 * @see rdma.workbench.model.topology.TopologyPackage#getRdmaCgroup_Limits()
	 * @model containment="true"
	 * @generated
	 */
	EList<CgroupLimit> getLimits();

} // RdmaCgroup
