package certify

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/BurntSushi/toml"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/protocol"
)

// findRow returns the row of a catalog id.
func findRow(r *Report, id string) (Row, bool) {
	for _, c := range r.Chapters {
		for _, row := range c.Rows {
			if row.ID == id {
				return row, true
			}
		}
	}
	for _, row := range r.Conventions {
		if row.ID == id {
			return row, true
		}
	}
	return Row{}, false
}

func TestReportDeterministic(t *testing.T) {
	o := shortCompare(Options{Target: forkable{flipTarget()}, Games: 10, Seed: 7, NoScenarios: true, NoFixtures: true})
	var outs [2][3][]byte
	for i := range outs {
		o.Workers = 1 + 2*i
		rep, err := Run(o)
		if err != nil {
			t.Fatal(err)
		}
		j, err := rep.JSON()
		if err != nil {
			t.Fatal(err)
		}
		h, err := rep.HTML()
		if err != nil {
			t.Fatal(err)
		}
		outs[i] = [3][]byte{rep.Markdown(), h, j}
	}
	for k := range outs[0] {
		if !bytes.Equal(outs[0][k], outs[1][k]) {
			t.Errorf("salida %d distinta entre dos ejecuciones", k)
		}
	}
}

func TestParseExpectations(t *testing.T) {
	e, err := ParseExpectations("[[esperado]]\narticulo = \"FEM-VI.4\"\nmotivo = \"no lo hacemos\"\n")
	if err != nil || len(e) != 1 || e[0].Articulo != "FEM-VI.4" || e[0].Motivo != "no lo hacemos" {
		t.Fatalf("%+v %v", e, err)
	}
	for _, bad := range []string{"[[esperado]]\nmotivo = \"x\"\n", "[[esperado]]\narticulo = \"FEM-VI.4\"\n", "[[esperado]]\narticulo = \"X\"\nmotivo = \"y\"\notra = 1\n", "no es toml ["} {
		if _, err := ParseExpectations(bad); err == nil {
			t.Errorf("se acepta %q", bad)
		}
	}
}

// claimsTarget is the reference engine behind a hello that lists the
// given config.
func claimsTarget(c protocol.ConfigCap) InProcess {
	h := protocol.Hello{Name: "afirma", Version: "1", Protocol: protocol.Protocol2, Capabilities: protocol.Capabilities{
		StackedDecks: true, ReshuffleDecks: true, SeededRNG: true, Signals: true, Step: true, Config: c}}
	return InProcess{Greeting: h, Engines: driver.Reference}
}

// tomlToJSON turns a TOML literal of a default into JSON.
func tomlToJSON(t *testing.T, v string) string {
	t.Helper()
	var x struct{ V any }
	if _, err := toml.Decode("v = "+v, &x); err != nil {
		t.Fatalf("%s: %v", v, err)
	}
	b, err := json.Marshal(x.V)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
