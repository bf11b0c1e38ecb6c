"""RoCEv2 frames built with scapy, independently of the engine, for the capture judge's tests.

Each capture script writes its pcap to the path it is given and says what `rdmawb check` must find
in it, one `# expect: FRAME RULE` line per finding (or `# expect: none`); a `# check: OPTIONS` line
gives the options `rdmawb check` is run with (the settings a capture cannot say). Host A (10.0.0.1, QP 0x11)
is the requester, host B (10.0.0.2, QP 0x12) the responder; SWITCH is a bridge port, whose own MAC
only its PFC frames carry.
"""

import struct
import sys

from scapy.all import IP, UDP, Ether, Raw, raw, wrpcap
from scapy.contrib.roce import AETH, BTH, cnp as cnp_packet, opcode

A, B = "10.0.0.1", "10.0.0.2"
QP_A, QP_B = 0x11, 0x12
SWITCH = "switch"
MAC = {A: "02:00:0a:00:00:01", B: "02:00:0a:00:00:02", SWITCH: "02:00:5e:00:00:fe"}


def frame(op, psn, src, dst, dqpn, headers=b"", payload=b"", aeth=None, ackreq=False):
    pad = (-len(payload)) % 4
    p = (Ether(src=MAC[src], dst=MAC[dst]) / IP(src=src, dst=dst) / UDP(sport=49152, dport=4791)
         / BTH(opcode=opcode("RC", op)[0], padcount=pad, dqpn=dqpn, psn=psn, ackreq=int(ackreq)))
    if aeth is not None:
        p = p / AETH(syndrome=aeth[0], msn=aeth[1])
    body = headers + payload + b"\0" * pad
    if body:
        p = p / Raw(body)
    return p


def request(op, psn, payload=b"", reth=None, ackreq=False):
    headers = b"" if reth is None else struct.pack(">QII", *reth)
    return frame(op, psn, A, B, QP_B, headers, payload, ackreq=ackreq)


def atomic(op, psn, va, rkey, add_or_compare, swap=0):
    """A COMPARE_SWAP or FETCH_ADD with its AtomicETH: address, rkey, add (or compare) and swap values."""
    return frame(op, psn, A, B, QP_B, headers=struct.pack(">QIQQ", va, rkey, add_or_compare, swap), ackreq=True)


def ack(psn, msn, syndrome=0x1F):
    return frame("ACKNOWLEDGE", psn, B, A, QP_A, aeth=(syndrome, msn))


def atomic_ack(psn, msn, original):
    """An atomic's acknowledgement: its AETH, then the 8-byte original value (AtomicAckETH)."""
    return frame("ATOMIC_ACKNOWLEDGE", psn, B, A, QP_A, headers=struct.pack(">Q", original), aeth=(0x1F, msn))


def cnp(src, dst, dqpn):
    """A RoCEv2 CNP from the notification point src to the QP dqpn of dst (IBTA Annex A17.9.3)."""
    return Ether(src=MAC[src], dst=MAC[dst]) / IP(src=src, dst=dst) / UDP(sport=49152, dport=4791) / cnp_packet(dqpn)


def pfc(src, priority, quanta):
    """An IEEE 802.1Qbb PFC frame from src: MAC Control opcode 0x0101, one priority enabled, its pause time in quanta."""
    times = [0] * 8
    times[priority] = quanta
    body = struct.pack(">HH8H", 0x0101, 1 << priority, *times)
    return Ether(src=MAC[src], dst="01:80:c2:00:00:01", type=0x8808) / Raw(body + b"\0" * (46 - len(body)))


def dscp(p, value):
    """The frame with this DSCP in its IP header (the ECN bits left as they are)."""
    p[IP].tos = value << 2 | p[IP].tos & 3
    return p


def at(p, seconds):
    """The frame stamped at this capture time."""
    p.time = seconds
    return p


def read_response(op, psn, payload, msn=None):
    return frame(op, psn, B, A, QP_A, payload=payload, aeth=None if msn is None else (0x1F, msn))


def corrupt_icrc(p):
    """The frame's bytes with its ICRC's last byte flipped (the UDP checksum zero, as IPv4 allows, so only the ICRC is wrong)."""
    p[UDP].chksum = 0
    b = bytearray(raw(p))
    b[-1] ^= 0xFF
    return Ether(bytes(b))


def write(frames):
    wrpcap(sys.argv[1], frames)
