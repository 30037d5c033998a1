package preguntas

import (
	"runtime"
	"sync"

	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/play"
)

// DefaultGames is how many random games each option plays.
const DefaultGames = 2000

// maxActions bounds one random game (a match of up to five juegos).
const maxActions = 50_000

// BotsText describes the bots of the random games (Report.Bots), for a
// reader who plays Mus.
const BotsText = "Cada partida la juegan cuatro programas (bots) que cambian con la semilla s de la partida: si s es múltiplo de 3, los cuatro son «ordagueros»; " +
	"si deja resto 1, los asientos 0 y 2 son ordagueros y el 1 y el 3 juegan al azar entre las acciones permitidas, sin echar órdagos; si deja resto 2, al revés. " +
	"Un ordaguero juega con prudencia (corta el mus con buena mano, se descarta de lo que no son figuras, envida y quiere con buenas manos) y además echa órdago " +
	"con una mano muy fuerte (una vez de cada dos) o con una buena cuando a su pareja le faltan 5 tantos o menos, sube el mínimo una vez de cada cuatro con buena mano " +
	"y, si las reglas lo permiten, corta el mus fuera de turno con buena mano. Lo que cada bot decide al azar no depende del reparto: con cada opción, la misma " +
	"partida empieza con las mismas cartas."

// lineup returns the four bots of the game with the given seed.
func lineup(rules engine.Rules, seed uint64) [4]play.Bot {
	var bots [4]play.Bot
	for i := range bots {
		seat := engine.Seat(i)
		ordaguero := true
		switch seed % 3 {
		case 1:
			ordaguero = i%2 == 0
		case 2:
			ordaguero = i%2 == 1
		}
		if ordaguero {
			bots[i] = play.NewOrdaguero(rules, seed, seat)
		} else {
			bots[i] = play.NewRandom(seed, seat, true)
		}
	}
	return bots
}

// outOfTurnCutter is a bot that may cut the mus out of turn (FEM IV.7).
type outOfTurnCutter interface {
	CutOutOfTurn(o engine.Observation) bool
}

// outcome is what one random game measured.
type outcome struct {
	ok     bool
	winner engine.Team
	rounds int
	fires  bool
	// perRound[r][c] is the tantos of concept c scored in round r.
	perRound [][]int
	// cards and plays fingerprint, seat by seat, the cards each seat
	// received (dealt and served) and the plays it made, in order: two
	// options whose games have the same fingerprints gave every seat the
	// same cards and saw it make the same plays (perhaps in another order
	// between seats, as when the discards start elsewhere).
	cards, plays [engine.NumSeats]fingerprint
}

// fingerprint is an FNV-1a hash of a sequence of small integers.
type fingerprint uint64

const (
	fnvOffset fingerprint = 14695981039346656037
	fnvPrime  fingerprint = 1099511628211
)

func (f *fingerprint) add(vs ...int) {
	if *f == 0 {
		*f = fnvOffset
	}
	for _, v := range vs {
		for i := 0; i < 4; i++ {
			*f ^= fingerprint(byte(v >> (8 * i)))
			*f *= fnvPrime
		}
	}
}

// addCards adds a seat and its cards.
func (f *fingerprint) addCards(seat engine.Seat, cs []engine.Card) {
	f.add(int(seat), len(cs))
	for _, c := range cs {
		f.add(int(c))
	}
}

// addPlay adds a seat and its action.
func (f *fingerprint) addPlay(seat engine.Seat, a engine.Action) {
	f.add(int(seat), int(a.Type()))
	switch a := a.(type) {
	case engine.Bet:
		f.add(a.Amount)
	case engine.Raise:
		f.add(a.Amount)
	case engine.Discard:
		f.addCards(seat, a.Cards)
	}
}

