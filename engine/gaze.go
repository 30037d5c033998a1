package engine

// Miradas (docs/senas.md §3): each seat looks at its partner, at a rival or at the
// table for a number of ticks drawn at random; a seat may fix its gaze with
// Look; time advances one tick with every game action, every Look and every
// Tick (a seña takes no time). Where each seat looks is public
// (GazeChanged). The draws come from a generator of their own, derived from
// the game seed but separate from the deal's, so switching señas on changes
// no deal (docs/senas.md §3).

// gazeSalt is "mirada" in ASCII (0x6d 0x69 0x72 0x61 0x64 0x61).
const gazeSalt = 0x6d6972616461

// GazeSeed returns the seed of the gaze stream of a game whose seed is
// seed: seed XOR 0x6d6972616461 ("mirada" in ASCII). The stream is
// xoshiro256** seeded through SplitMix64 from that value, as the deal's is
// from the game seed (docs/rng.md §2), so it never draws from the deal's
// stream.
func GazeSeed(seed uint64) uint64 { return seed ^ gazeSalt }

// gaze is where one seat looks.
type gaze struct {
	target Seat  // a seat, or NoSeat for the table
	left   int32 // ticks left before a new gaze is drawn
	fixed  bool  // fixed by Look, not drawn
}

// signalRecord is one seña of the current round.
type signalRecord struct {
	round  int
	seat   Seat   // the signaller
	signal Signal //
	seen   uint8  // seats that saw it (bit s for seat s)
}

// senas is the state of señas y miradas; a State holds nil when
// signals_enabled is false. Apply copies it before changing it, so states
// never share a changed value; log is append-only and never written in
// place (appends copy it).
type senas struct {
	rng   Rand           // the gaze stream (GazeSeed)
	clock int            // ticks since the game began
	gaze  [NumSeats]gaze // where each seat looks now
	log   []signalRecord // the señas of the current round, oldest first
}

// clone returns a copy of g that may be changed without touching g.
func (g *senas) clone() *senas {
	c := *g
	return &c
}

// draw draws a gaze for seat (docs/senas.md §3): one Bounded(total) over
// the weights partner, right rival, left rival, table (total = partner +
// 2 × rival + table), then its length gaze_min_ticks +
// Bounded(gaze_max_ticks − gaze_min_ticks + 1).
func (g *senas) draw(seat Seat, r *Rules) gaze {
	w := r.GazeWeights
	total := w[0] + 2*w[1] + w[2]
	x := int(g.rng.Bounded(uint64(total)))
	t := NoSeat
	switch {
	case x < w[0]:
		t = seat.Partner()
	case x < w[0]+w[1]:
		t = seat.Next()
	case x < w[0]+2*w[1]:
		t = seat.Prev()
	}
	n := r.GazeMinTicks + int(g.rng.Bounded(uint64(r.GazeMaxTicks-r.GazeMinTicks+1)))
	return gaze{target: t, left: int32(n)}
}

// startSignals sets up señas y miradas when signals_enabled is true: the
// gaze stream from the seed and a first gaze for every seat, seats 0 to 3,
// each public. With signals off it does nothing.
func (e *emitter) startSignals(seed uint64) {
	s := e.s
	if !s.rules.SignalsEnabled {
		return
	}
	g := &senas{rng: NewRand(GazeSeed(seed))}
	for seat := Seat(0); seat < NumSeats; seat++ {
		g.gaze[seat] = g.draw(seat, s.rules)
	}
	s.sen = g
	for seat := Seat(0); seat < NumSeats; seat++ {
		e.emit(NoSeat, Public, GazeChanged{Seat: seat, Target: g.gaze[seat].target})
	}
}

// advance lets one tick pass: every gaze loses a tick and, in seat order,
// each one that runs out is drawn again; a new gaze is public when it
// looks elsewhere or ends a fixed one.
func (e *emitter) advance() {
	g := e.s.sen
	g.clock++
	for seat := Seat(0); seat < NumSeats; seat++ {
		old := g.gaze[seat]
		if old.left > 1 {
			g.gaze[seat].left--
			continue
		}
		n := g.draw(seat, e.s.rules)
		g.gaze[seat] = n
		if n.target != old.target || old.fixed {
			e.emit(NoSeat, Public, GazeChanged{Seat: seat, Target: n.target})
		}
	}
}

// look fixes the gaze of seat on target (a seat other than its own, or
// NoSeat for the table) for the gaze_max_ticks ticks that follow
// (docs/senas.md §3).
func (e *emitter) look(seat Seat, a Look) error {
	if a.Target == seat || (a.Target != NoSeat && !a.Target.Valid()) {
		return ruleErr(ErrBadGaze, "", seat, a, "se mira al compañero, a un rival (asientos 0-3 menos el propio) o a la mesa (null)")
	}
	g := e.s.sen
	// One tick more than gaze_max_ticks: the tick of the look itself does
	// not count.
	g.gaze[seat] = gaze{target: a.Target, left: int32(e.s.rules.GazeMaxTicks) + 1, fixed: true}
	e.emit(seat, Public, GazeChanged{Seat: seat, Target: a.Target, Fixed: true})
	return nil
}

// Gaze returns where seat looks now: a seat, or NoSeat for the table; ok
// is false when señas are off or the seat is not valid.
func (s State) Gaze(seat Seat) (target Seat, ok bool) {
	if s.sen == nil || !seat.Valid() {
		return NoSeat, false
	}
	return s.sen.gaze[seat].target, true
}

// Clock returns the ticks since the game began (0 with señas off).
func (s State) Clock() int {
	if s.sen == nil {
		return 0
	}
	return s.sen.clock
}

// fingerprintSignals adds the rules and the state of señas y miradas to a
// fingerprint; with señas off it adds nothing, so those fingerprints are
// the ones of catalog version 1.
func (s State) fingerprintSignals(w *fpWriter) {
	if s.sen == nil {
		return
	}
	s.rules.fingerprintKeys(w, true)
	g := s.sen
	for _, x := range g.rng.s {
		w.u64(x)
	}
	w.ints(g.clock)
	for _, z := range g.gaze {
		w.ints(int(z.target), int(z.left), b2i(z.fixed))
	}
	w.ints(len(g.log))
	for _, l := range g.log {
		w.ints(l.round, int(l.seat), int(l.signal), int(l.seen))
	}
}

// watches reports whether seat w sees a seña of seat from: it looks at it
// (docs/senas.md); nobody sees their own seña.
func (s *State) watches(w, from Seat) bool {
	return w != from && s.sen.gaze[w].target == from
}
