package diferencial

import (
	"bytes"
	"encoding/json"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/evidence"
)

// callContext is what comparing one call needs from the reference: the
// rules, the hands before the call (nil when unknown) and, for seq
// numbering, the engine's last seq.
type callContext struct {
	rules driver.Rules
	hands *[4][]driver.Card
	// answering: after the call, the reference waits for an answer to a
	// bet; events() keeps it only when the engine emits events the
	// reference does not: the engine resolved a bet nobody was asked to
	// answer, and every event only one engine emits in the call is that.
	answering bool
}

// wireEvent is an event as canonical JSON with the parts the comparison
// looks at.
type wireEvent struct {
	ev      driver.Event
	json    []byte // canonical JSON without seq
	kind    string
	detail  string // concept, lance or purpose: the aspect's third segment
	id      string // alignment identity: kind, detail and seat
	payload map[string]json.RawMessage
	phase   string
}

func toWire(e driver.Event) wireEvent {
	w := wireEvent{ev: e, kind: e.Kind().String()}
	b, err := engine.Canonical(e)
	if err != nil {
		w.json = []byte(strconv.Quote(err.Error()))
		w.id = w.kind
		return w
	}
	keys, m := ObjectFields(b)
	var out bytes.Buffer
	out.WriteByte('{')
	n := 0
	for _, k := range keys {
		if k == "seq" {
			continue
		}
		if n > 0 {
			out.WriteByte(',')
		}
		n++
		out.WriteString(strconv.Quote(k) + ":")
		out.Write(m[k])
	}
	out.WriteByte('}')
	w.json = out.Bytes()
	_, w.payload = ObjectFields(m["payload"])
	w.phase = unquoted(m["phase"])
	switch w.kind {
	case "PointsAwarded":
		w.detail = unquoted(w.payload["concept"])
	case "DeckShuffled":
		w.detail = unquoted(w.payload["purpose"])
	default:
		w.detail = strings.ToLower(unquoted(w.payload["lance"]))
	}
	w.id = w.kind + "/" + w.detail
	if !resultSeat[w.kind] {
		w.id += "/" + string(w.payload["seat"])
	}
	return w
}

// eventDetail is toWire(e).detail, the third segment of an event's
// aspect, read from the payload's own field instead of its JSON: the
// concept of PointsAwarded, the purpose of DeckShuffled, the lance of any
// other kind in lower case, or "".
func eventDetail(e driver.Event) string {
	v := reflect.ValueOf(e.Payload)
	if v.Kind() == reflect.Pointer {
		v = v.Elem()
	}
	if v.Kind() != reflect.Struct {
		return ""
	}
	name, lower := "Lance", true
	switch e.Kind() {
	case engine.KindPointsAwarded:
		name, lower = "Concept", false
	case engine.KindDeckShuffled:
		name, lower = "Purpose", false
	}
	f := v.FieldByName(name)
	if !f.IsValid() {
		return ""
	}
	var s string
	if str, ok := f.Interface().(string); ok {
		s = str
	} else {
		b, err := engine.Canonical(f.Interface())
		if err != nil {
			return ""
		}
		s = unquoted(b)
	}
	if lower {
		return strings.ToLower(s)
	}
	return s
}

// resultSeat are the event kinds whose seat is a result (the winner of a
// lance) rather than who the event is about: two such events with
// different seats are the same event with a different value.
var resultSeat = map[string]bool{"LanceResolved": true}

func unquoted(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	return ""
}

func intField(raw json.RawMessage) (int, bool) {
	n, err := strconv.Atoi(string(raw))
	return n, err == nil
}

// scoreField reads a [A,B] score.
func scoreField(raw json.RawMessage) ([2]int, bool) {
	var s [2]int
	return s, json.Unmarshal(raw, &s) == nil
}

