package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/musfem/musfem/internal/errtext"
)

// command describes one order of musfem for its help: its name, what it
// does, how it is called and examples. Its options are declared on the
// flagSet that newFlags makes from it.
type command struct {
	name     string
	summary  string   // one line, for «musfem help»
	synopsis []string // usage lines, without «musfem »
	about    string   // paragraphs after the usage
	examples []string // command lines, without «musfem »
}

// flagSet parses the options of one order. It writes nothing itself:
// parse writes errors to standard error and the help to standard output,
// in Spanish. Every option has a Spanish name and may have aliases (the
// English names of earlier versions, kept so that no script breaks).
type flagSet struct {
	*flag.FlagSet
	cmd  command
	opts []*option
	bad  string // the Spanish reason of the last refused value
}

// option is one option as the help shows it.
type option struct {
	names []string // the Spanish name first, then its aliases
	arg   string   // the value's placeholder ("" for a switch)
	help  string
	def   string // the default as the help shows it ("" for none)
}

func newFlags(c command) *flagSet {
	fs := flag.NewFlagSet(c.name, flag.ContinueOnError)
	fs.SetOutput(io.Discard) // errors and help are written by parse
	fs.Usage = func() {}
	return &flagSet{FlagSet: fs, cmd: c}
}

// recordFlags, when not nil, is given every flag set that parses (the
// help test reads the options an order declares).
var recordFlags func(*flagSet)

// add declares an option under all its names ("semilla,seed").
func (fs *flagSet) add(names, arg, def, help string, v flag.Value) {
	o := &option{names: strings.Split(names, ","), arg: arg, help: help, def: def}
	fs.opts = append(fs.opts, o)
	for _, n := range o.names {
		fs.Var(v, n, help)
	}
}

// str declares a text option.
func (fs *flagSet) str(p *string, names, arg, def, help string) {
	*p = def
	shown := def
	if def != "" && strings.ContainsAny(def, " ,") {
		shown = strconv.Quote(def)
	}
	fs.add(names, arg, shown, help, &textValue{p})
}

// integer declares an integer option between min and max.
func (fs *flagSet) integer(p *int, names, arg string, def, min, max int, help string) {
	*p = def
	fs.add(names, arg, strconv.Itoa(def), help, &intValue{fs: fs, p: p, min: min, max: max})
}

// unsigned declares an unsigned 64-bit option (a seed); set, when not nil,
// is made true when the option is given.
func (fs *flagSet) unsigned(p *uint64, set *bool, names, arg, def, help string) {
	if def != "" {
		*p, _ = strconv.ParseUint(def, 10, 64)
	}
	fs.add(names, arg, def, help, &uintValue{fs: fs, p: p, set: set})
}

// duration declares a duration option between min and max.
func (fs *flagSet) duration(p *time.Duration, set *bool, names, arg string, def, max time.Duration, help string) {
	*p = def
	shown := ""
	if def > 0 {
		shown = def.String()
	}
	fs.add(names, arg, shown, help, &durationValue{fs: fs, p: p, set: set, max: max})
}

// boolean declares a switch.
func (fs *flagSet) boolean(p *bool, names, help string) {
	fs.add(names, "", "", help, &boolValue{fs: fs, p: p})
}

// errBadValue is what the option values return to the flag package; the
// Spanish reason is in flagSet.bad.
var errBadValue = errors.New("valor no válido")

type textValue struct{ p *string }

func (v *textValue) String() string {
	if v == nil || v.p == nil {
		return ""
	}
	return *v.p
}
func (v *textValue) Set(s string) error { *v.p = s; return nil }

type intValue struct {
	fs       *flagSet
	p        *int
	min, max int
}

func (v *intValue) String() string {
	if v == nil || v.p == nil {
		return ""
	}
	return strconv.Itoa(*v.p)
}