// concepts are the PointsAwarded concepts, in catalog order.
var concepts = func() []engine.Concept {
	var out []engine.Concept
	for c := engine.Concept(1); ; c++ {
		if _, ok := engine.ParseConcept(c.String()); !ok {
			return out
		}
		out = append(out, c)
	}
}()

// playOne plays the game with the given seed under rules; det (may be
// nil) says whether the option's rule fires.
func playOne(rules engine.Rules, seed uint64, det *detector) outcome {
	var out outcome
	s, evs, err := engine.New(rules, engine.Setup{Seed: seed})
	if err != nil {
		return out
	}
	bots := lineup(rules, seed)
	var obs [4]engine.Observer
	var buf []engine.Event
	// scan reads the events of an action; s is the state before it (the
	// hands of the round the events belong to: an action may end the
	// round and deal the next).
	scan := func(s engine.State, evs []engine.Event) {
		for _, e := range evs {
			switch p := e.Payload.(type) {
			case engine.RoundStarted:
				out.perRound = append(out.perRound, make([]int, len(concepts)))
			case engine.PointsAwarded:
				if n := len(out.perRound); n > 0 && int(p.Concept) >= 1 && int(p.Concept) <= len(concepts) {
					out.perRound[n-1][p.Concept-1] += p.Points
				}
			case engine.CardsDealt:
				out.cards[p.Seat&3].addCards(p.Seat, p.Cards)
			case engine.CardsServed:
				out.cards[p.Seat&3].addCards(p.Seat, p.Cards)
			}
			if det != nil && !out.fires && det.event != nil && det.event(rules, s, e) {
				out.fires = true
			}
		}
	}
	scan(s, evs)
	for steps := 0; !s.Over(); steps++ {
		if steps >= maxActions {
			return outcome{}
		}
		if s.Phase() == engine.PhaseMus {
			cut, seat := outOfTurn(s, bots, &obs, det, &out)
			if cut {
				n, more, err := engine.ApplyAppend(buf[:0], s, seat, engine.CutMus{})
				if err != nil {
					return outcome{}
				}
				out.plays[seat&3].addPlay(seat, engine.CutMus{})
				scan(s, more)
				s, buf = n, more
				continue
			}
		}
		seat := s.Turn()
		if !seat.Valid() {
			return outcome{}
		}
		a := bots[seat].Act(obs[seat].Observe(s, engine.SeatViewer(seat)))
		n, more, err := engine.ApplyAppend(buf[:0], s, seat, a)
		if err != nil {
			return outcome{}
		}
		out.plays[seat&3].addPlay(seat, a)
		scan(s, more)
		s, buf = n, more
	}
	out.ok, out.winner, out.rounds = true, s.Winner(), s.Round()
	return out
}

// outOfTurn looks, in the mus phase, for a seat other than the one with
// the word that may cut out of turn (FEM IV.7); it marks the detector of
// falta_de_tanto and returns the first such seat whose bot wants to cut.
func outOfTurn(s engine.State, bots [4]play.Bot, obs *[4]engine.Observer, det *detector, out *outcome) (bool, engine.Seat) {
	turn := s.Turn()
	for i := 1; i < engine.NumSeats; i++ {
		seat := (turn + engine.Seat(i)) & 3
		if !hasTemplate(engine.Legal(s, seat), engine.ActCutMus) {
			continue
		}
		if det != nil && det.outOfTurn {
			out.fires = true
		}
		if c, ok := bots[seat].(outOfTurnCutter); ok && c.CutOutOfTurn(obs[seat].Observe(s, engine.SeatViewer(seat))) {
			return true, seat
		}
	}
	return false, engine.NoSeat
}

func hasTemplate(ts []engine.Template, t engine.ActionType) bool {
	for _, x := range ts {
		if x.Type == t {
			return true
		}
	}
	return false
}

// playOption plays the games of seeds seed+1 … seed+n under rules.
func playOption(rules engine.Rules, seed uint64, n int, det *detector) []outcome {
	out := make([]outcome, n)
	for i := range out {
		out[i] = playOne(rules, seed+uint64(i)+1, det)
	}
	return out
}

