package rdma.workbench.model.persistence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.FileURIHandlerImpl;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import rdma.workbench.model.ModelFixtures;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.topology.TopologyFactory;

class ModelFilesTest {

    @TempDir
    Path dir;

    private static URI uri(Path p) {
        return URI.createFileURI(p.toString());
    }

    /** Saves the two-host topology and the RC scenario on it; returns the scenario file. */
    private Path saveFixture() throws IOException {
        ResourceSet rs = ModelFiles.newResourceSet();
        Topology t = ModelFixtures.twoHosts();
        Scenario s = ModelFixtures.rcSend(t);
        Resource tr = rs.createResource(uri(dir.resolve("pair.rdmatopo")));
        tr.getContents().add(t);
        Resource sr = rs.createResource(uri(dir.resolve("send.rdmaflow")));
        sr.getContents().add(s);
        ModelFiles.save(tr);
        ModelFiles.save(sr);
        return dir.resolve("send.rdmaflow");
    }

    @Test
    void roundTripKeepsCrossFileReferencesByName() throws IOException {
        Path flow = saveFixture();
        String text = Files.readString(flow);
        assertTrue(text.contains("href=\"pair.rdmatopo#//@hosts[name='host1']\""), text);
        Scenario s = ModelFiles.load(ModelFiles.newResourceSet(), uri(flow), Scenario.class);
        assertEquals("host2", s.getPrograms().get(1).getHost().getName());
        PostSend send = (PostSend) s.getPrograms().get(0).getSteps().stream().filter(PostSend.class::isInstance).findFirst().orElseThrow();
        assertEquals("mr", send.getSges().get(0).getMr().getName());
        assertEquals(List.of(), leftovers());
    }

    @Test
    void truncatedFileNamesFileLineAndProblem() throws IOException {
        saveFixture();
        Path topo = dir.resolve("pair.rdmatopo");
        List<String> lines = Files.readAllLines(topo);
        Files.writeString(topo, String.join("\n", lines.subList(0, 6)));
        ModelLoadException e = assertThrows(ModelLoadException.class,
                () -> ModelFiles.load(ModelFiles.newResourceSet(), uri(topo), Topology.class));
        assertEquals(1, e.problems().size());
        LoadProblem p = e.problems().get(0);
        assertEquals("pair.rdmatopo", p.file());
        assertEquals(6, p.line());
        assertEquals("pair.rdmatopo:6:" + p.column() + ": XML document structures must start and end within the same entity.", e.getMessage());
    }

    @Test
    void unknownAttributeIsReportedWithItsLine() throws IOException {
        Path topo = dir.resolve("bad.rdmatopo");
        Files.writeString(topo, """
                <?xml version="1.0" encoding="UTF-8"?>
                <topology:Topology xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI" xmlns:topology="http://rdma.workbench/topology/1.0" name="t">
                  <hosts name="h1" colour="red"/>
                </topology:Topology>
                """);
        ModelLoadException e = assertThrows(ModelLoadException.class,
                () -> ModelFiles.load(ModelFiles.newResourceSet(), uri(topo), Topology.class));
        assertEquals("bad.rdmatopo:3:34: Feature 'colour' not found.", e.getMessage());
    }

