//go:build !race

package main

// killGames is the number of games TestPartidaSurvivesKill kills.
const killGames = 12
