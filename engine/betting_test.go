package engine_test

// Every betting path of a lance, played through engine.Apply on stacked
// decks. The hands, winners and scores are worked out by hand (see the
// "cálculo" comments); nothing expected is computed with the engine.

import (
	"testing"

	"github.com/musfem/musfem/engine"
)

// Short names for the payload fields.
const (
	tA = engine.TeamA
	tB = engine.TeamB
	no = engine.NoSeat
)

// handsS is the table most betting tests use: dealer 3, mano 0, so the
// speaking order is 0 1 2 3; pair A = {0, 2}, pair B = {1, 3}.
//
//	seat 0 (A): R R 7 4  par de reyes, 10+10+7+4 = 31
//	seat 1 (B): C C 7 5  par de caballos, 10+10+7+5 = 32
//	seat 2 (A): S A 4 5  no pares, 10+1+4+5 = 20
//	seat 3 (B): A A 6 7  par de ases (1 and 2), 1+1+6+7 = 15
//
// Grande: seat 0 (R R …) → A. Chica: seat 3 (A A 6 7) beats seat 2
// (A 4 5 S) at the second card → B. Pares: holders 0, 1, 3, both pairs:
// played by [0 1 3] with mano 0; best par R of seat 0 → A, which collects
// seat 0's par = 1. Juego: holders 0 (31) and 1 (32): played by [0 1];
// 31 wins → A, seat 0's 31 = 3. Pair B's own values: pares 1 + 1 (seats 1
// and 3), juego 2 (seat 1's 32).
var handsS = [4]string{"Ro Rc 7o 4o", "Co Cc 7e 5o", "So 1o 4c 5c", "1c 2o 6c 7c"}

// startS deals handsS with dealer 3 and the given score, and the mano cuts
// the mus: the grande starts with seat 0 to speak.
func startS(t *testing.T, r engine.Rules, score [2]int) engine.State {
	t.Helper()
	r.FirstDealer = 3
	s := newGame(t, r, handsS, score)
	s, evs := mustApply(t, s, cut(0))
	checkPayloads(t, "cut", []engine.Payload{
		engine.MusCut{Seat: 0},
		engine.LanceStarted{Lance: engine.Grande, Mano: 0, Participants: seats(0, 1, 2, 3)},
	}, evs)
	checkTurn(t, s, engine.PhaseGrande, 0)
	return s
}

// revealed is the HandsRevealed payload of four hands.
func revealed(t *testing.T, hands [4]string) engine.HandsRevealed {
	t.Helper()
	return engine.HandsRevealed{Hands: mustHands(t, hands)}
}

// Shorthands for the payloads of the count.
func resolved(l engine.Lance, team engine.Team, seat engine.Seat, reason string) engine.LanceResolved {
	return engine.LanceResolved{Lance: l, Winner: team, Seat: seat, Reason: reason}
}

func award(team engine.Team, pts int, c engine.Concept, l engine.Lance, seat engine.Seat, a, b int) engine.PointsAwarded {
	return engine.PointsAwarded{Team: team, Points: pts, Concept: c, Lance: l, Seat: seat, Score: [2]int{a, b}}
}

func started(l engine.Lance, mano engine.Seat, parts ...engine.Seat) engine.LanceStarted {
	return engine.LanceStarted{Lance: l, Mano: mano, Participants: parts}
}

// countOf returns the events of the count: from the first LanceResolved to
// the RoundFinished.
func countOf(evs []engine.Event) []engine.Event {
	return upTo(from(evs, engine.KindLanceResolved), engine.KindRoundFinished)
}

// The opening of the chica and the declarations that follow it with handsS.
var (
	chicaS  = started(engine.Chica, 0, 0, 1, 2, 3)
	paresS  = []engine.Payload{engine.ParesDeclared{Seat: 0, Has: true}, engine.ParesDeclared{Seat: 1, Has: true}, engine.ParesDeclared{Seat: 2, Has: false}, engine.ParesDeclared{Seat: 3, Has: true}, started(engine.Pares, 0, 0, 1, 3)}
	juegoS  = []engine.Payload{engine.JuegoDeclared{Seat: 0, Has: true}, engine.JuegoDeclared{Seat: 1, Has: true}, engine.JuegoDeclared{Seat: 2, Has: false}, engine.JuegoDeclared{Seat: 3, Has: false}, started(engine.Juego, 0, 0, 1)}
	allPass = passes(0, 1, 2, 3)
)

// TestGrandeEnPaso: every lance goes en paso; at the count grande and chica
// pay 1 to the better hand, pares and juego the winners' jugadas.
// Artículo: FEM-VII.2
func TestGrandeEnPaso(t *testing.T) {
	s := startS(t, engine.DefaultRules(), [2]int{})
	checkLegal(t, s, 0, tmplOpen)
	checkLegal(t, s, 1, nil)
	s, evs := mustApply(t, s, pass(0))
	checkPayloads(t, "paso 0", []engine.Payload{engine.Passed{Seat: 0, Lance: engine.Grande}}, evs)
	checkTurn(t, s, engine.PhaseGrande, 1)
	s, evs = play(t, s, passes(1, 2, 3)...)
	checkPayloads(t, "grande en paso", []engine.Payload{engine.Passed{Seat: 3, Lance: engine.Grande}, chicaS}, evs)
	checkTurn(t, s, engine.PhaseChica, 0)
	checkScore(t, s, [2]int{0, 0}) // cálculo: nothing is paid before the count

	s, evs = play(t, s, allPass...)
	checkPayloads(t, "chica en paso", append([]engine.Payload{engine.Passed{Seat: 3, Lance: engine.Chica}}, paresS...), evs)
	checkTurn(t, s, engine.PhasePares, 0)

	s, evs = play(t, s, passes(0, 1, 3)...)
	checkPayloads(t, "pares en paso", append([]engine.Payload{engine.Passed{Seat: 3, Lance: engine.Pares}}, juegoS...), evs)
	checkTurn(t, s, engine.PhaseJuego, 0)

	s, evs = play(t, s, passes(0, 1)...)
	checkPayloads(t, "cuenta", []engine.Payload{
		engine.Passed{Seat: 1, Lance: engine.Juego},
		revealed(t, handsS),
		// cálculo: grande en paso: 1 to seat 0 (R R 7 4) → A 1.
		resolved(engine.Grande, tA, 0, "mejor_jugada"),
		award(tA, 1, engine.ConceptPaso, engine.Grande, no, 1, 0),
		// cálculo: chica en paso: 1 to seat 3 (A A 6 7) → B 1.
		resolved(engine.Chica, tB, 3, "mejor_jugada"),
		award(tB, 1, engine.ConceptPaso, engine.Chica, no, 1, 1),
		// cálculo: pares: par R of seat 0 wins; A collects seat 0's par = 1.
		resolved(engine.Pares, tA, 0, "mejor_jugada"),
		award(tA, 1, engine.ConceptPares, engine.Pares, 0, 2, 1),
		// cálculo: juego: 31 of seat 0 beats 32; A collects 31 = 3 → 5.
		resolved(engine.Juego, tA, 0, "mejor_jugada"),
		award(tA, 3, engine.ConceptJuego, engine.Juego, 0, 5, 1),
		engine.RoundFinished{Round: 1, Score: [2]int{5, 1}},
		engine.RoundStarted{Round: 2, Dealer: 0, Mano: 1, Score: [2]int{5, 1}},
	}, upTo(evs, engine.KindRoundStarted))
	checkScore(t, s, [2]int{5, 1})
	checkTurn(t, s, engine.PhaseMus, 1) // cálculo: the mano (0) deals next; the new mano is 1
}

