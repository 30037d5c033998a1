package comparacion

import "sort"

// The design of the rounds. A round deals four classes of hand, one per
// position counted from the mano (0 mano, 1 second, 2 third, 3 postre).
// In a lance that is played (everybody in grande and chica; in pares and
// juego, when both pairs hold them; punto, when nobody holds juego) the
// count names the best hand, so a round compares the lance's winner with
// every other hand that takes part. A requirement is an ordered pair of
// classes (winner, loser) in a lance: every pair of classes that fit in
// one deck and both take part, the better one as the winner; a tie is two
// requirements, one each way round, since the seat nearer the mano wins
// it (CONVENCION-empates). The greedy below adds rounds until every
// requirement is met, in a fixed order: the same mode always gives the
// same rounds.

// round is four classes (indexes into design.classes) by position from the
// mano.
type round [4]int

// outcome is what the count of one lance should say.
type outcome struct {
	kind int // notPlayed, byTeam (held by one pair only: LanceResolved names no seat), bySeat
	pos  int // the winner's position (bySeat)
	team int // the winning pair: 0 the mano's (positions 0 and 2), 1 the other
}

const (
	notPlayed = iota
	byTeam
	bySeat
)

// judge returns the oracle's outcome of every lance of a deal.
func judge(m Mode, hs [4]hand) [numLances]outcome {
	var out [numLances]outcome
	juego := false
	for _, h := range hs {
		juego = juego || h.hasJuego(m)
	}
	for l := Grande; l < numLances; l++ {
		if (l == Juego && !juego) || (l == Punto && juego) {
			continue
		}
		best, teams := -1, [2]bool{}
		for p, h := range hs {
			if !h.takesPart(m, l) {
				continue
			}
			teams[p%2] = true
			// Positions are visited from the mano: a later hand wins only
			// when it is strictly better.
			if best < 0 || compare(m, l, h, hs[best]) > 0 {
				best = p
			}
		}
		switch {
		case best < 0:
		case teams[0] && teams[1]:
			out[l] = outcome{kind: bySeat, pos: best, team: best % 2}
		default:
			out[l] = outcome{kind: byTeam, pos: -1, team: best % 2}
		}
	}
	return out
}

// design is the set of rounds for one mode and what they cover.
type design struct {
	m       Mode
	classes []hand
	counts  [][maxRanks]int8    // counts[c]: cards of each rank in class c
	limit   [maxRanks]int8      // cards of each rank in the deck
	rank    [numLances][]int    // rank[l][c]: place of class c in lance l, higher better; -1 when it does not take part
	covered [numLances][][]bool // covered[l][w][lo]: a round had w beat lo in lance l
	worst   [numLances][]int    // worst[l]: the classes from the worst in lance l (those that do not take part first)
	rounds  []round
	// target[i] is the lance round i was built for.
	target []Lance
	// unobservable counts the requirements that no deal of four hands
	// can show: whatever two other hands are dealt, one of them beats the
	// winner (4 A A A over A A A A in grande at ocho reyes leaves a single
	// hand no better than 4 A A A: 4 4 4 A, which beats it).
	unobservable int
	// unmet counts the requirements a round was built for and did not
	// meet (none, by the tests).
	unmet int
	turn  int // rotates the winner's position
	// unmetLog keeps the first unmet requirements, for the tests.
	unmetLog []string
}

// classesOf enumerates the classes of the mode: every multiset of four
// ranks that the deck can hold, in increasing order of their ranks.
func classesOf(m Mode) []hand {
	var out []hand
	n := len(m.ranks)
	for a := 0; a < n; a++ {
		for b := a; b < n; b++ {
			for c := b; c < n; c++ {
				for d := c; d < n; d++ {
					h := hand{a, b, c, d}
					ok := true
					for r, k := range h.counts(m) {
						ok = ok && k <= m.capacity(r)
					}
					if ok {
						out = append(out, h)
					}
				}
			}
		}
	}
	return out
}

