package rdma.workbench.doc;

import org.eclipse.core.expressions.PropertyTester;
import org.eclipse.core.runtime.IProduct;
import org.eclipse.core.runtime.Platform;

/**
 * {@code rdma.workbench.doc.product} = the id of the running product: what only the standalone product adds (its own Help >
 * Cheat Sheets... item) stays out of an Eclipse IDE the feature is installed into, which has that item already.
 */
public final class ProductTester extends PropertyTester {

    @Override
    public boolean test(Object receiver, String property, Object[] args, Object expectedValue) {
        IProduct product = Platform.getProduct();
        return "product".equals(property) && product != null && product.getId().equals(expectedValue);
    }
}