// TestEnvidoAccepted: the first quiero closes the envido, which is paid at
// the count to the better hand, not to the bettor.
// Artículo: CONVENCION-quiero-cierra
// Artículo: FEM-VI.6
func TestEnvidoAccepted(t *testing.T) {
	s := startS(t, engine.DefaultRules(), [2]int{})
	s, _ = play(t, s, pass(0))
	s, evs := mustApply(t, s, bet(1, 2))
	checkPayloads(t, "envido", []engine.Payload{engine.BetPlaced{Seat: 1, Lance: engine.Grande, Amount: 2, Total: 2}}, evs)
	// cálculo: the first to answer is the next seat after 1: seat 2 (A).
	checkTurn(t, s, engine.PhaseGrande, 2)
	checkLegal(t, s, 2, answers(2))
	checkLegal(t, s, 0, nil)
	checkLegal(t, s, 3, nil)
	s, evs = mustApply(t, s, accept(2))
	checkPayloads(t, "quiero", []engine.Payload{engine.BetAccepted{Seat: 2, Lance: engine.Grande, Total: 2}, chicaS}, evs)
	checkScore(t, s, [2]int{0, 0}) // cálculo: an accepted bet is paid at the count

	s, evs = play(t, s, seq(allPass, passes(0, 1, 3), passes(0, 1))...)
	checkPayloads(t, "cuenta", []engine.Payload{
		// cálculo: B bet but seat 0 (A) holds the better grande: A 2.
		resolved(engine.Grande, tA, 0, "mejor_jugada"),
		award(tA, 2, engine.ConceptEnvite, engine.Grande, no, 2, 0),
		resolved(engine.Chica, tB, 3, "mejor_jugada"),
		award(tB, 1, engine.ConceptPaso, engine.Chica, no, 2, 1),
		resolved(engine.Pares, tA, 0, "mejor_jugada"),
		award(tA, 1, engine.ConceptPares, engine.Pares, 0, 3, 1),
		resolved(engine.Juego, tA, 0, "mejor_jugada"),
		award(tA, 3, engine.ConceptJuego, engine.Juego, 0, 6, 1),
		engine.RoundFinished{Round: 1, Score: [2]int{6, 1}},
	}, countOf(evs))
	checkScore(t, s, [2]int{6, 1})
}

// TestEnvidoRefusedThenAccepted: when the first rival says no quiero the
// word passes to his partner, and his quiero prevails (VI.4); having passed
// earlier does not stop a player from answering.
// Artículo: FEM-VI.4
func TestEnvidoRefusedThenAccepted(t *testing.T) {
	t.Run("primer_rival_no_companero_si", func(t *testing.T) {
		s := startS(t, engine.DefaultRules(), [2]int{})
		s, _ = mustApply(t, s, bet(0, 2))
		checkTurn(t, s, engine.PhaseGrande, 1)
		s, evs := mustApply(t, s, reject(1))
		checkPayloads(t, "no quiero 1", []engine.Payload{engine.BetRejected{Seat: 1, Lance: engine.Grande, Final: false}}, evs)
		checkTurn(t, s, engine.PhaseGrande, 3)
		checkScore(t, s, [2]int{0, 0}) // cálculo: no negada yet: the partner still speaks
		checkLegal(t, s, 3, answers(2))
		s, evs = mustApply(t, s, accept(3))
		checkPayloads(t, "quiero 3", []engine.Payload{engine.BetAccepted{Seat: 3, Lance: engine.Grande, Total: 2}, chicaS}, evs)
		s, _ = play(t, s, seq(allPass, passes(0, 1, 3), passes(0, 1))...)
		// cálculo: grande 2 (accepted, seat 0 better) + pares 1 + juego 3 = A 6; chica B 1.
		checkScore(t, s, [2]int{6, 1})
	})
	t.Run("habia_pasado", func(t *testing.T) {
		s := startS(t, engine.DefaultRules(), [2]int{})
		s, _ = play(t, s, pass(0), bet(1, 2))
		s, evs := mustApply(t, s, reject(2))
		checkPayloads(t, "no quiero 2", []engine.Payload{engine.BetRejected{Seat: 2, Lance: engine.Grande, Final: false}}, evs)
		// cálculo: seat 0 passed before the envido but answers it now.
		checkTurn(t, s, engine.PhaseGrande, 0)
		s, evs = mustApply(t, s, accept(0))
		checkPayloads(t, "quiero 0", []engine.Payload{engine.BetAccepted{Seat: 0, Lance: engine.Grande, Total: 2}, chicaS}, evs)
		s, _ = play(t, s, seq(allPass, passes(0, 1, 3), passes(0, 1))...)
		// cálculo: A 2 + 1 + 3 = 6; B chica 1.
		checkScore(t, s, [2]int{6, 1})
	})
}

// TestEnvidoRefusedByBoth: both rivals refuse the first bet: the negada (1)
// is paid on the spot, right after the second no quiero; the grande pays
// nothing more at the count.
// Artículo: FEM-VII.1
func TestEnvidoRefusedByBoth(t *testing.T) {
	s := startS(t, engine.DefaultRules(), [2]int{})
	s, _ = play(t, s, bet(0, 2), reject(1))
	s, evs := mustApply(t, s, reject(3))
	checkPayloads(t, "negada", []engine.Payload{
		engine.BetRejected{Seat: 3, Lance: engine.Grande, Final: true},
		// cálculo: negada: 1 to the bettor's pair (A), on the spot.
		award(tA, 1, engine.ConceptNegada, engine.Grande, no, 1, 0),
		chicaS,
	}, evs)
	checkScore(t, s, [2]int{1, 0})
	// The no quiero is seat 3's action; the points and the next lance are
	// the engine's.
	if got := []engine.Seat{evs[0].Actor, evs[1].Actor, evs[2].Actor}; got[0] != 3 || got[1] != no || got[2] != no {
		t.Errorf("actors %v, want [3 none none]", got)
	}
	s, evs = play(t, s, seq(allPass, passes(0, 1, 3), passes(0, 1))...)
	checkPayloads(t, "cuenta", []engine.Payload{
		resolved(engine.Grande, tA, no, "no_quiero"),
		resolved(engine.Chica, tB, 3, "mejor_jugada"),
		award(tB, 1, engine.ConceptPaso, engine.Chica, no, 1, 1),
		resolved(engine.Pares, tA, 0, "mejor_jugada"),
		award(tA, 1, engine.ConceptPares, engine.Pares, 0, 2, 1),
		resolved(engine.Juego, tA, 0, "mejor_jugada"),
		award(tA, 3, engine.ConceptJuego, engine.Juego, 0, 5, 1),
		engine.RoundFinished{Round: 1, Score: [2]int{5, 1}},
	}, countOf(evs))
}

