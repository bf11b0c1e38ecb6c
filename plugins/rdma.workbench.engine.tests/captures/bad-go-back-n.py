# The responder NAKs PSN 5 (a sequence error: 5 was lost), the requester resends from 6 (frame 4).
# expect: 4 GO-BACK-N
from roce import ack, request, write

write([
    request("SEND_ONLY", 4, b"aaaa", ackreq=True),
    request("SEND_ONLY", 6, b"cccc", ackreq=True),
    ack(5, 1, syndrome=0x60),
    request("SEND_ONLY", 6, b"cccc", ackreq=True),
])
