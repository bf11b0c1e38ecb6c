# Coalescing as IBTA allows it: one ACK for three SENDs, a READ between two WRITEs covered by the
# ACK of the WRITE after it (its responses use PSNs 4..5), a duplicate SEND re-ACKed with the newest
# PSN, and an RNR NAK whose MSN counts what ended before the PSN it refuses.
# expect: none
from roce import ack, read_response, request, write

write([
    request("SEND_ONLY", 0, b"aaaa"),
    request("SEND_ONLY", 1, b"bbbb"),
    request("SEND_ONLY", 2, b"cccc", ackreq=True),
    ack(2, 3),
    request("RDMA_WRITE_ONLY", 3, b"w" * 8, reth=(0x7F0000000000, 0x125, 8)),
    request("RDMA_READ_REQUEST", 4, reth=(0x7F0000001000, 0x125, 512)),
    read_response("RDMA_READ_RESPONSE_FIRST", 4, b"r" * 256, msn=5),
    read_response("RDMA_READ_RESPONSE_LAST", 5, b"s" * 256, msn=5),
    request("RDMA_WRITE_ONLY", 6, b"x" * 8, reth=(0x7F0000000000, 0x125, 8), ackreq=True),
    ack(6, 6),
    request("RDMA_WRITE_ONLY", 6, b"x" * 8, reth=(0x7F0000000000, 0x125, 8), ackreq=True),
    ack(6, 6),
    request("SEND_ONLY", 7, b"dddd", ackreq=True),
    ack(7, 6, syndrome=0x20 | 1),
    request("SEND_ONLY", 7, b"dddd", ackreq=True),
    ack(7, 7),
])