// TestRaiseRefused: a refused raise pays the total accepted before it to the
// raiser's pair on the spot; in pares, juego and punto the deje adds 1 when
// deje = true.
// Artículo: FEM-VII.1
func TestRaiseRefused(t *testing.T) {
	t.Run("grande", func(t *testing.T) {
		s := startS(t, engine.DefaultRules(), [2]int{})
		s, _ = mustApply(t, s, bet(0, 2))
		s, evs := mustApply(t, s, raise(1, 5))
		checkPayloads(t, "5 más", []engine.Payload{engine.BetRaised{Seat: 1, Lance: engine.Grande, Amount: 5, Total: 7}}, evs)
		// cálculo: the raiser is 1; the next seat after him, 2, answers.
		checkTurn(t, s, engine.PhaseGrande, 2)
		checkLegal(t, s, 2, answers(7))
		s, evs = mustApply(t, s, reject(2))
		checkPayloads(t, "no quiero 2", []engine.Payload{engine.BetRejected{Seat: 2, Lance: engine.Grande}}, evs)
		checkTurn(t, s, engine.PhaseGrande, 0)
		s, evs = mustApply(t, s, reject(0))
		checkPayloads(t, "no quiero 0", []engine.Payload{
			engine.BetRejected{Seat: 0, Lance: engine.Grande, Final: true},
			// cálculo: the 2 accepted before "5 más" go to B; no deje in grande.
			award(tB, 2, engine.ConceptNoQuerido, engine.Grande, no, 0, 2),
			chicaS,
		}, evs)
		s, evs = play(t, s, seq(allPass, passes(0, 1, 3), passes(0, 1))...)
		checkPayloads(t, "cuenta", []engine.Payload{
			resolved(engine.Grande, tB, no, "no_quiero"),
			resolved(engine.Chica, tB, 3, "mejor_jugada"),
			award(tB, 1, engine.ConceptPaso, engine.Chica, no, 0, 3),
			resolved(engine.Pares, tA, 0, "mejor_jugada"),
			award(tA, 1, engine.ConceptPares, engine.Pares, 0, 1, 3),
			resolved(engine.Juego, tA, 0, "mejor_jugada"),
			award(tA, 3, engine.ConceptJuego, engine.Juego, 0, 4, 3),
			engine.RoundFinished{Round: 1, Score: [2]int{4, 3}},
		}, countOf(evs))
	})
	for _, deje := range []bool{true, false} {
		name := "pares_sin_deje"
		if deje {
			name = "pares_con_deje"
		}
		t.Run(name, func(t *testing.T) {
			r := engine.DefaultRules()
			r.Deje = deje
			s := startS(t, r, [2]int{})
			s, _ = play(t, s, seq(allPass, allPass)...)
			checkTurn(t, s, engine.PhasePares, 0)
			s, _ = mustApply(t, s, bet(0, 2))
			checkTurn(t, s, engine.PhasePares, 1)
			s, evs := mustApply(t, s, raise(1, 5))
			checkPayloads(t, "5 más", []engine.Payload{engine.BetRaised{Seat: 1, Lance: engine.Pares, Amount: 5, Total: 7}}, evs)
			// cálculo: after 1 the seats are 2 (no pares), 3 (his partner),
			// 0: the first rival who may speak is 0.
			checkTurn(t, s, engine.PhasePares, 0)
			s, evs = mustApply(t, s, reject(0))
			// cálculo: seat 2 has no pares, so 0's no quiero is final: B gets
			// the 2 accepted before the raise, and the deje (1) when on.
			want := []engine.Payload{
				engine.BetRejected{Seat: 0, Lance: engine.Pares, Final: true},
				award(tB, 2, engine.ConceptNoQuerido, engine.Pares, no, 0, 2),
			}
			b := 2
			if deje {
				want = append(want, award(tB, 1, engine.ConceptDeje, engine.Pares, no, 0, 3))
				b = 3
			}
			checkPayloads(t, "no quiero", append(want, juegoS...), evs)
			checkScore(t, s, [2]int{0, b})
			s, evs = play(t, s, passes(0, 1)...)
			checkPayloads(t, "cuenta", []engine.Payload{
				resolved(engine.Grande, tA, 0, "mejor_jugada"),
				award(tA, 1, engine.ConceptPaso, engine.Grande, no, 1, b),
				resolved(engine.Chica, tB, 3, "mejor_jugada"),
				award(tB, 1, engine.ConceptPaso, engine.Chica, no, 1, b+1),
				// cálculo: the pares are B's (its raise was refused): B collects
				// its own pares, seat 1's par and seat 3's par, 1 each.
				resolved(engine.Pares, tB, no, "no_quiero"),
				award(tB, 1, engine.ConceptPares, engine.Pares, 1, 1, b+2),
				award(tB, 1, engine.ConceptPares, engine.Pares, 3, 1, b+3),
				resolved(engine.Juego, tA, 0, "mejor_jugada"),
				award(tA, 3, engine.ConceptJuego, engine.Juego, 0, 4, b+3),
				engine.RoundFinished{Round: 1, Score: [2]int{4, b + 3}},
			}, countOf(evs))
		})
	}
}

// TestThreeStepRaiseRefused: envido 2, "5 más", "10 más" refused pays 7 to
// the last raiser's pair (plus the deje in juego).
// Artículo: FEM-VII.1
func TestThreeStepRaiseRefused(t *testing.T) {
	t.Run("grande", func(t *testing.T) {
		s := startS(t, engine.DefaultRules(), [2]int{})
		s, _ = play(t, s, bet(0, 2), raise(1, 5))
		s, evs := mustApply(t, s, raise(2, 10))
		checkPayloads(t, "10 más", []engine.Payload{engine.BetRaised{Seat: 2, Lance: engine.Grande, Amount: 10, Total: 17}}, evs)
		checkTurn(t, s, engine.PhaseGrande, 3)
		s, _ = mustApply(t, s, reject(3))
		checkTurn(t, s, engine.PhaseGrande, 1)
		s, evs = mustApply(t, s, reject(1))
		checkPayloads(t, "no quiero", []engine.Payload{
			engine.BetRejected{Seat: 1, Lance: engine.Grande, Final: true},
			// cálculo: 2 + 5 = 7 were on the table before "10 más" → A 7.
			award(tA, 7, engine.ConceptNoQuerido, engine.Grande, no, 7, 0),
			chicaS,
		}, evs)
		s, _ = play(t, s, seq(allPass, passes(0, 1, 3), passes(0, 1))...)
		// cálculo: A 7 + pares 1 + juego 3 = 11; B chica 1.
		checkScore(t, s, [2]int{11, 1})
	})
	t.Run("juego_con_deje", func(t *testing.T) {
		s := startS(t, engine.DefaultRules(), [2]int{})
		s, _ = play(t, s, seq(allPass, allPass, passes(0, 1, 3))...)
		checkTurn(t, s, engine.PhaseJuego, 0)
		s, _ = mustApply(t, s, bet(0, 2))
		checkTurn(t, s, engine.PhaseJuego, 1)
		s, _ = mustApply(t, s, raise(1, 5))
		// cálculo: juego is played by [0 1]: the rival after 1 who may speak is 0.
		checkTurn(t, s, engine.PhaseJuego, 0)
		s, _ = mustApply(t, s, raise(0, 10))
		checkTurn(t, s, engine.PhaseJuego, 1)
		s, evs := mustApply(t, s, reject(1))
		checkPayloads(t, "no quiero", []engine.Payload{
			engine.BetRejected{Seat: 1, Lance: engine.Juego, Final: true},
			// cálculo: 7 before "10 más", plus the deje → A 8.
			award(tA, 7, engine.ConceptNoQuerido, engine.Juego, no, 7, 0),
			award(tA, 1, engine.ConceptDeje, engine.Juego, no, 8, 0),
			revealed(t, handsS),
			resolved(engine.Grande, tA, 0, "mejor_jugada"),
			award(tA, 1, engine.ConceptPaso, engine.Grande, no, 9, 0),
			resolved(engine.Chica, tB, 3, "mejor_jugada"),
			award(tB, 1, engine.ConceptPaso, engine.Chica, no, 9, 1),
			resolved(engine.Pares, tA, 0, "mejor_jugada"),
			award(tA, 1, engine.ConceptPares, engine.Pares, 0, 10, 1),
			// cálculo: the juego is A's (refused): seat 0's 31 = 3 → 13.
			resolved(engine.Juego, tA, no, "no_quiero"),
			award(tA, 3, engine.ConceptJuego, engine.Juego, 0, 13, 1),
			engine.RoundFinished{Round: 1, Score: [2]int{13, 1}},
		}, upTo(evs, engine.KindRoundFinished))
	})
}

