package engine

import "testing"

// TestSignalTiming checks the moment of each seña under both readings of
// signal_moment, and the rule that closes it, worked out from the text:
// FEM VIII.3 closes every seña before the mus is cut in the first jugada;
// VIII.5 opens every moment afterwards but keeps the medias that are not de
// reyes until the grande is over; "cada_corte" (CONVENCION-senas-momento)
// also closes the mus and the discards of every later jugada, and keeps
// "cortar el mus" for the mus.
// Artículo: FEM-VIII.3
// Artículo: FEM-VIII.5
// Artículo: CONVENCION-senas-momento
func TestSignalTiming(t *testing.T) {
	const (
		viii3  = "FEM-VIII.3"
		viii5  = "FEM-VIII.5"
		senas  = "CONVENCION-senas-momento"
		timely = ""
	)
	for _, tc := range []struct {
		m       SignalMoment
		g       Signal
		phase   Phase
		round   int
		article string
	}{
		// cada_corte, the default.
		{SignalsCadaCorte, SenaDosReyes, PhaseMus, 1, viii3},
		{SignalsCadaCorte, SenaDosReyes, PhaseDiscard, 1, viii3},
		{SignalsCadaCorte, SenaDosReyes, PhaseMus, 2, senas},
		{SignalsCadaCorte, SenaDosReyes, PhaseDiscard, 2, senas},
		{SignalsCadaCorte, SenaMedias, PhaseMus, 2, senas},
		{SignalsCadaCorte, SenaDosReyes, PhaseGrande, 1, timely},
		{SignalsCadaCorte, SenaCortarMus, PhaseMus, 1, timely},
		{SignalsCadaCorte, SenaCortarMus, PhaseMus, 3, timely},
		{SignalsCadaCorte, SenaCortarMus, PhaseDiscard, 1, viii3},
		{SignalsCadaCorte, SenaCortarMus, PhaseDiscard, 2, senas},
		{SignalsCadaCorte, SenaCortarMus, PhaseGrande, 1, senas},
		{SignalsCadaCorte, SenaMediasReyes, PhaseGrande, 1, timely},
		{SignalsCadaCorte, SenaMediasAses, PhaseGrande, 1, viii5},
		{SignalsCadaCorte, SenaMedias, PhaseGrande, 2, viii5},
		{SignalsCadaCorte, SenaMedias, PhaseChica, 1, timely},
		{SignalsCadaCorte, SenaMediasAses, PhasePares, 1, timely},
		{SignalsCadaCorte, SenaEnvidarMas, PhasePunto, 1, timely},
		{SignalsCadaCorte, SenaJuego, PhaseJuego, 1, timely},
		{SignalsCadaCorte, SenaJuego, PhaseGameOver, 2, senas},
		{SignalsCadaCorte, SenaJuego, PhaseScoring, 2, senas},
		// reglamento: FEM VIII.3 and VIII.5 as written.
		{SignalsReglamento, SenaDosReyes, PhaseMus, 1, viii3},
		{SignalsReglamento, SenaDosReyes, PhaseDiscard, 1, viii3},
		{SignalsReglamento, SenaCortarMus, PhaseMus, 1, viii3},
		{SignalsReglamento, SenaDosReyes, PhaseMus, 2, timely},
		{SignalsReglamento, SenaDosReyes, PhaseDiscard, 2, timely},
		{SignalsReglamento, SenaCortarMus, PhaseMus, 2, timely},
		{SignalsReglamento, SenaCortarMus, PhaseDiscard, 2, timely},
		{SignalsReglamento, SenaCortarMus, PhaseGrande, 1, timely},
		{SignalsReglamento, SenaMediasReyes, PhaseMus, 2, timely},
		{SignalsReglamento, SenaMedias, PhaseMus, 2, viii5},
		{SignalsReglamento, SenaMediasAses, PhaseDiscard, 2, viii5},
		{SignalsReglamento, SenaMediasAses, PhaseGrande, 1, viii5},
		{SignalsReglamento, SenaMedias, PhaseChica, 1, timely},
		{SignalsReglamento, SenaTreinta, PhasePunto, 1, timely},
		{SignalsReglamento, SenaJuego, PhaseGameOver, 2, senas},
	} {
		article, why := signalTiming(tc.g, tc.phase, tc.round, tc.m)
		if article != tc.article {
			t.Errorf("%s: %s en %s de la jugada %d: %q (%s), se esperaba %q", tc.m, tc.g, tc.phase, tc.round, article, why, tc.article)
		}
		if (article == "") != (why == "") {
			t.Errorf("%s: %s en %s de la jugada %d: artículo %q con motivo %q", tc.m, tc.g, tc.phase, tc.round, article, why)
		}
		if ok, _ := SignalTimely(tc.g, tc.phase, tc.round, tc.m); ok != (tc.article == "") {
			t.Errorf("SignalTimely(%s, %s, %d, %s) = %v", tc.g, tc.phase, tc.round, tc.m, ok)
		}
	}
}
