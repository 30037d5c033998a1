package engine

// award scores pts tantos to team, checks whether the pair reached the
// target (it is then the first to reach it, CONVENCION-fin-al-contar) and
// announces "estamos dentro" (FEM VII.7).
func (e *emitter) award(team Team, pts int, c Concept, l Lance, seat Seat) {
	if pts <= 0 {
		return
	}
	s := e.s
	r := s.rules
	s.score[team] += pts
	e.emit(NoSeat, Public, PointsAwarded{Team: team, Points: pts, Concept: c, Lance: l, Seat: seat, Score: s.score})
	if s.reached == NoTeam && s.score[team] >= r.TargetPoints {
		s.reached, s.reason = team, "tantos"
	}
	if need := r.TargetPoints - s.score[team]; !s.told[team] && need > 0 && need <= r.AnnounceWithin {
		s.told[team] = true
		e.emit(NoSeat, Public, TeamIsIn{Team: team, Score: s.score})
	}
}

// reveal shows the four hands once per round (FEM VII.9, VI.6).
func (e *emitter) reveal() {
	s := e.s
	if s.revealed {
		return
	}
	s.revealed = true
	var hr HandsRevealed
	all := make([]Card, 0, 16) // one backing array for the four hands
	for i := range s.hands {
		start := len(all)
		all = s.hands[i].appendTo(all)
		hr.Hands[i] = all[start:len(all):len(all)]
	}
	e.emit(NoSeat, Public, hr)
}

// ordagoShowdown settles an accepted órdago (FEM VI.6, VII.12): the cards
// are shown and the winner of the lance wins the game; the bets accepted
// in earlier lances are void. With ordago_postre_penalties = "penalizar"
// or "reglamento" an invalid acceptance voids the órdago instead (FEM
// VI.11, VI.12, VI.24), and with "reglamento" the postre's dos ases cost a
// negada first (VI.24).
func (e *emitter) ordagoShowdown(acceptor Seat, noPierdo bool) error {
	s := e.s
	b := s.bet
	if err := e.to(PhaseOrdagoShowdown); err != nil {
		return err
	}
	e.reveal()
	switch s.rules.OrdagoPostrePenalties {
	case PenaltiesPenalizar:
		if void, penalty := s.ordagoVoid(acceptor, noPierdo); void {
			return e.ordagoVoided(penalty)
		}
	case PenaltiesReglamento:
		switch s.postreReglamento(acceptor) {
		case postreVoid:
			return e.ordagoVoided(false)
		case postrePenalty:
			return e.ordagoVoided(true)
		case postreNegada:
			// FEM VI.24: the negada is scored on the spot; if it ends the
			// game (P8), the órdago is not played.
			e.award(b.bettor.Team(), s.rules.NegadaPoints, ConceptNegada, b.lance, NoSeat)
			if s.reached != NoTeam && s.rules.EndOnImmediatePoints {
				return e.endRound()
			}
		}
	}
	w := Winner(b.lance, &s.hands, b.mano, b.parts, s.rules.DeckMode)
	s.lances[b.lance] = lanceRecord{outcome: outcomeOrdago, winner: w.Team(), parts: b.parts, mano: b.mano}
	e.emit(NoSeat, Public, LanceResolved{Lance: b.lance, Winner: w.Team(), Seat: w, Reason: "ordago"})
	if s.reached == NoTeam {
		s.reached, s.reason = w.Team(), "ordago"
	}
	// Otherwise a pair already reached the target on the spot (P8 with
	// end_on_immediate_points = false): it stays the winner.
	return e.endRound()
}

// ordagoVoided settles an accepted órdago that is void (FEM VI.11, VI.12,
// VI.24): the bettor's pair wins its lance and scores the negada on the
// spot, and the two tantos of VI.11 when penalty is set; the round is
// counted and ends.
func (e *emitter) ordagoVoided(penalty bool) error {
	s := e.s
	b := s.bet
	team := b.bettor.Team()
	s.lances[b.lance] = lanceRecord{outcome: outcomeOrdagoVoid, winner: team, parts: b.parts, mano: b.mano}
	e.emit(NoSeat, Public, LanceResolved{Lance: b.lance, Winner: team, Seat: NoSeat, Reason: "ordago_nulo"})
	e.award(team, s.rules.NegadaPoints, ConceptNegada, b.lance, NoSeat)
	if penalty {
		e.award(team, 2, ConceptPenalizacion, b.lance, NoSeat)
	}
	if err := e.to(PhaseScoring); err != nil {
		return err
	}
	if s.reached == NoTeam {
		e.count()
	}
	return e.endRound()
}

