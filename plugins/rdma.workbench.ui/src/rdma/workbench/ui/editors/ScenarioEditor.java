package rdma.workbench.ui.editors;

import java.util.EventObject;
import java.util.List;

import org.eclipse.emf.common.command.CommandStackListener;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;

import rdma.workbench.model.programs.Programs;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.ui.HelpContexts;
import rdma.workbench.ui.lanes.LaneGeometry;
import rdma.workbench.ui.lanes.LanesViewer;

/**
 * Verb flows: the programs, one per host, each with its steps in order, as a tree (first page)
 * and side by side as lanes (second page), with one selection, one undo stack and one
 * current step for both; steps dragged in the lanes and pasted move with their references.
 */
public final class ScenarioEditor extends ModelEditor {

    public static final String ID = "rdma.workbench.ui.scenarioEditor";

    public static final int TREE_PAGE = 0;
    public static final int LANES_PAGE = 1;

    private CTabFolder pages;
    private LanesViewer lanes;
    private PageSelectionProvider selectionProvider;
    private TransferConfirmation confirmation;
    private final CommandStackListener relayout = this::modelChanged;

    public ScenarioEditor() {
        super(Scenario.class);
    }

    @Override
    protected int initialExpansion() {
        return 3;
    }

    @Override
    protected String helpContext() {
        return HelpContexts.SCENARIO_EDITOR;
    }

    @Override
    public void createPartControl(Composite parent) {
        if (getLoadProblem() != null) {
            super.createPartControl(parent);
            return;
        }
        pages = new CTabFolder(parent, SWT.BOTTOM | SWT.FLAT);
        Composite treePage = new Composite(pages, SWT.NONE);
        treePage.setLayout(new FillLayout());
        super.createPartControl(treePage);
        CTabItem tree = new CTabItem(pages, SWT.NONE);
        tree.setText("Tree");
        tree.setControl(treePage);

        lanes = new LanesViewer(pages, getLabels());
        lanes.setInput((Scenario) getRoot());
        lanes.setDropHandler((steps, target) -> moveSteps(steps, target.program(), target.index()));
        CTabItem lanesItem = new CTabItem(pages, SWT.NONE);
        lanesItem.setText("Lanes");
        lanesItem.setToolTipText("The programs side by side, Syncs as barrier lines across them; drag steps to reorder or move them");
        lanesItem.setControl(lanes.getControl());
        HelpContexts.set(lanes.getCanvas(), helpContext());

        getViewer().addSelectionChangedListener(e -> lanes.setSelection(e.getSelection()));
        lanes.addSelectionChangedListener(e -> getViewer().setSelection(e.getSelection(), true));
        lanes.setSelection(getViewer().getSelection());
        selectionProvider = new PageSelectionProvider(getViewer());
        getSite().setSelectionProvider(selectionProvider);
        pages.addListener(SWT.Selection, e -> pageChanged());
        pages.setSelection(TREE_PAGE);

        MenuManager menu = new MenuManager("#LanesPopupMenu");
        menu.setRemoveAllWhenShown(true);
        menu.addMenuListener(m -> {
            if (getEditorSite().getActionBarContributor() instanceof ModelEditorContributor c) {
                c.fillContextMenu(m);
            }
        });
        lanes.getCanvas().setMenu(menu.createContextMenu(lanes.getCanvas()));
        getSite().registerContextMenu(getSite().getId(), menu, selectionProvider);
        getEditingDomain().getCommandStack().addCommandStackListener(relayout);
    }

    /** Shows page {@link #TREE_PAGE} or {@link #LANES_PAGE}; the site's selection follows it. */
    public void showPage(int page) {
        pages.setSelection(page);
        pageChanged();
    }

    public int activePage() {
        return pages == null ? TREE_PAGE : pages.getSelectionIndex();
    }

    /** The lanes page's viewer, or null when the file did not open. */
    public LanesViewer getLanes() {
        return lanes;
    }

    private void pageChanged() {
        selectionProvider.setActive(activePage() == LANES_PAGE ? lanes : getViewer());
        if (activePage() == LANES_PAGE) {
            lanes.setInput((Scenario) getRoot());
        }
    }

