package rdma.workbench.model.authoring;

import java.util.List;

import rdma.workbench.model.scenario.Step;

/** What a connection generator made: the connection and every step it appended, in order (an editor selects them). */
public record NewConnection(QpConnection connection, List<Step> created) {
}
