package mutantes

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/internal/mutant"
	"github.com/musfem/musfem/reference"
)

// Status is what became of a mutant.
type Status string

// The statuses. Killed and TimedOut count as detected; Survived and
// NoCoverage (no scenario and no fixture reaches it) as not; Equivalent
// is a survivor that mutantes/equivalentes/ justifies, and Outside one
// of a function it says driver.Engine never runs; NotCompiled mutants are
// left out of every count, as mutation tools do.
const (
	Killed      Status = "muerto"
	Survived    Status = "vivo"
	NoCoverage  Status = "sin_cobertura"
	TimedOut    Status = "tiempo"
	Equivalent  Status = "equivalente"
	Outside     Status = "fuera_del_contrato"
	NotCompiled Status = "no_compila"
)

// Result is the outcome of one mutant.
type Result struct {
	ID     int    `json:"id"`
	Key    string `json:"key"`
	Status Status `json:"status"`
	By     string `json:"by,omitempty"`     // the scenario or fixture that killed it
	Detail string `json:"detail,omitempty"` // why (the compiler's message for NotCompiled)
	Units  int    `json:"units"`            // scenarios and fixtures that reach it
	// In the cache only: the scenarios' fingerprint it was judged with,
	// and the text fingerprint of the scenario that killed it.
	Scenarios string `json:"scenarios,omitempty"`
	ByText    string `json:"by_text,omitempty"`
	// Observer is, for a survivor, where the observer told it apart from
	// the engine (empty when it cannot); never cached with the result.
	Observer string `json:"-"`
	seq      int    // line of the cache it was read from
}

// Options configure a campaign.
type Options struct {
	Root     string // the module root
	Workers  int    // mutants run at once (1 when 0)
	CacheDir string // where builds, coverage and results are kept between runs
	// Only, when not nil, runs only the mutants it accepts; the campaign
	// is then partial and writes no report.
	Only func(*Mutant) bool
	// Log gets the progress, a line per mutant.
	Log io.Writer
	// RetryTimedOut judges again the mutants that timed out before, as if
	// they had never been judged: a loaded machine can push a surviving
	// mutant past its limit.
	RetryTimedOut bool
}

// Campaign is a finished (or partial) campaign.
type Campaign struct {
	Fingerprint string // of every input (AllInputs)
	Gen         *Generated
	Results     map[int]Result
	Just        Justifications
	Partial     bool
	reasons     map[int]string // the reason of each equivalent or outside mutant
	observed    map[int]Observation
}

// coverage is the harness's coverage output (mutantes/juez) and what the
// campaign derives from it.
type coverage struct {
	Init  []int `json:"init"`
	Units []struct {
		Unit   string `json:"unit"`
		Text   string `json:"text"`
		Result string `json:"result"`
		Ms     int64  `json:"ms"`
		Hits   []int  `json:"hits"`
	} `json:"units"`
	reach  map[int][]int  // statement → units that run it, in run order
	byText map[string]int // scenario text → unit
	pos    map[string]int // unit name → unit
}

// job is a mutant to judge against some of the units that reach it; prev,
// when set, is a kill of an earlier campaign by a unit after those.
type job struct {
	m     *Mutant
	units []int
	prev  *Result
}

