package rdma.workbench.editor;

import org.eclipse.emf.common.command.AbstractCommand;
import org.eclipse.emf.common.command.BasicCommandStack;
import org.eclipse.emf.common.command.CommandStackListener;
import org.eclipse.gef.commands.Command;
import org.eclipse.gef.commands.CommandStack;

/**
 * GEF's view of the editing domain's EMF command stack. The diagram's commands and the
 * Properties view's SetCommands land on the one EMF stack, so Ctrl+Z undoes whichever came
 * last and the dirty state counts both.
 */
public final class DomainCommandStack extends CommandStack {

    private final BasicCommandStack stack;
    private final CommandStackListener relay = e -> notifyListeners();

    public DomainCommandStack(BasicCommandStack stack) {
        this.stack = stack;
        stack.addCommandStackListener(relay);
    }

    @Override
    public void execute(Command command) {
        if (command == null || !command.canExecute()) {
            return;
        }
        notifyListeners(command, PRE_EXECUTE);
        stack.execute(new GefCommand(command));
        notifyListeners(command, POST_EXECUTE);
    }

    @Override
    public void undo() {
        Command c = getUndoCommand();
        notifyListeners(c, PRE_UNDO);
        stack.undo();
        notifyListeners(c, POST_UNDO);
    }

    @Override
    public void redo() {
        Command c = getRedoCommand();
        notifyListeners(c, PRE_REDO);
        stack.redo();
        notifyListeners(c, POST_REDO);
    }

    @Override
    public boolean canUndo() {
        return stack.canUndo();
    }

    @Override
    public boolean canRedo() {
        return stack.canRedo();
    }

    @Override
    public Command getUndoCommand() {
        return asGef(stack.getUndoCommand());
    }

    @Override
    public Command getRedoCommand() {
        return asGef(stack.getRedoCommand());
    }

    @Override
    public Object[] getCommands() {
        org.eclipse.emf.common.command.Command c = stack.getUndoCommand();
        return c == null ? new Object[0] : new Object[] {asGef(c)};
    }

    @Override
    public boolean isDirty() {
        return stack.isSaveNeeded();
    }

    @Override
    public void markSaveLocation() {
        stack.saveIsDone();
        notifyListeners();
    }

    @Override
    public void flush() {
        stack.flush();
    }

    @Override
    public void dispose() {
        stack.removeCommandStackListener(relay);
        super.dispose();
    }

    /** The GEF command a diagram edit ran, or a label-only stand-in for an EMF command (a Properties edit). */
    private static Command asGef(org.eclipse.emf.common.command.Command c) {
        if (c == null) {
            return null;
        }
        if (c instanceof GefCommand g) {
            return g.command;
        }
        return new Command(c.getLabel()) {
            // only its label is shown (Undo Set); the EMF stack undoes the command itself
        };
    }

    /** A GEF command run by the EMF stack. */
    private static final class GefCommand extends AbstractCommand {

        final Command command;

        GefCommand(Command command) {
            super(command.getLabel());
            this.command = command;
        }

        @Override
        protected boolean prepare() {
            return command.canExecute();
        }

        @Override
        public boolean canUndo() {
            return command.canUndo();
        }

        @Override
        public void execute() {
            command.execute();
        }

        @Override
        public void undo() {
            command.undo();
        }

        @Override
        public void redo() {
            command.redo();
        }
    }
}