// align pairs the events of two calls by identity, keeping their order
// (a longest common subsequence): pairs hold indexes into ref and eng, -1
// for an event the other side lacks.
func align(ref, eng []wireEvent) [][2]int {
	n, m := len(ref), len(eng)
	lcs := make([][]int, n+1)
	for i := range lcs {
		lcs[i] = make([]int, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for k := m - 1; k >= 0; k-- {
			switch {
			case ref[i].id == eng[k].id:
				lcs[i][k] = lcs[i+1][k+1] + 1
			case lcs[i+1][k] >= lcs[i][k+1]:
				lcs[i][k] = lcs[i+1][k]
			default:
				lcs[i][k] = lcs[i][k+1]
			}
		}
	}
	var out [][2]int
	i, k := 0, 0
	for i < n || k < m {
		switch {
		case i < n && k < m && ref[i].id == eng[k].id:
			out = append(out, [2]int{i, k})
			i++
			k++
		case k >= m || (i < n && lcs[i+1][k] >= lcs[i][k+1]):
			out = append(out, [2]int{i, -1})
			i++
		default:
			out = append(out, [2]int{-1, k})
			k++
		}
	}
	return out
}

// events compares the events of one call. engSeq is the engine's last seq
// before the call; it returns the engine's last seq after it.
func (j *judge) events(refEvs, engEvs []driver.Event, cx callContext, engSeq int) int {
	if len(refEvs) == len(engEvs) {
		equal := true
		for i := range refEvs {
			if refEvs[i].Seq != engEvs[i].Seq || !same(refEvs[i], engEvs[i]) {
				equal = false
				break
			}
		}
		if equal {
			if n := len(engEvs); n > 0 {
				return engEvs[n-1].Seq
			}
			return engSeq
		}
	}
	ref := make([]wireEvent, len(refEvs))
	for i, e := range refEvs {
		ref[i] = toWire(e)
	}
	eng := make([]wireEvent, len(engEvs))
	for i, e := range engEvs {
		eng[i] = toWire(e)
	}
	ordago := false
	for _, e := range refEvs {
		switch p := e.Payload.(type) {
		case engine.OrdagoAccepted:
			ordago = true
		case engine.GameFinished:
			ordago = ordago || p.Reason == "ordago"
		}
	}
	target := cx.rules.TargetPoints
	reached := false // a side's count has reached the target in this call
	see := func(w wireEvent) {
		if w.kind == "GameFinished" {
			reached = true
		}
		if w.kind == "PointsAwarded" {
			if s, ok := scoreField(w.payload["score"]); ok && target > 0 && (s[0] >= target || s[1] >= target) {
				reached = true
			}
		}
	}
	pairs := align(ref, eng)
	// the place of the last lance either engine scores at the count
	counted := 0
	for _, side := range [][]wireEvent{ref, eng} {
		for _, w := range side {
			if w.kind == "PointsAwarded" && w.phase == "SCORING" {
				counted = max(counted, countPlace(unquoted(w.payload["lance"])))
			}
		}
	}
	defer j.counted(counted)
	cx.answering = cx.answering && slices.ContainsFunc(pairs, func(p [2]int) bool { return p[0] < 0 })
	for _, p := range pairs {
		i, k := p[0], p[1]
		switch {
		case i >= 0 && k >= 0:
			r, e := ref[i], eng[k]
			if engSeq >= 0 && e.ev.Seq != engSeq+1 {
				j.add(eventAspect(e, "seq", ""), "", strconv.Itoa(engSeq+1), strconv.Itoa(e.ev.Seq),
					[]evidence.FieldDiff{{Path: "seq", Reference: strconv.Itoa(engSeq + 1), Engine: strconv.Itoa(e.ev.Seq)}}, "")
			}
			engSeq = e.ev.Seq
			if !bytes.Equal(r.json, e.json) {
				diffs := fieldDiffs("", r.json, e.json)
				for _, f := range eventFields(diffs) {
					kase := eventCase(r, e, f, cx, reached, ordago)
					j.add(eventAspect(r, f, kase), "", string(r.json), string(e.json), diffsOf(diffs, f), "")
				}
			}
			see(r)
			see(e)
		case i >= 0:
			r := ref[i]
			kase := eventCase(r, wireEvent{}, "falta", cx, reached, ordago)
			j.tanto(r, "falta", kase, string(r.json), "", []evidence.FieldDiff{{Path: "", Reference: string(r.json)}})
			see(r)
		default:
			e := eng[k]
			if engSeq >= 0 && e.ev.Seq != engSeq+1 {
				j.add(eventAspect(e, "seq", ""), "", strconv.Itoa(engSeq+1), strconv.Itoa(e.ev.Seq),
					[]evidence.FieldDiff{{Path: "seq", Reference: strconv.Itoa(engSeq + 1), Engine: strconv.Itoa(e.ev.Seq)}}, "")
			}
			engSeq = e.ev.Seq
			kase := eventCase(e, wireEvent{}, "sobra", cx, reached, ordago)
			j.tanto(e, "sobra", kase, "", string(e.json), []evidence.FieldDiff{{Path: "", Engine: string(e.json)}})
			see(e)
		}
	}
	return engSeq
}

// eventFields names the differing fields of an event as aspects see them:
// a payload field by its name, the visibility as "visibility", the other
// envelope fields by theirs; in the order they differ.
func eventFields(diffs []evidence.FieldDiff) []string {
	var out []string
	for _, d := range diffs {
		f := d.Path
		switch {
		case strings.HasPrefix(f, "payload."):
			f = strings.TrimPrefix(f, "payload.")
		case strings.HasPrefix(f, "visibility"):
			f = "visibility"
		}
		if i := strings.IndexAny(f, ".["); i >= 0 {
			f = f[:i]
		}
		if !slices.Contains(out, f) {
			out = append(out, f)
		}
	}
	return out
}

// diffsOf keeps the diffs of one field (as eventFields names it).
func diffsOf(diffs []evidence.FieldDiff, field string) []evidence.FieldDiff {
	var out []evidence.FieldDiff
	for _, d := range diffs {
		fs := eventFields([]evidence.FieldDiff{d})
		if len(fs) == 1 && fs[0] == field {
			out = append(out, d)
		}
	}
	return out
}

func eventAspect(w wireEvent, field, kase string) evidence.Aspect {
	return evidence.NewAspect("evento", w.kind, w.detail, field, kase)
}

// lancePhases are the phases in which tantos are scored on the spot.
var lancePhases = map[string]bool{"GRANDE": true, "CHICA": true, "PARES": true, "JUEGO": true, "PUNTO": true}

// eventCase is the fifth segment of an event aspect: what distinguishes
// the situation for the table (a tied lance, a jugada máxima, the count
// that reaches the target, an accepted órdago, a jugada paid with another
// class's value, a game ended on the spot).
func eventCase(r, e wireEvent, field string, cx callContext, reached, ordago bool) string {
	if (field == "falta" || field == "sobra") && reached && r.phase == "SCORING" && r.kind != "GameFinished" {
		return "fin"
	}
	if (field == "falta" || field == "sobra") && cx.answering {
		return "sin-respuesta"
	}
	switch r.kind {
	case "LanceResolved":
		if field == "winner" || field == "seat" {
			return lanceCase(r.detail, cx, e)
		}
	case "PointsAwarded":
		switch {
		case ordago && r.detail == "envite":
			return "ordago"
		case field == "points" && (r.detail == "pares" || r.detail == "juego"):
			if p, ok := intField(e.payload["points"]); ok && otherClassValue(r.detail, p, r, cx.rules) {
				return "clase"
			}
		}
	case "GameFinished":
		switch {
		case unquoted(r.payload["reason"]) == "ordago":
			return "ordago"
		case lancePhases[r.phase]:
			return "acto"
		case reached:
			return "fin"
		}
	}
	return ""
}

// otherClassValue reports whether p is the value of a class of jugada
// other than the one the reference paid.
func otherClassValue(concept string, p int, r wireEvent, rules driver.Rules) bool {
	want, ok := intField(r.payload["points"])
	if !ok || p == want {
		return false
	}
	var values []int
	if concept == "pares" {
		values = []int{rules.ParPoints, rules.MediasPoints, rules.DuplesPoints}
	} else {
		values = []int{rules.Juego31Points, rules.JuegoPoints}
	}
	return slices.Contains(intsText(values), strconv.Itoa(p))
}

func intsText(xs []int) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = strconv.Itoa(x)
	}
	return out
}

