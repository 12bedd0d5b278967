/* SPDX-License-Identifier: MIT */
/* main: parses the command line, picks a mode, calls its front end. */
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "batch.h"
#include "datadir.h"
#include "repl.h"
#include "isa.h"
#include "util.h"

enum mode {
	MODE_AUTO,   /* full screen at a terminal, else plain */
	MODE_PLAIN,
	MODE_BATCH,
	MODE_ENCODE,
	MODE_DECODE,
	MODE_EXPORT,
};

/* Long-only options. */
enum {
	OPT_JSON = 256,
	OPT_PLAIN,
	OPT_ENCODE,
	OPT_DECODE,
	OPT_WAVE,
	OPT_ASCII,
	OPT_NO_MOUSE,
	OPT_COLOR,
	OPT_WIDTH,
	OPT_VERSION,
	OPT_EXPORT,
	OPT_STEP,
};

static const struct option long_options[] = {
	{ "batch", no_argument, NULL, 'b' },
	{ "json", no_argument, NULL, OPT_JSON },
	{ "quiet", no_argument, NULL, 'q' },
	{ "keep-going", no_argument, NULL, 'k' },
	{ "plain", no_argument, NULL, OPT_PLAIN },
	{ "encode", no_argument, NULL, OPT_ENCODE },
	{ "decode", no_argument, NULL, OPT_DECODE },
	{ "target", required_argument, NULL, 't' },
	{ "wave", required_argument, NULL, OPT_WAVE },
	{ "ascii", no_argument, NULL, OPT_ASCII },
	{ "no-mouse", no_argument, NULL, OPT_NO_MOUSE },
	{ "color", required_argument, NULL, OPT_COLOR },
	{ "width", required_argument, NULL, OPT_WIDTH },
	{ "colour", required_argument, NULL, OPT_COLOR },
	{ "export", required_argument, NULL, OPT_EXPORT },
	{ "step", required_argument, NULL, OPT_STEP },
	{ "output", required_argument, NULL, 'o' },
	{ "help", no_argument, NULL, 'h' },
	{ "version", no_argument, NULL, OPT_VERSION },
	{ NULL, 0, NULL, 0 },
};

