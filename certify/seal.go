package certify

import (
	"crypto/hmac"
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
// the time limit) and a seal of all its content (Seal): its HMAC-SHA-256
// under the secret the runners and the joiner share (PartKey). The join
// refuses a part whose seal does not match under its key, that does not
// hold what its part of the run must hold, or that another build, engine
// or option set produced (VerifyParts, parts.go).
//
// Whoever does not hold the secret cannot seal a part: a part edited by
// hand, damaged or forged is refused, even when the forger recomputes a
// plain digest. The checks of the counts catch a part that claims more or
// other work than its share; nothing short of running the part again
// proves what the engine answered on a machine whose owner holds the key.

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

// sealPrefix starts the seal of a part: the MAC that makes it.
const sealPrefix = "hmac-sha256:"

// Seal records the seal of the results' content under key (Digest), the
// content that the join checks again. Seal the results last, once nothing
// else changes them.
func (r *Results) Seal(key PartKey) error {
	d, err := r.seal(key)
	if err != nil {
		return err
	}
	r.Digest = d
	return nil
}

// seal is the HMAC-SHA-256 under key of the results' JSON without their
// seal.
func (r *Results) seal(key PartKey) (string, error) {
	c := *r
	c.Digest = ""
	b, err := json.Marshal(&c)
	if err != nil {
		return "", err
	}
	m := hmac.New(sha256.New, key.secret)
	m.Write(b)
	return sealPrefix + hex.EncodeToString(m.Sum(nil)), nil
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
