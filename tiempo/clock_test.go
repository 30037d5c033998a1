package tiempo

import (
	"testing"
	"time"
)

// TestFakeClock: timers fire when Advance reaches them, in deadline order,
// and a stopped timer never fires.
func TestFakeClock(t *testing.T) {
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	c := NewFakeClock(t0)
	a := c.NewTimer(3 * time.Second)
	b := c.NewTimer(time.Second)
	s := c.NewTimer(2 * time.Second)
	if !s.Stop() || s.Stop() {
		t.Error("Stop of a pending timer")
	}
	if c.Pending() != 2 {
		t.Fatalf("pending %d", c.Pending())
	}
	c.Advance(time.Second)
	select {
	case at := <-b.C():
		if !at.Equal(t0.Add(time.Second)) {
			t.Errorf("fired at %v", at)
		}
	default:
		t.Fatal("timer of 1s not fired after 1s")
	}
	select {
	case <-a.C():
		t.Fatal("timer of 3s fired after 1s")
	default:
	}
	c.Advance(5 * time.Second)
	if len(a.C()) != 1 || len(s.C()) != 0 || c.Pending() != 0 {
		t.Error("wrong timers fired")
	}
	if !c.Now().Equal(t0.Add(6 * time.Second)) {
		t.Errorf("now %v", c.Now())
	}
	if z := c.NewTimer(0); len(z.C()) != 1 {
		t.Error("a zero timer must fire at once")
	}
	done := make(chan bool)
	go func() { c.BlockUntil(1); done <- true }()
	c.NewTimer(time.Minute)
	<-done
}

// TestRealClock: the real clock's timer fires.
func TestRealClock(t *testing.T) {
	c := RealClock()
	tm := c.NewTimer(time.Millisecond)
	<-tm.C()
	if c.Now().IsZero() {
		t.Error("zero time")
	}
}
