package certify

import (
	"reflect"
	"strings"
	"testing"

	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/reference"
)

// jsonFields are the JSON names of a struct type's fields.
func jsonFields(t reflect.Type) []string {
	var out []string
	for i := 0; i < t.NumField(); i++ {
		name := strings.Split(t.Field(i).Tag.Get("json"), ",")[0]
		if name != "" && name != "-" {
			out = append(out, name)
		}
	}
	return out
}

// TestEveryAspectHasWords checks that every part an aspect can hold has
// its Spanish words: every event kind with every field of its envelope and
// payload, every concept, lance and purpose, every action and phase, every
// observation field, every case, and every concrete segment of the table
// of aspects; so that no group is ever headed by a code.
func TestEveryAspectHasWords(t *testing.T) {
	var aspects []evidence.Aspect
	payloads := []engine.Payload{engine.GameStarted{}, engine.DealerAssigned{}, engine.RoundStarted{}, engine.DeckShuffled{},
		engine.CardsDealt{}, engine.CardsDealtPublic{}, engine.MusRequested{}, engine.MusCut{}, engine.CardsDiscarded{},
		engine.CardsDiscardedPublic{}, engine.DeckReshuffled{}, engine.CardsServed{}, engine.CardsServedPublic{},
		engine.LanceStarted{}, engine.ParesDeclared{}, engine.JuegoDeclared{}, engine.Passed{}, engine.BetPlaced{},
		engine.BetRaised{}, engine.OrdagoDeclared{}, engine.BetAccepted{}, engine.BetRejected{}, engine.OrdagoAccepted{},
		engine.LanceResolved{}, engine.HandsRevealed{}, engine.PointsAwarded{}, engine.TeamIsIn{}, engine.RoundFinished{},
		engine.GameFinished{}, engine.MatchFinished{}, engine.GazeChanged{}, engine.ClockTicked{}, engine.SignalMade{}, engine.SignalSeen{}}
	listed := map[string]bool{}
	for _, p := range payloads {
		listed[p.Kind().String()] = true
	}
	for _, k := range engine.EventKinds() {
		if !listed[k.String()] {
			t.Errorf("event kind %s is not in this test's list of payloads", k)
		}
	}
	envelope := []string{"round", "phase", "actor", "type", "visibility", "seq", "falta", "sobra"}
	for _, p := range payloads {
		k := p.Kind().String()
		fields := append(jsonFields(reflect.TypeOf(p)), envelope...)
		details := []string{"-"}
		switch k {
		case "PointsAwarded":
			details = nil
			for c := engine.Concept(1); !strings.HasPrefix(c.String(), "Concept("); c++ {
				details = append(details, c.String())
			}
		case "DeckShuffled":
			details = []string{"reparto", "rebarajado"}
		default:
			for l := engine.Lance(1); !strings.HasPrefix(l.String(), "Lance("); l++ {
				details = append(details, strings.ToLower(l.String()))
			}
		}
		for _, d := range details {
			for _, f := range fields {
				aspects = append(aspects, evidence.NewAspect("evento", k, d, f, ""))
			}
		}
	}
	var phases, actions []string
	for p := engine.Phase(0); !strings.HasPrefix(p.String(), "Phase("); p++ {
		phases = append(phases, p.String())
	}
	for a := engine.ActionType(1); !strings.HasPrefix(a.String(), "ActionType("); a++ {
		actions = append(actions, a.String())
	}
	for _, p := range phases {
		for _, c := range []string{"", "apertura", "respuesta"} {
			aspects = append(aspects, evidence.NewAspect("turno", "", p, "", c))
			for _, a := range append(actions, "?") {
				for _, f := range []string{"presencia", "min", "max"} {
					aspects = append(aspects, evidence.NewAspect("legales", a, p, f, c))
				}
				aspects = append(aspects, evidence.NewAspect("rechazo", a, p, "CODE", c))
			}
		}
	}
	for _, a := range append(actions, "?") {
		for _, f := range []string{"aceptada", "codigo"} {
			aspects = append(aspects, evidence.NewAspect("error", a, "NOT_YOUR_TURN", f, ""))
		}
	}
	for _, f := range jsonFields(reflect.TypeOf(engine.Observation{})) {
		for _, v := range []string{"asiento", "espectador"} {
			aspects = append(aspects, evidence.NewAspect("observacion", f, v, "", ""))
		}
	}
	for _, f := range []string{"hand", "discards", "revealed", "hands", "stock", "signals"} {
		for _, v := range []string{"asiento", "espectador"} {
			aspects = append(aspects, evidence.NewAspect("fuga", f, v, "", ""))
		}
	}
	for c := range caseWords {
		aspects = append(aspects, evidence.NewAspect("evento", "PointsAwarded", "negada", "points", c))
	}
	// Every concrete segment of the table of aspects, in the area it
	// belongs to.
	cat, err := reference.Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range cat.Aspects().Rules() {
		segs := strings.Split(r.Pattern, ".")
		for len(segs) < evidence.NumSegments {
			segs = append(segs, "*")
		}
		for i := 1; i < evidence.NumSegments; i++ {
			for _, alt := range strings.Split(segs[i], "|") {
				if alt == "*" {
					continue
				}
				probe := [evidence.NumSegments]string{segs[0], "?", "?", "?", "-"}
				switch segs[0] {
				case "evento":
					probe = [evidence.NumSegments]string{"evento", "PointsAwarded", "negada", "points", "-"}
				case "turno", "legales", "rechazo":
					probe = [evidence.NumSegments]string{segs[0], "Bet", "GRANDE", "min", "-"}
				case "error":
					probe = [evidence.NumSegments]string{"error", "Bet", "CODE", "codigo", "-"}
				case "observacion", "fuga":
					probe = [evidence.NumSegments]string{segs[0], "hand", "asiento", "-", "-"}
				}
				if segs[0] == "evento" && i == 2 && alt != "-" {
					probe[1] = strings.Split(segs[1], "|")[0]
					if probe[1] == "*" {
						probe[1] = "LanceResolved"
						if _, ok := conceptWords[alt]; ok {
							probe[1] = "PointsAwarded"
						}
					}
				}
				if segs[0] == "error" && i == 2 || segs[0] == "rechazo" && i == 3 || segs[0] == "legales" && i == 4 && segs[3] == "rechazada" {
					continue // an error code is shown as it is
				}
				probe[i] = alt
				if segs[0] == "evento" && i == 1 && alt != "PointsAwarded" {
					probe[2], probe[3] = "-", "falta"
				}
				aspects = append(aspects, evidence.NewAspect(probe[0], probe[1], probe[2], probe[3], probe[4]))
			}
		}
	}
	missing := map[string]bool{}
	for _, a := range aspects {
		text, ok := DiffersText(a)
		if !ok || text == "" || strings.Contains(text, "%") {
			missing[string(a)] = true
		}
	}
	for a := range missing {
		t.Errorf("no words for aspect %s", a)
	}
}

