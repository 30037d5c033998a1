package faults

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"
)

// The faulty engine is built as the mutation tool builds its mutants
// (docs/mutantes.md): the reference engine's files are never changed; a
// copy of the files that the patches touch, with the patches applied, and
// faults/overlay/defectos.go are given to the compiler with -overlay, and
// the program built is faults/servidor, which serves the engine over the
// certification protocol with the faults it is asked for turned on.

// modulePath is the module the sources must be.
const modulePath = "github.com/musfem/musfem"

// defectoImport is the import the patched files get.
const defectoImport = "\n\nimport defecto \"" + modulePath + "/internal/defecto\"\n"

var built struct {
	once sync.Once
	path string
	err  error
}

// Build returns the path of the faulty server, compiling it the first time
// with the Go tool from the sources of musfem (found from this file's
// folder, else from the current folder up). The program is kept in the
// user's cache folder under a digest of the sources, so that it is built
// again only when they change.
func Build() (string, error) {
	built.once.Do(func() { built.path, built.err = build() })
	return built.path, built.err
}

func build() (string, error) {
	root, err := sourceRoot()
	if err != nil {
		return "", err
	}
	files, err := overlayFiles(root)
	if err != nil {
		return "", err
	}
	sum, err := sourceDigest(root, files)
	if err != nil {
		return "", err
	}
	dir, err := cacheDir()
	if err != nil {
		return "", err
	}
	exe := filepath.Join(dir, "servidor-"+sum[:16])
	if _, err := os.Stat(exe); err == nil {
		return exe, nil
	}
	gotool, err := exec.LookPath("go")
	if err != nil {
		return "", errors.New("para servir un motor defectuoso hace falta la herramienta go (https://go.dev/dl), que lo compila a partir de las fuentes de musfem: no está en el PATH")
	}
	work, err := os.MkdirTemp(dir, "compilando-")
	if err != nil {
		return "", fmt.Errorf("no se puede crear la carpeta de trabajo en %s: %w", dir, err)
	}
	defer os.RemoveAll(work)
	replace := map[string]string{}
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	sort.Strings(names)
	for i, name := range names {
		p := filepath.Join(work, fmt.Sprintf("%d-%s", i, filepath.Base(name)))
		if err := os.WriteFile(p, files[name], 0o644); err != nil {
			return "", fmt.Errorf("no se puede escribir %s: %w", p, err)
		}
		replace[filepath.Join(root, filepath.FromSlash(name))] = p
	}
	data, err := json.Marshal(map[string]any{"Replace": replace})
	if err != nil {
		return "", err
	}
	ov := filepath.Join(work, "overlay.json")
	if err := os.WriteFile(ov, data, 0o644); err != nil {
		return "", fmt.Errorf("no se puede escribir %s: %w", ov, err)
	}
	tmp := filepath.Join(work, "servidor")
	cmd := exec.Command(gotool, "build", "-overlay", ov, "-o", tmp, "./faults/servidor")
	cmd.Dir = root
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("no compila el motor defectuoso (go build en %s): %v\n%s", root, err, strings.TrimSpace(out.String()))
	}
	if err := os.Rename(tmp, exe); err != nil {
		return "", fmt.Errorf("no se puede guardar el motor defectuoso en %s: %w", exe, err)
	}
	prune(dir, exe)
	return exe, nil
}

// overlayFiles returns the files the compiler gets instead of, or besides,
// the sources: each file of engine/ that a patch touches, patched; the
// faulty rules (faults/overlay/defectos.go) in engine/; and the flag that
// tells internal/defecto it is in the faulty server. Keys are paths
// relative to the module root, with slashes.
func overlayFiles(root string) (map[string][]byte, error) {
	byFile := map[string][]patch{}
	for _, p := range patches {
		byFile[p.File] = append(byFile[p.File], p)
	}
	out := map[string][]byte{}
	for file, ps := range byFile {
		name := "engine/" + file
		src, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(name)))
		if err != nil {
			return nil, fmt.Errorf("no se puede leer %s para aplicarle los defectos: %w", name, err)
		}
		text, err := applyPatches(name, string(src), ps)
		if err != nil {
			return nil, err
		}
		out[name] = []byte(text)
	}
	extra, err := os.ReadFile(filepath.Join(root, "faults", "overlay", "defectos.go"))
	if err != nil {
		return nil, fmt.Errorf("no se puede leer faults/overlay/defectos.go: %w", err)
	}
	out["engine/zz_defectos.go"] = bytes.Replace(extra, []byte("//go:build ignore\n"), nil, 1)
	out["internal/defecto/zz_parcheado.go"] = []byte("package defecto\n\nfunc init() { patched = true }\n")
	return out, nil
}

