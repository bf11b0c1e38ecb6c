package rdma.workbench.engine.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/** The fabric and the library speak one protocol: every number of protocol.h is LiveProtocol's. */
class LiveProtocolTest {

    @Test
    void everyMessageTypeAndConstantOfTheHeaderIsTheFabrics() throws Exception {
        Path header = Path.of(System.getProperty("rdma.verbs", "../rdma.workbench.verbs.linux.x86_64"), "native/src/protocol.h");
        String text = Files.readString(header);
        Map<String, Long> c = new LinkedHashMap<>();
        Matcher m = Pattern.compile("(?m)^\\s*(?:#define\\s+)?RW_([A-Z_]+)\\s*=?\\s*\\(?(0x[0-9a-fA-F]+|\\d+)u?(?:\\s*<<\\s*(\\d+))?").matcher(text);
        while (m.find()) {
            long v = Long.decode(m.group(2));
            c.put(m.group(1), m.group(3) == null ? v : v << Integer.parseInt(m.group(3)));
        }
        assertTrue(c.size() > 30, "the header's constants: " + c);
        for (Map.Entry<String, Long> e : c.entrySet()) {
            Field f = LiveProtocol.class.getDeclaredField(e.getKey());
            f.setAccessible(true);
            assertEquals(e.getValue().longValue(), Integer.toUnsignedLong(f.getInt(null)), "RW_" + e.getKey());
        }
    }
}