// lanceCase says, from the hands before the call, whether the engine's
// winner e of a lance holds a jugada as good as the reference's winner's
// (a tie decided the other way: "empate"), or the reference's winner holds
// the jugada máxima and the engine chose a worse one ("maxima"); "" for
// any other difference of order.
func lanceCase(lance string, cx callContext, e wireEvent) string {
	if cx.hands == nil {
		return ""
	}
	l, ok := engine.ParseLance(strings.ToUpper(lance))
	if !ok {
		return ""
	}
	mode := cx.rules.DeckMode
	var keys [4]uint32
	best := uint32(0)
	for s := 0; s < 4; s++ {
		var h engine.Hand
		if len(cx.hands[s]) != 4 {
			return ""
		}
		copy(h[:], cx.hands[s])
		keys[s] = engine.LanceKey(l, h, mode)
		if keys[s] > best {
			best = keys[s]
		}
	}
	if best == 0 {
		return ""
	}
	// The engine's winner: its seat when it names one of the winning
	// pair, else its pair (any of whose seats may be the one it chose).
	engBest := false
	team := -1
	switch unquoted(e.payload["winner"]) {
	case "A":
		team = 0
	case "B":
		team = 1
	}
	if seat, ok := intField(e.payload["seat"]); ok && seat >= 0 && seat < 4 && (team < 0 || seat%2 == team) {
		engBest = keys[seat] == best
	} else if team >= 0 {
		engBest = keys[team] == best || keys[team+2] == best
	}
	switch {
	case engBest:
		return "empate"
	case best == maxKey(l, mode):
		return "maxima"
	}
	return ""
}

// maxKey is the key of the jugada máxima of a lance (FEM VI.7): four
// reyes in grande and pares, four ases in chica, 31 in juego, 30 in punto.
func maxKey(l engine.Lance, m engine.DeckMode) uint32 {
	hand := func(s string) engine.Hand {
		cs, _ := engine.ParseCards(s)
		var h engine.Hand
		copy(h[:], cs)
		return h
	}
	switch l {
	case engine.Grande, engine.Pares:
		return engine.LanceKey(l, hand("Ro Rc Re Rb"), m)
	case engine.Chica:
		return engine.LanceKey(l, hand("1o 1c 1e 1b"), m)
	case engine.Juego:
		return engine.LanceKey(l, hand("Ro Rc Re 1b"), m)
	case engine.Punto:
		return engine.LanceKey(l, hand("Ro Cc 5e 5b"), m)
	}
	return 0
}

// ErrorArticles returns the articles the reference names in its refusals.
func ErrorArticles() []string {
	var out []string
	for _, c := range engine.Codes() {
		if a := c.Article(); a != "" && !slices.Contains(out, a) {
			out = append(out, a)
		}
	}
	return out
}
