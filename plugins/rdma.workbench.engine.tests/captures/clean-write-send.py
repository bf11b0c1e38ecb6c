# A three-packet RDMA WRITE and a SEND, each acknowledged: nothing to find.
# expect: none
from roce import ack, request, write

write([
    request("RDMA_WRITE_FIRST", 0, b"a" * 1024, reth=(0x7F0000000000, 0x125, 3072)),
    request("RDMA_WRITE_MIDDLE", 1, b"b" * 1024),
    request("RDMA_WRITE_LAST", 2, b"c" * 1024, ackreq=True),
    ack(2, 1),
    request("SEND_ONLY", 3, b"hello!!!", ackreq=True),
    ack(3, 2),
])
