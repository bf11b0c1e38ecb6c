package rdma.workbench.debug.ui.details;

import java.util.List;
import java.util.Locale;
import java.util.function.Function;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.jface.viewers.TreeViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;

import rdma.workbench.debug.explain.Explanation;
import rdma.workbench.debug.record.RunRecord;
import rdma.workbench.debug.record.WireFrame;
import rdma.workbench.debug.ui.run.ColumnText;
import rdma.workbench.debug.ui.run.FrameTip;
import rdma.workbench.debug.ui.run.ViewImages;
import rdma.workbench.engine.wire.Decoded;
import rdma.workbench.engine.wire.Dissection;
import rdma.workbench.engine.wire.Dissector;

/**
 * A frame taken apart like Wireshark does — a tree of its layers and fields, each with its value
 * and what it means in this frame — beside (or below) its bytes in hex and ASCII. Selecting a
 * field highlights its bytes; clicking a byte selects its field. The Packet Details view and the
 * capture editor show one each.
 */
public final class DetailsPane {

    private Label heading;
    private StyledText why;
    private TreeViewer tree;
    private HexPane hex;
    private RunRecord record;
    private WireFrame frame;
    private List<DetailNode> rows = List.of();
    /** The rows and every row below them, depth first. */
    private List<DetailNode> everyRow = List.of();
    private Dissection dissection;

    private final Composite control;
    private final IAction copyHex;
    private final IAction copyText;

    public DetailsPane(Composite parent) {
        Composite c = new Composite(parent, SWT.NONE);
        control = c;
        GridLayout layout = new GridLayout(1, false);
        layout.marginWidth = 0;
        layout.marginHeight = 0;
        c.setLayout(layout);
        heading = new Label(c, SWT.NONE);
        heading.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        heading.setText("Select a frame in the Packet Ladder or the Event Log.");
        // why the frame was sent (or died): three lines at most, the rest by scrolling
        why = new StyledText(c, SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL);
        // a pale note colour of its own: the theme's tooltip colours are dark on some desktops
        Color note = new Color(0xFF, 0xF8, 0xDC);
        why.setBackground(note);
        why.setForeground(c.getDisplay().getSystemColor(SWT.COLOR_BLACK));
        why.addListener(SWT.Dispose, e -> note.dispose());
        why.setMargins(4, 2, 4, 2);
        GridData whyData = new GridData(SWT.FILL, SWT.TOP, true, false);
        whyData.heightHint = 3 * why.getLineHeight() + 6;
        why.setLayoutData(whyData);
        SashForm sash = new SashForm(c, SWT.VERTICAL);
        // the bytes go beside the tree when both fit side by side, else below it (as in Wireshark)
        sash.addListener(SWT.Resize, e -> {
            if (hex == null) {
                return;
            }
            var size = sash.getSize();
            int orientation = size.x >= 480 + hex.lineWidth() ? SWT.HORIZONTAL : SWT.VERTICAL;
            if (sash.getOrientation() != orientation) {
                sash.setOrientation(orientation);
            }
        });
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        tree = new TreeViewer(sash, SWT.BORDER | SWT.FULL_SELECTION | SWT.SINGLE);
        tree.getTree().setHeaderVisible(true);
        tree.getTree().setLinesVisible(true);
        tree.setContentProvider(new ITreeContentProvider() {
            @Override
            public Object[] getElements(Object input) {
                return ((List<?>) input).toArray();
            }

            @Override
            public Object[] getChildren(Object parentElement) {
                return ((DetailNode) parentElement).children.toArray();
            }

            @Override
            public Object getParent(Object element) {
                return ((DetailNode) element).parent;
            }

            @Override
            public boolean hasChildren(Object element) {
                return !((DetailNode) element).children.isEmpty();
            }
        });
        Color red = Display.getDefault().getSystemColor(SWT.COLOR_DARK_RED);
        column("Field", 170, n -> n.name(), null);
        column("Value", 150, DetailNode::value, null);
        column("Meaning", 420, DetailNode::meaning, n -> n.isProblem() || n.meaning().contains("dropped at") ? red : null);
        tree.addSelectionChangedListener(e -> {
            if (e.getStructuredSelection().getFirstElement() instanceof DetailNode n) {
                hex.highlight(n.offset(), n.length());
            }
        });
        hex = new HexPane(sash);
        hex.onByte(this::byteClicked);
        sash.setWeights(62, 38);
        copyHex = new Action("Copy Frame as Hex") {
            @Override
            public void run() {
                copy(frame == null ? "" : HexPane.dump(frame.bytes()));
            }
        };
        copyHex.setImageDescriptor(ViewImages.debug("elcl16/copy_edit_co.png"));
        copyText = new Action("Copy Details as Text") {
            @Override
            public void run() {
                copy(detailsText());
            }
        };
        MenuManager menu = new MenuManager();
        menu.add(copyHex);
        menu.add(copyText);
        tree.getTree().setMenu(menu.createContextMenu(tree.getTree()));
        hex.control().setMenu(menu.createContextMenu(hex.control()));
    }

