package faults

// patch is one change to a file of engine/ in the faulty engine: every
// occurrence of Old (exactly Count of them, one when 0) becomes New. New
// calls the switchboard (defecto.On) or the faulty rules of
// faults/overlay/defectos.go, so that the rule is the reference's unless
// one of Faults is on.
type patch struct {
	Faults []string // the faults the change serves
	File   string   // a file of engine/, e.g. "betting.go"
	Old    string
	New    string
	Count  int
}

// patches are the changes that make the faulty engine, all applied at
// once: the server turns on the faults it serves (internal/defecto).
var patches = []patch{
	// Evaluation: who wins a lance at the count and in an órdago.
	{Faults: []string{"empate-contra-mano-grande", "empate-contra-mano-chica", "juego-32-bajo-40", "cuatro-iguales-son-medias", "punto-gana-el-menor"},
		File: "scoring.go", Old: ":= Winner(", New: ":= defectoWinner(", Count: 3},
	{Faults: []string{"cuatro-iguales-son-medias"},
		File: "betting.go", Old: "ParesOf(s.hands[seat], s.rules.DeckMode)", New: "defectoParesOf(s.hands[seat], s.rules.DeckMode)"},
	{Faults: []string{"cuatro-iguales-son-medias"},
		File: "scoring.go", Old: "ParesOf(s.hands[seat], r.DeckMode)", New: "defectoParesOf(s.hands[seat], r.DeckMode)"},
	// Bets.
	{Faults: []string{"no-quiero-del-primer-rival"},
		File: "betting.go", Old: "if b.refused == 1 && b.parts&bit(partner) != 0 {",
		New: `if b.refused == 1 && b.parts&bit(partner) != 0 && !defecto.On("no-quiero-del-primer-rival") {`},
	{Faults: []string{"envite-sin-pares"},
		File: "betting.go", Old: "\tif b.parts&bit(seat) == 0 {\n\t\treturn ruleErr(ErrNotParticipant,",
		New: "\tif b.parts&bit(seat) == 0 {\n\t\tif defecto.On(\"envite-sin-pares\") && b.lance == Pares && !b.pending {\n\t\t\treturn e.open(seat, a)\n\t\t}\n\t\treturn ruleErr(ErrNotParticipant,"},
	{Faults: []string{"ordago-sin-respuesta"},
		File: "betting.go", Old: "\t\ts.turn = b.firstResponder(seat)\n\t\treturn nil\n\tcase Raise, Accept, AcceptNoLose, Reject:",
		New: "\t\ts.turn = b.firstResponder(seat)\n\t\tif defecto.On(\"ordago-sin-respuesta\") {\n\t\t\treturn e.accept(s.turn, Accept{}, false)\n\t\t}\n\t\treturn nil\n\tcase Raise, Accept, AcceptNoLose, Reject:"},
	{Faults: []string{"postre-33-quiere"},
		File: "betting.go", Old: "if s.postre33(seat) && r.OrdagoPostrePenalties == PenaltiesOff {",
		New: `if s.postre33(seat) && r.OrdagoPostrePenalties == PenaltiesOff && !defecto.On("postre-33-quiere") {`},
	{Faults: []string{"postre-33-quiere"},
		File: "legal.go", Old: "if !(s.postre33(seat) && r.OrdagoPostrePenalties == PenaltiesOff) {",
		New: `if !(s.postre33(seat) && r.OrdagoPostrePenalties == PenaltiesOff) || defecto.On("postre-33-quiere") {`},
	// Payments.
	{Faults: []string{"negada-no-cuenta"},
		File: "betting.go", Old: "e.award(team, r.NegadaPoints, ConceptNegada",
		New: `e.award(team, defectoPoints("negada-no-cuenta", r.NegadaPoints), ConceptNegada`},
	{Faults: []string{"subida-no-querida-paga-la-ultima"},
		File: "betting.go", Old: "e.award(team, b.prev, ConceptNoQuerido", New: "e.award(team, defectoRefusedRaise(b), ConceptNoQuerido"},
	{Faults: []string{"deje-no-se-paga"},
		File: "betting.go", Old: "if r.Deje && b.lance.hasDeje() {", New: `if r.Deje && !defecto.On("deje-no-se-paga") && b.lance.hasDeje() {`},
	{Faults: []string{"deje-al-final"},
		File: "state.go", Old: "\tmano    Seat  // mano of the lance\n}",
		New: "\tmano    Seat  // mano of the lance\n\tdefectoDeje bool // a deje owed at the count (deje-al-final)\n}"},
	{Faults: []string{"deje-al-final"},
		File: "betting.go", Old: "\t\t\te.award(team, 1, ConceptDeje, b.lance, NoSeat)\n",
		New: "\t\t\tif defecto.On(\"deje-al-final\") {\n\t\t\t\ts.lances[b.lance].defectoDeje = true\n\t\t\t} else {\n\t\t\t\te.award(team, 1, ConceptDeje, b.lance, NoSeat)\n\t\t\t}\n"},
	{Faults: []string{"deje-al-final"},
		File: "scoring.go", Old: "\trec := s.lances[l]\n\tswitch rec.outcome {\n",
		New: "\trec := s.lances[l]\n\tif rec.defectoDeje {\n\t\te.award(rec.winner, 1, ConceptDeje, l, NoSeat)\n\t}\n\tswitch rec.outcome {\n"},
	{Faults: []string{"paso-no-se-paga"},
		File: "scoring.go", Old: "e.award(team, s.rules.PasoPoints, ConceptPaso",
		New: `e.award(team, defectoPoints("paso-no-se-paga", s.rules.PasoPoints), ConceptPaso`},
	{Faults: []string{"ordago-cuenta-envites-previos"},
		File: "scoring.go", Old: "e.emit(NoSeat, Public, LanceResolved{Lance: b.lance, Winner: w.Team(), Seat: w, Reason: \"ordago\"})\n",
		New: "e.emit(NoSeat, Public, LanceResolved{Lance: b.lance, Winner: w.Team(), Seat: w, Reason: \"ordago\"})\n" +
			"\tif defecto.On(\"ordago-cuenta-envites-previos\") {\n\t\te.defectoPayPriorBets(b.lance)\n\t}\n"},
	// The score.
	{Faults: []string{"cuenta-no-para-en-el-objetivo"},
		File: "scoring.go", Old: "if e.countLance(l) {", New: `if e.countLance(l) && !defecto.On("cuenta-no-para-en-el-objetivo") {`},
	{Faults: []string{"sin-estamos-dentro"},
		File: "scoring.go", Old: "need <= r.AnnounceWithin {", New: `need <= r.AnnounceWithin && !defecto.On("sin-estamos-dentro") {`},
	// Mus and discards.
	{Faults: []string{"descarte-de-cero-cartas"},
		File: "mus.go", Old: "if n := len(d.Cards); n < r.MinDiscard || n > r.MaxDiscard {",
		New: `if n := len(d.Cards); (n < r.MinDiscard || n > r.MaxDiscard) && !(n == 0 && defecto.On("descarte-de-cero-cartas")) {`},
	{Faults: []string{"mus-empieza-el-postre"},
		File: "mus.go", Old: "s.turn = s.mano()\n", New: "s.turn = defectoMusStarter(s.mano())\n"},
	{Faults: []string{"descarte-en-otro-orden"},
		File: "mus.go", Old: "func (s *State) discardStart() (first, step Seat) {\n\tif s.rules.DiscardOrder == DiscardManoPrimero {",
		New: "func (s *State) discardStart() (first, step Seat) {\n\tif (s.rules.DiscardOrder == DiscardManoPrimero) != defecto.On(\"descarte-en-otro-orden\") {"},
	{Faults: []string{"mus-empieza-el-postre"},
		File: "new.go", Old: "\ts.turn = mano\n", New: "\ts.turn = defectoMusStarter(mano)\n"},
	// The deal.
	{Faults: []string{"sin-rebarajar"},
		File: "mus.go", Old: "\t\t\tif s.stockSize() == 0 {\n",
		New: "\t\t\tif s.stockSize() == 0 {\n\t\t\t\tif defecto.On(\"sin-rebarajar\") {\n" +
			"\t\t\t\t\treturn &RuleError{Code: ErrTransition, Seat: NoSeat, Detail: \"no quedan cartas en el mazo\"}\n\t\t\t\t}\n"},
	// Señas.
	{Faults: []string{"sena-falsa"},
		File: "signal_apply.go", Old: "if !SignalBacked(a.Signal, s.hands[seat], s.rules.DeckMode) {",
		New: `if !SignalBacked(a.Signal, s.hands[seat], s.rules.DeckMode) && !defecto.On("sena-falsa") {`},
	{Faults: []string{"senas-antes-del-corte"},
		File: "signal_apply.go", Old: "s.rules.SignalMoment); article != \"\" {",
		New: "s.rules.SignalMoment); article != \"\" && !(defecto.On(\"senas-antes-del-corte\") && (s.phase == PhaseMus || s.phase == PhaseDiscard)) {"},
	{Faults: []string{"sena-para-todos"},
		File: "gaze.go", Old: "return w != from && s.sen.gaze[w].target == from",
		New: `return w != from && (defecto.On("sena-para-todos") || s.sen.gaze[w].target == from)`},
}
