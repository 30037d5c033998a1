package certify

import (
	"fmt"
	"github.com/musfem/musfem/driver"
	"sort"
	"strconv"
	"strings"

	"github.com/musfem/musfem/comparacion"
	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/reference"
)

// The rounds of the comparison of hands a certification plays
// (Options.Comparisons, --comparaciones).
const (
	// CompareSample plays a deterministic sample of each design spread
	// over every lance (comparacion.Sample, SampleRounds rounds): the default.
	CompareSample = "muestra"
	// CompareAll plays every round of each design.
	CompareAll = "todas"
	// CompareNone leaves the comparison of hands out, said so.
	CompareNone = "ninguna"
)

// SampleRounds is about how many rounds of each deck mode's design the
// default sample plays: about 15 s over the protocol against musfem serve
// on a loaded core (the 35,654 rounds of ocho reyes take about three
// minutes, the 159,275 of cuatro reyes about thirteen).
const SampleRounds = 3000

// maxComparisonExamples is how many findings of each convention the
// certificate shows, the first by round.
const maxComparisonExamples = 5

// ComparisonRecord is the comparison of hands in one deck mode: which
// rounds of its design were played and the comparisons the engine got
// wrong, by convention; or why it was not played.
type ComparisonRecord struct {
	Mode string `json:"mode"` // ocho_reyes or cuatro_reyes
	// NotApplicable says why it was not played ("" when it was).
	NotApplicable string `json:"not_applicable"`
	// Selection names the rounds: muestra, todas or the round numbers.
	Selection string `json:"selection"`
	Total     int    `json:"total"`    // rounds of the design
	Selected  int    `json:"selected"` // rounds the selection keeps (every part)
	Played    int    `json:"played"`   // rounds played
	// Conventions are the conventions with findings, in the catalog's
	// order; each keeps its first findings by round.
	Conventions []ComparisonConvention `json:"conventions"`
	// Failure is the first round that could not be played, if any.
	Failure *ComparisonFailure `json:"failure"`
}

// ComparisonConvention counts the findings charged to one convention.
type ComparisonConvention struct {
	ID       string              `json:"id"`
	Count    int                 `json:"count"`
	Examples []ComparisonFinding `json:"examples"`
}

// ComparisonFinding is one comparison the engine got wrong: the lance,
// the two hands (the one that should win and the one the engine made
// win, "" when there is none) and the four hands of the round by seat.
type ComparisonFinding struct {
	Round    int       `json:"round"` // the round of the design, from 1
	Lance    string    `json:"lance"`
	Dealer   int       `json:"dealer"`
	Hands    [4]string `json:"hands"`
	Want     string    `json:"want"`
	WantSeat int       `json:"want_seat"`
	Got      string    `json:"got"`
	GotSeat  int       `json:"got_seat"`
	Detail   string    `json:"detail"`
	// Command reproduces it alone (filled in by Build).
	Command string `json:"command"`
}

// ComparisonFailure is a round the engine could not play.
type ComparisonFailure struct {
	Status  evidence.Status `json:"status"` // ERROR or TIEMPO
	Count   int             `json:"count"`
	Round   int             `json:"round"`
	Message string          `json:"message"`
}

// ParseComparisons reads --comparaciones: muestra, todas, ninguna, or
// MODE:N[,N…] (rounds of one deck mode's design, from 1), and returns the
// canonical selection.
func ParseComparisons(s string) (string, error) {
	s = strings.TrimSpace(s)
	switch s {
	case "", CompareSample:
		return CompareSample, nil
	case CompareAll, CompareNone:
		return s, nil
	}
	mode, list, ok := strings.Cut(s, ":")
	m, err := comparacion.ModeNamed(strings.TrimSpace(mode))
	if !ok || err != nil {
		return "", fmt.Errorf("se espera muestra, todas, ninguna o MODALIDAD:RONDA[,RONDA…] (por ejemplo ocho_reyes:1234)")
	}
	var out []string
	total := comparacion.Rounds(m)
	for _, x := range strings.Split(list, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(x))
		if err != nil || n < 1 || n > total {
			return "", fmt.Errorf("ronda %q: se espera un número de ronda entre 1 y %d (el diseño de %s)", strings.TrimSpace(x), total, m.Name)
		}
		out = append(out, strconv.Itoa(n))
	}
	return m.Name + ":" + strings.Join(out, ","), nil
}

