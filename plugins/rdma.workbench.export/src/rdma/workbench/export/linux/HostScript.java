package rdma.workbench.export.linux;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import rdma.workbench.export.ExportException;
import rdma.workbench.model.network.GidAddress;
import rdma.workbench.model.topology.CgroupLimit;
import rdma.workbench.model.topology.ErdmaDevice;
import rdma.workbench.model.topology.GidEntry;
import rdma.workbench.model.topology.GidType;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.NetworkNamespace;
import rdma.workbench.model.topology.Port;
import rdma.workbench.model.topology.RdmaCgroup;
import rdma.workbench.model.topology.RdmaProtocol;
import rdma.workbench.model.topology.RoceNic;
import rdma.workbench.model.topology.Rnic;
import rdma.workbench.model.topology.TopologyPackage;

/**
 * One host of a topology as a POSIX shell script that builds it on Linux with the software RDMA devices: rxe for a
 * RoCEv2 NIC, siw for an ERDMA device in iWARP mode, each named as the model names it (so a scenario's programs and
 * their exports find it); the netdevs' MTUs and addresses, the namespaces and the netdevs in them, the RDMA cgroup
 * limits; then it compares the GID table with the model's. {@code --dry-run} prints the commands and runs none.
 */
final class HostScript {

    /** The model keeps no prefix lengths: the script assumes these (PREFIX4 and PREFIX6 in its environment override them). */
    static final int PREFIX4 = 24;
    static final int PREFIX6 = 64;

    private final Host host;
    private final String topologyName;
    private final StringBuilder out = new StringBuilder();
    private final List<String> notes = new ArrayList<>();

    HostScript(Host host, String topologyName) {
        this.host = host;
        this.topologyName = topologyName;
    }

    List<String> notes() {
        return notes;
    }

    String write() throws ExportException {
        String me = host.getName() + ".sh";
        line("#!/bin/sh");
        line("# " + host.getName() + " of the topology " + topologyName + ", built on Linux with soft RDMA devices (rxe, siw)");
        line("# named as the model names them; written by RDMA Workbench (rdmawb export-linux).");
        line("#   sudo sh " + me + "            build it, then compare the GID table with the model's");
        line("#   sh " + me + " --dry-run       print the commands, run none");
        line("#   sudo sh " + me + " --netns-only   only the netdevs, addresses and namespaces (no RDMA device, no cgroup)");
        line("# The netdevs are this machine's own: the script gives them the model's MTU and addresses (IPv4 /${PREFIX4:-"
                + PREFIX4 + "}, IPv6 /${PREFIX6:-" + PREFIX6 + "}: the model keeps no prefix lengths).");
        line("set -eu");
        line("");
        line("DRY_RUN=0");
        line("RDMA=1");
        line("case \"${1:-}\" in");
        line("--dry-run) DRY_RUN=1 ;;");
        line("--netns-only) RDMA=0 ;;");
        line("esac");
        line("PREFIX4=${PREFIX4:-" + PREFIX4 + "}");
        line("PREFIX6=${PREFIX6:-" + PREFIX6 + "}");
        line("DIFFERENCES=0");
        line("");
        line("run() {");
        line("\techo \"+ $*\"");
        line("\tif [ \"$DRY_RUN\" = 0 ]; then");
        line("\t\t\"$@\"");
        line("\tfi");
        line("}");
        line("");
        line("# What only an RDMA-capable kernel does (modules, devices, cgroups): skipped by --netns-only.");
        line("run_rdma() {");
        line("\tif [ \"$RDMA\" = 1 ]; then");
        line("\t\trun \"$@\"");
        line("\tfi");
        line("}");
        line("");
        line("# A netdev the model names must exist here; a dry run only says which it needs.");
        line("need_netdev() {");
        line("\tif [ \"$DRY_RUN\" = 0 ] && ! ip link show dev \"$1\" >/dev/null 2>&1; then");
        line("\t\techo \"" + me + ": there is no netdev $1 here: rename the port's netdev in the model, or create it\" >&2");
        line("\t\texit 2");
        line("\tfi");
        line("}");
        line("");
        line("# GID INDEX of DEVICE's PORT against the model's address (as sysfs writes it) and type.");
        line("check_gid() {");
        line("\tgid=$(cat \"/sys/class/infiniband/$1/ports/$2/gids/$3\" 2>/dev/null || echo none)");
        line("\ttype=$(cat \"/sys/class/infiniband/$1/ports/$2/gid_attrs/types/$3\" 2>/dev/null || echo none)");
        line("\tif [ \"$gid\" = \"$4\" ] && [ \"$type\" = \"$5\" ]; then");
        line("\t\techo \"GID $3 of $1 port $2: $4 ($5), as in the model\"");
        line("\telse");
        line("\t\techo \"GID $3 of $1 port $2: here $gid ($type), the model has $4 ($5): a scenario's GID index differs here\"");
        line("\t\tDIFFERENCES=$((DIFFERENCES + 1))");
        line("\tfi");
        line("}");
        line("");
        Set<String> modules = new LinkedHashSet<>();
        for (Rnic r : host.getRnics()) {
            modules.add(driver(r).equals("siw") ? "siw" : "rdma_rxe");
        }
        for (String m : modules) {
            line("run_rdma modprobe " + m);
        }
        Set<String> namespaces = new LinkedHashSet<>();
        for (NetworkNamespace n : host.getNamespaces()) {
            namespaces.add(n.getName());
        }
        if (!namespaces.isEmpty()) {
            line("");
            line("# the network namespaces; in shared mode every namespace sees the RDMA devices, each with the GIDs of its own netdevs");
            line("run_rdma rdma system set netns shared");
            for (String n : namespaces) {
                line("if [ \"$DRY_RUN\" = 1 ] || ! ip netns list | grep -qw " + n + "; then");
                line("\trun ip netns add " + n);
                line("fi");
            }
        }
        for (Rnic r : host.getRnics()) {
            device(r);
        }
        for (RdmaCgroup g : host.getCgroups()) {
            cgroup(g);
        }
        line("");
        line("# what this machine's devices look like now");
        line("if [ \"$DRY_RUN\" = 0 ] && [ \"$RDMA\" = 1 ]; then");
        for (Rnic r : host.getRnics()) {
            line("\tibv_devinfo -d " + r.getName() + " -v || true");
        }
        line("fi");
        for (Rnic r : host.getRnics()) {
            for (Port p : r.getPorts()) {
                for (GidEntry g : p.getGids()) {
                    line("if [ \"$DRY_RUN\" = 0 ] && [ \"$RDMA\" = 1 ]; then");
                    line("\tcheck_gid " + r.getName() + " " + p.getPortNumber() + " " + g.getIndex() + " " + sysfs(g) + " \"" + type(g) + "\"");
                    line("fi");
                }
            }
        }
        line("if [ \"$DIFFERENCES\" != 0 ]; then");
        line("\techo \"" + me + ": $DIFFERENCES GID(s) differ from the model: give the scenario's programs the index this machine has (-g)\"");
        line("\texit 1");
        line("fi");
        return out.toString();
    }

