package certify

import (
	"fmt"
	"sort"
	"strings"
)

// StopRecord counts the differential games that stopped before their end
// for one reason: where the engines could no longer be compared.
type StopRecord struct {
	Reason string `json:"reason"`
	Games  int    `json:"games"`
}

// stopRecords turns the count of stops by reason into records, most games
// first, then by reason.
func stopRecords(m map[string]int) []StopRecord {
	out := []StopRecord{}
	for r, n := range m {
		if n > 0 {
			out = append(out, StopRecord{Reason: r, Games: n})
		}
	}
	sort.Slice(out, func(i, k int) bool {
		if out[i].Games != out[k].Games {
			return out[i].Games > out[k].Games
		}
		return out[i].Reason < out[k].Reason
	})
	return out
}

// GamesLine says how deep the differential games went: the games played,
// the steps compared out of those the same games have played to their end
// on the reference, and how many games stopped early and why («200 de 200
// jugadas» alone could mean a quarter of the steps).
func (r *Report) GamesLine() string {
	s := r.Summary
	line := fmt.Sprintf("Partidas diferenciales: %d de %d jugadas; %d de %d pasos comparados", s.GamesPlayed, s.Games, s.Steps, s.StepsPlayed)
	if s.StepsPlayed > 0 {
		line += fmt.Sprintf(", el %d %%", s.Steps*100/s.StepsPlayed)
	}
	line += " (en cada paso, los eventos, las acciones legales y las observaciones de los cuatro asientos y del espectador)"
	stopped := 0
	var why []string
	for _, st := range s.Stops {
		stopped += st.Games
		why = append(why, fmt.Sprintf("%d porque %s", st.Games, st.Reason))
	}
	switch {
	case s.GamesPlayed == 0:
		return line + "."
	case stopped == 0:
		line += "; ninguna se para antes de acabar"
	default:
		line += fmt.Sprintf("; %s antes de acabar: %s", plural(stopped, "partida se para", "partidas se paran"), strings.Join(why, ", "))
	}
	return line + r.inconclusiveText() + "."
}

// inconclusiveText says the tantos only one engine scored in a round that
// was never counted («», when none): whether the other would have scored
// them at the count cannot be known, so they are charged to no rule.
func (r *Report) inconclusiveText() string {
	var what []string
	for _, st := range r.Summary.Inconclusive {
		what = append(what, fmt.Sprintf("%s, en %s", st.Reason, plural(st.Games, "partida", "partidas")))
	}
	if len(what) == 0 {
		return ""
	}
	return "; queda sin concluir un tanto que solo apunta uno de los dos motores en una jugada que acabó sin contarse, porque no se sabe si el otro lo habría apuntado al contar (no se imputa a ninguna regla): " + strings.Join(what, "; ")
}
