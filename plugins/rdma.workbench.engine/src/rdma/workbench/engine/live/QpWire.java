package rdma.workbench.engine.live;

import rdma.workbench.engine.verbs.AddressVector;
import rdma.workbench.engine.verbs.QpAttributes;
import rdma.workbench.engine.verbs.QpCaps;

/**
 * struct ibv_qp_attr and struct ibv_ah_attr as the library writes and reads them (objects.c's
 * put_qp_attr and put_ah_attr, field for field).
 */
final class QpWire {

    /** An ibv_ah_attr: the GRH's fields and whether there is one. */
    record Ah(byte[] dgid, int flowLabel, int sgidIndex, int hopLimit, int trafficClass, boolean global, int port) {

        AddressVector vector() {
            return new AddressVector(dgid, sgidIndex, port, hopLimit, trafficClass, flowLabel);
        }
    }

    /** An ibv_qp_attr, raw. */
    record Attr(int state, int pathMtu, int qkey, int rqPsn, int sqPsn, int destQpn, int access, Ah ah, int pkeyIndex, int maxRdAtomic,
            int maxDestRdAtomic, int minRnrTimer, int port, int timeout, int retryCnt, int rnrRetry) {
    }

    private QpWire() {
    }

    static Ah readAh(MessageIn in) {
        byte[] dgid = in.bytes(16);
        int flow = in.u32();
        int sgid = in.u8();
        int hop = in.u8();
        int tclass = in.u8();
        in.u16(); // dlid: RoCE has no LIDs
        in.u8(); // sl
        in.u8(); // src_path_bits
        in.u8(); // static_rate
        boolean global = in.u8() != 0;
        int port = in.u8();
        return new Ah(dgid, flow, sgid, hop, tclass, global, port);
    }

    static Attr read(MessageIn in) {
        int state = in.u32();
        in.u32(); // cur_qp_state
        int mtu = in.u32();
        int qkey = in.u32();
        int rqPsn = in.u32();
        int sqPsn = in.u32();
        int destQpn = in.u32();
        int access = in.u32();
        for (int i = 0; i < 5; i++) {
            in.u32(); // cap: fixed at creation on this NIC
        }
        Ah ah = readAh(in);
        int pkey = in.u16();
        in.u8(); // en_sqd_async_notify
        in.u8(); // sq_draining
        int maxRd = in.u8();
        int maxDestRd = in.u8();
        int minRnr = in.u8();
        int port = in.u8();
        int timeout = in.u8();
        int retry = in.u8();
        int rnr = in.u8();
        in.u32(); // rate_limit
        return new Attr(state, mtu, qkey, rqPsn, sqPsn, destQpn, access, ah, pkey, maxRd, maxDestRd, minRnr, port, timeout, retry, rnr);
    }

    static void writeAh(MessageOut o, AddressVector av, int port) {
        o.bytes(av == null ? new byte[16] : av.dgid()).u32(av == null ? 0 : av.flowLabel()).u8(av == null ? 0 : av.sgidIndex())
                .u8(av == null ? 0 : av.hopLimit()).u8(av == null ? 0 : av.trafficClass()).u16(0).u8(0).u8(0).u8(0).u8(av == null ? 0 : 1)
                .u8(av == null ? port : av.portNum());
    }

    static void write(MessageOut o, QpAttributes a, QpCaps caps) {
        o.u32(a.state.ordinal()).u32(a.state.ordinal()).u32(DeviceDescription.mtuEnum(a.pathMtu)).u32(a.qkey).u32(a.rqPsn).u32(a.sqPsn)
                .u32(a.destQpn).u32(VerbRequests.flags(a.accessFlags));
        o.u32(caps.maxSendWr()).u32(caps.maxRecvWr()).u32(caps.maxSendSge()).u32(caps.maxRecvSge()).u32(caps.maxInlineData());
        writeAh(o, a.av, a.port);
        o.u16(a.pkeyIndex).u8(0).u8(0).u8(a.maxRdAtomic).u8(a.maxDestRdAtomic).u8(a.minRnrTimer).u8(a.port).u8(a.timeout).u8(a.retryCnt)
                .u8(a.rnrRetry).u32(0);
    }
}
