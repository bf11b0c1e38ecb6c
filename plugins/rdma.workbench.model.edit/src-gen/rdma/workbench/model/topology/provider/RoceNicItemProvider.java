/**
 */
package rdma.workbench.model.topology.provider;


import java.util.Collection;
import java.util.List;

import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.edit.provider.ComposeableAdapterFactory;
import org.eclipse.emf.edit.provider.IItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.ItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.ViewerNotification;

import rdma.workbench.model.topology.RoceNic;
import rdma.workbench.model.topology.TopologyPackage;

/**
 * This is the item provider adapter for a {@link rdma.workbench.model.topology.RoceNic} object.
 * <!-- begin-user-doc -->
 * <!-- end-user-doc -->
 * @generated
 */
public class RoceNicItemProvider extends RnicItemProvider {
	/**
	 * This constructs an instance from a factory and a notifier.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	public RoceNicItemProvider(AdapterFactory adapterFactory) {
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

			addModelPropertyDescriptor(object);
			addCongestionControlPropertyDescriptor(object);
			addCnpIntervalPropertyDescriptor(object);
			addDcqcnGainPropertyDescriptor(object);
			addDcqcnAlphaTimerPropertyDescriptor(object);
			addDcqcnRateIncreaseTimerPropertyDescriptor(object);
			addDcqcnByteCounterPropertyDescriptor(object);
			addDcqcnFastRecoveryStepsPropertyDescriptor(object);
			addDcqcnAdditiveIncreasePropertyDescriptor(object);
			addDcqcnHyperIncreasePropertyDescriptor(object);
			addDcqcnMinimumRatePropertyDescriptor(object);
			addHpccTargetUtilizationPropertyDescriptor(object);
			addHpccMaxStagePropertyDescriptor(object);
			addHpccExpectedFlowsPropertyDescriptor(object);
		}
		return itemPropertyDescriptors;
	}

	/**
	 * This adds a property descriptor for the Model feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addModelPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_RoceNic_model_feature"),
				 getString("_UI_RoceNic_model_description"),
				 TopologyPackage.Literals.ROCE_NIC__MODEL,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Congestion Control feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addCongestionControlPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_RoceNic_congestionControl_feature"),
				 getString("_UI_RoceNic_congestionControl_description"),
				 TopologyPackage.Literals.ROCE_NIC__CONGESTION_CONTROL,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Cnp Interval feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addCnpIntervalPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_RoceNic_cnpInterval_feature"),
				 getString("_UI_RoceNic_cnpInterval_description"),
				 TopologyPackage.Literals.ROCE_NIC__CNP_INTERVAL,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Dcqcn Gain feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addDcqcnGainPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_RoceNic_dcqcnGain_feature"),
				 getString("_UI_RoceNic_dcqcnGain_description"),
				 TopologyPackage.Literals.ROCE_NIC__DCQCN_GAIN,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.REAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Dcqcn Alpha Timer feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addDcqcnAlphaTimerPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_RoceNic_dcqcnAlphaTimer_feature"),
				 getString("_UI_RoceNic_dcqcnAlphaTimer_description"),
				 TopologyPackage.Literals.ROCE_NIC__DCQCN_ALPHA_TIMER,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Dcqcn Rate Increase Timer feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addDcqcnRateIncreaseTimerPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_RoceNic_dcqcnRateIncreaseTimer_feature"),
				 getString("_UI_RoceNic_dcqcnRateIncreaseTimer_description"),
				 TopologyPackage.Literals.ROCE_NIC__DCQCN_RATE_INCREASE_TIMER,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Dcqcn Byte Counter feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addDcqcnByteCounterPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_RoceNic_dcqcnByteCounter_feature"),
				 getString("_UI_RoceNic_dcqcnByteCounter_description"),
				 TopologyPackage.Literals.ROCE_NIC__DCQCN_BYTE_COUNTER,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Dcqcn Fast Recovery Steps feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addDcqcnFastRecoveryStepsPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_RoceNic_dcqcnFastRecoverySteps_feature"),
				 getString("_UI_RoceNic_dcqcnFastRecoverySteps_description"),
				 TopologyPackage.Literals.ROCE_NIC__DCQCN_FAST_RECOVERY_STEPS,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Dcqcn Additive Increase feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addDcqcnAdditiveIncreasePropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_RoceNic_dcqcnAdditiveIncrease_feature"),
				 getString("_UI_RoceNic_dcqcnAdditiveIncrease_description"),
				 TopologyPackage.Literals.ROCE_NIC__DCQCN_ADDITIVE_INCREASE,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.REAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Dcqcn Hyper Increase feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addDcqcnHyperIncreasePropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_RoceNic_dcqcnHyperIncrease_feature"),
				 getString("_UI_RoceNic_dcqcnHyperIncrease_description"),
				 TopologyPackage.Literals.ROCE_NIC__DCQCN_HYPER_INCREASE,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.REAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Dcqcn Minimum Rate feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addDcqcnMinimumRatePropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_RoceNic_dcqcnMinimumRate_feature"),
				 getString("_UI_RoceNic_dcqcnMinimumRate_description"),
				 TopologyPackage.Literals.ROCE_NIC__DCQCN_MINIMUM_RATE,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.REAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Hpcc Target Utilization feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addHpccTargetUtilizationPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_RoceNic_hpccTargetUtilization_feature"),
				 getString("_UI_RoceNic_hpccTargetUtilization_description"),
				 TopologyPackage.Literals.ROCE_NIC__HPCC_TARGET_UTILIZATION,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.REAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Hpcc Max Stage feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addHpccMaxStagePropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_RoceNic_hpccMaxStage_feature"),
				 getString("_UI_RoceNic_hpccMaxStage_description"),
				 TopologyPackage.Literals.ROCE_NIC__HPCC_MAX_STAGE,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Hpcc Expected Flows feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addHpccExpectedFlowsPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_RoceNic_hpccExpectedFlows_feature"),
				 getString("_UI_RoceNic_hpccExpectedFlows_description"),
				 TopologyPackage.Literals.ROCE_NIC__HPCC_EXPECTED_FLOWS,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.INTEGRAL_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This returns RoceNic.gif.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object getImage(Object object) {
		return overlayImage(object, getResourceLocator().getImage("full/obj16/RoceNic"));
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
		String label = ((RoceNic)object).getName();
		return label == null || label.length() == 0 ?
			getString("_UI_RoceNic_type") :
			getString("_UI_RoceNic_type") + " " + label;
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

		switch (notification.getFeatureID(RoceNic.class)) {
			case TopologyPackage.ROCE_NIC__MODEL:
			case TopologyPackage.ROCE_NIC__CONGESTION_CONTROL:
			case TopologyPackage.ROCE_NIC__CNP_INTERVAL:
			case TopologyPackage.ROCE_NIC__DCQCN_GAIN:
			case TopologyPackage.ROCE_NIC__DCQCN_ALPHA_TIMER:
			case TopologyPackage.ROCE_NIC__DCQCN_RATE_INCREASE_TIMER:
			case TopologyPackage.ROCE_NIC__DCQCN_BYTE_COUNTER:
			case TopologyPackage.ROCE_NIC__DCQCN_FAST_RECOVERY_STEPS:
			case TopologyPackage.ROCE_NIC__DCQCN_ADDITIVE_INCREASE:
			case TopologyPackage.ROCE_NIC__DCQCN_HYPER_INCREASE:
			case TopologyPackage.ROCE_NIC__DCQCN_MINIMUM_RATE:
			case TopologyPackage.ROCE_NIC__HPCC_TARGET_UTILIZATION:
			case TopologyPackage.ROCE_NIC__HPCC_MAX_STAGE:
			case TopologyPackage.ROCE_NIC__HPCC_EXPECTED_FLOWS:
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

}
