// Package version holds musfem's version: the one place in the code where
// it is written. Every report, certificate and saved game carries it
// beside the versions of the catalogs, the protocols and the fixture sets
// (`musfem --version` prints them all), so that a reader can tell which
// musfem produced a file.
//
// The version follows Semantic Versioning 2.0.0 (https://semver.org);
// CHANGELOG.md lists what each version changed, and docs/decisions.md
// (D21) says what counts as a breaking change. A release is the git tag
// "v" + Musfem on main; a test checks that CHANGELOG.md has a section for
// Musfem.
package version

// Musfem is musfem's version, MAJOR.MINOR.PATCH.
const Musfem = "0.1.0"

// Module is the module path of a published install:
//
//	go install github.com/musfem/musfem/cmd/musfem@v0.1.0
const Module = "github.com/musfem/musfem"
