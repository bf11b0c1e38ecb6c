# ---- What every exported flow needs: the report, the out-of-band exchange, pyverbs ----

import argparse
import errno
import select
import socket
import sys
import threading
import time

# Exit codes as `rdmawb run`: every expectation held, one differed, the flow could not run.
EXIT_AS_EXPECTED, EXIT_DIFFERS, EXIT_CANNOT_RUN = 0, 1, 2
# A wait the model counts in simulated nanoseconds never lasts less than this on a real machine.
MIN_WAIT_S = 5.0
# A Sync's delay: at least this long, so that what a peer sent before the exchange has landed.
MIN_EXCHANGE_DELAY_S = 0.01
# The exchange gives up on a peer that says nothing for this long.
EXCHANGE_PATIENCE_S = 120.0

try:
    import pyverbs.enums as e
    from pyverbs.addr import AH, AHAttr, GID, GlobalRoute
    from pyverbs.cq import CQ
    from pyverbs.device import Context, get_device_list
    from pyverbs.mr import MR
    from pyverbs.pd import PD
    from pyverbs.pyverbs_error import PyverbsError, PyverbsRDMAError
    from pyverbs.qp import QP, QPAttr, QPCap, QPInitAttr
    from pyverbs.srq import SRQ, SrqAttr, SrqInitAttr
    from pyverbs.wr import SGE, RecvWR, SendWR
except ImportError as missing:
    print(f"{FLOW_NAME}: pyverbs is not installed ({missing}); on Debian: apt-get install python3-pyverbs", file=sys.stderr)
    sys.exit(EXIT_CANNOT_RUN)


class CannotRun(Exception):
    """The flow cannot run at all (no device, no peer): exit 2."""


class Report:
    """What the program did and where it differed from the scenario, printed as `rdmawb run` prints it."""

    def __init__(self, program):
        self.program = program
        self.step = "(start)"
        self.differences = 0

    def say(self, kind, text):
        print(f"{self.program:<8} {kind:<6} {text}", flush=True)

    def mismatch(self, text):
        self.differences += 1
        print(f"FAIL: program {self.program}, step {self.step}: {text}", flush=True)

    def expect(self, verb, got, want):
        """Compares a verb's result with the step's expectation; False when the program must stop (an unexpected failure)."""
        if got == want:
            return True
        self.mismatch(f"{verb} returned {errno_name(got)}, expected {errno_name(want)}")
        return got == 0


def errno_name(code):
    return "OK" if code == 0 else errno.errorcode.get(code, str(code))


def failure(err):
    """The errno of a failed pyverbs call."""
    code = getattr(err, "error_code", 0) or 0
    return abs(code) if code else errno.EINVAL


def wc_status_name(status):
    return e.ibv_wc_status(status).name[len("IBV_WC_"):]


def wc_opcode_name(opcode):
    try:
        return e.ibv_wc_opcode(opcode).name[len("IBV_WC_"):]
    except ValueError:
        return "UNKNOWN_OPCODE"


def async_event_name(event_type):
    try:
        return e.ibv_event_type(event_type).name[len("IBV_EVENT_"):]
    except ValueError:
        return "UNKNOWN_EVENT"


def deadline_after(model_ns):
    """The model's wait in simulated nanoseconds as a wall-clock deadline."""
    return time.monotonic() + max(model_ns / 1e9, MIN_WAIT_S)


def show(data, hex_format):
    """TEXT in quotes with other bytes as \\xNN, HEX as hex digits: as the scenario's checks show data."""
    if hex_format:
        return data.hex()
    return '"' + "".join(chr(b) if 0x20 <= b < 0x7F and b != 0x5C else f"\\x{b:02x}" for b in data) + '"'


# ---- The out-of-band exchange -------------------------------------------------------------
# Like ibv_rc_pingpong's TCP socket, generalised to any number of programs: the first program
# listens (a thread of its process, the hub) and every program, the first included, connects to
# it. A program PUTs what its peers need (QP numbers, GIDs, memory addresses and rkeys) as soon as
# it has them, GETs what it needs from them (answered when the owner has put it), and meets them
# at each Sync. The hub refuses a program built from another scenario (SCENARIO_HASH).

