package certify

import (
	"fmt"
	"sort"
	"strings"

	"github.com/musfem/musfem/diferencial"
	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/internal/reportfile"
)

// ResultsSchema and ResultsVersion identify the JSON of the raw results of
// a certification or of one part of it (--lote K/N): what the checks
// found, before the rows are judged. Joined, the parts of a run give the
// results of the whole run, and Build turns them into the certificate.
// Version 2: the interruption and the engine's farewells. Version 3: the
// comparison of hands. Version 4: the producer and the digest (seal.go).
// Version 5: the digest is a seal under the key of the parts (HMAC).
// Version 6: the tantos left inconclusive (Inconclusive).
const (
	ResultsSchema  = "musfem-certificacion-lote"
	ResultsVersion = 6
)

// Results are the raw results of a certification, or of one part of it.
type Results struct {
	reportfile.Head
	// The engine, as its handshake names it, and its command line.
	Engine   string   `json:"engine"`
	Command  string   `json:"command"`
	Version  string   `json:"version"`
	Protocol int      `json:"protocol"`
	Adapter  []string `json:"adapter"`
	// The options of the run (every part of a run has the same).
	// DefaultOnly are the config keys the engine plays at their default
	// value only.
	DefaultOnly []string `json:"default_only"`
	// HouseRules are the config keys the engine plays away from their
	// defaults (houserules.go): the whole run plays its values.
	HouseRules  []HouseRule   `json:"house_rules"`
	Selector    string        `json:"selector"`
	Seed        uint64        `json:"seed"`
	Games       int           `json:"games"`
	Expect      []Expectation `json:"expected"`
	NoScenarios bool          `json:"no_scenarios"`
	NoFixtures  bool          `json:"no_fixtures"`
	// Parts is the number of parts of the run; Done lists the parts these
	// results hold (1 to Parts), all of them once joined.
	Parts int   `json:"parts"`
	Done  []int `json:"done"`
	// Items are the scenarios and fixtures checked, in their order.
	Items []Item `json:"items"`
	// The differential games: how many were played and compared calls,
	// the catalog ids their events illustrate, the transport failures and
	// the groups of divergences they showed, each with its shrunk
	// reproduction.
	Played int `json:"played"`
	Steps  int `json:"steps"`
	// StepsPlayed counts the calls the same games have played to their
	// end on the reference; Stops the games that stopped early, by why.
	StepsPlayed int          `json:"steps_played"`
	Stops       []StopRecord `json:"stops"`
	// Inconclusive counts the games with a tanto only one engine scored
	// in a round never counted, by what it is (diferencial.Inconclusive).
	Inconclusive []StopRecord    `json:"inconclusive"`
	Touched      []string        `json:"touched"`
	Failures     []FailureRecord `json:"failures"`
	Groups       []GroupRecord   `json:"groups"`
	// CompareSelection is the selection of the comparison of hands
	// (--comparaciones); Comparisons what it found, one record per deck
	// mode.
	CompareSelection string             `json:"compare_selection"`
	Comparisons      []ComparisonRecord `json:"comparisons"`
	Notes            []string           `json:"notes"`
	Stderr           string             `json:"stderr"`
	// Interrupted says that a signal cut the run short (Options.Stop):
	// what was in course and the rest are left out, Cut names those
	// parts, and the results cannot be joined to others.
	Interrupted bool     `json:"interrupted"`
	Cut         []string `json:"cut"`
	// Farewells are the breaches of the protocol when the engine's
	// processes were closed (bye, docs/protocol.md §7), each text once,
	// sorted: each rejects the engine.
	Farewells []string `json:"farewells"`
	// Producer is what produced the results, and Digest the digest of
	// everything else (Seal): the join checks both (VerifyParts).
	Producer Producer `json:"producer"`
	Digest   string   `json:"digest"`
}

// Item is one scenario or fixture: its result for the summary, the checks
// it charges to catalog ids, and the divergences it showed.
type Item struct {
	Kind    string          `json:"kind"` // escenario or fijo
	Key     string          `json:"key"`  // its place in the order of the run
	Name    string          `json:"name"`
	Ref     string          `json:"ref"`
	Status  evidence.Status `json:"status"`
	Reached bool            `json:"reached"` // the engine answered it
	// Offline: it never talks to the engine (a scenario of musfem's own
	// rules loader): NO APLICA, never the engine's pass.
	Offline bool `json:"offline"`
	// Why says why a NO APLICA item does not apply: the value it needs
	// and the engine does not play ("" when it does not say).
	Why     string   `json:"why,omitempty"`
	Charges []Charge `json:"charges"`
	Found   []Found  `json:"found"`
}

