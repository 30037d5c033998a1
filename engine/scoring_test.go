package engine_test

// The count and the endings (FEM VII.2, VII.7, VII.12; docs/decisions.md D6, D7).
// Every score below is worked out by hand in the "cálculo" comments.

import (
	"testing"

	"github.com/musfem/musfem/engine"
)

// handsW: dealer 3, mano 0.
//
//	seat 0 (A): R R C C  duples (R/C), 40
//	seat 1 (B): S S S A  medias de sotas, 10+10+10+1 = 31
//	seat 2 (A): 7 7 4 5  par de sietes, 23
//	seat 3 (B): R C 7 5  no pares, 32
//
// Grande: seat 0 (R R C C) → A. Chica: seat 1 holds the only as → B.
// Pares [0 1 2]: duples of seat 0 → A: seat 0 duples 3 + seat 2 par 1.
// Juego [0 1 3]: 31 of seat 1 → B: seat 1's 31 = 3 + seat 3's 32 = 2.
var handsW = [4]string{"Ro Rc Co Cc", "So Sc Se 1o", "7o 7c 4o 5o", "Re Ce 7e 5c"}

// playW deals handsW from the given score and plays every lance en paso up
// to the last pass of the juego, whose events it returns.
func playW(t *testing.T, r engine.Rules, score [2]int) (engine.State, []engine.Event) {
	t.Helper()
	r.FirstDealer = 3
	s := newGame(t, r, handsW, score)
	s, evs := play(t, s, seq([]step{cut(0)}, allPass, allPass)...)
	checkPayloads(t, "pares", []engine.Payload{
		engine.Passed{Seat: 3, Lance: engine.Chica},
		engine.ParesDeclared{Seat: 0, Has: true},
		engine.ParesDeclared{Seat: 1, Has: true},
		engine.ParesDeclared{Seat: 2, Has: true},
		engine.ParesDeclared{Seat: 3, Has: false},
		started(engine.Pares, 0, 0, 1, 2),
	}, evs)
	s, evs = play(t, s, passes(0, 1, 2)...)
	checkPayloads(t, "juego", []engine.Payload{
		engine.Passed{Seat: 2, Lance: engine.Pares},
		engine.JuegoDeclared{Seat: 0, Has: true},
		engine.JuegoDeclared{Seat: 1, Has: true},
		engine.JuegoDeclared{Seat: 2, Has: false},
		engine.JuegoDeclared{Seat: 3, Has: true},
		started(engine.Juego, 0, 0, 1, 3),
	}, evs)
	return play(t, s, passes(0, 1, 3)...)
}

// TestCountInLanceOrder: the count pays grande, chica, pares, juego in that
// order; pares 1/2/3 and juego 3 (31) / 2 (other) per player of the winning
// pair who holds them.
// Artículo: FEM-VII.2
func TestCountInLanceOrder(t *testing.T) {
	s, evs := playW(t, engine.DefaultRules(), [2]int{})
	checkPayloads(t, "cuenta", []engine.Payload{
		resolved(engine.Grande, tA, 0, "mejor_jugada"),
		award(tA, 1, engine.ConceptPaso, engine.Grande, no, 1, 0),
		resolved(engine.Chica, tB, 1, "mejor_jugada"),
		award(tB, 1, engine.ConceptPaso, engine.Chica, no, 1, 1),
		// cálculo: seat 0 duples 3 → 4; seat 2 par 1 → 5. Seat 1's medias
		// (pair B) are not paid.
		resolved(engine.Pares, tA, 0, "mejor_jugada"),
		award(tA, 3, engine.ConceptPares, engine.Pares, 0, 4, 1),
		award(tA, 1, engine.ConceptPares, engine.Pares, 2, 5, 1),
		// cálculo: seat 1's 31 = 3 → 4; seat 3's 32 = 2 → 6. Seat 0's 40
		// (pair A) is not paid.
		resolved(engine.Juego, tB, 1, "mejor_jugada"),
		award(tB, 3, engine.ConceptJuego, engine.Juego, 1, 5, 4),
		award(tB, 2, engine.ConceptJuego, engine.Juego, 3, 5, 6),
		engine.RoundFinished{Round: 1, Score: [2]int{5, 6}},
	}, countOf(evs))
	checkScore(t, s, [2]int{5, 6})
}

