// Command mutantes runs musfem's mutation testing (make mutantes,
// docs/mutantes.md): every mutant of engine/ against the specification,
// and writes reports/mutantes.{md,html,json}.
//
//	go run ./cmd/mutantes [--trabajadores N] [--salida DIR] [--cache DIR] [--solo PREFIJO] [--vivos] [--rejuzgar-por-tiempo]
//	go run ./cmd/mutantes --observar [--todos] [--solo PREFIJO] [--trabajadores N]
//
// It resumes: the build, the coverage and the mutants already judged for
// the same engine/, features/ and harness are taken from the cache.
// --solo runs only the mutants whose file or file:function starts with
// PREFIJO (engine/eval.go, engine/eval.go:Winner) and writes no report;
// --vivos judges nothing and lists the survivors judged so far, with their
// diffs; --rejuzgar-por-tiempo judges again the mutants that timed out;
// --observar judges nothing and runs the observer (mutantes/observador) on
// the mutants an [[equivalente]] entry names and that are not known to be
// detected (every compiled mutant with --todos), listing those it tells
// apart from the real engine with the first difference.
// Exit status 0 when the report is written, 1 when a campaign cannot run,
// 2 on bad use.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/musfem/musfem/mutantes"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("mutantes", flag.ContinueOnError)
	fs.SetOutput(stderr)
	workers := fs.Int("trabajadores", 1, "mutantes que se juzgan a la vez")
	out := fs.String("salida", "reports", "carpeta del informe")
	cache := fs.String("cache", defaultCache(), "carpeta de la caché (compilación, cobertura, resultados)")
	only := fs.String("solo", "", "solo los mutantes cuyo fichero o fichero:función empieza así (no escribe el informe)")
	retry := fs.Bool("rejuzgar-por-tiempo", false, "juzga otra vez los mutantes que antes pasaron de su tiempo (una máquina cargada puede alargar uno que sobrevive)")
	alive := fs.Bool("vivos", false, "no juzga nada: lista los supervivientes ya juzgados (con --solo, los de ahí)")
	observe := fs.Bool("observar", false, "no juzga nada: pasa por el observador los mutantes que mutantes/equivalentes/ llama equivalentes (con --solo, los de ahí) y dice cuáles distingue")
	all := fs.Bool("todos", false, "con --observar, todos los mutantes (de --solo), no solo los que se llaman equivalentes")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 || *workers < 1 {
		fmt.Fprintln(stderr, "uso: mutantes [--trabajadores N] [--salida DIR] [--cache DIR] [--solo PREFIJO]")
		return 2
	}
	if *observe {
		return observeOnly(*only, *all, *cache, *workers, stdout, stderr)
	}
	o := mutantes.Options{Root: ".", Workers: *workers, CacheDir: *cache, Log: stdout, RetryTimedOut: *retry}
	if *only != "" {
		o.Only = func(m *mutantes.Mutant) bool { return strings.HasPrefix(m.File+":"+m.Func, *only) }
	}
	if *alive {
		o.Only, o.Log = func(*mutantes.Mutant) bool { return false }, io.Discard
	}
	c, err := mutantes.Run(o)
	if err != nil && !*alive {
		fmt.Fprintln(stderr, "mutantes:", err)
		return 1
	}
	if *alive {
		if err != nil {
			fmt.Fprintln(stderr, "mutantes:", err)
		}
		if c == nil {
			return 1
		}
		for _, m := range c.Gen.Mutants {
			r, ok := c.Results[m.ID]
			if ok && (r.Status == mutantes.Survived || r.Status == mutantes.NoCoverage) && strings.HasPrefix(m.File+":"+m.Func, *only) {
				fmt.Fprintf(stdout, "#%d %s:%d %s %s [%s] %s\n%s", m.ID, m.File, m.Line, m.Func, m.Operator, r.Status, m.Key, c.Gen.Diff(m))
				if r.Observer != "" {
					fmt.Fprintf(stdout, "  el observador lo distingue: %s\n", r.Observer)
				}
			}
		}
		return 0
	}
	if c.Partial {
		fmt.Fprintln(stdout, c.SummaryLine())
		return 0
	}
	if err := c.Write(*out); err != nil {
		fmt.Fprintln(stderr, "mutantes:", err)
		return 1
	}
	fmt.Fprintln(stdout, c.SummaryLine())
	fmt.Fprintf(stdout, "informe: %s\n", filepath.Join(*out, "mutantes.{md,html,json}"))
	return 0
}

// observeOnly runs the observer on the mutants of --solo and lists its
// verdicts: first those it tells apart, with the first difference.
func observeOnly(only string, all bool, cache string, workers int, stdout, stderr io.Writer) int {
	o := mutantes.ObserveOptions{Root: ".", CacheDir: cache, Workers: workers, All: all,
		Log: func(format string, args ...any) { fmt.Fprintf(stderr, format+"\n", args...) }}
	if only != "" {
		o.Only = func(m *mutantes.Mutant) bool { return strings.HasPrefix(m.File+":"+m.Func, only) }
	}
	obs, err := mutantes.ObserveOnly(o)
	if err != nil {
		fmt.Fprintln(stderr, "mutantes:", err)
		return 1
	}
	seen := 0
	for _, want := range []bool{true, false} {
		for _, x := range obs {
			if x.Distinguished != want {
				continue
			}
			entry := "sin entrada"
			if x.Entry != nil {
				entry = x.Entry.File + ": " + x.Entry.Key
			}
			if want {
				seen++
				fmt.Fprintf(stdout, "DISTINGUIDO #%d %s:%d %s %s [%s]\n    %s\n", x.Mutant.ID, x.Mutant.File, x.Mutant.Line, x.Mutant.Func, x.Mutant.Operator, entry, x.Difference())
			} else {
				fmt.Fprintf(stdout, "no se distingue #%d %s:%d %s %s [%s]\n", x.Mutant.ID, x.Mutant.File, x.Mutant.Line, x.Mutant.Func, x.Mutant.Operator, entry)
			}
		}
	}
	fmt.Fprintf(stdout, "observados %d: %d distinguidos, %d que el observador no distingue\n", len(obs), seen, len(obs)-seen)
	return 0
}

// defaultCache is the user's cache folder, or a folder of the system's
// temporary one.
func defaultCache() string {
	if d, err := os.UserCacheDir(); err == nil {
		return filepath.Join(d, "musfem", "mutantes")
	}
	return filepath.Join(os.TempDir(), "musfem-mutantes")
}