// TestOrdagoAccepted: an accepted órdago shows the cards and the better hand
// of the lance wins the game at once; bets accepted in earlier lances are
// void and scores are not forced to the target.
// Artículo: FEM-VII.12
func TestOrdagoAccepted(t *testing.T) {
	s := startS(t, engine.DefaultRules(), [2]int{})
	// An envido accepted in grande: A would collect 2 at the count.
	s, _ = play(t, s, bet(0, 2), accept(1))
	s, evs := mustApply(t, s, ordago(0))
	checkPayloads(t, "órdago", []engine.Payload{engine.OrdagoDeclared{Seat: 0, Lance: engine.Chica}}, evs)
	checkTurn(t, s, engine.PhaseChica, 1)
	checkLegal(t, s, 1, []engine.Template{{Type: engine.ActAccept}, {Type: engine.ActReject}})
	s, evs = mustApply(t, s, accept(1))
	checkPayloads(t, "quiero", []engine.Payload{
		engine.OrdagoAccepted{Seat: 1, Lance: engine.Chica},
		revealed(t, handsS),
		// cálculo: chica: seat 3 (A A 6 7) is best → B wins the game.
		resolved(engine.Chica, tB, 3, "ordago"),
		// cálculo: the grande envido (2 for A) is void: the score stays 0-0.
		engine.RoundFinished{Round: 1, Score: [2]int{0, 0}},
		engine.GameFinished{Game: 1, Winner: tB, Score: [2]int{0, 0}, Reason: "ordago", Games: [2]int{0, 1}},
	}, evs)
	if !s.Over() || s.Winner() != tB || s.Turn() != engine.NoSeat || s.Phase() != engine.PhaseGameOver {
		t.Errorf("after the órdago: over %v winner %v turn %v phase %v, want true B none GAME_OVER", s.Over(), s.Winner(), s.Turn(), s.Phase())
	}
	checkScore(t, s, [2]int{0, 0})
	if pa := ofType[engine.PointsAwarded](evs); len(pa) != 0 {
		t.Errorf("an accepted órdago paid %v", pa)
	}
	for seat := engine.Seat(0); seat < 4; seat++ {
		checkLegal(t, s, seat, nil)
	}
	mustRuleError(t, s, pass(2), engine.ErrGameOver, "FEM-Intro.E")
}

// TestOrdagoRefused: an órdago refused by both rivals pays the negada (1).
// Artículo: FEM-VII.1
func TestOrdagoRefused(t *testing.T) {
	s := startS(t, engine.DefaultRules(), [2]int{})
	s, _ = mustApply(t, s, ordago(0))
	s, evs := mustApply(t, s, reject(1))
	checkPayloads(t, "no quiero 1", []engine.Payload{engine.BetRejected{Seat: 1, Lance: engine.Grande}}, evs)
	checkTurn(t, s, engine.PhaseGrande, 3)
	checkLegal(t, s, 3, []engine.Template{{Type: engine.ActAccept}, {Type: engine.ActReject}})
	s, evs = mustApply(t, s, reject(3))
	checkPayloads(t, "no quiero 3", []engine.Payload{
		engine.BetRejected{Seat: 3, Lance: engine.Grande, Final: true},
		// cálculo: an órdago is the first bet of the lance → negada 1 to A.
		award(tA, 1, engine.ConceptNegada, engine.Grande, no, 1, 0),
		chicaS,
	}, evs)
	if s.Over() {
		t.Errorf("a refused órdago ended the game")
	}
	s, _ = play(t, s, seq(allPass, passes(0, 1, 3), passes(0, 1))...)
	// cálculo: A 1 + pares 1 + juego 3 = 5; B chica 1.
	checkScore(t, s, [2]int{5, 1})
}

// TestOrdagoAnswerRefused: an órdago given as an answer to a bet and refused
// pays the bet it answered (plus the deje in pares, juego and punto).
// Artículo: FEM-VII.1
func TestOrdagoAnswerRefused(t *testing.T) {
	t.Run("grande", func(t *testing.T) {
		s := startS(t, engine.DefaultRules(), [2]int{})
		s, _ = mustApply(t, s, bet(0, 2))
		s, evs := mustApply(t, s, ordago(1))
		checkPayloads(t, "órdago", []engine.Payload{engine.OrdagoDeclared{Seat: 1, Lance: engine.Grande}}, evs)
		checkTurn(t, s, engine.PhaseGrande, 2)
		checkLegal(t, s, 2, []engine.Template{{Type: engine.ActAccept}, {Type: engine.ActReject}})
		s, _ = mustApply(t, s, reject(2))
		checkTurn(t, s, engine.PhaseGrande, 0)
		s, evs = mustApply(t, s, reject(0))
		checkPayloads(t, "no quiero", []engine.Payload{
			engine.BetRejected{Seat: 0, Lance: engine.Grande, Final: true},
			// cálculo: the envido of 2 it answered → B 2; no deje in grande.
			award(tB, 2, engine.ConceptNoQuerido, engine.Grande, no, 0, 2),
			chicaS,
		}, evs)
	})
	t.Run("a_una_subida", func(t *testing.T) {
		s := startS(t, engine.DefaultRules(), [2]int{})
		s, _ = play(t, s, bet(0, 2), raise(1, 5), ordago(2))
		checkTurn(t, s, engine.PhaseGrande, 3)
		s, _ = mustApply(t, s, reject(3))
		checkTurn(t, s, engine.PhaseGrande, 1)
		s, evs := mustApply(t, s, reject(1))
		checkPayloads(t, "no quiero", []engine.Payload{
			engine.BetRejected{Seat: 1, Lance: engine.Grande, Final: true},
			// cálculo: the órdago answered "5 más" over an envido: 2 + 5 = 7 → A.
			award(tA, 7, engine.ConceptNoQuerido, engine.Grande, no, 7, 0),
			chicaS,
		}, evs)
	})
	t.Run("pares", func(t *testing.T) {
		s := startS(t, engine.DefaultRules(), [2]int{})
		s, _ = play(t, s, seq(allPass, allPass, []step{bet(0, 2), ordago(1)})...)
		checkTurn(t, s, engine.PhasePares, 0)
		s, evs := mustApply(t, s, reject(0))
		checkPayloads(t, "no quiero", append([]engine.Payload{
			engine.BetRejected{Seat: 0, Lance: engine.Pares, Final: true},
			// cálculo: the envido of 2 → B 2, plus the deje → B 3.
			award(tB, 2, engine.ConceptNoQuerido, engine.Pares, no, 0, 2),
			award(tB, 1, engine.ConceptDeje, engine.Pares, no, 0, 3),
		}, juegoS...), evs)
	})
}

