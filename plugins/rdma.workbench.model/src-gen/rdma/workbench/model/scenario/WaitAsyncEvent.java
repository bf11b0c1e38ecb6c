/**
 */
package rdma.workbench.model.scenario;


/**
 * <!-- begin-user-doc -->
 * A representation of the model object '<em><b>Wait Async Event</b></em>'.
 * <!-- end-user-doc -->
 *
 * <!-- begin-model-doc -->
 * ibv_get_async_event, then ibv_ack_async_event: waits for the next asynchronous event of the program's device (a CQ overflow, a QP that went to ERR because of a remote access error, an SRQ below its limit...) and compares it with the expected type and object. With expectedResult ETIMEDOUT the scenario expects that no event comes within the timeout.
 * <!-- end-model-doc -->
 *
 * <p>
 * The following features are supported:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.scenario.WaitAsyncEvent#getEvent <em>Event</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.WaitAsyncEvent#getObject <em>Object</em>}</li>
 *   <li>{@link rdma.workbench.model.scenario.WaitAsyncEvent#getTimeout <em>Timeout</em>}</li>
 * </ul>
 *
 * @see rdma.workbench.model.scenario.ScenarioPackage#getWaitAsyncEvent()
 * @model
 * @generated
 */
public interface WaitAsyncEvent extends VerbStep {
	/**
	 * Returns the value of the '<em><b>Event</b></em>' attribute.
	 * The literals are from the enumeration {@link rdma.workbench.model.scenario.AsyncEventType}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The event type (enum ibv_event_type) expected next. The events:
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Event</em>' attribute.
	 * @see rdma.workbench.model.scenario.AsyncEventType
	 * @see #setEvent(AsyncEventType)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getWaitAsyncEvent_Event()
	 * @model
	 * @generated
	 */
	AsyncEventType getEvent();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.WaitAsyncEvent#getEvent <em>Event</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Event</em>' attribute.
	 * @see rdma.workbench.model.scenario.AsyncEventType
	 * @see #getEvent()
	 * @generated
	 */
	void setEvent(AsyncEventType value);

	/**
	 * Returns the value of the '<em><b>Object</b></em>' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * The CreateQp, CreateCq or CreateSrq step whose object the event concerns; empty accepts any, and is right for device and port events.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Object</em>' reference.
	 * @see #setObject(Step)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getWaitAsyncEvent_Object()
	 * @model
	 * @generated
	 */
	Step getObject();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.WaitAsyncEvent#getObject <em>Object</em>}' reference.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Object</em>' reference.
	 * @see #getObject()
	 * @generated
	 */
	void setObject(Step value);

	/**
	 * Returns the value of the '<em><b>Timeout</b></em>' attribute.
	 * The default value is <code>"10000000"</code>.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * <!-- begin-model-doc -->
	 * Simulated nanoseconds to wait; with expectedResult ETIMEDOUT the scenario expects no event within that time.
	 * <!-- end-model-doc -->
	 * @return the value of the '<em>Timeout</em>' attribute.
	 * @see #setTimeout(long)
	 * @see rdma.workbench.model.scenario.ScenarioPackage#getWaitAsyncEvent_Timeout()
	 * @model default="10000000"
	 * @generated
	 */
	long getTimeout();

	/**
	 * Sets the value of the '{@link rdma.workbench.model.scenario.WaitAsyncEvent#getTimeout <em>Timeout</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @param value the new value of the '<em>Timeout</em>' attribute.
	 * @see #getTimeout()
	 * @generated
	 */
	void setTimeout(long value);

} // WaitAsyncEvent