// newDesign ranks the classes in every lance with the oracle and builds
// the rounds.
func newDesign(m Mode) *design {
	d := &design{m: m, classes: classesOf(m)}
	n := len(d.classes)
	d.counts = make([][maxRanks]int8, n)
	for i, h := range d.classes {
		for r, k := range h.counts(m) {
			d.counts[i][r] = int8(k)
		}
	}
	for r := range m.ranks {
		d.limit[r] = int8(m.capacity(r))
	}
	for l := Grande; l < numLances; l++ {
		d.rank[l] = make([]int, n)
		d.covered[l] = make([][]bool, n)
		for i := range d.classes {
			d.covered[l][i] = make([]bool, n)
			d.rank[l][i] = -1
			if !d.classes[i].takesPart(m, l) {
				continue
			}
			// The place is the number of classes this one beats: equal
			// places are ties.
			r := 0
			for j := range d.classes {
				if d.classes[j].takesPart(m, l) && compare(m, l, d.classes[i], d.classes[j]) > 0 {
					r++
				}
			}
			d.rank[l][i] = r
		}
	}
	for l := Grande; l < numLances; l++ {
		d.worst[l] = make([]int, n)
		for i := range d.worst[l] {
			d.worst[l][i] = i
		}
		rk := d.rank[l]
		sort.SliceStable(d.worst[l], func(i, j int) bool { return rk[d.worst[l][i]] < rk[d.worst[l][j]] })
	}
	var built [numLances][]round
	for l := Grande; l < numLances; l++ {
		k := len(d.rounds)
		for w := range d.classes {
			d.meet(l, w)
		}
		built[l] = d.rounds[k:]
	}
	// The rounds are played lance by lance in turn, so that a wrong order
	// in any lance shows early.
	d.rounds = make([]round, 0, len(d.rounds))
	for i := 0; len(d.rounds) < cap(d.rounds); i++ {
		for l := range built {
			if i < len(built[l]) {
				d.rounds = append(d.rounds, built[l][i])
				d.target = append(d.target, Lance(l))
			}
		}
	}
	return d
}

// maxRanks is the most ranks a mode has.
const maxRanks = 10

// fits reports whether the classes fit in one deck.
func (d *design) fits(cs ...int) bool {
	var k [maxRanks]int8
	for _, c := range cs {
		for r := range k {
			k[r] += d.counts[c][r]
			if k[r] > d.limit[r] {
				return false
			}
		}
	}
	return true
}

// required reports whether lance l needs a round where w beats lo.
func (d *design) required(l Lance, w, lo int) bool {
	rw, rl := d.rank[l][w], d.rank[l][lo]
	return rw >= 0 && rl >= 0 && rw >= rl && d.fits(w, lo)
}

// pending lists the losers that w still has to beat in lance l.
func (d *design) pending(l Lance, w int) []int {
	var out []int
	for lo := range d.classes {
		if !d.covered[l][w][lo] && d.required(l, w, lo) {
			out = append(out, lo)
		}
	}
	return out
}

// meet adds rounds until w has beaten every loser it must beat in lance l.
func (d *design) meet(l Lance, w int) {
	pend := d.pending(l, w)
	for {
		k := 0
		for _, lo := range pend {
			if !d.covered[l][w][lo] {
				pend[k] = lo
				k++
			}
		}
		pend = pend[:k]
		if len(pend) == 0 {
			return
		}
		chosen := []int{w}
		for _, lo := range pend {
			if len(chosen) < 4 && d.fits(append(chosen, lo)...) {
				chosen = append(chosen, lo)
			}
		}
		r, ok := d.place(l, chosen)
		for !ok && len(chosen) > 2 {
			chosen = chosen[:len(chosen)-1]
			r, ok = d.place(l, chosen)
		}
		if !ok {
			r, ok = d.search(l, w, chosen[1])
		}
		if !ok {
			// No deal of four hands has w beat this loser: no table can
			// tell how an engine compares them.
			d.covered[l][w][chosen[1]] = true
			d.unobservable++
			continue
		}
		d.add(r)
		if !d.covered[l][w][chosen[1]] {
			d.covered[l][w][chosen[1]] = true
			d.miss(l, w, chosen[1])
		}
	}
}

