# A sequence NAK that expects PSN 9 when PSN 2 is the last sent (frame 3): no responder can expect a PSN
# that far ahead.
# expect: 3 NAK-PSN
from roce import ack, request, write

write([
    request("SEND_ONLY", 1, b"aaaa", ackreq=True),
    request("SEND_ONLY", 2, b"bbbb", ackreq=True),
    ack(9, 1, syndrome=0x60),
])
