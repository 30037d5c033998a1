// Package escenarios runs the Gherkin specification (features/) against an
// engine through the driver and reports, for every scenario, where it is,
// which catalog ids it carries, its result and the phase transitions it
// took. It selects the scenarios of an article or a chapter with the
// catalog (SelectTags) and registers the steps of package steps.
package escenarios

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/cucumber/godog"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/features"
	"github.com/musfem/musfem/steps"
)

// Scenario is one executed scenario (or Examples row).
type Scenario struct {
	Name        string
	Rule        string
	File        string // features/fem/06-envites.feature
	Line        int
	Row         int // Examples row (from 1), 0 for a plain scenario
	Tags        []string
	Result      evidence.Status // a scenario with a step that has no definition could not be checked: evidence.Error
	Message     string          // why it failed or is pending
	Gherkin     string
	Transitions []int  // indexes of engine.Transitions taken, in order
	Trace       *Trace // what the scenario did, with Options.Record (trace.go)
	// Calls are the starts and plays the scenario made (Options.Calls).
	Calls []Call
	// Failure is the first transport failure of the scenario's engine (a
	// typed evidence.Failure), nil when there was none.
	Failure error
}

// Ref returns "file:line".
func (s Scenario) Ref() string { return fmt.Sprintf("%s:%d", s.File, s.Line) }

// Options configure a run.
type Options struct {
	// Selector narrows the run to a catalog id and what hangs from it
	// ("FEM-VI": FEM-VI and FEM-VI.*, not FEM-VII).
	Selector string
	// NewEngine makes the engine of each scenario (driver.Reference if nil).
	NewEngine func() driver.Engine
	// JUnit and Cucumber, when set, are files for godog's junit and
	// cucumber JSON formatters.
	JUnit, Cucumber string
	// Progress, when not nil, gets a line per scenario.
	Progress io.Writer
	// Base, when not nil, is the rules profile the scenarios start from
	// (config/rules.default.toml otherwise); "la regla … vale …" changes it.
	Base *driver.Rules
	// Fixed runs the whole specification under Base alone (fixed.go): a
	// scenario asking for another value is NO APLICA, never a pass.
	Fixed bool
	// Supports, when not nil, is the engine's set of accepted config
	// values: a scenario asking for another is NO APLICA (steps.Setup).
	Supports func(key, value string) bool
	// Catalog1Articles accepts, for the refusals whose article changed with
	// catalog 2, the article catalog 1 gave them (steps.Setup): set by
	// certification, never for the reference's own specification.
	Catalog1Articles bool
	// Record fills every Scenario's Trace (trace.go).
	Record bool
	// Calls fills every Scenario's Calls (calls.go).
	Calls bool
	// Keep, when not nil, runs only the scenarios (and Examples rows) it
	// keeps, by file, line and row (one part of a certification run in
	// parts); the others are left out of the results.
	Keep func(file string, line, row int) bool
	// FS and Dirs locate the features (features.FS by default).
	FS   fs.FS
	Dirs []string
	// Only, when not nil, runs only the scenarios it accepts, by file and
	// line as in Scenario.Ref (an Examples row by its own line); the
	// others are NO APLICA without running a step. The mutation testing
	// (mutantes/) runs a mutant against the scenarios that reach it.
	Only func(file string, line int) bool
	// StopOnFailure ends the run at the first failing scenario.
	StopOnFailure bool
	// Each, when not nil, is called after every scenario, in the order
	// they run.
	Each func(Scenario)
	// Stop, when not nil, interrupts the run once closed: the scenarios
	// that end after it (the one in course included) are skipped and left
	// out of the results.
	Stop <-chan struct{}
}

// stopped reports whether the run's Stop is closed.
func (o Options) stopped() bool {
	select {
	case <-o.Stop:
		return true
	default:
		return false
	}
}

// errNotSelected skips a scenario that Options.Only leaves out.
var errNotSelected = fmt.Errorf("%w: no seleccionado", godog.ErrSkip)