static void
usage(void)
{
	printf("Usage: %s [OPTION]... [FILE]\n", util_progname());
	fputs(
"Step through AMD GCN and RDNA cross-lane instructions (DPP, ds_swizzle,\n"
"ds_permute, readlane...) and watch data move between the lanes of a wave.\n"
"\n"
"With no FILE, load the embedded DPP prefix-sum demo (--batch, --encode and\n"
"--decode read standard input instead). FILE '-' is standard input.\n"
"\n"
"Modes (default: the full screen; --plain when standard input or output\n"
"is not a terminal):\n"
"  -b, --batch         run every line of FILE, print the picture of each\n"
"                        step, exit; stop at the first error\n"
"      --json          with --batch: print one JSON object at the end\n"
"                        instead of pictures (implies --batch)\n"
"  -q, --quiet         with --batch or --plain: print no step pictures\n"
"  -k, --keep-going    with --batch or --encode: report every bad line,\n"
"                        skip it and run the rest; exit 1 at the end\n"
"      --plain         the prompt without the full screen; pictures are\n"
"                        printed as text after each step\n"
"      --encode        assemble only: each instruction with its encoding,\n"
"                        as llvm-mc -show-encoding prints it\n"
"      --decode        disassemble hex dwords or [0x..,...] byte lists\n"
"                        into instruction text, one per line\n"
"      --export=FORMAT run FILE and write it as FORMAT instead: html (one\n"
"                        self-contained page with every step, steppable;\n"
"                        at most 1000 steps), svg (the picture of one\n"
"                        step, 1280x720), md (every step as Markdown, at\n"
"                        most 1000) or txt (every step as --batch prints\n"
"                        it); an input error writes nothing\n"
"      --step=N        with --export: the step svg draws (default: the\n"
"                        last), html opens at, or md and txt hold alone\n"
"  -o, --output=OUT    with --export: write to OUT (replaced only once the\n"
"                        export is complete) instead of standard output\n"
"\n"
"Options:\n"
"  -t, --target=NAME   gfx803 (default; aliases fiji, tonga, gfx8), gfx900\n"
"                        (gfx9), gfx90a, gfx942 (CDNA3, MI300), gfx1010,\n"
"                        gfx1030 (gfx10), gfx1100 (gfx11), gfx1200 (gfx12,\n"
"                        RDNA4)\n"
"      --wave=32|64    wave size (default: 64 up to gfx90a, 32 from gfx10 on)\n"
"      --ascii         draw with ASCII only, no UTF-8 box drawing\n"
"      --color=WHEN    colour on the full screen: auto (default: unless\n"
"                        NO_COLOR is set), always, or never; --colour too\n"
"      --no-mouse      leave the mouse to the terminal (no lane clicks)\n"
"      --width=N       columns of the text pictures of --batch and --plain\n"
"                        (default: the terminal's width, else COLUMNS,\n"
"                        else 160)\n"
"  -h, --help          display this help and exit\n"
"      --version       output version information and exit\n"
"\n"
"Each input line is an instruction in llvm-mc syntax, a label ('NAME:'),\n"
"an assembler directive ('.text', ignored with one note), a ':' command or\n"
"a comment (';' or '//'), so compiler and llvm-objdump output load as they\n"
"are. An instruction llvm-mc knows that lanescope lacks is an error\n"
"'X is not modelled by lanescope'.\n"
"Commands: :set :print :step :back :goto :run :cross :skip :reset :arrows\n"
":undo :redo :load :save :export :target :wave :format :lane :semantics\n"
":help :quit (':help COMMAND' at the prompt explains one). An instruction\n"
"typed after stepping back goes in before the next one (':set whatif =\n"
"replace': replaces it); the rest of the program stays; ':undo' takes it\n"
"back.\n"
"\n"
"Exit status: 0 success, 1 an error in the input, 2 bad usage.\n"
"Environment: LANESCOPE_HISTORY names the history file; NO_COLOR turns\n"
"colour off.\n"
"\n"
"Init file: $XDG_CONFIG_HOME/lanescope/init (else ~/.config/lanescope/init)\n"
"runs before the program at an interactive prompt. It may hold comments\n"
"and :target, :wave, :format, :semantics and ':color auto|always|never'\n"
"lines; a bad line is reported on stderr as FILE:LINE:COL: error: MESSAGE\n"
"(first one also on the screen) and skipped. The prompt also reads\n"
"~/.editrc, as libedit programs do.\n"
"\n"
"Full documentation: man lanescope\n", stdout);
	printf("Report bugs to: <%s>\n", PACKAGE_BUGREPORT);
	printf("%s home page: <%s>\n", PACKAGE_NAME, PACKAGE_URL);
}

static void
version(void)
{
	printf("%s %s\n", PACKAGE_NAME, PACKAGE_VERSION);
	fputs("Copyright (c) 2026 the lanescope authors.\n"
	    "License MIT: the LICENSE file, or "
	    "<https://opensource.org/licenses/MIT>.\n"
	    "This is free software: you are free to change and redistribute "
	    "it.\n"
	    "There is NO WARRANTY, to the extent permitted by law.\n", stdout);
}

/* Points to --help and exits with the bad-usage status. */
static void __attribute__((noreturn))
try_help(void)
{
	fprintf(stderr, "Try '%s --help' for more information.\n",
	    util_progname());
	exit(BATCH_EXIT_USAGE);
}

/* Reports bad usage GNU-style ("lanescope: MESSAGE" and the hint). */
static void __attribute__((format(printf, 1, 2), noreturn))
bad_usage(const char *fmt, ...)
{
	va_list ap;

	fflush(stdout);
	fprintf(stderr, "%s: ", util_progname());
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	try_help();
}

