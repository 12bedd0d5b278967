# SPDX-License-Identifier: MIT
# cputime.sh: sourced by lds.sh and batch.sh; compare_cpu runs two commands
# REPS times each, interleaved, and reports the CPU time of each.
# Needs $tmp (a scratch directory) and $top (the source tree).

# compare_cpu REPS A-ARGS... -- B-ARGS...: prints one line,
# "MEDIAN_A MEDIAN_B RATIO MIN_RATIO MAX_RATIO": median CPU seconds (user +
# system) of each, the ratio of the medians (A over B) and the least and
# greatest ratio of one interleaved pair. Runs go A, B, A, B... so load on
# the machine falls on both alike. Fails, with the failing run's standard
# error left in $tmp/err, if a run fails. python3's os.wait4 gives
# microseconds; without python3, /usr/bin/time's %U %S stand in (they
# count hundredths of a second, coarse for a run under 0.2 s).
compare_cpu() {
	if command -v python3 > /dev/null 2>&1; then
		_reps=$1
		shift
		python3 "$top/bench/cputime.py" "$_reps" "$tmp/err" "$@" \
		    > "$tmp/cpu.out" || return 1
		cat "$tmp/cpu.out"
		return 0
	fi
	_reps=$1
	shift
	: > "$tmp/cpu.a"
	: > "$tmp/cpu.b"
	_i=0
	while [ "$_i" -lt "$_reps" ]; do
		for _side in a b; do
			(
				# Keep A's arguments (before --) or B's (after).
				_n=0
				for _arg do
					shift
					if [ "$_arg" = -- ]; then
						_n=1
						continue
					fi
					if { [ "$_side" = a ] && [ "$_n" = 0 ]; } ||
					    { [ "$_side" = b ] && [ "$_n" = 1 ]; }; then
						set -- "$@" "$_arg"
					fi
				done
				/usr/bin/time -f '%U %S' -o "$tmp/time" "$@" \
				    > /dev/null 2> "$tmp/err"
			) || return 1
			awk '{ print $1 + $2 }' "$tmp/time" >> "$tmp/cpu.$_side"
		done
		_i=$((_i + 1))
	done
	paste "$tmp/cpu.a" "$tmp/cpu.b" | awk '
		function median(v, n,   i, j, t) {
			for (i = 2; i <= n; i++)
				for (j = i; j > 1 && v[j - 1] > v[j]; j--) {
					t = v[j]; v[j] = v[j - 1]; v[j - 1] = t
				}
			return n % 2 ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2
		}
		{
			a[NR] = $1; b[NR] = $2
			r = $1 / ($2 > 0 ? $2 : 0.01)
			if (NR == 1 || r < lo) lo = r
			if (NR == 1 || r > hi) hi = r
		}
		END {
			ma = median(a, NR); mb = median(b, NR)
			printf "%.6f %.6f %.3f %.3f %.3f\n", ma, mb,
			    ma / (mb > 0 ? mb : 0.01), lo, hi
		}'
}
