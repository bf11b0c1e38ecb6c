package rdma.workbench.model.repair;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;

import rdma.workbench.model.naming.ModelLabels;
import rdma.workbench.model.scenario.CheckMemory;
import rdma.workbench.model.scenario.DataFormat;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.Sge;
import rdma.workbench.model.scenario.Step;
import rdma.workbench.model.validation.FieldRanges;
import rdma.workbench.model.validation.MemoryData;
import rdma.workbench.model.validation.Rule;

/** Fixes for numbers out of range and for the bytes a scenario writes or checks. */
final class ValueRemedies {

    private ValueRemedies() {
    }

    /** A whole number outside its field's range becomes the nearest value the field holds. */
    static Remedy clamp(Rule rule, EObject o, Object feature) {
        if (!(feature instanceof EAttribute a)) {
            return Remedy.none(rule, "the problem names no attribute to change");
        }
        FieldRanges.Bounds bounds = FieldRanges.bounds(o.eClass(), a).orElse(null);
        if (bounds == null) {
            return Remedy.none(rule, "no range is known for " + a.getName());
        }
        long value = ((Number) o.eGet(a)).longValue();
        long legal = bounds.nearest(value);
        Object typed = a.getEAttributeType().getInstanceClass() == int.class ? (Object) (int) legal : (Object) legal;
        return Remedy.of(rule, new Fix("Set " + bounds.name() + " to " + legal, "Changes " + bounds.name() + " of " + ModelLabels.of(o) + " from " + value
                + " to " + legal + ", the nearest value it may hold", () -> o.eSet(a, typed)));
    }

    /** HEX data keeps its hex digits and the spaces between them; an odd last digit gets a leading 0. */
    static Remedy hexData(EObject o, Object feature) {
        if (!(feature instanceof EAttribute a) || !(o.eGet(a) instanceof String data)) {
            return Remedy.none(Rule.HEX_DATA, "the problem names no data to change");
        }
        StringBuilder kept = new StringBuilder();
        int digits = 0;
        int lastDigit = -1;
        for (int i = 0; i < data.length();) {
            int c = data.codePointAt(i);
            if (HexFormat.isHexDigit(c)) {
                lastDigit = kept.length();
                digits++;
                kept.appendCodePoint(c);
            } else if (MemoryData.separator(c)) {
                kept.appendCodePoint(c);
            }
            i += Character.charCount(c);
        }
        boolean dropped = kept.length() != data.length();
        if (digits % 2 != 0) {
            kept.insert(lastDigit, '0');
        }
        String fixed = kept.toString();
        String label = dropped ? "Drop the characters that are not hex digits" : "Complete the last byte with a leading 0";
        return Remedy.of(Rule.HEX_DATA, new Fix(label, "Changes " + a.getName() + " of " + ModelLabels.of(o) + " to \"" + fixed + "\""
                + (dropped && digits % 2 != 0 ? " (the last byte gets a leading 0)" : ""), () -> o.eSet(a, fixed)));
    }

    /** Initial or checked bytes beyond the region: the region grows to hold them, or the check moves inside it. */
    static Remedy dataBeyondMr(EObject o) {
        if (o instanceof RegMr mr) {
            int bytes = bytes(mr.getInitialData(), mr.getDataFormat());
            return Remedy.of(Rule.DATA_BEYOND_MR, grow(mr, bytes));
        }
        if (o instanceof CheckMemory c && c.getMr() != null) {
            RegMr mr = c.getMr();
            int bytes = bytes(c.getExpectedData(), c.getDataFormat());
            if (c.getOffset() < 0) {
                return Remedy.of(Rule.DATA_BEYOND_MR, new Fix("Check from offset 0", "Sets the offset of " + ModelLabels.of(c) + " from " + c.getOffset() + " to 0",
                        () -> c.setOffset(0)));
            }
            Fix grow = grow(mr, c.getOffset() + bytes);
            if (bytes <= mr.getLength()) {
                int inside = mr.getLength() - bytes;
                return new Remedy(Rule.DATA_BEYOND_MR, List.of(new Fix("Check at offset " + inside, "Moves the check of " + ModelLabels.of(c)
                        + " to offset " + inside + ", so its " + bytes + " bytes end with " + ModelLabels.of(mr), () -> c.setOffset(inside)), grow), null);
            }
            return Remedy.of(Rule.DATA_BEYOND_MR, grow);
        }
        return Remedy.none(Rule.DATA_BEYOND_MR, "the problem names no memory region");
    }

    private static Fix grow(RegMr mr, int length) {
        return new Fix("Grow " + ModelLabels.of(mr) + " to " + length + " bytes", "Sets the length of " + ModelLabels.of(mr) + " from " + mr.getLength()
                + " to " + length + " bytes, enough for the data", () -> mr.setLength(length));
    }

    /** The bytes {@code data} stands for, as the engine reads it (the validator has checked HEX data already). */
    private static int bytes(String data, DataFormat format) {
        if (data == null) {
            return 0;
        }
        return format == DataFormat.HEX ? (int) (data.chars().filter(HexFormat::isHexDigit).count() / 2) : data.getBytes(StandardCharsets.UTF_8).length;
    }

    /** An SGE that reaches past its memory region is shortened to end with it (or starts at 0 when it starts past the end). */
    static Remedy sgeBounds(Step step, Object related) {
        if (!(related instanceof RegMr mr)) {
            return Remedy.none(Rule.SGE_BOUNDS, "the problem names no memory region");
        }
        Sge sge = step.eContents().stream().filter(Sge.class::isInstance).map(Sge.class::cast)
                .filter(s -> s.getMr() == mr && !(s.getOffset() >= 0 && (long) s.getOffset() + s.getLength() <= mr.getLength())).findFirst().orElse(null);
        if (sge == null) {
            return Remedy.none(Rule.SGE_BOUNDS, "no SGE of the step reaches past its memory region");
        }
        boolean inside = sge.getOffset() >= 0 && sge.getOffset() < mr.getLength();
        int offset = inside ? sge.getOffset() : 0;
        int length = inside ? mr.getLength() - offset : Math.min(sge.getLength(), mr.getLength());
        List<Fix> fixes = new ArrayList<>();
        fixes.add(new Fix("Fit the SGE into " + ModelLabels.of(mr),
                "Changes the SGE from bytes " + sge.getOffset() + ".." + ((long) sge.getOffset() + sge.getLength()) + " to " + offset + ".." + (offset + length)
                        + ", inside " + ModelLabels.of(mr) + " (" + mr.getLength() + " bytes)",
                () -> {
                    sge.setOffset(offset);
                    sge.setLength(length);
                }));
        long end = (long) sge.getOffset() + sge.getLength();
        if (sge.getOffset() >= 0) {
            lengthen(mr, end, "the SGE lies inside it", fixes);
        }
        return Remedy.of(Rule.SGE_BOUNDS, fixes);
    }

    /** Register {@code to} bytes in {@code mr}, so that {@code so} holds (the SGE lies inside it, the request fits); none past ibv_reg_mr's int length here. */
    static void lengthen(RegMr mr, long to, String so, List<Fix> fixes) {
        if (to <= Integer.MAX_VALUE) {
            fixes.add(new Fix("Register " + to + " bytes in " + ModelLabels.of(mr), "Sets the length of " + ModelLabels.of(mr) + " from "
                    + mr.getLength() + " to " + to + " bytes, so " + so, () -> mr.setLength((int) to)));
        }
    }
}
