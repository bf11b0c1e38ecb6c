package rdma.workbench.model.persistence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.junit.jupiter.api.Test;

/** Which addresses a model's resource set reads: files of this machine, the workspace, bundles; never a host on the network. */
class LocalFilesOnlyTest {

    private static boolean local(String uri) {
        return LocalFilesOnly.isLocal(URI.createURI(uri));
    }

    @Test
    void filesTheWorkspaceAndBundlesAreLocal() {
        assertTrue(local("fabric.rdmatopo"));
        assertTrue(local("../topologies/fabric.rdmatopo#/"));
        assertTrue(local("file:/home/user/fabric.rdmatopo"));
        assertTrue(local("file:///home/user/fabric.rdmatopo"));
        assertTrue(local("platform:/resource/project/fabric.rdmatopo"));
        assertTrue(local("platform:/plugin/rdma.workbench.examples/topologies/leaf-spine.rdmatopo"));
        assertTrue(local("archive:file:/home/user/fabrics.zip!/fabric.rdmatopo"));
    }

    @Test
    void anythingThatNamesAHostIsNot() {
        assertFalse(local("http://example.org/fabric.rdmatopo"));
        assertFalse(local("HTTPS://example.org/fabric.rdmatopo"));
        assertFalse(local("ftp://example.org/fabric.rdmatopo"));
        assertFalse(local("file://fileserver/share/fabric.rdmatopo"), "a UNC path is on another machine");
        assertFalse(local("archive:http://example.org/fabrics.zip!/fabric.rdmatopo"));
        assertFalse(local("jar:https://example.org/fabrics.jar!/fabric.rdmatopo"));
        assertFalse(local("mailto:someone@example.org"));
    }

    @Test
    void theResourceSetRefusesToOpenOne() {
        ResourceSet rs = ModelFiles.newResourceSet();
        URI remote = URI.createURI("http://127.0.0.1:9/fabric.rdmatopo");
        IOException e = assertThrows(IOException.class, () -> rs.getURIConverter().createInputStream(remote));
        assertEquals("http://127.0.0.1:9/fabric.rdmatopo is not a file on this machine: model files refer only to files (a path relative to the"
                + " file, or in the workspace), never to a network address", e.getMessage());
        assertFalse(rs.getURIConverter().exists(remote, Map.of()));
    }
}
