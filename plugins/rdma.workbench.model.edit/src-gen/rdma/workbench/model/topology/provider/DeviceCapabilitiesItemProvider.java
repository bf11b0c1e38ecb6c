/**
 */
package rdma.workbench.model.topology.provider;


import java.util.Collection;
import java.util.List;

import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.ResourceLocator;

import org.eclipse.emf.edit.provider.ComposeableAdapterFactory;
import org.eclipse.emf.edit.provider.IEditingDomainItemProvider;
import org.eclipse.emf.edit.provider.IItemLabelProvider;
import org.eclipse.emf.edit.provider.IItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.IItemPropertySource;
import org.eclipse.emf.edit.provider.IStructuredItemContentProvider;
import org.eclipse.emf.edit.provider.ITreeItemContentProvider;
import org.eclipse.emf.edit.provider.ItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.ItemProviderAdapter;
import org.eclipse.emf.edit.provider.ViewerNotification;

import rdma.workbench.model.edit.provider.RdmaEditPlugin;

import rdma.workbench.model.topology.DeviceCapabilities;
import rdma.workbench.model.topology.TopologyPackage;

/**
 * This is the item provider adapter for a {@link rdma.workbench.model.topology.DeviceCapabilities} object.
 * <!-- begin-user-doc -->
 * <!-- end-user-doc -->
 * @generated
 */