func (v *intValue) Set(s string) error {
	n, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64)
	switch {
	case err != nil && errors.Is(err, strconv.ErrRange):
		return v.fs.refuse("%s es demasiado grande: debe estar entre %d y %d", errtext.Quote(s), v.min, v.max)
	case err != nil:
		return v.fs.refuse("%s no es un número entero (debe estar entre %d y %d)", errtext.Quote(s), v.min, v.max)
	case n < int64(v.min) || n > int64(v.max):
		return v.fs.refuse("%d: debe estar entre %d y %d", n, v.min, v.max)
	}
	*v.p = int(n)
	return nil
}

type uintValue struct {
	fs  *flagSet
	p   *uint64
	set *bool
}

func (v *uintValue) String() string {
	if v == nil || v.p == nil {
		return ""
	}
	return strconv.FormatUint(*v.p, 10)
}

func (v *uintValue) Set(s string) error {
	n, err := strconv.ParseUint(strings.TrimSpace(s), 10, 64)
	if err != nil {
		return v.fs.refuse("%s: debe ser un entero decimal entre 0 y %d", errtext.Quote(s), uint64(math.MaxUint64))
	}
	*v.p = n
	if v.set != nil {
		*v.set = true
	}
	return nil
}

type durationValue struct {
	fs  *flagSet
	p   *time.Duration
	set *bool
	max time.Duration
}

func (v *durationValue) String() string {
	if v == nil || v.p == nil {
		return ""
	}
	return v.p.String()
}

func (v *durationValue) Set(s string) error {
	d, err := time.ParseDuration(strings.TrimSpace(s))
	if err != nil || d < 0 || d > v.max {
		return v.fs.refuse("%s: debe ser una duración entre 0 y %s, como 2s, 500ms o 1m30s", errtext.Quote(s), shortDuration(v.max))
	}
	*v.p = d
	if v.set != nil {
		*v.set = true
	}
	return nil
}

// shortDuration writes 24h0m0s as 24h.
func shortDuration(d time.Duration) string {
	s := d.String()
	s = strings.TrimSuffix(s, "0s")
	return strings.TrimSuffix(s, "0m")
}

type boolValue struct {
	fs *flagSet
	p  *bool
}

func (v *boolValue) String() string {
	if v == nil || v.p == nil {
		return "false"
	}
	return strconv.FormatBool(*v.p)
}

func (v *boolValue) IsBoolFlag() bool { return true }

func (v *boolValue) Set(s string) error {
	b, err := strconv.ParseBool(s)
	if err != nil {
		return v.fs.refuse("%s: una opción sin valor admite solo =true o =false", errtext.Quote(s))
	}
	*v.p = b
	return nil
}

// refuse records why a value is refused.
func (fs *flagSet) refuse(format string, a ...any) error {
	fs.bad = fmt.Sprintf(format, a...)
	return errBadValue
}

// parse parses args; it returns -1 to go on, or an exit status: 0 after
// writing the help to stdout (-h, --help), 2 after writing a usage error
// to stderr.
func (fs *flagSet) parse(args []string, stdout, stderr io.Writer, extraArgs bool) int {
	fs.bad = ""
	if recordFlags != nil {
		recordFlags(fs)
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			fs.help(stdout)
			return 0
		}
		fs.usageError(stderr, fs.explain(err))
		return 2
	}
	if fs.NArg() > 0 && !extraArgs {
		fs.usageError(stderr, fmt.Sprintf("argumento de más %s", errtext.Quote(fs.Arg(0))))
		return 2
	}
	return -1
}

// usageError writes a usage error and where to find the help.
func (fs *flagSet) usageError(w io.Writer, msg string) {
	fmt.Fprintf(w, "musfem %s: %s\nLa ayuda: musfem help %s\n", fs.Name(), msg, fs.Name())
}

