# An RNR NAK asking for 1.28 ms (timer code 14) and the SEND sent again 100 us later (frame 3); a FETCH_ADD
# answered twice with different original values (frame 7): the responder ran it twice.
# expect: 3 RNR-WAIT
# expect: 7 ATOMIC-ONCE
from roce import ack, at, atomic, atomic_ack, request, write

write([
    at(request("SEND_ONLY", 0, b"aaaa", ackreq=True), 1.000000),
    at(ack(0, 0, syndrome=0x20 | 14), 1.000010),
    at(request("SEND_ONLY", 0, b"aaaa", ackreq=True), 1.000110),
    at(ack(0, 1), 1.000120),
    at(atomic("FETCH_ADD", 1, 0x7F0000000000, 0x125, 1), 1.000200),
    at(atomic_ack(1, 2, 5), 1.000210),
    at(atomic_ack(1, 2, 6), 1.000300),
])
