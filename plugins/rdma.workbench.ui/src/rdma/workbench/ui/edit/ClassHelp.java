package rdma.workbench.ui.edit;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * What a model object is, in the words of its class's documentation in the .ecore (for a step,
 * what its verb does, in the manner of the libibverbs man pages): the one source the property
 * descriptions come from too. The generated packages keep that documentation at run time
 * (the genmodel does not suppress GenModel annotations).
 */
public final class ClassHelp {

    private ClassHelp() {
    }

    /** The documentation of the object's class, or of the nearest superclass that has one; null when none has, or for a non-model object. */
    public static String of(Object object) {
        return object instanceof EObject o ? of(o.eClass()) : null;
    }

    static String of(EClass c) {
        String doc = EcoreUtil.getDocumentation(c);
        if (doc != null && !doc.isBlank()) {
            return doc.strip();
        }
        for (EClass s : c.getESuperTypes()) {
            String inherited = of(s);
            if (inherited != null) {
                return inherited;
            }
        }
        return null;
    }

    /**
     * The first sentence of {@code text}, up to the first period followed by a space (the summary
     * sentence, as Javadoc takes it): what fits a status line. The whole text when it has one sentence.
     */
    public static String summary(String text) {
        int end = text.indexOf(". ");
        return end < 0 ? text : text.substring(0, end + 1);
    }
}
