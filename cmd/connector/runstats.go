package main

import "runtime/metrics"

// heapStats are the runtime's counters the load tool reports per answered
// message: allocation does not depend on how busy the machine is, so it
// compares builds where CPU time, on shared cores, is noisy.
type heapStats struct {
	allocBytes, allocObjects, gcCycles uint64
	gcCPU                              float64 // seconds, the runtime's estimate
	gogc                               uint64  // the GC's target percent when read
}

var heapStatNames = []string{"/gc/heap/allocs:bytes", "/gc/heap/allocs:objects", "/gc/cycles/total:gc-cycles", "/cpu/classes/gc/total:cpu-seconds", "/gc/gogc:percent"}

// readHeapStats reads the counters (zero where this runtime lacks one).
func readHeapStats() heapStats {
	s := make([]metrics.Sample, len(heapStatNames))
	for i, n := range heapStatNames {
		s[i].Name = n
	}
	metrics.Read(s)
	u := func(i int) uint64 {
		if s[i].Value.Kind() == metrics.KindUint64 {
			return s[i].Value.Uint64()
		}
		return 0
	}
	var st heapStats
	st.allocBytes, st.allocObjects, st.gcCycles, st.gogc = u(0), u(1), u(2), u(4)
	if s[3].Value.Kind() == metrics.KindFloat64 {
		st.gcCPU = s[3].Value.Float64()
	}
	return st
}

// since is what was counted between earlier and s.
func (s heapStats) since(earlier heapStats) heapStats {
	return heapStats{s.allocBytes - earlier.allocBytes, s.allocObjects - earlier.allocObjects,
		s.gcCycles - earlier.gcCycles, s.gcCPU - earlier.gcCPU, s.gogc}
}
