#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""cputime.py: CPU time (user + system, microseconds, from the child's rusage)
of two commands run REPS times each, interleaved A, B, A, B... so that load
on the machine falls on both alike.

Usage: cputime.py REPS ERRFILE A-ARGS... -- B-ARGS...
Standard output of each run is discarded and its standard error goes to
ERRFILE (the last run's stays there). Prints one line:
  MEDIAN_A MEDIAN_B RATIO_OF_MEDIANS MIN_RATIO MAX_RATIO
(seconds; a ratio is A's time over B's, per interleaved pair for min/max).
Exits 1 if a run fails (its standard error is left in ERRFILE).
"""
import os
import statistics
import sys


def cpu_seconds(argv, errfile):
    """Run argv once; return its user + system CPU seconds, None on failure."""
    with open(os.devnull, "wb") as out, open(errfile, "wb") as err:
        pid = os.fork()
        if pid == 0:
            try:
                os.dup2(out.fileno(), 1)
                os.dup2(err.fileno(), 2)
                os.execvp(argv[0], argv)
            finally:
                os._exit(127)
        _, status, usage = os.wait4(pid, 0)
    if not os.WIFEXITED(status) or os.WEXITSTATUS(status) != 0:
        return None
    return usage.ru_utime + usage.ru_stime


def main(args):
    if len(args) < 5 or "--" not in args[2:]:
        sys.stderr.write(__doc__)
        return 2
    reps, errfile = int(args[0]), args[1]
    cut = args.index("--", 2)
    cmd_a, cmd_b = args[2:cut], args[cut + 1:]
    times_a, times_b = [], []
    for _ in range(reps):
        for cmd, times in ((cmd_a, times_a), (cmd_b, times_b)):
            t = cpu_seconds(cmd, errfile)
            if t is None:
                print("failed:", cmd[0])
                return 1
            times.append(t)
    # A zero time (a run shorter than the clock's resolution) would divide
    # by zero; clamp to a microsecond, rusage's unit.
    ratios = [a / max(b, 1e-6) for a, b in zip(times_a, times_b)]
    med_a, med_b = statistics.median(times_a), statistics.median(times_b)
    print("%.6f %.6f %.3f %.3f %.3f" % (med_a, med_b, med_a / max(med_b, 1e-6),
                                        min(ratios), max(ratios)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
