package main

import (
	"fmt"
	"io"

	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/gamelog"
	"github.com/musfem/musfem/narrate"
)

// narrator tells a game as its log grows, as musfem play does, with the
// runner's incidents (time-outs, disconnections…) at their place: before
// the play they precede. It follows the log with an engine state of its
// own to know which events each play caused.
type narrator struct {
	w      io.Writer
	rules  engine.Rules
	setup  engine.Setup
	s      engine.State
	begun  bool
	plays  int // plays told
	events int // events told
	runner int // runner events told
	broken bool
}

// flush tells what the log has that was not told yet.
func (n *narrator) flush(l *gamelog.Log) {
	if !n.begun {
		s, evs, err := engine.New(n.rules, n.setup)
		n.begun, n.s = true, s
		if err != nil {
			n.broken = true
		} else {
			n.tell(l, len(evs))
		}
	}
	for n.plays < len(l.Plays) {
		n.incidents(l, n.plays)
		k := len(l.Events) - n.events
		if !n.broken {
			p := l.Plays[n.plays]
			s, evs, err := engine.Apply(n.s, p.Seat, p.Action)
			if err != nil {
				n.broken = true // tell the rest as it comes
			} else {
				n.s, k = s, len(evs)
			}
		}
		n.plays++
		n.tell(l, k)
	}
	n.incidents(l, len(l.Plays))
	n.tell(l, len(l.Events)-n.events)
}

// tell writes the next k events of the log.
func (n *narrator) tell(l *gamelog.Log, k int) {
	end := min(n.events+k, len(l.Events))
	_ = narrate.Write(n.w, l.Events[n.events:end])
	n.events = end
}

// incidents writes the runner events that precede play index i.
func (n *narrator) incidents(l *gamelog.Log, i int) {
	for n.runner < len(l.Runner) && l.Runner[n.runner].Play <= i {
		fmt.Fprintf(n.w, "Incidencia: %s\n", l.Runner[n.runner].Describe())
		n.runner++
	}
}
