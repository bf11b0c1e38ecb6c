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
 * ibv_create_ah: creates an address handle, the route to a remote port (its GID, the local source GID, hop limit and traffic class), which a UD send names in its work request. Fails with EINVAL when the source GID index or port does not exist, ENOMEM when the device has no address handle left.
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
	 * <!-- begin-model-doc -->
	 * The protection domain of the address handle; a UD QP may use it only when in the same PD.
	 * <!-- end-model-doc -->
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
	 * The remote port's GID (ah_attr.grh.dgid): the destination IP address of the packets. It must be reachable in the topology from the program's port.
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
	 * <!-- begin-model-doc -->
	 * Index of the local GID (ah_attr.grh.sgid_index) in the port's GID table: it chooses the source IP address and the RoCE version. It must exist (EINVAL otherwise), and in a namespace it must belong to a netdev of that namespace.
	 * <!-- end-model-doc -->
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
	 * <!-- begin-model-doc -->
	 * The local port (ah_attr.port_num), numbered from 1.
	 * <!-- end-model-doc -->
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
	 * <!-- begin-model-doc -->
	 * The IP TTL / hop limit of the packets (ah_attr.grh.hop_limit), 0..255.
	 * <!-- end-model-doc -->
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
	 * <!-- begin-model-doc -->
	 * The IP traffic class byte (ah_attr.grh.traffic_class), 0..255: DSCP in the upper six bits, ECN in the lower two.
	 * <!-- end-model-doc -->
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
