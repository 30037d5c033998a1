// Package features embeds the Gherkin specification (features/fem,
// features/convencion and the open-question scenarios of features/preguntas)
// so that the musfem command runs it from any folder.
// Scenarios under features/pendiente are not part of the specification.
package features

import "embed"

// FS holds the folders fem, convencion and preguntas.
//
//go:embed fem convencion preguntas
var FS embed.FS

// Dirs are the folders of FS that hold the specification.
var Dirs = []string{"fem", "convencion", "preguntas"}

// Prefix is the path of FS in the repository, for file:line references.
const Prefix = "features/"
