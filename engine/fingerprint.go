package engine

import (
	"crypto/sha256"
	"encoding/binary"
)

// Fingerprint returns the SHA-256 of a canonical binary encoding of the
// whole state, secret parts included. Two states with the same fingerprint
// are the same game at the same point; tests use it to prove an illegal
// action changes nothing.
func (s State) Fingerprint() [32]byte {
	w := &fpWriter{b: make([]byte, 0, 2048)}
	if s.rules != nil {
		s.rules.fingerprintKeys(w, false)
	} else {
		w.ints(-1)
	}
	for _, x := range s.rng.s {
		w.u64(x)
	}
	if s.decks != nil {
		w.ints(len(*s.decks))
		for _, d := range *s.decks {
			w.cards(d[:])
		}
	} else {
		w.ints(-1)
	}
	w.ints(s.nextDeck, int(s.phase), s.game, s.round, s.seq, int(s.dealer), int(s.turn),
		s.score[0], s.score[1], s.games[0], s.games[1], b2i(s.told[0]), b2i(s.told[1]),
		int(s.reached), int(s.winner))
	w.str(s.reason)
	for _, hd := range s.hands {
		w.cards(hd[:])
	}
	w.cards(s.stock[:])
	w.ints(int(s.stockLo), int(s.stockHi))
	w.cards(s.pile[:])
	w.ints(int(s.pileN))
	for _, hd := range s.thrown {
		w.cards(hd[:])
	}
	w.ints(int(s.musSaid), s.musTurns, int(s.discards), int(s.paresYes), int(s.juegoYes), int(s.declared))
	b := s.bet
	w.ints(int(b.lance), int(b.parts), int(b.mano), int(b.passes), b2i(b.pending), int(b.bettor),
		b.prev, b.cur, b2i(b.ordago), b2i(b.raised), int(b.refused), b2i(b.rectify))
	for _, l := range s.lances {
		w.ints(int(l.outcome), int(l.stake), int(l.winner), int(l.parts), int(l.mano))
	}
	w.ints(b2i(s.revealed), s.histN)
	items := s.history()
	for i := len(items) - 1; i >= 0; i-- { // newest first
		e := items[i].entry
		w.ints(int(e.Seat), int(e.Type), int(e.Lance), int(e.Amount), int(e.Count))
		w.cards(items[i].cards[:])
	}
	s.fingerprintSignals(w)
	return sha256.Sum256(w.b)
}

// fingerprintKeys writes the values of the keys of r (RuleKey.Get; the
// first dealer as its seat, NoSeat for the draw) that are of señas y
// miradas (signals) or not: those of protocol 1 first, then the later
// ones, each group in table order — the encoding the fingerprints had
// before the keys were a table.
func (r *Rules) fingerprintKeys(w *fpWriter, signals bool) {
	var v []int
	for _, first := range []bool{true, false} {
		for i := range ruleKeys {
			k := &ruleKeys[i]
			if k.Signals != signals || (k.Protocol == 1) != first {
				continue
			}
			if _, dealer := k.f.(dealerField); dealer {
				w.ints(int(r.FirstDealer))
				continue
			}
			v = k.f.get(r, v[:0])
			w.ints(v...)
		}
	}
}

// fpWriter accumulates the canonical encoding of a state.
type fpWriter struct{ b []byte }

func (w *fpWriter) u64(x uint64) { w.b = binary.LittleEndian.AppendUint64(w.b, x) }

func (w *fpWriter) ints(xs ...int) {
	for _, x := range xs {
		w.u64(uint64(int64(x)))
	}
}

func (w *fpWriter) cards(cs []Card) {
	w.ints(len(cs))
	for _, c := range cs {
		w.b = append(w.b, byte(c))
	}
}

func (w *fpWriter) str(s string) {
	w.ints(len(s))
	w.b = append(w.b, s...)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