    private void column(String title, int width, Function<DetailNode, String> text,
            Function<DetailNode, Color> color) {
        TreeViewerColumn col = new TreeViewerColumn(tree, SWT.LEFT);
        col.getColumn().setText(title);
        col.getColumn().setWidth(width);
        col.setLabelProvider(new ColumnText<>(DetailNode.class, text, color));
    }

    Composite control() {
        return control;
    }

    /** The copy actions, for a view's toolbar and menu. */
    IAction copyHexAction() {
        return copyHex;
    }

    IAction copyTextAction() {
        return copyText;
    }

    /** Shows frame {@code f} of {@code r} (null: none). */
    public void show(RunRecord r, WireFrame f) {
        record = r;
        if (f != frame) {
            showFrame(f);
        }
    }

    /** Shows {@code r}, keeping the frame at the same place when it has one there. */
    public void showRecord(RunRecord r) {
        WireFrame was = frame;
        boolean same = r.sameRunAs(record);
        record = r;
        showFrame(same && was != null && was.index() < r.frames().size() ? r.frames().get(was.index()) : null);
    }

    private void showFrame(WireFrame f) {
        frame = f;
        if (f == null) {
            rows = List.of();
            everyRow = List.of();
            dissection = null;
            tree.setInput(rows);
            hex.show(null);
            heading.setText("Select a frame in the Packet Ladder or the Event Log.");
            why.setText("");
            return;
        }
        dissection = Dissector.dissect(f.bytes());
        rows = DetailNode.of(dissection);
        everyRow = DetailNode.everyRow(rows);
        DetailNode first = FieldNotes.annotate(f, everyRow);
        Explanation because = FrameTip.why(record, f);
        heading.setText(heading(f, dissection));
        heading.setToolTipText(heading.getText());
        why.setText(because == null ? "" : because.text() + " [" + because.rule() + "]");
        heading.getParent().layout();
        tree.setInput(rows);
        hex.show(f.bytes());
        tree.expandToLevel(1);
        if (first != null) {
            reveal(first);
        }
    }

    private static String heading(WireFrame f, Dissection d) {
        String icrc = f.pfc() != null ? "IEEE 802.1Qbb priority flow control" : d.decoded() instanceof Decoded.Frame df ? (df.icrcValid() ? "ICRC valid" : String.format(Locale.ROOT,
                "ICRC INVALID (0x%08x on the wire, should be 0x%08x)", df.icrcOnWire(), df.icrcComputedOnWire())) : "not RoCEv2: " + (d.otherProtocol() != null ? d.otherProtocol() : d.malformed().map(Object::toString).orElse(""));
        return "Frame #" + f.frameId() + ": " + f.fromNode() + " \u2192 " + (f.toNode() == null ? "?" : f.toNode()) + ", " + f.label() + ", "
                + f.length() + " bytes, " + icrc + (f.drop() != null ? " \u2014 dropped: " + f.drop().detail() : "");
    }

    private void reveal(DetailNode n) {
        tree.reveal(n);
        tree.setSelection(new StructuredSelection(n), true);
        hex.highlight(n.offset(), n.length());
    }

    private void byteClicked(int b) {
        if (dissection == null || b >= hex.bytes().length) {
            return;
        }
        dissection.fieldAt(b).ifPresentOrElse(field -> {
            for (DetailNode n : everyRow) {
                if (n.field == field) {
                    reveal(n);
                    return;
                }
            }
        }, () -> dissection.layerAt(b).ifPresent(layer -> rows.stream().filter(r -> r.layer == layer).findFirst().ifPresent(this::reveal)));
    }

    private String detailsText() {
        StringBuilder b = new StringBuilder();
        if (frame != null) {
            b.append(heading.getText()).append('\n');
        }
        for (DetailNode r : rows) {
            r.appendText(b, 0);
        }
        return b.toString();
    }

    private void copy(String s) {
        if (s.isEmpty()) {
            return;
        }
        Clipboard c = new Clipboard(tree.getControl().getDisplay());
        try {
            c.setContents(new Object[] {s}, new Transfer[] {TextTransfer.getInstance()});
        } finally {
            c.dispose();
        }
    }

    void setFocus() {
        tree.getControl().setFocus();
    }

    /** For tests: the selected row's field name and highlighted byte range, and the frame shown. */
    public String selectedField() {
        return ((IStructuredSelection) tree.getSelection()).getFirstElement() instanceof DetailNode n ? n.layer.name() + " " + n.name() + " = " + n.value() : null;
    }

    int[] highlightedBytes() {
        IStructuredSelection s = (IStructuredSelection) tree.getSelection();
        return s.getFirstElement() instanceof DetailNode n ? new int[] {n.offset(), n.length()} : null;
    }

    HexPane hex() {
        return hex;
    }

    WireFrame frame() {
        return frame;
    }

    String meaningOf(String layer, String field) {
        return everyRow.stream().filter(n -> n.field != null && n.layer.name().equals(layer) && n.field.name().equals(field)).map(DetailNode::meaning).findFirst()
                .orElse(null);
    }
}