// explain says in Spanish what the flag package reports in English.
func (fs *flagSet) explain(err error) string {
	msg := err.Error()
	switch {
	case fs.bad != "":
		// "invalid value … for flag -NAME: …": only the name is needed.
		name := ""
		if i := strings.LastIndex(msg, " for flag -"); i >= 0 {
			name, _, _ = strings.Cut(msg[i+len(" for flag -"):], ":")
		} else if i := strings.LastIndex(msg, " for -"); i >= 0 {
			name, _, _ = strings.Cut(msg[i+len(" for -"):], ":")
		}
		return dashed(name) + " " + fs.bad
	case strings.HasPrefix(msg, "flag provided but not defined: -"):
		name := strings.TrimPrefix(msg, "flag provided but not defined: -")
		out := "opción desconocida " + errtext.Quote(dashed(name))
		if s := fs.suggest(name); s != "" {
			out += " (¿quería decir " + dashed(s) + "?)"
		}
		return out
	case strings.HasPrefix(msg, "flag needs an argument: -"):
		return "falta el valor de la opción " + dashed(strings.TrimPrefix(msg, "flag needs an argument: -"))
	case strings.HasPrefix(msg, "bad flag syntax: "):
		return "opción mal escrita " + errtext.Quote(strings.TrimPrefix(msg, "bad flag syntax: "))
	}
	return "opciones mal escritas"
}

// dashed writes an option name as the help does: -q, --semilla.
func dashed(name string) string {
	name = errtext.Clip(name, errtext.MaxExcerpt)
	if len(name) == 1 {
		return "-" + name
	}
	return "--" + name
}

// suggest returns the option name nearest to name, at most two edits
// away, or "".
func (fs *flagSet) suggest(name string) string {
	best, bestD := "", 3
	for _, o := range fs.opts {
		for _, n := range o.names {
			if d := errtext.EditDistance(strings.ToLower(name), n, bestD); d < bestD {
				best, bestD = o.names[0], d
			}
		}
	}
	return best
}

// help writes the order's help: what it does, its usage, its options
// with their aliases and defaults, and examples.
func (fs *flagSet) help(w io.Writer) {
	c := fs.cmd
	fmt.Fprintf(w, "musfem %s — %s\n\nUso:\n", c.name, c.summary)
	for _, s := range c.synopsis {
		if strings.HasPrefix(s, " ") { // the rest of the line above
			fmt.Fprintf(w, "  %s%s\n", strings.Repeat(" ", len("musfem "+c.name)), s)
			continue
		}
		fmt.Fprintf(w, "  musfem %s\n", s)
	}
	for _, par := range strings.Split(strings.TrimSpace(c.about), "\n\n") {
		if par == "" {
			continue
		}
		fmt.Fprintln(w)
		for _, l := range wrap(par, 78) {
			fmt.Fprintln(w, l)
		}
	}
	fmt.Fprintf(w, "\nOpciones:\n")
	for _, o := range fs.opts {
		head := dashed(o.names[0])
		if o.arg != "" {
			head += " " + o.arg
		}
		if len(o.names) > 1 {
			var al []string
			for _, n := range o.names[1:] {
				al = append(al, dashed(n))
			}
			head += "   (también " + strings.Join(al, ", ") + ")"
		}
		fmt.Fprintf(w, "  %s\n", head)
		text := o.help
		if o.def != "" {
			text += " (por defecto: " + o.def + ")"
		}
		for _, l := range wrap(text, 72) {
			fmt.Fprintf(w, "        %s\n", l)
		}
	}
	fmt.Fprintf(w, "  -h, --help\n        muestra esta ayuda\n")
	if len(c.examples) > 0 {
		fmt.Fprintf(w, "\nEjemplos:\n")
		for _, e := range c.examples {
			fmt.Fprintf(w, "  musfem %s\n", e)
		}
	}
}

// wrap splits text into lines of at most width characters (longer words
// stay whole).
func wrap(text string, width int) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(text) {
		switch {
		case line == "":
			line = word
		case len([]rune(line))+1+len([]rune(word)) > width:
			lines = append(lines, line)
			line = word
		default:
			line += " " + word
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}