// place completes the chosen classes (the winner first) with fillers that
// do not beat the winner in lance l and seats them so that the winner wins
// l, trying the winner at every position in turn.
func (d *design) place(l Lance, chosen []int) (round, bool) {
	w := chosen[0]
	hands := append([]int(nil), chosen...)
	for len(hands) < 4 {
		f := d.filler(l, w, hands)
		if f < 0 {
			return round{}, false
		}
		hands = append(hands, f)
	}
	return d.seat(l, hands)
}

// seat seats four classes (the winner first) so that the winner wins
// lance l, trying the winner at every position in turn.
func (d *design) seat(l Lance, hands []int) (round, bool) {
	w := hands[0]
	d.turn++
	for i := 0; i < 4; i++ {
		p := (d.turn + i) % 4
		for _, perm := range perms3 {
			var r round
			r[p] = w
			k := 0
			for q := 0; q < 4; q++ {
				if q != p {
					r[q] = hands[1+perm[k]]
					k++
				}
			}
			o := judge(d.m, d.hands(r))[l]
			if o.kind == bySeat && o.pos == p {
				return r, true
			}
		}
	}
	return round{}, false
}

var perms3 = [6][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}

// search tries every pair of fillers for a round where w beats lo in
// lance l.
func (d *design) search(l Lance, w, lo int) (round, bool) {
	var fs []int
	for c := range d.classes {
		rc := d.rank[l][c]
		if (l == Punto && rc < 0) || rc > d.rank[l][w] || !d.fits(w, lo, c) {
			continue
		}
		fs = append(fs, c)
	}
	for i, f := range fs {
		for _, g := range fs[i:] {
			if !d.fits(w, lo, f, g) {
				continue
			}
			if r, ok := d.seat(l, []int{w, lo, f, g}); ok {
				return r, true
			}
		}
	}
	return round{}, false
}

// filler returns a class that fits with the hands and does not beat w in
// lance l: one that does not take part in l if any fits, else the worst
// (in the punto, where a hand with juego would turn the punto into juego,
// the worst without juego); -1 when there is none.
func (d *design) filler(l Lance, w int, hands []int) int {
	var used [maxRanks]int8
	for _, c := range hands {
		for r := range used {
			used[r] += d.counts[c][r]
		}
	}
	for _, c := range d.worst[l] {
		rc := d.rank[l][c]
		if rc > d.rank[l][w] {
			return -1
		}
		if l == Punto && rc < 0 {
			continue
		}
		ok := true
		for r := range used {
			if used[r]+d.counts[c][r] > d.limit[r] {
				ok = false
				break
			}
		}
		if ok {
			return c
		}
	}
	return -1
}

// hands returns the classes of a round.
func (d *design) hands(r round) [4]hand {
	return [4]hand{d.classes[r[0]], d.classes[r[1]], d.classes[r[2]], d.classes[r[3]]}
}

// add appends a round and marks what it covers in every lance.
func (d *design) add(r round) {
	d.rounds = append(d.rounds, r)
	for l, o := range judge(d.m, d.hands(r)) {
		if o.kind != bySeat {
			continue
		}
		w := r[o.pos]
		for q, c := range r {
			if q != o.pos && d.classes[c].takesPart(d.m, Lance(l)) {
				d.covered[l][w][c] = true
			}
		}
	}
}

// miss counts a requirement no round meets.
func (d *design) miss(l Lance, w, lo int) {
	d.unmet++
	if len(d.unmetLog) < 20 {
		d.unmetLog = append(d.unmetLog, l.String()+": "+d.classes[w].text(d.m)+" > "+d.classes[lo].text(d.m))
	}
}
