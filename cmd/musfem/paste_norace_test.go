//go:build !race

package main

import (
	"bytes"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// TestPrintedCommandsWorkWherePasted: every command a certificate prints
// («Para repetir…») is pasted into a shell, as a reader would, from the
// folder where the certification ran, from the certificate's folder and
// from a folder elsewhere; each runs (the engine still differs: exit 1),
// names no file that is not there and creates no folder. The engine is a
// script named by a relative path («sh motor.sh»), the certificate is in
// the default reports/ folder.
func TestPrintedCommandsWorkWherePasted(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	root := t.TempDir()
	repo, elsewhere, bin := filepath.Join(root, "repo"), filepath.Join(root, "otra"), filepath.Join(root, "bin")
	for _, d := range []string{repo, elsewhere, bin} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	// musfem, on the PATH of the shell that runs the pasted commands, is
	// this test binary.
	writeScript(t, filepath.Join(bin, "musfem"), "#!/bin/sh\nMUSFEM_TEST_MUSFEM=1 GORACE=atexit_sleep_ms=0 exec '"+exe+"' \"$@\"\n")
	writeScript(t, filepath.Join(repo, "motor.sh"),
		"MUSFEM_CERTIFY_SERVE=1 MUSFEM_CERTIFY_FAULT=negada-no-cuenta,empate-contra-mano-chica exec '"+exe+"'\n")
	env := append(os.Environ(), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	shell := func(dir, line string) (int, string, string) {
		t.Helper()
		cmd := exec.Command("sh", "-c", line)
		cmd.Dir, cmd.Env = dir, env
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		err := cmd.Run()
		if ee, ok := err.(*exec.ExitError); ok {
			return ee.ExitCode(), out.String(), errb.String()
		} else if err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		return 0, out.String(), errb.String()
	}

	// Two certifications from the repository's folder: one with the
	// group of the negada (a case file), one with a round of the
	// comparison of hands.
	for _, args := range []string{
		`--nombre prueba --articulo CONVENCION-negada --partidas 20 --semilla 9 --comparaciones ninguna`,
		`--nombre manos --articulo CONVENCION-empates --partidas 0 --comparaciones ocho_reyes:424`,
	} {
		if st, _, errs := shell(repo, `musfem certify --motor "sh motor.sh" `+args); st != 1 {
			t.Fatalf("certify %s: estado %d\n%s", args, st, errs)
		}
	}
	reports := filepath.Join(repo, "reports")
	var commands []string
	for _, name := range []string{"prueba", "manos"} {
		md, err := os.ReadFile(filepath.Join(reports, "certificacion-"+name+".md"))
		if err != nil {
			t.Fatal(err)
		}
		html, err := os.ReadFile(filepath.Join(reports, "certificacion-"+name+".html"))
		if err != nil {
			t.Fatal(err)
		}
		found := printedCommands(string(md))
		if len(found) == 0 {
			t.Fatalf("certificacion-%s.md no imprime ninguna orden «Para repetir»", name)
		}
		for _, c := range found {
			if !strings.Contains(string(html), strings.ReplaceAll(htmlEscape(c), "'", "&#39;")) {
				t.Errorf("certificacion-%s.html no imprime la orden de su .md: %s", name, c)
			}
		}
		commands = append(commands, found...)
	}
	sawCase, sawRound := false, false
	for _, c := range commands {
		sawCase = sawCase || strings.Contains(c, " --caso ")
		sawRound = sawRound || strings.Contains(c, " --comparaciones ocho_reyes:424")
		for _, dir := range []string{repo, reports, elsewhere} {
			before := folders(t, root)
			st, out, errs := shell(dir, c)
			if st != 1 || strings.Contains(errs, "no such file") || strings.Contains(errs, "open ") {
				t.Errorf("pegada en %s: estado %d (se esperaba 1: el motor aún difiere)\n%s\n%s%s", dir, st, c, out, errs)
			}
			// The command of a round writes a certificate of its own, and
			// its case files, beside this one: the only folder it may
			// create is theirs.
			if m := regexp.MustCompile(`--nombre (\S+)`).FindStringSubmatch(c); m != nil {
				before = append(before, filepath.Join(reports, "casos-"+m[1]))
			}
			if extra := newFolders(before, folders(t, root)); len(extra) > 0 {
				t.Errorf("pegada en %s, crea las carpetas %q\n%s", dir, extra, c)
			}
		}
	}
	if !sawCase || !sawRound {
		t.Errorf("faltan órdenes: de un caso %v, de una ronda %v: %q", sawCase, sawRound, commands)
	}
	if _, err := os.Stat(filepath.Join(reports, "certificacion-manos-ronda-424.md")); err != nil {
		t.Errorf("la orden de la ronda no escribe su certificado junto al otro: %v", err)
	}

	// The case as the certificate names it relative to its folder, from
	// the repository's folder and from the certificate's; a case that is
	// nowhere is a Spanish sentence naming it, and no folder is created.
	for _, dir := range []string{repo, reports} {
		before := folders(t, root)
		if st, out, errs := shell(dir, `musfem certify --motor "sh `+filepath.Join(repo, "motor.sh")+`" --caso casos-prueba/D1.json`); st != 1 || !strings.Contains(out, "aún difiere") {
			t.Errorf("--caso casos-prueba/D1.json desde %s: estado %d\n%s%s", dir, st, out, errs)
		}
		if extra := newFolders(before, folders(t, root)); len(extra) > 0 {
			t.Errorf("--caso desde %s crea las carpetas %q", dir, extra)
		}
	}
	st, _, errs := shell(elsewhere, `musfem certify --motor "sh motor.sh" --caso casos-prueba/D9.json`)
	if st != 2 || !strings.Contains(errs, "no existe el caso casos-prueba/D9.json") || strings.Contains(errs, "no such file") {
		t.Errorf("caso que no existe: estado %d, %q", st, errs)
	}
}

// printedCommands are the commands of the fenced blocks that follow a
// «Para repetir…» line of a certificate in Markdown.
func printedCommands(md string) []string {
	var out []string
	for _, m := range regexp.MustCompile("Para repetir[^\n]*\n\n```\n([^\n]+)\n```").FindAllStringSubmatch(md, -1) {
		out = append(out, m[1])
	}
	return out
}

// htmlEscape escapes as html/template does in text.
func htmlEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&#34;").Replace(s)
}

// folders lists every folder under root.
func folders(t *testing.T, root string) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			out = append(out, p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(out)
	return out
}

// newFolders are the folders of after that are not in before.
func newFolders(before, after []string) []string {
	had := map[string]bool{}
	for _, f := range before {
		had[f] = true
	}
	var out []string
	for _, f := range after {
		if !had[f] {
			out = append(out, f)
		}
	}
	return out
}

func writeScript(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o755); err != nil {
		t.Fatal(err)
	}
}
