package rdma.workbench.model.programs;

import java.util.List;

import org.eclipse.emf.ecore.EObject;

import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.ScenarioPackage;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.Rnic;

/** Facts about programs that the validator and the engine's loader both derive the same way. */
public final class Programs {

    private Programs() {
    }

    /** The device a program opens: the one it names, else its host's first RDMA device; null if there is none. */
    public static Rnic device(Program p) {
        if (p.getDevice() != null) {
            return p.getDevice();
        }
        if (p.getHost() == null || p.getHost().getRnics().isEmpty()) {
            return null;
        }
        return p.getHost().getRnics().get(0);
    }

    /** The program a step belongs to, or null. */
    public static Program programOf(EObject o) {
        for (EObject e = o; e != null; e = e.eContainer()) {
            if (e instanceof Program p) {
                return p;
            }
        }
        return null;
    }

    /** The ModifyQp steps that act on {@code qp}, in program order. */
    public static List<ModifyQp> modifications(CreateQp qp) {
        Program p = programOf(qp);
        return p == null ? List.of() : QpModifications.of(p, qp);
    }

    /** The ibv port number the QP is bound to (IBV_QP_PORT at RESET->INIT), 1 if none is set. */
    public static int portNumber(CreateQp qp) {
        for (ModifyQp m : modifications(qp)) {
            if (m.eIsSet(ScenarioPackage.Literals.MODIFY_QP__PORT)) {
                return m.getPort();
            }
        }
        return 1;
    }

    /** The device port a QP sends from, or null when the device has no such port. */
    public static Port port(CreateQp qp) {
        Program program = programOf(qp);
        Rnic device = program == null ? null : device(program);
        if (device == null) {
            return null;
        }
        int number = portNumber(qp);
        for (Port port : device.getPorts()) {
            if (port.getPortNumber() == number) {
                return port;
            }
        }
        return null;
    }

    /** The remote QP a connected QP was pointed at (IBV_QP_DEST_QPN), or null. */
    public static CreateQp remoteQp(CreateQp qp) {
        for (ModifyQp m : modifications(qp)) {
            if (m.getDestQp() != null) {
                return m.getDestQp();
            }
        }
        return null;
    }
}