    @Test
    void twoHostsOfOneNameAreRefusedAtTheSecondsLineAndTheFileIsLeftAsItWas() throws IOException {
        Path topo = dir.resolve("other-tool.rdmatopo");
        String text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <topology:Topology xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI" xmlns:topology="http://rdma.workbench/topology/1.0" name="t">
                  <hosts name="host1"/>
                  <hosts name="host1">
                    <rnics xsi:type="topology:RoceNic" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" name="nic"/>
                    <rnics xsi:type="topology:RoceNic" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" name="nic"/>
                  </hosts>
                </topology:Topology>
                """;
        Files.writeString(topo, text);
        ModelLoadException e = assertThrows(ModelLoadException.class,
                () -> ModelFiles.load(ModelFiles.newResourceSet(), uri(topo), Topology.class));
        String why = ": references name their target, so they cannot tell these apart and all would lead to the first;"
                + " rename one of them";
        assertEquals(List.of("other-tool.rdmatopo:4:23: two of the hosts of topology t are called host1" + why,
                "other-tool.rdmatopo:6:106: two of the rnics of host host1 are called nic" + why), e.problems().stream().map(LoadProblem::toString).toList());
        assertEquals(text, Files.readString(topo));
    }

    @Test
    void aScenarioOnATopologyWithTwoHostsOfOneNameIsRefusedToo() throws IOException {
        Path flow = saveFixture();
        Path topo = dir.resolve("pair.rdmatopo");
        String text = Files.readString(topo);
        Files.writeString(topo, text.replace("</topology:Topology>", "  <hosts name=\"host1\"/>\n</topology:Topology>"));
        ModelLoadException e = assertThrows(ModelLoadException.class,
                () -> ModelFiles.load(ModelFiles.newResourceSet(), uri(flow), Scenario.class));
        assertEquals(1, e.problems().size(), e.getMessage());
        assertTrue(e.problems().get(0).message().startsWith("two of the hosts of topology "), e.getMessage());
        assertTrue(e.problems().get(0).message().endsWith(", but send.rdmaflow refers to it"), e.getMessage());
        assertEquals(text.lines().count(), e.problems().get(0).line(), "the line of the second host1, added last");
    }

    @Test
    void wrongRootElement() throws IOException {
        saveFixture();
        Path copy = dir.resolve("topo-as-flow.rdmaflow");
        Files.copy(dir.resolve("pair.rdmatopo"), copy);
        ModelLoadException e = assertThrows(ModelLoadException.class,
                () -> ModelFiles.load(ModelFiles.newResourceSet(), uri(copy), Scenario.class));
        assertEquals("topo-as-flow.rdmaflow:2:1: holds a topology, not a scenario", e.getMessage());
    }

    @Test
    void topologyFileHoldingAScenarioSaysSo() throws IOException {
        Path flow = saveFixture();
        Path topo = dir.resolve("flow.rdmatopo");
        Files.copy(flow, topo);
        ModelLoadException e = assertThrows(ModelLoadException.class,
                () -> ModelFiles.load(ModelFiles.newResourceSet(), uri(topo), EObject.class));
        assertEquals("flow.rdmatopo:2:1: holds a scenario, not a topology", e.getMessage());
    }

    @Test
    void scenarioOnATopologyFileThatHoldsAScenario() throws IOException {
        Path flow = saveFixture();
        Files.copy(flow, dir.resolve("pair.rdmatopo"), StandardCopyOption.REPLACE_EXISTING);
        ModelLoadException e = assertThrows(ModelLoadException.class,
                () -> ModelFiles.load(ModelFiles.newResourceSet(), uri(flow), Scenario.class));
        assertEquals("pair.rdmatopo:2:1: holds a scenario, not a topology, but send.rdmaflow refers to it", e.getMessage());
    }

    @Test
    void scenarioOnATruncatedTopologyFailsEvenWhenEveryObjectItNamesWasRead() throws IOException {
        Path flow = saveFixture();
        Path topo = dir.resolve("pair.rdmatopo");
        String text = Files.readString(topo);
        Files.writeString(topo, text.substring(0, text.lastIndexOf("</topology:Topology>")));
        ModelLoadException e = assertThrows(ModelLoadException.class,
                () -> ModelFiles.load(ModelFiles.newResourceSet(), uri(flow), Scenario.class));
        LoadProblem p = e.problems().get(0);
        assertEquals(1, e.problems().size());
        assertEquals("pair.rdmatopo", p.file());
        assertEquals(text.lines().count(), p.line());
        assertEquals("XML document structures must start and end within the same entity, but send.rdmaflow refers to it", p.message());
    }

    @Test
    void referenceToTheWrongKindOfObjectInTheSameFile() throws IOException {
        Path flow = saveFixture();
        Files.writeString(flow, Files.readString(flow).replaceFirst("qp=\"//@programs\\[name='client'\\]/@steps\\[name='qp'\\]\"",
                "qp=\"//@programs[name='client']/@steps[name='pd']\""));
        ModelLoadException e = assertThrows(ModelLoadException.class,
                () -> ModelFiles.load(ModelFiles.newResourceSet(), uri(flow), Scenario.class));
        assertEquals("send.rdmaflow: qp of ModifyQp init points to PD pd, which is an AllocPd, not a CreateQp", e.getMessage());
    }

    @Test
    void referenceToTheWrongKindOfObjectInAnotherFile() throws IOException {
        Path flow = saveFixture();
        Files.writeString(flow, Files.readString(flow).replace("pair.rdmatopo#//@hosts[name='host2']\"", "pair.rdmatopo#//@links[name='l1']\""));
        ModelLoadException e = assertThrows(ModelLoadException.class,
                () -> ModelFiles.load(ModelFiles.newResourceSet(), uri(flow), Scenario.class));
        assertEquals("send.rdmaflow: host of program server points to pair.rdmatopo#//@links[name='l1'], which is a Link, not a Host", e.getMessage());
    }

    @Test
    void bytesThatAreNotUtf8AreReportedWithTheirPlace() throws IOException {
        Path topo = dir.resolve("latin1.rdmatopo");
        Files.write(topo, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<topology:Topology xmi:version=\"2.0\" xmlns:xmi=\"http://www.omg.org/XMI\" xmlns:topology=\"http://rdma.workbench/topology/1.0\" name=\"caf\u00e9\"/>\n"
                .getBytes(StandardCharsets.ISO_8859_1));
        ModelLoadException e = assertThrows(ModelLoadException.class,
                () -> ModelFiles.load(ModelFiles.newResourceSet(), uri(topo), Topology.class));
        assertEquals("latin1.rdmatopo:2:134: Invalid byte 2 of 3-byte UTF-8 sequence.", e.getMessage(), "\u00e9 in Latin-1 reads as the start of a 3-byte sequence");
    }

    @Test
    void numbersAndLiteralsThatDoNotFitTheirAttribute() throws IOException {
        Path flow = saveFixture();
        String text = Files.readString(flow);
        Files.writeString(flow, text.replaceFirst("port=\"1\"", "port=\"99999999999\""));
        ModelLoadException e = assertThrows(ModelLoadException.class,
                () -> ModelFiles.load(ModelFiles.newResourceSet(), uri(flow), Scenario.class));
        assertEquals("port of ModifyQp init cannot be '99999999999': it must be a whole number from -2147483648 to 2147483647",
                e.problems().get(0).message());
        Files.writeString(flow, text.replaceFirst("targetState=\"RTR\"", "targetState=\"READY\""));
        e = assertThrows(ModelLoadException.class, () -> ModelFiles.load(ModelFiles.newResourceSet(), uri(flow), Scenario.class));
        assertEquals("targetState of ModifyQp rtr cannot be 'READY': it must be one of RESET, INIT, RTR, RTS, SQD, SQE, ERR",
                e.problems().get(0).message());
        assertTrue(e.problems().get(0).line() > 0, "the parser knows the line");
    }

    @Test
    void missingTopologyFile() throws IOException {
        Path flow = saveFixture();
        Files.delete(dir.resolve("pair.rdmatopo"));
        ModelLoadException e = assertThrows(ModelLoadException.class,
                () -> ModelFiles.load(ModelFiles.newResourceSet(), uri(flow), Scenario.class));
        assertEquals("pair.rdmatopo: the file does not exist, but send.rdmaflow refers to it", e.getMessage());
    }

    /**
     * A file that is there but cannot be read is not called missing. FileInputStream reports both
     * as FileNotFoundException, with the reason after the path; the files are made unreadable by
     * the resource set, as chmod takes nothing away from root, who runs the builds here.
     */
    @Test
    void unreadableFilesAreNotCalledMissing() throws IOException {
        Path flow = saveFixture();
        for (Path unreadable : List.of(flow, dir.resolve("pair.rdmatopo"))) {
            ResourceSet rs = ModelFiles.newResourceSet();
            rs.getURIConverter().getURIHandlers().add(0, new FileURIHandlerImpl() {
                @Override
                public boolean canHandle(URI uri) {
                    return uri.equals(uri(unreadable));
                }

                @Override
                public InputStream createInputStream(URI uri, Map<?, ?> options) throws IOException {
                    throw new FileNotFoundException(unreadable + " (Permission denied)");
                }
            });
            ModelLoadException e = assertThrows(ModelLoadException.class, () -> ModelFiles.load(rs, uri(flow), Scenario.class));
            assertEquals(unreadable.getFileName() + ": the file cannot be read: permission denied"
                    + (unreadable.equals(flow) ? "" : ", but send.rdmaflow refers to it"), e.getMessage());
        }
    }

    @Test
    void referenceToAnObjectThatIsNotThere() throws IOException {
        Path flow = saveFixture();
        Files.writeString(flow, Files.readString(flow).replace("@hosts[name='host2']", "@hosts[name='host9']"));
        ModelLoadException e = assertThrows(ModelLoadException.class,
                () -> ModelFiles.load(ModelFiles.newResourceSet(), uri(flow), Scenario.class));
        assertEquals("""
                send.rdmaflow: destGid of ModifyQp rtr points to pair.rdmatopo#//@hosts[name='host9']/@rnics[name='erdma_0']/@ports[name='p1']/@gids[index='0'], which does not exist
                send.rdmaflow: host of program server points to pair.rdmatopo#//@hosts[name='host9'], which does not exist""",
                e.getMessage());
    }

    @Test
    void notAModelFile() {
        ModelLoadException e = assertThrows(ModelLoadException.class,
                () -> ModelFiles.load(ModelFiles.newResourceSet(), uri(dir.resolve("notes.txt")), Topology.class));
        assertEquals("notes.txt: not a topology (.rdmatopo) or scenario (.rdmaflow) file", e.getMessage());
    }

    @Test
    void failedSaveLeavesTheFileAsItWas() throws IOException {
        saveFixture();
        Path topo = dir.resolve("pair.rdmatopo");
        byte[] before = Files.readAllBytes(topo);
        ResourceSet rs = ModelFiles.newResourceSet();
        Topology t = ModelFiles.load(rs, uri(topo), Topology.class);
        Link l = t.getLinks().get(0);
        l.setTarget(TopologyFactory.eINSTANCE.createSwitchPort()); // contained nowhere: cannot be saved
        assertThrows(IOException.class, () -> ModelFiles.save(t.eResource()));
        assertEquals(new String(before, StandardCharsets.UTF_8), Files.readString(topo));
        assertEquals(List.of(), leftovers());
    }

    @Test
    void savingKeepsTheFilesPermissionsAndANewFileGetsTheDefaultOnes() throws IOException {
        Path probe = dir.resolve("probe");
        Files.writeString(probe, "");
        saveFixture();
        Path topo = dir.resolve("pair.rdmatopo");
        assertEquals(Files.getPosixFilePermissions(probe), Files.getPosixFilePermissions(topo), "a new file: like any file the user creates");
        var groupRead = PosixFilePermissions.fromString("rw-r-----");
        Files.setPosixFilePermissions(topo, groupRead);
        ResourceSet rs = ModelFiles.newResourceSet();
        Topology t = ModelFiles.load(rs, uri(topo), Topology.class);
        t.setName("renamed");
        ModelFiles.save(t.eResource());
        assertTrue(Files.readString(topo).contains("name=\"renamed\""));
        assertEquals(groupRead, Files.getPosixFilePermissions(topo), "saving over a file keeps its permissions");
        assertEquals(List.of(), leftovers());
    }

    private List<Path> leftovers() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".tmp")).toList();
        }
    }
}
