# A SEND_FIRST while a SEND is unfinished (frame 2), and a WRITE_MIDDLE with no FIRST (frame 4).
# expect: 2 OPCODE-SEQUENCE
# expect: 4 OPCODE-SEQUENCE
from roce import request, write

write([
    request("SEND_FIRST", 0, b"a" * 1024),
    request("SEND_FIRST", 1, b"b" * 1024),
    request("SEND_LAST", 2, b"c" * 16, ackreq=True),
    request("RDMA_WRITE_MIDDLE", 3, b"d" * 1024),
])
