package certify

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/musfem/musfem/internal/errtext"
)

// KeyEnv is the environment variable that holds the secret sealing the
// parts of a run (docs/lotes.md): the same on every machine that runs a
// part and on the one that joins them.
const KeyEnv = "MUSFEM_CLAVE_LOTES"

// minKeyLen is the length, in bytes, of the shortest secret a PartKey
// takes: shorter ones can be guessed.
const minKeyLen = 16

// PartKey is the secret that seals the parts of a run: each part carries
// the HMAC-SHA-256 of its content under it (Results.Seal), which nobody
// without the secret can compute, so a part forged or edited by someone
// who does not hold it is refused (VerifyParts).
type PartKey struct {
	secret []byte
	// Source says where the secret came from, for messages: the
	// environment variable or the file.
	Source string
}

// NewPartKey returns the key of secret, named source in messages; a
// secret shorter than 16 bytes is refused.
func NewPartKey(secret []byte, source string) (PartKey, error) {
	if len(secret) < minKeyLen {
		return PartKey{}, fmt.Errorf("la clave de los lotes (%s) es demasiado corta: tiene %d bytes y hacen falta al menos %d (por ejemplo 64 cifras hexadecimales al azar)", source, len(secret), minKeyLen)
	}
	return PartKey{secret: append([]byte{}, secret...), Source: source}, nil
}

// LoadPartKey returns the key that seals and checks the parts of a run:
// the secret in MUSFEM_CLAVE_LOTES when it is set, else the one in the
// file clave-lotes of musfem's folder in the user's configuration
// (~/.config/musfem/clave-lotes), which create makes with 32 random bytes
// when it does not exist yet, so that parts made and joined by one user
// on one machine need nothing. Every error is a Spanish sentence.
func LoadPartKey(create bool) (PartKey, error) {
	if v, ok := os.LookupEnv(KeyEnv); ok {
		return NewPartKey([]byte(strings.TrimSpace(v)), "la variable "+KeyEnv)
	}
	dir, err := os.UserConfigDir()
	if err != nil {
		return PartKey{}, fmt.Errorf("no hay clave de los lotes: %s no está definida y no se sabe dónde guardar la del usuario (%s); define %s con la misma clave en todas las máquinas", KeyEnv, errtext.File(err), KeyEnv)
	}
	return loadKeyFile(filepath.Join(dir, "musfem", "clave-lotes"), create)
}

// loadKeyFile reads the key in path, written with 32 random bytes (in
// hexadecimal, readable only by its owner) when it does not exist and
// create is set.
func loadKeyFile(path string, create bool) (PartKey, error) {
	source := "el fichero " + path
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) && create {
		if err := writeNewKey(path); err != nil {
			return PartKey{}, err
		}
		b, err = os.ReadFile(path)
	}
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return PartKey{}, fmt.Errorf("no hay clave de los lotes: ni %s está definida ni existe %s; los lotes se sellan con la clave de quien los hace: copia ese fichero de la máquina que los hizo o define %s con la clave con que se hicieron", KeyEnv, path, KeyEnv)
	case err != nil:
		return PartKey{}, fmt.Errorf("no se puede leer la clave de los lotes en %s: %s", path, errtext.File(err))
	}
	return NewPartKey([]byte(strings.TrimSpace(string(b))), source)
}

// writeNewKey writes a new random key into path, readable only by its
// owner, unless another run wrote one first (then that one is kept).
func writeNewKey(path string) error {
	var secret [32]byte
	if _, err := rand.Read(secret[:]); err != nil {
		return fmt.Errorf("no se puede hacer una clave de los lotes: %v", err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return fmt.Errorf("no se puede crear la carpeta de la clave de los lotes %s: %s", filepath.Dir(path), errtext.File(err))
	}
	f, err := os.CreateTemp(filepath.Dir(path), ".clave-lotes-*")
	if err != nil {
		return fmt.Errorf("no se puede escribir la clave de los lotes en %s: %s", path, errtext.File(err))
	}
	tmp := f.Name()
	_, werr := f.WriteString(hex.EncodeToString(secret[:]) + "\n")
	if cerr := f.Close(); werr == nil {
		werr = cerr
	}
	if werr == nil {
		// Link, not rename: a key another run put there first stays.
		if err := os.Link(tmp, path); err != nil && !errors.Is(err, fs.ErrExist) {
			werr = err
		}
	}
	os.Remove(tmp)
	if werr != nil {
		return fmt.Errorf("no se puede escribir la clave de los lotes en %s: %s", path, errtext.File(werr))
	}
	return nil
}
