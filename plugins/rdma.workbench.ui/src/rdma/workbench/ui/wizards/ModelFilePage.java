package rdma.workbench.ui.wizards;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.util.function.Function;

import org.eclipse.core.runtime.IPath;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.dialogs.WizardNewFileCreationPage;

/** Chooses where a new model file goes; its first contents come from a function of the file's path. */
final class ModelFilePage extends WizardNewFileCreationPage {

    private final Function<IPath, byte[]> contents;

    ModelFilePage(String title, String description, String extension, String initialName, IStructuredSelection selection,
            Function<IPath, byte[]> contents) {
        super("file", selection);
        setTitle(title);
        setDescription(description);
        setFileExtension(extension);
        setFileName(initialName);
        this.contents = contents;
    }

    @Override
    protected InputStream getInitialContents() {
        return new ByteArrayInputStream(contents.apply(getContainerFullPath().append(getFileName())));
    }
}