/* Flushes stdout at exit and turns a lost write into a failure. */
static int
finish(int status)
{
	if (fflush(stdout) != 0 || ferror(stdout)) {
		if (errno != EPIPE)
			util_warn("write error: %s", strerror(errno));
		return status == 0 ? 1 : status;
	}
	return status;
}

static const char *
mode_option(enum mode m)
{
	switch (m) {
	case MODE_PLAIN:
		return "--plain";
	case MODE_BATCH:
		return "--batch";
	case MODE_ENCODE:
		return "--encode";
	case MODE_DECODE:
		return "--decode";
	case MODE_EXPORT:
		return "--export";
	case MODE_AUTO:
		break;
	}
	return "";
}

static void
set_mode(enum mode *mode, enum mode m)
{
	if (*mode != MODE_AUTO && *mode != m) {
		bad_usage("%s and %s cannot be used together",
		    mode_option(*mode), mode_option(m));
	}
	*mode = m;
}

int
main(int argc, char **argv)
{
	struct batch_options opt;
	enum mode mode = MODE_AUTO;
	const char *target_arg = NULL;
	const char *path, *name = NULL;
	char found[4096]; /* an installed example's path (datadir.h) */
	FILE *fp = NULL;
	bool no_mouse = false;
	enum repl_color color = REPL_COLOR_AUTO;
	bool color_set = false;
	bool step_set = false;
	const char *out = NULL;
	int c, status;

	memset(&opt, 0, sizeof opt);
	opt.target = ISA_GFX803;
	opt.export_step = -1;
	while ((c = getopt_long(argc, argv, "bkqt:o:h", long_options, NULL)) !=
	    -1) {
		switch (c) {
		case 'b':
			set_mode(&mode, MODE_BATCH);
			break;
		case OPT_JSON:
			opt.json = true;
			break;
		case 'q':
			opt.quiet = true;
			break;
		case 'k':
			opt.keep_going = true;
			break;
		case OPT_PLAIN:
			set_mode(&mode, MODE_PLAIN);
			break;
		case OPT_ENCODE:
			set_mode(&mode, MODE_ENCODE);
			break;
		case OPT_DECODE:
			set_mode(&mode, MODE_DECODE);
			break;
		case 't':
			target_arg = optarg;
			if (isa_parse_target(optarg, &opt.target) != 0)
				bad_usage("unknown target '%s' (known: gfx803, "
				    "gfx900, gfx90a, gfx942, gfx1010, gfx1030, "
				    "gfx1100, gfx1200)", optarg);
			break;
		case OPT_WAVE:
			if (strcmp(optarg, "32") == 0)
				opt.wave = 32;
			else if (strcmp(optarg, "64") == 0)
				opt.wave = 64;
			else
				bad_usage("invalid wave size '%s' (use 32 or 64)",
				    optarg);
			break;
		case OPT_ASCII:
			opt.ascii = true;
			break;
		case OPT_NO_MOUSE:
			no_mouse = true;
			break;
		case OPT_WIDTH: {
			char *end;
			long n;
			errno = 0;
			n = strtol(optarg, &end, 10);
			if (errno != 0 || end == optarg || *end != '\0' ||
			    n < UTIL_MIN_WIDTH || n > UTIL_MAX_WIDTH)
				bad_usage("invalid --width '%s' (use %d to %d)",
				    optarg, UTIL_MIN_WIDTH, UTIL_MAX_WIDTH);
			opt.width = (int)n;
			break;
		}
		case OPT_COLOR:
			color_set = true;
			if (strcmp(optarg, "auto") == 0)
				color = REPL_COLOR_AUTO;
			else if (strcmp(optarg, "always") == 0)
				color = REPL_COLOR_ALWAYS;
			else if (strcmp(optarg, "never") == 0)
				color = REPL_COLOR_NEVER;
			else
				bad_usage("invalid --color '%s' (use auto, "
				    "always or never)", optarg);
			break;
		case OPT_EXPORT:
			set_mode(&mode, MODE_EXPORT);
			opt.export_format = session_export_parse(optarg,
			    strlen(optarg));
			if (opt.export_format == SESSION_EXPORT_COUNT)
				bad_usage("unknown export format '%s' (use html, "
				    "svg, md or txt)", optarg);
			break;
		case OPT_STEP: {
			char *end;

			errno = 0;
			opt.export_step = strtol(optarg, &end, 10);
			if (end == optarg || *end != '\0' || errno != 0 ||
			    opt.export_step < 0)
				bad_usage("invalid step '%s' (a step number, 0 "
				    "or more)", optarg);
			step_set = true;
			break;
		}
		case 'o':
			out = optarg;
			break;
		case 'h':
			usage();
			return finish(0);
		case OPT_VERSION:
			version();
			return finish(0);
		default:
			try_help();
		}
	}
	if (argc - optind > 1)
		bad_usage("extra operand '%s'", argv[optind + 1]);
	path = optind < argc ? argv[optind] : NULL;

	if (opt.wave == 32 && isa_default_wave(opt.target) == 64)
		bad_usage("--wave 32 needs a gfx10 or later target, not %s",
		    target_arg != NULL ? target_arg :
		    isa_target_name(opt.target));
	if (opt.json) {
		if (mode != MODE_AUTO && mode != MODE_BATCH)
			bad_usage("--json applies to --batch only, not %s",
			    mode_option(mode));
		mode = MODE_BATCH;
	}
	if (opt.quiet && mode != MODE_BATCH && mode != MODE_PLAIN &&
	    mode != MODE_AUTO)
		bad_usage("--quiet applies to --batch and --plain only, not %s",
		    mode_option(mode));

	if (opt.keep_going && mode != MODE_BATCH && mode != MODE_ENCODE)
		bad_usage("--keep-going applies to --batch and --encode only%s%s",
		    mode == MODE_AUTO ? "" : ", not ",
		    mode == MODE_AUTO ? "" : mode_option(mode));

	if ((step_set || out != NULL) && mode != MODE_EXPORT)
		bad_usage("%s applies to --export only", step_set ? "--step" :
		    "--output");
	opt.export_out = out;

	/* batch, encode and decode are filters: no FILE means standard
	 * input (cli.md) */
	if (path == NULL && (mode == MODE_BATCH || mode == MODE_ENCODE ||
	    mode == MODE_DECODE || mode == MODE_EXPORT))
		path = "-";
	if (path != NULL) {
		/* a name not here may be an installed example (cli.md) */
		fp = batch_open(datadir_find(path, found, sizeof found),
		    &name);
		if (fp == NULL)
			bad_usage("cannot open '%s': %s", path,
			    strerror(errno));
	}

	switch (mode) {
	case MODE_BATCH:
		status = batch_run(fp, name, &opt);
		break;
	case MODE_ENCODE:
		status = batch_encode(fp, name, &opt);
		break;
	case MODE_DECODE:
		status = batch_decode(fp, name, &opt);
		break;
	case MODE_EXPORT:
		status = batch_export(fp, name, &opt);
		break;
	case MODE_PLAIN:
	case MODE_AUTO:
	default: {
		/* the interactive front end picks the full screen or, without
		 * a capable terminal, plain mode */
		struct repl_options ro = { .target = opt.target,
		    .target_set = target_arg != NULL,
		    .wave = opt.wave, .plain = mode == MODE_PLAIN,
		    .ascii = opt.ascii, .quiet = opt.quiet,
		    .width = opt.width, .no_mouse = no_mouse, .color = color,
		    .color_set = color_set };
		status = repl_run(fp, name, &ro);
		break;
	}
	}
	batch_close(fp);
	return finish(status);
}
