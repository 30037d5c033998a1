package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/musfem/musfem/faults"
	"github.com/musfem/musfem/internal/version"
)

func serveCmd(stdin string, args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	st := cmdServe(args, strings.NewReader(stdin), &out, &errb)
	return st, out.String(), errb.String()
}

// TestServeHello checks the handshake and the end at bye.
func TestServeHello(t *testing.T) {
	st, out, errs := serveCmd(`{"id":1,"op":"hello","protocol":1}`+"\n"+`{"id":2,"op":"bye"}`+"\n", nil...)
	if st != 0 {
		t.Fatalf("estado %d: %s", st, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 2 {
		t.Fatalf("%d líneas: %q", len(lines), out)
	}
	if !strings.HasPrefix(lines[0], `{"id":1,"ok":true,"protocol":1,"engine":{"name":"musfem-referencia","version":"`+version.Musfem+`"},"capabilities":{"stacked_decks":true,`) {
		t.Errorf("hello: %s", lines[0])
	}
	if lines[1] != `{"id":2,"ok":true}` {
		t.Errorf("bye: %s", lines[1])
	}
}

// TestServeFaults checks --list-faults and --fault.
func TestServeFaults(t *testing.T) {
	st, out, _ := serveCmd("", "--list-faults")
	var want strings.Builder
	for _, f := range faults.List() {
		want.WriteString(f.Name + "\n")
	}
	if st != 0 || out != want.String() {
		t.Errorf("--list-faults: estado %d, salida %q, se esperaba %q", st, out, want.String())
	}
	st, _, errs := serveCmd("", "--fault", "no-existe")
	if st != 2 || !strings.Contains(errs, `"no-existe"`) || !strings.Contains(errs, "--list-faults") {
		t.Errorf("--fault no-existe: estado %d, error %q", st, errs)
	}
	st, _, errs = serveCmd("", "--bogus")
	if st != 2 || !strings.Contains(errs, "opción desconocida") {
		t.Errorf("--bogus: estado %d, error %q", st, errs)
	}
	for _, f := range faults.List() {
		st, out, errs := serveCmd(`{"id":1,"op":"hello","protocol":1}`+"\n", "--fault", f.Name)
		if st != 0 || !strings.Contains(out, `"name":"musfem-defecto-`+f.Name+`"`) {
			t.Errorf("--fault %s: estado %d, %q %q", f.Name, st, out, errs)
		}
	}
}

// TestServeProtocolFlag: musfem serve speaks protocol 2 by default, only 1
// with --protocolo 1, and refuses a version it does not speak.
func TestServeProtocolFlag(t *testing.T) {
	hello2 := `{"id":1,"op":"hello","protocol":2}` + "\n"
	if st, out, errs := serveCmd(hello2); st != 0 || !strings.HasPrefix(out, `{"id":1,"ok":true,"protocol":2,`) || !strings.Contains(out, `"signals":true`) {
		t.Errorf("por defecto: estado %d, %s %s", st, out, errs)
	}
	if st, out, errs := serveCmd(hello2, "--protocolo", "1"); st != 0 || !strings.HasPrefix(out, `{"id":1,"ok":false,"error":{"code":"UNSUPPORTED"`) || !strings.Contains(out, "el protocolo 1") {
		t.Errorf("--protocolo 1: estado %d, %s %s", st, out, errs)
	}
	hello4 := `{"id":1,"op":"hello","protocol":4}` + "\n"
	if st, out, errs := serveCmd(hello4); st != 0 || !strings.HasPrefix(out, `{"id":1,"ok":true,"protocol":4,`) {
		t.Errorf("hello 4 por defecto: estado %d, %s %s", st, out, errs)
	}
	if st, out, errs := serveCmd(hello4, "--protocolo", "3"); st != 0 || !strings.Contains(out, `"UNSUPPORTED"`) || !strings.Contains(out, "los protocolos 1, 2 y 3") {
		t.Errorf("--protocolo 3: estado %d, %s %s", st, out, errs)
	}
	if st, _, errs := serveCmd(hello2, "--protocolo", "5"); st != 2 || !strings.Contains(errs, "--protocolo 5") {
		t.Errorf("--protocolo 5: estado %d, %q", st, errs)
	}
}

// TestServeOffer checks --ofrece: the hello lists only the offered values
// of those keys, a start with their default is UNSUPPORTED naming it, one
// with the offered values starts, and a bad offer is refused before
// serving.
func TestServeOffer(t *testing.T) {
	in := `{"id":1,"op":"hello","protocol":3}` + "\n" +
		`{"id":2,"op":"start","seed":"7","rules":{"deje":true}}` + "\n" +
		`{"id":3,"op":"start","seed":"7","rules":{"deje":false,"discard_order":"mano_primero"}}` + "\n"
	st, out, errs := serveCmd(in, "--ofrece", "discard_order=mano_primero,deje=false")
	if st != 0 {
		t.Fatalf("estado %d: %s", st, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 3 {
		t.Fatalf("%d líneas: %q", len(lines), out)
	}
	if !strings.Contains(lines[0], `"discard_order":["mano_primero"]`) || !strings.Contains(lines[0], `"deje":[false]`) || !strings.Contains(lines[0], `"min_raise":"*"`) {
		t.Errorf("hello: %s", lines[0])
	}
	if !strings.Contains(lines[1], `"code":"UNSUPPORTED"`) || !strings.Contains(lines[1], "deje = true") {
		t.Errorf("start con deje = true: %s", lines[1])
	}
	if !strings.HasPrefix(lines[2], `{"id":3,"ok":true,"events":[`) {
		t.Errorf("start con los valores ofrecidos: %s", lines[2])
	}
	st, _, errs = serveCmd("", "--ofrece", "deje=quizas")
	if st != 2 || !strings.Contains(errs, "deje") {
		t.Errorf("--ofrece deje=quizas: estado %d, error %q", st, errs)
	}
}