// Charge is a check charged to a catalog id.
type Charge struct {
	ID    string `json:"id"`
	Check Check  `json:"check"`
}

// Found is a difference an item showed: a divergence of its own (with its
// signature and example) or a consequence of the divergence whose key is
// Cause.
type Found struct {
	Primary bool                `json:"primary"`
	Cause   string              `json:"cause"`
	Example evidence.Divergence `json:"example"`
	// Case reproduces a divergence of its own: the item's game up to it.
	Case *diferencial.Case `json:"case,omitempty"`
}

// GroupRecord is one signature's count in the differential games.
type GroupRecord struct {
	Key          string              `json:"key"`
	Signature    evidence.Signature  `json:"signature"`
	Text         string              `json:"text"`
	Example      evidence.Divergence `json:"example"`
	First        int                 `json:"first"` // index of the first game that shows it
	Games        int                 `json:"games"`
	Steps        int                 `json:"steps"`
	Consequences int                 `json:"consequences"`
	Repro        *ReproView          `json:"repro"`
}

// FailureRecord counts the transport failures of one kind in the games.
type FailureRecord struct {
	Kind    evidence.Status `json:"kind"`
	Count   int             `json:"count"`
	First   int             `json:"first"` // index of the first game
	Where   string          `json:"where"`
	Message string          `json:"message"`
}

// sameRun reports whether two results are parts of the same run.
func sameRun(a, b *Results) error {
	switch {
	case a.Engine != b.Engine || a.Command != b.Command || a.Version != b.Version || a.Protocol != b.Protocol || strings.Join(a.Adapter, ",") != strings.Join(b.Adapter, ","):
		return fmt.Errorf("los lotes son de motores distintos (%s %s y %s %s)", a.Engine, a.Version, b.Engine, b.Version)
	case a.Selector != b.Selector || a.Seed != b.Seed || a.Games != b.Games || a.Parts != b.Parts || a.NoScenarios != b.NoScenarios || a.NoFixtures != b.NoFixtures:
		return fmt.Errorf("los lotes son de ejecuciones con otras opciones (semilla %d y %d, partidas %d y %d, lotes %d y %d, selección %q y %q)",
			a.Seed, b.Seed, a.Games, b.Games, a.Parts, b.Parts, a.Selector, b.Selector)
	case a.CompareSelection != b.CompareSelection:
		return fmt.Errorf("los lotes comparan otras manos (--comparaciones %s y %s)", a.CompareSelection, b.CompareSelection)
	case fmt.Sprint(a.Expect) != fmt.Sprint(b.Expect) || strings.Join(a.DefaultOnly, ",") != strings.Join(b.DefaultOnly, ","):
		return fmt.Errorf("los lotes tienen otros fallos esperados")
	case fmt.Sprint(a.HouseRules) != fmt.Sprint(b.HouseRules):
		return fmt.Errorf("los lotes juegan otras reglas (%s y %s)", firstOf(houseRulesSetting(a.HouseRules), "las de por defecto"), firstOf(houseRulesSetting(b.HouseRules), "las de por defecto"))
	}
	return nil
}