    private void device(Rnic r) throws ExportException {
        String driver = driver(r);
        line("");
        line("# " + r.getName() + ": " + describe(r) + ", as " + driver);
        if (r instanceof RoceNic roce && roce.getCongestionControl() != null && !"NONE".equals(roce.getCongestionControl().getName())) {
            notes.add(host.getName() + "/" + r.getName() + ": rxe does no congestion control, so its " + roce.getCongestionControl().getName()
                    + " is not reproduced");
        }
        for (Port p : r.getPorts()) {
            String netdev = p.getNetdev();
            if (netdev == null || netdev.isBlank()) {
                throw new ExportException("port " + p.getName() + " of " + host.getName() + "/" + r.getName()
                        + " names no netdev: Linux attaches a soft RDMA device to a netdev");
            }
            if (p.getPortNumber() != 1) {
                throw new ExportException("port " + p.getPortNumber() + " of " + host.getName() + "/" + r.getName()
                        + ": rxe and siw devices have one port, port 1; give this port a device of its own");
            }
            line("need_netdev " + netdev);
            if (p.eIsSet(TopologyPackage.Literals.PORT__MTU)) {
                line("run ip link set dev " + netdev + " mtu " + p.getMtu());
            }
            Map<String, List<GidEntry>> byNetdev = new LinkedHashMap<>();
            for (GidEntry g : p.getGids()) {
                String dev = g.getNetdev() == null || g.getNetdev().isBlank() ? netdev : g.getNetdev();
                byNetdev.computeIfAbsent(dev, d -> new ArrayList<>()).add(g);
            }
            byNetdev.putIfAbsent(netdev, new ArrayList<>());
            for (var e : byNetdev.entrySet()) {
                String dev = e.getKey();
                NetworkNamespace ns = e.getValue().stream().map(GidEntry::getNamespace).filter(n -> n != null).findFirst().orElse(null);
                String in = ns == null ? "" : "-n " + ns.getName() + " ";
                if (!dev.equals(netdev)) {
                    line("# " + dev + ": a macvlan on " + netdev + (ns == null ? "" : " in " + ns.getName() + ", as a container's netdev is"));
                    line("if [ \"$DRY_RUN\" = 1 ] || ! ip " + in + "link show dev " + dev + " >/dev/null 2>&1; then");
                    line("\trun ip link add " + dev + " link " + netdev + " type macvlan mode bridge");
                    if (ns != null) {
                        line("\trun ip link set dev " + dev + " netns " + ns.getName());
                    }
                    line("fi");
                }
                for (GidEntry g : e.getValue()) {
                    String a = address(g);
                    if (a != null) {
                        line("run ip " + in + "addr replace \"" + a + (a.contains(":") ? "/$PREFIX6" : "/$PREFIX4") + "\" dev " + dev);
                    }
                }
                line("run ip " + in + "link set dev " + dev + " up");
            }
            line("if [ \"$DRY_RUN\" = 1 ] || [ \"$RDMA\" = 0 ] || ! rdma link show " + r.getName() + "/1 >/dev/null 2>&1; then");
            line("\trun_rdma rdma link add " + r.getName() + " type " + driver + " netdev " + netdev);
            line("fi");
        }
    }

