package rdma.workbench.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;

/** One run of the command line through {@link Main#run} with both streams captured, and what no output of it may contain. */
record CliRun(int exit, String out, String err) {

    /** A Java exception or error class, qualified ("java.lang.NullPointerException") or not ("NumberFormatException"). */
    private static final Pattern EXCEPTION_CLASS = Pattern.compile("\\b([a-z][a-z0-9_]*\\.)*[A-Z][A-Za-z0-9_$]*(Exception|Error)\\b");
    /** A line of a stack trace. */
    private static final Pattern STACK_LINE = Pattern.compile("(?m)^\\s*at [a-z][\\w$]*\\.|\\tat ");

    static CliRun of(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new CliRun(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** Whether {@code text} shows a user a Java exception class or a stack trace. */
    static boolean leaksJava(String text) {
        return EXCEPTION_CLASS.matcher(text).find() || STACK_LINE.matcher(text).find();
    }
}