// selectedRounds returns the rounds (from 0) a selection keeps in a
// mode's design, nil for none.
func selectedRounds(sel string, m comparacion.Mode) []int {
	switch sel {
	case CompareNone:
		return nil
	case CompareSample:
		return comparacion.Sample(m, SampleRounds)
	case CompareAll:
		return comparacion.Sample(m, 0)
	}
	mode, list, _ := strings.Cut(sel, ":")
	if mode != m.Name {
		return nil
	}
	var out []int
	for _, x := range strings.Split(list, ",") {
		n, _ := strconv.Atoi(x)
		out = append(out, n-1)
	}
	sort.Ints(out)
	return out
}

// comparesSomething reports whether the selector covers one of the
// conventions the comparison of hands is charged to.
func comparesSomething(sel string) bool {
	if sel == "" {
		return true
	}
	for _, id := range comparacion.Conventions {
		if reference.Covers(sel, id) {
			return true
		}
	}
	return false
}

// comparisons plays the comparison of hands of this part: the rounds of
// the selection whose number falls to the part, in ocho reyes always and
// in cuatro reyes when the engine claims it.
func (c *collector) comparisons() {
	sel := c.o.Comparisons
	if sel == "" {
		sel = CompareSample
	}
	c.res.Comparisons = []ComparisonRecord{}
	if sel == CompareNone || !comparesSomething(c.o.Selector) {
		return
	}
	rb := &roundBreaker{newEngine: c.o.Target.NewEngine}
	for _, m := range comparacion.Modes() {
		if m.Name != comparacion.OchoReyes.Name {
			if mode, _, _ := strings.Cut(sel, ":"); mode != m.Name && !c.o.Target.Claims("deck_mode", `"`+m.Name+`"`) {
				continue // the engine plays the FEM's deck mode only: nothing to say of the other
			}
		}
		rounds := selectedRounds(sel, m)
		if len(rounds) == 0 {
			continue
		}
		rec := ComparisonRecord{Mode: m.Name, Selection: sel, Total: comparacion.Rounds(m), Selected: len(rounds), Conventions: []ComparisonConvention{}}
		if why := comparisonNotOffered(c.o.Target, m); why != "" {
			rec.NotApplicable = why
			c.res.Comparisons = append(c.res.Comparisons, rec)
			continue
		}
		if c.brk.stopped() {
			c.cut("la comparación de manos")
			return
		}
		keep := map[int]bool{}
		for _, i := range rounds {
			if i%c.parts == c.part-1 {
				keep[i] = true
			}
		}
		c.progress("comparación de manos (%s): %d rondas de %d…", m.Name, len(keep), rec.Total)
		opts := comparacion.Options{Mode: m, Rules: &c.rules, Seed: 1, Workers: 1,
			MaxFindings: 1 << 30, StopOnError: true, Keep: func(i int) bool { return keep[i] }}
		if why := c.comparisonNeedsDefaults(opts); why != "" {
			rec.NotApplicable = why
			c.res.Comparisons = append(c.res.Comparisons, rec)
			continue
		}
		res := comparacion.Check(rb.factory, opts)
		if c.brk.stopped() {
			c.cut("la comparación de manos")
			return
		}
		rec.Played = res.Rounds
		byConv := map[string]*ComparisonConvention{}
		for _, f := range res.Findings {
			if f.Err != nil {
				if rec.Failure == nil {
					rec.Failure = &ComparisonFailure{Status: evidence.TransportStatus(f.Err), Round: f.Round, Message: f.Detail}
				}
				rec.Failure.Count++
				continue
			}
			x := byConv[f.Convention]
			if x == nil {
				x = &ComparisonConvention{ID: f.Convention, Examples: []ComparisonFinding{}}
				byConv[f.Convention] = x
			}
			x.Count++
			if len(x.Examples) < maxComparisonExamples {
				x.Examples = append(x.Examples, ComparisonFinding{Round: f.Round, Lance: f.Lance, Dealer: int(f.Dealer), Hands: f.Hands,
					Want: f.Want, WantSeat: int(f.WantSeat), Got: f.Got, GotSeat: int(f.GotSeat), Detail: f.Detail})
			}
		}
		for _, id := range comparacion.Conventions {
			if x := byConv[id]; x != nil {
				rec.Conventions = append(rec.Conventions, *x)
			}
		}
		wrong := 0
		for _, x := range rec.Conventions {
			wrong += x.Count
		}
		c.progress("comparación de manos (%s): %d rondas, %d comparaciones mal", m.Name, rec.Played, wrong)
		c.res.Comparisons = append(c.res.Comparisons, rec)
	}
}

