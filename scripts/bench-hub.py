#!/usr/bin/env python3
"""Load test of the table hub (issue 12) on loopback, bounded and self-stopping.

TABLES simulated phones (one per 4-table, 48 games each) enter their lists concurrently over
HTTP; then every game is sent again (an outbox after lost answers). Meanwhile a projector
follows the live stream (/api/events) and fetches /api/projector after each change. Then as many
idle live connections as the hub keeps (256, at most 8 from one address) are opened and the
hub's resident memory is read; one more is refused (503) while a table is still answered.

Prints: p50/p99 of a game's round trip; the time from a stored game to the projector's data
that shows it; the hub's resident memory with 500 idle live connections; and checks that
nothing was lost or doubled (every list as the engine adds it up: `verify`; 48 games per
table). Ends only the hub it started, by its process id.

Usage: scripts/bench-hub.py [TABLES] [--pace MS] [--all-at-once]
       (after `cargo build --release --bin skatblock`)
  --pace MS       each phone waits MS milliseconds between games (0: flat out, the default)
  --all-at-once   the phones are coroutines of one event loop instead of threads: every table
                  has its request in flight at once, as phones in a hall do (issue 20). With
                  threads, Python's interpreter lock lets only a few send at a time, so the
                  hub's queue stays short and the round trips look shorter than in a hall.
The event's file goes to a temporary folder (in BENCH_DIR if set), removed at the end unless
BENCH_KEEP=1.
"""
import http.client
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time

import argparse
import asyncio

parser = argparse.ArgumentParser(description="Load test of the table hub on loopback")
parser.add_argument("tables", nargs="?", type=int, default=100)
parser.add_argument("--pace", type=float, default=0.0, help="milliseconds between a phone's games")
parser.add_argument("--all-at-once", action="store_true", help="phones as coroutines, all in flight")
options = parser.parse_args()
TABLES = options.tables
PACE = options.pace / 1000
GAMES = 48
IDLE = 256  # the hub's STREAMS_TOTAL
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CLI = os.path.join(ROOT, "target", "release", "skatblock")
work = tempfile.mkdtemp(prefix="skatblock-bench-hub-", dir=os.environ.get("BENCH_DIR"))
db = os.path.join(work, "hub.db")


def skat(*args):
    return subprocess.run([CLI, "--db", db, *args], check=True, capture_output=True, text=True).stdout


players = 4 * TABLES
with open(os.path.join(work, "players.csv"), "w") as f:
    f.write("id;first_name;last_name;club\n")
    for i in range(1, players + 1):
        f.write(f"{i};Spieler;Nummer {i};SC Bench\n")
skat("player", "import", os.path.join(work, "players.csv"))
event = skat("event", "create", "--name", "Bench", "--date", "2026-11-23", "--series", "1").split()[-1]
skat("event", "register", event, "--all")
skat("seating", "draw", event, "--series", "1", "--seed", "1")
tokens = [t["token"] for t in json.loads(skat("hub", "tokens", event, "--series", "1", "--format", "json"))]
assert len(tokens) == TABLES, f"{len(tokens)} tables"

hub = subprocess.Popen([CLI, "--db", db, "hub", event, "--listen", "127.0.0.1:0"], stdout=subprocess.PIPE, text=True)
address = hub.stdout.readline().split("http://")[1].split()[0]
host, port = address.rsplit(":", 1)
port = int(port)
lock = threading.Lock()
times = []
stored_at = []  # when each first-round 200 arrived
errors = []
limited = []
done = threading.Event()
projections = []  # (time the projector's data arrived, games it shows)


def game(n):
    contract = ["clubs", "spades", "hearts", "diamonds", "grand"][n % 5]
    points = 61 + (n * 7) % 40
    record = {"contract": contract, "matadors": 1 + n % 3, "declarer_points": points}
    return json.dumps({"declarer": n % 4, "record": record, "base_version": None})


def source(token):
    """Each phone its own loopback address (127.0.0.2 …), as each phone in a hall has its own:
    the hub counts first contacts and streams per address."""
    return (f"127.0.0.{2 + tokens.index(token) % 250}", 0)


def phone(token):
    conn = http.client.HTTPConnection(host, port, timeout=30, source_address=source(token))
    for round_ in range(2):
        for n in range(1, GAMES + 1):
            body = game(n)
            while True:
                start = time.perf_counter()
                conn.request("PUT", f"/api/table/{token}/games/{n}", body, {"Content-Type": "application/json"})
                answer = conn.getresponse()
                answer.read()
                end = time.perf_counter()
                if answer.status != 429:
                    break
                # The per-token limit: the outbox waits as the hub says, then sends again.
                with lock:
                    limited.append(token)
                time.sleep(float(answer.getheader("Retry-After", "1")))
            note(token, round_, n, answer.status, start, end)
            if PACE:
                time.sleep(PACE)


def note(token, round_, n, status, start, end):
    with lock:
        times.append(end - start)
        if status != 200:
            errors.append((token, n, status))
        elif round_ == 0:
            stored_at.append(end)