// TestCountStopsAtTarget: the count stops as soon as a pair reaches the
// target; later entries are not counted even if the other pair would have
// reached more. The same with end_on_immediate_points true or false (no
// on-the-spot points here). TeamIsIn fires for each pair when it first
// needs 4 or fewer.
// Artículo: CONVENCION-fin-al-contar
func TestCountStopsAtTarget(t *testing.T) {
	for _, end := range []bool{true, false} {
		name := "end_on_immediate_points=false"
		if end {
			name = "end_on_immediate_points=true"
		}
		t.Run(name, func(t *testing.T) {
			r := engine.DefaultRules()
			r.EndOnImmediatePoints = end
			s, evs := playW(t, r, [2]int{35, 38})
			checkPayloads(t, "cuenta", []engine.Payload{
				// cálculo: A 35 + 1 = 36, needs 4 → estamos dentro.
				resolved(engine.Grande, tA, 0, "mejor_jugada"),
				award(tA, 1, engine.ConceptPaso, engine.Grande, no, 36, 38),
				engine.TeamIsIn{Team: tA, Score: [2]int{36, 38}},
				// cálculo: B 38 + 1 = 39. B started at 38, already within
				// 4: it said "estamos dentro" before this game was taken
				// up (decisions D13), so no TeamIsIn now.
				resolved(engine.Chica, tB, 1, "mejor_jugada"),
				award(tB, 1, engine.ConceptPaso, engine.Chica, no, 36, 39),
				// cálculo: A 36 + 3 (duples) = 39, + 1 (par) = 40: A wins.
				resolved(engine.Pares, tA, 0, "mejor_jugada"),
				award(tA, 3, engine.ConceptPares, engine.Pares, 0, 39, 39),
				award(tA, 1, engine.ConceptPares, engine.Pares, 2, 40, 39),
				// cálculo: B's juego (3 + 2 → 44) is never counted.
				engine.RoundFinished{Round: 1, Score: [2]int{40, 39}},
				engine.GameFinished{Game: 1, Winner: tA, Score: [2]int{40, 39}, Reason: "tantos", Games: [2]int{1, 0}},
			}, from(evs, engine.KindLanceResolved))
			if !s.Over() || s.Winner() != tA {
				t.Errorf("over %v winner %v, want true A", s.Over(), s.Winner())
			}
		})
	}
}

// TestTeamIsInFromPresetScore: a game taken up at a score already within
// announce_within (4) has said "estamos dentro" before: only the pair
// that enters the window during the game announces it (decisions D13).
// Artículo: CONVENCION-estamos-dentro
func TestTeamIsInFromPresetScore(t *testing.T) {
	_, evs := playW(t, engine.DefaultRules(), [2]int{36, 35})
	checkPayloads(t, "cuenta", []engine.Payload{
		// cálculo: A 36 + 1 = 37; A needed 4 at the start: no TeamIsIn.
		resolved(engine.Grande, tA, 0, "mejor_jugada"),
		award(tA, 1, engine.ConceptPaso, engine.Grande, no, 37, 35),
		// cálculo: B 35 + 1 = 36, needs 4 for the first time → estamos dentro.
		resolved(engine.Chica, tB, 1, "mejor_jugada"),
		award(tB, 1, engine.ConceptPaso, engine.Chica, no, 37, 36),
		engine.TeamIsIn{Team: tB, Score: [2]int{37, 36}},
		// cálculo: A 37 + 3 (duples) = 40: A wins; the rest is not counted.
		resolved(engine.Pares, tA, 0, "mejor_jugada"),
		award(tA, 3, engine.ConceptPares, engine.Pares, 0, 40, 36),
		engine.RoundFinished{Round: 1, Score: [2]int{40, 36}},
		engine.GameFinished{Game: 1, Winner: tA, Score: [2]int{40, 36}, Reason: "tantos", Games: [2]int{1, 0}},
	}, from(evs, engine.KindLanceResolved))
}