// comparisonNotOffered says why the engine cannot play the comparison of
// hands in a deck mode, "" when it can.
func comparisonNotOffered(t Engine, m comparacion.Mode) string {
	var why []string
	if !stackedDecks(t) {
		why = append(why, "el motor no acepta mazos preparados (stacked_decks), y cada ronda reparte cuatro manos escogidas")
	}
	if v := `"` + m.Name + `"`; !t.Claims("deck_mode", v) {
		why = append(why, "el motor no ofrece deck_mode = "+v)
	}
	return strings.Join(why, "; ")
}

// joinComparisons joins the comparison records of the parts of a run, mode
// by mode: the rounds played and the findings add up, and each convention
// keeps its first examples by round, as the whole run would.
func joinComparisons(parts []*Results) []ComparisonRecord {
	out := []ComparisonRecord{}
	idx := map[string]int{}
	for _, p := range parts {
		for _, r := range p.Comparisons {
			i, ok := idx[r.Mode]
			if !ok {
				idx[r.Mode] = len(out)
				c := r
				c.Played, c.Conventions, c.Failure = 0, []ComparisonConvention{}, nil
				out = append(out, c)
				i = len(out) - 1
			}
			x := &out[i]
			x.Played += r.Played
			if f := r.Failure; f != nil {
				if x.Failure == nil {
					c := *f
					x.Failure = &c
				} else {
					x.Failure.Count += f.Count
					if f.Round < x.Failure.Round {
						x.Failure.Round, x.Failure.Status, x.Failure.Message = f.Round, f.Status, f.Message
					}
				}
			}
			for _, cv := range r.Conventions {
				k := -1
				for j := range x.Conventions {
					if x.Conventions[j].ID == cv.ID {
						k = j
					}
				}
				if k < 0 {
					x.Conventions = append(x.Conventions, ComparisonConvention{ID: cv.ID, Examples: []ComparisonFinding{}})
					k = len(x.Conventions) - 1
				}
				y := &x.Conventions[k]
				y.Count += cv.Count
				y.Examples = append(y.Examples, cv.Examples...)
			}
		}
	}
	order := map[string]int{}
	for i, id := range comparacion.Conventions {
		order[id] = i
	}
	for i := range out {
		cs := out[i].Conventions
		sort.Slice(cs, func(a, b int) bool { return order[cs[a].ID] < order[cs[b].ID] })
		for j := range cs {
			ex := cs[j].Examples
			sort.SliceStable(ex, func(a, b int) bool { return ex[a].Round < ex[b].Round })
			if len(ex) > maxComparisonExamples {
				cs[j].Examples = ex[:maxComparisonExamples]
			}
		}
	}
	sort.SliceStable(out, func(a, b int) bool { return modeOrder(out[a].Mode) < modeOrder(out[b].Mode) })
	return out
}

func modeOrder(name string) int {
	for i, m := range comparacion.Modes() {
		if m.Name == name {
			return i
		}
	}
	return len(comparacion.Modes())
}

// modeText is a deck mode in words: "ocho reyes".
func modeText(mode string) string { return strings.ReplaceAll(mode, "_", " ") }

// selectionText says which rounds a selection plays, in Spanish.
func selectionText(sel string) string {
	switch sel {
	case CompareSample:
		return "muestra repartida por los cinco lances; --comparaciones todas las juega todas"
	case CompareAll:
		return "todas las rondas del diseño"
	}
	_, list, _ := strings.Cut(sel, ":")
	return "rondas " + strings.ReplaceAll(list, ",", ", ")
}