// TestOrdagoCannotBeRaised: an órdago is answered with quiero or no quiero
// only; a raise or another órdago is refused with ORDAGO_RAISE.
// Artículo: CONVENCION-ordago-respuesta
func TestOrdagoCannotBeRaised(t *testing.T) {
	t.Run("apertura", func(t *testing.T) {
		s := startS(t, engine.DefaultRules(), [2]int{})
		s, _ = mustApply(t, s, ordago(0))
		mustRuleError(t, s, raise(1, 2), engine.ErrOrdagoRaise, "CONVENCION-ordago-respuesta")
		mustRuleError(t, s, ordago(1), engine.ErrOrdagoRaise, "CONVENCION-ordago-respuesta")
	})
	t.Run("respuesta", func(t *testing.T) {
		s := startS(t, engine.DefaultRules(), [2]int{})
		s, _ = play(t, s, bet(0, 2), ordago(1))
		mustRuleError(t, s, raise(2, 2), engine.ErrOrdagoRaise, "CONVENCION-ordago-respuesta")
		mustRuleError(t, s, ordago(2), engine.ErrOrdagoRaise, "CONVENCION-ordago-respuesta")
	})
}

// The postre-33 tables: dealer 3 (the postre), mano 0; nobody holds pares.
//
//	seat 0 (A): R C S A  31
//	seat 1 (B): R C 7 5  32        | in handsP33Solo: 4 5 6 7 = 22, no juego
//	seat 2 (A): 4 5 6 7  22        | in handsP33Solo: R C 7 5 = 32
//	seat 3 (B): R C 7 6  33 (the postre)
var (
	handsP33     = [4]string{"Ro Co So 1o", "Rc Cc 7o 5o", "4o 5c 6c 7e", "Re Ce 7c 6o"}
	handsP33Solo = [4]string{"Ro Co So 1o", "4c 5e 6e 7b", "Rc Cc 7o 5o", "Re Ce 7c 6o"}
)

// toJuego plays grande and chica en paso with no pares on the table and
// checks the juego opening.
func toJuego(t *testing.T, hands [4]string, parts ...engine.Seat) engine.State {
	t.Helper()
	s := newGame(t, rulesDealer(3), hands, [2]int{})
	s, _ = play(t, s, seq([]step{cut(0)}, allPass, allPass)...)
	checkTurn(t, s, engine.PhaseJuego, parts[0])
	if got := engine.Observe(s, engine.Spectator()).Participants; len(got) != len(parts) {
		t.Fatalf("juego participants %v, want %v", got, parts)
	}
	return s
}

// TestPostre33QuieroYNoPierdo: the postre holding 33 may not accept an
// órdago a juego with a plain quiero; "quiero y no pierdo" is legal when his
// partner declared juego, and works as quiero.
// Artículo: FEM-VI.9
func TestPostre33QuieroYNoPierdo(t *testing.T) {
	t.Run("companero_con_juego", func(t *testing.T) {
		s := toJuego(t, handsP33, 0, 1, 3)
		s, _ = mustApply(t, s, ordago(0))
		s, _ = mustApply(t, s, reject(1))
		checkTurn(t, s, engine.PhaseJuego, 3)
		checkLegal(t, s, 3, []engine.Template{{Type: engine.ActAcceptNoLose}, {Type: engine.ActReject}})
		mustRuleError(t, s, accept(3), engine.ErrPostre33, "FEM-VI.9")
		s, evs := mustApply(t, s, noPierdo(3))
		checkPayloads(t, "quiero y no pierdo", []engine.Payload{
			engine.OrdagoAccepted{Seat: 3, Lance: engine.Juego, NoPierdo: true},
			revealed(t, handsP33),
			// cálculo: juego among 0 (31), 1 (32), 3 (33): 31 → A wins the game.
			resolved(engine.Juego, tA, 0, "ordago"),
			engine.RoundFinished{Round: 1, Score: [2]int{0, 0}},
			engine.GameFinished{Game: 1, Winner: tA, Score: [2]int{0, 0}, Reason: "ordago", Games: [2]int{1, 0}},
		}, evs)
	})
	t.Run("companero_sin_juego", func(t *testing.T) {
		s := toJuego(t, handsP33Solo, 0, 2, 3)
		s, _ = mustApply(t, s, ordago(0))
		// cálculo: seat 1 has no juego, so the first rival to answer is 3.
		checkTurn(t, s, engine.PhaseJuego, 3)
		checkLegal(t, s, 3, []engine.Template{{Type: engine.ActReject}})
		mustRuleError(t, s, accept(3), engine.ErrPostre33, "FEM-VI.9")
		mustRuleError(t, s, noPierdo(3), engine.ErrNoPierdo, "FEM-VI.10")
		s, evs := mustApply(t, s, reject(3))
		checkPayloads(t, "no quiero", []engine.Payload{
			engine.BetRejected{Seat: 3, Lance: engine.Juego, Final: true},
			award(tA, 1, engine.ConceptNegada, engine.Juego, no, 1, 0),
		}, upTo(evs, engine.KindPointsAwarded))
		// cálculo: grande: seat 0 R C S A beats R C 7 6 → A 1; chica: seat 0
		// holds the only as → A 1; juego refused → A collects seat 0's 31
		// (3) and seat 2's 32 (2). A = 1 + 1 + 1 + 3 + 2 = 8.
		checkScore(t, s, [2]int{8, 0})
	})
	t.Run("envido_normal", func(t *testing.T) {
		// The restriction is about the órdago only: the postre with 33 may
		// accept an envido a juego.
		s := toJuego(t, handsP33, 0, 1, 3)
		s, _ = play(t, s, bet(0, 2), reject(1))
		mustRuleError(t, s, noPierdo(3), engine.ErrNoPierdo, "FEM-VI.10")
		s, evs := mustApply(t, s, accept(3))
		checkPayloads(t, "quiero", []engine.Payload{engine.BetAccepted{Seat: 3, Lance: engine.Juego, Total: 2}},
			upTo(evs, engine.KindBetAccepted))
	})
	t.Run("fuera_de_juego", func(t *testing.T) {
		s := startS(t, engine.DefaultRules(), [2]int{})
		s, _ = mustApply(t, s, ordago(0))
		mustRuleError(t, s, noPierdo(1), engine.ErrNoPierdo, "FEM-VI.10")
	})
}

