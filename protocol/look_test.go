package protocol

import (
	"errors"
	"strings"
	"testing"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/engine"
)

// TestLookOutsideTheTable: from protocol 4 a look's target may be any
// integer, and one that is no seat is refused as the engine refuses it
// (BAD_GAZE, CONVENCION-senas); under protocol 3 such a target is not of
// the wire (a seat or null): the server refuses the line and the client
// does not send it.
func TestLookOutsideTheTable(t *testing.T) {
	const hello4 = `{"id":1,"op":"hello","protocol":4}`
	const hello3 = `{"id":1,"op":"hello","protocol":3}`
	for _, target := range []string{"4", "-2", "-1", "300"} {
		look := `{"id":3,"op":"apply","play":{"seat":3,"type":"Look","target":` + target + `}}`
		got := serveLines(t, hello4, startSenas, look)
		if !strings.Contains(got[2], `"code":"BAD_GAZE"`) || !strings.Contains(got[2], `"article":"CONVENCION-senas"`) {
			t.Errorf("protocolo 4, mirada a %s: %s; se esperaba BAD_GAZE, CONVENCION-senas", target, got[2])
		}
		got = serveLines(t, hello3, startSenas, look)
		if !strings.Contains(got[2], `"code":"PROTOCOL"`) {
			t.Errorf("protocolo 3, mirada a %s: %s; se esperaba PROTOCOL", target, got[2])
		}
	}

	r := config.Default()
	r.SignalsEnabled = true
	for _, max := range []int{3, 4} {
		c, err := Launch(Options{Command: musfemBin + " serve", Timeout: hangBound, MaxProtocol: max})
		if err != nil {
			t.Fatal(err)
		}
		eng := c.NewEngine()
		if _, err := eng.Start(driver.Setup{Rules: r, Seed: 7}); err != nil {
			t.Fatal(err)
		}
		_, err = eng.Apply(2, engine.Look{Target: 4})
		var ae *AnswerError
		var re *driver.RuleError
		switch {
		case max == 3 && !(errors.As(err, &ae) && errors.Is(err, driver.ErrNotInCatalog)):
			t.Errorf("protocolo 3: %v; se esperaba UNSUPPORTED sin enviarla", err)
		case max == 4 && !(errors.As(err, &re) && re.Code == "BAD_GAZE"):
			t.Errorf("protocolo 4: %v; se esperaba BAD_GAZE", err)
		}
		c.Close()
	}
}
