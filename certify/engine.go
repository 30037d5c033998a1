package certify

import (
	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/diferencial"
	"github.com/musfem/musfem/driver"
	"github.com/musfem/musfem/protocol"
)

// Engine is the engine under certification: an engine the differential
// tester plays, that also says what it is (its hello: name, version, the
// protocol it speaks, 0 in process, and its capabilities) and what it wrote
// on its standard error ("" if nothing).
type Engine interface {
	diferencial.Engine
	Hello() protocol.Hello
	Stderr() string
}

// Process is an engine under certification in a process of its own, spoken
// to through the protocol: its client, and the options that launch
// another.
type Process struct {
	*protocol.Client
	opts protocol.Options
}

// Launch starts the engine of o and greets it (protocol.Launch).
func Launch(o protocol.Options) (*Process, error) {
	c, err := protocol.Launch(o)
	if err != nil {
		return nil, err
	}
	return &Process{Client: c, opts: o}, nil
}

// Claims reports whether the engine claims config key k at value v in its
// hello.
func (p *Process) Claims(k, v string) bool { return claimsValue(p.Hello(), k, v) }

// StackedDecks reports whether the engine claims stacked decks in its
// hello.
func (p *Process) StackedDecks() bool { return p.Hello().Capabilities.StackedDecks }

// Fork launches another process of the same engine.
func (p *Process) Fork() (diferencial.Engine, error) {
	f, err := Launch(p.opts)
	if err != nil {
		return nil, err
	}
	return f, nil
}

// InProcess is an engine under certification that runs in this process:
// it does not fork and has nothing to close.
type InProcess struct {
	// Greeting is what the engine says of itself (its Hello).
	Greeting protocol.Hello
	// Engines makes a fresh game handle of the engine.
	Engines func() driver.Engine
}

// Hello returns e.Greeting.
func (e InProcess) Hello() protocol.Hello { return e.Greeting }

// NewEngine returns e.Engines().
func (e InProcess) NewEngine() driver.Engine { return e.Engines() }

// Claims reports whether the engine claims config key k at value v in its
// greeting.
func (e InProcess) Claims(k, v string) bool { return claimsValue(e.Greeting, k, v) }

// StackedDecks reports whether the engine claims stacked decks in its
// greeting.
func (e InProcess) StackedDecks() bool { return e.Greeting.Capabilities.StackedDecks }

// Stderr returns "": an engine in process has no standard error of its own.
func (InProcess) Stderr() string { return "" }

// Fork returns diferencial.ErrNoFork.
func (InProcess) Fork() (diferencial.Engine, error) { return nil, diferencial.ErrNoFork }

// Close does nothing.
func (InProcess) Close() error { return nil }

// Reference returns the reference engine in process: musfem-referencia
// 1.0.0, outside any protocol (0), with the capabilities of protocol 3 —
// every value of every config key, stacked decks, the seeded generator.
func Reference() InProcess {
	return InProcess{Greeting: protocol.Hello{Name: "musfem-referencia", Version: "1.0.0", Capabilities: protocol.ReferenceCapabilitiesV3()},
		Engines: driver.Reference}
}

// claimsEvery reports whether h claims every value of every config key: the
// engine is judged under any rules (a hello of protocol 1 never does: it
// carries no señas).
func claimsEvery(h protocol.Hello) bool {
	if h.Protocol != 0 && h.Protocol < protocol.Protocol2 {
		return false
	}
	for _, k := range config.Keys() {
		if c, ok := h.Capabilities.Config.Lookup(k.Name); !ok || !c.Any {
			return false
		}
	}
	return true
}

// claimsValue reports whether the engine of h accepts config key k at value
// v (a JSON or TOML literal). A key the engine does not list is accepted at
// its default value only (docs/protocol.md): listing it with its default
// alone means the same.
func claimsValue(h protocol.Hello, k, v string) bool {
	return claimsEvery(h) || h.ClaimsValue(k, v)
}

// onlyDefault reports whether the engine of h plays config key k at its
// default value only.
func onlyDefault(h protocol.Hello, k string) bool {
	return !claimsEvery(h) && h.OnlyDefault(k)
}

// stackedDecks reports whether the engine of e accepts stacked decks (an
// engine that claims every config value does too).
func stackedDecks(e Engine) bool {
	return claimsEvery(e.Hello()) || e.StackedDecks()
}

// supports is what the engine accepts for the scenarios (nil when it
// accepts every value): a scenario asking for a value the engine does not
// claim is NO APLICA, so an engine that plays only some options is judged
// on the scenarios of those options (an enforceable article left without
// any evidence is still ERROR).
func supports(e Engine) func(key, value string) bool {
	if claimsEvery(e.Hello()) {
		return nil
	}
	return e.Claims
}
