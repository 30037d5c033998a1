package escenarios

import (
	"sync"
	"testing"

	"github.com/musfem/musfem/driver"
)

// TestStop interrupts runs of the specification: closed from the start,
// no scenario runs nor is reported, and no engine is made; closed at the
// fifth engine, the scenarios that ended before are reported (the four
// that made the first engines, and any that needs none), the one in course
// and the rest are not, and no engine is made after it.
func TestStop(t *testing.T) {
	stop := make(chan struct{})
	close(stop)
	made := 0
	got, err := Run(Options{Selector: "FEM-VI", Stop: stop, NewEngine: func() driver.Engine { made++; return driver.Reference() }})
	if err != nil || len(got) != 0 || made != 0 {
		t.Errorf("parado desde el principio: %d escenarios, %d motores, %v", len(got), made, err)
	}

	stop = make(chan struct{})
	var once sync.Once
	made = 0
	got, err = Run(Options{Selector: "FEM-VI", Stop: stop, NewEngine: func() driver.Engine {
		if made++; made == 5 {
			once.Do(func() { close(stop) })
		}
		return driver.Reference()
	}})
	if err != nil || len(got) < 4 || len(got) > 10 || made != 5 {
		t.Errorf("parado en el quinto motor: %d escenarios, %d motores, %v", len(got), made, err)
	}
}
