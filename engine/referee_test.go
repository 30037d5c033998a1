package engine_test

import (
	"fmt"
	"slices"

	"github.com/musfem/musfem/engine"
)

// refCounts counts what the referee checked.
type refCounts struct {
	rounds, turns, spot, count, ordagos, teamIsIn int
}

// refereeGame plays one game between random bots that bid órdago rarely,
// checking it with a referee.
func refereeGame(r engine.Rules, seed uint64, seen *refCounts) error {
	s, evs, err := engine.New(r, engine.Setup{Seed: seed})
	if err != nil {
		return err
	}
	ref := &referee{ocho: r.DeckMode == engine.OchoReyes, deje: r.Deje, piedra: r.PiedraDePaso, byPair: r.CountOrder == engine.CountParejas, target: r.TargetPoints, within: r.AnnounceWithin, seen: seen}
	if err := ref.feed(evs); err != nil {
		return err
	}
	rng := engine.NewRand(seed ^ 0x7265666572656500)
	for steps := 0; !s.Over(); steps++ {
		if steps > 5000 {
			return fmt.Errorf("no end after %d actions", steps)
		}
		seat := s.Turn()
		a := refBotAction(&rng, s, seat)
		if s.Phase().Lance() != engine.NoLance {
			seen.turns++
			if seat != ref.turn {
				return fmt.Errorf("round %d, %s: the engine gives the word to %s, the referee to %s", s.Round(), ref.lance, seat, ref.turn)
			}
		}
		var more []engine.Event
		if s, more, err = engine.Apply(s, seat, a); err != nil {
			return err
		}
		if err := ref.feed(more); err != nil {
			return fmt.Errorf("round %d, after %s %s %+v: %w", s.Round(), seat, a.Type(), a, err)
		}
	}
	return nil
}

// refBotAction picks a legal action: a template at random, the first one
// (often a pass or mus) one time in three, an órdago one time in sixty.
func refBotAction(rng *engine.Rand, s engine.State, seat engine.Seat) engine.Action {
	ls := engine.Legal(s, seat)
	t := ls[rng.Bounded(uint64(len(ls)))]
	if rng.Bounded(3) == 0 || (t.Type == engine.ActOrdago && rng.Bounded(60) != 0) {
		t = ls[0]
	}
	switch t.Type {
	case engine.ActMus:
		if rng.Bounded(3) == 0 {
			return engine.CutMus{}
		}
		return engine.Mus{}
	case engine.ActCutMus:
		return engine.CutMus{}
	case engine.ActDiscard:
		return engine.Discard{Cards: s.Hand(seat)[:t.Min+int(rng.Bounded(uint64(t.Max-t.Min+1)))]}
	case engine.ActBet:
		return engine.Bet{Amount: t.Min + int(rng.Bounded(5))}
	case engine.ActRaise:
		return engine.Raise{Amount: t.Min + int(rng.Bounded(uint64(t.Max-t.Min+1)))}
	case engine.ActAccept:
		return engine.Accept{}
	case engine.ActAcceptNoLose:
		return engine.AcceptNoLose{}
	case engine.ActReject:
		return engine.Reject{}
	case engine.ActOrdago:
		return engine.Ordago{}
	}
	return engine.Pass{}
}

// refLance is how a lance ended, as the referee saw it.
type refLance struct {
	played bool
	stake  int           // > 0: a bet of that total was accepted
	winner int           // >= 0: the pair whose last bet was refused
	parts  []engine.Seat // who spoke in it
}

// referee follows one game through its events.
type referee struct {
	ocho, deje bool
	piedra     bool // piedra_de_paso: one tanto more for pares or juego en paso
	byPair     bool // count_order = "parejas": the mano's pair counts first
	target     int  // target_points
	within     int  // announce_within
	seen       *refCounts

	score   [2]int
	told    [2]bool
	reached int // the first pair to reach the target this game, or -1
	dealer  engine.Seat
	lances  [6]refLance // by engine.Lance
	lance   engine.Lance
	parts   []engine.Seat
	turn    engine.Seat
	pending bool
	bettor  engine.Seat
	prev    int // total accepted before the pending proposal
	total   int // the pending proposal's total
	raised  bool
	expect  []refAward // payments the referee expects next, in order
	ordago  int        // the pair that wins the accepted órdago, or -1
}

// mano is the mano of the round.
func (r *referee) mano() engine.Seat { return (r.dealer + 1) & 3 }

