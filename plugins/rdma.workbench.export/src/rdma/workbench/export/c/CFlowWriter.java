package rdma.workbench.export.c;

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
import rdma.workbench.model.scenario.AccessFlag;
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
import rdma.workbench.model.scenario.SendFlag;
import rdma.workbench.model.scenario.Sge;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.scenario.Sync;
import rdma.workbench.model.scenario.VerbStep;
import rdma.workbench.model.scenario.WaitAsyncEvent;
import rdma.workbench.model.topology.GidEntry;
import rdma.workbench.model.topology.Rnic;

/**
 * Writes one scenario as C: the fixed runtime (options, report, exchange), then per program its
 * objects, a function per step and a function that runs them in order, then main. Every value
 * comes from the model; what only a peer knows at run time (its QP numbers, GIDs, addresses and
 * rkeys) is fetched through the exchange, under the key of the program that creates it.
 */
final class CFlowWriter {

    private final Scenario scenario;
    private final String flowName;
    private final CNames names = new CNames();
    private final StringBuilder out = new StringBuilder();
    private List<Program> programs;
    private FlowPlan plan;

    CFlowWriter(Scenario scenario, String flowName) {
        this.scenario = scenario;
        this.flowName = flowName;
    }

    List<String> notes() {
        return plan.notes();
    }

    String write() throws ExportException {
        plan = FlowPlan.of(scenario);
        programs = plan.programs();
        header();
        out.append(runtime());
        for (Program p : programs) {
            program(p);
        }
        main();
        return out.toString();
    }

    // ---- the file's head: what it is, how to build and run it, the scenario's tables

    private void header() {
        line("/*");
        line(" * " + CNames.comment(flowName) + ".c: the scenario \"" + CNames.comment(scenario.getTitle()) + "\" as a program of its own,");
        line(" * written by RDMA Workbench (Export as C) from the scenario file; it needs only libibverbs.");
        if (scenario.getDescription() != null && !scenario.getDescription().isBlank()) {
            line(" *");
            for (String l : FlowFacts.wrap(scenario.getDescription(), 96)) {
                line(" * " + CNames.comment(l));
            }
        }
        line(" *");
        line(" * Build:  make              (gcc -Wall -Wextra -Werror ... -libverbs -lpthread)");
        line(" * Run, one per program, the first one first (it listens on TCP port 18515 for the others):");
        for (int i = 0; i < programs.size(); i++) {
            Program p = programs.get(i);
            Rnic d = Programs.device(p);
            String where = (p.getHost() == null ? "?" : p.getHost().getName()) + ", device " + d.getName();
            line(String.format(Locale.ROOT, " *   ./%s %s%s   # on %s", flowName, p.getName(), i == 0 ? "" : " HOST_OF_" + programs.get(0).getName(),
                    CNames.comment(where)));
        }
        line(" * Options: -d DEVICE, -i PORT, -g GID_INDEX override the scenario's device, port and GID index;");
        line(" * -p TCP_PORT moves the exchange. Exit status as `rdmawb run`: 0 every expectation held,");
        line(" * 1 one differed, 2 the flow could not run (no such device, no peer).");
        if (!plan.notes().isEmpty()) {
            line(" *");
            for (String n : plan.notes()) {
                for (String l : FlowFacts.wrap("Note: " + n + ".", 96)) {
                    line(" * " + CNames.comment(l));
                }
            }
        }
        line(" */");
        line("");
        line("#define FLOW_NAME " + CNames.literal(flowName));
        line("#define SCENARIO_HASH \"@HASH@\"");
        line("#define PROGRAMS " + programs.size());
        line("#define BARRIERS " + plan.barriers().size());
        line("#define MAX_BARRIERS " + Math.max(1, plan.barriers().size()));
        StringBuilder names = new StringBuilder();
        for (Program p : programs) {
            names.append(names.isEmpty() ? "" : ", ").append(CNames.literal(p.getName()));
        }
        line("static const char *const PROGRAM_NAMES[PROGRAMS] = { " + names + " };");
        StringBuilder bnames = new StringBuilder();
        StringBuilder members = new StringBuilder();
        for (var b : plan.barriers().entrySet()) {
            bnames.append(bnames.isEmpty() ? "" : ", ").append(CNames.literal(b.getKey()));
            StringBuilder row = new StringBuilder();
            for (Program p : programs) {
                row.append(row.isEmpty() ? "" : ", ").append(b.getValue().contains(p) ? 1 : 0);
            }
            members.append(members.isEmpty() ? "" : ", ").append("{ ").append(row).append(" }");
        }
        line("/* the Sync barriers, and which programs meet at each */");
        line("static const char *const BARRIER_NAMES[MAX_BARRIERS] = { " + (bnames.isEmpty() ? "\"\"" : bnames) + " };");
        line("static const unsigned char BARRIER_MEMBERS[MAX_BARRIERS][PROGRAMS] = { " + (members.isEmpty() ? "{ 0 }" : members) + " };");
        line("");
    }

