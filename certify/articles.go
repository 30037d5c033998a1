package certify

import (
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
)

// The results of a check and of a row, in the report's words.
const (
	Pasa     = "PASA"
	Falla    = "FALLA"
	Error    = "ERROR"
	Tiempo   = "TIEMPO"
	NoAplica = "NO APLICA"
	Esperado = "ESPERADO"
)

// lanceConvention is the convention that orders the jugadas of a lance.
var lanceConvention = map[engine.Lance]string{
	engine.Grande: "CONVENCION-orden-grande",
	engine.Chica:  "CONVENCION-orden-chica",
	engine.Pares:  "CONVENCION-orden-pares",
	engine.Juego:  "CONVENCION-orden-juego",
	engine.Punto:  "CONVENCION-orden-juego",
}

// conceptArticles are the catalog ids of each concept of PointsAwarded.
var conceptArticles = map[engine.Concept][]string{
	engine.ConceptNegada:       {"FEM-VII.2", "CONVENCION-negada"},
	engine.ConceptNoQuerido:    {"FEM-VII.2", "CONVENCION-envite-rechazado"},
	engine.ConceptDeje:         {"FEM-VII.1", "CONVENCION-deje"},
	engine.ConceptEnvite:       {"FEM-VII.2", "FEM-VI.6"},
	engine.ConceptPaso:         {"FEM-VII.2", "CONVENCION-piedra-de-paso"},
	engine.ConceptPares:        {"FEM-VII.2", "CONVENCION-orden-pares"},
	engine.ConceptJuego:        {"FEM-VII.2", "CONVENCION-orden-juego"},
	engine.ConceptPunto:        {"FEM-VII.2", "CONVENCION-orden-juego"},
	engine.ConceptPenalizacion: {"FEM-VI.11"},
}

// kindArticles are the catalog ids of the other event kinds.
var kindArticles = map[engine.EventKind][]string{
	engine.KindGameStarted:          {"FEM-II.1"},
	engine.KindDealerAssigned:       {"FEM-III.1"},
	engine.KindRoundStarted:         {"FEM-III.2"},
	engine.KindDeckShuffled:         {"FEM-III.2"},
	engine.KindCardsDealt:           {"FEM-III.2"},
	engine.KindCardsDealtPublic:     {"FEM-III.2"},
	engine.KindMusRequested:         {"FEM-IV.2"},
	engine.KindMusCut:               {"FEM-IV.4"},
	engine.KindCardsDiscarded:       {"FEM-III.11"},
	engine.KindCardsDiscardedPublic: {"FEM-III.11"},
	engine.KindDeckReshuffled:       {"FEM-III.15"},
	engine.KindCardsServed:          {"FEM-III.11"},
	engine.KindCardsServedPublic:    {"FEM-III.11"},
	engine.KindLanceStarted:         {"FEM-VII.2"},
	engine.KindParesDeclared:        {"FEM-VI.20"},
	engine.KindJuegoDeclared:        {"FEM-VI.20"},
	engine.KindPassed:               {"FEM-VI.22"},
	engine.KindBetPlaced:            {"FEM-VI.7", "FEM-VI.8"},
	engine.KindBetRaised:            {"FEM-VI.7", "FEM-VI.8"},
	engine.KindOrdagoDeclared:       {"FEM-VI.6"},
	engine.KindBetAccepted:          {"FEM-VI.4"},
	engine.KindBetRejected:          {"FEM-VI.4"},
	engine.KindOrdagoAccepted:       {"FEM-VI.6", "FEM-VII.12"},
	engine.KindHandsRevealed:        {"FEM-VII.9"},
	engine.KindTeamIsIn:             {"FEM-VII.7"},
	engine.KindRoundFinished:        {"FEM-VII.2"},
	engine.KindGameFinished:         {"FEM-VII.2", "CONVENCION-objetivo"},
	engine.KindMatchFinished:        {"CONVENCION-juegos-partida"},
	// Señas y miradas (catalog 2): who sees a seña is FEM VIII.2 with the
	// gazes of seed 001 (a false seña is caught by the probes, FEM VIII.4).
	engine.KindGazeChanged: {"CONVENCION-senas"},
	engine.KindClockTicked: {"CONVENCION-senas"},
	engine.KindSignalMade:  {"FEM-VIII.2", "CONVENCION-senas"},
	engine.KindSignalSeen:  {"FEM-VIII.2", "CONVENCION-senas"},
}

// eventArticles maps the first differing event of two logs to catalog
// ids: a lance's winner to the order of its jugadas and the ties, tantos
// to the count and their concept, other events to their article.
func eventArticles(ref, got []driver.Event) []string {
	i := 0
	for i < len(ref) && i < len(got) {
		if ok, _, _ := same(ref[i], got[i]); !ok {
			break
		}
		i++
	}
	var e driver.Event
	switch {
	case i < len(ref):
		e = ref[i]
	case i < len(got):
		e = got[i]
	default:
		return []string{"FEM-VII.2"}
	}
	return articlesOf(e)
}

