package rdma.workbench.ui.wizards;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

import rdma.workbench.model.authoring.ScenarioTemplate;
import rdma.workbench.model.authoring.TemplateSettings;
import rdma.workbench.model.network.RoceMtu;
import rdma.workbench.model.scenario.Mtu;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.validation.ModelValidation;
import rdma.workbench.ui.HelpContexts;

/**
 * What the new scenario starts with: a template (empty programs, or a working verb flow like
 * ibv_rc_pingpong's), which host is the client and which the server, the message size and the path
 * MTU. The page builds the scenario as Finish would and validates it, so that what it lets through
 * validates clean.
 */
final class ScenarioTemplatePage extends WizardPage {

    private static final String UNAVAILABLE = " (not on these hosts)";

    private final Supplier<TopologyOrProblem> topology;
    private Topology shown;
    private TableViewer templates;
    private Label description;
    /** The steps of each program the template writes, as a preview. */
    private Label steps;
    private Combo client;
    private Combo server;
    private Text messageBytes;
    private Combo pathMtu;
    /** The path MTU the user chose; until then it follows the hosts' ports. */
    private boolean mtuChosen;

    /** The topology the page offers the hosts of, or why it cannot be read. */
    record TopologyOrProblem(Topology topology, String problem) {
    }

    ScenarioTemplatePage(Supplier<TopologyOrProblem> topology) {
        super("template");
        this.topology = topology;
        setTitle("Template");
        setDescription("Start from a working verb flow, or from one empty program per host.");
    }

    @Override
    public void createControl(Composite parent) {
        initializeDialogUnits(parent);
        Composite c = new Composite(parent, SWT.NONE);
        c.setLayout(new GridLayout(2, false));

        Label l = new Label(c, SWT.NONE);
        l.setText("&Template:");
        l.setLayoutData(new GridData(SWT.FILL, SWT.TOP, false, false, 2, 1));
        templates = new TableViewer(c, SWT.SINGLE | SWT.BORDER | SWT.V_SCROLL | SWT.FULL_SELECTION);
        GridData listData = new GridData(SWT.FILL, SWT.FILL, false, true);
        int longest = 0;
        for (ScenarioTemplate t : ScenarioTemplate.values()) {
            longest = Math.max(longest, (t.label() + UNAVAILABLE).length());
        }
        listData.widthHint = convertWidthInCharsToPixels(longest + 2);
        listData.heightHint = convertHeightInCharsToPixels(ScenarioTemplate.values().length + 1);
        templates.getControl().setLayoutData(listData);
        templates.setContentProvider(ArrayContentProvider.getInstance());
        templates.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                ScenarioTemplate t = (ScenarioTemplate) element;
                return t.label() + (unavailable(t) == null ? "" : UNAVAILABLE);
            }