    private static String runtime() {
        try (var in = CFlowWriter.class.getResourceAsStream("runtime.c")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8) + "\n";
        } catch (java.io.IOException | NullPointerException e) {
            throw new IllegalStateException("the bundle lost its C runtime (runtime.c)", e);
        }
    }

    // ---- one program

    private void program(Program p) throws ExportException {
        String pn = names.of(p);
        Rnic device = Programs.device(p);
        line("/* ==== program " + CNames.comment(p.getName()) + ": on " + CNames.comment(p.getHost() == null ? "?" : p.getHost().getName())
                + ", device " + CNames.comment(device.getName()) + " ==== */");
        line("");
        line("static struct ibv_context *" + pn + "_ctx;");
        for (Step s : p.getSteps()) {
            String v = names.of(s);
            switch (s) {
                case AllocPd x -> line("static struct ibv_pd *" + v + ";");
                case RegMr x -> {
                    line("static struct ibv_mr *" + v + ";");
                    line("static uint8_t *" + v + "_buf;");
                }
                case CreateCq x -> line("static struct ibv_cq *" + v + ";");
                case CreateSrq x -> line("static struct ibv_srq *" + v + ";");
                case CreateQp x -> line("static struct ibv_qp *" + v + ";");
                case CreateAh x -> line("static struct ibv_ah *" + v + ";");
                default -> {
                }
            }
        }
        line("");
        for (Step s : p.getSteps()) {
            step(p, s);
        }
        line("static void run_" + pn + "(void)");
        line("{");
        line("\t" + pn + "_ctx = open_device(" + CNames.literal(device.getName()) + ");");
        for (GidEntry g : plan.published(p)) {
            line("\t/* a peer addresses GID " + g.getIndex() + " of this device: tell it what that GID is here */");
            line("\tpublish_gid(" + pn + "_ctx, port_of(" + FlowFacts.portOf(g) + "), " + g.getIndex() + ", " + CNames.literal(FlowFacts.gidKey(programs, g)) + ");");
        }
        for (Step s : p.getSteps()) {
            line("\tif (!step_" + names.of(s) + "())");
            line("\t\treturn;");
        }
        line("}");
        line("");
    }

    private void step(Program p, Step s) throws ExportException {
        String fn = "step_" + names.of(s);
        line("/* step " + CNames.comment(ModelLabels.stepName(s)) + " (" + s.eClass().getName() + ")"
                + (s.getComment() == null || s.getComment().isBlank() ? "" : ": " + CNames.comment(s.getComment().strip())) + " */");
        line("static int " + fn + "(void)");
        line("{");
        line("\tcurrent_step = " + CNames.literal(ModelLabels.stepName(s) + " (" + s.eClass().getName() + ")") + ";");
        switch (s) {
            case AllocPd x -> created(x, "ibv_alloc_pd", "ibv_alloc_pd(" + ctx(p) + ")", List.of());
            case RegMr x -> regMr(x);
            case CreateCq x -> created(x, "ibv_create_cq", "ibv_create_cq(" + ctx(p) + ", " + x.getCqe() + ", NULL, NULL, 0)", List.of());
            case CreateSrq x -> {
                line("\tstruct ibv_srq_init_attr init = { .attr = { .max_wr = " + x.getMaxWr() + ", .max_sge = " + x.getMaxSge() + ", .srq_limit = "
                        + x.getSrqLimit() + " } };");
                line("");
                created(x, "ibv_create_srq", "ibv_create_srq(" + obj(x.getPd()) + ", &init)", needs(x.getPd()));
            }
            case CreateQp x -> createQp(x);
            case CreateAh x -> createAh(p, x);
            case ModifyQp x -> modifyQp(x);
            case PostSend x -> postSend(x);
            case PostRecv x -> postRecv(x);
            case PollCq x -> pollCq(x);
            case CheckMemory x -> checkMemory(x);
            case Sync x -> {
                if (x.getDelay() > 0) {
                    line("\t/* the exchange takes " + x.getDelay() + " ns in the scenario: the program sleeps that long (at least MIN_EXCHANGE_DELAY_US) */");
                }
                line("\treturn sync_at(" + CNames.literal(x.getBarrier()) + ", " + x.getDelay() + "LL);");
            }
            case Fault x -> {
                String what = x.getAction() + " " + (x.eIsSet(ScenarioPackage.Literals.FAULT__OPCODE) ? x.getOpcode().getName() : "any packet")
                        + (x.getSkip() > 0 ? " after " + x.getSkip() + " matching" : "") + ", " + x.getCount() + " time(s)";
                line("\t/* Only the simulator makes this fault (" + CNames.comment(what) + "): a real NIC sends the packets. */");
                line("\tsay(\"prog\", \"%s\", " + CNames.literal("not armed: " + what + " (only the simulator makes faults)") + ");");
                line("\treturn 1;");
            }
            case DeallocPd x -> destroy(x, "ibv_dealloc_pd", x.getPd());
            case DeregMr x -> destroy(x, "ibv_dereg_mr", x.getMr());
            case DestroyCq x -> destroy(x, "ibv_destroy_cq", x.getCq());
            case DestroySrq x -> destroy(x, "ibv_destroy_srq", x.getSrq());
            case DestroyQp x -> destroy(x, "ibv_destroy_qp", x.getQp());
            case DestroyAh x -> destroy(x, "ibv_destroy_ah", x.getAh());
            case QueryQp x -> queryQp(x);
            case WaitAsyncEvent x -> asyncEvent(p, x);
            default -> throw new ExportException(ModelLabels.of(s) + ": a " + s.eClass().getName() + " step cannot be exported as C");
        }
        line("}");
        line("");
    }

    // ---- verbs that create objects

    /** The objects a verb needs, each checked before the call: a program cannot pass what it never got. */
    private List<Step> needs(Step... steps) {
        List<Step> l = new ArrayList<>();
        for (Step s : steps) {
            if (s != null) {
                l.add(s);
            }
        }
        return l;
    }

    /** Refuses the verb with EINVAL (as `rdmawb run` does) when an object it needs was never created. */
    private void missing(String verb, VerbStep s, List<Step> needed, String detail) {
        for (Step n : needed) {
            line("\tif (!" + obj(n) + ") {");
            line("\t\tsay(\"verb\", \"%s\", " + CNames.literal(verb + " " + ModelLabels.stepName(s) + ": " + detail + "EINVAL ("
                    + ModelLabels.stepKind(n) + " " + ModelLabels.stepName(n) + " was never created)") + ");");
            line("\t\treturn expect_result(" + CNames.literal(verb) + ", EINVAL, " + errno(s) + ");");
            line("\t}");
        }
    }

    private void created(VerbStep s, String verb, String call, List<Step> needed) {
        missing(verb, s, needed, "");
        String v = names.of(s);
        line("\terrno = 0;");
        line("\t" + v + " = " + call + ";");
        line("\tint e = " + v + " ? 0 : (errno ? errno : EINVAL);");
        line("\tsay(\"verb\", \"" + verb + " %s: %s\", " + CNames.literal(ModelLabels.stepName(s)) + ", errno_name(e));");
        if (s instanceof CreateQp) {
            line("\tif (" + v + ")");
            line("\t\tpublish(" + CNames.literal(key(s)) + ", \"%06x\", " + v + "->qp_num);");
        }
        if (s instanceof RegMr) {
            line("\tif (" + v + ")");
            line("\t\tpublish(" + CNames.literal(key(s)) + ", \"%\" PRIx64 \" %\" PRIx32, (uint64_t)(uintptr_t)" + v + "_buf, " + v + "->rkey);");
        }
        line("\treturn expect_result(" + CNames.literal(verb) + ", e, " + errno(s) + ");");
    }

    private void regMr(RegMr s) throws ExportException {
        byte[] initial = FlowFacts.data(s, s.getInitialData(), s.getDataFormat());
        String v = names.of(s);
        line("\tstatic const char initial[] = " + CNames.bytes(initial) + ";");
        line("\t" + v + "_buf = buffer(" + s.getLength() + ", initial, " + initial.length + ");");
        created(s, "ibv_reg_mr", "ibv_reg_mr(" + obj(s.getPd()) + ", " + v + "_buf, " + s.getLength() + ", " + access(s.getAccess()) + ")",
                needs(s.getPd()));
    }

    private void createQp(CreateQp s) {
        line("\tstruct ibv_qp_init_attr init = {");
        line("\t\t.send_cq = " + obj(s.getSendCq()) + ",");
        line("\t\t.recv_cq = " + obj(s.getRecvCq()) + ",");
        if (s.getSrq() != null) {
            line("\t\t.srq = " + obj(s.getSrq()) + ",");
        }
        line("\t\t.cap = { .max_send_wr = " + s.getMaxSendWr() + ", .max_recv_wr = " + s.getMaxRecvWr() + ", .max_send_sge = " + s.getMaxSendSge()
                + ", .max_recv_sge = " + s.getMaxRecvSge() + ", .max_inline_data = " + s.getMaxInlineData() + " },");
        line("\t\t.qp_type = IBV_QPT_" + s.getQpType().getName() + ",");
        line("\t\t.sq_sig_all = " + (s.isSqSigAll() ? 1 : 0) + ",");
        line("\t};");
        line("");
        created(s, "ibv_create_qp", "ibv_create_qp(" + obj(s.getPd()) + ", &init)", needs(s.getPd(), s.getSendCq(), s.getRecvCq(), s.getSrq()));
    }

    private void createAh(Program p, CreateAh s) throws ExportException {
        line("\tstruct ibv_ah_attr attr = { .is_global = 1, .port_num = (uint8_t)port_of(" + s.getPortNum() + ") };");
        line("");
        gidInto(s.getDestGid(), "attr.grh.dgid", s);
        line("\tattr.grh.sgid_index = (uint8_t)gid_index_of(" + s.getSgidIndex() + ");");
        line("\tattr.grh.hop_limit = " + s.getHopLimit() + ";");
        line("\tattr.grh.traffic_class = " + s.getTrafficClass() + ";");
        created(s, "ibv_create_ah", "ibv_create_ah(" + obj(s.getPd()) + ", &attr)", needs(s.getPd()));
    }

    /** Fills {@code target} with the GID {@code g}: fetched from the program on its device, or the model's address when none runs there. */
    private void gidInto(GidEntry g, String target, Step s) throws ExportException {
        if (g == null) {
            throw new ExportException(ModelLabels.of(s) + " names no destination GID");
        }
        if (FlowFacts.programOn(programs, g) != null) {
            line("\tif (!fetch_gid(" + CNames.literal(FlowFacts.gidKey(programs, g)) + ", &" + target + "))");
            line("\t\treturn 0;");
        } else {
            line("\t/* no program of the scenario runs where this GID is: the model's address */");
            line("\tparse_gid(" + CNames.literal(g.getAddress()) + ", &" + target + ");");
        }
    }

    // ---- ibv_modify_qp: the mask is IBV_QP_STATE and every attribute the step sets, as `rdmawb run`

    private void modifyQp(ModifyQp s) throws ExportException {
        List<String> mask = new ArrayList<>(List.of("IBV_QP_STATE"));
        line("\tstruct ibv_qp_attr attr = { .qp_state = IBV_QPS_" + s.getTargetState().getName() + " };");
        line("");
        if (s.isSetAccessFlags()) {
            mask.add("IBV_QP_ACCESS_FLAGS");
            line("\tattr.qp_access_flags = " + access(s.getAccessFlags()) + ";");
        }
        if (s.isSetPkeyIndex()) {
            mask.add("IBV_QP_PKEY_INDEX");
            line("\tattr.pkey_index = " + s.getPkeyIndex() + ";");
        }
        if (s.isSetPort()) {
            mask.add("IBV_QP_PORT");
            line("\tattr.port_num = (uint8_t)port_of(" + s.getPort() + ");");
        }
        if (s.isSetQkey()) {
            mask.add("IBV_QP_QKEY");
            line("\tattr.qkey = 0x" + Long.toHexString(s.getQkey() & 0xFFFFFFFFL) + ";");
        }
        if (s.getDestGid() != null) {
            mask.add("IBV_QP_AV");
            line("\tattr.ah_attr.is_global = 1;");
            line("\tattr.ah_attr.port_num = (uint8_t)port_of(" + Programs.portNumber(s.getQp()) + ");");
            gidInto(s.getDestGid(), "attr.ah_attr.grh.dgid", s);
            line("\tattr.ah_attr.grh.sgid_index = (uint8_t)gid_index_of(" + s.getSgidIndex() + ");");
            line("\tattr.ah_attr.grh.hop_limit = " + s.getHopLimit() + ";");
            line("\tattr.ah_attr.grh.traffic_class = " + s.getTrafficClass() + ";");
        }
        if (s.isSetPathMtu()) {
            mask.add("IBV_QP_PATH_MTU");
            line("\tattr.path_mtu = IBV_" + s.getPathMtu().getName() + ";");
        }
        if (s.getDestQp() != null) {
            mask.add("IBV_QP_DEST_QPN");
            line("\tif (!fetch_qpn(" + CNames.literal(key(s.getDestQp())) + ", &attr.dest_qp_num))");
            line("\t\treturn 0;");
        }
        for (QpAttributes.Set a : QpAttributes.numeric(s)) {
            mask.add(a.mask());
            line("\tattr." + a.field() + " = " + a.value() + ";");
        }
        String detail = "to " + s.getTargetState().getName() + " -> ";
        missing("ibv_modify_qp", s, needs(s.getQp()), detail);
        line("\tint e = ibv_modify_qp(" + obj(s.getQp()) + ", &attr,");
        line("\t\t\t" + String.join(" | ", mask) + ");");
        line("\tsay(\"verb\", \"ibv_modify_qp %s: %s%s\", " + CNames.literal(ModelLabels.stepName(s)) + ", " + CNames.literal(detail)
                + ", errno_name(e));");
        line("\treturn expect_result(\"ibv_modify_qp\", e, " + errno(s) + ");");
    }

    // ---- work requests

    private void sges(List<Sge> sges) {
        if (sges.isEmpty()) {
            line("\tstruct ibv_sge *sge = NULL;");
            return;
        }
        line("\tstruct ibv_sge sge[" + sges.size() + "];");
        for (int i = 0; i < sges.size(); i++) {
            Sge g = sges.get(i);
            String mr = names.of(g.getMr());
            line("\tif (!" + mr + ") {");
            line("\t\tmismatch(\"memory region %s of an SGE was never created: there is no lkey to give\", "
                    + CNames.literal(ModelLabels.stepName(g.getMr())) + ");");
            line("\t\treturn 0;");
            line("\t}");
            line("\tsge[" + i + "] = (struct ibv_sge){ .addr = (uintptr_t)(" + mr + "_buf + " + g.getOffset() + "), .length = " + g.getLength()
                    + ", .lkey = " + mr + "->lkey };");
        }
    }

    private void postSend(PostSend s) throws ExportException {
        if (s.isSetRepeatUntil()) {
            throw new ExportException(ModelLabels.of(s) + ": repeatUntil posts until a simulated time; a real program has no simulated clock to post against");
        }
        sges(s.getSges());
        line("\tstruct ibv_send_wr wr = { .wr_id = " + Long.toUnsignedString(s.getWrId()) + "ULL, .sg_list = sge, .num_sge = " + s.getSges().size()
                + ", .opcode = IBV_WR_" + s.getOpcode().getName() + ", .send_flags = " + sendFlags(s.getSendFlags()) + " };");
        line("\tstruct ibv_send_wr *bad = NULL;");
        if (s.isSetImmData()) {
            line("\twr.imm_data = htonl(0x" + Long.toHexString(s.getImmData() & 0xFFFFFFFFL) + ");");
        }
        if (s.getRemoteMr() != null) {
            line("\tuint64_t remote_addr;");
            line("\tuint32_t rkey;");
            line("\tif (!fetch_mr(" + CNames.literal(key(s.getRemoteMr())) + ", &remote_addr, &rkey))");
            line("\t\treturn 0;");
            String op = s.getOpcode().getName();
            if (op.startsWith("ATOMIC")) {
                line("\twr.wr.atomic.remote_addr = remote_addr + " + s.getRemoteOffset() + ";");
                line("\twr.wr.atomic.rkey = rkey;");
                line("\twr.wr.atomic.compare_add = " + Long.toUnsignedString(s.getCompareAdd()) + "ULL;");
                line("\twr.wr.atomic.swap = " + Long.toUnsignedString(s.getSwap()) + "ULL;");
            } else {
                line("\twr.wr.rdma.remote_addr = remote_addr + " + s.getRemoteOffset() + ";");
                line("\twr.wr.rdma.rkey = rkey;");
            }
        }
        if (s.getAh() != null) {
            line("\tif (!" + obj(s.getAh()) + ") {");
            line("\t\tmismatch(\"address handle %s was never created\", " + CNames.literal(ModelLabels.stepName(s.getAh())) + ");");
            line("\t\treturn 0;");
            line("\t}");
            line("\twr.wr.ud.ah = " + obj(s.getAh()) + ";");
            line("\twr.wr.ud.remote_qkey = 0x" + Long.toHexString(s.getRemoteQkey() & 0xFFFFFFFFL) + ";");
            if (s.getRemoteQp() != null) {
                line("\tif (!fetch_qpn(" + CNames.literal(key(s.getRemoteQp())) + ", &wr.wr.ud.remote_qpn))");
                line("\t\treturn 0;");
            }
        }
        if (s.getInvalidateMr() != null) {
            line("\tuint64_t unused_addr;");
            line("\tif (!fetch_mr(" + CNames.literal(key(s.getInvalidateMr())) + ", &unused_addr, &wr.invalidate_rkey))");
            line("\t\treturn 0;");
        }
        missing("ibv_post_send", s, needs(s.getQp()), "");
        String what = "wr_id " + Long.toUnsignedString(s.getWrId()) + " " + s.getOpcode().getName() + " -> ";
        if (s.isSetRepeat() && s.getRepeat() > 1) {
            line("\tint e = 0;");
            line("\t/* the scenario posts this work request " + s.getRepeat() + " times */");
            line("\tfor (int i = 0; i < " + s.getRepeat() + " && !e; i++)");
            line("\t\te = ibv_post_send(" + obj(s.getQp()) + ", &wr, &bad);");
        } else {
            line("\tint e = ibv_post_send(" + obj(s.getQp()) + ", &wr, &bad);");
        }
        line("\tsay(\"verb\", \"ibv_post_send %s: %s%s\", " + CNames.literal(ModelLabels.stepName(s)) + ", " + CNames.literal(what) + ", errno_name(e));");
        line("\treturn expect_result(\"ibv_post_send\", e, " + errno(s) + ");");
    }

    private void postRecv(PostRecv s) {
        sges(s.getSges());
        line("\tstruct ibv_recv_wr wr = { .wr_id = " + Long.toUnsignedString(s.getWrId()) + "ULL, .sg_list = sge, .num_sge = " + s.getSges().size()
                + " };");
        line("\tstruct ibv_recv_wr *bad = NULL;");
        String verb = s.getSrq() != null ? "ibv_post_srq_recv" : "ibv_post_recv";
        Step target = s.getSrq() != null ? s.getSrq() : s.getQp();
        missing(verb, s, needs(target), "");
        line("\tint e = " + verb + "(" + obj(target) + ", &wr, &bad);");
        line("\tsay(\"verb\", \"" + verb + " %s: %s%s\", " + CNames.literal(ModelLabels.stepName(s)) + ", "
                + CNames.literal("wr_id " + Long.toUnsignedString(s.getWrId()) + " -> ") + ", errno_name(e));");
        line("\treturn expect_result(" + CNames.literal(verb) + ", e, " + errno(s) + ");");
    }

    // ---- expectations

    private void pollCq(PollCq s) {
        List<ExpectedCompletion> expected = s.getExpected();
        int want = expected.size();
        missing("ibv_poll_cq", s, needs(s.getCq()), "");
        line("\tstruct ibv_wc wc[" + Math.max(1, want) + "];");
        if (want > 0) {
            line("\tstatic const struct expected_wc expected[" + want + "] = {");
            for (ExpectedCompletion e : expected) {
                line("\t\t{ .wr_id = " + (e.isSetWrId() ? e.getWrId() + "LL" : "-1") + ", .status = IBV_WC_" + e.getStatus().getName() + ", .opcode = "
                        + (e.isSetOpcode() ? "IBV_WC_" + e.getOpcode().getName() : "-1") + ", .byte_len = " + (e.isSetByteLen() ? e.getByteLen() : -1)
                        + ", .imm = " + (e.isSetImmData() ? "0x" + Long.toHexString(e.getImmData() & 0xFFFFFFFFL) + "LL" : "-1") + ", .src_qp = "
                        + (e.getSrcQp() == null ? "NULL" : CNames.literal(key(e.getSrcQp()))) + " },");
            }
            line("\t};");
        }
        line("\tint got = poll_until(" + obj(s.getCq()) + ", wc, " + want + ", " + s.getTimeout() + "LL);");
        line("");
        line("\tfor (int i = 0; i < got; i++)");
        line("\t\tsay_completion(" + CNames.literal(ModelLabels.stepName(s.getCq())) + ", &wc[i]);");
        if (want > 0) {
            line("\tif (got < " + want + ")");
            line("\t\tmismatch(\"waited for " + want + " completion(s) on %s, got %d\", " + CNames.literal(ModelLabels.stepName(s.getCq()))
                    + ", got);");
            line("\tfor (int i = 0; i < got; i++)");
            line("\t\tcompare_completion(i, &expected[i], &wc[i]);");
        }
        line("\treturn expect_result(\"ibv_poll_cq\", 0, " + errno(s) + ");");
    }

    private void checkMemory(CheckMemory s) throws ExportException {
        byte[] want = FlowFacts.data(s, s.getExpectedData(), s.getDataFormat());
        String mr = s.getMr() == null ? null : names.of(s.getMr());
        line("\tstatic const char want[] = " + CNames.bytes(want) + ";");
        line("");
        line("\tcheck_memory(" + CNames.literal(s.getMr() == null ? "(none)" : ModelLabels.stepName(s.getMr())) + ", "
                + (mr == null ? "NULL, 0" : mr + " ? " + mr + "_buf : NULL, " + s.getMr().getLength()) + ", " + s.getOffset() + ", (const uint8_t *)want, "
                + want.length + ", " + (s.getDataFormat() == DataFormat.HEX ? 1 : 0) + ");");
        line("\treturn 1;");
    }

    private void destroy(VerbStep s, String verb, Step target) {
        String detail = (target == null ? "(none)" : ModelLabels.stepName(target)) + " -> ";
        if (target == null) {
            line("\tint e = EINVAL;");
        } else {
            line("\tint e = " + obj(target) + " ? " + verb + "(" + obj(target) + ") : EINVAL;");
            line("\tif (!e)");
            line("\t\t" + obj(target) + " = NULL;");
        }
        line("\tsay(\"verb\", \"" + verb + " %s: %s%s\", " + CNames.literal(ModelLabels.stepName(s)) + ", " + CNames.literal(detail)
                + ", errno_name(e));");
        line("\treturn expect_result(" + CNames.literal(verb) + ", e, " + errno(s) + ");");
    }

    private void queryQp(QueryQp s) {
        missing("ibv_query_qp", s, needs(s.getQp()), "");
        line("\tstruct ibv_qp_attr attr;");
        line("\tstruct ibv_qp_init_attr init;");
        line("\tint e = ibv_query_qp(" + obj(s.getQp()) + ", &attr, IBV_QP_STATE | IBV_QP_SQ_PSN | IBV_QP_RQ_PSN | IBV_QP_PATH_MTU | IBV_QP_DEST_QPN"
                + " | IBV_QP_TIMEOUT | IBV_QP_RETRY_CNT | IBV_QP_RNR_RETRY | IBV_QP_MIN_RNR_TIMER | IBV_QP_MAX_QP_RD_ATOMIC | IBV_QP_MAX_DEST_RD_ATOMIC, &init);");
        line("\tsay(\"verb\", \"ibv_query_qp %s: %s\", " + CNames.literal(ModelLabels.stepName(s)) + ", errno_name(e));");
        line("\tif (e)");
        line("\t\treturn expect_result(\"ibv_query_qp\", e, " + errno(s) + ");");
        for (QpAttributes.Expected x : QpAttributes.expected(s)) {
            compare(x.label(), "attr." + x.field(), x.value());
        }
        if (s.getExpectedDestQp() != null) {
            line("\tuint32_t dest;");
            line("\tif (!fetch_qpn(" + CNames.literal(key(s.getExpectedDestQp())) + ", &dest))");
            line("\t\treturn 0;");
            compare("dest_qp_num", "attr.dest_qp_num", "dest");
        }
        line("\treturn expect_result(\"ibv_query_qp\", 0, " + errno(s) + ");");
    }

    private void compare(String field, String actual, String expected) {
        line("\tif ((long long)" + actual + " != (long long)" + expected + ")");
        line("\t\tmismatch(\"" + field + " %lld, expected %lld\", (long long)" + actual + ", (long long)" + expected + ");");
    }

    private void asyncEvent(Program p, WaitAsyncEvent s) {
        String want = "IBV_EVENT_" + s.getEvent().getName();
        line("\tstruct ibv_async_event ev;");
        line("\tstruct pollfd f = { .fd = " + ctx(p) + "->async_fd, .events = POLLIN };");
        line("\tlong long left = deadline_after(" + s.getTimeout() + "LL) - now_ms();");
        line("");
        line("\tif (poll(&f, 1, left > 0 ? (int)left : 0) <= 0) {");
        line("\t\tsay(\"verb\", \"ibv_get_async_event %s: ETIMEDOUT\", " + CNames.literal(ModelLabels.stepName(s)) + ");");
        line("\t\treturn expect_result(\"ibv_get_async_event\", ETIMEDOUT, " + errno(s) + ");");
        line("\t}");
        line("\tif (ibv_get_async_event(" + ctx(p) + ", &ev))");
        line("\t\treturn expect_result(\"ibv_get_async_event\", errno ? errno : EINVAL, " + errno(s) + ");");
        line("\tsay(\"verb\", \"ibv_get_async_event %s: %s\", " + CNames.literal(ModelLabels.stepName(s)) + ", async_event_name(ev.event_type));");
        line("\tif (ev.event_type != " + want + ")");
        line("\t\tmismatch(\"event %s, expected %s\", async_event_name(ev.event_type), async_event_name(" + want + "));");
        Step about = s.getObject();
        String field = about instanceof CreateQp ? "qp" : about instanceof CreateCq ? "cq" : about instanceof CreateSrq ? "srq" : null;
        if (field != null) {
            line("\telse if (ev.element." + field + " != " + obj(about) + ")");
            line("\t\tmismatch(\"the event is not about %s\", " + CNames.literal(ModelLabels.stepName(about)) + ");");
        }
        line("\tibv_ack_async_event(&ev);");
        line("\treturn expect_result(\"ibv_get_async_event\", 0, " + errno(s) + ");");
    }

    // ---- main: which program this process runs

    private void main() {
        line("int main(int argc, char **argv)");
        line("{");
        line("\tint index = parse_arguments(argc, argv);");
        line("");
        line("\tif (index == 0) {");
        line("\t\thub_host = \"127.0.0.1\";");
        line("\t\tstart_hub();");
        line("\t}");
        line("\tconnect_exchange();");
        line("\tswitch (index) {");
        for (int i = 0; i < programs.size(); i++) {
            line("\tcase " + i + ": run_" + names.of(programs.get(i)) + "(); break;");
        }
        line("\t}");
        line("\treturn finish(index);");
        line("}");
    }

    // ---- small pieces

    private String ctx(Program p) {
        return names.of(p) + "_ctx";
    }

    private String obj(Step s) {
        return s == null ? "NULL" : names.of(s);
    }

    /** The exchange key of what step {@code s} creates: its program, then its C name. */
    private String key(Step s) {
        Program p = Programs.programOf(s);
        return p.getName() + "/" + names.of(s);
    }




    private static String errno(VerbStep s) {
        String e = s.getExpectedResult().getName();
        return e.equals("OK") ? "0" : e;
    }

    private static String access(List<AccessFlag> flags) {
        if (flags.isEmpty()) {
            return "0";
        }
        List<String> l = new ArrayList<>();
        for (AccessFlag f : flags) {
            l.add("IBV_ACCESS_" + f.getName());
        }
        return String.join(" | ", l);
    }

    private static String sendFlags(List<SendFlag> flags) {
        if (flags.isEmpty()) {
            return "0";
        }
        List<String> l = new ArrayList<>();
        for (Enumerator f : flags) {
            l.add("IBV_SEND_" + f.getName());
        }
        return String.join(" | ", l);
    }



    private void line(String s) {
        out.append(s).append('\n');
    }
}
