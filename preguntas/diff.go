package preguntas

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/musfem/musfem/escenarios"
)

// snapshots returns the legal actions and observations of a trace: right
// after the start, then after every action.
func snapshots(t *escenarios.Trace) []escenarios.TraceStep {
	if t == nil || !t.Started {
		return nil
	}
	return append([]escenarios.TraceStep{t.AtStart}, t.Steps...)
}

// where names a snapshot in Spanish.
func where(i int, st escenarios.TraceStep) string {
	if i == 0 {
		return "al empezar la partida"
	}
	s := fmt.Sprintf("tras la acción %d (%s", i, actionText(st.Seat, st.Action))
	if st.Refused != "" {
		s += ", y no se le deja"
	}
	return s + ")"
}

// firstLegalDiff describes the first point where a seat's legal actions
// differ between two runs of a scenario, or "" if they never do.
func firstLegalDiff(a, b *escenarios.Trace, compared string) string {
	sa, sb := snapshots(a), snapshots(b)
	for i := 0; i < len(sa) && i < len(sb); i++ {
		for seat := 0; seat < 4; seat++ {
			if sa[i].Legal[seat] != sb[i].Legal[seat] {
				return fmt.Sprintf("%s, el asiento %d %s; con «%s», %s", where(i, sa[i]), seat,
					templatesText(sa[i].Legal[seat]), compared, templatesText(sb[i].Legal[seat]))
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
	return fmt.Sprintf("el escenario hace %s; con «%s», %d", plays(max(na-1, 0)), compared, max(nb-1, 0))
}

// plays is "1 jugada" or "n jugadas".
func plays(n int) string {
	if n == 1 {
		return "1 jugada"
	}
	return fmt.Sprintf("%d jugadas", n)
}

// firstObservationDiff describes the first observation (of a seat or the
// spectator) that differs between two runs, naming the fields that
// differ, or "" if they never do.
func firstObservationDiff(a, b *escenarios.Trace, compared string) string {
	sa, sb := snapshots(a), snapshots(b)
	for i := 0; i < len(sa) && i < len(sb); i++ {
		for v := 0; v < 5; v++ {
			if sa[i].Observations[v] != sb[i].Observations[v] {
				return fmt.Sprintf("%s, lo que ve %s: %s", where(i, sa[i]), viewerName(v),
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

// fieldDiff names, in Spanish, the fields that differ between two
// observations (at most three, in key order) with both values.
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
		out = append(out, fmt.Sprintf("%s: %s (con «%s»: %s)", fieldName(k), clip(sayField(k, ma[k])), compared, clip(sayField(k, mb[k]))))
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
