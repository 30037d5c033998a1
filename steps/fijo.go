package steps

import (
	"errors"
	"fmt"
	"strings"

	"github.com/cucumber/godog"
	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/driver"
)

// NotApplicable says that a scenario asks for a rule value that the fixed
// profile does not play: the scenario is NO APLICA under that profile,
// never a pass. It is a godog.ErrSkip (errors.Is).
type NotApplicable struct {
	Key  string // config key
	Want string // the value the scenario asks for, as TOML text
	Have string // the value the profile fixes, as TOML text
}

// Error returns the Spanish reason shown in the report.
func (e *NotApplicable) Error() string {
	return fmt.Sprintf("requiere %s = %s; el perfil fija %s = %s", e.Key, e.Want, e.Key, e.Have)
}

// Is makes a NotApplicable match godog.ErrSkip.
func (e *NotApplicable) Is(target error) bool { return target == godog.ErrSkip }

// requireFixed checks a "la regla" step against the fixed profile: nil
// when the scenario asks for the value the profile already has, a
// *NotApplicable when it asks for another valid value, and the config
// error when the value is not valid at all (a broken scenario fails).
func (w *world) requireFixed(key, value string) error {
	have, _ := config.Value(*w.base, key)
	line := key + " = " + value
	// The value in canonical TOML text: read over the profile, or alone
	// over the defaults when it only clashes with another key of the
	// profile (min_discard above the profile's max_discard, say).
	var got driver.Rules
	var err error
	if got, err = w.rulesWith(line); err != nil {
		if got, err = config.Parse("escenario", []byte(line)); err != nil {
			return err
		}
	}
	want, _ := config.Value(got, key)
	if want != have {
		return &NotApplicable{Key: key, Want: want, Have: have}
	}
	return nil
}

// rulesWith is the scenario's rules with one more TOML line.
func (w *world) rulesWith(line string) (driver.Rules, error) {
	saved := w.overrides
	w.overrides = append(append([]string(nil), saved...), strings.TrimSpace(line))
	defer func() { w.overrides = saved }()
	return w.rules()
}

// Unsupported says that a scenario asks for a rule value the engine under
// test does not accept (it does not list it among its capabilities): the
// scenario is NO APLICA for that engine, never a pass nor a failure. It is
// a godog.ErrSkip (errors.Is).
type Unsupported struct {
	Key   string // config key
	Value string // the value the scenario asks for, as TOML text
}

// Error returns the Spanish reason shown in the report.
func (e *Unsupported) Error() string {
	return fmt.Sprintf("requiere %s = %s; el motor no lo declara en sus capacidades", e.Key, e.Value)
}

// Is makes an Unsupported match godog.ErrSkip.
func (e *Unsupported) Is(target error) bool { return target == godog.ErrSkip }

// NotInCatalog says that a scenario plays an action the engine under test
// cannot carry (driver.ErrNotInCatalog: a seña to an engine of protocol
// 1): the scenario is NO APLICA for that engine, as with Unsupported.
type NotInCatalog struct {
	Action string
	Err    error
}

// Error returns the Spanish reason shown in the report.
func (e *NotInCatalog) Error() string {
	return fmt.Sprintf("juega %s, que el motor no habla: %v", e.Action, e.Err)
}

// Is makes a NotInCatalog match godog.ErrSkip.
func (e *NotInCatalog) Is(target error) bool { return target == godog.ErrSkip }

// notInCatalog returns a *NotInCatalog when err says the engine cannot
// carry action a, and nil otherwise.
func notInCatalog(a driver.Action, err error) error {
	if errors.Is(err, driver.ErrNotInCatalog) {
		return &NotInCatalog{Action: a.Type().String(), Err: err}
	}
	return nil
}
