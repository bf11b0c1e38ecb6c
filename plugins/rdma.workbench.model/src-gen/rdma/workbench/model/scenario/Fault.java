/**
 */
package rdma.workbench.model.scenario;

import rdma.workbench.model.topology.Link;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Fault</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * Arms a fault on a link for the next matching packets this program's host sends: drop, corrupt, delay, duplicate or reorder them. A scenario uses it to show how RC recovers (PSN sequence NAK, go-back-N, local ACK timeout, RETRY_EXC_ERR) and how UC and UD simply lose data.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.Fault#getAction <em>Action</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.Fault#getLink <em>Link</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.Fault#getOpcode <em>Opcode</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.Fault#getSkip <em>Skip</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.Fault#getCount <em>Count</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.Fault#getDelay <em>Delay</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.scenario.ScenarioPackage#getFault()
 * @model
 * @generated
 */
public interface Fault extends Step {
	/**
	 * Returns the value of the '<em><b>Action</b></em>' attribute.
	 * The default value is <code>"DROP"</code>.
	 * The literals are from the enumeration {@link rdma.workbench.model.scenario.FaultAction}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * What happens to each matching packet:
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Action</em>' attribute.
	 * @see rdma.workbench.model.scenario.FaultAction
	 * @see #setAction(FaultAction)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getFault_Action()
	 * @model default="DROP"
	 * @generated
	 */
	FaultAction getAction();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.Fault#getAction <em>Action</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Action</em>' attribute.
	 * @see rdma.workbench.model.scenario.FaultAction
	 * @see #getAction()
	 * @generated
	 */
	void setAction(FaultAction value);

	/**
	 * Returns the value of the '<em><b>Link</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The link the fault acts on, at this host's end; empty means the host's first link.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Link</em>' reference.
	 * @see #setLink(Link)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getFault_Link()
	 * @model
	 * @generated
	 */
	Link getLink();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.Fault#getLink <em>Link</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Link</em>' reference.
	 * @see #getLink()
	 * @generated
	 */
	void setLink(Link value);

	/**
	 * Returns the value of the '<em><b>Opcode</b></em>' attribute.
	 * The literals are from the enumeration {@link rdma.workbench.model.scenario.BthOpcode}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Only packets with this BTH opcode match (for example RC_SEND_ONLY or RC_ACKNOWLEDGE); unset matches every packet.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Opcode</em>' attribute.
	 * @see rdma.workbench.model.scenario.BthOpcode
	 * @see #isSetOpcode()
	 * @see #unsetOpcode()
	 * @see #setOpcode(BthOpcode)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getFault_Opcode()
	 * @model unsettable="true"
	 * @generated
	 */
	BthOpcode getOpcode();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.Fault#getOpcode <em>Opcode</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Opcode</em>' attribute.
	 * @see rdma.workbench.model.scenario.BthOpcode
	 * @see #isSetOpcode()
	 * @see #unsetOpcode()
	 * @see #getOpcode()
	 * @generated
	 */
	void setOpcode(BthOpcode value);

	/**
	 * Unsets the value of the '{@link rdma.workbench.model.scenario.Fault#getOpcode <em>Opcode</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #isSetOpcode()
	 * @see #getOpcode()
	 * @see #setOpcode(BthOpcode)
	 * @generated
	 */
	void unsetOpcode();

	/**
	 * Returns whether the value of the '{@link rdma.workbench.model.scenario.Fault#getOpcode <em>Opcode</em>}' attribute is set.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return whether the value of the '<em>Opcode</em>' attribute is set.
	 * @see #unsetOpcode()
	 * @see #getOpcode()
	 * @see #setOpcode(BthOpcode)
	 * @generated
	 */
	boolean isSetOpcode();

	/**
	 * Returns the value of the '<em><b>Skip</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Matching packets let through before the fault acts.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Skip</em>' attribute.
	 * @see #setSkip(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getFault_Skip()
	 * @model default="0"
	 * @generated
	 */
	int getSkip();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.Fault#getSkip <em>Skip</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Skip</em>' attribute.
	 * @see #getSkip()
	 * @generated
	 */
	void setSkip(int value);

	/**
	 * Returns the value of the '<em><b>Count</b></em>' attribute.
	 * The default value is <code>"1"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Matching packets the fault acts on, after the skipped ones.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Count</em>' attribute.
	 * @see #setCount(int)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getFault_Count()
	 * @model default="1"
	 * @generated
	 */
	int getCount();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.Fault#getCount <em>Count</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Count</em>' attribute.
	 * @see #getCount()
	 * @generated
	 */
	void setCount(int value);

	/**
	 * Returns the value of the '<em><b>Delay</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * DELAY: nanoseconds the packet is held back.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Delay</em>' attribute.
	 * @see #setDelay(long)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getFault_Delay()
	 * @model default="0"
	 * @generated
	 */
	long getDelay();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.Fault#getDelay <em>Delay</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Delay</em>' attribute.
	 * @see #getDelay()
	 * @generated
	 */
	void setDelay(long value);

} // Fault
