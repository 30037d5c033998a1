package engine

import "fmt"

// fromWireSide decodes the side actions of catalog v2:
// {"type":"Signal","signal":"duples"}, {"type":"Look","target":2} (null:
// the table) and {"type":"Tick"}. ok is false for the other types, which
// carry neither "signal" nor "target" (an error says so).
func fromWireSide(w actionJSON) (a Action, ok bool, err error) {
	extra := func(field string) (Action, bool, error) {
		return nil, true, fmt.Errorf("mus: acción %s: sobra %q", w.Type, field)
	}
	missing := func(field string) (Action, bool, error) {
		return nil, true, fmt.Errorf("mus: acción %s: falta %q", w.Type, field)
	}
	switch w.Type {
	case ActSignal:
		if w.Target != nil {
			return extra("target")
		}
		if w.Signal == nil {
			return missing("signal")
		}
		return Sena{Signal: *w.Signal}, true, nil
	case ActLook:
		if w.Signal != nil {
			return extra("signal")
		}
		if w.Target == nil {
			return missing("target")
		}
		var t Seat
		if err := t.UnmarshalJSON(w.Target); err != nil {
			return nil, true, fmt.Errorf("mus: acción Look: \"target\" es un asiento 0-3 o null (la mesa): %v", err)
		}
		return Look{Target: t}, true, nil
	case ActTick:
		if w.Signal != nil {
			return extra("signal")
		}
		if w.Target != nil {
			return extra("target")
		}
		return Tick{}, true, nil
	}
	if w.Signal != nil {
		return extra("signal")
	}
	if w.Target != nil {
		return extra("target")
	}
	return nil, false, nil
}
