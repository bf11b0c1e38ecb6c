package rdma.workbench.engine.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A file replaced only when its new content is whole. */
class ReplacingFileTest {

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void whileWritingTheOldContentStaysAndTheNewIsUnderAHiddenPartName(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("a.pcap");
        Files.writeString(file, "old");
        try (ReplacingFile f = ReplacingFile.open(file)) {
            f.stream().write("new".getBytes(StandardCharsets.US_ASCII));
            f.stream().flush();
            assertEquals("old", Files.readString(file));
            List<String> names = names(dir);
            assertEquals(2, names.size());
            assertEquals(true, names.get(0).startsWith(".a.pcap.") && names.get(0).endsWith(ReplacingFile.PART), names.get(0));
            f.commit();
        }
        assertEquals("new", Files.readString(file));
        assertEquals(List.of("a.pcap"), names(dir));
    }

    @Test
    void closedWithoutCommitNothingChanges(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("a.pcap");
        Files.writeString(file, "old");
        try (ReplacingFile f = ReplacingFile.open(file)) {
            f.stream().write(new byte[100_000]);
        }
        assertEquals("old", Files.readString(file));
        assertEquals(List.of("a.pcap"), names(dir));
    }

    @Test
    void theFileKeepsItsPermissionsAndANewOneGetsTheUsersDefaults(@TempDir Path dir) throws Exception {
        Path kept = dir.resolve("kept.pcap");
        Files.writeString(kept, "old");
        Files.setPosixFilePermissions(kept, PosixFilePermissions.fromString("rw-rw-r--"));
        try (ReplacingFile f = ReplacingFile.open(kept)) {
            f.commit();
        }
        assertEquals("rw-rw-r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(kept)));
        Path plain = Files.createFile(dir.resolve("plain"));
        Path fresh = dir.resolve("fresh.pcap");
        try (ReplacingFile f = ReplacingFile.open(fresh)) {
            f.commit();
        }
        assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(fresh), "not a temporary file's rw-------");
    }

    @Test
    void aDirectoryUnderTheNameIsRefusedBeforeAnythingIsWritten(@TempDir Path dir) throws Exception {
        Path taken = Files.createDirectory(dir.resolve("queues.csv"));
        IOException e = assertThrows(IOException.class, () -> ReplacingFile.open(taken));
        assertEquals(taken + ": Is a directory", e.getMessage());
        assertEquals(List.of("queues.csv"), names(dir));
    }

    @Test
    void aNewFileAppearsOnlyWhenCommitted(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("b.csv");
        ReplacingFile f = ReplacingFile.open(file);
        f.stream().write('x');
        assertEquals(false, Files.exists(file));
        f.commit();
        f.close();
        assertEquals("x", Files.readString(file));
        assertThrows(IllegalStateException.class, f::commit);
    }
}