class Hub(threading.Thread):

    def __init__(self, port):
        super().__init__(daemon=True)
        self.listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            self.listener.bind(("", port))
            self.listener.listen(len(PROGRAM_NAMES) + 8)
        except OSError as err:
            raise CannotRun(f"cannot listen on TCP port {port} for the other programs: {err.strerror}") from err
        self.table = {}
        self.peers = {name: {"conn": None, "gone": False, "waiting": None, "arrivals": {}} for name in PROGRAM_NAMES}

    def send(self, conn, line):
        try:
            conn.sendall((line + "\n").encode())
        except OSError:
            pass

    def answer(self, name):
        p = self.peers[name]
        if not p["waiting"] or p["conn"] is None:
            return
        kind, arg = p["waiting"]
        if kind == "GET":
            owner = arg.split("/", 1)[0]
            if arg in self.table:
                self.send(p["conn"], "VAL " + self.table[arg])
                p["waiting"] = None
            elif owner not in self.peers or self.peers[owner]["gone"]:
                self.send(p["conn"], "GONE " + owner)
                p["waiting"] = None
            return
        # SYNC: the n-th Sync at a barrier opens when every member has reached its n-th (as the engine's Barriers)
        mine = p["arrivals"].get(arg, 0)
        for member in BARRIER_MEMBERS[arg]:
            other = self.peers[member]
            if other["arrivals"].get(arg, 0) >= mine:
                continue
            if other["gone"]:
                self.send(p["conn"], "GONE " + member)
                p["waiting"] = None
            return
        self.send(p["conn"], "GO")
        p["waiting"] = None

    def line(self, conn, who, text):
        """One line from a connection; the program it is, or None when the hub refuses it."""
        words = text.split(" ", 2)
        if who is None:
            if len(words) != 3 or words[0] != "HELLO":
                self.send(conn, "REFUSE say HELLO first")
                return None
            if words[1] != SCENARIO_HASH:
                self.send(conn, f"REFUSE it was built from another scenario (hash {words[1]}, this one {SCENARIO_HASH})")
                return None
            name = words[2]
            if name not in self.peers or self.peers[name]["conn"] is not None or self.peers[name]["gone"]:
                self.send(conn, f"REFUSE program {name} is " + ("not one of this scenario's" if name not in self.peers else "already running"))
                return None
            self.peers[name]["conn"] = conn
            self.send(conn, "WELCOME")
            return name
        p = self.peers[who]
        if words[0] == "PUT" and len(words) == 3:
            self.table.setdefault(words[1], words[2])
        elif words[0] == "GET" and len(words) >= 2:
            p["waiting"] = ("GET", words[1])
        elif words[0] == "SYNC" and len(words) >= 2 and words[1] in BARRIER_MEMBERS:
            p["waiting"] = ("SYNC", words[1])
            p["arrivals"][words[1]] = p["arrivals"].get(words[1], 0) + 1
        for name in PROGRAM_NAMES:
            self.answer(name)
        return who

    def run(self):
        conns = {}  # socket -> [program or None, unread bytes]
        quiet_since = time.monotonic()
        while not all(p["gone"] for p in self.peers.values()):
            ready, _, _ = select.select([self.listener] + list(conns), [], [], 1.0)
            if not ready:
                if time.monotonic() - quiet_since > EXCHANGE_PATIENCE_S:
                    for name, p in self.peers.items():
                        if p["conn"] is None and not p["gone"]:
                            print(f"exchange: program {name} never came", file=sys.stderr)
                    return
                continue
            quiet_since = time.monotonic()
            for s in ready:
                if s is self.listener:
                    conn, _ = self.listener.accept()
                    conns[conn] = [None, b""]
                    continue
                state = conns[s]
                try:
                    data = s.recv(4096)
                except OSError:
                    data = b""
                keep = bool(data)
                state[1] += data
                while keep and b"\n" in state[1]:
                    text, state[1] = state[1].split(b"\n", 1)
                    state[0] = self.line(s, state[0], text.decode(errors="replace"))
                    keep = state[0] is not None
                if not keep:
                    if state[0] is not None:
                        self.peers[state[0]]["conn"] = None
                        self.peers[state[0]]["gone"] = True
                    s.close()
                    del conns[s]
                    for name in PROGRAM_NAMES:
                        self.answer(name)


