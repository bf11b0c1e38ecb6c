package rdma.workbench.engine.wire;

import java.util.Arrays;

/** The IP header of a RoCEv2 frame: IPv4 (with DF set, no options) or IPv6 (no extension headers). */
public sealed interface IpHeader permits IpHeader.V4, IpHeader.V6 {

    int length();

    byte[] src();

    byte[] dst();

    /** IPv4: TOS (DSCP and ECN), TTL and identification. */
    record V4(byte[] src, byte[] dst, int tos, int ttl, int id) implements IpHeader {
        public V4 {
            if (src.length != 4 || dst.length != 4) {
                throw new IllegalArgumentException("IPv4 addresses have 4 bytes");
            }
        }

        @Override
        public int length() {
            return 20;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof V4 v && Arrays.equals(src, v.src) && Arrays.equals(dst, v.dst) && tos == v.tos && ttl == v.ttl && id == v.id;
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(src) * 31 + Arrays.hashCode(dst) + tos * 7 + ttl * 13 + id;
        }
    }

    /** IPv6: traffic class, flow label and hop limit. */
    record V6(byte[] src, byte[] dst, int trafficClass, int flowLabel, int hopLimit) implements IpHeader {
        public V6 {
            if (src.length != 16 || dst.length != 16) {
                throw new IllegalArgumentException("IPv6 addresses have 16 bytes");
            }
        }

        @Override
        public int length() {
            return 40;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof V6 v && Arrays.equals(src, v.src) && Arrays.equals(dst, v.dst) && trafficClass == v.trafficClass
                    && flowLabel == v.flowLabel && hopLimit == v.hopLimit;
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(src) * 31 + Arrays.hashCode(dst) + trafficClass * 7 + flowLabel * 13 + hopLimit;
        }
    }
}
