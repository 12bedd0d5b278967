/* SPDX-License-Identifier: MIT */
/* bench/screen: the screen's speed and cost. Prints
 *   - the CPU time to build one frame from a step record (in-process, the
 *     demo at 80x24, 120x36, 160x50 and 200x60; budget 1 ms),
 *   - the time from starting lanescope on a fresh pseudo-terminal to its
 *     first full frame, the best of five starts (wall time: the child's
 *     CPU cannot be read at that moment; budget 20 ms), and the child's
 *     CPU time for its whole run,
 *   - the bytes one step's update writes against a full repaint of the same
 *     size, and what both are made of (for the record: ncurses paints, and
 *     about a kilobyte a step is nothing on any link in use).
 * Usage: bench/screen [PATH-TO-LANESCOPE]   (default ./src/lanescope)
 * Not a test: it prints figures and whether each is within its budget. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "demo.h"
#include "session.h"
#include "view.h"

static double
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* This process's CPU time (user + system): on a machine shared with
 * other builds, wall time says more about them than about the view. */
static double
cpu_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

/* The sizes the README's size plan names. */
static const int sizes[][2] = { { 80, 24 }, { 120, 36 }, { 160, 50 },
	{ 200, 60 } };
#define NSIZES (sizeof sizes / sizeof sizes[0])

/* ---- in-process: frame build time ---- */

static double
frame_build_ms(int w, int h, unsigned rounds)
{
	struct session_options so = { .target = ISA_GFX803, .wave = 64,
	    .keep_history = true };
	struct session *s = session_new(&so);
	struct session_result res;
	static struct step st;
	struct frame f = { 0 };
	unsigned count, frames = 0;
	double t0, total = 0;

	session_result_init(&res);
	session_load_text(s, DEMO_NAME, demo_prefix_sum, demo_prefix_sum_len,
	    &res);
	count = session_step_count(s);
	view_frame_resize(&f, w, h);
	for (unsigned r = 0; r < rounds; r++) {
		for (unsigned k = 0; k <= count; k++) {
			struct view_input in;
			struct view_ui ui;
			const struct wave *before = NULL;
			long line = 0;
			bool has;

			(void)session_goto(s, k, &res);
			has = session_current_step(s, &st, &before);
			memset(&in, 0, sizeof in);
			in.after = session_wave(s);
			in.before = has ? before : NULL;
			in.step = has ? &st : NULL;
			in.position = k;
			in.count = count;
			in.title = "demo";
			in.target_name = "gfx803";
			in.insn_text = k ? session_step_text(s, k, &line) :
			    NULL;
			memset(&ui, 0, sizeof ui);
			ui.cursor_lane = 17;
			ui.format = FMT_F32;
			ui.prompt = "lanescope> ";
			ui.line = "";
			/* time only the view: the step record is the input */
			t0 = cpu_ms();
			view_build(&f, &in, &ui);
			total += cpu_ms() - t0;
			frames++;
		}
	}
	view_frame_free(&f);
	session_result_free(&res);
	session_free(s);
	return total / frames;
}

/* ---- on a pseudo-terminal: start-up and bytes per update ---- */

/* What the bytes on the wire are: cursor movement (cup, hpa, vpa, cuf,
 * cub, cud, cuu, cr, lf, bs), attributes (sgr, and the charset switch
 * xterm's sgr0 carries), text, and everything else (erasing, modes). */
struct wire {
	size_t move, attr, text, other;
};

struct child {
	pid_t pid;
	int fd;
	char tail[4096]; /* the last bytes read, to look for markers */
	size_t tail_len;
	struct wire *wire; /* where read_some counts what it reads, or NULL */
	unsigned char esc[32]; /* an escape sequence split between reads */
	size_t esc_len;
};

/* Counts buf into w; an escape sequence cut off at the end is kept in c
 * and counted with the next read. */
