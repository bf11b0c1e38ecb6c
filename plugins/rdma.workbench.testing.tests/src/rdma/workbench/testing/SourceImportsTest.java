package rdma.workbench.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the boundary tests read of a source tree: every import and inline qualified name, never one in a comment or a string. */
class SourceImportsTest {

    @TempDir
    Path src;

    private void write(String path, String text) throws IOException {
        Path f = src.resolve(path);
        Files.createDirectories(f.getParent());
        Files.writeString(f, text);
    }

    @Test
    void importsAndQualifiedNamesAreUsesCommentsAndStringsAreNot() throws IOException {
        write("a/b/One.java", """
                package a.b;

                import java.util.List;
                import static org.example.Constants.LIMIT;
                import org.example.tools.*;

                /** Uses {@link org.example.InDoc} only in a comment. */
                class One {
                    // org.example.InLineComment
                    String s = "org.example.InString";
                    char c = '"';
                    org.example.Inline field = new org.example.deep.Other();
                    String block = \"""
                        org.example.InTextBlock
                        \""";
                }
                """);
        List<String> uses = SourceImports.of(src).all().stream().map(u -> u.line() + " " + u.fromPackage() + " " + u.name()).toList();
        assertEquals(List.of("3 a.b java.util.List", "4 a.b org.example.Constants.LIMIT", "5 a.b org.example.tools",
                "12 a.b org.example.Inline", "12 a.b org.example.deep.Other"), uses);
    }

    @Test
    void aBreachNamesFileLineNameAndRule() throws IOException {
        write("a/One.java", "package a;\n\nimport forbidden.Thing;\n\nclass One {\n}\n");
        List<String> breaches = SourceImports.of(src).breaking("a may not use forbidden", u -> u.uses("forbidden"));
        assertEquals(List.of(src.resolve("a/One.java") + ":3: forbidden.Thing \u2014 a may not use forbidden"), breaches);
        assertEquals(List.of(), SourceImports.of(src).breaking("nothing", u -> u.uses("forbid")), "a package prefix is whole segments");
    }

    @Test
    void packagesThatUseEachOtherAreACycleAndALayeringIsNot() throws IOException {
        write("org/p/a/A.java", "package org.p.a;\n\nimport org.p.b.B;\n\nclass A {\n}\n");
        write("org/p/b/B.java", "package org.p.b;\n\nclass B {\n    org.p.c.C c;\n}\n");
        write("org/p/c/C.java", "package org.p.c;\n\nimport static org.p.a.A.NAME;\n\nclass C {\n}\n");
        write("org/p/d/D.java", "package org.p.d;\n\nimport org.p.a.A;\n\nclass D {\n}\n");
        assertEquals(List.of("org.p.a <-> org.p.b <-> org.p.c"), SourceImports.of(src).packageCycles());
        Files.delete(src.resolve("org/p/c/C.java"));
        assertEquals(List.of(), SourceImports.of(src).packageCycles());
    }

    @Test
    void aMissingSourceFolderIsAnErrorNotAnEmptyPass() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SourceImports.of(src.resolve("nowhere")));
        assertEquals("no source folder " + src.resolve("nowhere"), e.getMessage());
    }
}
