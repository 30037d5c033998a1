package diferencial

import (
	"fmt"
	"strconv"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
)

// trace is a game replayed on the reference: the events of the start and
// of each play (none for a play it refuses), and the plays it refuses.
type trace struct {
	start   []driver.Event
	byPlay  [][]driver.Event
	refused map[int]bool
}

// referenceTrace replays setup and plays on the reference engine.
func referenceTrace(setup driver.Setup, plays []driver.Play) (trace, bool) {
	ref := driver.Reference()
	defer ref.Close()
	evs, err := ref.Start(setup)
	if err != nil {
		return trace{}, false
	}
	tr := trace{start: evs, byPlay: make([][]driver.Event, len(plays)), refused: map[int]bool{}}
	for i, p := range plays {
		more, err := ref.Apply(p.Seat, p.Action)
		if err != nil {
			tr.refused[i] = true
			continue
		}
		tr.byPlay[i] = more
	}
	return tr, true
}

// roundStart is a game that starts where a later round of another starts:
// the dealer and the score of that round, the decks shuffled from then
// on, and the plays from then on.
type roundStart struct {
	setup driver.Setup
	plays []driver.Play
	round int // the round of the original game it starts at
}

// laterRounds returns, latest first, the games that start at each round
// of a game after the first that starts before the answer to its last
// play, as long as the game
// is the first of its match (a later game's games won cannot be set up)
// and the engine can play it: stacked decks and that first dealer.
func laterRounds(t Engine, setup driver.Setup, plays []driver.Play) ([]roundStart, string) {
	if len(plays) == 0 {
		return nil, ""
	}
	tr, ok := referenceTrace(setup, plays)
	if !ok {
		return nil, ""
	}
	var out []roundStart
	why := ""
	// A round that starts in the last play's answer is not tried: the
	// difference is in that answer, before the round starts.
	for j := 0; j < len(plays)-1; j++ {
		evs := tr.byPlay[j]
		for k, e := range evs {
			if _, ok := e.Payload.(engine.GameFinished); ok {
				// A later game of the match: its games won are not a setup.
				return reverse(out), why
			}
			rs, ok := e.Payload.(engine.RoundStarted)
			if !ok {
				continue
			}
			if !t.StackedDecks() {
				return nil, fmt.Sprintf("empezar la partida en la jugada %d necesitaría mazos preparados, y el motor no los admite", rs.Round)
			}
			seat := strconv.Quote(strconv.Itoa(int(rs.Dealer)))
			if !t.Claims("first_dealer", seat) {
				why = fmt.Sprintf("empezar la partida en la jugada %d necesitaría first_dealer = %s, y el motor no lo ofrece", rs.Round, seat)
				continue
			}
			cand := setup
			cand.Rules.FirstDealer = rs.Dealer
			cand.Score = rs.Score
			cand.Decks = shuffles(append(append([]driver.Event(nil), evs[k:]...), flatten(tr.byPlay[j+1:])...))
			if len(cand.Decks) == 0 {
				continue
			}
			out = append(out, roundStart{setup: cand, plays: append([]driver.Play(nil), plays[j+1:]...), round: rs.Round})
		}
	}
	return reverse(out), why
}

func flatten(evs [][]driver.Event) []driver.Event {
	var out []driver.Event
	for _, e := range evs {
		out = append(out, e...)
	}
	return out
}

func reverse(rs []roundStart) []roundStart {
	for i, j := 0, len(rs)-1; i < j; i, j = i+1, j-1 {
		rs[i], rs[j] = rs[j], rs[i]
	}
	return rs
}

// withoutRefused returns the plays the reference accepts, and the last
// play whatever it is (the illegal play a group of refusals shows).
func withoutRefused(setup driver.Setup, plays []driver.Play) []driver.Play {
	tr, ok := referenceTrace(setup, plays)
	if !ok {
		return plays
	}
	var out []driver.Play
	for i, p := range plays {
		if !tr.refused[i] || i == len(plays)-1 {
			out = append(out, p)
		}
	}
	return out
}

// fromRoundText says where a reproduction cut at a later round starts.
func fromRoundText(rs roundStart) string {
	return fmt.Sprintf("la partida empieza ya en la jugada %d de la original (la de la diferencia), con el marcador A %d - B %d y reparte el asiento %d",
		rs.round, rs.setup.Score[0], rs.setup.Score[1], rs.setup.Rules.FirstDealer)
}

// withoutMus returns a game that deals at once the hands held when the
// mus of the first round is cut, and whose plays are the cut by the mano
// then the plays after the original cut: the rounds of mus and discards
// before it go. ok is false when there were none, or the engine does not
// take stacked decks.
func withoutMus(t Engine, setup driver.Setup, plays []driver.Play) (driver.Setup, []driver.Play, bool) {
	if !t.StackedDecks() {
		return setup, plays, false
	}
	tr, ok := referenceTrace(setup, plays)
	if !ok {
		return setup, plays, false
	}
	var rs *engine.RoundStarted
	for _, e := range tr.start {
		if p, ok := e.Payload.(engine.RoundStarted); ok {
			rs = &p
		}
	}
	cut := -1
	for i, p := range plays {
		if _, ok := p.Action.(driver.CutMus); ok && !tr.refused[i] {
			cut = i
			break
		}
		for _, e := range tr.byPlay[i] {
			if _, ok := e.Payload.(engine.RoundStarted); ok {
				return setup, plays, false // the first round ended with no cut
			}
		}
	}
	if rs == nil || cut < 1 || cut == len(plays)-1 {
		return setup, plays, false
	}
	ref := driver.Reference()
	defer ref.Close()
	if _, err := ref.Start(setup); err != nil {
		return setup, plays, false
	}
	for _, p := range plays[:cut] {
		_, _ = ref.Apply(p.Seat, p.Action) // refused plays change nothing
	}
	o, err := ref.Observe(driver.Developer())
	if err != nil || o.Hands == nil {
		return setup, plays, false
	}
	deck, err := engine.DeckFor(rs.Dealer, *o.Hands, nil)
	if err != nil {
		return setup, plays, false
	}
	cand := setup
	cand.Decks = append([][engine.NumCards]driver.Card{deck}, shuffles(flatten(tr.byPlay[cut:]))...)
	out := append([]driver.Play{{Seat: rs.Mano, Action: driver.CutMus{}}}, plays[cut+1:]...)
	return cand, out, true
}

// maxChunkRuns bounds the replays spent taking runs of plays away.
const maxChunkRuns = 50

// withoutChunks takes away runs of consecutive plays before the last one,
// the longest first (half the plays, then a quarter…), keeping each cut
// that still shows the signature: a bet accepted and another refused in
// the next lance become the refused bet alone.
func (s *shrinker) withoutChunks(best Repro) Repro {
	budget := s.runs + maxChunkRuns
	for size := len(best.Calls) / 2; size >= 1; size /= 2 {
		for i := 0; i+size < len(best.Calls) && s.runs < budget && s.runs < maxShrinkRuns; {
			calls := best.Calls
			cand := append(append([]driver.Play(nil), calls[:i]...), calls[i+size:]...)
			if c := s.run(best.Setup, cand, nil); c != nil {
				if r := reproOf(best.Setup, c, s.key); len(r.Calls) < len(calls) {
					best = r
					continue
				}
			}
			i++
		}
	}
	return best
}