class Exchange:
    """This program's side of the exchange."""

    def __init__(self, report, host, port):
        self.report = report
        give_up = time.monotonic() + 60
        # the first program may not be listening yet: try for a minute, as a user starting both would expect
        while True:
            try:
                self.sock = socket.create_connection((host, port))
                break
            except OSError as err:
                if time.monotonic() > give_up:
                    raise CannotRun(f"cannot reach program {PROGRAM_NAMES[0]} at {host}:{port}: {err.strerror}") from err
                time.sleep(0.1)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.unread = b""
        self.send(f"HELLO {SCENARIO_HASH} {report.program}")
        reply = self.reply()
        if reply != "WELCOME":
            raise CannotRun("the first program refused this one: " + reply.removeprefix("REFUSE "))

    def send(self, line):
        self.sock.sendall((line + "\n").encode())

    def reply(self):
        while b"\n" not in self.unread:
            ready, _, _ = select.select([self.sock], [], [], EXCHANGE_PATIENCE_S)
            if not ready:
                raise CannotRun(f"the exchange said nothing for {EXCHANGE_PATIENCE_S:.0f} s")
            data = self.sock.recv(4096)
            if not data:
                raise CannotRun("the exchange with the first program ended")
            self.unread += data
        line, self.unread = self.unread.split(b"\n", 1)
        return line.decode()

    def publish(self, key, value):
        self.send(f"PUT {key} {value}")

    def fetch(self, key):
        """What program/key published; None (and a difference) when that program ended without publishing it."""
        self.send("GET " + key)
        reply = self.reply()
        if reply.startswith("VAL "):
            return reply[4:]
        self.report.mismatch(f"program {reply[5:]} ended before it published {key}")
        return None

    def sync(self, barrier, delay_ns):
        """A Sync step: waits for every program of the barrier, then the exchange's delay; False when one ended first."""
        self.send("SYNC " + barrier)
        reply = self.reply()
        if reply == "GO":
            if delay_ns > 0:
                time.sleep(max(delay_ns / 1e9, MIN_EXCHANGE_DELAY_S))
            return True
        self.report.mismatch(f"program {reply[5:]} ended before the sync at '{barrier}'")
        return False

    def close(self):
        self.sock.close()


class Flow:
    """What every program shares: its options, report, exchange and device."""

    def __init__(self, program, options):
        self.options = options
        self.report = Report(program)
        self.exchange = None
        self.ctx = None

    def port(self, model_port):
        return self.options.i or model_port

    def gid_index(self, model_index):
        return model_index if self.options.g is None else self.options.g

    def open_device(self, model_name):
        want = self.options.d or model_name
        try:
            names = [d.name.decode() for d in get_device_list()]
        except PyverbsError:
            names = []
        if want not in names:
            raise CannotRun(f"no RDMA device named {want} (ibv_devices lists them; -d picks another)")
        self.ctx = Context(name=want)

    def publish_gid(self, model_port, model_index, key):
        gid = self.ctx.query_gid(self.port(model_port), self.gid_index(model_index))
        self.exchange.publish(key, str(gid).replace(":", ""))

    def fetch_gid(self, key):
        value = self.exchange.fetch(key)
        if value is None:
            return None
        return GID(":".join(value[i:i + 4] for i in range(0, 32, 4)))

    def fetch_int(self, key):
        value = self.exchange.fetch(key)
        return None if value is None else int(value, 16)

    def fetch_mr(self, key):
        value = self.exchange.fetch(key)
        if value is None:
            return None
        addr, rkey = value.split()
        return int(addr, 16), int(rkey, 16)

    def async_event(self, model_timeout_ns):
        """ibv_get_async_event with the step's timeout: (event, 0), or (None, errno) when none came or the call failed."""
        got = []

        def wait():
            try:
                got.append((self.ctx.get_async_event(), 0))
            except PyverbsRDMAError as err:
                got.append((None, failure(err)))

        waiter = threading.Thread(target=wait, daemon=True)
        waiter.start()
        waiter.join(max(deadline_after(model_timeout_ns) - time.monotonic(), 0))
        return got[0] if got else (None, errno.ETIMEDOUT)

    def poll(self, cq, cq_name, want, model_timeout_ns):
        """Polls until `want` completions have come or the deadline passes; says each."""
        got = []
        deadline = deadline_after(model_timeout_ns)
        while True:
            n, wcs = cq.poll(max(1, want - len(got)) if want else 1)
            got.extend(wcs[:n])
            if want == 0 or len(got) >= want or time.monotonic() > deadline:
                break
            if n == 0:
                time.sleep(0.00005)
        for wc in got:
            if wc.status == e.IBV_WC_SUCCESS:
                self.report.say("verb", f"ibv_poll_cq {cq_name}: wr_id {wc.wr_id} {wc_opcode_name(wc.opcode)} {wc_status_name(wc.status)} "
                                f"byte_len={wc.byte_len}")
            else:  # the opcode of a completion with an error is undefined (ibv_poll_cq(3))
                self.report.say("verb", f"ibv_poll_cq {cq_name}: wr_id {wc.wr_id} {wc_status_name(wc.status)} byte_len={wc.byte_len}")
        if want and len(got) < want:
            self.report.mismatch(f"waited for {want} completion(s) on {cq_name}, got {len(got)}")
        return got

    def compare(self, i, wc, status, opcode=None, byte_len=None, wr_id=None, imm=None, src_qp=None):
        wrong = []
        if wc.status != status:
            wrong.append(f"status {wc_status_name(wc.status)}, expected {wc_status_name(status)}")
        if opcode is not None and wc.opcode != opcode:
            wrong.append(f"opcode {wc_opcode_name(wc.opcode)}, expected {wc_opcode_name(opcode)}")
        if byte_len is not None and wc.byte_len != byte_len:
            wrong.append(f"byte_len {wc.byte_len}, expected {byte_len}")
        if wr_id is not None and wc.wr_id != wr_id:
            wrong.append(f"wr_id {wc.wr_id}, expected {wr_id}")
        if imm is not None and (not wc.wc_flags & e.IBV_WC_WITH_IMM or socket.ntohl(wc.imm_data) != imm):
            got = socket.ntohl(wc.imm_data) if wc.wc_flags & e.IBV_WC_WITH_IMM else 0
            wrong.append(f"imm_data 0x{got:08x}, expected 0x{imm:08x}")
        if src_qp is not None:
            qpn = self.fetch_int(src_qp)
            if qpn != wc.src_qp:
                wrong.append(f"src_qp 0x{wc.src_qp:06x}, expected QP {src_qp.split('/', 1)[1]}")
        if wrong:
            self.report.mismatch(f"completion {i + 1}: " + "; ".join(wrong))

    def check_memory(self, mr_name, mr, offset, want, hex_format):
        if mr is None:
            self.report.mismatch(f"memory region {mr_name} was never created, so it cannot be checked")
            return
        if offset + len(want) > mr.length:
            self.report.mismatch(f"the check reads [{offset}, {offset + len(want)}), outside memory region {mr_name} of {mr.length} bytes")
            return
        have = mr.read(len(want), offset)
        if have == want:
            self.report.say("prog", f"check {mr_name} at {offset}: holds {show(want, hex_format)}")
        else:
            self.report.mismatch(f"memory region {mr_name} at {offset} holds {show(have, hex_format)}, expected {show(want, hex_format)}")


