package rdma.workbench.model.repair;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;

import rdma.workbench.model.scenario.CreateAh;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.PostRecv;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.QueryQp;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.scenario.WaitAsyncEvent;
import rdma.workbench.model.topology.GidEntry;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.validation.Rule;

/**
 * What can be done about a validation problem: for each rule, the fixes that make the model
 * follow it, or why none can be made without a choice only the user can make. A fix works on
 * the diagnostic's object (its first data element) and the related object or attribute the
 * validator names after it; it changes the model in place and is meant to remove that one
 * problem and no other.
 */
public final class Remedies {

    static final String CABLE = "A cable cannot be fixed automatically: which port did you mean? Plug the link into the right port in the diagram";

    /** The rules whose problems never have a fix (their remedies only say why); Remedy.none below for each. */
    private static final Set<Rule> NEVER_FIXED = EnumSet.of(Rule.LINK_TO_ITSELF, Rule.ENDPOINT_IN_TWO_LINKS,
            Rule.PEER_PROTOCOL, Rule.CGROUP_LIMIT);

    private Remedies() {
    }

    /**
     * Whether a problem of {@code rule} may have a fix, known without looking at the model: what a
     * Problems view asks of every row, so it must not load or validate anything.
     */
    public static boolean mayHaveFix(Rule rule) {
        return !NEVER_FIXED.contains(rule);
    }

    /** The remedy for {@code problem}; null for a diagnostic that no rule of this project made (EMF's own structural checks). */
    public static Remedy forProblem(Diagnostic problem) {
        Rule rule = Rule.ofCode(problem.getCode());
        List<?> data = problem.getData();
        if (rule == null || !"rdma.workbench.model".equals(problem.getSource()) || data.isEmpty() || !(data.get(0) instanceof EObject target)) {
            return null;
        }
        Object related = data.size() > 1 ? data.get(1) : null;
        String message = problem.getMessage();
        return switch (rule) {
            case DUPLICATE_NAME -> ProgramRemedies.duplicateName(target);
            case LINK_TO_ITSELF, ENDPOINT_IN_TWO_LINKS -> Remedy.none(rule, CABLE);
            case LINK_PARAMETER -> TopologyRemedies.linkParameter((Link) target, related);
            case PROTOCOL_MISMATCH -> TopologyRemedies.protocolMismatch(target);
            case PORT_MTU_TOO_SMALL -> TopologyRemedies.portMtuTooSmall((Port) target);
            case GID_ADDRESS -> TopologyRemedies.gidAddress((GidEntry) target);
            case GID_INDEX -> TopologyRemedies.gidIndex((GidEntry) target);
            case GID_TABLE_FULL -> TopologyRemedies.gidTableFull((Port) target);
            case ERDMA_GID_TYPE -> TopologyRemedies.erdmaGidType((GidEntry) target);
            case PROGRAM_HOST -> ProgramRemedies.programHost((Program) target, message);
            case PROGRAM_DEVICE -> ProgramRemedies.programDevice((Program) target);
            case FOREIGN_OBJECT -> ProgramRemedies.foreignObject((Step) target, related);
            case USE_BEFORE_CREATE -> ProgramRemedies.useBeforeCreate((Step) target, related);
            case ERDMA_ROCE_NO_UC, ERDMA_IWARP_RC_ONLY -> QueuePairRemedies.makeRc(rule, target);
            case ERDMA_ROCE_NO_SRQ -> QueuePairRemedies.noSrq(target);
            case PEER_PROTOCOL -> Remedy.none(rule, "Each device's protocol is set in the topology, and either end could be the one to change:"
                    + " switch one of the two ERDMA devices there, so both speak iWARP or both RoCEv2");
            case REMOTE_ACCESS_NEEDS_LOCAL_WRITE -> ScenarioAccessRemedies.addLocalWrite(target);
            case PATH_MTU -> QueuePairRemedies.pathMtu((ModifyQp) target);
            case UD_NAMESPACE_GID -> QueuePairRemedies.udNamespaceGid((CreateAh) target);
            case GID_INDEX_MISSING -> QueuePairRemedies.gidIndexMissing((CreateAh) target);
            case CGROUP_LIMIT -> Remedy.none(rule, "The cgroup's rdma.max is the administrator's limit, kept in the topology: raise it there,"
                    + " or create fewer objects; which objects to give up is the scenario's design");
            case DEVICE_LIMIT -> QueuePairRemedies.deviceLimit(target, message);
            case REMOTE_MR_MISSING, REMOTE_MR_NOT_PEER -> RemoteMemoryRemedies.remoteMr(rule, (PostSend) target);
            case QP_NOT_CONNECTED -> QueuePairRemedies.qpNotConnected((PostSend) target);
            case OPCODE_FOR_QP_TYPE -> QueuePairRemedies.opcodeForQpType((PostSend) target);
            case UD_DESTINATION -> QueuePairRemedies.udDestination((PostSend) target);
            case SGE_BOUNDS -> ValueRemedies.sgeBounds((Step) target, related);
            case SYNC_PARTNER -> ProgramRemedies.syncPartner((Program) target, message);
            case RECV_TARGET -> QueuePairRemedies.recvTarget((PostRecv) target);
            case FIELD_RANGE, CQ_SIZE, TIME_RANGE -> ValueRemedies.clamp(rule, target, related);
            case HEX_DATA -> ValueRemedies.hexData(target, related);
            case DATA_BEYOND_MR -> ValueRemedies.dataBeyondMr(target);
            case USE_AFTER_DESTROY -> ProgramRemedies.useAfterDestroy((Step) target, related);
            case DESTROY_IN_USE -> ProgramRemedies.destroyInUse(target);
            case QUERY_DEST_QP -> QueuePairRemedies.queryDestQp((QueryQp) target);
            case ASYNC_EVENT_OBJECT -> QueuePairRemedies.asyncEventObject((WaitAsyncEvent) target);
            case USE_OF_FAILED_CREATE -> ProgramRemedies.useOfFailedCreate((Step) target, related);
            case CONGESTION_CONTROL_NOT_SIMULATED -> TopologyRemedies.congestionControl(target);
            case DCQCN_PARAMETER -> TopologyRemedies.dcqcnParameter(target, related);
            case HPCC_PARAMETER -> TopologyRemedies.hpccParameter(target, related);
            case PORT_MAC -> TopologyRemedies.portMac((Port) target);
            case REMOTE_ACCESS -> AccessRemedies.remote((PostSend) target);
            case LOCAL_ACCESS -> AccessRemedies.local((Step) target, related);
            case ECN_PROFILE -> TopologyRemedies.ecnProfile(target, related);
            case REPEAT_OVERRUNS_CQ -> QueuePairRemedies.repeatOverrunsCq((PostSend) target);
        };
    }
}
