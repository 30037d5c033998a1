package engine

import "testing"

// TestConfigWords: each reading of a config key is written as the config
// file writes it, and a value that is none of them by its type and number.
func TestConfigWords(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{OchoReyes.String(), "ocho_reyes"}, {CuatroReyes.String(), "cuatro_reyes"}, {DeckMode(2).String(), "DeckMode(2)"},
		{ServeDescarte.String(), "descarte"}, {ServeReparto.String(), "reparto"}, {ServeOrder(7).String(), "ServeOrder(7)"},
		{RaiseMas.String(), "mas"}, {RaiseDoble.String(), "doble"}, {RaiseMode(2).String(), "RaiseMode(2)"},
		{FaltaTurno.String(), "turno"}, {FaltaCorteLibre.String(), "corte_libre"}, {FaltaDeTanto(2).String(), "FaltaDeTanto(2)"},
		{PenaltiesOff.String(), "off"}, {PenaltiesPenalizar.String(), "penalizar"}, {PenaltiesReglamento.String(), "reglamento"},
		{PostrePenalties(3).String(), "PostrePenalties(3)"},
		{QuieroCierra.String(), "cierra"}, {QuieroRectificable.String(), "rectificable"}, {QuieroSingular(2).String(), "QuieroSingular(2)"},
		{SignalsCadaCorte.String(), "cada_corte"}, {SignalsReglamento.String(), "reglamento"}, {SignalMoment(255).String(), "SignalMoment(255)"},
		{DiscardRepartidorPrimero.String(), "repartidor_primero"}, {DiscardManoPrimero.String(), "mano_primero"}, {DiscardOrder(2).String(), "DiscardOrder(2)"},
		{JugadasGanadorDelLance.String(), "ganador_del_lance"}, {JugadasMejorJugada.String(), "mejor_jugada"}, {JugadasTrasNoQuiero(2).String(), "JugadasTrasNoQuiero(2)"},
	} {
		if c.got != c.want {
			t.Errorf("%q, se esperaba %q", c.got, c.want)
		}
	}
}
