package engine

// GazeView is where one seat looks (public): at Target, a seat, or at the
// table when Target is NoSeat (null in JSON); Fixed marks a gaze fixed
// with Look.
type GazeView struct {
	Seat   Seat `json:"seat"`
	Target Seat `json:"target"`
	Fixed  bool `json:"fixed"`
}

// SignalView is a seña of the current round in an observation: Seat made
// Signal. SeenBy lists the seats that saw it when the viewer made it
// (empty: nobody looked, the seña was lost); it is null for a seña the
// viewer saw.
type SignalView struct {
	Seat   Seat   `json:"seat"`
	Signal Signal `json:"signal"`
	SeenBy []Seat `json:"seen_by"`
}

// observeSignals adds señas y miradas to an observation: the clock and
// the gazes for every viewer; the señas of the round that a seat made or
// saw (exactly those: nothing about the others, FEM VIII, docs/senas.md §4); every
// seña for the developer; none for a spectator.
func observeSignals(o *Observation, s *State, v Viewer) {
	g := s.sen
	o.Clock = g.clock
	o.Gazes = make([]GazeView, NumSeats)
	for seat := Seat(0); seat < NumSeats; seat++ {
		o.Gazes[seat] = GazeView{Seat: seat, Target: g.gaze[seat].target, Fixed: g.gaze[seat].fixed}
	}
	for _, r := range g.log {
		if r.round != s.round {
			continue
		}
		switch {
		case v.Kind == ViewerDeveloper, v.Kind == ViewerSeat && v.Seat == r.seat:
			by := []Seat{}
			for w := Seat(0); w < NumSeats; w++ {
				if r.seen&bit(w) != 0 {
					by = append(by, w)
				}
			}
			o.Signals = append(o.Signals, SignalView{Seat: r.seat, Signal: r.signal, SeenBy: by})
		case v.Kind == ViewerSeat && v.Seat.Valid() && r.seen&bit(v.Seat) != 0:
			o.Signals = append(o.Signals, SignalView{Seat: r.seat, Signal: r.signal})
		}
	}
}