static void
count_wire(struct child *c, const unsigned char *buf, size_t n)
{
	struct wire *w = c->wire;
	unsigned char seq[sizeof c->esc + 65536];
	size_t len = 0, i = 0;

	memcpy(seq, c->esc, c->esc_len);
	len = c->esc_len;
	memcpy(seq + len, buf, n);
	len += n;
	c->esc_len = 0;
	while (i < len) {
		size_t j = i + 1;

		if (seq[i] != 0x1b) {
			if (seq[i] == '\r' || seq[i] == '\n' || seq[i] == '\b')
				w->move++;
			else if (seq[i] < 0x20 || seq[i] == 0x7f)
				w->other++;
			else
				w->text++;
			i++;
			continue;
		}
		if (j < len && seq[j] == '[') {
			for (j++; j < len && (seq[j] < 0x40 || seq[j] > 0x7e);
			    j++)
				;
			if (j >= len)
				goto cut;
			j++;
			if (strchr("HfGdABCD", seq[j - 1]) != NULL)
				w->move += j - i;
			else if (seq[j - 1] == 'm')
				w->attr += j - i;
			else
				w->other += j - i;
		} else if (j < len && (seq[j] == '(' || seq[j] == ')')) {
			if (j + 1 >= len)
				goto cut;
			j += 2;
			w->attr += j - i;
		} else {
			if (j >= len)
				goto cut;
			j++;
			w->other += j - i;
		}
		i = j;
	}
	return;
cut:
	if (len - i <= sizeof c->esc) {
		memcpy(c->esc, seq + i, len - i);
		c->esc_len = len - i;
	} else {
		w->other += len - i;
	}
}

static void
print_wire(const char *what, const struct wire *w)
{
	double all = (double)(w->move + w->attr + w->text + w->other);

	if (all <= 0)
		return;
	printf("  %s: %.0f%% cursor movement, %.0f%% attributes, %.0f%% "
	    "text, %.0f%% other\n", what, 100.0 * (double)w->move / all,
	    100.0 * (double)w->attr / all, 100.0 * (double)w->text / all,
	    100.0 * (double)w->other / all);
}

static size_t
read_some(struct child *c, int timeout_ms)
{
	char buf[65536];
	struct pollfd p = { c->fd, POLLIN, 0 };
	ssize_t n;

	if (poll(&p, 1, timeout_ms) <= 0)
		return 0;
	n = read(c->fd, buf, sizeof buf);
	if (n <= 0)
		return 0;
	if (c->wire != NULL)
		count_wire(c, (const unsigned char *)buf, (size_t)n);
	/* keep a window of the latest output for marker searches */
	if ((size_t)n >= sizeof c->tail) {
		memcpy(c->tail, buf + n - (sizeof c->tail - 1),
		    sizeof c->tail - 1);
		c->tail_len = sizeof c->tail - 1;
	} else {
		size_t keep = sizeof c->tail - 1 - (size_t)n;
		if (c->tail_len > keep) {
			memmove(c->tail, c->tail + c->tail_len - keep, keep);
			c->tail_len = keep;
		}
		memcpy(c->tail + c->tail_len, buf, (size_t)n);
		c->tail_len += (size_t)n;
	}
	c->tail[c->tail_len] = '\0';
	return (size_t)n;
}

/* Reads until the output has been quiet for quiet_ms; returns bytes. */
static size_t
read_until_idle(struct child *c, int quiet_ms)
{
	size_t total = 0, n;

	while ((n = read_some(c, quiet_ms)) > 0)
		total += n;
	return total;
}

static int
start_child(struct child *c, const char *prog, int w, int h, char *hist)
{
	struct winsize ws = { (unsigned short)h, (unsigned short)w, 0, 0 };

	memset(c, 0, sizeof *c);
	c->pid = forkpty(&c->fd, NULL, NULL, &ws);
	if (c->pid < 0)
		return -1;
	if (c->pid == 0) {
		setenv("TERM", "xterm-256color", 1);
		setenv("LANG", "C.UTF-8", 1);
		setenv("LC_ALL", "C.UTF-8", 1);
		setenv("LANESCOPE_HISTORY", hist, 1);
		unsetenv("NO_COLOR");
		execl(prog, prog, (char *)NULL);
		_exit(127);
	}
	return 0;
}

/* Quits the child; returns the CPU time (user + system) it used. */
static double
stop_child(struct child *c)
{
	struct rusage ru;
	int status;

	if (write(c->fd, "q", 1) != 1)
		kill(c->pid, SIGTERM);
	read_until_idle(c, 100);
	memset(&ru, 0, sizeof ru);
	if (wait4(c->pid, &status, 0, &ru) < 0)
		kill(c->pid, SIGKILL);
	close(c->fd);
	return (double)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1e3 +
	    (double)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e3;
}

/* Wall time from starting the program to its first full frame (the key
 * bar is the last row painted), the best of five starts; the CPU time of
 * the quickest start's whole run (start, one frame, quit) to *cpu. */
