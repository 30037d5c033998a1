package certify

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"hash/fnv"

	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/internal/version"
	"github.com/musfem/musfem/reference"
)

// A part of a certification (--lote K/N) travels as a file from the
// machine that ran it to the one that joins it (--unir). It carries what
// produced it (Producer: musfem's build, the catalogs, the engine's files,
// the time limit) and a digest of all its content (Seal), and the join
// refuses a part whose digest does not match, that does not hold what its
// part of the run must hold, or that another build, engine or option set
// produced (VerifyParts, parts.go).
//
// The digest is a plain SHA-256, which anybody can compute again: it
// catches a part edited by hand (or damaged) that does not recompute it,
// not a forger who does. The checks of the counts catch a part that
// claims more or other work than its share; nothing short of running the
// part again proves what the engine answered.

// Producer is what produced a certification's results, besides the
// options Results records itself.
type Producer struct {
	// Musfem is musfem's version, Build the identity of its build
	// (version.Build: its module checksum, its commit or the digest of
	// its executable).
	Musfem string `json:"musfem"`
	Build  string `json:"build"`
	// Catalog is the version of the catalog of articles, Events the one
	// of the catalog of actions and events.
	Catalog int `json:"catalog"`
	Events  int `json:"events"`
	// Timeout is the time limit of each request (--tiempo), "" when not
	// known.
	Timeout string `json:"timeout"`
	// EngineFiles are the digests of the files the engine's command line
	// names (its program when given with a path, and the arguments that
	// are files): "PATH sha256:HEX".
	EngineFiles []string `json:"engine_files"`
}

// thisProducer is the producer of the results this musfem collects.
func thisProducer() Producer {
	return Producer{Musfem: version.Musfem, Build: version.Build(), Catalog: reference.Version, Events: engine.CatalogVersion, EngineFiles: []string{}}
}

// Seal records the digest of the results' content (Digest), the content
// that the join checks again. Seal the results last, once nothing else
// changes them.
func (r *Results) Seal() error {
	d, err := r.digest()
	if err != nil {
		return err
	}
	r.Digest = d
	return nil
}

// digest is the SHA-256 of the results' JSON without their digest.
func (r *Results) digest() (string, error) {
	c := *r
	c.Digest = ""
	b, err := json.Marshal(&c)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(b)
	return "sha256:" + hex.EncodeToString(sum[:]), nil
}

// partOf is the part (from 1) of a run in parts that a scenario or a
// fixture with the given key belongs to: a stable hash of its place.
func partOf(key string, parts int) int {
	if parts <= 1 {
		return 1
	}
	h := fnv.New32a()
	h.Write([]byte(key))
	return int(h.Sum32()%uint32(parts)) + 1
}

// gamesOf is how many of n differential games (or rounds) fall to a part:
// the indexes i < n with i mod parts = part-1.
func gamesOf(n, part, parts int) int {
	if parts <= 1 {
		return n
	}
	if n < part {
		return 0
	}
	return (n-part)/parts + 1
}