// applyPatches applies the patches of one file, each to the text the
// previous ones left, and imports the switchboard.
func applyPatches(name, src string, ps []patch) (string, error) {
	for _, p := range ps {
		want := p.Count
		if want == 0 {
			want = 1
		}
		if got := strings.Count(src, p.Old); got != want {
			return "", fmt.Errorf("el defecto %s no se puede aplicar: %s tiene %d veces %q y se esperan %d (¿ha cambiado el motor? actualice faults/patches.go)",
				strings.Join(p.Faults, ", "), name, got, p.Old, want)
		}
		src = strings.ReplaceAll(src, p.Old, p.New)
	}
	pkg := packageEngine.FindStringIndex(src)
	if pkg == nil {
		return "", fmt.Errorf("%s no empieza por package engine", name)
	}
	if !strings.Contains(src, "defecto.") {
		return src, nil
	}
	return src[:pkg[1]] + defectoImport + src[pkg[1]:], nil
}

// sourceRoot finds the module's folder: the parent of this file's folder
// when the sources are where they were compiled, else the first folder
// from the current one up whose go.mod is musfem's.
func sourceRoot() (string, error) {
	var tried []string
	if _, file, _, ok := runtime.Caller(0); ok {
		if root := filepath.Dir(filepath.Dir(file)); isModuleRoot(root) {
			return root, nil
		}
		tried = append(tried, filepath.Dir(filepath.Dir(file)))
	}
	if wd, err := os.Getwd(); err == nil {
		for d := wd; ; d = filepath.Dir(d) {
			if isModuleRoot(d) {
				return d, nil
			}
			if filepath.Dir(d) == d {
				break
			}
		}
		tried = append(tried, wd+" y las carpetas de encima")
	}
	return "", fmt.Errorf("no se encuentran las fuentes de musfem (un go.mod de %s) para compilar el motor defectuoso; se buscó en %s: ejecute la orden desde el repositorio", modulePath, strings.Join(tried, " y en "))
}

var (
	packageEngine = regexp.MustCompile(`(?m)^package engine\b`)
	moduleLine    = regexp.MustCompile(`(?m)^module ` + regexp.QuoteMeta(modulePath) + `\s*$`)
)

// isModuleRoot reports whether dir holds musfem's go.mod.
func isModuleRoot(dir string) bool {
	b, err := os.ReadFile(filepath.Join(dir, "go.mod"))
	return err == nil && moduleLine.Match(b)
}

// sourceDigest digests what the faulty server is built from: every file
// in the module's Go package folders but the tests (code, embedded
// files), go.mod and go.sum, and the overlay.
func sourceDigest(root string, overlay map[string][]byte) (string, error) {
	h := sha256.New()
	fmt.Fprintf(h, "%s\n", runtime.Version())
	goDirs := map[string]bool{} // folder → holds a Go file that is not a test
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if p != root && (strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") || name == "testdata" || name == "node_modules") {
				return filepath.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() || strings.HasSuffix(name, "_test.go") {
			return nil
		}
		rel, _ := filepath.Rel(root, p)
		if filepath.Dir(rel) == "." && name != "go.mod" && name != "go.sum" {
			return nil
		}
		dir := filepath.Dir(p)
		if _, seen := goDirs[dir]; !seen {
			goDirs[dir] = hasGo(dir)
		}
		if !strings.HasSuffix(name, ".go") && !goDirs[dir] {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		fmt.Fprintf(h, "%s %d\n", filepath.ToSlash(rel), len(b))
		h.Write(b)
		return nil
	})
	if err != nil {
		return "", fmt.Errorf("no se pueden leer las fuentes de musfem en %s: %w", root, err)
	}
	names := make([]string, 0, len(overlay))
	for n := range overlay {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(h, "overlay %s %d\n", n, len(overlay[n]))
		h.Write(overlay[n])
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// hasGo reports whether the folder holds a Go file that is not a test.
func hasGo(dir string) bool {
	es, err := os.ReadDir(dir)
	if err != nil {
		return false
	}
	for _, e := range es {
		if n := e.Name(); strings.HasSuffix(n, ".go") && !strings.HasSuffix(n, "_test.go") {
			return true
		}
	}
	return false
}

// cacheDir returns the folder that keeps the faulty servers.
func cacheDir() (string, error) {
	base, err := os.UserCacheDir()
	if err != nil {
		base = os.TempDir()
	}
	dir := filepath.Join(base, "musfem", "defectos")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("no se puede crear la carpeta %s para el motor defectuoso: %w", dir, err)
	}
	return dir, nil
}

// prune removes the servers built from older sources more than a day ago.
func prune(dir, keep string) {
	es, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range es {
		p := filepath.Join(dir, e.Name())
		if p == keep || !strings.HasPrefix(e.Name(), "servidor-") {
			continue
		}
		if info, err := e.Info(); err == nil && time.Since(info.ModTime()) > 24*time.Hour {
			os.Remove(p)
		}
	}
}
