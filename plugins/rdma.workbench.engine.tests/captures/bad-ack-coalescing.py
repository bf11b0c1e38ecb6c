# A coalesced ACK that counts too few messages: SENDs 1 and 2 both end before the ACK of PSN 2, so the
# MSN goes from 1 to 3, not 2 (frame 5); then a three-packet WRITE and its ACK, which counts it once.
# expect: 5 ACK-COALESCING
from roce import ack, request, write

write([
    request("SEND_ONLY", 0, b"aaaa", ackreq=True),
    ack(0, 1),
    request("SEND_ONLY", 1, b"bbbb"),
    request("SEND_ONLY", 2, b"cccc", ackreq=True),
    ack(2, 2),
    request("RDMA_WRITE_FIRST", 3, b"a" * 256, reth=(0x7F0000000000, 0x125, 768)),
    request("RDMA_WRITE_MIDDLE", 4, b"b" * 256),
    request("RDMA_WRITE_LAST", 5, b"c" * 256, ackreq=True),
    ack(5, 3),
])
