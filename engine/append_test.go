package engine

import (
	"reflect"
	"testing"
)

// TestApplyAppendMatchesApply checks ApplyAppend against Apply over the
// states of recorded games: the events already in the buffer stay, the
// new ones equal Apply's, and so does the next state; a refused action
// leaves both the state and the buffer as they were.
func TestApplyAppendMatchesApply(t *testing.T) {
	states, plays := benchRecord(t)
	prefix := []Event{{Seq: -1}, {Seq: -2}}
	var buf []Event
	for i, s := range states {
		p := plays[i]
		want, wantEvs, err := Apply(s, p.Seat, p.Action)
		if err != nil {
			t.Fatal(err)
		}
		buf = append(buf[:0], prefix...)
		got, gotEvs, err := ApplyAppend(buf, s, p.Seat, p.Action)
		if err != nil {
			t.Fatalf("state %d: %v", i, err)
		}
		if got.Fingerprint() != want.Fingerprint() {
			t.Fatalf("state %d: ApplyAppend and Apply reached different states", i)
		}
		if !reflect.DeepEqual(gotEvs[:len(prefix)], prefix) {
			t.Fatalf("state %d: the events already in the buffer changed: %+v", i, gotEvs[:len(prefix)])
		}
		if !reflect.DeepEqual(gotEvs[len(prefix):], wantEvs) {
			t.Fatalf("state %d: ApplyAppend emitted\n%+v\nApply emitted\n%+v", i, gotEvs[len(prefix):], wantEvs)
		}
		buf = gotEvs

		fp := s.Fingerprint()
		before := len(buf)
		same, out, err := ApplyAppend(buf, s, p.Seat.Next(), p.Action)
		if err == nil {
			t.Fatalf("state %d: an action out of turn was accepted", i)
		}
		if len(out) != before || &out[0] != &buf[0] {
			t.Fatalf("state %d: a refused action changed the buffer (%d events, was %d)", i, len(out), before)
		}
		if same.Fingerprint() != fp || s.Fingerprint() != fp {
			t.Fatalf("state %d: a refused action changed the state", i)
		}
	}
}

// TestObserverDoesNotAllocate keeps the long-run path honest: once its
// buffers have grown, an Observer observes the seat to act without
// allocating (counted allocations, not time).
func TestObserverDoesNotAllocate(t *testing.T) {
	states, plays := benchRecord(t)
	var obs Observer
	for i, s := range states {
		seat := plays[i].Seat
		obs.Observe(s, SeatViewer(seat)) // grow the buffers first
		if n := testing.AllocsPerRun(10, func() { obs.Observe(s, SeatViewer(seat)) }); n != 0 {
			t.Fatalf("state %d: Observer.Observe allocated %.1f times", i, n)
		}
	}
	if len(states) < 500 {
		t.Fatalf("only %d observations measured", len(states))
	}
}
