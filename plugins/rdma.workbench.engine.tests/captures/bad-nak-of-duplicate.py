# The requester sends PSN 1 again (its ACK was lost after the capture point) and the responder, which
# already expects PSN 2, answers the duplicate with a sequence NAK instead of an ACK (frame 5).
# expect: 5 DUPLICATE-REACK
from roce import ack, request, write

write([
    request("SEND_ONLY", 0, b"aaaa", ackreq=True),
    request("SEND_ONLY", 1, b"bbbb", ackreq=True),
    ack(1, 2),
    request("SEND_ONLY", 1, b"bbbb", ackreq=True),
    ack(2, 2, syndrome=0x60),
])
