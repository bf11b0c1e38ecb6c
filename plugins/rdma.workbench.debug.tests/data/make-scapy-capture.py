#!/usr/bin/env python3
"""Builds scapy-rc.pcapng: RoCEv2 frames made by scapy (its own ICRC code for IPv4, the IBTA rule
written out below for IPv6), independently of the workbench's engine, for the capture import test.
Also writes scapy-rc.expected: one line per frame with what an importer must find in it.

Run with Debian's python3-scapy (2.5): python3 make-scapy-capture.py
"""
import struct
import zlib

from scapy.all import ARP, Dot1Q, Ether, IP, IPv6, Raw, UDP, wrpcapng
from scapy.contrib.roce import AETH, BTH

A_MAC, B_MAC = "02:00:0a:00:00:01", "02:00:0a:00:00:02"
A, B = "10.0.0.1", "10.0.0.2"
A6, B6 = "fd00::1", "fd00::2"
# the UDP source port of one QP pair is the same both ways (the flow label hash of both QPNs)
SPORT = 0xC123
QP_A, QP_B = 0x11, 0x22


def padded(payload):
    pad = (4 - len(payload) % 4) % 4
    return payload + b"\0" * pad, pad


def v4(src, dst, smac, dmac, bth, rest, vlan=None):
    l2 = Ether(src=smac, dst=dmac)
    if vlan is not None:
        l2 = l2 / Dot1Q(vlan=vlan, prio=3)
    return l2 / IP(src=src, dst=dst, flags="DF", ttl=64) / UDP(sport=SPORT, dport=4791, chksum=0) / bth / rest


def reth(va, rkey, length):
    return struct.pack("!QII", va, rkey, length)


def icrc_v6(frame):
    """The ICRC of a RoCEv2 frame over IPv6, by the rule: 8 bytes of ones, then the IPv6 header with
    traffic class, flow label and hop limit set to ones, the UDP header with its checksum set to ones,
    the BTH with byte 4 set to ones, then the rest up to the ICRC (IBTA Annex A17.3.3)."""
    ip = bytearray(frame[14:54])
    ip[0] |= 0x0F
    ip[1] = 0xFF
    ip[2] = 0xFF
    ip[3] = 0xFF
    ip[7] = 0xFF
    udp = bytearray(frame[54:62])
    udp[6:8] = b"\xff\xff"
    bth = bytearray(frame[62:74])
    bth[4] = 0xFF
    rest = frame[74:-4]
    crc = zlib.crc32(b"\xff" * 8 + bytes(ip) + bytes(udp) + bytes(bth) + rest) & 0xFFFFFFFF
    return frame[:-4] + struct.pack("<I", crc)


frames = []
expected = []


def add(frame, line):
    frames.append(frame)
    expected.append(line)


payload, pad = padded(b"hello")
add(v4(A, B, A_MAC, B_MAC, BTH(opcode=0x04, padcount=pad, dqpn=QP_B, ackreq=1, psn=100), Raw(payload)),
    "roce 0x04 100 valid send-only")
add(v4(B, A, B_MAC, A_MAC, BTH(opcode=0x11, dqpn=QP_A, psn=100), AETH(syndrome=0x1F, msn=1)),
    "roce 0x11 100 valid ack")
write = v4(A, B, A_MAC, B_MAC, BTH(opcode=0x0A, dqpn=QP_B, ackreq=1, psn=101), Raw(reth(0x7F0000001000, 0x1234, 16) + b"0123456789abcdef"))
add(write, "roce 0x0a 101 valid write-only")
add(v4(B, A, B_MAC, A_MAC, BTH(opcode=0x11, dqpn=QP_A, psn=101), AETH(syndrome=0x60, msn=1)),
    "roce 0x11 101 valid nak-psn-sequence-error")
damaged = bytearray(bytes(write))
damaged[-6] ^= 0x01  # a payload bit flipped on the way: the ICRC no longer matches
add(Ether(bytes(damaged)), "roce 0x0a 101 invalid write-only-damaged")
# IPv6: scapy leaves the ICRC to us (and computes the UDP checksum, which IPv6 requires)
payload6, pad6 = padded(b"over IPv6!")
six = Ether(src=A_MAC, dst=B_MAC) / IPv6(src=A6, dst=B6, hlim=64) / UDP(sport=SPORT, dport=4791) / \
    BTH(opcode=0x04, padcount=pad6, dqpn=QP_B, ackreq=1, psn=102, icrc=0) / Raw(payload6)
six_bytes = bytes(six)
six_bytes = icrc_v6(six_bytes)
# the UDP checksum covers the ICRC: compute it again over the final bytes
udp_len = struct.unpack("!H", six_bytes[58:60])[0]
pseudo = six_bytes[22:38] + six_bytes[38:54] + struct.pack("!IxxxB", udp_len, 17)
seg = bytearray(six_bytes[54:54 + udp_len])
seg[6:8] = b"\0\0"
data = pseudo + bytes(seg) + (b"\0" if len(seg) % 2 else b"")
s = sum(struct.unpack("!%dH" % (len(data) // 2), data))
while s >> 16:
    s = (s & 0xFFFF) + (s >> 16)
csum = (~s & 0xFFFF) or 0xFFFF
six_bytes = six_bytes[:60] + struct.pack("!H", csum) + six_bytes[62:]
add(Ether(six_bytes), "roce 0x04 102 valid send-only-ipv6")
# a UD SEND with its DETH (Q_Key, source QP)
payload_ud, pad_ud = padded(b"datagram")
add(v4(A, B, A_MAC, B_MAC, BTH(opcode=0x64, padcount=pad_ud, dqpn=0x33, psn=7), Raw(struct.pack("!II", 0x11111111, 0x44) + payload_ud)),
    "roce 0x64 7 valid ud-send-only")
# an ACK in an 802.1Q frame, priority 3
add(v4(B, A, B_MAC, A_MAC, BTH(opcode=0x11, dqpn=QP_A, psn=102), AETH(syndrome=0x1F, msn=2), vlan=100),
    "roce 0x11 102 valid ack-vlan")
# cut off inside the BTH: not a RoCEv2 frame the engine takes
cut = bytes(v4(A, B, A_MAC, B_MAC, BTH(opcode=0x04, dqpn=QP_B, psn=103), Raw(b"abcd")))[:50]
add(Ether(cut), "malformed - - - cut-inside-bth")
# not RoCE at all
add(Ether(src=A_MAC, dst="ff:ff:ff:ff:ff:ff") / ARP(psrc=A, pdst=B), "other - - - arp")

wrpcapng("scapy-rc.pcapng", frames)
with open("scapy-rc.expected", "w") as f:
    f.write("# frame kind opcode psn icrc what (written by make-scapy-capture.py)\n")
    for i, line in enumerate(expected, 1):
        f.write("%d %s\n" % (i, line))
print("wrote %d frames" % len(frames))
