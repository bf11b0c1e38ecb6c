package rdma.workbench.editor.commands;

import org.eclipse.gef.commands.Command;

import rdma.workbench.model.naming.SiblingNames;
import rdma.workbench.model.topology.NamedElement;

/**
 * Renames a drawn element (direct edit, F2). Empty names are refused, and names a sibling has:
 * every element is referred to by name, and a cable to the second host1 would be saved as a cable
 * to the first.
 */
public final class RenameCommand extends Command {

    private final NamedElement element;
    private final String name;
    private String old;

    public RenameCommand(NamedElement element, String name) {
        super("Rename");
        this.element = element;
        this.name = name == null ? "" : name.strip();
    }

    @Override
    public boolean canExecute() {
        return !name.isEmpty() && !name.equals(element.getName()) && SiblingNames.clash(element, name) == null;
    }

    @Override
    public void execute() {
        old = element.getName();
        element.setName(name);
    }

    @Override
    public void undo() {
        element.setName(old);
    }
}