// TestDiffersText pins a few phrases.
func TestDiffersText(t *testing.T) {
	for a, want := range map[evidence.Aspect]string{
		"evento.PointsAwarded.negada.falta.-":       "la negada no se cobra",
		"evento.PointsAwarded.pares.points.clase":   "los pares se cobran con otros tantos, pagando otra clase de jugada",
		"evento.LanceResolved.grande.winner.empate": "quién gana la grande: el motor da otro ganador, en un empate",
		"turno.-.MUS_DECISION.-.-":                  "habla otro asiento en el mus",
		"fuga.hand.asiento.-.-":                     "Un asiento ve cartas que no debe ver",
	} {
		if got, ok := DiffersText(a); !ok || got != want {
			t.Errorf("DiffersText(%s) = %q, %v; want %q", a, got, ok, want)
		}
	}
}

// TestSideTextSaysLegalActions: legal actions, as the certificate and
// --caso show them, are said in Spanish, not as the engine's JSON.
func TestSideTextSaysLegalActions(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`[{"type":"Reject"}]`, "no querer"},
		{`[{"type":"Accept"},{"type":"Reject"},{"type":"Raise","min":2,"max":97},{"type":"Ordago"}]`, "querer, no querer, subir de 2 a 97 o echar un órdago"},
		{`{"type":"Accept"}`, "querer"},
		{`[{"type":"Discard","min":1,"max":4}]`, "descartarse de 1 a 4 cartas"},
		{`[{"type":"Bet","min":2,"max":2}]`, "envidar 2"},
		{`[]`, "ninguna acción"},
		{`[1,2]`, "[1,2]"},
		{`{"type":"Nada"}`, `{"type":"Nada"}`},
	} {
		if got := SideText(c.in); got != c.want {
			t.Errorf("SideText(%s) = %q, se esperaba %q", c.in, got, c.want)
		}
	}
}
