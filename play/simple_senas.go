package play

import "github.com/musfem/musfem/engine"

// promises lists, per lance, the señas of a partner that promise it
// (docs/senas.md): the Simple bot bets and accepts with a weak hand when
// its partner showed one of them.
var promises = map[engine.Lance][]engine.Signal{
	engine.Grande: {engine.SenaDosReyes, engine.SenaMediasReyes},
	engine.Chica:  {engine.SenaDosAses, engine.SenaMediasAses},
	engine.Pares:  {engine.SenaMedias, engine.SenaMediasReyes, engine.SenaMediasAses, engine.SenaDuples},
	engine.Juego:  {engine.SenaTreintaYUna},
	engine.Punto:  {engine.SenaTreinta, engine.SenaVeintinueve},
}

// threats lists, per lance, the strongest seña of a rival there: seen, it
// makes a merely good hand weak.
var threats = map[engine.Lance][]engine.Signal{
	engine.Grande: {engine.SenaMediasReyes},
	engine.Chica:  {engine.SenaMediasAses},
	engine.Pares:  {engine.SenaDuples},
	engine.Juego:  {engine.SenaTreintaYUna},
	engine.Punto:  {engine.SenaTreinta},
}

// seenStrength adjusts the grade st of the bot's hand in the lance being
// played with the señas it saw this round: its observation holds exactly
// the señas it made or saw, never the others (the engine's boundary).
func (b *Simple) seenStrength(o engine.Observation, st int) int {
	for _, v := range o.Signals {
		switch {
		case v.Seat == o.Partner && st == 0 && hasSignal(promises[o.Lance], v.Signal):
			st = 1
		case v.Seat != o.Seat && v.Seat != o.Partner && st == 1 && hasSignal(threats[o.Lance], v.Signal):
			st = 0
		}
	}
	return st
}

// sayOrder is the order in which the Simple bot makes its señas: its
// pares, its juego or punto, ciego, then cortar el mus.
var sayOrder = []engine.Signal{
	engine.SenaDuples, engine.SenaMediasReyes, engine.SenaMediasAses, engine.SenaMedias,
	engine.SenaDosReyes, engine.SenaDosAses, engine.SenaPares,
	engine.SenaTreintaYUna, engine.SenaJuego, engine.SenaTreinta, engine.SenaVeintinueve,
	engine.SenaCiego, engine.SenaCortarMus,
}

// signal returns the next seña the bot makes, if any: only while its
// partner looks at it and no rival does (the gazes are public), only true
// and timely señas (engine.SignalBacked, engine.SignalTimely), each once
// per round; "cortar el mus" only while the mus is decided and with a hand
// it would cut with.
func (b *Simple) signal(o engine.Observation, h engine.Hand) (engine.Signal, bool) {
	if len(o.Gazes) != engine.NumSeats || !o.Seat.Valid() {
		return engine.NoSignal, false
	}
	for _, g := range o.Gazes {
		watching := g.Target == o.Seat
		if g.Seat == o.Partner && !watching || g.Seat != o.Partner && g.Seat != o.Seat && watching {
			return engine.NoSignal, false
		}
	}
	for _, g := range sayOrder {
		if ok, _ := engine.SignalTimely(g, o.Phase, o.Round, b.Moment); !ok || !engine.SignalBacked(g, h, b.Mode) {
			continue
		}
		if g == engine.SenaCortarMus && (o.Phase != engine.PhaseMus || !b.goodHand(h)) {
			continue
		}
		made := false
		for _, v := range o.Signals {
			made = made || v.Seat == o.Seat && v.Signal == g
		}
		if !made {
			return g, true
		}
	}
	return engine.NoSignal, false
}

func hasSignal(list []engine.Signal, g engine.Signal) bool {
	for _, x := range list {
		if x == g {
			return true
		}
	}
	return false
}