// Run runs a campaign, resuming from the cache: the build and the coverage
// are reused while their inputs do not change, and so is every result
// judged with the same scenarios; after the scenarios change, a mutant
// that a scenario or a fixture which did not change killed stays killed
// (the units before it are tried, so that it is the first unit that kills
// it, as a run from scratch would find), and the others are judged again.
func Run(o Options) (*Campaign, error) {
	if o.Workers <= 0 {
		o.Workers = 1
	}
	if o.Log == nil {
		o.Log = io.Discard
	}
	logf := func(format string, args ...any) { fmt.Fprintf(o.Log, format+"\n", args...) }
	b, err := prepare(o.Root, o.CacheDir, logf)
	if err != nil {
		return nil, err
	}
	root, eqs := b.root, b.eqs
	fp, g, dir, dropped := b.fp, b.g, b.dir, b.dropped
	juez := filepath.Join(dir, "juez")
	scen := fp[1][:16]

	// The coverage of these scenarios.
	cov, err := loadCoverage(juez, root, filepath.Join(dir, "cobertura-"+scen+".json"), logf)
	if err != nil {
		return nil, err
	}

	// The results so far, and what is left to judge.
	c := &Campaign{Fingerprint: fp[2], Gen: g, Results: map[int]Result{}, Just: eqs}
	resultsFile := filepath.Join(dir, "resultados.jsonl")
	old, err := readResults(resultsFile, g)
	if err != nil {
		return nil, err
	}
	var todo []job
	reused := 0
	for _, m := range g.Mutants {
		if msg, ok := dropped[m.ID]; ok {
			c.Results[m.ID] = Result{ID: m.ID, Key: m.Key, Status: NotCompiled, Detail: msg}
			continue
		}
		us := cov.reach[m.stmt]
		if r, ok := old[m.ID][scen]; ok && !(o.RetryTimedOut && r.Status == TimedOut) {
			c.Results[m.ID] = r
			continue
		}
		if o.Only != nil && !o.Only(m) {
			// Not judged now: a partial campaign shows the latest
			// result it has, whatever the scenarios were.
			c.Partial = true
			var latest Result
			for _, r := range old[m.ID] {
				if r.seq > latest.seq {
					latest = r
				}
			}
			if latest.seq > 0 {
				c.Results[m.ID] = latest
			}
			continue
		}
		if k, ok := cov.stillKills(old[m.ID]); ok {
			// Killed before by a unit that did not change: try the units
			// that now come before it.
			var before []int
			for _, u := range us {
				if u < k {
					before = append(before, u)
				}
			}
			prev := Result{ID: m.ID, Key: m.Key, Status: Killed, By: cov.Units[k].Unit, Detail: "", Units: len(us),
				Scenarios: scen, ByText: cov.Units[k].Text}
			for _, r := range old[m.ID] {
				if r.Status == Killed && (r.ByText == prev.ByText && r.ByText != "" || r.By == prev.By) {
					prev.Detail = r.Detail
				}
			}
			reused++
			todo = append(todo, job{m: m, units: before, prev: &prev})
			continue
		}
		todo = append(todo, job{m: m, units: us})
	}
	logf("%d mutantes por juzgar, %d de ellos muertos antes por un escenario que no ha cambiado (%d ya juzgados con estos escenarios)",
		len(todo), reused, len(c.Results))
	err = runJobs(resultsFile, todo, o.Workers, func(j job) (Result, error) {
		r, err := judgeMutant(juez, root, dir, j, cov)
		r.Scenarios = scen
		return r, err
	}, func(j job, r Result, done int, left time.Duration) {
		c.Results[j.m.ID] = r
		logf("[%d/%d] #%d %s:%d %s %q → %q: %s (quedan ≈ %s)", done, len(todo), j.m.ID, j.m.File, j.m.Line,
			j.m.Operator, short(j.m.Original), short(j.m.Mutated), describe(r), left.Round(time.Second))
	})
	if err != nil {
		return nil, err
	}
	// The observer looks at every survivor that is not out of the
	// contract: an equivalent must be one it cannot tell apart.
	var survivors []*Mutant
	for _, m := range g.Mutants {
		r, ok := c.Results[m.ID]
		if ok && (r.Status == Survived || r.Status == NoCoverage) && !c.Just.outside(m) && (o.Only == nil || o.Only(m)) {
			survivors = append(survivors, m)
		}
	}
	if len(survivors) > 0 {
		if c.observed, err = Observe(root, dir, g, survivors, o.Workers, logf); err != nil {
			return nil, err
		}
	}
	// The survivors not observed now (a partial campaign, --vivos) keep
	// the verdicts observed before with this build and this observer.
	if ofp, err := observerFingerprint(root); err == nil {
		for id, ob := range readObservations(filepath.Join(dir, "observador-"+ofp[:16], "observados.jsonl"), g) {
			if _, ok := c.observed[id]; !ok {
				if c.observed == nil {
					c.observed = map[int]Observation{}
				}
				c.observed[id] = ob
			}
		}
	}
	return c, c.applyEquivalents()
}

