//go:build race

package main

// killGames is the number of games TestPartidaSurvivesKill kills: fewer
// under the race detector, where every start of the process is slow.
const killGames = 5
