package i18n

import "testing"

// benchMessages mixes scripts, lengths and intents the way a shop inbox does.
var benchMessages = []string{
	"wach 3ndkom tajine 30 cm?", "Salam, bghit sbbat dyal rjal ta7t 400 dh 3afak", "wakha", "la", "2",
	"je cherche une robe rouge moins de 300 dhs", "do you have argan oil?", "واش عندكم بلغة تحت 300 درهم؟",
	"Oui 👍🏽", "zid", "the second one", "talk to a human", "merci beaucoup", "السلام عليكم",
	"I'm looking for a leather bag between 200 and 500 dh", "bghit chi haja",
}

func BenchmarkNormalize(b *testing.B) {
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		Normalize(benchMessages[i%len(benchMessages)])
	}
}

func BenchmarkUnderstand(b *testing.B) {
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		Understand(benchMessages[i%len(benchMessages)])
	}
}

func BenchmarkParseDecision(b *testing.B) {
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		ParseDecision(benchMessages[i%len(benchMessages)])
	}
}

func BenchmarkUnderstandLong(b *testing.B) {
	long := make([]byte, 0, 10000)
	for len(long) < 10000 {
		long = append(long, "bghit tajine ta7t 300 dh "...)
	}
	s := string(long)
	b.ReportAllocs()
	for b.Loop() {
		Understand(s)
	}
}