// Run executes the specification and returns every scenario's result in
// file order. The error reports a problem running the suite, not failing
// scenarios.
func Run(o Options) ([]Scenario, error) {
	if o.NewEngine == nil {
		o.NewEngine = driver.Reference
	}
	if o.FS == nil {
		o.FS, o.Dirs = features.FS, features.Dirs
	}
	tags, err := SelectTags(o.FS, o.Dirs, o.Selector)
	if err != nil {
		return nil, err
	}
	docs := godog.TestSuite{Options: &godog.Options{FS: o.FS, Paths: o.Dirs}}
	feats, err := docs.RetrieveFeatures()
	if err != nil {
		return nil, err
	}
	idx := index{}
	total := 0
	for _, f := range feats {
		for k, v := range indexDocument(features.Prefix+f.Uri, f.GherkinDocument, f.Content) {
			idx[k] = v
		}
		total += len(f.Pickles)
	}

	var out []Scenario
	done := 0
	init := func(sc *godog.ScenarioContext) {
		if o.stopped() {
			// Interrupted: the scenario is skipped, and its steps (that
			// godog still walks) match one trivial definition, not the
			// whole vocabulary nor nothing (undefined steps cost snippets).
			sc.Before(func(ctx context.Context, _ *godog.Scenario) (context.Context, error) { return ctx, godog.ErrSkip })
			sc.Step(`^`, func() error { return godog.ErrSkip })
			return
		}
		// godog hands the after-scenario hooks the error of the last step
		// only, nil for a scenario skipped by a before hook: remember it.
		left := false
		if o.Only != nil {
			sc.Before(func(ctx context.Context, p *godog.Scenario) (context.Context, error) {
				if n, _ := idx.lookup(p.AstNodeIds); !o.Only(n.file, n.line) {
					left = true
					return ctx, errNotSelected
				}
				return ctx, nil
			})
		}
		var eng driver.Engine
		var rec *recorder
		var last *callRecorder // the engine eng wraps
		calls := &callLog{}
		dropped := false
		if o.Keep != nil {
			sc.Before(func(ctx context.Context, p *godog.Scenario) (context.Context, error) {
				n, _ := idx.lookup(p.AstNodeIds)
				if !o.Keep(n.file, n.line, n.row) {
					dropped = true
					return ctx, godog.ErrSkip
				}
				return ctx, nil
			})
		}
		steps.InitializerFor(func() driver.Engine {
			last = calls.wrap(o.NewEngine())
			eng = last
			if o.Record {
				rec = newRecorder(eng)
				eng = rec
			}
			return eng
		}, o.setup())(sc)
		sc.Before(func(ctx context.Context, _ *godog.Scenario) (context.Context, error) {
			if o.stopped() {
				return ctx, godog.ErrSkip
			}
			return ctx, nil
		})
		sc.After(func(ctx context.Context, p *godog.Scenario, err error) (context.Context, error) {
			if dropped {
				done++
				return ctx, nil
			}
			if o.stopped() {
				return ctx, nil // its engine was stopped under it
			}
			n, _ := idx.lookup(p.AstNodeIds)
			s := Scenario{Name: p.Name, Rule: n.rule, File: n.file, Line: n.line, Row: n.row, Gherkin: n.gherkin}
			if s.File == "" {
				s.File = features.Prefix + p.Uri
			}
			for _, t := range p.Tags {
				s.Tags = append(s.Tags, strings.TrimPrefix(t.Name, "@"))
			}
			if left && err == nil {
				err = errNotSelected
			}
			s.Result, s.Message = classify(err)
			if tr, ok := eng.(driver.Tracer); ok {
				s.Transitions = tr.Transitions()
				// An engine that says no transitions (behind the
				// protocol) has no trace to check.
				if last != nil && traces(last) {
					if perr := checkPath(s.Transitions, last.started); perr != nil && s.Result == evidence.Pasa {
						s.Result, s.Message = evidence.Falla, perr.Error()
					}
				}
			}
			if rec != nil {
				s.Trace = rec.recorded()
			}
			s.Failure = calls.failure
			if o.Calls {
				s.Calls = calls.calls
			}
			out = append(out, s)
			if o.Each != nil {
				o.Each(s)
			}
			done++
			if o.Progress != nil {
				fmt.Fprintf(o.Progress, "[%d/%d] %-9s %s — %s\n", done, total, s.Result, s.Ref(), s.Name)
			}
			return ctx, nil
		})
	}
	for _, f := range []string{o.JUnit, o.Cucumber} {
		if f == "" {
			continue
		}
		if err := os.MkdirAll(filepath.Dir(f), 0o755); err != nil {
			return nil, fmt.Errorf("no se puede crear la carpeta de %s: %v", f, err)
		}
	}
	format := "progress:" + os.DevNull
	if o.JUnit != "" {
		format += ",junit:" + o.JUnit
	}
	if o.Cucumber != "" {
		format += ",cucumber:" + o.Cucumber
	}
	suite := godog.TestSuite{
		Name:                "musfem",
		ScenarioInitializer: init,
		Options: &godog.Options{
			Format:        format,
			FS:            o.FS,
			Paths:         o.Dirs,
			Strict:        true,
			StopOnFailure: o.StopOnFailure,
			Tags:          tags,
			NoColors:      true,
			Output:        io.Discard,
		},
	}
	status := suite.Run()
	if status != 0 && len(out) == 0 && !o.stopped() {
		return nil, fmt.Errorf("godog no ha ejecutado ningún escenario (estado %d)", status)
	}
	sortScenarios(out)
	return out, nil
}

// classify turns a scenario error into a result.
func classify(err error) (evidence.Status, string) {
	switch {
	case err == nil:
		return evidence.Pasa, ""
	case errors.Is(err, godog.ErrSkip):
		return evidence.NoAplica, err.Error()
	case errors.Is(err, godog.ErrPending), errors.Is(err, godog.ErrUndefined):
		return evidence.Error, err.Error()
	}
	return evidence.Falla, err.Error()
}
