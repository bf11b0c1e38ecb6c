package rdma.workbench.cli.stats;

import java.math.BigDecimal;

/**
 * One line of a CSV file as RFC 4180 writes it: fields joined by commas, a field holding a comma,
 * a double quote or a line break enclosed in double quotes with its quotes doubled.
 */
final class CsvLine {

    private final StringBuilder line = new StringBuilder();
    private boolean first = true;

    CsvLine text(String field) {
        separate();
        if (field == null) {
            return this;
        }
        if (field.indexOf(',') >= 0 || field.indexOf('"') >= 0 || field.indexOf('\n') >= 0 || field.indexOf('\r') >= 0) {
            line.append('"').append(field.replace("\"", "\"\"")).append('"');
        } else {
            line.append(field);
        }
        return this;
    }

    CsvLine number(long value) {
        separate();
        line.append(value);
        return this;
    }

    /** A decimal without an exponent ("0.00390625", "25.0"); an empty field for NaN (a quantity the algorithm does not have). */
    CsvLine number(double value) {
        separate();
        if (!Double.isNaN(value)) {
            line.append(Double.isInfinite(value) ? Double.toString(value) : BigDecimal.valueOf(value).toPlainString());
        }
        return this;
    }

    private void separate() {
        if (!first) {
            line.append(',');
        }
        first = false;
    }

    @Override
    public String toString() {
        return line.toString();
    }
}
