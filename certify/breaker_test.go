package certify

import (
	"testing"

	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/evidence"
	"github.com/musfem/musfem/protocol"
)

// slow is an engine that always times out.
type slow struct {
	driver.Engine
	calls *int
}

func (s slow) Start(driver.Setup) ([]driver.Event, error) {
	*s.calls++
	return nil, &protocol.TransportError{Kind: protocol.KindTimeout, Op: "start", Detail: "sin respuesta"}
}

func TestBreakerStopsWaiting(t *testing.T) {
	calls := 0
	nf := guard(func() driver.Engine { return slow{driver.Reference(), &calls} })
	for i := 0; i < 10; i++ {
		_, err := nf().Start(driver.Setup{Rules: engine.DefaultRules()})
		if evidence.StatusOf(err) != evidence.Tiempo {
			t.Fatalf("%d: %v", i, err)
		}
	}
	if calls != breakerLimit {
		t.Fatalf("el motor colgado recibe %d peticiones, se esperaban %d", calls, breakerLimit)
	}
	ok := guard(driver.Reference)()
	if _, err := ok.Start(driver.Setup{Rules: engine.DefaultRules()}); err != nil {
		t.Fatal(err)
	}
	if _, isStepper := ok.(driver.Stepper); !isStepper {
		t.Error("el guardián oculta Step")
	}
}
