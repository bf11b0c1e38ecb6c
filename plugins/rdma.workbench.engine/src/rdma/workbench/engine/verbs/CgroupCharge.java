package rdma.workbench.engine.verbs;

/**
 * One RDMA cgroup's rdma.max on one device: hca_handle counts opened contexts, hca_object the
 * verbs objects; going over fails the call with EAGAIN, as the kernel's rdma cgroup does, and
 * destroying an object gives its charge back. A limit below 0 means "max".
 */
public final class CgroupCharge {

    private final String cgroup;
    private final int maxHandles;
    private final int maxObjects;
    int handles;
    int objects;

    public CgroupCharge(String cgroup, int maxHandles, int maxObjects) {
        this.cgroup = cgroup;
        this.maxHandles = maxHandles;
        this.maxObjects = maxObjects;
    }

    String chargeHandle() {
        if (maxHandles >= 0 && handles >= maxHandles) {
            return "cgroup " + cgroup + " allows hca_handle=" + maxHandles;
        }
        handles++;
        return null;
    }

    String chargeObject() {
        if (maxObjects >= 0 && objects >= maxObjects) {
            return "cgroup " + cgroup + " allows hca_object=" + maxObjects;
        }
        objects++;
        return null;
    }

    void unchargeObject() {
        objects--;
    }
}