// speaks reports whether a seat takes part in the current lance.
func (r *referee) speaks(s engine.Seat) bool { return slices.Contains(r.parts, s) }

// next is the next participant after s, counter-clockwise.
func (r *referee) next(s engine.Seat) engine.Seat {
	for i := 0; i < 4; i++ {
		if s = (s + 1) & 3; r.speaks(s) {
			return s
		}
	}
	return engine.NoSeat
}

// responder is who answers a bet of seat b: the next rival who speaks in
// the lance, or his partner when he does not (VI.4).
func (r *referee) responder(b engine.Seat) engine.Seat {
	if r.speaks((b + 1) & 3) {
		return (b + 1) & 3
	}
	return (b + 3) & 3
}

// feed checks a batch of events against the referee's reading.
func (r *referee) feed(evs []engine.Event) error {
	for _, e := range evs {
		if err := r.see(e); err != nil {
			return fmt.Errorf("%s: %w", e.Kind(), err)
		}
	}
	return nil
}

// see follows one event.
func (r *referee) see(e engine.Event) error {
	switch p := e.Payload.(type) {
	case engine.GameStarted:
		r.score, r.told, r.reached = p.Score, [2]bool{}, -1
	case engine.RoundStarted:
		r.seen.rounds++
		r.dealer, r.lances, r.expect, r.ordago = p.Dealer, [6]refLance{}, nil, -1
		if p.Score != r.score {
			return fmt.Errorf("the round starts at %v, the referee has %v", p.Score, r.score)
		}
	case engine.LanceStarted:
		r.lance, r.parts = p.Lance, p.Participants
		mano := r.mano()
		for !r.speaks(mano) {
			mano = (mano + 1) & 3
		}
		if p.Mano != mano { // the first participant from the mano (VIII.8)
			return fmt.Errorf("the lance's mano is %s, the referee says %s", p.Mano, mano)
		}
		r.turn, r.pending = mano, false
		r.lances[p.Lance] = refLance{played: true, winner: -1, parts: p.Participants}
	case engine.Passed:
		r.turn = r.next(p.Seat)
	case engine.BetPlaced:
		r.pending, r.bettor, r.prev, r.total, r.raised = true, p.Seat, 0, p.Total, false
		r.turn = r.responder(p.Seat)
	case engine.BetRaised:
		r.bettor, r.prev, r.total, r.raised = p.Seat, r.total, p.Total, true
		r.turn = r.responder(p.Seat)
	case engine.OrdagoDeclared:
		if r.pending { // an órdago given as an answer raises the bet it answers
			r.prev, r.raised = r.total, true
		} else {
			r.prev, r.raised = 0, false
		}
		r.pending, r.bettor = true, p.Seat
		r.turn = r.responder(p.Seat)
	case engine.BetRejected:
		if !p.Final { // the first no quiero passes the word to the partner
			r.turn = (p.Seat + 2) & 3
			if !r.speaks(r.turn) {
				return fmt.Errorf("a first no quiero by %s, whose partner does not speak", p.Seat)
			}
			return nil
		}
		team := int(r.bettor) & 1
		r.lances[r.lance].winner = team
		if !r.raised { // negada
			r.expect = append(r.expect, refAward{team, 1, "negada"})
			return nil
		}
		r.expect = append(r.expect, refAward{team, r.prev, "envite_no_querido"})
		if r.deje && r.lance >= engine.Pares {
			r.expect = append(r.expect, refAward{team, 1, "deje"})
		}
	case engine.BetAccepted:
		r.lances[r.lance].stake = r.total
	case engine.OrdagoAccepted:
		r.seen.ordagos++
		r.pending = false
	case engine.HandsRevealed:
		if e.Phase == engine.PhaseOrdagoShowdown { // the better hand of the lance wins the game (VI.6)
			r.ordago = int(refWinner(r.lance, &p.Hands, r.mano(), r.parts, r.ocho)) & 1
		}
		if e.Phase == engine.PhaseShowdown && r.reached < 0 {
			if len(r.expect) > 0 {
				return fmt.Errorf("the count starts with on-the-spot payments still due: %+v", r.expect)
			}
			r.expect = r.count(&p.Hands)
		}
	case engine.PointsAwarded:
		return r.paid(e.Phase, p)
	case engine.TeamIsIn:
		r.seen.teamIsIn++
		need := r.target - r.score[p.Team]
		if r.told[p.Team] || need < 1 || need > r.within {
			return fmt.Errorf("estamos dentro of pair %s needing %d (said before: %v)", p.Team, need, r.told[p.Team])
		}
		r.told[p.Team] = true
	case engine.RoundFinished:
		if len(r.expect) > 0 {
			return fmt.Errorf("payments the referee expected were not made: %+v", r.expect)
		}
	case engine.GameFinished:
		switch {
		case p.Reason == "tantos" && int(p.Winner) != r.reached:
			return fmt.Errorf("pair %s wins, but pair %s reached the target first", p.Winner, engine.Team(r.reached))
		case p.Reason == "ordago" && int(p.Winner) != r.ordago:
			return fmt.Errorf("pair %s wins by órdago, but the better hand in %s is pair %s's", p.Winner, r.lance, engine.Team(r.ordago))
		case p.Reason == "ordago" && r.reached >= 0:
			return fmt.Errorf("pair %s wins by órdago, but pair %s had reached the target", p.Winner, engine.Team(r.reached))
		case p.Reason != "tantos" && p.Reason != "ordago":
			return fmt.Errorf("unknown reason %q", p.Reason)
		}
	}
	return nil
}

