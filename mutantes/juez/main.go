// Command juez judges the mutants of the mutation testing (package
// mutantes) against the specification:
// make mutantes compiles it with the mutated copy of engine/ (-overlay)
// and runs it once per mutant. Built from the real engine it runs the same
// way with no mutant, which is what its tests check.
//
//	juez cobertura [DIR]           every scenario and every golden fixture with
//	                               no mutant on; prints, for each, the
//	                               statements of the mutated functions it ran
//	                               (JSON)
//	juez mutante FICHERO [DIR]     with the mutant MUSFEM_MUTANTE on, the
//	                               scenarios and fixtures listed in FICHERO
//	                               (one per line, as cobertura names them),
//	                               stopping at the first that fails; prints
//	                               whether one failed (JSON)
//
// DIR is the features/ folder to read (the one embedded in the program when
// absent): make mutantes passes it so that a change to the scenarios needs
// no new build. Exit status 0 when it could run (whatever the mutant did),
// 2 on bad use.
package main

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"github.com/musfem/musfem/evidence"
	"io"
	"io/fs"
	"os"
	"strings"
	"time"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/escenarios"
	"github.com/musfem/musfem/features"
	"github.com/musfem/musfem/fixtures"
	"github.com/musfem/musfem/internal/mutant"
)

// Unit is one scenario (its file:line) or one golden fixture
// ("fixtures/seeds/v1/x.json") of the coverage run.
type Unit struct {
	Unit   string `json:"unit"`
	Text   string `json:"text,omitempty"` // SHA-256 of a scenario's name, tags and Gherkin (with its background)
	Result string `json:"result"`
	Ms     int64  `json:"ms"`
	Hits   []int  `json:"hits"`
}

// Coverage is the output of arnes cobertura.
type Coverage struct {
	Init  []int  `json:"init"` // statements run before the first scenario
	Units []Unit `json:"units"`
}

// Verdict is the output of arnes mutante.
type Verdict struct {
	Killed bool   `json:"killed"`
	By     string `json:"by,omitempty"`     // the unit that failed
	Detail string `json:"detail,omitempty"` // its first line of failure
}

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "arnes:", err)
		os.Exit(2)
	}
}

func run(args []string, out io.Writer) error {
	var fsys fs.FS = features.FS
	dir := func(i int) {
		if len(args) > i {
			fsys = os.DirFS(args[i])
		}
	}
	switch {
	case len(args) >= 1 && len(args) <= 2 && args[0] == "cobertura":
		dir(1)
		c, err := coverage(fsys)
		if err != nil {
			return err
		}
		return json.NewEncoder(out).Encode(c)
	case len(args) >= 2 && len(args) <= 3 && args[0] == "mutante":
		dir(2)
		if err := capMemory(); err != nil {
			return fmt.Errorf("no se puede limitar la memoria: %v", err)
		}
		units, err := readUnits(args[1])
		if err != nil {
			return err
		}
		v, err := judge(fsys, units)
		if err != nil {
			return err
		}
		return json.NewEncoder(out).Encode(v)
	}
	return fmt.Errorf("uso: arnes cobertura [DIR] | arnes mutante FICHERO [DIR]")
}

// coverage runs everything with no mutant and records what each unit
// reached.
func coverage(fsys fs.FS) (Coverage, error) {
	c := Coverage{Init: mutant.Take()}
	start := time.Now()
	_, err := escenarios.Run(escenarios.Options{FS: fsys, Dirs: features.Dirs, Each: func(s escenarios.Scenario) {
		now := time.Now()
		text := sha256.Sum256([]byte(s.Name + "\x00" + strings.Join(s.Tags, " ") + "\x00" + s.Gherkin))
		c.Units = append(c.Units, Unit{Unit: s.Ref(), Text: hex.EncodeToString(text[:]), Result: string(s.Result),
			Ms: now.Sub(start).Milliseconds(), Hits: mutant.Take()})
		start = now
	}})
	if err != nil {
		return c, err
	}
	fs, err := fixtures.Load()
	if err != nil {
		return c, err
	}
	mutant.Take() // loading reads rules, not the game
	for _, f := range fs {
		start := time.Now()
		res := string(evidence.Pasa)
		if err := fixtures.Check(driver.Reference(), f); err != nil {
			res = string(evidence.Falla) + ": " + firstLine(err.Error())
		}
		c.Units = append(c.Units, Unit{Unit: "fixtures/" + f.Path, Result: res, Ms: time.Since(start).Milliseconds(), Hits: mutant.Take()})
	}
	return c, nil
}

// judge runs the units with the mutant on and stops at the first failure.
func judge(fsys fs.FS, units []string) (v Verdict, err error) {
	want := map[string]bool{}
	for _, u := range units {
		want[u] = true
	}
	defer func() {
		if r := recover(); r != nil {
			v = Verdict{Killed: true, By: v.By, Detail: fmt.Sprintf("pánico: %v", r)}
			err = nil
		}
	}()
	scen := false
	for _, u := range units {
		scen = scen || !strings.HasPrefix(u, "fixtures/")
	}
	if scen {
		fsys, dirs, err := selection(fsys, want)
		if err != nil {
			return v, err
		}
		var failed *escenarios.Scenario
		_, err = escenarios.Run(escenarios.Options{
			FS:            fsys,
			Dirs:          dirs,
			StopOnFailure: true,
			Only:          func(file string, line int) bool { return want[fmt.Sprintf("%s:%d", file, line)] },
			Each: func(s escenarios.Scenario) {
				if failed == nil && s.Result != evidence.Pasa && s.Result != evidence.NoAplica {
					failed = &s
				}
			},
		})
		if failed != nil {
			return Verdict{Killed: true, By: failed.Ref(), Detail: string(failed.Result) + ": " + firstLine(failed.Message)}, nil
		}
		if err != nil {
			return Verdict{Killed: true, By: "especificación", Detail: firstLine(err.Error())}, nil
		}
	}
	if !anyFixture(units) {
		return Verdict{}, nil
	}
	fs, err := fixtures.Load()
	if err != nil {
		return Verdict{Killed: true, By: "fixtures", Detail: "no se leen: " + firstLine(err.Error())}, nil
	}
	for _, f := range fs {
		u := "fixtures/" + f.Path
		if !want[u] {
			continue
		}
		v.By = u
		if err := fixtures.Check(driver.Reference(), f); err != nil {
			return Verdict{Killed: true, By: u, Detail: firstLine(err.Error())}, nil
		}
	}
	return Verdict{}, nil
}

// anyFixture reports whether a fixture is among the units.
func anyFixture(units []string) bool {
	for _, u := range units {
		if strings.HasPrefix(u, "fixtures/") {
			return true
		}
	}
	return false
}

func readUnits(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if l := strings.TrimSpace(sc.Text()); l != "" {
			out = append(out, l)
		}
	}
	return out, sc.Err()
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s
}
