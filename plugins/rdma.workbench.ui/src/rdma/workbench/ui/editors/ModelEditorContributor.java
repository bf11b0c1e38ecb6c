package rdma.workbench.ui.editors;

import java.util.List;

import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.command.CommandStack;
import org.eclipse.emf.common.command.UnexecutableCommand;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.edit.command.CommandActionDelegate;
import org.eclipse.emf.edit.command.CreateChildCommand;
import org.eclipse.emf.edit.command.DeleteCommand;
import org.eclipse.emf.edit.command.MoveCommand;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.IMenuManager;
import org.eclipse.jface.action.IToolBarManager;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.ui.IActionBars;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.IWorkbenchActionConstants;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.part.EditorActionBarContributor;

import rdma.workbench.ui.edit.ItemImages;
import rdma.workbench.ui.validation.ValidationVerdict;

/**
 * The actions of {@link ModelEditor}: undo, redo and delete as the workbench's global actions
 * (Edit menu, Ctrl+Z / Ctrl+Y / Delete), move up and down, validate, and "New" child objects in
 * the context menu, all as commands on the editor's command stack.
 */
public class ModelEditorContributor extends EditorActionBarContributor {

    /** The id of the Model menu in the menu bar. */
    public static final String MODEL_MENU_ID = "rdma.workbench.ui.modelMenu";
    /** The id of the context menu's New submenu. */
    public static final String NEW_MENU_ID = "rdma.workbench.ui.new";

    private ModelEditor editor;

    private final IAction undo = new Action("&Undo") {
        @Override
        public void run() {
            stack().undo();
        }
    };
    private final IAction redo = new Action("&Redo") {
        @Override
        public void run() {
            stack().redo();
        }
    };
    private final IAction delete = new Action("&Delete") {
        @Override
        public void run() {
            execute(DeleteCommand.create(domain(), selection().toList()));
        }
    };
    private final IAction moveUp = new Action("Move &Up") {
        @Override
        public void run() {
            execute(move(-1));
        }
    };
    private final IAction moveDown = new Action("Move Do&wn") {
        @Override
        public void run() {
            execute(move(+1));
        }
    };
    private final IAction copy = new Action("&Copy") {
        @Override
        public void run() {
            if (editor instanceof ScenarioEditor s) {
                s.copySelection();
                update();
            }
        }
    };
    private final IAction paste = new Action("&Paste") {
        @Override
        public void run() {
            if (editor instanceof ScenarioEditor s) {
                s.paste();
            }
        }
    };
    private final IAction validate = new Action("&Validate") {
        @Override
        public void run() {
            if (editor == null) {
                return;
            }
            ValidationVerdict.tell(editor.getSite().getShell(), editor.getPartName(), editor.validate());
        }
    };

    public ModelEditorContributor() {
        ISharedImages images = PlatformUI.getWorkbench().getSharedImages();
        undo.setImageDescriptor(images.getImageDescriptor(ISharedImages.IMG_TOOL_UNDO));
        redo.setImageDescriptor(images.getImageDescriptor(ISharedImages.IMG_TOOL_REDO));
        delete.setImageDescriptor(images.getImageDescriptor(ISharedImages.IMG_TOOL_DELETE));
        undo.setActionDefinitionId("org.eclipse.ui.edit.undo");
        redo.setActionDefinitionId("org.eclipse.ui.edit.redo");
        delete.setActionDefinitionId("org.eclipse.ui.edit.delete");
        copy.setImageDescriptor(images.getImageDescriptor(ISharedImages.IMG_TOOL_COPY));
        paste.setImageDescriptor(images.getImageDescriptor(ISharedImages.IMG_TOOL_PASTE));
        copy.setActionDefinitionId("org.eclipse.ui.edit.copy");
        paste.setActionDefinitionId("org.eclipse.ui.edit.paste");
        validate.setToolTipText("Check the model against the rules of real RDMA stacks");
        validate.setImageDescriptor(images.getImageDescriptor(ISharedImages.IMG_OBJS_INFO_TSK));
    }

    @Override
    public void init(IActionBars bars) {
        super.init(bars);
        bars.setGlobalActionHandler(ActionFactory.UNDO.getId(), undo);
        bars.setGlobalActionHandler(ActionFactory.REDO.getId(), redo);
        bars.setGlobalActionHandler(ActionFactory.DELETE.getId(), delete);
        bars.setGlobalActionHandler(ActionFactory.COPY.getId(), copy);
        bars.setGlobalActionHandler(ActionFactory.PASTE.getId(), paste);
    }