// loadCoverage reads the coverage of the current scenarios from the cache,
// or runs the harness for it.
func loadCoverage(juez, root, path string, logf func(string, ...any)) (*coverage, error) {
	cov := &coverage{}
	if !readJSON(path, cov) {
		start := time.Now()
		cmd := exec.Command(juez, "cobertura", filepath.Join(root, "features"))
		cmd.Dir = root
		cmd.Env = withoutMutant(os.Environ())
		var out, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &stderr
		if err := cmd.Run(); err != nil {
			return nil, fmt.Errorf("la cobertura falla: %v\n%s", err, stderr.String())
		}
		if err := json.Unmarshal(out.Bytes(), cov); err != nil {
			return nil, fmt.Errorf("la cobertura no se lee: %v", err)
		}
		for _, u := range cov.Units {
			if u.Result != string(evidence.Pasa) {
				return nil, fmt.Errorf("sin mutantes, %s no pasa (%s): la especificación debe pasar antes de medirla", u.Unit, u.Result)
			}
		}
		if err := writeJSON(path, cov); err != nil {
			return nil, err
		}
		logf("cobertura: %d escenarios y fixtures en %s", len(cov.Units), time.Since(start).Round(time.Second))
	}
	cov.reach = map[int][]int{}
	cov.byText = map[string]int{}
	cov.pos = map[string]int{}
	all := make([]int, len(cov.Units))
	for i, u := range cov.Units {
		all[i] = i
		cov.pos[u.Unit] = i
		if u.Text != "" {
			if _, dup := cov.byText[u.Text]; !dup {
				cov.byText[u.Text] = i
			}
		}
		for _, h := range u.Hits {
			cov.reach[h] = append(cov.reach[h], i)
		}
	}
	for _, h := range cov.Init {
		cov.reach[h] = all
	}
	return cov, nil
}

// stillKills returns the unit that killed the mutant in an earlier
// campaign and is still there unchanged: a scenario with the same text, or
// a fixture (fixtures are code inputs).
func (cov *coverage) stillKills(old map[string]Result) (int, bool) {
	best := -1
	for _, r := range old {
		if r.Status != Killed {
			continue
		}
		u, ok := -1, false
		switch {
		case r.ByText != "":
			u, ok = cov.byText[r.ByText]
		case strings.HasPrefix(r.By, "fixtures/"):
			u, ok = cov.pos[r.By]
		}
		if ok && (best < 0 || u < best) {
			best = u
		}
	}
	return best, best >= 0
}

// judgeMutant runs one mutant against the job's units.
func judgeMutant(juez, root, dir string, j job, cov *coverage) (Result, error) {
	m := j.m
	r := Result{ID: m.ID, Key: m.Key, Units: len(cov.reach[m.stmt])}
	if len(j.units) == 0 {
		if j.prev != nil {
			return *j.prev, nil
		}
		r.Status = NoCoverage
		return r, nil
	}
	var list strings.Builder
	var ms int64
	for _, i := range j.units {
		list.WriteString(cov.Units[i].Unit + "\n")
		ms += cov.Units[i].Ms
	}
	uf := filepath.Join(dir, fmt.Sprintf("unidades-%d.txt", m.ID))
	if err := os.WriteFile(uf, []byte(list.String()), 0o644); err != nil {
		return r, err
	}
	defer os.Remove(uf)
	limit := 10*time.Second + 3*time.Duration(ms)*time.Millisecond
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	cmd := exec.CommandContext(ctx, juez, "mutante", uf, filepath.Join(root, "features"))
	cmd.Dir = root
	cmd.Env = append(withoutMutant(os.Environ()), fmt.Sprintf("%s=%d", mutant.Env, m.ID))
	var out, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &stderr
	err := cmd.Run()
	if ctx.Err() != nil {
		if j.prev != nil {
			return *j.prev, nil // an earlier unit hangs; the old killer stays the first that fails
		}
		r.Status, r.Detail = TimedOut, fmt.Sprintf("más de %s", limit.Round(time.Second))
		return r, nil
	}
	if err != nil {
		// The harness died: a crash the mutant caused (a runtime error
		// outside a step, a stack overflow) is a kill.
		// The harness itself exits with 2 and a line "juez: …" when it
		// cannot run; a Go panic or fatal error exits with 2 too.
		var ee *exec.ExitError
		if errors.As(err, &ee) && !strings.HasPrefix(stderr.String(), "juez:") {
			r.Status, r.By, r.Detail = Killed, "arnés", "el programa muere: "+firstLine(lastLines(stderr.String()))
			return r, nil
		}
		return r, fmt.Errorf("mutante %d: el arnés falla: %v\n%s", m.ID, err, stderr.String())
	}
	var v struct {
		Killed bool   `json:"killed"`
		By     string `json:"by"`
		Detail string `json:"detail"`
	}
	if err := json.Unmarshal(out.Bytes(), &v); err != nil {
		return r, fmt.Errorf("mutante %d: respuesta ilegible del arnés: %v", m.ID, err)
	}
	switch {
	case v.Killed:
		r.Status, r.By, r.Detail = Killed, v.By, v.Detail
		if u, ok := cov.pos[v.By]; ok {
			r.ByText = cov.Units[u].Text
		}
	case j.prev != nil:
		return *j.prev, nil
	default:
		r.Status = Survived
	}
	return r, nil
}

