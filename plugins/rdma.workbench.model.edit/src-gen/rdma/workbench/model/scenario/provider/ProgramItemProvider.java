/**
 */
package rdma.workbench.model.scenario.provider;


import java.util.Collection;
import java.util.List;

import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.common.notify.Notification;

import org.eclipse.emf.common.util.ResourceLocator;

import org.eclipse.emf.ecore.EStructuralFeature;

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

import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.ScenarioFactory;
import rdma.workbench.model.scenario.ScenarioPackage;

/**
 * This is the item provider adapter for a {@link rdma.workbench.model.scenario.Program} object.
 * <!-- begin-user-doc -->
 * <!-- end-user-doc -->
 * @generated
 */
public class ProgramItemProvider 
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
	public ProgramItemProvider(AdapterFactory adapterFactory) {
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

			addNamePropertyDescriptor(object);
			addHostPropertyDescriptor(object);
			addDevicePropertyDescriptor(object);
			addNamespacePropertyDescriptor(object);
			addCgroupPropertyDescriptor(object);
		}
		return itemPropertyDescriptors;
	}

	/**
	 * This adds a property descriptor for the Name feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addNamePropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_Program_name_feature"),
				 getString("_UI_Program_name_description"),
				 ScenarioPackage.Literals.PROGRAM__NAME,
				 true,
				 false,
				 false,
				 ItemPropertyDescriptor.GENERIC_VALUE_IMAGE,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Host feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addHostPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_Program_host_feature"),
				 getString("_UI_Program_host_description"),
				 ScenarioPackage.Literals.PROGRAM__HOST,
				 true,
				 false,
				 true,
				 null,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Device feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addDevicePropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_Program_device_feature"),
				 getString("_UI_Program_device_description"),
				 ScenarioPackage.Literals.PROGRAM__DEVICE,
				 true,
				 false,
				 true,
				 null,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Namespace feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addNamespacePropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_Program_namespace_feature"),
				 getString("_UI_Program_namespace_description"),
				 ScenarioPackage.Literals.PROGRAM__NAMESPACE,
				 true,
				 false,
				 true,
				 null,
				 null,
				 null));
	}

	/**
	 * This adds a property descriptor for the Cgroup feature.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	protected void addCgroupPropertyDescriptor(Object object) {
		itemPropertyDescriptors.add
			(createItemPropertyDescriptor
				(((ComposeableAdapterFactory)adapterFactory).getRootAdapterFactory(),
				 getResourceLocator(),
				 getString("_UI_Program_cgroup_feature"),
				 getString("_UI_Program_cgroup_description"),
				 ScenarioPackage.Literals.PROGRAM__CGROUP,
				 true,
				 false,
				 true,
				 null,
				 null,
				 null));
	}

	/**
	 * This specifies how to implement {@link #getChildren} and is used to deduce an appropriate feature for an
	 * {@link org.eclipse.emf.edit.command.AddCommand}, {@link org.eclipse.emf.edit.command.RemoveCommand} or
	 * {@link org.eclipse.emf.edit.command.MoveCommand} in {@link #createCommand}.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Collection<? extends EStructuralFeature> getChildrenFeatures(Object object) {
		if (childrenFeatures == null) {
			super.getChildrenFeatures(object);
			childrenFeatures.add(ScenarioPackage.Literals.PROGRAM__STEPS);
		}
		return childrenFeatures;
	}

	/**
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	protected EStructuralFeature getChildFeature(Object object, Object child) {
		// Check the type of the specified child object and return the proper feature to use for
		// adding (see {@link AddCommand}) it as a child.

		return super.getChildFeature(object, child);
	}

	/**
	 * This returns Program.gif.
	 * <!-- begin-user-doc -->
	 * <!-- end-user-doc -->
	 * @generated
	 */
	@Override
	public Object getImage(Object object) {
		return overlayImage(object, getResourceLocator().getImage("full/obj16/Program"));
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
		String label = ((Program)object).getName();
		return label == null || label.length() == 0 ?
			getString("_UI_Program_type") :
			getString("_UI_Program_type") + " " + label;
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

		switch (notification.getFeatureID(Program.class)) {
			case ScenarioPackage.PROGRAM__NAME:
				fireNotifyChanged(new ViewerNotification(notification, notification.getNotifier(), false, true));
				return;
			case ScenarioPackage.PROGRAM__STEPS:
				fireNotifyChanged(new ViewerNotification(notification, notification.getNotifier(), true, false));
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

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.PROGRAM__STEPS,
				 ScenarioFactory.eINSTANCE.createAllocPd()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.PROGRAM__STEPS,
				 ScenarioFactory.eINSTANCE.createRegMr()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.PROGRAM__STEPS,
				 ScenarioFactory.eINSTANCE.createCreateCq()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.PROGRAM__STEPS,
				 ScenarioFactory.eINSTANCE.createCreateSrq()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.PROGRAM__STEPS,
				 ScenarioFactory.eINSTANCE.createCreateQp()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.PROGRAM__STEPS,
				 ScenarioFactory.eINSTANCE.createCreateAh()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.PROGRAM__STEPS,
				 ScenarioFactory.eINSTANCE.createModifyQp()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.PROGRAM__STEPS,
				 ScenarioFactory.eINSTANCE.createPostSend()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.PROGRAM__STEPS,
				 ScenarioFactory.eINSTANCE.createPostRecv()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.PROGRAM__STEPS,
				 ScenarioFactory.eINSTANCE.createPollCq()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.PROGRAM__STEPS,
				 ScenarioFactory.eINSTANCE.createCheckMemory()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.PROGRAM__STEPS,
				 ScenarioFactory.eINSTANCE.createSync()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.PROGRAM__STEPS,
				 ScenarioFactory.eINSTANCE.createFault()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.PROGRAM__STEPS,
				 ScenarioFactory.eINSTANCE.createDeallocPd()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.PROGRAM__STEPS,
				 ScenarioFactory.eINSTANCE.createDeregMr()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.PROGRAM__STEPS,
				 ScenarioFactory.eINSTANCE.createDestroyCq()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.PROGRAM__STEPS,
				 ScenarioFactory.eINSTANCE.createDestroySrq()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.PROGRAM__STEPS,
				 ScenarioFactory.eINSTANCE.createDestroyQp()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.PROGRAM__STEPS,
				 ScenarioFactory.eINSTANCE.createDestroyAh()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.PROGRAM__STEPS,
				 ScenarioFactory.eINSTANCE.createQueryQp()));

		newChildDescriptors.add
			(createChildParameter
				(ScenarioPackage.Literals.PROGRAM__STEPS,
				 ScenarioFactory.eINSTANCE.createWaitAsyncEvent()));
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
