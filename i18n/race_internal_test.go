//go:build race

package i18n

// raceDetector: the test binary is built with -race.
const raceDetector = true