// TestOnlyHoldersSpeak: in pares and juego only the seats holding them
// speak; the others get NOT_PARTICIPANT.
// Artículo: FEM-VI.22
func TestOnlyHoldersSpeak(t *testing.T) {
	s := startS(t, engine.DefaultRules(), [2]int{})
	s, _ = play(t, s, seq(allPass, allPass)...)
	checkTurn(t, s, engine.PhasePares, 0)
	checkLegal(t, s, 2, nil)
	mustRuleError(t, s, pass(2), engine.ErrNotParticipant, "FEM-VI.22")
	mustRuleError(t, s, bet(2, 2), engine.ErrNotParticipant, "FEM-VI.22")
	s, _ = mustApply(t, s, bet(0, 2))
	mustRuleError(t, s, accept(2), engine.ErrNotParticipant, "FEM-VI.22")
	s, _ = mustApply(t, s, accept(1))
	// cálculo: juego holders are 0 and 1 only.
	checkTurn(t, s, engine.PhaseJuego, 0)
	mustRuleError(t, s, pass(2), engine.ErrNotParticipant, "FEM-VI.22")
	mustRuleError(t, s, pass(3), engine.ErrNotParticipant, "FEM-VI.22")
	mustRuleError(t, s, ordago(3), engine.ErrNotParticipant, "FEM-VI.22")
	checkLegal(t, s, 3, nil)
	checkLegal(t, s, 0, tmplOpen)
}

// handsQ: dealer 0, mano 1 (order 1 2 3 0).
//
//	seat 1 (B): A 4 5 6  no pares, 1+4+5+6 = 16
//	seat 2 (A): R C S 7  no pares, 37
//	seat 3 (B): R 3 C A  par de reyes (R + 3), 10+10+10+1 = 31
//	seat 0 (A): 4 4 5 6  par de cuatros, 19
//
// Pares holders 3 and 0: the mano of the pares is 3 (the first holder from
// the mano 1). Juego holders 2 and 3: its mano is 2.
var handsQ = [4]string{"4c 4e 5c 6c", "1o 4o 5o 6o", "Ro Co So 7o", "Rc 3c Cc 1e"}

// TestLanceManoIsFirstHolder: the mano of pares and juego is the first holder
// counting from the mano, and the first to answer a bet is the next rival
// after the bettor who may speak in the lance.
// Artículo: FEM-VIII.8
func TestLanceManoIsFirstHolder(t *testing.T) {
	s := newGame(t, rulesDealer(0), handsQ, [2]int{})
	checkTurn(t, s, engine.PhaseMus, 1)
	s, evs := mustApply(t, s, cut(1))
	checkPayloads(t, "corte", []engine.Payload{engine.MusCut{Seat: 1}, started(engine.Grande, 1, 1, 2, 3, 0)}, evs)

	s, _ = play(t, s, pass(1), pass(2), bet(3, 2))
	// cálculo: the seat after 3 is 0 (pair A): he answers.
	checkTurn(t, s, engine.PhaseGrande, 0)
	s, evs = mustApply(t, s, accept(0))
	checkPayloads(t, "quiero", []engine.Payload{engine.BetAccepted{Seat: 0, Lance: engine.Grande, Total: 2}, started(engine.Chica, 1, 1, 2, 3, 0)}, evs)

	s, evs = play(t, s, passes(1, 2, 3, 0)...)
	checkPayloads(t, "pares", []engine.Payload{
		engine.Passed{Seat: 0, Lance: engine.Chica},
		engine.ParesDeclared{Seat: 1, Has: false},
		engine.ParesDeclared{Seat: 2, Has: false},
		engine.ParesDeclared{Seat: 3, Has: true},
		engine.ParesDeclared{Seat: 0, Has: true},
		started(engine.Pares, 3, 3, 0),
	}, evs)
	checkTurn(t, s, engine.PhasePares, 3)
	mustRuleError(t, s, pass(1), engine.ErrNotParticipant, "FEM-VI.22")

	s, _ = mustApply(t, s, bet(3, 2))
	checkTurn(t, s, engine.PhasePares, 0)
	s, _ = mustApply(t, s, raise(0, 2))
	// cálculo: after 0 come 1 (no pares) and 2 (partner); the rival who may
	// speak is 3.
	checkTurn(t, s, engine.PhasePares, 3)
	s, evs = mustApply(t, s, accept(3))
	checkPayloads(t, "juego", []engine.Payload{
		engine.BetAccepted{Seat: 3, Lance: engine.Pares, Total: 4},
		engine.JuegoDeclared{Seat: 1, Has: false},
		engine.JuegoDeclared{Seat: 2, Has: true},
		engine.JuegoDeclared{Seat: 3, Has: true},
		engine.JuegoDeclared{Seat: 0, Has: false},
		started(engine.Juego, 2, 2, 3),
	}, evs)
	checkTurn(t, s, engine.PhaseJuego, 2)

	s, evs = play(t, s, pass(2), pass(3))
	checkPayloads(t, "cuenta", []engine.Payload{
		// cálculo: grande: seat 3 (R R C A) beats seat 2 (R C S 7) → B 2.
		resolved(engine.Grande, tB, 3, "mejor_jugada"),
		award(tB, 2, engine.ConceptEnvite, engine.Grande, no, 0, 2),
		// cálculo: chica: seats 1 (A 4 5 6) and 3 (A C R R): 4 < C → B 1.
		resolved(engine.Chica, tB, 1, "mejor_jugada"),
		award(tB, 1, engine.ConceptPaso, engine.Chica, no, 0, 3),
		// cálculo: pares: par R (3) over par 4 (0) → B 4 + seat 3's par 1.
		resolved(engine.Pares, tB, 3, "mejor_jugada"),
		award(tB, 4, engine.ConceptEnvite, engine.Pares, no, 0, 7),
		award(tB, 1, engine.ConceptPares, engine.Pares, 3, 0, 8),
		// cálculo: juego: 31 (3) over 37 (2) → B, seat 3's 31 = 3.
		resolved(engine.Juego, tB, 3, "mejor_jugada"),
		award(tB, 3, engine.ConceptJuego, engine.Juego, 3, 0, 11),
		engine.RoundFinished{Round: 1, Score: [2]int{0, 11}},
	}, countOf(evs))
}

