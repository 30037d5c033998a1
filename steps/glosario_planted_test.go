package steps

import (
	"errors"
	"testing"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/faults"
)

// tamper is the reference engine with one thing changed: its events, what
// it shows, its legal actions or how it refuses an action. The planted
// tests use it as a wrong engine each step must fail.
type tamper struct {
	driver.Engine
	events  func(driver.Event) (driver.Event, bool) // false drops the event
	observe func(*driver.Observation)
	legal   func([]driver.Template) []driver.Template
	refuse  func(*driver.RuleError)
}

func (t tamper) edit(evs []driver.Event) []driver.Event {
	if t.events == nil {
		return evs
	}
	var out []driver.Event
	for _, e := range evs {
		if e, keep := t.events(e); keep {
			out = append(out, e)
		}
	}
	return out
}

func (t tamper) Start(s driver.Setup) ([]driver.Event, error) {
	evs, err := t.Engine.Start(s)
	return t.edit(evs), err
}

func (t tamper) Apply(seat driver.Seat, a driver.Action) ([]driver.Event, error) {
	evs, err := t.Engine.Apply(seat, a)
	var re *driver.RuleError
	if t.refuse != nil && errors.As(err, &re) {
		c := *re
		t.refuse(&c)
		err = &c
	}
	return t.edit(evs), err
}

func (t tamper) Observe(v driver.Viewer) (driver.Observation, error) {
	o, err := t.Engine.Observe(v)
	if err == nil && t.observe != nil {
		t.observe(&o)
	}
	return o, err
}

func (t tamper) Legal(s driver.Seat) ([]driver.Template, error) {
	ts, err := t.Engine.Legal(s)
	if err == nil && t.legal != nil {
		ts = t.legal(ts)
	}
	return ts, err
}

// planted returns a wrong engine for the planted tests.
func planted(t tamper) func() driver.Engine {
	return func() driver.Engine { t.Engine = driver.Reference(); return t }
}

// glossaryDeal: seat 3 deals, the mano (0) cuts and bets 2 a la grande.
const glossaryDeal = `
      Dado reparte el asiento 3
      Y la regla "raise_mode" vale "mas"
      Y las manos son:
        | asiento | cartas      |
        | 0       | Ro Rc 5e 4b |
        | 1       | Co Cc 6e 4o |
        | 2       | So 7c 6b 5o |
        | 3       | 1o 1c 4e 5c |
      Cuando el asiento 0 corta el mus
`

