package main

import (
	"regexp"
	"strings"
	"testing"

	"github.com/musfem/musfem/internal/version"
	"github.com/musfem/musfem/runner"
)

// TestHelp checks the help of musfem and of every order: on standard
// output with exit 0, the same for -h, --help and «musfem help ORDEN», in
// Spanish (none of the flag package's English), with the usage, every
// option with its aliases and defaults, and examples.
func TestHelp(t *testing.T) {
	for _, args := range [][]string{{"help"}, {"--help"}, {"-h"}} {
		st, out, errs := runCmd(args...)
		if st != 0 || errs != "" || !strings.Contains(out, "Uso:\n  musfem ORDEN [opciones]") || !strings.Contains(out, "Ejemplos:") {
			t.Errorf("musfem %s: estado %d, salida de error %q, salida:\n%s", args[0], st, errs, out)
		}
		for _, o := range orders {
			if !strings.Contains(out, "  "+o.name+" ") {
				t.Errorf("musfem %s no nombra la orden %s", args[0], o.name)
			}
		}
	}
	for _, o := range orders {
		t.Run(o.name, func(t *testing.T) {
			var first string
			for i, args := range [][]string{{o.name, "-h"}, {o.name, "--help"}, {"help", o.name}} {
				st, out, errs := runCmd(args...)
				if st != 0 || errs != "" {
					t.Fatalf("musfem %s: estado %d, salida de error %q", strings.Join(args, " "), st, errs)
				}
				if i == 0 {
					first = out
				} else if out != first {
					t.Errorf("musfem %s no da la misma ayuda que musfem %s -h", strings.Join(args, " "), o.name)
				}
			}
			for _, want := range []string{"musfem " + o.name + " — ", "Uso:\n  musfem " + o.name, "Opciones:\n", "  -h, --help\n", "Ejemplos:\n  musfem "} {
				if !strings.Contains(first, want) {
					t.Errorf("la ayuda no dice %q:\n%s", want, first)
				}
			}
			for _, en := range []string{"(default", "Usage", "usage:", " string\n", " int\n", " duration\n", "\t"} {
				if strings.Contains(first, en) {
					t.Errorf("la ayuda dice %q:\n%s", en, first)
				}
			}
			// Every option is shown, with its aliases, in the order it
			// was declared; an option with a default shows it.
			fs := helpFlags(t, o.name)
			for _, opt := range fs.opts {
				head := regexp.QuoteMeta(dashed(opt.names[0]))
				if !regexp.MustCompile(`(?m)^  ` + head + `\b`).MatchString(first) {
					t.Errorf("la ayuda no muestra %s", dashed(opt.names[0]))
				}
				for _, alias := range opt.names[1:] {
					if !strings.Contains(first, dashed(alias)) {
						t.Errorf("la ayuda no muestra el alias %s de %s", dashed(alias), dashed(opt.names[0]))
					}
				}
				if opt.def != "" && !strings.Contains(strings.Join(strings.Fields(first), " "), "(por defecto: "+opt.def+")") {
					t.Errorf("la ayuda no da el valor por defecto de %s (%s)", dashed(opt.names[0]), opt.def)
				}
			}
		})
	}
}

// helpFlags returns the options an order declares: it runs the order
// with --help on a recording flag set.
func helpFlags(t *testing.T, name string) *flagSet {
	t.Helper()
	var got *flagSet
	recordFlags = func(fs *flagSet) { got = fs }
	defer func() { recordFlags = nil }()
	if st, _, _ := runCmd(name, "--help"); st != 0 || got == nil {
		t.Fatalf("musfem %s --help: estado %d", name, st)
	}
	return got
}

// TestVersion checks musfem --version: musfem's version first, then the
// versions of the catalogs, protocols and fixture sets.
func TestVersion(t *testing.T) {
	for _, arg := range []string{"--version", "version"} {
		st, out, errs := runCmd(arg)
		if st != 0 || errs != "" || !strings.HasPrefix(out, "musfem "+version.Musfem+"\n") {
			t.Fatalf("musfem %s: estado %d, %q, salida:\n%s", arg, st, errs, out)
		}
		for _, want := range []string{"catálogo de artículos v2", "catálogo de acciones y eventos v2", "protocolo de certificación 1, 2, 3 y 4", "protocolo de bots 1", "registros de referencia v1, v2", "módulo " + version.Module, "compilación: " + version.Build()} {
			if !strings.Contains(out, want) {
				t.Errorf("musfem %s no dice %q:\n%s", arg, want, out)
			}
		}
	}
}

// TestPlayAndPartidaAcceptTheSameBots plays a game with each in-process
// bot of musfem partida through musfem play.
func TestPlayAndPartidaAcceptTheSameBots(t *testing.T) {
	for _, name := range runner.InProcessNames() {
		if st, _, errs := runCmd("play", "--semilla", "2", "--jugadores", name); st != 0 {
			t.Errorf("play --jugadores %s: estado %d: %s", name, st, errs)
		}
	}
}