// TestBetErrors: who may speak and what: the bettor's partner may not answer
// (VI.2), the second rival waits for the first (VI.4), Pass is not an answer,
// amounts below the minimum are refused.
// Artículo: FEM-VI.2
func TestBetErrors(t *testing.T) {
	s := startS(t, engine.DefaultRules(), [2]int{})
	// No bet pending.
	mustRuleError(t, s, pass(1), engine.ErrNotYourTurn, "CONVENCION-turnos-secuenciales")
	mustRuleError(t, s, accept(0), engine.ErrNoBet, "FEM-VI.4")
	mustRuleError(t, s, reject(0), engine.ErrNoBet, "FEM-VI.4")
	mustRuleError(t, s, raise(0, 2), engine.ErrNoBet, "FEM-VI.4")
	mustRuleError(t, s, bet(0, 1), engine.ErrBetTooLow, "FEM-VIII.8")
	mustRuleError(t, s, bet(0, 100), engine.ErrBetTooHigh, "CONVENCION-tope-envite")
	mustRuleError(t, s, mus(0), engine.ErrWrongPhase, "FEM-IV.4")
	mustRuleError(t, s, discard(0, mustCards(t, "Ro")), engine.ErrWrongPhase, "FEM-III.11")

	s, _ = mustApply(t, s, bet(0, 2))
	t.Run("companero_del_que_envida", func(t *testing.T) {
		mustRuleError(t, s, accept(2), engine.ErrNotYourTurn, "FEM-VI.2")
		mustRuleError(t, s, reject(2), engine.ErrNotYourTurn, "FEM-VI.2")
		mustRuleError(t, s, raise(0, 2), engine.ErrNotYourTurn, "FEM-VI.2")
	})
	t.Run("segundo_rival", func(t *testing.T) {
		mustRuleError(t, s, accept(3), engine.ErrNotYourTurn, "FEM-VI.4")
	})
	t.Run("paso_con_envite", func(t *testing.T) {
		mustRuleError(t, s, pass(1), engine.ErrBetPending, "FEM-VI.2")
		mustRuleError(t, s, bet(1, 4), engine.ErrBetPending, "FEM-VI.2")
	})
	t.Run("subida_corta", func(t *testing.T) {
		mustRuleError(t, s, raise(1, 1), engine.ErrBetTooLow, "CONVENCION-subida")
		// cálculo: 2 + 98 = 100 > max_bet 99.
		mustRuleError(t, s, raise(1, 98), engine.ErrBetTooHigh, "CONVENCION-tope-envite")
	})
}

// TestRaiseModeDoble: with raise_mode = "doble" a raise must equal the
// current total (it doubles the bet).
// Artículo: CONVENCION-subida
func TestRaiseModeDoble(t *testing.T) {
	r := engine.DefaultRules()
	r.RaiseMode = engine.RaiseDoble
	s := startS(t, r, [2]int{})
	s, _ = mustApply(t, s, bet(0, 2))
	checkLegal(t, s, 1, []engine.Template{
		{Type: engine.ActAccept}, {Type: engine.ActReject},
		{Type: engine.ActRaise, Min: 2, Max: 2}, {Type: engine.ActOrdago},
	})
	mustRuleError(t, s, raise(1, 3), engine.ErrBetTooHigh, "CONVENCION-subida")
	mustRuleError(t, s, raise(1, 1), engine.ErrBetTooLow, "CONVENCION-subida")
	s, evs := mustApply(t, s, raise(1, 2))
	checkPayloads(t, "reenvido", []engine.Payload{engine.BetRaised{Seat: 1, Lance: engine.Grande, Amount: 2, Total: 4}}, evs)
	checkTurn(t, s, engine.PhaseGrande, 2)
	checkLegal(t, s, 2, []engine.Template{
		{Type: engine.ActAccept}, {Type: engine.ActReject},
		{Type: engine.ActRaise, Min: 4, Max: 4}, {Type: engine.ActOrdago},
	})
	mustRuleError(t, s, raise(2, 2), engine.ErrBetTooLow, "CONVENCION-subida")
	s, evs = mustApply(t, s, raise(2, 4))
	checkPayloads(t, "reenvido 2", []engine.Payload{engine.BetRaised{Seat: 2, Lance: engine.Grande, Amount: 4, Total: 8}}, evs)
	s, evs = play(t, s, reject(3), reject(1))
	checkPayloads(t, "no quiero", []engine.Payload{
		engine.BetRejected{Seat: 1, Lance: engine.Grande, Final: true},
		// cálculo: 4 were accepted before the last doubling → A 4.
		award(tA, 4, engine.ConceptNoQuerido, engine.Grande, no, 4, 0),
		chicaS,
	}, evs)
}

// handsU: dealer 3, mano 0. Only pair A holds pares, only pair B juego.
//
//	seat 0 (A): R R 4 5  par de reyes, 29
//	seat 1 (B): C S 7 4  no pares, 31
//	seat 2 (A): 6 6 6 A  medias de seises, 19
//	seat 3 (B): C S 7 5  no pares, 32
var handsU = [4]string{"Ro Rc 4o 5o", "Co So 7o 4c", "6o 6c 6e 1c", "Cc Sc 7c 5c"}

// TestLanceOfOnePair: a lance held by one pair only has no bets (no
// LanceStarted) and pays that pair's jugadas at the count.
// Artículo: CONVENCION-lance-una-pareja
func TestLanceOfOnePair(t *testing.T) {
	s := newGame(t, rulesDealer(3), handsU, [2]int{})
	s, _ = play(t, s, seq([]step{cut(0)}, allPass, passes(0, 1, 2))...)
	s, evs := mustApply(t, s, pass(3))
	checkPayloads(t, "chica y cuenta", []engine.Payload{
		engine.Passed{Seat: 3, Lance: engine.Chica},
		engine.ParesDeclared{Seat: 0, Has: true},
		engine.ParesDeclared{Seat: 1, Has: false},
		engine.ParesDeclared{Seat: 2, Has: true},
		engine.ParesDeclared{Seat: 3, Has: false},
		engine.JuegoDeclared{Seat: 0, Has: false},
		engine.JuegoDeclared{Seat: 1, Has: true},
		engine.JuegoDeclared{Seat: 2, Has: false},
		engine.JuegoDeclared{Seat: 3, Has: true},
		revealed(t, handsU),
		// cálculo: grande: seat 0 (R R 5 4) → A 1.
		resolved(engine.Grande, tA, 0, "mejor_jugada"),
		award(tA, 1, engine.ConceptPaso, engine.Grande, no, 1, 0),
		// cálculo: chica: seat 2 holds the only as → A 1.
		resolved(engine.Chica, tA, 2, "mejor_jugada"),
		award(tA, 1, engine.ConceptPaso, engine.Chica, no, 2, 0),
		// cálculo: pares, A only: seat 0 par 1, seat 2 medias 2.
		resolved(engine.Pares, tA, no, "una_pareja"),
		award(tA, 1, engine.ConceptPares, engine.Pares, 0, 3, 0),
		award(tA, 2, engine.ConceptPares, engine.Pares, 2, 5, 0),
		// cálculo: juego, B only: seat 1's 31 = 3, seat 3's 32 = 2.
		resolved(engine.Juego, tB, no, "una_pareja"),
		award(tB, 3, engine.ConceptJuego, engine.Juego, 1, 5, 3),
		award(tB, 2, engine.ConceptJuego, engine.Juego, 3, 5, 5),
		engine.RoundFinished{Round: 1, Score: [2]int{5, 5}},
	}, upTo(evs, engine.KindRoundFinished))
	checkScore(t, s, [2]int{5, 5})
}

// handsV: dealer 3, mano 0; nobody holds pares nor juego.
//
//	seat 0 (A): R 4 5 6  25
//	seat 1 (B): C A 4 7  22
//	seat 2 (A): S 7 6 5  28
//	seat 3 (B): R 7 6 A  24
//
// Grande: seat 3 (R 7 6 A) beats seat 0 (R 6 5 4) → B. Chica: seats 1
// (A 4 7 C) and 3 (A 6 7 R): 4 < 6 → seat 1, B. Punto: 28 of seat 2 → A.
var handsV = [4]string{"Ro 4o 5o 6o", "Co 1o 4c 7o", "So 7c 6c 5c", "Rc 7e 6e 1c"}