// TestImmediatePointsEndGame: with end_on_immediate_points = true a negada
// that reaches the target ends the game at once: PointsAwarded,
// HandsRevealed, RoundFinished, GameFinished{tantos}; no LanceResolved for
// the lances not played.
// Artículo: CONVENCION-fin-inmediato
func TestImmediatePointsEndGame(t *testing.T) {
	s := startS(t, engine.DefaultRules(), [2]int{39, 20})
	s, _ = play(t, s, bet(0, 2), reject(1))
	s, evs := mustApply(t, s, reject(3))
	checkPayloads(t, "negada final", []engine.Payload{
		engine.BetRejected{Seat: 3, Lance: engine.Grande, Final: true},
		// cálculo: 39 + 1 negada = 40 = target; no TeamIsIn (needs 0).
		award(tA, 1, engine.ConceptNegada, engine.Grande, no, 40, 20),
		revealed(t, handsS),
		engine.RoundFinished{Round: 1, Score: [2]int{40, 20}},
		engine.GameFinished{Game: 1, Winner: tA, Score: [2]int{40, 20}, Reason: "tantos", Games: [2]int{1, 0}},
	}, evs)
	if !s.Over() || s.Winner() != tA || s.Turn() != engine.NoSeat {
		t.Errorf("over %v winner %v turn %v, want true A none", s.Over(), s.Winner(), s.Turn())
	}
}

// TestImmediatePointsPlayedOut: with end_on_immediate_points = false the
// round is played out; the first pair to reach the target on the spot wins
// even if the other reaches it later in the round, and the count adds
// nothing.
// Artículo: CONVENCION-fin-inmediato
func TestImmediatePointsPlayedOut(t *testing.T) {
	r := engine.DefaultRules()
	r.EndOnImmediatePoints = false
	s := startS(t, r, [2]int{39, 39})
	s, _ = play(t, s, bet(0, 2), reject(1))
	s, evs := mustApply(t, s, reject(3))
	checkPayloads(t, "negada grande", []engine.Payload{
		engine.BetRejected{Seat: 3, Lance: engine.Grande, Final: true},
		// cálculo: A 39 + 1 = 40: target reached, the round goes on.
		award(tA, 1, engine.ConceptNegada, engine.Grande, no, 40, 39),
		chicaS,
	}, evs)
	if s.Over() {
		t.Fatalf("the game ended with end_on_immediate_points = false")
	}
	s, _ = play(t, s, pass(0), bet(1, 2), reject(2))
	s, evs = mustApply(t, s, reject(0))
	checkPayloads(t, "negada chica", append([]engine.Payload{
		engine.BetRejected{Seat: 0, Lance: engine.Chica, Final: true},
		// cálculo: B 39 + 1 = 40, after A.
		award(tB, 1, engine.ConceptNegada, engine.Chica, no, 40, 40),
	}, paresS...), evs)
	s, evs = play(t, s, passes(0, 1, 3, 0, 1)...)
	checkPayloads(t, "fin", []engine.Payload{
		engine.Passed{Seat: 1, Lance: engine.Juego},
		revealed(t, handsS),
		engine.RoundFinished{Round: 1, Score: [2]int{40, 40}},
		// cálculo: A reached 40 first (grande negada) → A wins.
		engine.GameFinished{Game: 1, Winner: tA, Score: [2]int{40, 40}, Reason: "tantos", Games: [2]int{1, 0}},
	}, evs)
}

// TestTeamIsInOnce: "estamos dentro" fires once per pair, the first time it
// needs 4 tantos or fewer, and not again in later rounds.
// Artículo: FEM-VII.7
func TestTeamIsInOnce(t *testing.T) {
	s := startS(t, engine.DefaultRules(), [2]int{33, 0})
	s, evs := play(t, s, seq(allPass, allPass, passes(0, 1, 3), passes(0, 1))...)
	checkPayloads(t, "cuenta", []engine.Payload{
		resolved(engine.Grande, tA, 0, "mejor_jugada"),
		award(tA, 1, engine.ConceptPaso, engine.Grande, no, 34, 0), // cálculo: needs 6
		resolved(engine.Chica, tB, 3, "mejor_jugada"),
		award(tB, 1, engine.ConceptPaso, engine.Chica, no, 34, 1),
		resolved(engine.Pares, tA, 0, "mejor_jugada"),
		award(tA, 1, engine.ConceptPares, engine.Pares, 0, 35, 1), // cálculo: needs 5
		resolved(engine.Juego, tA, 0, "mejor_jugada"),
		award(tA, 3, engine.ConceptJuego, engine.Juego, 0, 38, 1), // cálculo: needs 2
		engine.TeamIsIn{Team: tA, Score: [2]int{38, 1}},
		engine.RoundFinished{Round: 1, Score: [2]int{38, 1}},
	}, countOf(evs))
	// Round 2 deals the canonical deck with dealer 0, mano 1.
	checkTurn(t, s, engine.PhaseMus, 1)
	s, _ = play(t, s, cut(1), pass(1), bet(2, 2), reject(3))
	s, evs = mustApply(t, s, reject(1))
	checkPayloads(t, "negada ronda 2", []engine.Payload{
		engine.BetRejected{Seat: 1, Lance: engine.Grande, Final: true},
		// cálculo: 38 + 1 = 39, needs 1: A already announced, no TeamIsIn.
		award(tA, 1, engine.ConceptNegada, engine.Grande, no, 39, 1),
		started(engine.Chica, 1, 1, 2, 3, 0),
	}, evs)
}

