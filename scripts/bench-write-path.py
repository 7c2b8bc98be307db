#!/usr/bin/env python3
"""Times the write path as a club runs it (issue 19, item 8): whole `skatblock` processes on a
fresh database file, side by side with SQLite's own CLI importing the same games file.

1. the PySkat workload: 480 players, 5 series — `seating import`, then `totals import`
   (target: both together <= 12 ms);
2. the championship: 1,200 players, 3 series — `games import` of 43,200 games, against
   `sqlite3 x.db ".mode csv" ".import games.csv g"` into one plain table (target: within 2x).

Beside each, the floor the schema sets: SQLite's own CLI copying the very rows the import
stored (ATTACH, INSERT … SELECT, one transaction, foreign keys on, full sync) into the same
file as it was before the import: no parsing, no checks of the rules, no results computed.
Whatever skatblock does, it cannot write those rows faster than this. For the totals
workload also the floor of the rows no design can do without (registrations, draws, seats,
totals: the list results left out, as they follow from the totals), and what the sqlite3
process itself takes to start, open the file and answer one query.

Usage: scripts/bench-write-path.py [RUNS] [--no-build]
Builds the release binary and the bench_event example (which writes the CSV files), then
prints the median (and best) wall time of each step over RUNS runs (default 11), and the
median CPU time (user + system) of the process, which a busy machine disturbs less.
SKATBLOCK=path/to/skatblock times another build (e.g. of the commit before a change) with
--no-build. Timings are reported, never asserted.
"""

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET = os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target"))
# Another build to compare (e.g. the commit before a change): SKATBLOCK=path/to/skatblock.
BIN = os.environ.get("SKATBLOCK", os.path.join(TARGET, "release", "skatblock"))
EXAMPLE = os.environ.get("BENCH_EVENT", os.path.join(TARGET, "release", "examples", "bench_event"))


def build():
    cargo = os.environ.get("CARGO", "cargo")
    subprocess.run([cargo, "build", "--release", "--quiet", "--bin", "skatblock"], cwd=ROOT,
                   check=True)
    subprocess.run([cargo, "build", "--release", "--quiet", "--example", "bench_event"],
                   cwd=ROOT, check=True)


def run(args, timed=False):
    """Runs a process; returns (wall seconds, cpu seconds) when timed."""
    start = time.perf_counter()
    proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        sys.exit(f"failed ({proc.returncode}): {' '.join(args)}\n{proc.stderr.read().decode()}")
    return (wall, usage.ru_utime + usage.ru_stime) if timed else None


def snapshot(db, copy):
    """Copies the file as it is now (its log checkpointed into it by the process that closed
    it) to `copy`."""
    fresh(copy)
    run(["sqlite3", db, f"VACUUM INTO '{copy}'"])


def fresh(db):
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(db + suffix):
            os.remove(db + suffix)


def event_with_players(db, csv, players, series):
    fresh(db)
    sk = [BIN, "--db", db]
    run(sk + ["player", "import", os.path.join(csv, f"players-{players}.csv")])
    run(sk + ["event", "create", "--name", "Bench", "--date", "2026-11-22",
              "--series", str(series)])
    return sk


def ms(seconds):
    return f"{seconds * 1000:7.1f} ms"


def report(label, samples):
    walls = [w for w, _ in samples]
    cpus = [c for _, c in samples]
    print(f"  {label:<44} median {ms(statistics.median(walls))}, best {ms(min(walls))}, "
          f"cpu {ms(statistics.median(cpus))}")
    return statistics.median(walls)


def floor(before, after, tables):
    """Times SQLite's CLI copying `tables` (name, or (name, WHERE of rows not yet there)) of
    the file `after` into a copy of `before`: the write's floor under the schema."""
    target = before + ".floor"
    fresh(target)
    shutil.copy(before, target)
    copies = []
    for name in tables:
        copies.append(f"INSERT OR IGNORE INTO main.{name} SELECT * FROM src.{name}")
    return run(["sqlite3", target, "PRAGMA foreign_keys = ON", "PRAGMA synchronous = FULL",
                f"ATTACH '{after}' AS src", "BEGIN", *copies, "COMMIT"], timed=True)


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    runs = int(args[0]) if args else 11
    if "--no-build" not in sys.argv:
        build()
    work = tempfile.mkdtemp(prefix="skatblock-write-path-")
    try:
        csv = os.path.join(work, "csv")
        subprocess.run([EXAMPLE, "--csv", csv], check=True)
        db = os.path.join(work, "bench.db")
        print(f"Write path, {runs} runs each, whole processes on a fresh file")
        start = [run([BIN, "--version"], timed=True) for _ in range(runs)]
        report("process start (skatblock --version)", start)

        print("PySkat workload: 480 players, 5 series, 2,400 totals rows")
        opened, seating, totals, floors, kept = [], [], [], [], []
        stages = [os.path.join(work, f"stage-{n}.db") for n in range(3)]
        for _ in range(runs):
            sk = event_with_players(db, csv, 480, 5)
            opened.append(run(sk + ["event", "list"], timed=True))
            snapshot(db, stages[0])
            seating.append(run(sk + ["seating", "import", "1",
                                     os.path.join(csv, "seating-480.csv")], timed=True))
            snapshot(db, stages[1])
            totals.append(run(sk + ["totals", "import", "1",
                                    os.path.join(csv, "totals-480.csv")], timed=True))
            snapshot(db, stages[2])
            seats = floor(stages[0], stages[1], ["event_players", "draws", "seats"])
            sums = floor(stages[1], stages[2], ["totals", "list_results", "list_results_current"])
            floors.append((seats[0] + sums[0], seats[1] + sums[1]))
            # Without the list results (derived from the totals and seats): what any design
            # must keep of this workload.
            bare = floor(stages[1], stages[2], ["totals"])
            kept.append((seats[0] + bare[0], seats[1] + bare[1]))
        report("open the file only (event list)", opened)
        report("seating import", seating)
        report("totals import", totals)
        both = [(s[0] + t[0], s[1] + t[1]) for s, t in zip(seating, totals)]
        report("seating + totals (target <= 12 ms)", both)
        report("floor: sqlite3 copying the same rows (2 runs)", floors)
        report("  of which no design can keep fewer rows", kept)
        start = [run(["sqlite3", stages[0], "SELECT 1"], timed=True) for _ in range(runs)]
        report("  sqlite3 start, open, one query (in each)", start)

        print("Championship: 1,200 players, 3 series, 43,200 games")
        games, sqlite, floors = [], [], []
        plain = os.path.join(work, "plain.db")
        for _ in range(runs):
            sk = event_with_players(db, csv, 1200, 3)
            run(sk + ["seating", "import", "1", os.path.join(csv, "seating-1200.csv")])
            snapshot(db, stages[0])
            games.append(run(sk + ["games", "import", "1",
                                   os.path.join(csv, "games-1200.csv")], timed=True))
            snapshot(db, stages[1])
            floors.append(floor(stages[0], stages[1], ["games", "game_audit", "game_imports",
                                                       "game_import_runs", "list_results"]))
            fresh(plain)
            sqlite.append(run(["sqlite3", plain, ".mode csv",
                               f".import {os.path.join(csv, 'games-1200.csv')} g"], timed=True))
        g = report("skatblock games import", games)
        s = report("sqlite3 .import into one plain table", sqlite)
        f = report("floor: sqlite3 copying the same rows", floors)
        print(f"  ratio games import / sqlite3 .import: {g / s:.2f} (target <= 2); "
              f"the schema's floor alone: {f / s:.2f}")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
