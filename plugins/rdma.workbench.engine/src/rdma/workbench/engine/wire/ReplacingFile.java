package rdma.workbench.engine.wire;

import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A file written under a hidden temporary name beside its final one and renamed onto it only when
 * whole, so a run killed or failing while it writes leaves the previous file as it was and never a
 * half-written one under the final name. Closing without {@link #commit()} deletes what was
 * written. The rename is atomic where the file system allows it (POSIX rename(2) within one
 * directory), as editors save files; the file keeps the permissions it had, and a new one gets
 * the user's defaults rather than a temporary file's owner-only mode. (Model files are saved the
 * same way by {@code model.persistence.AtomicFile}, which the plain-Java engine cannot see.)
 */
public final class ReplacingFile implements Closeable {

    /** The ending of a temporary file, which no reader of captures, traces or stats opens. */
    public static final String PART = ".part";

    private final Path target;
    private final Path temporary;
    private final OutputStream out;
    private boolean done;

    private ReplacingFile(Path target, Path temporary, OutputStream out) {
        this.target = target;
        this.temporary = temporary;
        this.out = out;
    }

    /**
     * Starts writing what will replace {@code target} (whose directory must exist) once committed;
     * refused at once when {@code target} is a directory, which a rename would replace.
     */
    public static ReplacingFile open(Path target) throws IOException {
        if (Files.isDirectory(target)) {
            throw new FileSystemException(target.toString(), null, "Is a directory");
        }
        Path dir = target.toAbsolutePath().getParent();
        Path temporary = newTemporary(dir, target.getFileName().toString());
        try {
            keepPermissions(target, temporary);
            return new ReplacingFile(target, temporary, new BufferedOutputStream(Files.newOutputStream(temporary, StandardOpenOption.WRITE), 1 << 16));
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(temporary);
            throw e;
        }
    }

    private static Path newTemporary(Path dir, String name) throws IOException {
        for (int attempt = 0;; attempt++) {
            Path tmp = dir.resolve("." + name + "." + Long.toHexString(ThreadLocalRandom.current().nextLong()) + PART);
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

    /** Where the bytes go until {@link #commit()}. */
    public OutputStream stream() {
        return out;
    }

    public Path target() {
        return target;
    }

    /** Closes the temporary file and moves it onto the final name, replacing what was there. */
    public void commit() throws IOException {
        if (done) {
            throw new IllegalStateException(target + " was already committed or abandoned");
        }
        out.close();
        try {
            Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
        }
        done = true;
    }

    /** Abandons the new content unless it was committed: the temporary file goes, the final name keeps what it had. */
    @Override
    public void close() throws IOException {
        if (done) {
            return;
        }
        done = true;
        try {
            out.close();
        } finally {
            Files.deleteIfExists(temporary);
        }
    }
}