// TestJugadasAfterNoQuiero: after a refused bet in pares or juego the
// bettor's pair wins the lance and collects its own jugada values at the
// count, even though the rivals' were better.
// Artículo: CONVENCION-jugadas-tras-no-quiero
func TestJugadasAfterNoQuiero(t *testing.T) {
	s := startS(t, engine.DefaultRules(), [2]int{})
	s, _ = play(t, s, seq(allPass, allPass, []step{pass(0), bet(1, 2)})...)
	checkTurn(t, s, engine.PhasePares, 0)
	s, evs := mustApply(t, s, reject(0))
	checkPayloads(t, "pares", append([]engine.Payload{
		engine.BetRejected{Seat: 0, Lance: engine.Pares, Final: true},
		award(tB, 1, engine.ConceptNegada, engine.Pares, no, 0, 1),
	}, juegoS...), evs)
	s, _ = play(t, s, pass(0), bet(1, 2))
	checkTurn(t, s, engine.PhaseJuego, 0)
	s, evs = mustApply(t, s, reject(0))
	checkPayloads(t, "juego y cuenta", []engine.Payload{
		engine.BetRejected{Seat: 0, Lance: engine.Juego, Final: true},
		award(tB, 1, engine.ConceptNegada, engine.Juego, no, 0, 2),
		revealed(t, handsS),
		resolved(engine.Grande, tA, 0, "mejor_jugada"),
		award(tA, 1, engine.ConceptPaso, engine.Grande, no, 1, 2),
		resolved(engine.Chica, tB, 3, "mejor_jugada"),
		award(tB, 1, engine.ConceptPaso, engine.Chica, no, 1, 3),
		// cálculo: pares are B's: seat 1 par C 1, seat 3 par A 1 (seat 0's
		// better par R is not paid).
		resolved(engine.Pares, tB, no, "no_quiero"),
		award(tB, 1, engine.ConceptPares, engine.Pares, 1, 1, 4),
		award(tB, 1, engine.ConceptPares, engine.Pares, 3, 1, 5),
		// cálculo: juego is B's: seat 1's 32 = 2 (seat 0's 31 is not paid).
		resolved(engine.Juego, tB, no, "no_quiero"),
		award(tB, 2, engine.ConceptJuego, engine.Juego, 1, 1, 7),
		engine.RoundFinished{Round: 1, Score: [2]int{1, 7}},
	}, upTo(evs, engine.KindRoundFinished))
}

