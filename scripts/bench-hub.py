#!/usr/bin/env python3
"""Times the table hub (issue 12) on loopback: TABLES simulated phones enter the 36 games of a
3-table list each, concurrently, over HTTP; then every game is sent again (the outbox after a
lost answer). Prints p50/p99 of a game's round trip and checks that nothing was lost or
doubled (the standings equal the CLI's). Bounded and self-stopping; ends only the hub it
started, by its process id.

Usage: scripts/bench-hub.py [TABLES]   (after `cargo build --release --bin skatblock`)
"""
import http.client
import json
import os
import subprocess
import sys
import tempfile
import threading
import time

TABLES = int(sys.argv[1]) if len(sys.argv) > 1 else 20
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CLI = os.path.join(ROOT, "target", "release", "skatblock")
work = tempfile.mkdtemp(prefix="skatblock-bench-hub-")
db = os.path.join(work, "hub.db")


def skat(*args):
    return subprocess.run([CLI, "--db", db, *args], check=True, capture_output=True, text=True).stdout


players = 3 * TABLES
with open(os.path.join(work, "players.csv"), "w") as f:
    f.write("id;first_name;last_name;club\n")
    for i in range(1, players + 1):
        f.write(f"{i};Spieler;Nummer {i};SC Bench\n")
skat("player", "import", os.path.join(work, "players.csv"))
event = skat("event", "create", "--name", "Bench", "--date", "2026-11-23", "--series", "1", "--prefer-3-tables").split()[-1]
skat("event", "register", event, "--all")
skat("seating", "draw", event, "--series", "1", "--seed", "1")
tokens = [t["token"] for t in json.loads(skat("hub", "tokens", event, "--series", "1", "--format", "json"))]

hub = subprocess.Popen([CLI, "--db", db, "hub", event, "--listen", "127.0.0.1:0"], stdout=subprocess.PIPE, text=True)
address = hub.stdout.readline().split("http://")[1].split()[0]
host, port = address.rsplit(":", 1)
times = []
lock = threading.Lock()
errors = []
limited = []


def game(n):
    contract = ["clubs", "spades", "hearts", "diamonds", "grand"][n % 5]
    points = 61 + (n * 7) % 40
    return json.dumps({"declarer": n % 3, "record": {"contract": contract, "matadors": 1 + n % 3, "declarer_points": points}, "base_version": None})


def phone(token):
    conn = http.client.HTTPConnection(host, int(port), timeout=10)
    for rounds in range(2):
        for n in range(1, 37):
            body = game(n)
            while True:
                start = time.perf_counter()
                conn.request("PUT", f"/api/table/{token}/games/{n}", body, {"Content-Type": "application/json"})
                answer = conn.getresponse()
                answer.read()
                elapsed = time.perf_counter() - start
                if answer.status != 429:
                    break
                # The per-token limit: the outbox waits as the hub says, then sends again.
                with lock:
                    limited.append(token)
                time.sleep(float(answer.getheader("Retry-After", "1")))
            with lock:
                times.append(elapsed)
                if answer.status != 200:
                    errors.append((token, n, answer.status))


try:
    started = time.perf_counter()
    threads = [threading.Thread(target=phone, args=(t,)) for t in tokens]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=300)
    wall = time.perf_counter() - started
finally:
    hub.terminate()
    hub.wait(timeout=10)

times.sort()
p = lambda q: times[min(len(times) - 1, int(q * len(times)))] * 1000
print(f"{TABLES} phones, {len(times)} requests ({len(times) // 2} games, each sent twice) in {wall:.2f} s")
print(f"round trip: p50 {p(0.50):.1f} ms, p99 {p(0.99):.1f} ms, max {times[-1] * 1000:.1f} ms")
print(f"errors: {errors[:5]}; waits for the rate limit (429): {len(limited)}")
verify = skat("verify", event)
print(verify.strip().splitlines()[-1])
stored = json.loads(skat("standings", event, "--format", "json"))
games = sum(r["won"] + r["lost"] for r in stored)
print(f"games stored once each: {games == 36 * TABLES} ({games} of {36 * TABLES})")
sys.exit(1 if errors or games != 36 * TABLES else 0)
