package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"

	"github.com/musfem/musfem/internal/errtext"
)

// JSONError is a problem of a JSON text, in Spanish, with the place it was
// found: the 1-based line and column and the 0-based byte offset. Offset
// is -1 when encoding/json does not say where (an error of a catalog
// decoder inside a value, for instance).
type JSONError struct {
	Line, Column int
	Offset       int64
	Msg          string
}

// Error returns "línea L, columna C (byte B): msg", or msg alone when the
// place is unknown.
func (e *JSONError) Error() string {
	if e.Offset < 0 {
		return e.Msg
	}
	return fmt.Sprintf("línea %d, columna %d (byte %d): %s", e.Line, e.Column, e.Offset, e.Msg)
}

// DescribeJSON turns an error of encoding/json (or of DecodeStrict) about
// data into a *JSONError in Spanish saying what is wrong and where: a
// truncated text, an unexpected character, a value of the wrong type, a
// nesting too deep, invalid UTF-8. An error that is already in Spanish (a
// catalog decoder's, a *JSONError) is returned as it is. It quotes at most
// a short excerpt of data.
func DescribeJSON(data []byte, err error) error {
	if err == nil {
		return nil
	}
	var je *JSONError
	if errors.As(err, &je) {
		return err
	}
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.Is(err, io.ErrUnexpectedEOF) || err == io.EOF || errors.As(err, &se):
		if e := CheckJSON(data, maxJSONDepth); e != nil {
			return e
		}
		return &JSONError{Offset: -1, Msg: "JSON mal formado"}
	case errors.As(err, &te):
		field := te.Field
		where := "el valor"
		if field != "" {
			where = "el campo " + strconv.Quote(errtext.Clip(field, 60))
		}
		return at(data, valueStart(data, te.Offset), fmt.Sprintf("%s debe ser %s, no %s", where, kindText(te.Type), valueText(te.Value)))
	}
	msg := err.Error()
	if strings.HasPrefix(msg, "json: unknown field ") {
		return &JSONError{Offset: -1, Msg: "campo desconocido " + errtext.Clip(strings.TrimPrefix(msg, "json: unknown field "), 60)}
	}
	if strings.HasPrefix(msg, "json: ") {
		// Anything else of encoding/json: say it without its English.
		return &JSONError{Offset: -1, Msg: "JSON que no se puede leer"}
	}
	return err
}

// at builds a *JSONError at byte offset off of data.
func at(data []byte, off int64, msg string) *JSONError {
	if off < 0 {
		off = 0
	}
	if off > int64(len(data)) {
		off = int64(len(data))
	}
	line, col := 1, 1
	for _, c := range data[:off] {
		if c == '\n' {
			line, col = line+1, 1
		} else if c < 0x80 || c >= 0xc0 { // count runes, not continuation bytes
			col++
		}
	}
	return &JSONError{Line: line, Column: col, Offset: off, Msg: msg}
}

// valueStart moves back from the offset encoding/json gives for a type
// error (the end of the value) to the value's first byte, when it can.
func valueStart(data []byte, off int64) int64 {
	if off <= 0 || off > int64(len(data)) {
		return off
	}
	i := off - 1
	for i > 0 && data[i] != ':' && data[i] != ',' && data[i] != '[' && data[i] != '\n' {
		i--
	}
	for i+1 < off && (data[i] == ':' || data[i] == ',' || data[i] == '[' || data[i] == ' ' || data[i] == '\n' || data[i] == '\t') {
		i++
	}
	return i
}

// kindText names in Spanish the JSON value a Go type is decoded from.
func kindText(t reflect.Type) string {
	if t == nil {
		return "otro tipo de valor"
	}
	switch t.Kind() {
	case reflect.String:
		return "una cadena entre comillas"
	case reflect.Bool:
		return "true o false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return fmt.Sprintf("un número entero entre %d y %d", minInt(t.Bits()), maxInt(t.Bits()))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return fmt.Sprintf("un número entero entre 0 y %d", ^uint64(0)>>(64-t.Bits()))
	case reflect.Float32, reflect.Float64:
		return "un número"
	case reflect.Slice, reflect.Array:
		return "una lista [ … ]"
	case reflect.Struct, reflect.Map:
		return "un objeto { … }"
	case reflect.Pointer:
		return kindText(t.Elem())
	}
	return "otro tipo de valor"
}

func maxInt(bits int) int64 { return int64(uint64(1)<<(bits-1) - 1) }
func minInt(bits int) int64 { return -maxInt(bits) - 1 }

// valueText names in Spanish the JSON value encoding/json found
// ("string", "number 123", "array"…).
func valueText(v string) string {
	switch {
	case v == "string":
		return "una cadena"
	case v == "number":
		return "un número"
	case strings.HasPrefix(v, "number "):
		return "el número " + errtext.Clip(strings.TrimPrefix(v, "number "), 24) + " (fuera de rango o con decimales)"
	case v == "bool":
		return "un booleano"
	case v == "array":
		return "una lista"
	case v == "object":
		return "un objeto"
	case v == "null":
		return "null"
	}
	return "otro tipo de valor"
}

// keyStart skips the separators and blanks from off to the next token.
func keyStart(data []byte, off int64) int64 {
	for off < int64(len(data)) && strings.IndexByte(" \t\r\n,", data[off]) >= 0 {
		off++
	}
	return off
}
