package rdma.workbench.doc;

import java.util.Properties;

import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.cheatsheets.OpenCheatSheetAction;
import org.eclipse.ui.intro.IIntroManager;
import org.eclipse.ui.intro.IIntroSite;
import org.eclipse.ui.intro.config.IIntroAction;

/**
 * A lesson link of the Welcome page ({@code runAction?pluginId=rdma.workbench.doc&class=...&lesson=ID}): the Welcome
 * page steps aside first, then the lesson opens in front of it. The other order (the platform's execute action with
 * standby=true) leaves the Welcome page on top of the lesson, in the same stack.
 */
public final class OpenLessonAction implements IIntroAction {

    @Override
    public void run(IIntroSite site, Properties params) {
        String lesson = params.getProperty("lesson");
        if (lesson == null || lesson.isBlank()) {
            return;
        }
        IIntroManager intro = PlatformUI.getWorkbench().getIntroManager();
        if (intro.getIntro() != null) {
            intro.setIntroStandby(intro.getIntro(), true);
        }
        new OpenCheatSheetAction(lesson).run();
    }
}
