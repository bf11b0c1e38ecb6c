package rdma.workbench.export.py;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.eclipse.emf.common.util.Enumerator;

import rdma.workbench.export.ExportException;
import rdma.workbench.export.FlowFacts;
import rdma.workbench.export.FlowPlan;
import rdma.workbench.export.QpAttributes;
import rdma.workbench.model.naming.ModelLabels;
import rdma.workbench.model.programs.Programs;
import rdma.workbench.model.scenario.AllocPd;
import rdma.workbench.model.scenario.CheckMemory;
import rdma.workbench.model.scenario.CreateAh;
import rdma.workbench.model.scenario.CreateCq;
import rdma.workbench.model.scenario.CreateQp;
import rdma.workbench.model.scenario.CreateSrq;
import rdma.workbench.model.scenario.DataFormat;
import rdma.workbench.model.scenario.DeallocPd;
import rdma.workbench.model.scenario.DeregMr;
import rdma.workbench.model.scenario.DestroyAh;
import rdma.workbench.model.scenario.DestroyCq;
import rdma.workbench.model.scenario.DestroyQp;
import rdma.workbench.model.scenario.DestroySrq;
import rdma.workbench.model.scenario.ExpectedCompletion;
import rdma.workbench.model.scenario.Fault;
import rdma.workbench.model.scenario.ModifyQp;
import rdma.workbench.model.scenario.PollCq;
import rdma.workbench.model.scenario.PostRecv;
import rdma.workbench.model.scenario.PostSend;
import rdma.workbench.model.scenario.Program;
import rdma.workbench.model.scenario.QueryQp;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.Scenario;
import rdma.workbench.model.scenario.ScenarioPackage;
import rdma.workbench.model.scenario.Sge;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.scenario.Sync;
import rdma.workbench.model.scenario.VerbStep;
import rdma.workbench.model.scenario.WaitAsyncEvent;
import rdma.workbench.model.topology.GidEntry;
import rdma.workbench.model.topology.Rnic;

/**
 * Writes one scenario as a Python script on pyverbs: the fixed runtime (report, exchange, polling), then per program
 * a class whose methods are its steps, each with the step's comment. The same exchange as the C export; what pyverbs
 * cannot express (a PD's EBUSY: pyverbs closes what depends on an object with it) is said where it stands.
 */
final class PyFlowWriter {

    private final Scenario scenario;
    private final String flowName;
    private final StringBuilder out = new StringBuilder();
    private List<Program> programs;
    private FlowPlan plan;

    PyFlowWriter(Scenario scenario, String flowName) {
        this.scenario = scenario;
        this.flowName = flowName;
    }

    List<String> notes() {
        return plan.notes();
    }

    String write() throws ExportException {
        plan = FlowPlan.of(scenario);
        programs = plan.programs();
        line("#!/usr/bin/env python3");
        line("\"\"\"" + flowName + ".py: the scenario \"" + doc(scenario.getTitle()) + "\" as pyverbs programs,");
        line("written by RDMA Workbench (rdmawb export-py) from the scenario file; it needs only pyverbs (Debian: python3-pyverbs).");
        if (scenario.getDescription() != null && !scenario.getDescription().isBlank()) {
            line("");
            for (String l : FlowFacts.wrap(scenario.getDescription(), 100)) {
                line(doc(l));
            }
        }
        line("");
        line("Run, one per program, the first one first (it listens on TCP port 18515 for the others):");
        for (int i = 0; i < programs.size(); i++) {
            Program p = programs.get(i);
            line("    python3 " + flowName + ".py " + p.getName() + (i == 0 ? "" : " HOST_OF_" + programs.get(0).getName()) + "   # on "
                    + (p.getHost() == null ? "?" : p.getHost().getName()) + ", device " + Programs.device(p).getName());
        }
        line("Options: -d DEVICE, -i PORT, -g GID_INDEX override the scenario's device, port and GID index; -p TCP_PORT moves the exchange.");
        line("Exit status as `rdmawb run`: 0 every expectation held, 1 one differed, 2 the flow could not run.");
        for (String n : plan.notes()) {
            for (String l : FlowFacts.wrap("Note: " + n + ".", 100)) {
                line(doc(l));
            }
        }
        line("\"\"\"");
        line("");
        line("FLOW_NAME = " + str(flowName));
        line("SCENARIO_HASH = \"@HASH@\"");
        StringBuilder names = new StringBuilder();
        for (Program p : programs) {
            names.append(names.isEmpty() ? "" : ", ").append(str(p.getName()));
        }
        line("PROGRAM_NAMES = [" + names + "]");
        StringBuilder b = new StringBuilder();
        for (var e : plan.barriers().entrySet()) {
            b.append(b.isEmpty() ? "" : ", ").append(str(e.getKey())).append(": [");
            for (int i = 0; i < e.getValue().size(); i++) {
                b.append(i == 0 ? "" : ", ").append(str(e.getValue().get(i).getName()));
            }
            b.append("]");
        }
        line("# the Sync barriers, and which programs meet at each");
        line("BARRIER_MEMBERS = {" + b + "}");
        line("");
        out.append(runtime());
        for (Program p : programs) {
            program(p);
        }
        StringBuilder table = new StringBuilder();
        for (Program p : programs) {
            table.append(table.isEmpty() ? "" : ", ").append(str(p.getName())).append(": ").append(className(p));
        }
        line("");
        line("PROGRAMS = {" + table + "}");
        line("");
        line("if __name__ == \"__main__\":");
        line("    sys.exit(main())");
        return out.toString();
    }

