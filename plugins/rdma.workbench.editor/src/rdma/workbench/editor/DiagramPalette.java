package rdma.workbench.editor;

import org.eclipse.gef.palette.CombinedTemplateCreationEntry;
import org.eclipse.gef.palette.ConnectionCreationToolEntry;
import org.eclipse.gef.palette.MarqueeToolEntry;
import org.eclipse.gef.palette.PaletteDrawer;
import org.eclipse.gef.palette.PaletteGroup;
import org.eclipse.gef.palette.PaletteRoot;
import org.eclipse.gef.palette.SelectionToolEntry;
import org.eclipse.gef.requests.SimpleFactory;

import rdma.workbench.editor.commands.ElementFactory;
import rdma.workbench.editor.figures.DiagramIcons;
import rdma.workbench.model.topology.Link;

/** The palette: selection and marquee, then the fabric's parts. Each creation tool works by click or by drag. */
public final class DiagramPalette {

    public static final String HOST = "Host";
    public static final String ERDMA_NIC = "ERDMA NIC";
    public static final String ROCE_NIC = "RoCE NIC";
    public static final String SWITCH = "Switch";
    public static final String LINK = "Link";
    public static final String NAMESPACE = "Namespace";

    private DiagramPalette() {
    }

    public static PaletteRoot create() {
        PaletteRoot root = new PaletteRoot();
        PaletteGroup tools = new PaletteGroup("Tools");
        SelectionToolEntry select = new SelectionToolEntry();
        tools.add(select);
        tools.add(new MarqueeToolEntry());
        root.add(tools);
        root.setDefaultEntry(select);

        PaletteDrawer fabric = new PaletteDrawer("Fabric");
        fabric.add(entry(HOST, "A server; drop ERDMA or RoCE NICs on it", ElementFactory.HOST, DiagramIcons.HOST));
        fabric.add(entry(ERDMA_NIC, "An Alibaba ERDMA device (RoCEv2 mode; switch to iWARP in Properties); drop it on a host",
                ElementFactory.ERDMA_NIC, DiagramIcons.ERDMA_NIC));
        fabric.add(entry(ROCE_NIC, "A generic RoCEv2 NIC; drop it on a host", ElementFactory.ROCE_NIC, DiagramIcons.ROCE_NIC));
        fabric.add(entry(SWITCH, "An Ethernet switch routing by destination IP", ElementFactory.SWITCH, DiagramIcons.SWITCH));
        fabric.add(new ConnectionCreationToolEntry(LINK, "A cable from a NIC (or host) to a switch or another NIC; click both ends",
                new SimpleFactory(Link.class), DiagramIcons.LINK.descriptor(), DiagramIcons.LINK.descriptor()));
        fabric.add(entry(NAMESPACE, "A network namespace; drop it on a host", ElementFactory.NAMESPACE, DiagramIcons.NAMESPACE));
        root.add(fabric);
        return root;
    }

    private static CombinedTemplateCreationEntry entry(String label, String description, ElementFactory factory, DiagramIcons icon) {
        return new CombinedTemplateCreationEntry(label, description, factory, factory, icon.descriptor(), icon.descriptor());
    }
}
