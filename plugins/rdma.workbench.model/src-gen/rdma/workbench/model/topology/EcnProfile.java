/**
 */
package rdma.workbench.model.topology;

import org.eclipse.emf.ecore.EObject;

/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Ecn Profile</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * The RED/ECN rule of one priority's egress queues on a switch: no mark up to Kmin, a probability rising linearly to Pmax at Kmax, every ECN-capable frame above Kmax (DCQCN paper, section 3.1).
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.topology.EcnProfile#getPriority <em>Priority</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.EcnProfile#getKmin <em>Kmin</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.EcnProfile#getKmax <em>Kmax</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.EcnProfile#getPmax <em>Pmax</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.topology.TopologyPackage#getEcnProfile()
 * @model
 * @generated
 */
public interface EcnProfile extends EObject {
	/**
	 * Returns the value of the '<em><b>Priority</b></em>' attribute.
	 * The default value is <code>"3"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The priority (0-7) whose queues follow this rule; one profile per priority (3 is the usual RoCE priority, DSCP 26).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Priority</em>' attribute.
	 * @see #setPriority(int)
	 * @see rdma.workbench.model.topology.TopologyPackage#getEcnProfile_Priority()
	 * @model default="3"
	 * @generated
	 */
	int getPriority();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.EcnProfile#getPriority <em>Priority</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Priority</em>' attribute.
	 * @see #getPriority()
	 * @generated
	 */
	void setPriority(int value);

	/**
	 * Returns the value of the '<em><b>Kmin</b></em>' attribute.
	 * The default value is <code>"150000"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Bytes queued up to which no frame is marked.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Kmin</em>' attribute.
	 * @see #setKmin(int)
	 * @see rdma.workbench.model.topology.TopologyPackage#getEcnProfile_Kmin()
	 * @model default="150000"
	 * @generated
	 */
	int getKmin();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.EcnProfile#getKmin <em>Kmin</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Kmin</em>' attribute.
	 * @see #getKmin()
	 * @generated
	 */
	void setKmin(int value);

	/**
	 * Returns the value of the '<em><b>Kmax</b></em>' attribute.
	 * The default value is <code>"600000"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Bytes queued above which every ECN-capable frame is marked; at least Kmin.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Kmax</em>' attribute.
	 * @see #setKmax(int)
	 * @see rdma.workbench.model.topology.TopologyPackage#getEcnProfile_Kmax()
	 * @model default="600000"
	 * @generated
	 */
	int getKmax();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.EcnProfile#getKmax <em>Kmax</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Kmax</em>' attribute.
	 * @see #getKmax()
	 * @generated
	 */
	void setKmax(int value);

	/**
	 * Returns the value of the '<em><b>Pmax</b></em>' attribute.
	 * The default value is <code>"0.01"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The chance of marking a frame that finds Kmax bytes queued, from 0 to 1 (0.01 = 1 %).
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Pmax</em>' attribute.
	 * @see #setPmax(double)
	 * @see rdma.workbench.model.topology.TopologyPackage#getEcnProfile_Pmax()
	 * @model default="0.01"
	 * @generated
	 */
	double getPmax();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.topology.EcnProfile#getPmax <em>Pmax</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Pmax</em>' attribute.
	 * @see #getPmax()
	 * @generated
	 */
	void setPmax(double value);

} // EcnProfile