// ordagoVoid reports whether an accepted órdago is void under
// ordago_postre_penalties = "penalizar", and whether the VI.11 penalty
// applies (docs/decisions.md D-POSTRE):
//   - FEM VI.12 (its exception) and VI.24: the postre's pair accepted an
//     órdago a pares or a juego and both its players hold the minimum
//     jugada (dos ases, or 33);
//   - FEM VI.9, VI.11, VI.12: the postre with 33 accepted an órdago a juego
//     with a plain quiero and his partner had not declared juego: void, and
//     2 tantos of penalty besides the negada.
func (s *State) ordagoVoid(acceptor Seat, noPierdo bool) (void, penalty bool) {
	b := s.bet
	postreTeam := s.dealer.Team()
	if (b.lance == Pares || b.lance == Juego) && acceptor.Team() == postreTeam {
		// "con dos ases o 33 en ambas manos": both players of the pair.
		both := true
		for _, seat := range postreTeam.Seats() {
			if b.parts&bit(seat) == 0 {
				both = false
				break
			}
			both = both && s.minimal(seat, b.lance)
		}
		if both {
			return true, false
		}
	}
	if b.lance == Juego && acceptor == s.dealer && !noPierdo && s.minimal(acceptor, Juego) &&
		s.juegoYes&bit(acceptor.Partner()) == 0 {
		return true, true
	}
	return false, false
}

// showdownAndCount shows the cards and counts the round in lance order
// (FEM VII.2, VII.9). The state is in SHOWDOWN.
func (e *emitter) showdownAndCount() error {
	s := e.s
	e.reserve(32) // reveal, the count, the end of the round and the next deal
	e.reveal()
	if s.reached != NoTeam {
		// P8 with end_on_immediate_points = false: a pair already reached
		// the target on the spot, so nothing more is counted.
		return e.endRound()
	}
	if err := e.to(PhaseScoring); err != nil {
		return err
	}
	e.count()
	return e.endRound()
}

// count pays the lances in order grande, chica, pares, juego or punto and
// stops as soon as a pair reaches the target (FEM VII.2,
// CONVENCION-fin-al-contar). With count_order = "parejas" it goes that
// order twice, the mano's pair's lances first, then the other pair's.
func (e *emitter) count() {
	s := e.s
	pairs := [2]Team{NoTeam} // lance by lance: one pass, every pair
	passes := pairs[:1]
	var owner [numLances]Team // with "parejas", the pair each lance is counted for
	if s.rules.CountOrder == CountParejas {
		pairs[0] = s.mano().Team()
		pairs[1] = pairs[0].Other()
		passes = pairs[:]
		for l := Grande; l < numLances; l++ {
			owner[l] = s.countWinner(l)
		}
	}
	for _, team := range passes {
		for l := Grande; l < numLances; l++ {
			if team != NoTeam && owner[l] != team {
				continue
			}
			if e.countLance(l) {
				return
			}
		}
	}
}

// countWinner is the pair whose lance l is at the count, the one that
// countLance pays; NoTeam for a lance the count passes over.
func (s *State) countWinner(l Lance) Team {
	rec := &s.lances[l]
	switch rec.outcome {
	case outcomeRejected:
		if s.rules.JugadasTrasNoQuiero != JugadasMejorJugada || l < Pares {
			return rec.winner
		}
	case outcomeOrdagoVoid, outcomeOnePair:
		return rec.winner
	case outcomePaso, outcomeAccepted:
	default:
		return NoTeam
	}
	return Winner(l, &s.hands, rec.mano, rec.parts, s.rules.DeckMode).Team()
}

