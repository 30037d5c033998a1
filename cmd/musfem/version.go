package main

import (
	"fmt"
	"io"
	"runtime"
	"strings"

	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/fixtures"
	"github.com/musfem/musfem/internal/version"
	"github.com/musfem/musfem/protocol"
	"github.com/musfem/musfem/reference"
	"github.com/musfem/musfem/runner"
)

// versionText writes musfem --version: musfem's version, then the
// versions of what its files and protocols follow.
func versionText(w io.Writer) {
	fmt.Fprintf(w, "musfem %s\n", version.Musfem)
	fmt.Fprintf(w, "  catálogo de artículos v%d (reference/), leído en el %s\n", reference.Version, reference.Edition)
	fmt.Fprintf(w, "  catálogo de acciones y eventos v%d (docs/catalog.md, docs/catalog-v2.md)\n", engine.CatalogVersion)
	fmt.Fprintf(w, "  protocolo de certificación %d, %d, %d y %d (docs/protocol.md, docs/protocol-v2.md, docs/protocol-v3.md, docs/protocol-v4.md)\n", protocol.Protocol1, protocol.Protocol2, protocol.Protocol3, protocol.Version)
	fmt.Fprintf(w, "  protocolo de bots %d (docs/bots.md)\n", runner.BotProtocol)
	fmt.Fprintf(w, "  registros de referencia %s (fixtures/seeds/)\n", fixtureSets())
	fmt.Fprintf(w, "  módulo %s, compilado con %s\n", version.Module, runtime.Version())
	fmt.Fprintf(w, "  compilación: %s (los lotes de una certificación deben ser de la misma)\n", version.Build())
}

// fixtureSets names the golden fixture sets, "v1, v2".
func fixtureSets() string {
	fs, err := fixtures.Load()
	if err != nil {
		return "?"
	}
	seen := map[int]bool{}
	var out []string
	for _, f := range fs {
		if !seen[f.Set] {
			seen[f.Set] = true
			out = append(out, fmt.Sprintf("v%d", f.Set))
		}
	}
	return strings.Join(out, ", ")
}