// comparisonCommand is the command that replays one round of the
// comparison of hands alone, "" in process.
// Options (already quoted) go after the engine's.
func comparisonCommand(command, options, conv, mode string, round int) string {
	if command == "" {
		return ""
	}
	return fmt.Sprintf("musfem certify --motor %s%s --articulo %s --partidas 0 --comparaciones %s:%d",
		shellQuote(command), options, conv, mode, round)
}

// comparisons takes the evidence of the comparison of hands: for each
// deck mode, a check charged to each convention it compares — FALLA with
// the hands the engine ranks otherwise, PASA when every round agreed, the
// transport failure when a round could not be played, NO APLICA with its
// reason when the engine cannot play it.
func (b *builder) comparisons() {
	b.rep.Comparisons = []ComparisonRecord{}
	for _, rec := range b.res.Comparisons {
		rec.Conventions = append([]ComparisonConvention{}, rec.Conventions...)
		name := "comparación de manos, " + modeText(rec.Mode)
		if rec.NotApplicable != "" {
			b.rep.Notes = append(b.rep.Notes, fmt.Sprintf("La comparación de manos (%s) no aplica: %s.", modeText(rec.Mode), rec.NotApplicable))
			b.ev.add(comparacion.Conventions, Check{Kind: "comparación", Name: name, Result: evidence.NoAplica, Why: rec.NotApplicable})
			b.rep.Comparisons = append(b.rep.Comparisons, rec)
			continue
		}
		name = fmt.Sprintf("%s: %s de %d (%s)", name, plural(rec.Played, "ronda", "rondas"), rec.Total, selectionText(rec.Selection))
		wrong := 0
		for i := range rec.Conventions {
			cv := &rec.Conventions[i]
			wrong += cv.Count
			cv.Examples = append([]ComparisonFinding{}, cv.Examples...)
			for j := range cv.Examples {
				cv.Examples[j].Command = comparisonCommand(b.res.Command, "", cv.ID, rec.Mode, cv.Examples[j].Round)
			}
		}
		b.rep.Summary.CompareRounds += rec.Played
		b.rep.Summary.CompareWrong += wrong
		if rec.Played > 0 && rec.Failure == nil {
			b.reached++
		}
		for _, id := range comparacion.Conventions {
			ch := Check{Kind: "comparación", Name: name, Ref: "comparacion/", Result: evidence.Pasa,
				Message: "ninguna comparación de manos distinta de la convención"}
			var cv *ComparisonConvention
			for i := range rec.Conventions {
				if rec.Conventions[i].ID == id {
					cv = &rec.Conventions[i]
				}
			}
			switch {
			case cv != nil:
				ex := cv.Examples[0]
				ch.Result = evidence.Falla
				ch.Why = fmt.Sprintf("el motor ordena manos de otra forma que %s en %s; la primera, ronda %d, %s",
					id, plural(cv.Count, "comparación", "comparaciones"), ex.Round, ex.Detail)
			case rec.Failure != nil:
				ch.Result = rec.Failure.Status
				ch.Why = fmt.Sprintf("la ronda %d no se pudo jugar: %s", rec.Failure.Round, rec.Failure.Message)
			case rec.Played == 0:
				continue
			}
			b.ev.add([]string{id}, ch)
		}
		b.rep.Comparisons = append(b.rep.Comparisons, rec)
	}
}

// comparisonNeedsDefaults says why the comparison of hands does not apply
// to an engine with house rules (houserules.go): the reference, under the
// engine's rules, does not give the rounds the outcome the design expects
// (a rule that pays other tantos en paso, say); "" when it does, or when
// the engine plays the defaults.
func (c *collector) comparisonNeedsDefaults(o comparacion.Options) string {
	if len(c.res.HouseRules) == 0 {
		return ""
	}
	o.MaxFindings = 1
	if r := comparacion.Check(driver.Reference, o); len(r.Findings) > 0 {
		return "con los valores del motor (" + houseRulesSetting(c.res.HouseRules) + ") la referencia no da a cada lance la mano que la comparación espera: " + r.Findings[0].Detail
	}
	return ""
}
