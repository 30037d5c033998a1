package mutant

import (
	"slices"
	"testing"
)

func TestHitAndTake(t *testing.T) {
	Take()
	Hit(7)
	Hit(2)
	Hit(7)
	Hit(40)
	if got := Take(); !slices.Equal(got, []int{2, 7, 40}) {
		t.Errorf("Take() = %v, se esperaba [2 7 40]", got)
	}
	if got := Take(); len(got) != 0 {
		t.Errorf("Take() tras Take() = %v, se esperaba nada", got)
	}
}

func TestFromEnv(t *testing.T) {
	for _, c := range []struct {
		env  string
		want int
	}{{"", 0}, {"12", 12}, {"-3", 0}, {"doce", 0}} {
		t.Setenv(Env, c.env)
		if got := fromEnv(); got != c.want {
			t.Errorf("%s=%q: %d, se esperaba %d", Env, c.env, got, c.want)
		}
	}
}