            @Override
            public Color getForeground(Object element) {
                return unavailable((ScenarioTemplate) element) == null ? null
                        : templates.getControl().getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY);
            }
        });
        templates.setInput(ScenarioTemplate.values());

        Composite right = new Composite(c, SWT.NONE);
        GridLayout rightLayout = new GridLayout(1, false);
        rightLayout.marginWidth = 0;
        rightLayout.marginHeight = 0;
        right.setLayout(rightLayout);
        right.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        description = new Label(right, SWT.WRAP);
        GridData descriptionData = new GridData(SWT.FILL, SWT.TOP, true, false);
        descriptionData.widthHint = convertWidthInCharsToPixels(56);
        description.setLayoutData(descriptionData);
        Label stepsTitle = new Label(right, SWT.NONE);
        stepsTitle.setText("The programs it writes:");
        GridData stepsTitleData = new GridData(SWT.FILL, SWT.TOP, true, false);
        stepsTitleData.verticalIndent = convertHeightInCharsToPixels(1) / 2;
        stepsTitle.setLayoutData(stepsTitleData);
        steps = new Label(right, SWT.WRAP);
        GridData stepsData = new GridData(SWT.FILL, SWT.TOP, true, false);
        stepsData.widthHint = convertWidthInCharsToPixels(56);
        steps.setLayoutData(stepsData);

        Group settings = new Group(c, SWT.NONE);
        settings.setText("Settings");
        settings.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1));
        settings.setLayout(new GridLayout(5, false));
        client = combo(settings, "&Client host:");
        gap(settings);
        server = combo(settings, "&Server host:");
        new Label(settings, SWT.NONE).setText("&Message size (bytes):");
        messageBytes = new Text(settings, SWT.BORDER);
        messageBytes.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        messageBytes.setText("1024");
        gap(settings);
        pathMtu = combo(settings, "Path &MTU (bytes):");
        for (Mtu m : Mtu.VALUES) {
            pathMtu.add(Integer.toString(RoceMtu.bytes(m)));
        }

        templates.addSelectionChangedListener(e -> update());
        // a read-only combo changes only by a selection (or by this page's code, which updates after it)
        client.addListener(SWT.Selection, e -> hostsChanged());
        server.addListener(SWT.Selection, e -> hostsChanged());
        pathMtu.addListener(SWT.Selection, e -> {
            mtuChosen = true;
            update();
        });
        messageBytes.addModifyListener(e -> update());

        setControl(c);
        HelpContexts.set(c, HelpContexts.NEW_SCENARIO);
        showTopology();
        templates.setSelection(new StructuredSelection(ScenarioTemplate.EMPTY));
    }

    private static Combo combo(Composite parent, String label) {
        new Label(parent, SWT.NONE).setText(label);
        Combo combo = new Combo(parent, SWT.READ_ONLY);
        combo.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        return combo;
    }

    private static void gap(Composite parent) {
        Label gap = new Label(parent, SWT.NONE);
        GridData d = new GridData();
        d.widthHint = 16;
        gap.setLayoutData(d);
    }

    /** The topology page chose another topology: offer its hosts (once the page has its controls). */
    void topologyChanged() {
        if (getControl() != null) {
            showTopology();
        }
    }

    /** Offers the hosts of the chosen topology, keeping the chosen client and server when it still has them. */
    private void showTopology() {
        TopologyOrProblem t = topology.get();
        shown = t.topology();
        List<String> names = new ArrayList<>();
        if (shown != null) {
            shown.getHosts().forEach(h -> names.add(h.getName()));
        }
        String oldClient = client.getText();
        String oldServer = server.getText();
        client.setItems(names.toArray(String[]::new));
        server.setItems(names.toArray(String[]::new));
        if (!names.isEmpty()) {
            client.select(names.contains(oldClient) ? names.indexOf(oldClient) : 0);
            int serverDefault = names.size() > 1 && names.indexOf(client.getText()) == 0 ? 1 : 0;
            server.select(names.contains(oldServer) && !oldServer.equals(client.getText()) ? names.indexOf(oldServer) : serverDefault);
        }
        hostsChanged();
    }

    private void hostsChanged() {
        Mtu carried = TemplateSettings.largestPathMtu(host(client), host(server));
        if (!mtuChosen && carried != null) {
            pathMtu.setText(Integer.toString(RoceMtu.bytes(carried)));
        }
        templates.refresh(); // availability depends on the hosts
        update();
    }

    private Host host(Combo combo) {
        if (shown == null) {
            return null;
        }
        return shown.getHosts().stream().filter(h -> h.getName().equals(combo.getText())).findFirst().orElse(null);
    }

    private String unavailable(ScenarioTemplate t) {
        Host c = host(client);
        Host s = host(server);
        return t == ScenarioTemplate.EMPTY || c == null || s == null ? null : t.unavailableReason(c, s);
    }

    ScenarioTemplate template() {
        return (ScenarioTemplate) templates.getStructuredSelection().getFirstElement();
    }

    /** The page's settings, with the chosen hosts looked up by name in {@code t} (the topology Finish writes the scenario on). */
    TemplateSettings settings(Topology t) {
        int mtu = pathMtu.getSelectionIndex();
        return new TemplateSettings(byName(t, client.getText()), byName(t, server.getText()), bytes(),
                mtu < 0 ? null : Mtu.VALUES.get(mtu));
    }

    private static Host byName(Topology t, String name) {
        return t.getHosts().stream().filter(h -> h.getName().equals(name)).findFirst().orElse(null);
    }

    /** The message size typed, or -1 when it is not a positive whole number. */
    private int bytes() {
        try {
            int n = Integer.parseInt(messageBytes.getText().trim());
            return n > 0 ? n : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private void update() {
        ScenarioTemplate t = template();
        if (t == null || description == null) {
            return;
        }
        String reason = unavailable(t);
        description.setText(t.description() + (reason == null ? "" : "\n\nNot available here: " + reason));
        description.getParent().layout(true);
        boolean usesSettings = t != ScenarioTemplate.EMPTY;
        for (Control control : new Control[] {client, server, pathMtu}) {
            control.setEnabled(usesSettings);
        }
        messageBytes.setEnabled(t.usesMessageSize());
        String problem = problem(t, reason);
        Scenario preview = problem == null && shown != null ? t.create("preview", shown, settings(shown)) : null;
        steps.setText(preview == null ? "" : outline(preview, t == ScenarioTemplate.EMPTY ? null : settings(shown)));
        steps.getParent().layout(true);
        Diagnostic found = preview == null || t == ScenarioTemplate.EMPTY ? null : validationProblem(preview);
        if (found != null && found.getSeverity() >= Diagnostic.ERROR) {
            problem = found.getMessage();
        }
        setErrorMessage(problem);
        setMessage(problem == null && found != null ? found.getMessage() : null, WARNING);
        setPageComplete(problem == null);
    }

    /** Why the page cannot finish, or null: the template's own check of the settings ({@link ScenarioTemplate#settingsProblem}) and the typing of the size. */
    private String problem(ScenarioTemplate t, String reason) {
        TopologyOrProblem chosen = topology.get();
        if (chosen.problem() != null) {
            return chosen.problem();
        }
        if (t == ScenarioTemplate.EMPTY) {
            return null;
        }
        if (shown.getHosts().size() < 2) {
            return t.label() + " needs two hosts, a client and a server: the topology has " + shown.getHosts().size() + ".";
        }
        if (client.getText().equals(server.getText())) {
            return "The client and the server are both " + client.getText() + ": choose two hosts, one program runs on each.";
        }
        if (reason != null) {
            return t.label() + " is not available on " + client.getText() + " and " + server.getText() + ": " + reason + ".";
        }
        if (t.usesMessageSize() && bytes() < 0) {
            return "Message size: type a whole number of bytes greater than 0 (not '" + messageBytes.getText() + "').";
        }
        String problem = t.settingsProblem(settings(shown));
        return problem == null ? null : problem + ".";
    }

    /** Each program with its role (when {@code roles} gives them) and its steps in order, one program a line. */
    private static String outline(Scenario s, TemplateSettings roles) {
        StringBuilder out = new StringBuilder();
        for (Program p : s.getPrograms()) {
            String role = roles == null ? "" : p.getHost() == roles.client() ? ", the client" : p.getHost() == roles.server() ? ", the server" : "";
            out.append(out.isEmpty() ? "" : "\n").append(p.getName()).append(role).append(": ");
            out.append(p.getSteps().isEmpty() ? "no steps yet"
                    : String.join(", ", p.getSteps().stream().map(Step::getName).toList()));
        }
        return out.toString();
    }

    /** The first error, or else the first warning, of the scenario Finish would write; null when it validates clean. */
    private static Diagnostic validationProblem(Scenario s) {
        Diagnostic worst = null;
        for (Diagnostic d : ModelValidation.validate(s).getChildren()) {
            if (d.getSeverity() >= Diagnostic.WARNING && (worst == null || d.getSeverity() > worst.getSeverity())) {
                worst = d;
            }
        }
        return worst;
    }
}
