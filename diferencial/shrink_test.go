package diferencial

import (
	"testing"
)

// TestShrinkSaysWhatItDid: the shrink line says in words what the
// shrinker did, never «de 7 a 7».
func TestShrinkSaysWhatItDid(t *testing.T) {
	for _, c := range []struct {
		got, want string
	}{
		{playsShrunk(7, 7), "hacen falta las 7 acciones que llevan a la diferencia"},
		{whyNotFewer(false, "", false, false), "la diferencia está en la primera jugada de la partida; con acciones más sencillas (cortar el mus, pasar) la diferencia ya no aparece"},
		{whyNotFewer(true, "", true, false), "empezar la partida en una jugada posterior no repite la diferencia; la última es la acción ilegal que se prueba, y las anteriores llevan a ese momento"},
		{whyNotFewer(false, "empezar la partida en la jugada 3 necesitaría mazos preparados, y el motor no los admite", true, false), "empezar la partida en la jugada 3 necesitaría mazos preparados, y el motor no los admite; con acciones más sencillas (cortar el mus, pasar) la diferencia ya no aparece"},
		{whyNotFewer(false, "", true, true), "se agotaron los 150 intentos de reducirla; con acciones más sencillas (cortar el mus, pasar) la diferencia ya no aparece"},
		{playsShrunk(9, 3), "de 9 acciones que llevaban a la diferencia bastan 3; las demás sobraban"},
		{playsShrunk(1, 1), "basta una acción para ver la diferencia"},
		{playsShrunk(5, 8), "con las barajas preparadas la diferencia aparece más tarde: hacen falta 8 acciones, y no las 5 de la partida original"},
		{playsShrunk(0, 0), "la diferencia está ya al empezar la partida, antes de ninguna acción"},
		{decksShrunk(2, 75, 0), "las 2 barajas (una por cada vez que se baraja) se ordenaron del todo (1o 2o … Rb, 75 cartas puestas en su sitio) y la diferencia se repite igual: no depende de qué cartas salgan"},
		{decksShrunk(1, 30, 1), "la baraja se acercó al orden 1o 2o … Rb (30 cartas puestas en su sitio); 1 carta tiene que seguir fuera de su sitio para que la diferencia se repita"},
	} {
		if c.got != c.want {
			t.Errorf("got  %q\nwant %q", c.got, c.want)
		}
	}
}
