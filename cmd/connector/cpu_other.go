//go:build !unix

package main

import "time"

// processCPU is unknown here: the load tool then prints no CPU figure.
func processCPU() time.Duration { return 0 }
