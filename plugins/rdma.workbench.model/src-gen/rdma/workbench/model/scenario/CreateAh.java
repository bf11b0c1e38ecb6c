/**
 */
package rdma.workbench.model.scenario;

import rdma.workbench.model.topology.GidEntry;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Create Ah</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * ibv_create_ah: the address of a remote port, for UD sends.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.CreateAh#getPd <em>Pd</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.CreateAh#getDestGid <em>Dest Gid</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.CreateAh#getSgidIndex <em>Sgid Index</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.CreateAh#getPortNum <em>Port Num</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.CreateAh#getHopLimit <em>Hop Limit</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.CreateAh#getTrafficClass <em>Traffic Class</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.scenario.ScenarioPackage#getCreateAh()
 * @model
 * @generated
 */
public interface CreateAh extends VerbStep {
	/**
	 * Returns the value of the '<em><b>Pd</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Pd</em>' reference.
	 * @see #setPd(AllocPd)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getCreateAh_Pd()
	 * @model required="true"
	 * @generated
	 */
	AllocPd getPd();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.CreateAh#getPd <em>Pd</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Pd</em>' reference.
	 * @see #getPd()
	 * @generated
	 */
	void setPd(AllocPd value);

	/**
	 * Returns the value of the '<em><b>Dest Gid</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The remote GID (grh.dgid).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Dest Gid</em>' reference.
	 * @see #setDestGid(GidEntry)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getCreateAh_DestGid()
	 * @model required="true"
	 * @generated
	 */
	GidEntry getDestGid();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.CreateAh#getDestGid <em>Dest Gid</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Dest Gid</em>' reference.
	 * @see #getDestGid()
	 * @generated
	 */
	void setDestGid(GidEntry value);

	/**
	 * Returns the value of the '<em><b>Sgid Index</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Sgid Index</em>' attribute.
	 * @see #setSgidIndex(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getCreateAh_SgidIndex()
	 * @model default="0"
	 * @generated
	 */
	int getSgidIndex();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.CreateAh#getSgidIndex <em>Sgid Index</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Sgid Index</em>' attribute.
	 * @see #getSgidIndex()
	 * @generated
	 */
	void setSgidIndex(int value);

	/**
	 * Returns the value of the '<em><b>Port Num</b></em>' attribute.
	 * The default value is <code>"1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Port Num</em>' attribute.
	 * @see #setPortNum(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getCreateAh_PortNum()
	 * @model default="1"
	 * @generated
	 */
	int getPortNum();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.CreateAh#getPortNum <em>Port Num</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Port Num</em>' attribute.
	 * @see #getPortNum()
	 * @generated
	 */
	void setPortNum(int value);

	/**
	 * Returns the value of the '<em><b>Hop Limit</b></em>' attribute.
	 * The default value is <code>"64"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Hop Limit</em>' attribute.
	 * @see #setHopLimit(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getCreateAh_HopLimit()
	 * @model default="64"
	 * @generated
	 */
	int getHopLimit();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.CreateAh#getHopLimit <em>Hop Limit</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Hop Limit</em>' attribute.
	 * @see #getHopLimit()
	 * @generated
	 */
	void setHopLimit(int value);

	/**
	 * Returns the value of the '<em><b>Traffic Class</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Traffic Class</em>' attribute.
	 * @see #setTrafficClass(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getCreateAh_TrafficClass()
	 * @model default="0"
	 * @generated
	 */
	int getTrafficClass();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.CreateAh#getTrafficClass <em>Traffic Class</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Traffic Class</em>' attribute.
	 * @see #getTrafficClass()
	 * @generated
	 */
	void setTrafficClass(int value);

} // CreateAh
