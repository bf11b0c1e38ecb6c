import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.Locale;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;

/**
 * {@code java UnsignedJarCopy.java DIR JAR...}: copies each jar into DIR without its signature files,
 * for the headless commands' class path. The JDK's class-data caches (CDS archives, AOT caches)
 * leave out every class that comes from a signed jar, and a signed jar is also checked digest by
 * digest as its classes load; Eclipse signs its EMF jars. Only the signature files go (JAR File
 * Specification, "Signed JAR File": META-INF/*.SF, *.RSA, *.DSA, *.EC and SIG-*): the manifest's
 * per-entry digests mean nothing without them.
 */
public final class UnsignedJarCopy {

    public static void main(String[] args) throws IOException {
        if (args.length < 2) {
            System.err.println("usage: java UnsignedJarCopy.java DIR JAR...");
            System.exit(2);
        }
        Path dir = Path.of(args[0]);
        for (int i = 1; i < args.length; i++) {
            Path jar = Path.of(args[i]);
            copy(jar, dir.resolve(jar.getFileName()));
        }
    }

    private static void copy(Path jar, Path target) throws IOException {
        try (ZipFile in = new ZipFile(jar.toFile()); OutputStream file = Files.newOutputStream(target);
                ZipOutputStream out = new ZipOutputStream(file)) {
            for (ZipEntry entry : Collections.list(in.entries())) {
                if (isSignatureFile(entry.getName())) {
                    continue;
                }
                out.putNextEntry(new ZipEntry(entry.getName()));
                try (InputStream data = in.getInputStream(entry)) {
                    data.transferTo(out);
                }
                out.closeEntry();
            }
        }
    }

    private static boolean isSignatureFile(String name) {
        String upper = name.toUpperCase(Locale.ROOT);
        if (!upper.startsWith("META-INF/") || upper.indexOf('/', "META-INF/".length()) >= 0) {
            return false;
        }
        String file = upper.substring("META-INF/".length());
        return file.endsWith(".SF") || file.endsWith(".RSA") || file.endsWith(".DSA") || file.endsWith(".EC")
                || file.startsWith("SIG-");
    }
}
