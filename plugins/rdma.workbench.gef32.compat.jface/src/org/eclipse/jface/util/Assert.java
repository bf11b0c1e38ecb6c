package org.eclipse.jface.util;

/**
 * The assertion helper GEF 3.2 (the only GEF on Maven Central) calls, which JFace no longer
 * has: just the four methods GEF uses, failing with an IllegalArgumentException.
 */
public final class Assert {

    private Assert() {
    }

    public static void isNotNull(Object object) {
        isNotNull(object, "");
    }

    public static void isNotNull(Object object, String message) {
        if (object == null) {
            throw new IllegalArgumentException("null argument: " + message);
        }
    }

    public static boolean isTrue(boolean expression) {
        return isTrue(expression, "");
    }

    public static boolean isTrue(boolean expression, String message) {
        if (!expression) {
            throw new IllegalArgumentException("assertion failed: " + message);
        }
        return expression;
    }
}
