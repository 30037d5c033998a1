package engine

import "fmt"

// DefaultGazeWeights is the default of gaze_weights: the weight of looking
// at the partner, at each rival and at the table (docs/senas.md §1: the
// design names the key and not its value; docs/decisions.md D16). With 2, 1, 1 a seat looks at
// its partner two times in five, at each rival one in five and at the table
// one in five.
var DefaultGazeWeights = [3]int{2, 1, 1}

// The ranges of the gaze keys (docs/config.md).
const (
	maxGazeWeight = 100
	maxGazeTicks  = 100
)

// GazeWeightsText writes gaze_weights as TOML (and JSON) text: "[2, 1, 1]".
func GazeWeightsText(w [3]int) string {
	return fmt.Sprintf("[%d, %d, %d]", w[0], w[1], w[2])
}

// gazeWeightsWhole says why gaze_weights, each weight already in range,
// cannot be: all zero ("" when some weight is not).
func gazeWeightsWhole(w [3]int) string {
	total := 0
	for _, x := range w {
		total += x
	}
	if total == 0 {
		return "algún peso (compañero, cada rival, mesa) debe ser mayor que 0: cada asiento tiene que mirar a alguna parte"
	}
	return ""
}

// validateSignals checks the combinations of the keys of señas y miradas
// (each value is already in its range): gaze_min_ticks not above
// gaze_max_ticks, and no key of señas away from its default while señas
// are off (it could never apply).
func (r Rules) validateSignals() error {
	const gazesOnly = "las miradas solo deciden quién ve las señas"
	if r.GazeMinTicks > r.GazeMaxTicks {
		return &ComboError{
			Keys:   []string{"gaze_min_ticks", "gaze_max_ticks"},
			Values: []string{fmt.Sprint(r.GazeMinTicks), fmt.Sprint(r.GazeMaxTicks)},
			Detail: fmt.Sprintf("una mirada dura entre gaze_min_ticks y gaze_max_ticks pasos: el mínimo (%d) es mayor que el máximo (%d) (CONVENCION-senas); baje gaze_min_ticks o suba gaze_max_ticks", r.GazeMinTicks, r.GazeMaxTicks),
		}
	}
	if !r.SignalsEnabled {
		d := DefaultRules()
		for _, x := range []struct {
			key, value, why string
			changed         bool
		}{
			{"gaze_weights", GazeWeightsText(r.GazeWeights), gazesOnly, r.GazeWeights != d.GazeWeights},
			{"gaze_min_ticks", fmt.Sprint(r.GazeMinTicks), gazesOnly, r.GazeMinTicks != d.GazeMinTicks},
			{"gaze_max_ticks", fmt.Sprint(r.GazeMaxTicks), gazesOnly, r.GazeMaxTicks != d.GazeMaxTicks},
			{"signal_moment", r.SignalMoment.String(), "signal_moment dice cuándo se hace una seña", r.SignalMoment != d.SignalMoment},
		} {
			if x.changed {
				return &ComboError{
					Keys:   []string{"signals_enabled", x.key},
					Values: []string{"false", x.value},
					Detail: fmt.Sprintf("%s: con signals_enabled = false %s no se usaría nunca (CONVENCION-senas); ponga signals_enabled = true o quite %s", x.why, x.key, x.key),
				}
			}
		}
	}
	return nil
}
