# On a 100 Gb/s link host A pauses priority 3 (DSCP 26) for 65535 quanta (335.539 us). Host B's ACK 1 us
# after the pause is allowed (it may be on the wire), A's own frames and B's at priority 0 are allowed;
# B's ACK 50 us into the pause (frame 9) is not. After A resumes priority 3 B may send again.
# check: --link-gbps 100
# expect: 9 PFC-PAUSE
from roce import A, B, ack, at, dscp, pfc, request, write

write([
    at(dscp(request("SEND_ONLY", 0, b"aaaa", ackreq=True), 26), 1.000000),
    at(dscp(ack(0, 1), 26), 1.000005),
    at(pfc(A, 3, 65535), 1.000010),
    at(dscp(request("SEND_ONLY", 1, b"bbbb", ackreq=True), 26), 1.000011),
    at(dscp(ack(1, 2), 26), 1.000012),
    at(dscp(request("SEND_ONLY", 2, b"cccc", ackreq=True), 26), 1.000020),
    at(ack(2, 3), 1.000030),
    at(dscp(request("SEND_ONLY", 3, b"dddd", ackreq=True), 26), 1.000040),
    at(dscp(ack(3, 4), 26), 1.000060),
    at(pfc(A, 3, 0), 1.000070),
    at(dscp(request("SEND_ONLY", 4, b"eeee", ackreq=True), 26), 1.000080),
    at(dscp(ack(4, 5), 26), 1.000090),
])
