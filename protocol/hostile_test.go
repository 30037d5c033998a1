package protocol

import (
	"bytes"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/musfem/musfem/config"
	"github.com/musfem/musfem/driver"
)

// TestSetsidChildIsKilled: an engine that ends leaving a child in a
// session of its own (setsid: out of the engine's process group, which
// the client kills) that holds its pipes: the failure is seen, and the
// child does not outlive the engine.
func TestSetsidChildIsKilled(t *testing.T) {
	dir := t.TempDir()
	c, err := Launch(Options{Command: fakeCommand("setsid", dir), Timeout: hangBound})
	if err != nil {
		t.Fatal(err)
	}
	_, err = c.NewEngine().Start(driver.Setup{Rules: config.Default(), Seed: 7})
	if te, ok := err.(*TransportError); !ok || te.Kind != KindCrash || !te.Exited || te.ExitCode != 3 {
		t.Errorf("Start: %v, se esperaba que el motor termina con estado 3", err)
	}
	c.Close()
	if n := len(readPids(filepath.Join(dir, "pids"))); n < 2 {
		t.Fatalf("solo %d procesos anotan su pid: el hijo no llegó a arrancar", n)
	}
	checkGone(t, dir)
}

// TestEngineTextIsClipped: a name of 2 MB with a line break in the hello
// is kept as a short excerpt, its control characters escaped.
func TestEngineTextIsClipped(t *testing.T) {
	dir := t.TempDir()
	c, err := Launch(Options{Command: fakeCommand("nombrelargo", dir), Timeout: hangBound})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	name := c.Hello().Name
	if n := utf8.RuneCountInString(name); n > maxEngineText+8 || strings.Contains(name, "\n") || !strings.HasPrefix(name, `motor\nñ`) {
		t.Errorf("nombre de %d caracteres: %.80q", n, name)
	}
	if got := engineDetail(strings.Repeat("x", 1<<20)); utf8.RuneCountInString(got) > maxEngineDetail+1 {
		t.Errorf("un detalle de 1 MB queda en %d caracteres", len(got))
	}
}

// TestStderrFloodBeforeHello: an engine that writes 64 MB to its
// standard error before it reads hello is greeted, and its last words are
// kept.
func TestStderrFloodBeforeHello(t *testing.T) {
	dir := t.TempDir()
	c, err := Launch(Options{Command: fakeCommand("ruido", dir), Timeout: hangBound})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if _, err := c.NewEngine().Start(driver.Setup{Rules: config.Default(), Seed: 7}); err != nil {
		t.Fatal(err)
	}
	if s := c.Stderr(); !strings.HasPrefix(s, "[…]\n") || !strings.Contains(s, "última línea del ruido\n") || len(s) > 1<<20+16 {
		t.Errorf("salida de error guardada: %d bytes, termina con %q", len(s), s[max(0, len(s)-40):])
	}
}

// TestTailBufferKeepsTheEndWithoutGrowing: the buffer of an engine's
// standard error keeps the last bytes written, whatever the sizes of the
// writes, and once full a write allocates nothing (a flood costs its
// copy, as fast as the engine writes).
func TestTailBufferKeepsTheEndWithoutGrowing(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for round := 0; round < 200; round++ {
		tb := &tailBuffer{max: 1 + r.IntN(64)}
		var all []byte
		for w := r.IntN(20); w > 0; w-- {
			p := make([]byte, r.IntN(100))
			for i := range p {
				p[i] = byte('a' + r.IntN(26))
			}
			tb.Write(p)
			all = append(all, p...)
		}
		want := all[max(0, len(all)-tb.max):]
		got := tb.String()
		if len(all) > tb.max {
			want = append([]byte("[…]\n"), want...)
		}
		if got != string(want) {
			t.Fatalf("máximo %d tras %d bytes: %q, se esperaba %q", tb.max, len(all), got, want)
		}
	}
	tb := &tailBuffer{max: 1 << 20}
	chunk := bytes.Repeat([]byte("x"), 32<<10)
	for i := 0; i < 40; i++ {
		tb.Write(chunk)
	}
	if n := testing.AllocsPerRun(100, func() { tb.Write(chunk) }); n != 0 {
		t.Errorf("una escritura con el búfer lleno reserva memoria %v veces", n)
	}
}