// Join joins the parts of a run into the results of the whole run, the
// same as an undivided run with the same options gives. Every part must be
// there exactly once.
func Join(parts []*Results) (*Results, error) {
	if len(parts) == 0 {
		return nil, fmt.Errorf("no hay lotes que unir")
	}
	out := &Results{}
	*out = *parts[0]
	out.Done, out.Items, out.Touched, out.Failures, out.Groups, out.Notes, out.Farewells, out.Comparisons = nil, nil, nil, nil, nil, nil, nil, nil
	out.Played, out.Steps, out.StepsPlayed, out.Stops, out.Inconclusive, out.Stderr, out.Digest = 0, 0, 0, nil, nil, "", ""
	stops, open := map[string]int{}, map[string]int{}
	seen := map[int]bool{}
	touched := map[string]bool{}
	groups := map[string]*GroupRecord{}
	fails := map[evidence.Status]*FailureRecord{}
	var stderr []string
	for _, p := range parts {
		if p.Schema != ResultsSchema || p.SchemaVersion != ResultsVersion {
			return nil, fmt.Errorf("un lote no es de %s versión %d", ResultsSchema, ResultsVersion)
		}
		if err := sameRun(out, p); err != nil {
			return nil, err
		}
		if p.Interrupted {
			return nil, fmt.Errorf("el lote %s de %d se interrumpió (señal): sus resultados son parciales y no hacen un certificado; repítelo antes de unir", partNames(p.Done), p.Parts)
		}
		for _, k := range p.Done {
			if seen[k] {
				return nil, fmt.Errorf("el lote %d de %d está repetido", k, p.Parts)
			}
			seen[k] = true
			out.Done = append(out.Done, k)
		}
		out.Items = append(out.Items, p.Items...)
		out.Played += p.Played
		out.Steps += p.Steps
		out.StepsPlayed += p.StepsPlayed
		for _, st := range p.Stops {
			stops[st.Reason] += st.Games
		}
		for _, st := range p.Inconclusive {
			open[st.Reason] += st.Games
		}
		for _, id := range p.Touched {
			touched[id] = true
		}
		for _, f := range p.Failures {
			x := fails[f.Kind]
			if x == nil {
				c := f
				fails[f.Kind] = &c
				continue
			}
			x.Count += f.Count
			if f.First < x.First {
				x.First, x.Where, x.Message = f.First, f.Where, f.Message
			}
		}
		for _, g := range p.Groups {
			x := groups[g.Key]
			if x == nil {
				c := g
				groups[g.Key] = &c
				continue
			}
			x.Games += g.Games
			x.Steps += g.Steps
			x.Consequences += g.Consequences
			if g.First < x.First {
				x.First, x.Example, x.Repro = g.First, g.Example, g.Repro
			}
		}
		for _, n := range p.Notes {
			if !contains(out.Notes, n) {
				out.Notes = append(out.Notes, n)
			}
		}
		if p.Stderr != "" {
			stderr = append(stderr, p.Stderr)
		}
		out.Farewells = append(out.Farewells, p.Farewells...)
	}
	for k := 1; k <= out.Parts; k++ {
		if !seen[k] {
			return nil, fmt.Errorf("falta el lote %d de %d", k, out.Parts)
		}
	}
	out.Comparisons = joinComparisons(parts)
	out.Stops, out.Inconclusive = stopRecords(stops), stopRecords(open)
	out.normalize(touched, groups, fails)
	out.Stderr = clipStderr(strings.Join(stderr, ""))
	return out, nil
}

// normalize puts the results in their canonical order, whatever the order
// in which they were found or joined.
func (r *Results) normalize(touched map[string]bool, groups map[string]*GroupRecord, fails map[evidence.Status]*FailureRecord) {
	sort.Ints(r.Done)
	sort.SliceStable(r.Items, func(i, j int) bool {
		a, b := r.Items[i], r.Items[j]
		if a.Kind != b.Kind {
			return a.Kind == "escenario"
		}
		return a.Key < b.Key
	})
	r.Touched = []string{}
	for id := range touched {
		r.Touched = append(r.Touched, id)
	}
	sort.Strings(r.Touched)
	r.Groups = []GroupRecord{}
	for _, g := range groups {
		r.Groups = append(r.Groups, *g)
	}
	sort.Slice(r.Groups, func(i, j int) bool { return r.Groups[i].Key < r.Groups[j].Key })
	r.Failures = []FailureRecord{}
	for _, f := range fails {
		r.Failures = append(r.Failures, *f)
	}
	sort.Slice(r.Failures, func(i, j int) bool { return r.Failures[i].Kind < r.Failures[j].Kind })
	// Lists with nothing in them are written [], never null.
	r.Notes = reportfile.NonNil(r.Notes)
	r.Stops = reportfile.NonNil(r.Stops)
	r.Inconclusive = reportfile.NonNil(r.Inconclusive)
	r.Items = reportfile.NonNil(r.Items)
	r.Adapter = reportfile.NonNil(r.Adapter)
	r.Expect = reportfile.NonNil(r.Expect)
	r.DefaultOnly = reportfile.NonNil(r.DefaultOnly)
	r.HouseRules = reportfile.NonNil(r.HouseRules)
	r.Cut = reportfile.NonNil(r.Cut)
	r.Comparisons = reportfile.NonNil(r.Comparisons)
	// One note per breach, whatever the number of processes and parts
	// that showed it: a run in parts says what the whole run says.
	sort.Strings(r.Farewells)
	r.Farewells = compactStrings(r.Farewells)
}

// compactStrings drops the repeats of a sorted list (never nil).
func compactStrings(s []string) []string {
	out := []string{}
	for _, x := range s {
		if len(out) == 0 || out[len(out)-1] != x {
			out = append(out, x)
		}
	}
	return out
}

// partNames lists part numbers: "3", "3, 5".
func partNames(done []int) string {
	var out []string
	for _, k := range done {
		out = append(out, fmt.Sprint(k))
	}
	return strings.Join(out, ", ")
}

// clipStderr keeps the last maxStderr bytes of an engine's standard error.
func clipStderr(s string) string {
	if len(s) > maxStderr {
		return "…" + s[len(s)-maxStderr:]
	}
	return s
}
