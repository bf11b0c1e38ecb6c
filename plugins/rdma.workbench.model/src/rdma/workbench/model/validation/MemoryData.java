package rdma.workbench.model.validation;

import static rdma.workbench.model.naming.ModelLabels.capitalize;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;

import rdma.workbench.model.naming.ModelLabels;
import rdma.workbench.model.scenario.CheckMemory;
import rdma.workbench.model.scenario.DataFormat;
import rdma.workbench.model.scenario.RegMr;
import rdma.workbench.model.scenario.ScenarioPackage;

/**
 * The bytes a scenario puts into a memory region (RegMr's initial data) or expects in it
 * (CheckMemory): HEX data is hex digits, two per byte, and the bytes lie inside the region.
 */
public final class MemoryData {

    private MemoryData() {
    }

    static void check(RegMr mr, RuleValidator.Reporter report) {
        long bytes = bytes(mr, mr.getInitialData(), mr.getDataFormat(), "initial data", ScenarioPackage.Literals.REG_MR__INITIAL_DATA, report);
        if (bytes > mr.getLength() && mr.getLength() >= 0) {
            report.error(Rule.DATA_BEYOND_MR, mr, capitalize(ModelLabels.of(mr)) + " is " + mr.getLength() + " bytes long, but its initial data takes "
                    + bytes + " bytes: the data must fit the buffer", ScenarioPackage.Literals.REG_MR__INITIAL_DATA);
        }
    }

    static void check(CheckMemory c, RuleValidator.Reporter report) {
        long bytes = bytes(c, c.getExpectedData(), c.getDataFormat(), "expected data", ScenarioPackage.Literals.CHECK_MEMORY__EXPECTED_DATA, report);
        RegMr mr = c.getMr();
        if (c.getOffset() < 0) {
            report.error(Rule.DATA_BEYOND_MR, c, capitalize(ModelLabels.of(c)) + " reads " + ModelLabels.of(mr) + " at offset " + c.getOffset()
                    + ": an offset counts bytes from the start of the region, so it is 0 or more", ScenarioPackage.Literals.CHECK_MEMORY__OFFSET);
        } else if (mr != null && bytes >= 0 && c.getOffset() + bytes > mr.getLength()) {
            report.error(Rule.DATA_BEYOND_MR, c, capitalize(ModelLabels.of(c)) + " compares " + bytes + " bytes at offset " + c.getOffset() + " of "
                    + ModelLabels.of(mr) + ", which is " + mr.getLength() + " bytes long: the check would read past its end",
                    ScenarioPackage.Literals.CHECK_MEMORY__OFFSET);
        }
    }

    /** How many bytes {@code data} stands for; -1 (and a HEX_DATA error) when HEX data is not hex. */
    private static long bytes(EObject owner, String data, DataFormat format, String what, EAttribute feature, RuleValidator.Reporter report) {
        if (data == null) {
            return 0;
        }
        if (format != DataFormat.HEX) {
            return data.getBytes(StandardCharsets.UTF_8).length;
        }
        long digits = 0;
        for (int i = 0; i < data.length();) {
            int c = data.codePointAt(i);
            if (HexFormat.isHexDigit(c)) {
                digits++;
            } else if (!separator(c)) {
                report.error(Rule.HEX_DATA, owner, capitalize(ModelLabels.of(owner)) + " has HEX " + what + " with " + show(c) + " at position "
                        + (i + 1) + ", which is not a hex digit: write two hex digits (0-9, a-f) per byte; spaces may separate them", feature);
                return -1;
            }
            i += Character.charCount(c);
        }
        if (digits % 2 != 0) {
            report.error(Rule.HEX_DATA, owner, capitalize(ModelLabels.of(owner)) + " has HEX " + what + " of " + digits
                    + " hex digits, an odd number: each byte takes two", feature);
            return -1;
        }
        return digits / 2;
    }

    /** The white space the engine strips from HEX data (regex \s). */
    /** The whitespace HEX data may have between digits (what the engine's parser skips). */
    public static boolean separator(int c) {
        return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
    }

    private static String show(int c) {
        return c > 0x20 && c < 0x7F || Character.isLetterOrDigit(c) ? "'" + new String(Character.toChars(c)) + "'" : String.format("U+%04X", c);
    }
}
