# An ACK of PSN 9 when PSN 1 is the last sent (frame 3), then an MSN that goes back (frame 4).
# expect: 3 ACK-OF-UNSENT-PSN
# expect: 4 MSN
from roce import ack, request, write

write([
    request("SEND_ONLY", 0, b"aaaa", ackreq=True),
    request("SEND_ONLY", 1, b"bbbb", ackreq=True),
    ack(9, 2),
    ack(1, 1),
])