async def phone_async(token):
    """A phone as a coroutine: the same requests as `phone`, on one keep-alive connection."""
    reader, writer = await asyncio.open_connection(host, port, local_addr=source(token))
    for round_ in range(2):
        for n in range(1, GAMES + 1):
            body = game(n).encode()
            head = (f"PUT /api/table/{token}/games/{n} HTTP/1.1\r\nHost: {address}\r\n"
                    f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n")
            while True:
                start = time.perf_counter()
                writer.write(head.encode() + body)
                status, headers = int((await reader.readline()).split()[1]), {}
                while (line := await reader.readline()) not in (b"\r\n", b""):
                    name, _, value = line.decode().partition(":")
                    headers[name.strip().lower()] = value.strip()
                await reader.readexactly(int(headers.get("content-length", "0")))
                end = time.perf_counter()
                if status != 429:
                    break
                with lock:
                    limited.append(token)
                await asyncio.sleep(float(headers.get("retry-after", "1")))
            note(token, round_, n, status, start, end)
            if PACE:
                await asyncio.sleep(PACE)
    writer.close()


async def all_phones():
    await asyncio.gather(*(phone_async(t) for t in tokens))


def projector():
    """Follows the live stream; after each change fetches the projector's data, as the page
    does (changes that arrive while it fetches are taken up by the next fetch)."""
    stream = socket.create_connection((host, port))
    stream.sendall(f"GET /api/events HTTP/1.1\r\nHost: {address}\r\nAccept: text/event-stream\r\n\r\n".encode())
    stream.settimeout(0.5)
    conn = http.client.HTTPConnection(host, port, timeout=30)
    pending = b""
    while not done.is_set():
        try:
            chunk = stream.recv(65536)
        except socket.timeout:
            continue
        if not chunk:
            break
        pending += chunk
        if b"event: changed" not in pending:
            continue
        pending = b""
        conn.request("GET", "/api/projector")
        data = json.loads(conn.getresponse().read())
        shown = sum(t["entered"] for t in data["tables"])
        projections.append((time.perf_counter(), shown))
    stream.close()


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


code = 1
idle = []
try:
    viewer = threading.Thread(target=projector, daemon=True)
    viewer.start()
    time.sleep(0.3)
    started = time.perf_counter()
    if options.all_at_once:
        asyncio.run(asyncio.wait_for(all_phones(), timeout=600))
    else:
        threads = [threading.Thread(target=phone, args=(t,)) for t in tokens]
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=600)
    wall = time.perf_counter() - started
    time.sleep(1.5)
    done.set()
    viewer.join(timeout=5)

    before = rss_kib(hub.pid)

    def live(n):
        """A live stream from the n-th address of 127.0.1.x, 8 to an address (the hub's most)."""
        s = socket.create_connection((host, port), source_address=(f"127.0.1.{1 + n // 8}", 0))
        s.sendall(f"GET /api/events HTTP/1.1\r\nHost: {address}\r\nAccept: text/event-stream\r\n\r\n".encode())
        return s

    for n in range(IDLE):
        idle.append(live(n))
    time.sleep(3)
    alive = 0
    for s in idle:
        s.settimeout(2)
        try:
            alive += 1 if s.recv(4096).startswith(b"HTTP/1.1 200") else 0
        except OSError:
            pass
    held = rss_kib(hub.pid)
    extra = live(IDLE)
    extra.settimeout(5)
    refused = extra.recv(4096).startswith(b"HTTP/1.1 503")
    extra.close()
    table = http.client.HTTPConnection(host, port, timeout=5)
    table.request("GET", f"/api/table/{tokens[0]}")
    answered = table.getresponse().status == 200

    times.sort()
    p = lambda xs, q: xs[min(len(xs) - 1, int(q * len(xs)))] * 1000
    shape = "all at once (coroutines)" if options.all_at_once else "threads"
    print(f"{TABLES} phones × {GAMES} games, pace {PACE * 1000:.0f} ms, {shape}: {len(times)} requests (each game sent twice) in {wall:.2f} s")
    print(f"round trip: p50 {p(times, 0.50):.1f} ms, p99 {p(times, 0.99):.1f} ms, max {times[-1] * 1000:.1f} ms")
    print(f"errors: {errors[:5]}; waits for the rate limit (429): {len(limited)}")
    # The k-th stored game is on the projector with the first data that shows k games.
    stored_at.sort()
    lags = []
    j = 0
    for k, t in enumerate(stored_at, start=1):
        while j < len(projections) and projections[j][1] < k:
            j += 1
        if j < len(projections):
            lags.append(max(0.0, projections[j][0] - t))
    lags.sort()
    if lags:
        print(f"stored game → projector data: p50 {p(lags, 0.5):.0f} ms, p99 {p(lags, 0.99):.0f} ms, max {lags[-1] * 1000:.0f} ms ({len(projections)} fetches, {len(lags)} of {len(stored_at)} games seen)")
    print(f"hub resident memory: {before / 1024:.1f} MiB before, {held / 1024:.1f} MiB with {alive} of {IDLE} idle live connections open")
    print(f"one more live connection refused (503): {refused}; a table answered meanwhile: {answered}")
    code = 0 if not errors and alive == IDLE and refused and answered and len(lags) == len(stored_at) else 1
finally:
    for s in idle:
        s.close()
    hub.terminate()
    hub.wait(timeout=10)

verify = skat("verify", event)
print(verify.strip().splitlines()[-1])
stored = json.loads(skat("standings", event, "--format", "json"))
games = sum(r["won"] + r["lost"] for r in stored)
# Every game of the bench has a declarer, so won + lost over all players counts each game once.
print(f"games stored once each: {games == GAMES * TABLES} ({games} of {GAMES * TABLES})")
if os.environ.get("BENCH_KEEP"):
    print(f"the bench's file is kept: {db}")
else:
    shutil.rmtree(work, ignore_errors=True)
sys.exit(1 if code or games != GAMES * TABLES else 0)
