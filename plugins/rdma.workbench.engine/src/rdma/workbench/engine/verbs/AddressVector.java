package rdma.workbench.engine.verbs;

/** ibv_ah_attr for RoCE: the remote GID and which local GID (and port) to send from. */
public record AddressVector(byte[] dgid, int sgidIndex, int portNum, int hopLimit, int trafficClass, int flowLabel) {

    public AddressVector {
        if (dgid == null || dgid.length != 16) {
            throw new IllegalArgumentException("a GID has 16 bytes");
        }
    }
}
