package rdma.workbench.export.linux;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import rdma.workbench.export.ExportException;
import rdma.workbench.model.topology.EcnProfile;
import rdma.workbench.model.topology.Host;
import rdma.workbench.model.topology.Link;
import rdma.workbench.model.topology.Switch;
import rdma.workbench.model.topology.Topology;
import rdma.workbench.model.topology.TopologyPackage;

/**
 * Export as Linux commands: a topology as one shell script per host (see {@link HostScript}) and, when it has
 * switches, the switch configuration Linux cannot apply — ECN thresholds, PFC, trust mode — written out for a
 * person to apply on the switches, with the links' faults and delays that no real cable has.
 */
public final class LinuxExport {

    /** The scripts by file name (HOST.sh, and SWITCHES.txt when there are switches), and what the export leaves out. */
    public record Files(Map<String, String> files, List<String> notes) {

        /** Writes each file into {@code dir}, each through a temporary file, the scripts executable. */
        public void writeTo(Path dir) throws IOException {
            java.nio.file.Files.createDirectories(dir);
            for (var e : files.entrySet()) {
                Path target = dir.resolve(e.getKey());
                Path tmp = java.nio.file.Files.createTempFile(dir, "." + e.getKey(), ".tmp");
                try {
                    java.nio.file.Files.writeString(tmp, e.getValue(), StandardCharsets.UTF_8);
                    if (e.getKey().endsWith(".sh")) {
                        tmp.toFile().setExecutable(true);
                    }
                    java.nio.file.Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
                } finally {
                    java.nio.file.Files.deleteIfExists(tmp);
                }
            }
        }
    }

    private LinuxExport() {
    }

    public static Files export(Topology topology) throws ExportException {
        Map<String, String> files = new LinkedHashMap<>();
        List<String> notes = new ArrayList<>();
        String name = topology.getName() == null ? "topology" : topology.getName();
        if (topology.getHosts().isEmpty()) {
            throw new ExportException("the topology has no hosts: there is nothing for Linux to build");
        }
        for (Host h : topology.getHosts()) {
            if (h.getName() == null || !h.getName().matches("[A-Za-z0-9._-]+")) {
                throw new ExportException("host \"" + h.getName() + "\" cannot name a script: use letters, digits, '.', '_' and '-'");
            }
            HostScript s = new HostScript(h, name);
            files.put(h.getName() + ".sh", s.write());
            notes.addAll(s.notes());
        }
        String switches = switches(topology);
        if (switches != null) {
            files.put("SWITCHES.txt", switches);
            notes.add("the switches' ECN, PFC and trust settings are in SWITCHES.txt, to apply on the switches by hand");
        }
        return new Files(files, List.copyOf(notes));
    }

    /** What the switches and links of the model ask of the real network, which no host script can set. */
    private static String switches(Topology t) {
        if (t.getSwitches().isEmpty() && t.getLinks().stream().noneMatch(LinuxExport::faulty)) {
            return null;
        }
        StringBuilder b = new StringBuilder();
        b.append("Switch configuration of the topology ").append(t.getName()).append(", to apply by hand (Linux hosts cannot set it):\n");
        for (Switch s : t.getSwitches()) {
            b.append("\n").append(s.getName()).append(" (").append(s.getPorts().size()).append(" ports)\n");
            if (s.getEcnThreshold() > 0) {
                // an unset Kmax is 4 x Kmin, as the engine takes it
                long kmax = s.eIsSet(TopologyPackage.Literals.SWITCH__ECN_KMAX) ? s.getEcnKmax() : 4L * s.getEcnThreshold();
                b.append(String.format(Locale.ROOT, "  ECN (RED) marking: Kmin %d bytes, Kmax %d bytes, Pmax %.2f%n", s.getEcnThreshold(), kmax,
                        s.getEcnPmax()));
            } else {
                b.append("  ECN marking: off\n");
            }
            for (EcnProfile p : s.getEcnProfiles()) {
                b.append(String.format(Locale.ROOT, "  ECN on priority %d: Kmin %d, Kmax %d, Pmax %.2f%n", p.getPriority(), p.getKmin(), p.getKmax(),
                        p.getPmax()));
            }
            b.append("  PFC: ").append(s.isPfcEnabled() ? "on" : "off").append("; trust mode: ").append(s.getTrustMode()).append('\n');
            b.append("  shared buffer: ").append(s.getBufferSize()).append(" bytes\n");
        }
        for (Link l : t.getLinks()) {
            if (faulty(l)) {
                b.append(String.format(Locale.ROOT, "\nlink %s: the model loses %.4f, corrupts %.4f, reorders %.4f and duplicates %.4f of its frames; "
                        + "a real cable does not (tc netem on a host can)%n", l.getName(), l.getLossRate(), l.getCorruptionRate(), l.getReorderRate(),
                        l.getDuplicateRate()));
            }
        }
        return b.toString();
    }

    private static boolean faulty(Link l) {
        return l.getLossRate() > 0 || l.getCorruptionRate() > 0 || l.getReorderRate() > 0 || l.getDuplicateRate() > 0;
    }
}