// TestGlossaryStepsCanFail runs the steps that speak through the glossary
// (events, legal actions, refusals, phases, concepts, reasons, the
// árbitro) in planted scenarios: each passes with what the reference
// engine does, and fails with another value or on an engine that does
// something else.
func TestGlossaryStepsCanFail(t *testing.T) {
	ref := func() driver.Engine { return driver.Reference() }
	firstRivalEnds, err := faults.New("no-quiero-del-primer-rival")
	if err != nil {
		t.Fatal(err)
	}
	drop := func(kind string) func() driver.Engine {
		return planted(tamper{events: func(e driver.Event) (driver.Event, bool) { return e, e.Kind().String() != kind }})
	}
	relabel := func(kind string, v engine.Visibility) func() driver.Engine {
		return planted(tamper{events: func(e driver.Event) (driver.Event, bool) {
			if e.Kind().String() == kind {
				e.Visibility = v
			}
			return e, true
		}})
	}
	twice := planted(tamper{events: func(e driver.Event) (driver.Event, bool) {
		if e.Kind() == engine.KindMusCut {
			e.Payload = engine.MusCut{Seat: 0, OutOfTurn: true}
		}
		return e, true
	}})
	otherPhase := planted(tamper{observe: func(o *driver.Observation) { o.Phase = engine.PhaseMus }})
	noOrdago := planted(tamper{legal: func(ts []driver.Template) []driver.Template {
		var out []driver.Template
		for _, t := range ts {
			if t.Type != engine.ActOrdago {
				out = append(out, t)
			}
		}
		return out
	}})
	wrongCode := planted(tamper{refuse: func(re *driver.RuleError) { re.Code = "WRONG_PHASE" }})
	wrongArticle := planted(tamper{refuse: func(re *driver.RuleError) { re.Article = "FEM-VI.4" }})
	wrongConcept := planted(tamper{events: func(e driver.Event) (driver.Event, bool) {
		if p, ok := e.Payload.(engine.PointsAwarded); ok {
			p.Concept = engine.ConceptNoQuerido
			e.Payload = p
		}
		return e, true
	}})
	wrongReason := planted(tamper{events: func(e driver.Event) (driver.Event, bool) {
		if p, ok := e.Payload.(engine.LanceResolved); ok {
			p.Reason = "mejor_jugada"
			e.Payload = p
		}
		return e, true
	}})

	const (
		bet      = "      Y el asiento 0 envida\n"
		noQuiere = bet + "      Y el asiento 1 no quiere\n"
		negada   = noQuiere + "      Y el asiento 3 no quiere\n"
		ordago   = "      Y el asiento 0 echa órdago\n      Y el asiento 1 quiere\n"
		tryBet   = bet + "      Y el asiento 2 intenta envidar 5\n"
	)
	tests := []struct {
		name    string
		eng     func() driver.Engine
		actions string
		check   string
		pass    bool
	}{
		// «consta que …»: one event of the last action, its fields.
		{"consta que", ref, noQuiere, "consta que el asiento 1 no quiere a la grande, y aún contesta su compañero", true},
		{"consta que: another answer", ref, noQuiere, "consta que el asiento 1 no quiere a la grande, y queda no querido", false},
		{"consta que: another seat", ref, noQuiere, "consta que el asiento 3 no quiere", false},
		{"consta que: not the last action", ref, noQuiere, "consta que el asiento 0 envida 2 a la grande", false},
		{"consta que: first rival ends the bet", firstRivalEnds, noQuiere, "consta que el asiento 1 no quiere a la grande, y aún contesta su compañero", false},
		{"consta que: not a phrase", ref, noQuiere, "consta que el asiento 1 dice que no", false},
		{"consta que: catalog words", ref, noQuiere, "consta que BetRejected con seat=1, final=false", false},
		{"consta que: a field", ref, "", "consta que el asiento 0 corta el mus, en su turno", true},
		{"consta que: a field changed", twice, "", "consta que el asiento 0 corta el mus, en su turno", false},
		// «consta …», «no consta …»: a kind of the last action.
		{"consta", ref, noQuiere, "consta un no quiero", true},
		{"consta: not emitted", ref, noQuiere, "consta un quiero", false},
		{"consta: dropped", drop("BetRejected"), noQuiere, "consta un no quiero", false},
		{"constan: agreement", ref, noQuiere, "constan un no quiero", false},
		{"constan", ref, ordago, "constan las cuatro manos enseñadas", true},
		{"no consta", ref, noQuiere, "no consta un quiero", true},
		{"no consta: emitted", ref, noQuiere, "no consta un no quiero", false},
		{"consta: not a noun", ref, noQuiere, "consta un no quiero rotundo", false},
		// «consta, en este orden y nada más: …»
		{"en orden", ref, "", "consta, en este orden y nada más: el corte del mus y el comienzo de un lance", true},
		{"en orden: another order", ref, "", "consta, en este orden y nada más: el comienzo de un lance y el corte del mus", false},
		{"en orden: one missing", ref, "", "consta, en este orden y nada más: el corte del mus", false},
		{"en orden: dropped", drop("LanceStarted"), "", "consta, en este orden y nada más: el corte del mus y el comienzo de un lance", false},
		{"en orden: runs", ref, "", "consta, en este orden y nada más: el corte del mus (2 veces) y el comienzo de un lance", false},
		// Who sees an event.
		{"todos ven", ref, "", "todos ven el corte del mus", true},
		{"todos ven: system", relabel("MusCut", engine.System), "", "todos ven el corte del mus", false},
		{"nadie ve", ref, "", "nadie en la mesa ve el barajado", true},
		{"nadie ve: public", relabel("DeckShuffled", engine.Public), "", "nadie en la mesa ve el barajado", false},
		{"solo ve", ref, "", "solo el asiento 2 ve sus cartas del reparto", true},
		{"solo ve: public", relabel("CardsDealt", engine.Public), "", "solo el asiento 2 ve sus cartas del reparto", false},
		{"solo ve: not an own noun", ref, "", "solo el asiento 2 ve el barajado", false},
		{"todos ven: none", ref, "", "todos ven un no quiero", false},
		// Legal actions.
		{"legales", ref, bet, "las acciones legales del asiento 1 son: querer, no querer, subir de 2 a 97 y echar órdago", true},
		{"legales: fewer", ref, bet, "las acciones legales del asiento 1 son: querer y no querer", false},
		{"legales: no órdago", noOrdago, bet, "las acciones legales del asiento 1 son: querer, no querer, subir de 2 a 97 y echar órdago", false},
		{"legales: catalog words", ref, bet, "las acciones legales del asiento 1 son: Accept, Reject, Raise 2-97, Ordago", false},
		// Refusals.
		{"rechazo", ref, tryBet, "la acción se rechaza porque no le toca hablar (FEM-VI.2)", true},
		{"rechazo: another reason", ref, tryBet, "la acción se rechaza porque hay un envite sin contestar (FEM-VI.2)", false},
		{"rechazo: another article", ref, tryBet, "la acción se rechaza porque no le toca hablar (FEM-VI.4)", false},
		{"rechazo: wrong code", wrongCode, tryBet, "la acción se rechaza porque no le toca hablar (FEM-VI.2)", false},
		{"rechazo: wrong article", wrongArticle, tryBet, "la acción se rechaza porque no le toca hablar (FEM-VI.2)", false},
		{"rechazo: not a reason", ref, tryBet, "la acción se rechaza porque sí (FEM-VI.2)", false},
		{"rechazo: catalog words", ref, tryBet, "la acción se rechaza con NOT_YOUR_TURN por FEM-VI.2", false},
		// Phases.
		{"fase", ref, "", "la partida está en el lance de grande", true},
		{"fase: another", ref, "", "la partida está en el mus", false},
		{"fase: wrong engine", otherPhase, "", "la partida está en el lance de grande", false},
		{"fase: catalog words", ref, "", "la partida está en GRANDE", false},
		// Concepts and reasons.
		{"concepto", ref, negada, "la pareja A se apunta 1 tanto de negada en grande", true},
		{"concepto: another", ref, negada, "la pareja A se apunta 1 tanto de envite no querido en grande", false},
		{"concepto: wrong engine", wrongConcept, negada, "la pareja A se apunta 1 tanto de negada en grande", false},
		{"concepto: catalog words", ref, negada, "la pareja A se apunta 1 tanto de envite_no_querido en grande", false},
		{"motivo del lance", ref, ordago, "el lance de grande lo gana la pareja A con el asiento 0 por el órdago", true},
		{"motivo del lance: another", ref, ordago, "el lance de grande lo gana la pareja A con el asiento 0 por mejor jugada", false},
		{"motivo del lance: wrong engine", wrongReason, ordago, "el lance de grande lo gana la pareja A con el asiento 0 por el órdago", false},
		{"motivo del lance: catalog words", ref, ordago, "el lance de grande lo gana la pareja A con el asiento 0 por ordago", false},
		{"motivo del juego", ref, ordago, "la partida termina y gana la pareja A por órdago", true},
		{"motivo del juego: another", ref, ordago, "la partida termina y gana la pareja A por tantos", false},
		{"motivo del juego: catalog words", ref, ordago, "la partida termina y gana la pareja A por ordago", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			text := "# language: es\nCaracterística: plantada\n\n  Escenario: plantado" + glossaryDeal + tc.actions + "      Entonces " + tc.check + "\n"
			if got := plantedPasses(Initializer(tc.eng), text); got != tc.pass {
				t.Errorf("el escenario plantado pasa = %v, se esperaba %v:\n%s", got, tc.pass, text)
			}
		})
	}
}

