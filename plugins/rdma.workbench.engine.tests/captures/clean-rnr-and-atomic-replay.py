# An RNR NAK asking for 0.01 ms (timer code 1) and the SEND again 20 us later; a COMPARE_SWAP resent
# after a lost acknowledgement, answered again with the same original value: nothing to find.
# expect: none
from roce import ack, at, atomic, atomic_ack, request, write

write([
    at(request("SEND_ONLY", 0, b"aaaa", ackreq=True), 2.000000),
    at(ack(0, 0, syndrome=0x20 | 1), 2.000005),
    at(request("SEND_ONLY", 0, b"aaaa", ackreq=True), 2.000025),
    at(ack(0, 1), 2.000030),
    at(atomic("COMPARE_SWAP", 1, 0x7F0000000000, 0x125, 0, 42), 2.000100),
    at(atomic_ack(1, 2, 0), 2.000110),
    at(atomic("COMPARE_SWAP", 1, 0x7F0000000000, 0x125, 0, 42), 2.010000),
    at(atomic_ack(1, 2, 0), 2.010010),
])
