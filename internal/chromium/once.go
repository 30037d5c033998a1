package chromium

import (
	"sync"
	"testing"
)

// Once is a probe of a page that several tests read, run by the first test
// that asks for it: one Chromium launch for all of them. Its zero value is
// ready to use.
type Once[T any] struct {
	once sync.Once
	m    T
	dom  string
}

// Get runs probe the first time and returns its measures and its DOM ever
// after; a probe that gave no DOM fails the test, naming the probe (what,
// «a 1280 px»).
func (o *Once[T]) Get(t testing.TB, what string, probe func() (T, string)) (T, string) {
	t.Helper()
	o.once.Do(func() { o.m, o.dom = probe() })
	if o.dom == "" {
		t.Fatalf("la sonda %s no ha medido nada", what)
	}
	return o.m, o.dom
}
