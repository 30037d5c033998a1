package tiempo

import (
	"testing"

	"github.com/musfem/musfem/engine"
)

// TestDescribe: the Spanish line of each kind of incident.
func TestDescribe(t *testing.T) {
	b := engine.TeamB
	for _, tt := range []struct {
		ev   Incident
		want string
	}{
		{Incident{Type: PlayerTimedOut, Seat: 1, Situation: "envite", LimitMs: 30000, Outcome: OutcomeDefault}, "el asiento 1 agota su tiempo (30000 ms, envite); se juega la acción por defecto"},
		{Incident{Type: PlayerDisconnected, Seat: 3, Situation: "mus", Outcome: OutcomeForfeit, Detail: "EOF"}, "el jugador del asiento 3 se desconecta (mus): EOF; abandono"},
		{Incident{Type: GameForfeited, Seat: 2, Winner: &b, Outcome: OutcomeForfeit}, "abandono: la pareja del asiento 2 pierde; gana la pareja B"},
	} {
		if got := tt.ev.Describe(); got != tt.want {
			t.Errorf("Describe = %q, want %q", got, tt.want)
		}
	}
}
