package rdma.workbench.engine.stepping;

import java.util.List;

import rdma.workbench.engine.verbs.AsyncEvent;

/**
 * Every verbs object of one device at one moment: PDs and AHs (by handle, with their users), MRs
 * with their bytes, CQs with their completions, SRQs with their queued receives, QPs, and the
 * asynchronous events not yet taken.
 */
public record DeviceSnapshot(String host, String device, List<String> pds, List<MrSnapshot> mrs, List<CqSnapshot> cqs, List<String> srqs,
        List<String> ahs, List<QpSnapshot> qps, List<AsyncEvent> asyncEvents) {
}
