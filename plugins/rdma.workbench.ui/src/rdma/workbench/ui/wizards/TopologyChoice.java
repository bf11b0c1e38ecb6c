package rdma.workbench.ui.wizards;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IWorkspaceRoot;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IPath;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.ResourceSet;

import rdma.workbench.model.naming.FreeNames;
import rdma.workbench.model.persistence.ModelFiles;
import rdma.workbench.model.persistence.ModelLoadException;
import rdma.workbench.model.topology.Topology;

/** The fabric a new scenario runs on: a topology file of the workspace, or a new two-host topology saved beside the scenario. */
sealed interface TopologyChoice {

    /** What the topology page lists. */
    String label();

    /**
     * The topology, in {@code rs} under the URI of the file the scenario will reference (so that the
     * scenario's references are written relative to it); {@code scenario} is the new scenario's path,
     * or null when only the hosts are wanted (a new topology then gets no file).
     */
    Topology topology(ResourceSet rs, IPath scenario) throws ModelLoadException;

    /** A .rdmatopo file that is already in the workspace. */
    record Existing(IFile file) implements TopologyChoice {

        @Override
        public String label() {
            return file.getFullPath().makeRelative().toString();
        }

        @Override
        public Topology topology(ResourceSet rs, IPath scenario) throws ModelLoadException {
            return ModelFiles.load(rs, URI.createPlatformResourceURI(file.getFullPath().toString(), true), Topology.class);
        }
    }

    /** {@link ModelTemplates#topology}, written by Finish into the scenario's folder as fabric.rdmatopo (fabric-2, ... when taken). */
    record TwoHosts() implements TopologyChoice {

        static final String LABEL = "A new two-host topology (ERDMA in RoCEv2 mode, back to back)";

        @Override
        public String label() {
            return LABEL;
        }

        @Override
        public Topology topology(ResourceSet rs, IPath scenario) {
            if (scenario == null) {
                return ModelTemplates.topology("fabric");
            }
            IPath file = fileBeside(scenario);
            Topology t = ModelTemplates.topology(file.removeFileExtension().lastSegment());
            rs.createResource(URI.createPlatformResourceURI(file.toString(), true)).getContents().add(t);
            return t;
        }

        /** The path of the new topology file for the scenario at {@code scenario}: the first free of fabric, fabric-2, ... */
        static IPath fileBeside(IPath scenario) {
            IWorkspaceRoot root = ResourcesPlugin.getWorkspace().getRoot();
            IPath folder = scenario.removeLastSegments(1);
            String extension = "." + ModelFiles.TOPOLOGY_EXTENSION;
            return folder.append(FreeNames.next("fabric", n -> root.findMember(folder.append(n + extension)) != null) + extension);
        }
    }
}
