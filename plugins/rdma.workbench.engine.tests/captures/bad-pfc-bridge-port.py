# A capture of host A's link to a bridge. The bridge port pauses priority 3 for 65535 quanta (335.539 us
# at 100 Gb/s); its MAC is in no unicast frame, so which side of the link it is on is known only from
# the traffic. During the first pause only B's ACKs come (through the bridge): allowed. During the second
# both A's SEND and B's ACK start at priority 3 (frame 11): one side, the partner, did not wait.
# check: --link-gbps 100
# expect: 11 PFC-PAUSE
from roce import SWITCH, ack, at, dscp, pfc, request, write

write([
    at(dscp(request("SEND_ONLY", 0, b"aaaa", ackreq=True), 26), 1.000000),
    at(pfc(SWITCH, 3, 65535), 1.000010),
    at(dscp(ack(0, 1), 26), 1.000020),
    at(dscp(ack(0, 1), 26), 1.000030),
    at(pfc(SWITCH, 3, 0), 1.000040),
    at(dscp(request("SEND_ONLY", 1, b"bbbb", ackreq=True), 26), 1.000050),
    at(dscp(ack(1, 2), 26), 1.000055),
    at(pfc(SWITCH, 3, 65535), 1.000060),
    at(dscp(request("SEND_ONLY", 2, b"cccc", ackreq=True), 26), 1.000061),
    at(dscp(request("SEND_ONLY", 3, b"dddd", ackreq=True), 26), 1.000070),
    at(dscp(ack(3, 4), 26), 1.000080),
])