// chunk is how many games one task of playAll plays.
const chunk = 250

// playAll plays the games of every option (seeds seed+1 … seed+n), on
// as many goroutines as GOMAXPROCS. Every game writes its own slot, so
// the result does not depend on the scheduling. An option whose rules
// were refused (errs[i] != nil) gets n games that were not played.
func playAll(rules []engine.Rules, errs []error, dets []*detector, seed uint64, n int) [][]outcome {
	out := make([][]outcome, len(rules))
	for i := range rules {
		out[i] = make([]outcome, n)
	}
	type task struct{ opt, from, to int }
	tasks := make(chan task)
	var wg sync.WaitGroup
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for t := range tasks {
				for g := t.from; g < t.to; g++ {
					out[t.opt][g] = playOne(rules[t.opt], seed+uint64(g)+1, dets[t.opt])
				}
			}
		}()
	}
	for i := range rules {
		if errs[i] != nil {
			continue
		}
		for from := 0; from < n; from += chunk {
			tasks <- task{i, from, min(from+chunk, n)}
		}
	}
	close(tasks)
	wg.Wait()
	return out
}

// measure turns the outcomes of an option into its OptionImpact; ref are
// the outcomes of the reference option (nil for the reference itself).
func measure(name string, outs, ref []outcome, det *detector) OptionImpact {
	oi := OptionImpact{Option: name, Detector: "—", Differs: []string{}}
	var rounds acc
	tantos := make([]acc, len(concepts)+1)
	fires, played, changed, compared := 0, 0, 0, 0
	for i, o := range outs {
		if !o.ok {
			oi.Errors++
			continue
		}
		played++
		if o.winner == engine.TeamA {
			oi.WinsA++
		}
		if ref != nil && i < len(ref) && ref[i].ok {
			compared++
			if ref[i].winner != o.winner {
				changed++
			}
		}
		if o.fires {
			fires++
		}
		rounds.add(int64(o.rounds))
		for _, r := range o.perRound {
			total := 0
			for c, v := range r {
				tantos[c].add(int64(v))
				total += v
			}
			tantos[len(concepts)].add(int64(total))
		}
	}
	if ref != nil {
		w := share(changed, compared)
		oi.WinnerChanged = &w
	}
	oi.Rounds = rounds.stat()
	for c, a := range tantos {
		name := "total"
		if c < len(concepts) {
			name = concepts[c].String()
		}
		oi.Tantos = append(oi.Tantos, ConceptStat{Concept: name, Stat: a.stat()})
	}
	if det != nil {
		oi.Detector = det.text
		oi.Fires = share(fires, played)
	} else {
		oi.Fires = share(0, 0)
	}
	return oi
}

// compare fills the Differs of an option's impact against the reference.
func compare(oi *OptionImpact, ref OptionImpact) {
	oi.Differs = []string{}
	if oi.WinnerChanged != nil && oi.WinnerChanged.Count > 0 {
		oi.Differs = append(oi.Differs, "ganador")
	}
	if oi.Rounds != ref.Rounds {
		oi.Differs = append(oi.Differs, "jugadas")
	}
	for i := range oi.Tantos {
		if i >= len(ref.Tantos) || oi.Tantos[i] != ref.Tantos[i] {
			oi.Differs = append(oi.Differs, "tantos")
			break
		}
	}
	if oi.Detector == ref.Detector && oi.Fires.Count != ref.Fires.Count {
		oi.Differs = append(oi.Differs, "regla")
	}
}

// outcomeDiffers reports whether an option's games differ from the
// reference's in their outcome (winner, rounds or tantos), not only in
// how often the rule fires.
func outcomeDiffers(oi OptionImpact) bool {
	for _, d := range oi.Differs {
		if d != "regla" {
			return true
		}
	}
	return false
}