public class DeviceCapabilitiesItemProvider 
	extends ItemProviderAdapter
	implements
		IEditingDomainItemProvider,
		IStructuredItemContentProvider,
		ITreeItemContentProvider,
		IItemLabelProvider,
		IItemPropertySource {
	/**
	 * This constructs an instance from a factory and a notifier.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public DeviceCapabilitiesItemProvider(AdapterFactory adapterFactory) {
		super(adapterFactory);
	}

	/**
	 * This returns the property descriptors for the adapted class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public List<IItemPropertyDescriptor> getPropertyDescriptors(Object object) {
		if (itemPropertyDescriptors == null) {
			super.getPropertyDescriptors(object);

			addMaxQpPropertyDescriptor(object);
			addMaxSendWrPropertyDescriptor(object);
			addMaxRecvWrPropertyDescriptor(object);
			addMaxSendSgePropertyDescriptor(object);
			addMaxRecvSgePropertyDescriptor(object);
			addMaxSgeRdPropertyDescriptor(object);
			addMaxInlineDataPropertyDescriptor(object);
			addMaxCqPropertyDescriptor(object);
			addMaxCqePropertyDescriptor(object);
			addMaxMrPropertyDescriptor(object);
			addMaxMrSizePropertyDescriptor(object);
			addMaxPdPropertyDescriptor(object);
			addMaxSrqPropertyDescriptor(object);
			addMaxAhPropertyDescriptor(object);
			addMaxGidPropertyDescriptor(object);
			addMaxQpRdAtomPropertyDescriptor(object);
			addMaxQpInitRdAtomPropertyDescriptor(object);
			addUcSupportedPropertyDescriptor(object);
		}
		return itemPropertyDescriptors;
	}

	/**
	 * This adds a property descriptor for the Max Qp feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addMaxQpPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_DeviceCapabilities_maxQp_feature"),
				 getString("_UI_DeviceCapabilities_maxQp_description"),
				 TopologyPackage.Literals.DEVICE_CAPABILITIES__MAX_QP,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Max Send Wr feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addMaxSendWrPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_DeviceCapabilities_maxSendWr_feature"),
				 getString("_UI_DeviceCapabilities_maxSendWr_description"),
				 TopologyPackage.Literals.DEVICE_CAPABILITIES__MAX_SEND_WR,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Max Recv Wr feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addMaxRecvWrPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_DeviceCapabilities_maxRecvWr_feature"),
				 getString("_UI_DeviceCapabilities_maxRecvWr_description"),
				 TopologyPackage.Literals.DEVICE_CAPABILITIES__MAX_RECV_WR,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Max Send Sge feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addMaxSendSgePropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_DeviceCapabilities_maxSendSge_feature"),
				 getString("_UI_DeviceCapabilities_maxSendSge_description"),
				 TopologyPackage.Literals.DEVICE_CAPABILITIES__MAX_SEND_SGE,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Max Recv Sge feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addMaxRecvSgePropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_DeviceCapabilities_maxRecvSge_feature"),
				 getString("_UI_DeviceCapabilities_maxRecvSge_description"),
				 TopologyPackage.Literals.DEVICE_CAPABILITIES__MAX_RECV_SGE,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Max Sge Rd feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addMaxSgeRdPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_DeviceCapabilities_maxSgeRd_feature"),
				 getString("_UI_DeviceCapabilities_maxSgeRd_description"),
				 TopologyPackage.Literals.DEVICE_CAPABILITIES__MAX_SGE_RD,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Max Inline Data feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addMaxInlineDataPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_DeviceCapabilities_maxInlineData_feature"),
				 getString("_UI_DeviceCapabilities_maxInlineData_description"),
				 TopologyPackage.Literals.DEVICE_CAPABILITIES__MAX_INLINE_DATA,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Max Cq feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addMaxCqPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_DeviceCapabilities_maxCq_feature"),
				 getString("_UI_DeviceCapabilities_maxCq_description"),
				 TopologyPackage.Literals.DEVICE_CAPABILITIES__MAX_CQ,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Max Cqe feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addMaxCqePropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_DeviceCapabilities_maxCqe_feature"),
				 getString("_UI_DeviceCapabilities_maxCqe_description"),
				 TopologyPackage.Literals.DEVICE_CAPABILITIES__MAX_CQE,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Max Mr feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addMaxMrPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_DeviceCapabilities_maxMr_feature"),
				 getString("_UI_DeviceCapabilities_maxMr_description"),
				 TopologyPackage.Literals.DEVICE_CAPABILITIES__MAX_MR,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Max Mr Size feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addMaxMrSizePropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_DeviceCapabilities_maxMrSize_feature"),
				 getString("_UI_DeviceCapabilities_maxMrSize_description"),
				 TopologyPackage.Literals.DEVICE_CAPABILITIES__MAX_MR_SIZE,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Max Pd feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addMaxPdPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_DeviceCapabilities_maxPd_feature"),
				 getString("_UI_DeviceCapabilities_maxPd_description"),
				 TopologyPackage.Literals.DEVICE_CAPABILITIES__MAX_PD,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Max Srq feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addMaxSrqPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_DeviceCapabilities_maxSrq_feature"),
				 getString("_UI_DeviceCapabilities_maxSrq_description"),
				 TopologyPackage.Literals.DEVICE_CAPABILITIES__MAX_SRQ,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Max Ah feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addMaxAhPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_DeviceCapabilities_maxAh_feature"),
				 getString("_UI_DeviceCapabilities_maxAh_description"),
				 TopologyPackage.Literals.DEVICE_CAPABILITIES__MAX_AH,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Max Gid feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addMaxGidPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_DeviceCapabilities_maxGid_feature"),
				 getString("_UI_DeviceCapabilities_maxGid_description"),
				 TopologyPackage.Literals.DEVICE_CAPABILITIES__MAX_GID,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Max Qp Rd Atom feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addMaxQpRdAtomPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_DeviceCapabilities_maxQpRdAtom_feature"),
				 getString("_UI_DeviceCapabilities_maxQpRdAtom_description"),
				 TopologyPackage.Literals.DEVICE_CAPABILITIES__MAX_QP_RD_ATOM,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Max Qp Init Rd Atom feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addMaxQpInitRdAtomPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_DeviceCapabilities_maxQpInitRdAtom_feature"),
				 getString("_UI_DeviceCapabilities_maxQpInitRdAtom_description"),
				 TopologyPackage.Literals.DEVICE_CAPABILITIES__MAX_QP_INIT_RD_ATOM,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Uc Supported feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addUcSupportedPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_DeviceCapabilities_ucSupported_feature"),
				 getString("_UI_DeviceCapabilities_ucSupported_description"),
				 TopologyPackage.Literals.DEVICE_CAPABILITIES__UC_SUPPORTED,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.BOOLEAN_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This returns DeviceCapabilities.gif.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object getImage(Object object) {
		return overlayImage(object, getResourceLocator().getImage("full/obj16/DeviceCapabilities"));
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected boolean shouldComposeCreationImage() {
		return true;
	}

	/**
	 * This returns the label text for the adapted class.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public String getText(Object object) {
		DeviceCapabilities deviceCapabilities = (DeviceCapabilities)object;
		return getString("_UI_DeviceCapabilities_type") + " " + deviceCapabilities.getMaxQp();
	}


	/**
	 * This handles model notifications by calling {@link #updateChildren} to update any cached
	 * children and by creating a viewer notification, which it passes to {@link #fireNotifyChanged}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public void notifyChanged(Notification notification) {
		updateChildren(notification);

		switch (notification.getFeatureID(DeviceCapabilities.class)) {
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_QP:
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_SEND_WR:
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_RECV_WR:
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_SEND_SGE:
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_RECV_SGE:
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_SGE_RD:
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_INLINE_DATA:
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_CQ:
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_CQE:
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_MR:
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_MR_SIZE:
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_PD:
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_SRQ:
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_AH:
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_GID:
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_QP_RD_ATOM:
			case TopologyPackage.DEVICE_CAPABILITIES__MAX_QP_INIT_RD_ATOM:
			case TopologyPackage.DEVICE_CAPABILITIES__UC_SUPPORTED:
				fireNotifyChanged(new ViewerNotification(notification, notification.getNotifier(), false, true));
				return;
		}
		super.notifyChanged(notification);
	}

	/**
	 * This adds {@link org.eclipse.emf.edit.command.CommandParameter}s describing the children
	 * that can be created under this object.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected void collectNewChildDescriptors(Collection<Object> newChildDescriptors, Object object) {
		super.collectNewChildDescriptors(newChildDescriptors, object);
	}

	/**
	 * Return the resource locator for this item provider's resources.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public ResourceLocator getResourceLocator() {
		return RdmaEditPlugin.INSTANCE;
	}

}
