package rdma.workbench.engine.loader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.eclipse.emf.common.util.Enumerator;
import org.junit.jupiter.api.Test;

import rdma.workbench.engine.fabric.FaultAction;
import rdma.workbench.engine.verbs.Access;
import rdma.workbench.engine.verbs.AsyncEventType;
import rdma.workbench.engine.verbs.Errno;
import rdma.workbench.engine.verbs.QpState;
import rdma.workbench.engine.verbs.QpType;
import rdma.workbench.engine.verbs.SendFlag;
import rdma.workbench.engine.verbs.WcOpcode;
import rdma.workbench.engine.verbs.WcStatus;
import rdma.workbench.engine.verbs.WrOpcode;
import rdma.workbench.engine.wire.Opcode;
import rdma.workbench.model.scenario.AccessFlag;
import rdma.workbench.model.scenario.BthOpcode;

/**
 * The loader turns a model enum into the engine's by name ({@code Errno.valueOf(literal.getName())}): a literal the
 * metamodel gains without an engine twin would load a file that validates and then fail at run time. Every model enum
 * the loader maps by name has a twin here, and the table is held to the loader's sources, so a new mapping without a
 * row fails too. (The topology's enums are mapped by switch expressions without a default, which the compiler holds
 * to every literal.)
 */
class EnumTwinsTest {

    /** Each model enum mapped by name, with the engine enum it becomes. */
    private static final Map<Class<? extends Enumerator>, Class<? extends Enum<?>>> TWINS = Map.of(
            rdma.workbench.model.scenario.Errno.class, Errno.class,
            rdma.workbench.model.scenario.QpType.class, QpType.class,
            rdma.workbench.model.scenario.QpState.class, QpState.class,
            rdma.workbench.model.scenario.WrOpcode.class, WrOpcode.class,
            rdma.workbench.model.scenario.WcStatus.class, WcStatus.class,
            rdma.workbench.model.scenario.WcOpcode.class, WcOpcode.class,
            rdma.workbench.model.scenario.FaultAction.class, FaultAction.class,
            rdma.workbench.model.scenario.AsyncEventType.class, AsyncEventType.class,
            AccessFlag.class, Access.class,
            rdma.workbench.model.scenario.SendFlag.class, SendFlag.class);

    private static final Path LOADER = Path.of("../rdma.workbench.engine/src/rdma/workbench/engine/loader");

    @Test
    void everyLiteralOfAMappedModelEnumHasAnEngineConstantOfItsName() {
        List<String> missing = new ArrayList<>();
        TWINS.forEach((model, engine) -> {
            for (Enumerator literal : model.getEnumConstants()) {
                boolean found = Stream.of(engine.getEnumConstants()).anyMatch(c -> c.name().equals(literal.getName()));
                if (!found) {
                    missing.add(model.getSimpleName() + "." + literal.getName() + " has no " + engine.getName() + " constant");
                }
            }
        });
        assertEquals(List.of(), missing);
    }

    @Test
    void everyBthOpcodeOfTheModelIsAnOpcodeOfTheWireCodec() {
        // Fault steps name a BTH opcode by its value (Opcode.of), not by name
        for (BthOpcode literal : BthOpcode.values()) {
            Opcode o = Opcode.of(literal.getValue());
            assertNotNull(o, literal.getName());
            assertEquals(literal.getValue(), o.code(), literal.getName());
        }
    }

    @Test
    void theTableNamesEveryEngineEnumTheLoaderMapsByName() throws IOException {
        // X.valueOf(s.getY().getName()) and convert(s.getZ(), X.class): the engine enums the loader's sources map into
        Pattern byName = Pattern.compile("(\\w+)\\.valueOf\\([^;]*?\\.getName\\(\\)\\)");
        Pattern bySet = Pattern.compile("convert\\([^;]*?, (\\w+)\\.class\\)");
        TreeSet<String> mapped = new TreeSet<>();
        try (Stream<Path> files = Files.list(LOADER)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String text = Files.readString(f);
                for (Pattern p : List.of(byName, bySet)) {
                    Matcher m = p.matcher(text);
                    while (m.find()) {
                        if (!m.group(1).equals("Enum")) { // convert's own Enum.valueOf(type, ...)
                            mapped.add(m.group(1));
                        }
                    }
                }
            }
        }
        assertTrue(mapped.size() >= TWINS.size(), "the loader's sources were not read: " + mapped);
        TreeSet<String> inTable = new TreeSet<>();
        TWINS.values().forEach(c -> inTable.add(c.getSimpleName()));
        assertEquals(inTable, mapped, "engine enums the loader maps by name, against the table above");
    }
}