    private void modelChanged(EventObject e) {
        getSite().getShell().getDisplay().asyncExec(() -> {
            // the lanes are laid out when their page is shown (pageChanged): not after every command on the tree's page
            if (lanes != null && !lanes.getCanvas().isDisposed() && activePage() == LANES_PAGE) {
                lanes.setInput((Scenario) getRoot());
                if (lanes.getSelection().getFirstElement() instanceof Step s) {
                    lanes.reveal(s);
                }
            }
        });
    }

    @Override
    public void showCurrentStep(String fragment) {
        super.showCurrentStep(fragment);
        if (lanes != null && !lanes.getCanvas().isDisposed()) {
            EObject step = fragment == null || getRoot() == null ? null : getRoot().eResource().getEObject(fragment);
            lanes.setCurrent(step);
        }
    }

    @Override
    public void setFocus() {
        if (activePage() == LANES_PAGE) {
            lanes.getCanvas().setFocus();
        } else {
            super.setFocus();
        }
    }

    /** What asks before a move or paste that cannot remap everything; a dialog unless replaced. */
    public void setTransferConfirmation(TransferConfirmation c) {
        this.confirmation = c;
    }

    private TransferConfirmation confirmation() {
        return confirmation != null ? confirmation : TransferConfirmation.dialog(getSite().getShell());
    }

    /**
     * Moves {@code steps} (of one program) before the step now at {@code index} of {@code target}
     * (a drop on the lanes); one command; false when nothing changed or the user cancelled.
     */
    public boolean moveSteps(List<Step> steps, Program target, int index) {
        return new StepCommands(getEditingDomain(), getRoot()).move(steps, target, index, confirmation());
    }

    /** Moves steps to where a drop at the point (lanes canvas coordinates) puts them. */
    public boolean dropAt(List<Step> steps, int x, int y) {
        LaneGeometry.DropTarget t = lanes.getGeometry().dropTarget(x, y);
        return t != null && moveSteps(steps, t.program(), t.index());
    }

    /** The selected steps when they are all of one program, in program order; else empty. */
    List<Step> selectedSteps() {
        IStructuredSelection s = getSelection();
        if (s.isEmpty()) {
            return List.of();
        }
        Program program = null;
        for (Object o : s.toList()) {
            if (!(o instanceof Step step) || program != null && step.eContainer() != program) {
                return List.of();
            }
            program = (Program) step.eContainer();
        }
        return program.getSteps().stream().filter(s.toList()::contains).toList();
    }

    /** Copies the selected steps to the workbench-wide step clipboard; false when no steps of one program are selected. */
    public boolean copySelection() {
        List<Step> steps = selectedSteps();
        if (steps.isEmpty()) {
            return false;
        }
        StepClipboard.copy(steps);
        return true;
    }

    /** Pastes the copied steps after the selected step, or at the end of the selected program; false when nothing changed. */
    public boolean paste() {
        Object at = getSelection().size() == 1 ? getSelection().getFirstElement() : null;
        Program target = at instanceof EObject o ? Programs.programOf(o) : null;
        if (target == null || StepClipboard.content() == null) {
            return false;
        }
        int index = target.getSteps().size();
        if (at instanceof EObject o && o != target) {
            EObject step = o;
            while (!(step instanceof Step)) {
                step = step.eContainer();
            }
            index = target.getSteps().indexOf(step) + 1;
        }
        return new StepCommands(getEditingDomain(), getRoot()).paste(target, index, confirmation());
    }

    /** Whether Paste has steps to paste and a program to paste them into. */
    boolean canPaste() {
        return StepClipboard.content() != null && getSelection().size() == 1 && getSelection().getFirstElement() instanceof EObject o
                && Programs.programOf(o) != null;
    }

    @Override
    public void dispose() {
        if (getEditingDomain() != null) {
            getEditingDomain().getCommandStack().removeCommandStackListener(relayout);
        }
        super.dispose();
    }
}
