package preguntas

import (
	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/reference"
)

// detector says when an option's rule "fires" in a random game: when
// playing under one value or the other of its config key could make a
// difference. A game fires when event returns true for one of its events
// (given the state before the action that produced it), or, with outOfTurn, when a seat
// other than the one with the word may cut the mus (FEM IV.7).
type detector struct {
	key       string
	text      string
	event     func(r engine.Rules, s engine.State, e engine.Event) bool
	outOfTurn bool
}

// detectors are the detectors by config key.
var detectors = map[string]*detector{
	"games_to_win": when("la partida necesita más de un juego", func(p engine.GameStarted) bool { return p.Game >= 2 }),
	"deje": when("una subida no querida en pares, juego o punto", func(p engine.PointsAwarded) bool {
		return p.Concept == engine.ConceptNoQuerido && (p.Lance == engine.Pares || p.Lance == engine.Juego || p.Lance == engine.Punto)
	}),
	"deck_mode": {
		text: "un jugador recibe un 3 o un 2",
		event: func(_ engine.Rules, _ engine.State, e engine.Event) bool {
			var cs []engine.Card
			switch p := e.Payload.(type) {
			case engine.CardsDealt:
				cs = p.Cards
			case engine.CardsServed:
				cs = p.Cards
			}
			for _, c := range cs {
				if r := c.Rank(); r == engine.Tres || r == engine.Dos {
					return true
				}
			}
			return false
		},
	},
	"jugadas_tras_no_quiero": {
		text:  "un envite de pares o juego no querido por la pareja que tenía la mejor jugada",
		event: refusedByBetter,
	},
	// The order of the discards and of the service both show in any
	// round of mus.
	"discard_order":                    musRound(),
	"serve_order":                      musRound(),
	"reshuffle_includes_current_round": when("se rebarajan los descartes (se acaba el mazo)", always[engine.DeckReshuffled]),
	"stock_size_public":                when("siempre: cambia toda observación del mazo", always[engine.GameStarted]),
	"min_discard":                      when("un jugador se queda servido (descarta 0 cartas)", func(p engine.CardsDiscardedPublic) bool { return p.Count == 0 }),
	"falta_de_tanto": {
		text:      "un jugador que no tiene la palabra puede cortar el mus (a falta de tanto)",
		outOfTurn: true,
	},
	"raise_mode": when("un envite se sube", always[engine.BetRaised]),
	"end_on_immediate_points": {
		text: "los tantos del acto (negada, no querido, deje) llevan a una pareja al objetivo antes de contar",
		event: func(r engine.Rules, _ engine.State, e engine.Event) bool {
			p, ok := e.Payload.(engine.PointsAwarded)
			if !ok || !p.Team.Valid() {
				return false
			}
			switch p.Concept {
			case engine.ConceptNegada, engine.ConceptNoQuerido, engine.ConceptDeje, engine.ConceptPenalizacion:
				return p.Score[p.Team] >= r.TargetPoints
			}
			return false
		},
	},
}

func init() {
	for k, d := range detectors {
		d.key = k
	}
}

// musRound is the detector of a round of mus (its discards).
func musRound() *detector {
	return when("una ronda de mus (hay descartes)", always[engine.CardsDiscardedPublic])
}

// refusedByBetter fires on a final no quiero in pares or juego when the
// refusing pair held the better jugada: the case where "who scores the
// jugadas after a no quiero" decides.
func refusedByBetter(r engine.Rules, s engine.State, e engine.Event) bool {
	p, ok := e.Payload.(engine.BetRejected)
	if !ok || !p.Final || (p.Lance != engine.Pares && p.Lance != engine.Juego) || !p.Seat.Valid() {
		return false
	}
	var hands [4]engine.Hand
	var mask uint8
	for seat := engine.Seat(0); seat < engine.NumSeats; seat++ {
		cs := s.Hand(seat)
		if len(cs) != len(hands[seat]) {
			return false
		}
		copy(hands[seat][:], cs)
		holds := false
		if p.Lance == engine.Pares {
			k, _ := engine.ParesOf(hands[seat], r.DeckMode)
			holds = k != engine.SinPares
		} else {
			holds = engine.HasJuego(engine.Sum(hands[seat], r.DeckMode))
		}
		if holds {
			mask |= 1 << uint(seat)
		}
	}
	w := engine.Winner(p.Lance, &hands, s.Mano(), mask, r.DeckMode)
	return w.Valid() && w.Team() == p.Seat.Team()
}

// detectorFor returns the detector of an option: that of the first of its
// settings (in file order) that has one and whose value differs from the
// reference option's. For the reference option it is the detector every
// other option of the question shares, if they share one.
func detectorFor(q reference.Question, o reference.Option) *detector {
	ref := referenceOption(q)
	if o.Name == ref.Name {
		var shared *detector
		for _, x := range q.Options {
			if x.Name == ref.Name {
				continue
			}
			d := detectorFor(q, x)
			if d == nil || (shared != nil && shared != d) {
				return nil
			}
			shared = d
		}
		return shared
	}
	refRules, err1 := optionRules(ref)
	rules, err2 := optionRules(o)
	for _, s := range o.Settings {
		d, ok := detectors[s.Key]
		if !ok {
			continue
		}
		if err1 == nil && err2 == nil {
			a, _ := config.Value(refRules, s.Key)
			b, _ := config.Value(rules, s.Key)
			if a == b {
				continue
			}
		}
		return d
	}
	return nil
}

// referenceOption is the option every other is compared with: the
// question's default ("confirmar" for P5).
func referenceOption(q reference.Question) reference.Option {
	for _, o := range q.Options {
		if o.Name == q.Default {
			return o
		}
	}
	if len(q.Options) > 0 {
		return q.Options[0]
	}
	return reference.Option{}
}

// when is the detector, said as text, of an option whose rule fires on
// the events of payload type T that fires holds for.
func when[T any](text string, fires func(T) bool) *detector {
	return &detector{text: text, event: func(_ engine.Rules, _ engine.State, e engine.Event) bool {
		p, ok := e.Payload.(T)
		return ok && fires(p)
	}}
}

// always fires on every event of payload type T.
func always[T any](T) bool { return true }
