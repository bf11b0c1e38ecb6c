package rdma.workbench.model.codegen;

import org.eclipse.emf.codegen.ecore.genmodel.GenClass;
import org.eclipse.emf.codegen.ecore.genmodel.GenFeature;
import org.eclipse.emf.codegen.ecore.genmodel.GenModel;
import org.eclipse.emf.codegen.ecore.genmodel.GenPackage;
import org.eclipse.emf.ecore.EClassifier;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EEnumLiteral;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * Makes each feature's documentation in the .ecore its property description in the genmodel,
 * so the .ecore stays the one place the reference texts are written: EMF's edit generator turns
 * a genFeature's propertyDescription into a {@code _UI_<Class>_<feature>_description} key of the
 * edit bundle's plugin.properties, which the item provider's property descriptor returns as its
 * description. A feature typed by an enum gets, after its own text, the text of each of the
 * enum's documented literals ("SIGNALED: ..."), so a literal is explained once and every
 * property that offers it shows the explanation.
 */
final class PropertyDescriptions {

    private PropertyDescriptions() {
    }

    /** Sets the property description of every feature that has documentation; the others keep none (EMF's generic text). */
    static void apply(GenModel genModel) {
        for (GenPackage p : genModel.getAllGenPackagesWithClassifiers()) {
            for (GenClass c : p.getGenClasses()) {
                for (GenFeature f : c.getGenFeatures()) {
                    String text = of(f.getEcoreFeature());
                    f.setPropertyDescription(text == null ? null : escaped(text));
                }
            }
        }
    }

    /** The feature's documentation followed by that of its enum's documented literals, or null when it has none. */
    static String of(EStructuralFeature feature) {
        String own = EcoreUtil.getDocumentation(feature);
        if (own == null || own.isBlank()) {
            return null;
        }
        StringBuilder text = new StringBuilder(own.strip());
        EClassifier type = feature.getEType();
        if (type instanceof EEnum e) {
            for (EEnumLiteral literal : e.getELiterals()) {
                String doc = EcoreUtil.getDocumentation(literal);
                if (doc != null && !doc.isBlank()) {
                    text.append(' ').append(literal.getLiteral()).append(": ").append(doc.strip());
                }
            }
        }
        return text.toString();
    }

    /**
     * The text as a value of a .properties file: EMF's plugin.properties template writes the
     * description as it is, and a properties file reads a backslash as an escape, ends the value
     * at a line break, and is Latin-1 unless escaped.
     */
    static String escaped(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            switch (c) {
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20 || c > 0x7e) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.toString();
    }
}
