package main

import "encoding/json"

// decoded decodes data into a fresh T through T's own UnmarshalJSON (not
// json.Unmarshal, which would check the syntax first) and returns the value
// with the text of the error (errText).
func decoded[T any, P interface {
	*T
	json.Unmarshaler
}](data []byte) (T, string) {
	var v T
	err := P(&v).UnmarshalJSON(data)
	return v, errText(err)
}
