package rdma.workbench.model.persistence;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes a file whole or not at all: into a temporary file beside it, then renamed over it. The
 * file keeps the permissions it had (a new one gets the user's defaults, not a temporary file's
 * owner-only mode). A failed write leaves the old file byte for byte as it was.
 */
public final class AtomicFile {

    /** What writes the content. */
    public interface Writer {
        void write(OutputStream out) throws IOException;
    }

    private AtomicFile() {
    }

    public static void write(Path target, Writer writer) throws IOException {
        Path dir = target.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path tmp = newTemporary(dir, target.getFileName().toString());
        try {
            try (OutputStream out = Files.newOutputStream(tmp, StandardOpenOption.WRITE)) {
                writer.write(out);
            }
            keepPermissions(target, tmp);
            try {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    /** An empty file created with the default permissions (Files.createTempFile would make it owner-only). */
    private static Path newTemporary(Path dir, String name) throws IOException {
        for (int attempt = 0;; attempt++) {
            Path tmp = dir.resolve("." + name + "." + Long.toHexString(ThreadLocalRandom.current().nextLong()) + ".tmp");
            try {
                Files.newOutputStream(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE).close();
                return tmp;
            } catch (FileAlreadyExistsException e) {
                if (attempt > 100) {
                    throw e;
                }
            }
        }
    }

    private static void keepPermissions(Path target, Path tmp) throws IOException {
        PosixFileAttributeView from = Files.getFileAttributeView(target, PosixFileAttributeView.class);
        PosixFileAttributeView to = Files.getFileAttributeView(tmp, PosixFileAttributeView.class);
        if (from != null && to != null && Files.exists(target)) {
            to.setPermissions(from.readAttributes().permissions());
        }
    }
}
