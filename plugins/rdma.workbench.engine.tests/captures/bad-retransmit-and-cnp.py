# With the QP's local ACK timeout 10 (4.194 ms) and a CNP interval of 50 us: PSN 0 sent again 1 ms
# later with no NAK and no answer between (frame 2); PSN 1 sent again 10 ms later, and a resend a NAK
# asked for at once, are allowed; a CNP 10 us after the previous one to the same QP (frame 10), one
# 100 us later is allowed.
# check: --timeout 10 --cnp-interval 50
# expect: 2 RETRANSMIT-TIMEOUT
# expect: 10 CNP-SPACING
from roce import ack, at, cnp, request, write, A, B, QP_A

write([
    at(request("SEND_ONLY", 0, b"aaaa", ackreq=True), 1.000000),
    at(request("SEND_ONLY", 0, b"aaaa", ackreq=True), 1.001000),
    at(ack(0, 1), 1.001010),
    at(request("SEND_ONLY", 1, b"bbbb", ackreq=True), 1.010000),
    at(request("SEND_ONLY", 1, b"bbbb", ackreq=True), 1.020000),
    at(request("SEND_ONLY", 2, b"cccc", ackreq=True), 1.020010),
    at(ack(1, 1, syndrome=0x60), 1.020020),
    at(request("SEND_ONLY", 1, b"bbbb", ackreq=True), 1.020030),
    at(cnp(B, A, QP_A), 1.030000),
    at(cnp(B, A, QP_A), 1.030010),
    at(cnp(B, A, QP_A), 1.030110),
])
