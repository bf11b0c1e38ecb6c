/**
 */
package rdma.workbench.model.topology.impl;

import java.util.Collection;

import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.common.notify.NotificationChain;

import org.eclipse.emf.common.util.EList;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.InternalEObject;

import org.eclipse.emf.ecore.impl.ENotificationImpl;

import org.eclipse.emf.ecore.util.EObjectContainmentEList;
import org.eclipse.emf.ecore.util.InternalEList;

import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.NetworkNamespace;
import rdma.workbench.model.topology.RdmaCgroup;
import rdma.workbench.model.topology.Rnic;
import rdma.workbench.model.topology.TopologyPackage;

/**
 * <!-- begin-user-doc -->
 * An implementation of the model object '<em><b>Host</b></em>'.
 * <!-- end-user-doc -->
 * <p>
 * The following features are implemented:
 * </p>
 * <ul>
 *   <li>{@link rdma.workbench.model.topology.impl.HostImpl#getMemorySize <em>Memory Size</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.HostImpl#getRnics <em>Rnics</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.HostImpl#getNamespaces <em>Namespaces</em>}</li>
 *   <li>{@link rdma.workbench.model.topology.impl.HostImpl#getCgroups <em>Cgroups</em>}</li>
 * </ul>
 *
 * @generated
 */
public class HostImpl extends NamedElementImpl implements Host {
	/**
	 * The default value of the '{@link #getMemorySize() <em>Memory Size</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMemorySize()
	 * @generated
	 * @ordered
	 */
	protected static final long MEMORY_SIZE_EDEFAULT = 1073741824L;

	/**
	 * The cached value of the '{@link #getMemorySize() <em>Memory Size</em>}' attribute.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getMemorySize()
	 * @generated
	 * @ordered
	 */
	protected long memorySize = MEMORY_SIZE_EDEFAULT;

	/**
	 * The cached value of the '{@link #getRnics() <em>Rnics</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getRnics()
	 * @generated
	 * @ordered
	 */
	protected EList<Rnic> rnics;

	/**
	 * The cached value of the '{@link #getNamespaces() <em>Namespaces</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getNamespaces()
	 * @generated
	 * @ordered
	 */
	protected EList<NetworkNamespace> namespaces;

	/**
	 * The cached value of the '{@link #getCgroups() <em>Cgroups</em>}' containment reference list.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @see #getCgroups()
	 * @generated
	 * @ordered
	 */
	protected EList<RdmaCgroup> cgroups;

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected HostImpl() {
		super();
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EClass eStaticClass() {
		return TopologyPackage.Literals.HOST;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public long getMemorySize() {
		return memorySize;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void setMemorySize(long newMemorySize) {
		long oldMemorySize = memorySize;
		memorySize = newMemorySize;
		if (eNotificationRequired())
			eNotify(new ENotificationImpl(this, Notification.SET, TopologyPackage.HOST__MEMORY_SIZE, oldMemorySize, memorySize));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<Rnic> getRnics() {
		if (rnics == null) {
			rnics = new EObjectContainmentEList<Rnic>(Rnic.class, this, TopologyPackage.HOST__RNICS);
		}
		return rnics;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<NetworkNamespace> getNamespaces() {
		if (namespaces == null) {
			namespaces = new EObjectContainmentEList<NetworkNamespace>(NetworkNamespace.class, this, TopologyPackage.HOST__NAMESPACES);
		}
		return namespaces;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public EList<RdmaCgroup> getCgroups() {
		if (cgroups == null) {
			cgroups = new EObjectContainmentEList<RdmaCgroup>(RdmaCgroup.class, this, TopologyPackage.HOST__CGROUPS);
		}
		return cgroups;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public NotificationChain eInverseRemove(InternalEObject otherEnd, int featureID, NotificationChain msgs) {
		switch (featureID) {
			case TopologyPackage.HOST__RNICS:
				return ((InternalEList<?>)getRnics()).basicRemove(otherEnd, msgs);
			case TopologyPackage.HOST__NAMESPACES:
				return ((InternalEList<?>)getNamespaces()).basicRemove(otherEnd, msgs);
			case TopologyPackage.HOST__CGROUPS:
				return ((InternalEList<?>)getCgroups()).basicRemove(otherEnd, msgs);
		}
		return super.eInverseRemove(otherEnd, featureID, msgs);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object eGet(int featureID, boolean resolve, boolean coreType) {
		switch (featureID) {
			case TopologyPackage.HOST__MEMORY_SIZE:
				return getMemorySize();
			case TopologyPackage.HOST__RNICS:
				return getRnics();
			case TopologyPackage.HOST__NAMESPACES:
				return getNamespaces();
			case TopologyPackage.HOST__CGROUPS:
				return getCgroups();
		}
		return super.eGet(featureID, resolve, coreType);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@SuppressWarnings("unchecked")
	@Override
	public void eSet(int featureID, Object newValue) {
		switch (featureID) {
			case TopologyPackage.HOST__MEMORY_SIZE:
				setMemorySize((Long)newValue);
				return;
			case TopologyPackage.HOST__RNICS:
				getRnics().clear();
				getRnics().addAll((Collection<? extends Rnic>)newValue);
				return;
			case TopologyPackage.HOST__NAMESPACES:
				getNamespaces().clear();
				getNamespaces().addAll((Collection<? extends NetworkNamespace>)newValue);
				return;
			case TopologyPackage.HOST__CGROUPS:
				getCgroups().clear();
				getCgroups().addAll((Collection<? extends RdmaCgroup>)newValue);
				return;
		}
		super.eSet(featureID, newValue);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void eUnset(int featureID) {
		switch (featureID) {
			case TopologyPackage.HOST__MEMORY_SIZE:
				setMemorySize(MEMORY_SIZE_EDEFAULT);
				return;
			case TopologyPackage.HOST__RNICS:
				getRnics().clear();
				return;
			case TopologyPackage.HOST__NAMESPACES:
				getNamespaces().clear();
				return;
			case TopologyPackage.HOST__CGROUPS:
				getCgroups().clear();
				return;
		}
		super.eUnset(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public boolean eIsSet(int featureID) {
		switch (featureID) {
			case TopologyPackage.HOST__MEMORY_SIZE:
				return memorySize != MEMORY_SIZE_EDEFAULT;
			case TopologyPackage.HOST__RNICS:
				return rnics != null && !rnics.isEmpty();
			case TopologyPackage.HOST__NAMESPACES:
				return namespaces != null && !namespaces.isEmpty();
			case TopologyPackage.HOST__CGROUPS:
				return cgroups != null && !cgroups.isEmpty();
		}
		return super.eIsSet(featureID);
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String toString() {
		if (eIsProxy()) return super.toString();

		StringBuilder result = new StringBuilder(super.toString());
		result.append(" (memorySize: ");
		result.append(memorySize);
		result.append(')');
		return result.toString();
	}

} //HostImpl