    /**
     * Lets a page shown for the editor in a view (the Properties view's) offer the editor's Undo and
     * Redo, as EMF's generated editors do: a property just set is undone where it was set.
     */
    public void shareUndo(IActionBars bars) {
        bars.setGlobalActionHandler(ActionFactory.UNDO.getId(), undo);
        bars.setGlobalActionHandler(ActionFactory.REDO.getId(), redo);
        bars.updateActionBars();
    }

    @Override
    public void contributeToToolBar(IToolBarManager toolBar) {
        toolBar.add(validate);
    }

    @Override
    public void contributeToMenu(IMenuManager menu) {
        MenuManager model = new MenuManager("&Model", MODEL_MENU_ID);
        model.add(moveUp);
        model.add(moveDown);
        model.add(new Separator());
        model.add(validate);
        menu.insertAfter(IWorkbenchActionConstants.MB_ADDITIONS, model);
    }

    @Override
    public void setActiveEditor(IEditorPart part) {
        editor = part instanceof ModelEditor m && m.getLoadProblem() == null ? m : null;
        update();
    }

    /** Enables what applies to the current selection and command stack. */
    protected void update() {
        boolean on = editor != null && editor.getViewer() != null;
        undo.setEnabled(on && stack().canUndo());
        redo.setEnabled(on && stack().canRedo());
        undo.setText(on && stack().getUndoCommand() != null ? "&Undo " + label(stack().getUndoCommand()) : "&Undo");
        redo.setText(on && stack().getRedoCommand() != null ? "&Redo " + label(stack().getRedoCommand()) : "&Redo");
        delete.setEnabled(on && !selection().isEmpty() && DeleteCommand.create(domain(), selection().toList()).canExecute());
        moveUp.setEnabled(on && move(-1).canExecute());
        moveDown.setEnabled(on && move(+1).canExecute());
        validate.setEnabled(on);
        copy.setEnabled(on && editor instanceof ScenarioEditor s && !s.selectedSteps().isEmpty());
        paste.setEnabled(on && editor instanceof ScenarioEditor s && s.canPaste());
    }

    protected void fillContextMenu(IMenuManager menu) {
        update();
        MenuManager children = new MenuManager("&New", NEW_MENU_ID);
        IStructuredSelection sel = selection();
        if (sel.size() == 1 && editor != null) {
            Object owner = sel.getFirstElement();
            for (Object descriptor : domain().getNewChildDescriptors(owner, null)) {
                Command create = CreateChildCommand.create(domain(), owner, descriptor, List.of(owner));
                if (!create.canExecute()) {
                    continue;
                }
                Action a = new Action(create instanceof CommandActionDelegate d ? d.getText() : create.getLabel()) {
                    @Override
                    public void run() {
                        execute(create);
                    }
                };
                if (create instanceof CommandActionDelegate d) {
                    a.setImageDescriptor(ItemImages.descriptor(d.getImage()));
                    a.setToolTipText(d.getToolTipText());
                }
                children.add(a);
            }
        }
        menu.add(children);
        menu.add(new Separator());
        menu.add(undo);
        menu.add(redo);
        menu.add(new Separator());
        menu.add(moveUp);
        menu.add(moveDown);
        menu.add(delete);
        if (editor instanceof ScenarioEditor) {
            menu.add(copy);
            menu.add(paste);
        }
        menu.add(new Separator());
        menu.add(validate);
        menu.add(new Separator(IWorkbenchActionConstants.MB_ADDITIONS));
    }

    /** Moves the single selected object one place within its containing list. */
    private Command move(int delta) {
        IStructuredSelection sel = selection();
        if (editor == null || sel.size() != 1 || !(sel.getFirstElement() instanceof EObject o) || o.eContainer() == null) {
            return UnexecutableCommand.INSTANCE;
        }
        EReference ref = o.eContainmentFeature();
        if (!ref.isMany()) {
            return UnexecutableCommand.INSTANCE;
        }
        List<?> siblings = (List<?>) o.eContainer().eGet(ref);
        int index = siblings.indexOf(o) + delta;
        if (index < 0 || index >= siblings.size()) {
            return UnexecutableCommand.INSTANCE;
        }
        return MoveCommand.create(domain(), o.eContainer(), ref, o, index);
    }

    private void execute(Command c) {
        if (c.canExecute()) {
            stack().execute(c);
        }
    }

    private IStructuredSelection selection() {
        return editor == null ? StructuredSelection.EMPTY : editor.getSelection();
    }

    private EditingDomain domain() {
        return editor.getEditingDomain();
    }

    private CommandStack stack() {
        return editor.getEditingDomain().getCommandStack();
    }

    private static String label(Command c) {
        String l = c.getLabel();
        return l == null ? "" : l;
    }

}
