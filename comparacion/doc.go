// Package comparacion checks every comparison of hands an engine makes,
// exhaustively: every class of four-card hand against every other in
// grande, chica, pares, juego and punto, in every seat order that decides
// a tie, through stacked decks and the driver alone, with the expected
// winner computed by an oracle written apart from the reference engine's
// comparator (engine/eval.go).
//
// A class of hand is a multiset of the ranks that matter in the deck mode
// (CONVENCION-modalidad): at ocho reyes the 3 is a rey and the 2 an as for
// every purpose, so there are eight ranks and 330 classes; at cuatro reyes
// ten ranks and 715 classes. The suits never count.
//
// Each round of the check deals four hands (one per seat), the mano cuts
// the mus and everybody passes in every lance, so that the count says,
// lance by lance, which seat holds the best hand (LanceResolved) and every
// seat's pares and juego (ParesDeclared, JuegoDeclared). One round compares
// the lance's winner with the three other hands; the rounds are designed
// (design.go) so that every feasible pair of classes is compared in every
// lance where both take part, and a tie both ways round. A wrong winner is
// a Finding that names the two hands (the oracle's winner and the
// engine's) and the convention it breaks.
package comparacion
