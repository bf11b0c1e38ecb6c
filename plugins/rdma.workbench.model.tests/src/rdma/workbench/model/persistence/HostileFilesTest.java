package rdma.workbench.model.persistence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xml.sax.SAXParseException;
import org.xml.sax.helpers.DefaultHandler;

import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.topology.Topology;

/**
 * Model files written to harm: a reference to a network address, a DOCTYPE with an external
 * entity or an entity that expands without end, elements nested thousands deep. Each is refused
 * with a located message, nothing is fetched, nothing escapes as an exception.
 */
class HostileFilesTest {

    private static final String HEAD = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    private static final String TOPOLOGY_OPEN = "<topology:Topology xmi:version=\"2.0\" xmlns:xmi=\"http://www.omg.org/XMI\""
            + " xmlns:topology=\"http://rdma.workbench/topology/1.0\" name=\"t\">\n";

    private static final String DOCTYPE = "a model file has no DOCTYPE: DTDs and entities are refused, so that no file can make the product read another file or expand text without end";

    @TempDir
    Path dir;

    private ModelLoadException refused(String name, String text, Class<? extends EObject> root) throws IOException {
        Path file = dir.resolve(name);
        Files.writeString(file, text);
        ModelLoadException e = assertThrows(ModelLoadException.class, () -> ModelFiles.load(ModelFiles.newResourceSet(), URI.createFileURI(file.toString()), root));
        assertEquals(text, Files.readString(file), "the file is left as it was");
        return e;
    }

    @Test
    void aTopologyAtANetworkAddressIsNeverFetched() throws Exception {
        AtomicInteger connections = new AtomicInteger();
        try (ServerSocket server = new ServerSocket(0, 5, InetAddress.getLoopbackAddress())) {
            Thread listener = new Thread(() -> {
                while (true) {
                    try (Socket s = server.accept()) {
                        connections.incrementAndGet();
                    } catch (SocketException closed) {
                        return;
                    } catch (IOException e) {
                        return;
                    }
                }
            });
            listener.start();
            String address = "http://127.0.0.1:" + server.getLocalPort() + "/fabric.rdmatopo";
            ModelLoadException e = refused("remote.rdmaflow", HEAD
                    + "<scenario:Scenario xmi:version=\"2.0\" xmlns:xmi=\"http://www.omg.org/XMI\" xmlns:scenario=\"http://rdma.workbench/scenario/1.0\""
                    + " title=\"remote\">\n  <topology href=\"" + address + "#/\"/>\n</scenario:Scenario>\n", Scenario.class);
            assertEquals("remote.rdmaflow:3:" + (24 + address.length()) + ": topology of scenario remote points to " + address
                    + " is not a file on this machine: model files refer only to files (a path relative to the file, or in the workspace),"
                    + " never to a network address", e.getMessage());
            server.close();
            listener.join(5_000);
        }
        assertEquals(0, connections.get(), "nothing connected to the address");
    }

    @Test
    void aDoctypeWithAnExternalEntityIsRefusedAndTheEntityNeverRead() throws IOException {
        Path secret = Files.writeString(dir.resolve("secret.txt"), "the contents of a private file");
        ModelLoadException e = refused("xxe.rdmatopo", HEAD + "<!DOCTYPE t [<!ENTITY x SYSTEM \"" + secret.toUri() + "\">]>\n" + TOPOLOGY_OPEN
                + "  <hosts name=\"h1\" description=\"&x;\"/>\n</topology:Topology>\n", Topology.class);
        assertEquals(1, e.problems().size(), e.getMessage());
        assertEquals(2, e.problems().get(0).line());
        assertFalse(e.getMessage().contains("private file"), e.getMessage());
        assertEquals("xxe.rdmatopo:2:10: " + DOCTYPE, e.getMessage());
    }

    @Test
    void anEntityThatExpandsAMillionTimesIsRefusedAtOnce() throws IOException {
        StringBuilder dtd = new StringBuilder("<!DOCTYPE t [<!ENTITY a0 \"ha\">");
        for (int i = 1; i < 10; i++) {
            dtd.append("<!ENTITY a").append(i).append(" \"").append(("&a" + (i - 1) + ";").repeat(10)).append("\">");
        }
        ModelLoadException e = refused("laughs.rdmatopo", HEAD + dtd + "]>\n" + TOPOLOGY_OPEN + "  <hosts name=\"h1\" description=\"&a9;\"/>\n"
                + "</topology:Topology>\n", Topology.class);
        assertEquals("laughs.rdmatopo:2:10: " + DOCTYPE, e.getMessage());
    }

    @Test
    void theParserStopsAtTwoHundredLevels() throws Exception {
        String deep = "<a>".repeat(5_000) + "</a>".repeat(5_000);
        SAXParseException e = assertThrows(SAXParseException.class,
                () -> XmlParsing.saxParser().parse(new ByteArrayInputStream(deep.getBytes(StandardCharsets.US_ASCII)), new DefaultHandler()));
        assertEquals("elements nested more than 200 deep: no model nests so deep, and the parser stops there", XmlParsing.explain(e.getMessage()));
        assertEquals(1, e.getLineNumber());
    }

    @Test
    void elementsNestedFiveThousandDeepEndInALocatedMessage() throws IOException {
        String deep = "<hosts name=\"h\">".repeat(5_000) + "</hosts>".repeat(5_000);
        ModelLoadException e = refused("deep.rdmatopo", HEAD + TOPOLOGY_OPEN + deep + "\n</topology:Topology>\n", Topology.class);
        assertTrue(e.getMessage().startsWith("deep.rdmatopo:3:33: Feature 'hosts' not found."), e.getMessage());
        assertThrows(ModelLoadException.class, () -> ModelFiles.load(ModelFiles.newResourceSet(), URI.createFileURI(dir.resolve("deep.rdmatopo").toString()),
                Topology.class), "and again: nothing was left half loaded");
    }
}
