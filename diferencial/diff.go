package diferencial

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strconv"

	"github.com/musfem/musfem/engine"
	"github.com/musfem/musfem/evidence"
)

// same compares two values of the wire vocabulary. Equal Go values are the
// fast path; otherwise their canonical JSON decides (a nil slice and an
// empty one may encode alike).
func same(a, b any) bool {
	if reflect.DeepEqual(a, b) {
		return true
	}
	ja, ea := engine.Canonical(a)
	jb, eb := engine.Canonical(b)
	return ea == nil && eb == nil && bytes.Equal(ja, jb)
}

// Canonical returns the canonical JSON text of v, or a description of why
// it has none.
func Canonical(v any) string {
	b, err := engine.Canonical(v)
	if err != nil {
		return "JSON imposible: " + err.Error()
	}
	return string(b)
}

// fieldDiffs lists every differing leaf of two canonical JSON texts, with
// its path ("payload.points", "hand[2]"): objects are compared key by key
// (in the order of a, then the keys only b has), arrays element by
// element; a value absent on one side is "". Texts that are not JSON are
// one differing leaf at path.
func fieldDiffs(path string, a, b []byte) []evidence.FieldDiff {
	var out []evidence.FieldDiff
	walkDiff(path, a, b, &out)
	return out
}

func walkDiff(path string, a, b []byte, out *[]evidence.FieldDiff) {
	if bytes.Equal(a, b) {
		return
	}
	ka, oa := ObjectFields(a)
	kb, ob := ObjectFields(b)
	if oa != nil && ob != nil {
		for _, k := range MergeKeys(ka, kb) {
			walkDiff(JoinPath(path, k), oa[k], ob[k], out)
		}
		return
	}
	var la, lb []json.RawMessage
	if json.Unmarshal(a, &la) == nil && json.Unmarshal(b, &lb) == nil && len(a) > 0 && a[0] == '[' && len(b) > 0 && b[0] == '[' {
		n := max(len(la), len(lb))
		for i := 0; i < n; i++ {
			var x, y []byte
			if i < len(la) {
				x = la[i]
			}
			if i < len(lb) {
				y = lb[i]
			}
			walkDiff(path+"["+strconv.Itoa(i)+"]", x, y, out)
		}
		return
	}
	*out = append(*out, evidence.FieldDiff{Path: path, Reference: string(a), Engine: string(b)})
}

func JoinPath(path, k string) string {
	if path == "" {
		return k
	}
	return path + "." + k
}

// ObjectFields decodes a JSON object keeping the order of its keys; nil
// when the text is not an object.
func ObjectFields(data []byte) ([]string, map[string]json.RawMessage) {
	data = bytes.TrimSpace(data)
	if len(data) == 0 || data[0] != '{' {
		return nil, nil
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	if _, err := dec.Token(); err != nil {
		return nil, nil
	}
	var keys []string
	m := map[string]json.RawMessage{}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return nil, nil
		}
		k, ok := t.(string)
		if !ok {
			return nil, nil
		}
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, nil
		}
		if _, dup := m[k]; !dup {
			keys = append(keys, k)
		}
		m[k] = v
	}
	return keys, m
}

// MergeKeys returns the keys of a in order, then those only b has.
func MergeKeys(a, b []string) []string {
	seen := make(map[string]bool, len(a))
	out := append([]string(nil), a...)
	for _, k := range a {
		seen[k] = true
	}
	for _, k := range b {
		if !seen[k] {
			out = append(out, k)
		}
	}
	return out
}