// paid checks one payment against the next one expected.
func (r *referee) paid(phase engine.Phase, p engine.PointsAwarded) error {
	if phase != engine.PhaseOrdagoShowdown {
		if len(r.expect) == 0 {
			return fmt.Errorf("%d to pair %s (%s in %s): the referee expects nothing", p.Points, p.Team, p.Concept, p.Lance)
		}
		want := r.expect[0]
		r.expect = r.expect[1:]
		if want.team != int(p.Team) || want.points != p.Points || want.concept != p.Concept.String() {
			return fmt.Errorf("%d to pair %s (%s in %s): the referee expects %d to pair %s (%s)",
				p.Points, p.Team, p.Concept, p.Lance, want.points, engine.Team(want.team), want.concept)
		}
		if phase == engine.PhaseScoring {
			r.seen.count++
		} else {
			r.seen.spot++
		}
	}
	r.score[p.Team] += p.Points
	if p.Score != r.score {
		return fmt.Errorf("score %v, the referee has %v", p.Score, r.score)
	}
	if r.reached < 0 && r.score[p.Team] >= r.target {
		r.reached = int(p.Team)
	}
	return nil
}

// count works out the payments of the count, in lance order (with
// count_order = "parejas", the mano's pair's first), until a pair reaches
// the target (VII.2; decisions D6, D7).
func (r *referee) count(hands *[4][]engine.Card) []refAward {
	all := r.countAll(hands)
	if r.byPair {
		first := int(r.mano()) & 1
		mine := slices.DeleteFunc(slices.Clone(all), func(a refAward) bool { return a.team != first })
		all = append(mine, slices.DeleteFunc(all, func(a refAward) bool { return a.team == first })...)
	}
	score := r.score
	for i, a := range all {
		if score[a.team] += a.points; score[a.team] >= r.target {
			return all[:i+1]
		}
	}
	return all
}

// countAll is every payment of the count, in lance order, as if no pair
// could reach the target.
func (r *referee) countAll(hands *[4][]engine.Card) []refAward {
	mano := r.mano()
	var out []refAward
	holders := func(l engine.Lance) []engine.Seat {
		var hs []engine.Seat
		for i := 0; i < 4; i++ {
			if s := (mano + engine.Seat(i)) & 3; refKey(l, hands[s], r.ocho) != nil {
				hs = append(hs, s)
			}
		}
		return hs
	}
	last := engine.Juego
	if len(holders(engine.Juego)) == 0 {
		last = engine.Punto
	}
	for _, l := range []engine.Lance{engine.Grande, engine.Chica, engine.Pares, last} {
		rec := r.lances[l]
		team := -1
		switch {
		case !rec.played: // pares or juego held by one pair (or nobody)
			if hs := holders(l); len(hs) > 0 {
				team = int(hs[0]) & 1
			}
		case rec.winner >= 0: // the last bet was refused: paid on the spot
			team = rec.winner
		default: // en paso or accepted: the better hand
			team = int(refWinner(l, hands, mano, rec.parts, r.ocho)) & 1
			if rec.stake > 0 {
				out = append(out, refAward{team, rec.stake, "envite"})
			} else if l == engine.Grande || l == engine.Chica || (r.piedra && l != engine.Punto) {
				out = append(out, refAward{team, 1, "paso"})
			}
		}
		if team < 0 || l == engine.Grande || l == engine.Chica {
			continue
		}
		out = append(out, refJugadas(l, team, hands, mano, r.ocho)...)
	}
	return out
}
