//go:build race

package protocol

// raceEnabled widens the time limits of the tests under the race detector.
const raceEnabled = true
