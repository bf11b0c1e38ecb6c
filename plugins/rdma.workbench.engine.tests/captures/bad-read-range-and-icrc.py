# A READ of 1,024 bytes answered with 512 (frame 2); a SEND whose ICRC was damaged (frame 3).
# expect: 2 READ-RANGE
# expect: 3 ICRC
from roce import corrupt_icrc, read_response, request, write

write([
    request("RDMA_READ_REQUEST", 7, reth=(0x7F0000000000, 0x125, 1024)),
    read_response("RDMA_READ_RESPONSE_ONLY", 7, b"r" * 512, msn=1),
    corrupt_icrc(request("SEND_ONLY", 8, b"aaaa", ackreq=True)),
])
