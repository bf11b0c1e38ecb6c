package rdma.workbench.editor.policies;

import org.eclipse.draw2d.geometry.Rectangle;
import org.eclipse.emf.ecore.EObject;

/** What the diagram's layout policy asks of the diagram's edit part: where a node is drawn now. */
public interface DiagramPart extends TopologyPart {

    Rectangle boundsOf(EObject node);
}
