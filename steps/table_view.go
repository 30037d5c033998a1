package steps

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/musfem/musfem/driver"
)

// The checks of this file hold what the steps read in the events against
// what the table sees in the observations (docs/pasos.md): an engine whose
// events say one thing and whose observations another would mislead every
// player that reads only the observation.

// tableSeesLance checks, while a lance is being played, that the
// spectator's observation names the mano and the seats that speak in it
// as its LanceStarted said.
func (w *world) tableSeesLance(fs []driver.Fields) error {
	o, err := w.observe(driver.Spectator())
	if err != nil {
		return err
	}
	lance, err := json.Marshal(o.Lance)
	if err != nil {
		return fmt.Errorf("la observación del espectador nombra un lance que no se puede escribir en JSON: %v", err)
	}
	if string(lance) == "null" {
		return nil
	}
	for i := len(fs) - 1; i >= 0; i-- {
		f := fs[i]
		if f.Type != "LanceStarted" {
			continue
		}
		if text(f, "lance") != string(lance) {
			return nil // the observation is of another lance than the last started: not this check's
		}
		parts, _ := json.Marshal(o.Participants)
		if text(f, "mano") != strconv.Itoa(int(o.LanceMano)) || text(f, "participants") != string(parts) {
			return fmt.Errorf("la mesa ve el lance de %s con mano el asiento %d y hablando los asientos %s, pero su comienzo dice mano el asiento %s y %s",
				strings.ToLower(strings.Trim(text(f, "lance"), `"`)), o.LanceMano, parts, text(f, "mano"), text(f, "participants"))
		}
		return nil
	}
	return nil
}

// tableSeesDeclaration checks, while the round of a declaration lasts,
// that the spectator's observation shows it.
func (w *world) tableSeesDeclaration(fs []driver.Fields, at int, seat int, what string, has bool) error {
	for _, f := range fs[at+1:] {
		if f.Type == "RoundFinished" {
			return nil
		}
	}
	o, err := w.observe(driver.Spectator())
	if err != nil {
		return err
	}
	ds := o.Pares
	if what == "juego" {
		ds = o.Juego
	}
	// An observation writes a declaration as "si", "no" or null (docs/protocol.md).
	want := `"no"`
	if has {
		want = `"si"`
	}
	if got, err := json.Marshal(ds[seat]); err != nil || string(got) != want {
		return fmt.Errorf("el asiento %d declara %s, pero la mesa ve %s", seat, what, got)
	}
	return nil
}
