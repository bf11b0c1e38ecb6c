/**
 */
package rdma.workbench.model.scenario;

import org.eclipse.emf.common.util.EList;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Post Recv</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * ibv_post_recv (ibv_post_srq_recv when an SRQ is named): posts one receive work request, buffers that the next incoming SEND (or WRITE with immediate) of the QP consumes. A SEND that finds no receive gets an RNR NAK on RC; a message longer than the buffers completes with LOC_LEN_ERR. The call fails with EINVAL while the QP is in RESET or takes its receives from an SRQ, and with ENOMEM when the queue is full.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.PostRecv#getQp <em>Qp</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.PostRecv#getSrq <em>Srq</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.PostRecv#getWrId <em>Wr Id</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.PostRecv#getSges <em>Sges</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.scenario.ScenarioPackage#getPostRecv()
 * @model
 * @generated
 */
public interface PostRecv extends VerbStep {
	/**
	 * Returns the value of the '<em><b>Qp</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The QP whose receive queue takes the work request. The QP must be past RESET and have no SRQ (EINVAL otherwise). Leave empty when posting to an SRQ.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Qp</em>' reference.
	 * @see #setQp(CreateQp)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getPostRecv_Qp()
	 * @model
	 * @generated
	 */
	CreateQp getQp();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.PostRecv#getQp <em>Qp</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Qp</em>' reference.
	 * @see #getQp()
	 * @generated
	 */
	void setQp(CreateQp value);

	/**
	 * Returns the value of the '<em><b>Srq</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The shared receive queue to post to (ibv_post_srq_recv) instead of a QP.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Srq</em>' reference.
	 * @see #setSrq(CreateSrq)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getPostRecv_Srq()
	 * @model
	 * @generated
	 */
	CreateSrq getSrq();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.PostRecv#getSrq <em>Srq</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Srq</em>' reference.
	 * @see #getSrq()
	 * @generated
	 */
	void setSrq(CreateSrq value);

	/**
	 * Returns the value of the '<em><b>Wr Id</b></em>' attribute.
	 * The default value is <code>"0"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * wr_id: a number of the program's choosing, returned unchanged in the completion of the receive.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Wr Id</em>' attribute.
	 * @see #setWrId(long)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getPostRecv_WrId()
	 * @model default="0"
	 * @generated
	 */
	long getWrId();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.PostRecv#getWrId <em>Wr Id</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Wr Id</em>' attribute.
	 * @see #getWrId()
	 * @generated
	 */
	void setWrId(long value);

	/**
	 * Returns the value of the '<em><b>Sges</b></em>' containment reference list.
	 * The list contents are of type {@link rdma.workbench.model.scenario.Sge}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @return the value of the '<em>Sges</em>' containment reference list.
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getPostRecv_Sges()
	 * @model containment="true"
	 * @generated
	 */
	EList<Sge> getSges();

} // PostRecv