static double
first_frame_ms(const char *prog, int w, int h, char *hist, double *cpu)
{
	double best = -1;

	*cpu = -1;
	for (int run = 0; run < 5; run++) {
		struct child c;
		double t0 = now_ms(), first = -1, used;

		if (start_child(&c, prog, w, h, hist) < 0)
			return -1;
		while (now_ms() - t0 < 5000) {
			if (read_some(&c, 1000) > 0 &&
			    strstr(c.tail, "Step") != NULL) {
				first = now_ms() - t0;
				break;
			}
		}
		read_until_idle(&c, 50);
		used = stop_child(&c);
		if (first >= 0 && (best < 0 || first < best)) {
			best = first;
			*cpu = used;
		}
	}
	return best;
}

static void
pty_figures(const char *prog, int w, int h, char *hist)
{
	struct child c;
	double t0, first = -1;
	size_t initial = 0, steps = 0, repaint, most = 0;
	unsigned nsteps = 0;
	struct wire step_wire = { 0 }, repaint_wire = { 0 };
	double cpu;

	t0 = now_ms();
	if (start_child(&c, prog, w, h, hist) < 0) {
		perror("forkpty");
		return;
	}
	/* the key bar is the last row painted: the first full frame */
	while (now_ms() - t0 < 5000) {
		size_t n = read_some(&c, 1000);
		if (n == 0)
			continue;
		initial += n;
		if (strstr(c.tail, "Step") != NULL) {
			first = now_ms() - t0;
			break;
		}
	}
	initial += read_until_idle(&c, 100);
	printf("%dx%d  bytes per step:", w, h);
	c.wire = &step_wire;
	for (unsigned i = 0; i < 15; i++) {
		size_t b;
		if (write(c.fd, "n", 1) != 1)
			break;
		b = read_until_idle(&c, 60);
		printf(" %zu", b);
		steps += b;
		if (b > most)
			most = b;
		nsteps++;
	}
	printf("\n");
	c.wire = &repaint_wire;
	c.esc_len = 0;
	if (write(c.fd, "\x0c", 1) != 1)
		repaint = 0;
	repaint = read_until_idle(&c, 100);
	c.wire = NULL;
	(void)stop_child(&c);

	first = first_frame_ms(prog, w, h, hist, &cpu);
	printf("%dx%d  start to first full frame: %.1f ms, best of 5 (budget "
	    "20 ms) %s; that run's CPU, start to quit: %.1f ms\n", w, h,
	    first, first >= 0 && first < 20 ? "OK" : "OVER", cpu);
	printf("%dx%d  full repaint: %zu bytes; first frame with set-up: %zu "
	    "bytes\n", w, h, repaint, initial);
	if (nsteps > 0 && repaint > 0) {
		printf("%dx%d  one step's update: %.0f bytes on average = "
		    "%.1f%% of a full repaint\n", w, h,
		    (double)steps / nsteps, 100.0 * (double)steps / nsteps /
		    (double)repaint);
		printf("%dx%d  the largest step's update: %zu bytes = %.1f%% "
		    "(the first step, or one that changes most lanes)\n", w, h,
		    most, 100.0 * (double)most / (double)repaint);
	}
	print_wire("the steps' bytes", &step_wire);
	print_wire("the full repaint's bytes", &repaint_wire);
}

int
main(int argc, char **argv)
{
	const char *prog = argc > 1 ? argv[1] : "./src/lanescope";
	char hist[] = "/tmp/lanescope-bench-XXXXXX";
	int fd;

	for (size_t i = 0; i < NSIZES; i++) {
		double ms = frame_build_ms(sizes[i][0], sizes[i][1], 200);

		printf("%dx%d  frame build from a step record: %.3f ms of CPU "
		    "(budget 1 ms) %s\n", sizes[i][0], sizes[i][1], ms,
		    ms < 1 ? "OK" : "OVER");
	}
	fflush(stdout);

	fd = mkstemp(hist);
	if (fd < 0) {
		perror("mkstemp");
		return 1;
	}
	close(fd);
	if (access(prog, X_OK) != 0) {
		fprintf(stderr, "bench/screen: no program at %s\n", prog);
		unlink(hist);
		return 1;
	}
	for (size_t i = 0; i < NSIZES; i++)
		pty_figures(prog, sizes[i][0], sizes[i][1], hist);
	unlink(hist);
	return 0;
}