// countLance pays one lance at the count; it reports whether a pair has
// reached the target.
func (e *emitter) countLance(l Lance) bool {
	s := e.s
	rec := s.lances[l]
	switch rec.outcome {
	case outcomePaso, outcomeAccepted:
		w := Winner(l, &s.hands, rec.mano, rec.parts, s.rules.DeckMode)
		team := w.Team()
		e.emit(NoSeat, Public, bestPayload(l, w))
		if rec.outcome == outcomeAccepted {
			e.award(team, int(rec.stake), ConceptEnvite, l, NoSeat)
		} else if l == Grande || l == Chica {
			e.award(team, s.rules.PasoPoints, ConceptPaso, l, NoSeat)
		} else if s.rules.PiedraDePaso && l != Punto {
			// Pares or juego en paso, so held by both pairs (a lance
			// held by one pair is never played): the piedra de paso, one
			// tanto before the jugadas (CONVENCION-piedra-de-paso).
			e.award(team, 1, ConceptPaso, l, NoSeat)
		}
		if s.reached != NoTeam {
			return true
		}
		return e.payJugadas(l, team, rec)
	case outcomeRejected, outcomeOrdagoVoid, outcomeOnePair:
		if rec.outcome == outcomeRejected && s.rules.JugadasTrasNoQuiero == JugadasMejorJugada && l >= Pares {
			// jugadas_tras_no_quiero = "mejor_jugada": the refused bet
			// was paid on the spot; at the count the lance is settled as
			// if nobody had bet, so the jugadas go to the best one
			// (CONVENCION-jugadas-tras-no-quiero).
			w := Winner(l, &s.hands, rec.mano, rec.parts, s.rules.DeckMode)
			e.emit(NoSeat, Public, bestPayload(l, w))
			return e.payJugadas(l, w.Team(), rec)
		}
		if rec.outcome != outcomeOrdagoVoid {
			e.emit(NoSeat, Public, refusedPayload(l, rec.winner, rec.outcome == outcomeOnePair))
		}
		return e.payJugadas(l, rec.winner, rec)
	}
	return false
}

// payJugadas pays the jugada values of the winning pair's players in
// pares, juego and punto (CONVENCION-valor-pares, -valor-juego,
// -valor-punto, CONVENCION-jugadas-tras-no-quiero). It reports whether a
// pair has reached the target.
func (e *emitter) payJugadas(l Lance, team Team, rec lanceRecord) bool {
	s := e.s
	r := s.rules
	switch l {
	case Punto:
		e.award(team, r.PuntoPoints, ConceptPunto, l, NoSeat)
		return s.reached != NoTeam
	case Pares, Juego:
	default:
		return false
	}
	seat := s.mano()
	for i := 0; i < NumSeats; i++ {
		if seat.Team() == team {
			pts := 0
			if l == Pares {
				switch k, _ := ParesOf(s.hands[seat], r.DeckMode); k {
				case Par:
					pts = r.ParPoints
				case Medias:
					pts = r.MediasPoints
				case Duples:
					pts = r.DuplesPoints
				}
				e.award(team, pts, ConceptPares, l, seat)
			} else if sum := Sum(s.hands[seat], r.DeckMode); HasJuego(sum) {
				pts = r.JuegoPoints
				if sum == 31 {
					pts = r.Juego31Points
				}
				e.award(team, pts, ConceptJuego, l, seat)
			}
			if s.reached != NoTeam {
				return true
			}
		}
		seat = seat.Next()
	}
	return false
}

// endRound closes the round (CHECK_GAME_END): a pair that reached the
// target or won an órdago wins the game; otherwise the mano deals the next
// round (CONVENCION-rotacion-mano). After games_to_win games the match is
// over (P4).
func (e *emitter) endRound() error {
	s := e.s
	r := s.rules
	if err := e.to(PhaseCheckGameEnd); err != nil {
		return err
	}
	e.emit(NoSeat, Public, RoundFinished{Round: s.round, Score: s.score})
	if s.reached == NoTeam {
		s.dealer = s.dealer.Next()
		if err := e.to(PhaseDealing); err != nil {
			return err
		}
		return e.startRound()
	}
	team := s.reached
	s.games[team]++
	e.emit(NoSeat, Public, GameFinished{Game: s.game, Winner: team, Score: s.score, Reason: s.reason, Games: s.games})
	if s.games[team] >= r.GamesToWin {
		if r.GamesToWin > 1 {
			e.emit(NoSeat, Public, MatchFinished{Winner: team, Games: s.games})
		}
		s.winner, s.turn = team, NoSeat
		return e.to(PhaseGameOver)
	}
	s.game++
	s.dealer = s.dealer.Next()
	s.score, s.told, s.reached, s.reason = [2]int{}, [2]bool{}, NoTeam, ""
	if err := e.to(PhaseDealing); err != nil {
		return err
	}
	e.emit(NoSeat, Public, GameStarted{Game: s.game, Target: r.TargetPoints, GamesToWin: r.GamesToWin, DeckMode: r.DeckMode.String(), Score: s.score})
	e.emit(NoSeat, Public, DealerAssigned{Dealer: s.dealer, Mano: s.dealer.Next(), Method: "rotacion", Cutter: NoSeat, CutCard: NoCard})
	return e.startRound()
}
