package preguntas

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/spec"
)

// snapshots returns the legal actions and observations of a trace: right
// after the start, then after every action.
func snapshots(t *spec.Trace) []spec.TraceStep {
	if t == nil || !t.Started {
		return nil
	}
	return append([]spec.TraceStep{t.AtStart}, t.Steps...)
}

// where names a snapshot in Spanish.
func where(i int, st spec.TraceStep) string {
	if i == 0 {
		return "al empezar la partida"
	}
	s := fmt.Sprintf("tras la acción %d (asiento %d: %s", i, st.Seat, st.Action)
	if st.Refused != "" {
		s += ", rechazada"
	}
	return s + ")"
}

// firstLegalDiff describes the first point where a seat's legal actions
// differ between two runs of a scenario, or "" if they never do.
func firstLegalDiff(a, b *spec.Trace, compared string) string {
	sa, sb := snapshots(a), snapshots(b)
	for i := 0; i < len(sa) && i < len(sb); i++ {
		for seat := 0; seat < 4; seat++ {
			if sa[i].Legal[seat] != sb[i].Legal[seat] {
				return fmt.Sprintf("%s, el asiento %d puede: %s; con %s: %s", where(i, sa[i]), seat,
					templates(sa[i].Legal[seat]), compared, templates(sb[i].Legal[seat]))
			}
		}
	}
	return lengthDiff(len(sa), len(sb), compared)
}

// lengthDiff describes two runs of different lengths whose common part
// is equal.
func lengthDiff(na, nb int, compared string) string {
	if na == nb {
		return ""
	}
	return fmt.Sprintf("el escenario juega %d acciones; con %s, %d", max(na-1, 0), compared, max(nb-1, 0))
}

// templates renders a canonical JSON list of templates as
// "Mus, CutMus" or "Bet 2–99".
func templates(js string) string {
	var ts []engine.Template
	if err := json.Unmarshal([]byte(js), &ts); err != nil {
		return js
	}
	if len(ts) == 0 {
		return "nada"
	}
	var out []string
	for _, t := range ts {
		s := t.Type.String()
		if t.Max > 0 || t.Min > 0 {
			s += fmt.Sprintf(" %d–%d", t.Min, t.Max)
		}
		out = append(out, s)
	}
	return strings.Join(out, ", ")
}

// firstObservationDiff describes the first observation (of a seat or the
// spectator) that differs between two runs, naming the fields that
// differ, or "" if they never do.
func firstObservationDiff(a, b *spec.Trace, compared string) string {
	sa, sb := snapshots(a), snapshots(b)
	for i := 0; i < len(sa) && i < len(sb); i++ {
		for v := 0; v < 5; v++ {
			if sa[i].Observations[v] != sb[i].Observations[v] {
				return fmt.Sprintf("%s, %s: %s", where(i, sa[i]), viewerName(v),
					fieldDiff(sa[i].Observations[v], sb[i].Observations[v], compared))
			}
		}
	}
	return lengthDiff(len(sa), len(sb), compared)
}

func viewerName(v int) string {
	if v == 4 {
		return "el espectador"
	}
	return fmt.Sprintf("el asiento %d", v)
}

// fieldDiff names the top-level fields that differ between two JSON
// objects (at most three, in key order) with both values.
func fieldDiff(a, b, compared string) string {
	var ma, mb map[string]json.RawMessage
	if json.Unmarshal([]byte(a), &ma) != nil || json.Unmarshal([]byte(b), &mb) != nil {
		return "observación distinta"
	}
	keys := map[string]bool{}
	for k := range ma {
		keys[k] = true
	}
	for k := range mb {
		keys[k] = true
	}
	sorted := make([]string, 0, len(keys))
	for k := range keys {
		sorted = append(sorted, k)
	}
	sort.Strings(sorted)
	// The history repeats what the actions did: it goes last.
	sort.SliceStable(sorted, func(i, j int) bool { return sorted[i] != "history" && sorted[j] == "history" })
	var out []string
	for _, k := range sorted {
		if string(ma[k]) == string(mb[k]) {
			continue
		}
		if len(out) == 3 {
			out = append(out, "…")
			break
		}
		out = append(out, fmt.Sprintf("%s = %s (con %s: %s)", k, clip(string(ma[k])), compared, clip(string(mb[k]))))
	}
	return strings.Join(out, "; ")
}

// clip shortens a long value.
func clip(s string) string {
	if s == "" {
		return "—"
	}
	r := []rune(s)
	if len(r) > 90 {
		return string(r[:90]) + "…"
	}
	return s
}