// applyEquivalents marks the survivors the equivalents file justifies and
// refuses an entry that matches no mutant, a plain entry for a detected
// mutant, a pattern that matches no survivor and a function said to be
// out of the contract that a scenario or a fixture reaches.
func (c *Campaign) applyEquivalents() error {
	var errs []string
	c.reasons = map[int]string{}
	survived := func(r Result, ok bool) bool {
		return !ok || r.Status == Survived || r.Status == NoCoverage || r.Status == Equivalent || r.Status == Outside
	}
	for _, o := range c.Just.Outside {
		matched := 0
		for _, m := range c.Gen.Mutants {
			if !o.Matches(m) {
				continue
			}
			r, ok := c.Results[m.ID]
			if ok && r.Status == NotCompiled {
				continue
			}
			matched++
			if ok && r.Status != NoCoverage && r.Status != Outside {
				// Out of the contract means that nothing of the
				// specification runs it.
				errs = append(errs, fmt.Sprintf("%s: %q no está fuera del contrato: la especificación alcanza #%d (%s %s)", o.File, o.Func, m.ID, r.Status, r.By))
				continue
			}
			if ok {
				r.Status = Outside
				c.Results[m.ID] = r
				c.reasons[m.ID] = o.Reason
			}
		}
		if matched == 0 {
			errs = append(errs, fmt.Sprintf("%s: fuera: %q no es ninguna función con mutantes", o.File, o.Func))
		}
	}
	for _, e := range c.Just.Equivalents {
		matched, survivors := 0, 0
		for _, m := range c.Gen.Mutants {
			if !e.Matches(m.Key) {
				continue
			}
			matched++
			r, ok := c.Results[m.ID]
			switch {
			case !ok:
				survivors++ // partial campaign: not judged
			case r.Status == Outside:
				errs = append(errs, fmt.Sprintf("%s: #%d es equivalente y está fuera del contrato", e.File, m.ID))
			case survived(r, ok) && c.observed[m.ID].Distinguished:
				// Never equivalent: the observer tells it apart. A
				// pattern leaves it alive; a key naming it is refused.
				if !e.Pattern() {
					errs = append(errs, fmt.Sprintf("%s: #%d %q no es equivalente: el observador lo distingue (%s)", e.File, m.ID, e.Key, c.observed[m.ID].Difference()))
				}
			case survived(r, ok) && !c.Partial && !c.wasObserved(m.ID):
				// A whole campaign observes every survivor: one
				// missing is a fault of the campaign, never an
				// equivalent by default.
				errs = append(errs, fmt.Sprintf("%s: #%d no se ha pasado por el observador", e.File, m.ID))
			case survived(r, ok):
				r.Status = Equivalent
				c.Results[m.ID] = r
				c.reasons[m.ID] = e.Reason
				survivors++
			case !e.Pattern():
				errs = append(errs, fmt.Sprintf("%s: #%d %q no es equivalente: %s %s", e.File, m.ID, e.Key, r.Status, r.By))
			}
		}
		switch {
		case matched == 0:
			errs = append(errs, fmt.Sprintf("%s: %q no es ningún mutante", e.File, e.Key))
		case survivors == 0:
			errs = append(errs, fmt.Sprintf("%s: %q no cubre ningún superviviente que el observador no distinga", e.File, e.Key))
		}
	}
	for id, ob := range c.observed {
		if r, ok := c.Results[id]; ok && ob.Distinguished && (r.Status == Survived || r.Status == NoCoverage) {
			r.Observer = ob.Difference()
			c.Results[id] = r
		}
	}
	if len(errs) > 0 {
		sort.Strings(errs)
		return fmt.Errorf("los equivalentes no cuadran:\n  %s", strings.Join(errs, "\n  "))
	}
	return nil
}

// wasObserved reports whether the observer gave a verdict on the mutant
// (equivalents and outside mutants of an earlier pass included).
func (c *Campaign) wasObserved(id int) bool {
	_, ok := c.observed[id]
	return ok
}

// GenerateWithArticles generates the mutants of engine/ under root with the
// articles of each function, checked against the catalog.
func GenerateWithArticles(root string) (*Generated, error) {
	cat, err := reference.Load()
	if err != nil {
		return nil, err
	}
	return Generate(root, func(id string) bool { _, ok := cat.Lookup(id); return ok })
}