def arguments():
    parser = argparse.ArgumentParser(prog=FLOW_NAME, description=f"The scenario as pyverbs programs; run the first one ({PROGRAM_NAMES[0]}) first.",
                                     epilog="exit status: 0 every expectation held, 1 one differed, 2 the flow could not run")
    parser.add_argument("program", choices=PROGRAM_NAMES, help="which of the scenario's programs to run")
    parser.add_argument("host", nargs="?", default="127.0.0.1", help=f"where the first program ({PROGRAM_NAMES[0]}) runs (default 127.0.0.1)")
    parser.add_argument("-d", metavar="DEVICE", help="the RDMA device to open instead of the scenario's")
    parser.add_argument("-i", metavar="PORT", type=int, help="the device port instead of the scenario's")
    parser.add_argument("-g", metavar="GID_INDEX", type=int, help="the GID index instead of the scenario's")
    parser.add_argument("-p", metavar="TCP_PORT", type=int, default=18515, help="the TCP port of the out-of-band exchange (default 18515)")
    return parser.parse_args()


def main():
    options = arguments()
    first = options.program == PROGRAM_NAMES[0]
    flow = PROGRAMS[options.program](options.program, options)
    hub = None
    try:
        if first:
            hub = Hub(options.p)
            hub.start()
        flow.exchange = Exchange(flow.report, "127.0.0.1" if first else options.host, options.p)
        flow.run()
    except CannotRun as why:
        print(f"{options.program}: {why}", file=sys.stderr)
        return EXIT_CANNOT_RUN
    if flow.exchange:
        flow.exchange.close()
    if hub:
        hub.join()
    if flow.report.differences:
        print(f"FAIL: {flow.report.differences} difference(s) from the scenario's expectations in program {options.program}")
        return EXIT_DIFFERS
    print(f"PASS: program {options.program} finished as the scenario expects")
    return EXIT_AS_EXPECTED
