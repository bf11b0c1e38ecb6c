package rdma.workbench.ui.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.eclipse.emf.common.util.BasicDiagnostic;
import org.eclipse.emf.common.util.Diagnostic;
import org.junit.jupiter.api.Test;

import rdma.workbench.model.topology.CongestionControl;
import rdma.workbench.model.topology.ErdmaDevice;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.validation.ModelValidation;
import rdma.workbench.ui.wizards.ModelTemplates;

/** Validate says a file is clean when it holds no warning and no error, notes or not. */
class ValidationVerdictTest {

    @Test
    void aTopologyWithOnlyANoteIsCleanAndSaysSo() {
        Topology t = ModelTemplates.topology("t");
        ((ErdmaDevice) t.getHosts().get(0).getRnics().get(0)).setCongestionControl(CongestionControl.CUBIC);
        Diagnostic d = ModelValidation.validate(t);
        assertEquals(Diagnostic.INFO, d.getSeverity(), "a note on what the engine leaves out, nothing wrong");
        assertEquals("t.rdmatopo has no problems. 1 note in the Problems view says what runs leave out.", ValidationVerdict.whenClean("t.rdmatopo", d));
    }

    @Test
    void aNewFabricStartsWithoutANote() {
        Topology t = ModelTemplates.topology("t");
        assertEquals(Diagnostic.OK, ModelValidation.validate(t).getSeverity(), () -> ModelValidation.validate(t).getChildren().toString());
        assertEquals("t.rdmatopo has no problems.", ValidationVerdict.whenClean("t.rdmatopo", ModelValidation.validate(t)));
    }

    @Test
    void aCleanFileWithoutNotesAndOneWithAWarning() {
        BasicDiagnostic clean = new BasicDiagnostic();
        assertEquals("s.rdmaflow has no problems.", ValidationVerdict.whenClean("s.rdmaflow", clean));
        BasicDiagnostic warned = new BasicDiagnostic();
        warned.add(new BasicDiagnostic(Diagnostic.WARNING, "x", 1, "a warning", null));
        assertNull(ValidationVerdict.whenClean("s.rdmaflow", warned));
    }
}