// TestPuntoPlayedByAll: with nobody holding juego the punto is played by the
// four; it pays its bets and the punto tanto (1), and the deje on a refused
// raise.
// Artículo: FEM-VII.2
func TestPuntoPlayedByAll(t *testing.T) {
	start := func(t *testing.T) engine.State {
		s := newGame(t, rulesDealer(3), handsV, [2]int{})
		s, _ = play(t, s, seq([]step{cut(0)}, allPass, passes(0, 1, 2))...)
		s, evs := mustApply(t, s, pass(3))
		checkPayloads(t, "punto", []engine.Payload{
			engine.Passed{Seat: 3, Lance: engine.Chica},
			engine.ParesDeclared{Seat: 0}, engine.ParesDeclared{Seat: 1},
			engine.ParesDeclared{Seat: 2}, engine.ParesDeclared{Seat: 3},
			engine.JuegoDeclared{Seat: 0}, engine.JuegoDeclared{Seat: 1},
			engine.JuegoDeclared{Seat: 2}, engine.JuegoDeclared{Seat: 3},
			started(engine.Punto, 0, 0, 1, 2, 3),
		}, evs)
		checkTurn(t, s, engine.PhasePunto, 0)
		return s
	}
	t.Run("envite_aceptado", func(t *testing.T) {
		s := start(t)
		s, _ = play(t, s, pass(0), bet(1, 3))
		checkTurn(t, s, engine.PhasePunto, 2)
		s, evs := mustApply(t, s, accept(2))
		checkPayloads(t, "cuenta", []engine.Payload{
			engine.BetAccepted{Seat: 2, Lance: engine.Punto, Total: 3},
			revealed(t, handsV),
			resolved(engine.Grande, tB, 3, "mejor_jugada"),
			award(tB, 1, engine.ConceptPaso, engine.Grande, no, 0, 1),
			resolved(engine.Chica, tB, 1, "mejor_jugada"),
			award(tB, 1, engine.ConceptPaso, engine.Chica, no, 0, 2),
			// cálculo: punto: 28 (seat 2) → A 3 accepted + 1 punto.
			resolved(engine.Punto, tA, 2, "mejor_jugada"),
			award(tA, 3, engine.ConceptEnvite, engine.Punto, no, 3, 2),
			award(tA, 1, engine.ConceptPunto, engine.Punto, no, 4, 2),
			engine.RoundFinished{Round: 1, Score: [2]int{4, 2}},
		}, upTo(evs, engine.KindRoundFinished))
	})
	t.Run("subida_rechazada", func(t *testing.T) {
		s := start(t)
		s, _ = play(t, s, bet(0, 2), raise(1, 2), reject(2))
		checkTurn(t, s, engine.PhasePunto, 0)
		s, evs := mustApply(t, s, reject(0))
		checkPayloads(t, "no quiero y cuenta", []engine.Payload{
			engine.BetRejected{Seat: 0, Lance: engine.Punto, Final: true},
			// cálculo: 2 before the raise + 1 deje → B 3.
			award(tB, 2, engine.ConceptNoQuerido, engine.Punto, no, 0, 2),
			award(tB, 1, engine.ConceptDeje, engine.Punto, no, 0, 3),
			revealed(t, handsV),
			resolved(engine.Grande, tB, 3, "mejor_jugada"),
			award(tB, 1, engine.ConceptPaso, engine.Grande, no, 0, 4),
			resolved(engine.Chica, tB, 1, "mejor_jugada"),
			award(tB, 1, engine.ConceptPaso, engine.Chica, no, 0, 5),
			// cálculo: the punto is B's (refused): B collects the punto 1.
			resolved(engine.Punto, tB, no, "no_quiero"),
			award(tB, 1, engine.ConceptPunto, engine.Punto, no, 0, 6),
			engine.RoundFinished{Round: 1, Score: [2]int{0, 6}},
		}, upTo(evs, engine.KindRoundFinished))
	})
}

// TestPassOrderSkipsNonHolders: in juego the word goes counter-clockwise
// over the holders only: with holders 0, 2, 3 the order is 0 → 2 → 3.
// Artículo: FEM-VI.22
func TestPassOrderSkipsNonHolders(t *testing.T) {
	s := toJuego(t, handsP33Solo, 0, 2, 3)
	s, _ = mustApply(t, s, pass(0))
	checkTurn(t, s, engine.PhaseJuego, 2)
	mustRuleError(t, s, pass(1), engine.ErrNotParticipant, "FEM-VI.22")
	s, _ = mustApply(t, s, pass(2))
	checkTurn(t, s, engine.PhaseJuego, 3)
	s, evs := mustApply(t, s, pass(3))
	checkPayloads(t, "cuenta", []engine.Payload{
		engine.Passed{Seat: 3, Lance: engine.Juego},
		revealed(t, handsP33Solo),
		// cálculo: grande: seat 0 (R C S A) over seats 2/3 (R C 7 …) → A 1.
		resolved(engine.Grande, tA, 0, "mejor_jugada"),
		award(tA, 1, engine.ConceptPaso, engine.Grande, no, 1, 0),
		// cálculo: chica: seat 0 holds the only as → A 1.
		resolved(engine.Chica, tA, 0, "mejor_jugada"),
		award(tA, 1, engine.ConceptPaso, engine.Chica, no, 2, 0),
		// cálculo: juego: 31 (0) over 32 (2) and 33 (3): A collects 3 + 2.
		resolved(engine.Juego, tA, 0, "mejor_jugada"),
		award(tA, 3, engine.ConceptJuego, engine.Juego, 0, 5, 0),
		award(tA, 2, engine.ConceptJuego, engine.Juego, 2, 7, 0),
		engine.RoundFinished{Round: 1, Score: [2]int{7, 0}},
	}, upTo(evs, engine.KindRoundFinished))
}

// TestDeclarationsFollowDeckMode: the pares and juego declarations follow
// deck_mode: with cuatro reyes seat 3's 1 and 2 are no pair, and seat 1's
// juego is unchanged.
// Artículo: FEM-II.3
func TestDeclarationsFollowDeckMode(t *testing.T) {
	r := engine.DefaultRules()
	r.DeckMode = engine.CuatroReyes
	s := startS(t, r, [2]int{})
	s, evs := play(t, s, seq(allPass, allPass)...)
	// cálculo: cuatro reyes: seat 0 R R (par), seat 1 C C (par), seat 2 S A 4
	// 5 (none), seat 3 1 2 6 7 (none: the 2 is not an as).
	checkPayloads(t, "pares", []engine.Payload{
		engine.Passed{Seat: 3, Lance: engine.Chica},
		engine.ParesDeclared{Seat: 0, Has: true},
		engine.ParesDeclared{Seat: 1, Has: true},
		engine.ParesDeclared{Seat: 2, Has: false},
		engine.ParesDeclared{Seat: 3, Has: false},
		started(engine.Pares, 0, 0, 1),
	}, evs)
	s, evs = play(t, s, passes(0, 1)...)
	// cálculo: sums are unchanged by the mode here (no 3 or 2 except seat
	// 3's 2: 1+2+6+7 = 16): 31 and 32 have juego.
	checkPayloads(t, "juego", append([]engine.Payload{engine.Passed{Seat: 1, Lance: engine.Pares}}, juegoS...), evs)
}