// TestStartRefusalCanFail: «la partida no empieza porque …» names the
// engine's reason.
func TestStartRefusalCanFail(t *testing.T) {
	for _, tc := range []struct {
		check string
		pass  bool
	}{
		{"la partida no empieza porque la preparación de la partida no es válida", true},
		{"la partida no empieza porque la partida ha terminado", false},
		{"la partida no empieza y el motor dice BAD_SETUP", false},
	} {
		text := "# language: es\nCaracterística: plantada\n\n  Escenario: plantado\n" +
			"      Dado el marcador empieza en A 40 - B 0\n      Cuando se intenta empezar la partida\n      Entonces " + tc.check + "\n"
		if got := plantedPasses(InitializeScenario, text); got != tc.pass {
			t.Errorf("el escenario plantado pasa = %v, se esperaba %v:\n%s", got, tc.pass, text)
		}
	}
}

// TestArbitroStepsCanFail: the time steps name the incident, the
// situation and the limit the runner recorded, and what it played.
func TestArbitroStepsCanFail(t *testing.T) {
	for _, tc := range []struct {
		check string
		pass  bool
	}{
		{"el árbitro anota que el asiento 0 no contesta a tiempo en el mus, con un límite de 60 segundos", true},
		{"el árbitro anota que el asiento 0 no contesta a tiempo en el mus, con un límite de 30 segundos", false},
		{"el árbitro anota que el asiento 0 no contesta a tiempo en el descarte, con un límite de 60 segundos", false},
		{"el árbitro anota que el asiento 0 se desconecta en el mus, con un límite de 60 segundos", false},
		{"el árbitro anota que el asiento 1 no contesta a tiempo en el mus, con un límite de 60 segundos", false},
		{"el árbitro juega por el asiento 0: cortar el mus", true},
		{"el árbitro juega por el asiento 0: dar mus", false},
		{"el runner anota PlayerTimedOut del asiento 0 en la situación mus con límite 60000 ms", false},
	} {
		text := "# language: es\nCaracterística: plantada\n\n  Escenario: plantado\n" +
			"      Dado reparte el asiento 3\n      Cuando el asiento 0 no contesta a tiempo\n      Entonces " + tc.check + "\n"
		if got := plantedPasses(InitializeScenario, text); got != tc.pass {
			t.Errorf("el escenario plantado pasa = %v, se esperaba %v:\n%s", got, tc.pass, text)
		}
	}
}
