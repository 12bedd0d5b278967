#!/bin/sh
# SPDX-License-Identifier: MIT
# setup.sh: installs missing Debian packages, then configures and builds.
#
# Safe to run again: packages already installed are not touched, and the
# build is only regenerated. Extra arguments are passed to ./configure.
# LANESCOPE_SKIP_APT=1 skips the package step (for machines without apt).
set -eu

cd "$(dirname "$0")"

# Build: compiler, autotools, pkg-config and the three libraries.
# Tests: tmux drives the screen tests; llvm-19 brings llvm-mc-19, the
# reference the encoder is cross-checked against on every target, and llvm
# (14) the one the first five targets' committed corpus was made with;
# clang is the second compiler (and libFuzzer for make fuzz); chromium
# runs the HTML export in a real browser (those tests skip without them).
packages="build-essential autoconf automake autoconf-archive pkg-config
libncurses-dev libedit-dev check tmux llvm llvm-19 clang chromium"

missing=
if [ "${LANESCOPE_SKIP_APT:-0}" != 1 ] && command -v dpkg-query >/dev/null 2>&1; then
	for p in $packages; do
		status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || :)
		case $status in
		*" installed") ;;
		*) missing="$missing $p" ;;
		esac
	done
fi

if [ -n "$missing" ]; then
	echo "setup.sh: installing missing packages:$missing"
	if [ "$(id -u)" -eq 0 ]; then
		sudo=
	elif command -v sudo >/dev/null 2>&1; then
		sudo=sudo
	else
		echo "setup.sh: need root (or sudo) to install:$missing" >&2
		exit 1
	fi
	export DEBIAN_FRONTEND=noninteractive
	$sudo apt-get update -q
	# shellcheck disable=SC2086
	$sudo apt-get install -y -q --no-install-recommends $missing
fi

jobs=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)

# Regenerate only when the build files are missing or older than their
# sources, so a second run is quick and keeps the user's configure options.
if [ ! -x configure ] || [ configure.ac -nt configure ] || \
   [ Makefile.am -nt Makefile.in ]; then
	autoreconf -fi
fi
if [ ! -f Makefile ] || [ configure -nt config.status ] || [ $# -gt 0 ]; then
	./configure "$@"
fi
make -j"$jobs"
