package mutantes

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// Build writes the schema of the mutants into dir and compiles the
// harness (mutantes/juez) with it: dir/juez. A mutant whose copy does not
// compile is dropped and the schema written again, until it compiles; the
// dropped mutants are returned with the compiler's message. Any other
// compiler error is returned as an error.
func (g *Generated) Build(dir string, logf func(format string, args ...any)) (map[int]string, error) {
	dropped := map[int]string{}
	drop := map[int]bool{}
	for round := 1; ; round++ {
		files, err := g.schema(drop)
		if err != nil {
			return nil, err
		}
		overlay := map[string]string{}
		for _, f := range files {
			p := filepath.Join(dir, "engine", filepath.Base(f.path))
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				return nil, err
			}
			if err := os.WriteFile(p, f.text, 0o644); err != nil {
				return nil, err
			}
			overlay[filepath.Join(g.root, f.path)] = p
		}
		data, err := json.Marshal(map[string]any{"Replace": overlay})
		if err != nil {
			return nil, err
		}
		ov := filepath.Join(dir, "overlay.json")
		if err := os.WriteFile(ov, data, 0o644); err != nil {
			return nil, err
		}
		cmd := exec.Command("go", "build", "-overlay", ov,
			"-gcflags=github.com/musfem/musfem/engine=-e", "-o", filepath.Join(dir, "juez"), "./mutantes/juez")
		cmd.Dir = g.root
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Run(); err == nil {
			return dropped, nil
		}
		bad, err := culprits(stderr.String(), files)
		if err != nil {
			return nil, err
		}
		for id, msg := range bad {
			drop[id] = true
			dropped[id] = msg
		}
		if logf != nil {
			logf("compilación %d: %d mutantes no compilan", round, len(bad))
		}
	}
}

var compileErr = regexp.MustCompile(`(?m)^(?:\./)?(?:[^\s:]*/)?(engine/[a-z0-9_]+\.go):(\d+):(?:\d+:)? (.*)$`)

// culprits maps the compiler's errors to the mutants whose copies hold
// them; an error outside every copy is the schema's fault.
func culprits(out string, files []schemaFile) (map[int]string, error) {
	bad := map[int]string{}
	byPath := map[string]schemaFile{}
	for _, f := range files {
		byPath[f.path] = f
	}
	ms := compileErr.FindAllStringSubmatch(out, -1)
	if len(ms) == 0 {
		return nil, fmt.Errorf("el esquema de mutantes no compila:\n%s", out)
	}
	for _, m := range ms {
		line, _ := strconv.Atoi(m[2])
		f, ok := byPath[m[1]]
		id := 0
		if ok {
			ids := make([]int, 0, len(f.copies))
			for k := range f.copies {
				ids = append(ids, k)
			}
			sort.Ints(ids)
			for _, k := range ids {
				if r := f.copies[k]; line >= r[0] && line <= r[1] {
					id = k
					break
				}
			}
		}
		if id == 0 {
			return nil, fmt.Errorf("el esquema de mutantes no compila fuera de las copias:\n%s", out)
		}
		if _, seen := bad[id]; !seen {
			bad[id] = strings.TrimSpace(m[3])
		}
	}
	return bad, nil
}