    private void cgroup(RdmaCgroup g) {
        line("");
        line("# RDMA cgroup " + g.getName() + " (cgroup v2): what its processes may hold of each device");
        String dir = "/sys/fs/cgroup/" + g.getName();
        line("run_rdma mkdir -p " + dir);
        for (CgroupLimit l : g.getLimits()) {
            if (l.getDevice() == null) {
                continue;
            }
            line("run_rdma sh -c 'echo \"" + l.getDevice().getName() + " hca_handle=" + l.getHcaHandle() + " hca_object=" + l.getHcaObject() + "\" > "
                    + dir + "/rdma.max'");
        }
    }

    /** rxe for RoCEv2, siw for iWARP. */
    private static String driver(Rnic r) {
        return r instanceof ErdmaDevice e && e.getProtocol() == RdmaProtocol.IWARP ? "siw" : "rxe";
    }

    private static String describe(Rnic r) {
        if (r instanceof ErdmaDevice e) {
            return "an ERDMA device in " + (e.getProtocol() == RdmaProtocol.IWARP ? "iWARP" : "RoCEv2") + " mode";
        }
        if (r instanceof RoceNic n && n.getModel() != null && !n.getModel().isBlank()) {
            return "a RoCEv2 NIC (" + n.getModel() + ")";
        }
        return "a RoCEv2 NIC";
    }

    /** The IP address a GID is derived from, or null for a link-local GID (the kernel makes those itself). */
    private static String address(GidEntry g) throws ExportException {
        InetAddress a = inet(g);
        if (a == null) {
            return null;
        }
        return a.getHostAddress();
    }

    private static InetAddress inet(GidEntry g) throws ExportException {
        byte[] raw = GidAddress.parse(g.getAddress());
        if (raw == null) {
            throw new ExportException("GID " + g.getIndex() + " \"" + g.getAddress() + "\" is not a GID");
        }
        try {
            boolean mapped = true;
            for (int i = 0; i < 10; i++) {
                mapped &= raw[i] == 0;
            }
            mapped &= raw[10] == (byte) 0xFF && raw[11] == (byte) 0xFF;
            if (mapped) {
                return InetAddress.getByAddress(new byte[] {raw[12], raw[13], raw[14], raw[15]});
            }
            InetAddress a = InetAddress.getByAddress(raw);
            return a instanceof Inet6Address six && six.isLinkLocalAddress() ? null : a;
        } catch (UnknownHostException e) {
            throw new ExportException("GID " + g.getIndex() + " \"" + g.getAddress() + "\": " + e.getMessage());
        }
    }

    /** The GID as /sys/class/infiniband/DEV/ports/N/gids/I prints it: eight groups of four hex digits. */
    private static String sysfs(GidEntry g) {
        byte[] raw = GidAddress.parse(g.getAddress());
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 16; i += 2) {
            b.append(i == 0 ? "" : ":").append(String.format(Locale.ROOT, "%02x%02x", raw[i], raw[i + 1]));
        }
        return b.toString();
    }

    /** The type as sysfs's gid_attrs/types prints it. */
    private static String type(GidEntry g) {
        return g.getType() == GidType.ROCE_V1 ? "IB/RoCE v1" : "RoCE v2";
    }

    private void line(String s) {
        out.append(s).append('\n');
    }
}