    private static String runtime() {
        try (var in = PyFlowWriter.class.getResourceAsStream("runtime.py")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (java.io.IOException | NullPointerException e) {
            throw new IllegalStateException("the bundle lost its Python runtime (runtime.py)", e);
        }
    }

    // ---- one program: a class, a method per step

    private void program(Program p) throws ExportException {
        Rnic device = Programs.device(p);
        line("");
        line("");
        line("class " + className(p) + "(Flow):");
        line("    \"\"\"Program " + doc(p.getName()) + ": on " + doc(p.getHost() == null ? "?" : p.getHost().getName()) + ", device "
                + doc(device.getName()) + ".\"\"\"");
        line("");
        line("    def run(self):");
        line("        self.open_device(" + str(device.getName()) + ")");
        for (GidEntry g : plan.published(p)) {
            line("        # a peer addresses GID " + g.getIndex() + " of this device: tell it what that GID is here");
            line("        self.publish_gid(" + FlowFacts.portOf(g) + ", " + g.getIndex() + ", " + str(FlowFacts.gidKey(programs, g)) + ")");
        }
        for (Step s : p.getSteps()) {
            line("        if not self." + method(s) + "():");
            line("            return");
        }
        for (Step s : p.getSteps()) {
            step(p, s);
        }
    }

    private void step(Program p, Step s) throws ExportException {
        line("");
        line("    def " + method(s) + "(self):");
        String comment = s.getComment() == null || s.getComment().isBlank() ? "" : ": " + s.getComment().strip();
        line("        \"\"\"Step " + doc(ModelLabels.stepName(s) + " (" + s.eClass().getName() + ")" + comment) + "\"\"\"");
        line("        self.report.step = " + str(ModelLabels.stepName(s) + " (" + s.eClass().getName() + ")"));
        switch (s) {
            case AllocPd x -> created(x, "ibv_alloc_pd", "PD(self.ctx)", List.of());
            case RegMr x -> regMr(x);
            case CreateCq x -> created(x, "ibv_create_cq", "CQ(self.ctx, " + x.getCqe() + ", None, None, 0)", List.of());
            case CreateSrq x -> created(x, "ibv_create_srq", "SRQ(" + obj(x.getPd()) + ", SrqInitAttr(SrqAttr(max_wr=" + x.getMaxWr() + ", max_sge="
                    + x.getMaxSge() + ", srq_limit=" + x.getSrqLimit() + ")))", List.of(x.getPd()));
            case CreateQp x -> createQp(x);
            case CreateAh x -> createAh(x);
            case ModifyQp x -> modifyQp(x);
            case PostSend x -> postSend(x);
            case PostRecv x -> postRecv(x);
            case PollCq x -> pollCq(x);
            case CheckMemory x -> {
                byte[] want = FlowFacts.data(x, x.getExpectedData(), x.getDataFormat());
                String mr = x.getMr() == null ? "None" : "getattr(self, " + str(attr(x.getMr())) + ", None)";
                line("        self.check_memory(" + str(x.getMr() == null ? "(none)" : ModelLabels.stepName(x.getMr())) + ", " + mr + ", " + x.getOffset()
                        + ", " + bytesLiteral(want) + ", " + (x.getDataFormat() == DataFormat.HEX ? "True" : "False") + ")");
                line("        return True");
            }
            case Sync x -> {
                if (x.getDelay() > 0) {
                    line("        # the exchange takes " + x.getDelay() + " ns in the scenario: the program sleeps that long (at least MIN_EXCHANGE_DELAY_S)");
                }
                line("        return self.exchange.sync(" + str(x.getBarrier()) + ", " + x.getDelay() + ")");
            }
            case Fault x -> {
                String what = x.getAction() + " " + (x.eIsSet(ScenarioPackage.Literals.FAULT__OPCODE) ? x.getOpcode().getName() : "any packet")
                        + (x.getSkip() > 0 ? " after " + x.getSkip() + " matching" : "") + ", " + x.getCount() + " time(s)";
                line("        # Only the simulator makes this fault (" + what + "): a real NIC sends the packets.");
                line("        self.report.say(\"prog\", " + str("not armed: " + what + " (only the simulator makes faults)") + ")");
                line("        return True");
            }
            case DeallocPd x -> destroy(x, "ibv_dealloc_pd", x.getPd());
            case DeregMr x -> destroy(x, "ibv_dereg_mr", x.getMr());
            case DestroyCq x -> destroy(x, "ibv_destroy_cq", x.getCq());
            case DestroySrq x -> destroy(x, "ibv_destroy_srq", x.getSrq());
            case DestroyQp x -> destroy(x, "ibv_destroy_qp", x.getQp());
            case DestroyAh x -> destroy(x, "ibv_destroy_ah", x.getAh());
            case QueryQp x -> queryQp(x);
            case WaitAsyncEvent x -> asyncEvent(x);
            default -> throw new ExportException(ModelLabels.of(s) + ": a " + s.eClass().getName() + " step cannot be exported as Python");
        }
    }

    /** Refuses the verb with EINVAL (as `rdmawb run` does) when an object it needs was never created. */
    private void missing(String verb, VerbStep s, List<Step> needed, String detail) {
        for (Step n : needed) {
            if (n == null) {
                continue;
            }
            line("        if getattr(self, " + str(attr(n)) + ", None) is None:");
            line("            self.report.say(\"verb\", " + str(verb + " " + ModelLabels.stepName(s) + ": " + detail + "EINVAL (" + ModelLabels.stepKind(n)
                    + " " + ModelLabels.stepName(n) + " was never created)") + ")");
            line("            return self.report.expect(" + str(verb) + ", errno.EINVAL, " + errno(s) + ")");
        }
    }

    private void created(VerbStep s, String verb, String call, List<Step> needed) {
        created(s, verb, call, needed, List.of());
    }

    /** The same, with {@code then}: lines that run after the object is made (and published), before the result is compared. */
    private void created(VerbStep s, String verb, String call, List<Step> needed, List<String> then) {
        missing(verb, s, needed, "");
        String a = attr(s);
        line("        try:");
        line("            self." + a + " = " + call);
        line("            result = 0");
        line("        except PyverbsRDMAError as err:");
        line("            self." + a + " = None");
        line("            result = failure(err)");
        line("        self.report.say(\"verb\", f\"" + verb + " " + fstr(ModelLabels.stepName(s)) + ": {errno_name(result)}\")");
        if (s instanceof CreateQp) {
            line("        if self." + a + " is not None:");
            line("            self.exchange.publish(" + str(key(s)) + ", f\"{self." + a + ".qp_num:06x}\")");
        }
        if (s instanceof RegMr) {
            line("        if self." + a + " is not None:");
            line("            self.exchange.publish(" + str(key(s)) + ", f\"{self." + a + ".buf:x} {self." + a + ".rkey:x}\")");
        }
        then.forEach(this::line);
        line("        return self.report.expect(" + str(verb) + ", result, " + errno(s) + ")");
    }

    private void regMr(RegMr s) throws ExportException {
        byte[] initial = FlowFacts.data(s, s.getInitialData(), s.getDataFormat());
        // the buffer pyverbs allocated is zeroed; the model's initial data goes in once the region exists
        List<String> fill = initial.length == 0 ? List.of() : List.of("        if self." + attr(s) + " is not None:",
                "            self." + attr(s) + ".write(" + bytesLiteral(initial) + ", " + Math.min(initial.length, s.getLength()) + ", 0)");
        created(s, "ibv_reg_mr", "MR(" + obj(s.getPd()) + ", " + s.getLength() + ", " + flags("IBV_ACCESS_", s.getAccess()) + ")", List.of(s.getPd()),
                fill);
    }

    private void createQp(CreateQp s) {
        String init = "QPInitAttr(qp_type=e.IBV_QPT_" + s.getQpType().getName() + ", scq=" + obj(s.getSendCq()) + ", rcq=" + obj(s.getRecvCq())
                + (s.getSrq() != null ? ", srq=" + obj(s.getSrq()) : "") + ", cap=QPCap(max_send_wr=" + s.getMaxSendWr() + ", max_recv_wr="
                + s.getMaxRecvWr() + ", max_send_sge=" + s.getMaxSendSge() + ", max_recv_sge=" + s.getMaxRecvSge() + ", max_inline_data="
                + s.getMaxInlineData() + "), sq_sig_all=" + (s.isSqSigAll() ? 1 : 0) + ")";
        created(s, "ibv_create_qp", "QP(" + obj(s.getPd()) + ", " + init + ")", needsOf(s.getPd(), s.getSendCq(), s.getRecvCq(), s.getSrq()));
    }

    private void createAh(CreateAh s) throws ExportException {
        gidInto(s.getDestGid(), "dgid", s);
        line("        route = GlobalRoute(dgid=dgid, sgid_index=self.gid_index(" + s.getSgidIndex() + "), hop_limit=" + s.getHopLimit() + ", traffic_class="
                + s.getTrafficClass() + ")");
        created(s, "ibv_create_ah", "AH(" + obj(s.getPd()) + ", attr=AHAttr(is_global=1, port_num=self.port(" + s.getPortNum() + "), gr=route))",
                List.of(s.getPd()));
    }

    private void gidInto(GidEntry g, String variable, Step s) throws ExportException {
        if (g == null) {
            throw new ExportException(ModelLabels.of(s) + " names no destination GID");
        }
        if (FlowFacts.programOn(programs, g) != null) {
            line("        " + variable + " = self.fetch_gid(" + str(FlowFacts.gidKey(programs, g)) + ")");
            line("        if " + variable + " is None:");
            line("            return False");
        } else {
            line("        # no program of the scenario runs where this GID is: the model's address");
            line("        " + variable + " = GID(" + str(g.getAddress()) + ")");
        }
    }

    private void modifyQp(ModifyQp s) throws ExportException {
        List<String> mask = new ArrayList<>(List.of("e.IBV_QP_STATE"));
        line("        attr = QPAttr(qp_state=e.IBV_QPS_" + s.getTargetState().getName() + ")");
        if (s.isSetAccessFlags()) {
            mask.add("e.IBV_QP_ACCESS_FLAGS");
            line("        attr.qp_access_flags = " + flags("IBV_ACCESS_", s.getAccessFlags()));
        }
        if (s.isSetPkeyIndex()) {
            mask.add("e.IBV_QP_PKEY_INDEX");
            line("        attr.pkey_index = " + s.getPkeyIndex());
        }
        if (s.isSetPort()) {
            mask.add("e.IBV_QP_PORT");
            line("        attr.port_num = self.port(" + s.getPort() + ")");
        }
        if (s.isSetQkey()) {
            mask.add("e.IBV_QP_QKEY");
            line("        attr.qkey = 0x" + Long.toHexString(s.getQkey() & 0xFFFFFFFFL));
        }
        if (s.getDestGid() != null) {
            mask.add("e.IBV_QP_AV");
            gidInto(s.getDestGid(), "dgid", s);
            line("        attr.ah_attr = AHAttr(is_global=1, port_num=self.port(" + Programs.portNumber(s.getQp()) + "), gr=GlobalRoute(dgid=dgid, "
                    + "sgid_index=self.gid_index(" + s.getSgidIndex() + "), hop_limit=" + s.getHopLimit() + ", traffic_class=" + s.getTrafficClass()
                    + "))");
        }
        if (s.isSetPathMtu()) {
            mask.add("e.IBV_QP_PATH_MTU");
            line("        attr.path_mtu = e.IBV_" + s.getPathMtu().getName());
        }
        if (s.getDestQp() != null) {
            mask.add("e.IBV_QP_DEST_QPN");
            line("        dest = self.fetch_int(" + str(key(s.getDestQp())) + ")");
            line("        if dest is None:");
            line("            return False");
            line("        attr.dest_qp_num = dest");
        }
        for (QpAttributes.Set a : QpAttributes.numeric(s)) {
            mask.add("e." + a.mask());
            line("        attr." + a.field() + " = " + a.value());
        }
        String detail = "to " + s.getTargetState().getName() + " -> ";
        missing("ibv_modify_qp", s, needsOf(s.getQp()), detail);
        line("        try:");
        line("            " + obj(s.getQp()) + ".modify(attr, " + String.join(" | ", mask) + ")");
        line("            result = 0");
        line("        except PyverbsRDMAError as err:");
        line("            result = failure(err)");
        line("        self.report.say(\"verb\", f\"ibv_modify_qp " + fstr(ModelLabels.stepName(s)) + ": " + fstr(detail) + "{errno_name(result)}\")");
        line("        return self.report.expect(\"ibv_modify_qp\", result, " + errno(s) + ")");
    }

    private void sges(List<Sge> sges) {
        StringBuilder list = new StringBuilder();
        for (Sge g : sges) {
            String mr = "self." + attr(g.getMr());
            line("        if getattr(self, " + str(attr(g.getMr())) + ", None) is None:");
            line("            self.report.mismatch(" + str("memory region " + ModelLabels.stepName(g.getMr()) + " of an SGE was never created: there is no lkey to give")
                    + ")");
            line("            return False");
            list.append(list.isEmpty() ? "" : ", ").append("SGE(" + mr + ".buf + " + g.getOffset() + ", " + g.getLength() + ", " + mr + ".lkey)");
        }
        line("        sges = [" + list + "]");
    }

    private void postSend(PostSend s) throws ExportException {
        if (s.isSetRepeatUntil()) {
            throw new ExportException(ModelLabels.of(s) + ": repeatUntil posts until a simulated time; a real program has no simulated clock to post against");
        }
        sges(s.getSges());
        line("        wr = SendWR(wr_id=" + Long.toUnsignedString(s.getWrId()) + ", opcode=e.IBV_WR_" + s.getOpcode().getName() + ", num_sge=" + s.getSges().size()
                + ", sg=sges if sges else None, send_flags=" + flags("IBV_SEND_", s.getSendFlags())
                + (s.isSetImmData() ? ", imm_data=socket.htonl(0x" + Long.toHexString(s.getImmData() & 0xFFFFFFFFL) + ")" : "") + ")");
        if (s.getRemoteMr() != null) {
            line("        remote = self.fetch_mr(" + str(key(s.getRemoteMr())) + ")");
            line("        if remote is None:");
            line("            return False");
            if (s.getOpcode().getName().startsWith("ATOMIC")) {
                line("        wr.set_wr_atomic(remote[1], remote[0] + " + s.getRemoteOffset() + ", " + Long.toUnsignedString(s.getCompareAdd()) + ", "
                        + Long.toUnsignedString(s.getSwap()) + ")");
            } else {
                line("        wr.set_wr_rdma(remote[1], remote[0] + " + s.getRemoteOffset() + ")");
            }
        }
        if (s.getAh() != null) {
            line("        if getattr(self, " + str(attr(s.getAh())) + ", None) is None:");
            line("            self.report.mismatch(" + str("address handle " + ModelLabels.stepName(s.getAh()) + " was never created") + ")");
            line("            return False");
            if (s.getRemoteQp() != null) {
                line("        remote_qpn = self.fetch_int(" + str(key(s.getRemoteQp())) + ")");
                line("        if remote_qpn is None:");
                line("            return False");
            } else {
                line("        remote_qpn = 0");
            }
            line("        wr.set_wr_ud(self." + attr(s.getAh()) + ", remote_qpn, 0x" + Long.toHexString(s.getRemoteQkey() & 0xFFFFFFFFL) + ")");
        }
        if (s.getInvalidateMr() != null) {
            throw new ExportException(ModelLabels.of(s) + ": pyverbs' SendWR has no invalidate_rkey, so SEND_WITH_INV cannot be written in Python (export it as C)");
        }
        missing("ibv_post_send", s, needsOf(s.getQp()), "");
        String what = "wr_id " + Long.toUnsignedString(s.getWrId()) + " " + s.getOpcode().getName() + " -> ";
        int copies = s.isSetRepeat() ? Math.max(1, s.getRepeat()) : 1;
        line("        result = 0");
        if (copies > 1) {
            line("        # the scenario posts this work request " + copies + " times");
        }
        line("        for _ in range(" + copies + "):");
        line("            try:");
        line("                " + obj(s.getQp()) + ".post_send(wr)");
        line("            except PyverbsRDMAError as err:");
        line("                result = failure(err)");
        line("                break");
        line("        self.report.say(\"verb\", f\"ibv_post_send " + fstr(ModelLabels.stepName(s)) + ": " + fstr(what) + "{errno_name(result)}\")");
        line("        return self.report.expect(\"ibv_post_send\", result, " + errno(s) + ")");
    }

    private void postRecv(PostRecv s) {
        sges(s.getSges());
        line("        wr = RecvWR(wr_id=" + Long.toUnsignedString(s.getWrId()) + ", num_sge=" + s.getSges().size() + ", sg=sges if sges else None)");
        String verb = s.getSrq() != null ? "ibv_post_srq_recv" : "ibv_post_recv";
        Step target = s.getSrq() != null ? s.getSrq() : s.getQp();
        missing(verb, s, needsOf(target), "");
        line("        try:");
        line("            " + obj(target) + ".post_recv(wr)");
        line("            result = 0");
        line("        except PyverbsRDMAError as err:");
        line("            result = failure(err)");
        line("        self.report.say(\"verb\", f\"" + verb + " " + fstr(ModelLabels.stepName(s)) + ": "
                + fstr("wr_id " + Long.toUnsignedString(s.getWrId()) + " -> ") + "{errno_name(result)}\")");
        line("        return self.report.expect(" + str(verb) + ", result, " + errno(s) + ")");
    }

    private void pollCq(PollCq s) {
        List<ExpectedCompletion> expected = s.getExpected();
        missing("ibv_poll_cq", s, needsOf(s.getCq()), "");
        line("        got = self.poll(" + obj(s.getCq()) + ", " + str(ModelLabels.stepName(s.getCq())) + ", " + expected.size() + ", " + s.getTimeout() + ")");
        for (int i = 0; i < expected.size(); i++) {
            ExpectedCompletion e = expected.get(i);
            StringBuilder args = new StringBuilder("e.IBV_WC_" + e.getStatus().getName());
            if (e.isSetOpcode()) {
                args.append(", opcode=e.IBV_WC_").append(e.getOpcode().getName());
            }
            if (e.isSetByteLen()) {
                args.append(", byte_len=").append(e.getByteLen());
            }
            if (e.isSetWrId()) {
                args.append(", wr_id=").append(e.getWrId());
            }
            if (e.isSetImmData()) {
                args.append(", imm=0x").append(Long.toHexString(e.getImmData() & 0xFFFFFFFFL));
            }
            if (e.getSrcQp() != null) {
                args.append(", src_qp=").append(str(key(e.getSrcQp())));
            }
            line("        if len(got) > " + i + ":");
            line("            self.compare(" + i + ", got[" + i + "], " + args + ")");
        }
        line("        return self.report.expect(\"ibv_poll_cq\", 0, " + errno(s) + ")");
    }

    private void destroy(VerbStep s, String verb, Step target) {
        String detail = (target == null ? "(none)" : ModelLabels.stepName(target)) + " -> ";
        if (target == null) {
            line("        result = errno.EINVAL");
        } else if (s instanceof DeallocPd || s instanceof DestroyCq) {
            // pyverbs closes every object made from a PD or using a CQ with it, where ibv_dealloc_pd and ibv_destroy_cq refuse (EBUSY)
            line("        if getattr(self, " + str(attr(target)) + ", None) is None:");
            line("            result = errno.EINVAL");
            line("        elif " + dependents(target) + ":");
            String why = verb + " " + ModelLabels.stepName(s) + ": not called: what " + (s instanceof DeallocPd ? "was made from " : "uses ")
                    + ModelLabels.stepName(target) + " still exists, which " + verb + " refuses (EBUSY) and pyverbs' close() would close with it";
            line("            self.report.say(\"prog\", " + str(why) + ")");
            line("            if " + errno(s) + " != errno.EBUSY:");
            line("                self.report.mismatch(" + str(why) + ")");
            line("            return True");
            line("        else:");
            close(target);
        } else {
            line("        if getattr(self, " + str(attr(target)) + ", None) is None:");
            line("            result = errno.EINVAL");
            line("        else:");
            close(target);
        }
        line("        self.report.say(\"verb\", f\"" + verb + " " + fstr(ModelLabels.stepName(s)) + ": " + fstr(detail) + "{errno_name(result)}\")");
        line("        return self.report.expect(" + str(verb) + ", result, " + errno(s) + ")");
    }

    private void close(Step target) {
        line("            try:");
        line("                self." + attr(target) + ".close()");
        line("                self." + attr(target) + " = None");
        line("                result = 0");
        line("            except PyverbsRDMAError as err:");
        line("                result = failure(err)");
    }

    /** A Python test of whether an object still made from {@code target} (a PD) or using it (a CQ) exists. */
    private String dependents(Step target) {
        Program p = Programs.programOf(target);
        List<String> tests = new ArrayList<>();
        for (Step s : p.getSteps()) {
            boolean uses = target instanceof AllocPd ? s instanceof RegMr r && r.getPd() == target || s instanceof CreateQp q && q.getPd() == target
                    || s instanceof CreateSrq r && r.getPd() == target || s instanceof CreateAh a && a.getPd() == target
                    : s instanceof CreateQp q && (q.getSendCq() == target || q.getRecvCq() == target);
            if (uses) {
                tests.add("getattr(self, " + str(attr(s)) + ", None) is not None");
            }
        }
        return tests.isEmpty() ? "False" : String.join(" or ", tests);
    }

    private void queryQp(QueryQp s) {
        missing("ibv_query_qp", s, needsOf(s.getQp()), "");
        line("        try:");
        line("            attr, _ = " + obj(s.getQp()) + ".query(e.IBV_QP_STATE | e.IBV_QP_SQ_PSN | e.IBV_QP_RQ_PSN | e.IBV_QP_PATH_MTU | e.IBV_QP_DEST_QPN"
                + " | e.IBV_QP_TIMEOUT | e.IBV_QP_RETRY_CNT | e.IBV_QP_RNR_RETRY | e.IBV_QP_MIN_RNR_TIMER | e.IBV_QP_MAX_QP_RD_ATOMIC"
                + " | e.IBV_QP_MAX_DEST_RD_ATOMIC)");
        line("            result = 0");
        line("        except PyverbsRDMAError as err:");
        line("            result = failure(err)");
        line("        self.report.say(\"verb\", f\"ibv_query_qp " + fstr(ModelLabels.stepName(s)) + ": {errno_name(result)}\")");
        line("        if result:");
        line("            return self.report.expect(\"ibv_query_qp\", result, " + errno(s) + ")");
        for (QpAttributes.Expected x : QpAttributes.expected(s)) {
            compare(x.label(), "attr." + x.field(), x.value().startsWith("IBV_") ? "e." + x.value() : x.value());
        }
        if (s.getExpectedDestQp() != null) {
            line("        dest = self.fetch_int(" + str(key(s.getExpectedDestQp())) + ")");
            line("        if dest is None:");
            line("            return False");
            compare("dest_qp_num", "attr.dest_qp_num", "dest");
        }
        line("        return self.report.expect(\"ibv_query_qp\", 0, " + errno(s) + ")");
    }

    private void compare(String field, String actual, String expected) {
        line("        if int(" + actual + ") != int(" + expected + "):");
        line("            self.report.mismatch(f\"" + field + " {int(" + actual + ")}, expected {int(" + expected + ")}\")");
    }

    private void asyncEvent(WaitAsyncEvent s) {
        line("        event, result = self.async_event(" + s.getTimeout() + ")");
        line("        if event is None:");
        line("            self.report.say(\"verb\", f\"ibv_get_async_event " + fstr(ModelLabels.stepName(s)) + ": {errno_name(result)}\")");
        line("            return self.report.expect(\"ibv_get_async_event\", result, " + errno(s) + ")");
        line("        self.report.say(\"verb\", f\"ibv_get_async_event " + fstr(ModelLabels.stepName(s)) + ": {async_event_name(event.event_type)}\")");
        line("        if event.event_type != e.IBV_EVENT_" + s.getEvent().getName() + ":");
        line("            self.report.mismatch(f\"event {async_event_name(event.event_type)}, expected " + s.getEvent().getName() + "\")");
        line("        event.ack()");
        line("        return self.report.expect(\"ibv_get_async_event\", 0, " + errno(s) + ")");
    }

    // ---- small pieces

    private List<Step> needsOf(Step... steps) {
        List<Step> l = new ArrayList<>();
        for (Step s : steps) {
            if (s != null) {
                l.add(s);
            }
        }
        return l;
    }

    private static String className(Program p) {
        StringBuilder b = new StringBuilder();
        for (String part : FlowFacts.identifier(p.getName(), "program").split("_")) {
            if (!part.isEmpty()) {
                b.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
            }
        }
        return "Program" + b;
    }

    /** The attribute that holds what step {@code s} created. */
    private static String attr(Step s) {
        Program p = (Program) s.eContainer();
        String name = s.getName() == null || s.getName().isBlank() ? "step" + (p.getSteps().indexOf(s) + 1) : s.getName();
        return FlowFacts.identifier(name, "step") + "_" + (p.getSteps().indexOf(s) + 1);
    }

    private static String method(Step s) {
        return "step_" + attr(s);
    }

    private static String obj(Step s) {
        return s == null ? "None" : "self." + attr(s);
    }

    private static String key(Step s) {
        return Programs.programOf(s).getName() + "/" + attr(s);
    }




    private static String errno(VerbStep s) {
        String e = s.getExpectedResult().getName();
        return e.equals("OK") ? "0" : "errno." + e;
    }

    private static String flags(String prefix, List<? extends Enumerator> flags) {
        if (flags.isEmpty()) {
            return "0";
        }
        List<String> l = new ArrayList<>();
        for (Enumerator f : flags) {
            l.add("e." + prefix + f.getName());
        }
        return String.join(" | ", l);
    }



    /** A Python string literal. */
    static String str(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                default -> {
                    if (c < 0x20) {
                        b.append(String.format(Locale.ROOT, "\\x%02x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.append('"').toString();
    }

    /** Text inside an f-string: braces doubled, quotes and backslashes escaped. */
    private static String fstr(String s) {
        String q = str(s);
        return q.substring(1, q.length() - 1).replace("{", "{{").replace("}", "}}");
    }

    private static String bytesLiteral(byte[] data) {
        StringBuilder b = new StringBuilder("b\"");
        for (byte x : data) {
            int c = x & 0xFF;
            if (c == '"' || c == '\\') {
                b.append('\\').append((char) c);
            } else if (c >= 0x20 && c < 0x7F) {
                b.append((char) c);
            } else {
                b.append(String.format(Locale.ROOT, "\\x%02x", c));
            }
        }
        return b.append('"').toString();
    }

    /** Text for inside a docstring. */
    private static String doc(String s) {
        return s == null ? "" : s.replace("\\", "\\\\").replace("\"\"\"", "\\\"\\\"\\\"");
    }


    private void line(String s) {
        out.append(s).append('\n');
    }
}
