# Syndromes no responder may send: the reserved type 10 (frame 2), the reserved NAK code 5 (frame 4),
# RD's invalid RD request on RC (frame 6), a NAK inside a READ response (frame 8), and a remote access
# NAK refusing PSN 9, which was never sent (frame 10). A remote access NAK of a sent PSN is allowed (frame 12).
# expect: 2 NAK-SYNDROME
# expect: 4 NAK-SYNDROME
# expect: 6 NAK-SYNDROME
# expect: 8 NAK-SYNDROME
# expect: 10 NAK-SYNDROME
from roce import ack, read_response, request, frame, write, A, B, QP_A

write([
    request("SEND_ONLY", 0, b"aaaa", ackreq=True),
    ack(0, 1, syndrome=0x40),
    request("SEND_ONLY", 1, b"bbbb", ackreq=True),
    ack(1, 1, syndrome=0x65),
    request("SEND_ONLY", 2, b"cccc", ackreq=True),
    ack(2, 2, syndrome=0x64),
    request("RDMA_READ_REQUEST", 3, reth=(0x7F0000000000, 0x125, 8)),
    frame("RDMA_READ_RESPONSE_ONLY", 3, B, A, QP_A, payload=b"r" * 8, aeth=(0x62, 2)),
    request("RDMA_WRITE_ONLY", 4, b"w" * 8, reth=(0x7F0000000000, 0x125, 8), ackreq=True),
    ack(9, 3, syndrome=0x62),
    request("RDMA_WRITE_ONLY", 5, b"w" * 8, reth=(0x7F0000000000, 0x999, 8), ackreq=True),
    ack(5, 3, syndrome=0x62),
])