// TestSecondGame: with games_to_win = 2 a finished game starts another with
// both scores at 0 and the dealer still rotating; the second win ends the
// match (MatchFinished).
// Artículo: CONVENCION-juegos-partida
func TestSecondGame(t *testing.T) {
	r := engine.DefaultRules()
	r.GamesToWin = 2
	s := startS(t, r, [2]int{39, 0})
	s, _ = play(t, s, bet(0, 2), reject(1))
	s, evs := mustApply(t, s, reject(3))
	checkPayloads(t, "fin del juego 1", []engine.Payload{
		engine.BetRejected{Seat: 3, Lance: engine.Grande, Final: true},
		award(tA, 1, engine.ConceptNegada, engine.Grande, no, 40, 0),
		revealed(t, handsS),
		engine.RoundFinished{Round: 1, Score: [2]int{40, 0}},
		engine.GameFinished{Game: 1, Winner: tA, Score: [2]int{40, 0}, Reason: "tantos", Games: [2]int{1, 0}},
		engine.GameStarted{Game: 2, Target: 40, GamesToWin: 2, DeckMode: "ocho_reyes", Score: [2]int{0, 0}},
		// cálculo: dealer 3 → the mano 0 deals the next round; mano 1.
		engine.DealerAssigned{Dealer: 0, Mano: 1, Method: "rotacion", Cutter: engine.NoSeat, CutCard: engine.NoCard},
		engine.RoundStarted{Round: 2, Dealer: 0, Mano: 1, Score: [2]int{0, 0}},
	}, upTo(evs, engine.KindRoundStarted))
	if s.Over() {
		t.Fatalf("the match ended after one game of two")
	}
	checkScore(t, s, [2]int{0, 0})
	if g := s.Games(); g != [2]int{1, 0} {
		t.Errorf("games = %v, want [1 0]", g)
	}
	checkTurn(t, s, engine.PhaseMus, 1)

	// Game 2 deals the canonical deck from mano 1:
	//	seat 1: 1o 5o Co 3c   chica A 5 C R
	//	seat 2: 2o 6o Ro 4c   chica A 4 6 R
	//	seat 3: 3o 7o 1c 5c   chica A 5 7 R
	//	seat 0: 4o So 2c 6c   chica A 4 6 S
	// cálculo: chica: seats 2 and 0 lead with A 4 6; S < R → seat 0 (A).
	s, _ = play(t, s, seq([]step{cut(1)}, passes(1, 2, 3, 0), []step{ordago(1)})...)
	checkTurn(t, s, engine.PhaseChica, 2)
	s, evs = mustApply(t, s, accept(2))
	checkPayloads(t, "fin de la partida", []engine.Payload{
		engine.OrdagoAccepted{Seat: 2, Lance: engine.Chica},
		revealed(t, [4]string{"4o So 2c 6c", "1o 5o Co 3c", "2o 6o Ro 4c", "3o 7o 1c 5c"}),
		resolved(engine.Chica, tA, 0, "ordago"),
		engine.RoundFinished{Round: 2, Score: [2]int{0, 0}},
		engine.GameFinished{Game: 2, Winner: tA, Score: [2]int{0, 0}, Reason: "ordago", Games: [2]int{2, 0}},
		engine.MatchFinished{Winner: tA, Games: [2]int{2, 0}},
	}, evs)
	if !s.Over() || s.Winner() != tA {
		t.Errorf("over %v winner %v, want true A", s.Over(), s.Winner())
	}
}

// TestOrdagoAfterTargetReached: with end_on_immediate_points = false, once a
// pair has reached the target on the spot the game is theirs: "the winner is
// the first pair to reach the target counting the on-the-spot tantos in the
// order they happened" (docs/decisions.md D7). An órdago accepted later in the same
// round cannot take it away.
// Artículo: CONVENCION-fin-inmediato
func TestOrdagoAfterTargetReached(t *testing.T) {
	r := engine.DefaultRules()
	r.EndOnImmediatePoints = false
	s := startS(t, r, [2]int{39, 0})
	s, _ = play(t, s, bet(0, 2), reject(1), reject(3))
	checkScore(t, s, [2]int{40, 0}) // cálculo: 39 + negada 1 = 40: A reached the target
	// Chica: A's órdago, accepted; seat 3 (A A 6 7, pair B) holds the best chica.
	s, evs := play(t, s, ordago(0), accept(1))
	gf := firstOfType[engine.GameFinished](t, evs)
	if gf.Winner != tA || gf.Reason != "tantos" {
		t.Errorf("GameFinished %+v: winner %v reason %q, want A (first to reach 40) reason \"tantos\"", gf, gf.Winner, gf.Reason)
	}
}

// TestBigBetSettledAtCount: a bet larger than what is left to win is a
// normal bet, settled at the count; the score is not capped at the target.
// Artículo: FEM-VI.6
func TestBigBetSettledAtCount(t *testing.T) {
	s := startS(t, engine.DefaultRules(), [2]int{38, 0})
	s, evs := play(t, s, bet(0, 10), accept(1))
	checkPayloads(t, "quiero", []engine.Payload{engine.BetAccepted{Seat: 1, Lance: engine.Grande, Total: 10}, chicaS}, evs)
	checkScore(t, s, [2]int{38, 0}) // cálculo: nothing on the spot
	s, evs = play(t, s, seq(allPass, passes(0, 1, 3), passes(0, 1))...)
	checkPayloads(t, "cuenta", []engine.Payload{
		// cálculo: grande to seat 0 (A): 38 + 10 = 48, the count stops there.
		resolved(engine.Grande, tA, 0, "mejor_jugada"),
		award(tA, 10, engine.ConceptEnvite, engine.Grande, no, 48, 0),
		engine.RoundFinished{Round: 1, Score: [2]int{48, 0}},
		engine.GameFinished{Game: 1, Winner: tA, Score: [2]int{48, 0}, Reason: "tantos", Games: [2]int{1, 0}},
	}, from(evs, engine.KindLanceResolved))
}
