# A READ answered in two responses; then a SEND lost before the capture point, the responder's
# sequence NAK and the requester going back to exactly that PSN: loss is no violation.
# expect: none
from roce import ack, read_response, request, write

write([
    request("RDMA_READ_REQUEST", 10, reth=(0x7F0000000000, 0x125, 2048)),
    read_response("RDMA_READ_RESPONSE_FIRST", 10, b"r" * 1024, msn=1),
    read_response("RDMA_READ_RESPONSE_LAST", 11, b"s" * 1024, msn=1),
    request("SEND_ONLY", 12, b"1111", ackreq=True),
    request("SEND_ONLY", 14, b"3333", ackreq=True),
    ack(13, 2, syndrome=0x60),
    request("SEND_ONLY", 13, b"2222", ackreq=True),
    request("SEND_ONLY", 14, b"3333", ackreq=True),
    ack(14, 4),
])
