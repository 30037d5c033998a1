package protocol

// MusfemBin returns the musfem binary TestMain built, for the tests of
// package protocol_test (spec_test.go), which import the specification:
// steps imports runner, which imports this package, so those tests cannot
// live inside it.
func MusfemBin() string { return musfemBin }