// articlesOf returns the catalog ids an event illustrates.
func articlesOf(e driver.Event) []string {
	switch p := e.Payload.(type) {
	case engine.LanceResolved:
		out := []string{}
		if c, ok := lanceConvention[p.Lance]; ok {
			out = append(out, c)
		}
		switch p.Reason {
		case "no_quiero":
			out = append(out, "FEM-VI.4")
		case "una_pareja":
			out = append(out, "CONVENCION-lance-una-pareja")
		case "ordago", "ordago_nulo":
			out = append(out, "FEM-VI.6")
		default:
			out = append(out, "CONVENCION-empates")
		}
		return out
	case engine.PointsAwarded:
		if a, ok := conceptArticles[p.Concept]; ok {
			return append([]string(nil), a...)
		}
	}
	if a, ok := kindArticles[e.Kind()]; ok {
		return append([]string(nil), a...)
	}
	return []string{"FEM-VII.2"}
}

// actionArticles charges a refusal of a play the reference accepted to the
// events that play caused.
func actionArticles(a driver.Action, revs []driver.Event) []string {
	switch a.(type) {
	case driver.Discard:
		return []string{"FEM-III.11", "CONVENCION-descarte"}
	case driver.Mus, driver.CutMus:
		return []string{"FEM-IV.4"}
	case driver.Bet, driver.Raise:
		return []string{"FEM-VI.7", "FEM-VI.8"}
	case driver.Ordago:
		return []string{"FEM-VI.6"}
	case driver.AcceptNoLose:
		return []string{"FEM-VI.10"}
	case driver.Sena:
		return []string{"FEM-VIII.2", "FEM-VIII.3", "FEM-VIII.4"}
	case driver.Look, driver.Tick:
		return []string{"CONVENCION-senas"}
	}
	if len(revs) > 0 {
		return articlesOf(revs[0])
	}
	return []string{"FEM-VI.22"}
}

// legalArticles maps a difference of legal actions to the article of the
// first template type present in one list only.
func legalArticles(ref, got []driver.Template) []string {
	has := func(ts []driver.Template, t engine.ActionType) bool {
		for _, x := range ts {
			if x.Type == t {
				return true
			}
		}
		return false
	}
	for _, pair := range [][2][]driver.Template{{ref, got}, {got, ref}} {
		for _, t := range pair[0] {
			if !has(pair[1], t.Type) {
				return templateArticles(t.Type)
			}
		}
	}
	// Same types, different ranges: the bet limits.
	for _, t := range ref {
		if t.Type == engine.ActDiscard {
			return []string{"FEM-III.11", "CONVENCION-descarte"}
		}
	}
	return []string{"FEM-VI.7", "FEM-VI.8", "CONVENCION-envite-minimo"}
}

func templateArticles(t engine.ActionType) []string {
	switch t {
	case engine.ActMus, engine.ActCutMus:
		return []string{"FEM-IV.4"}
	case engine.ActDiscard:
		return []string{"FEM-III.11"}
	case engine.ActBet, engine.ActRaise:
		return []string{"FEM-VI.7", "FEM-VI.22"}
	case engine.ActOrdago:
		return []string{"FEM-VI.6"}
	case engine.ActAcceptNoLose:
		return []string{"FEM-VI.10"}
	}
	return []string{"FEM-VI.2"}
}

// observationArticles maps a difference of observations to catalog ids by
// the first field that differs.
func observationArticles(ref, got driver.Observation) []string {
	switch {
	case !eq(ref.Score, got.Score), !eq(ref.Games, got.Games):
		return []string{"FEM-VII.2"}
	case !eq(ref.Hand, got.Hand), !eq(ref.Discards, got.Discards):
		return []string{"FEM-III.2", "FEM-III.11"}
	case !eq(ref.Pares, got.Pares), !eq(ref.Juego, got.Juego):
		return []string{"FEM-VI.20"}
	case !eq(ref.Bet, got.Bet):
		return []string{"FEM-VI.2"}
	case !eq(ref.Turn, got.Turn), !eq(ref.Phase, got.Phase), !eq(ref.Lance, got.Lance):
		return []string{"FEM-VII.2"}
	case !eq(ref.StockSize, got.StockSize):
		return []string{"FEM-III.16", "CONVENCION-mazo-visible"}
	case !eq(ref.Revealed, got.Revealed):
		return []string{"FEM-VII.9"}
	case !eq(ref.Legal, got.Legal):
		return legalArticles(ref.Legal, got.Legal)
	case !eq(ref.Signals, got.Signals):
		return []string{senaLeakArticle, "CONVENCION-senas"}
	case !eq(ref.Clock, got.Clock), !eq(ref.Gazes, got.Gazes):
		return []string{"CONVENCION-senas"}
	}
	return []string{leakArticle}
}

func eq(a, b any) bool { ok, _, _ := same(a, b); return ok }
