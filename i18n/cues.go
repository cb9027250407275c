package i18n

import (
	"strings"
	"sync"
	"sync/atomic"
)

// A cue is a class of words some reader of reconsider's chain cannot
// read a message without: a reader that needs a word of class c to read
// anything is asked only where a.may(c), the message's words read once
// (messageCues) instead of once by every reader that looks for them.
// Each class is a test of one word alone (wordCues), written from the
// readers it gates, and looser than each: a reader that reads a message
// has met a word of its class there. TestCueGates reads every corpus text
// with every reader asked and with the gates, and each gate forced shut.
type cue uint64

const (
	cueDislike30a cue = 1 << iota // dislikeTold30a's "3jb" (ma3jbatnich, ما عجبنيش)
	cueHop30a                     // hopIn30a's "hop"
	cueBut30a                     // butNo30a's but (butWords, "enfin")
	cueStop30a                    // stopAdding30a's stop (stopWords30a)

	cueCount = iota // the classes; cueKnown is past them

	// cueKnown marks analysis.cues as read. Without it (an analysis
	// made outside reconsider) every reader is asked.
	cueKnown cue = 1 << 63
)

// cueNames name the classes in the tests' messages, in bit order.
var cueNames = [cueCount]string{"dislike30a", "hop30a", "but30a", "stop30a"}

// may reports that the message may hold a word of one of the classes c:
// always when its cues were not read.
func (a *analysis) may(c cue) bool { return a.cues&(c|cueKnown) != cueKnown }

// wordCues is the classes of the word t: of its norm, key and negation
// (tok.neg), all of them set by analyzeInto from the norm alone, never
// of its place in the message or of the shop's vocabulary.
func wordCues(t *tok) cue {
	w := t.norm
	var c cue
	if strings.Contains(w, "3jb") || strings.Contains(w, "3ajb") || strings.Contains(w, "عجب") {
		c |= cueDislike30a
	}
	if w == "hop" {
		c |= cueHop30a
	}
	if butWords[w] || w == "enfin" {
		c |= cueBut30a
	}
	if stopWords30a[w] {
		c |= cueStop30a
	}
	return c
}

// messageCues is the classes of toks' words, with cueKnown.
func messageCues(toks []tok) cue {
	c := cueKnown
	for i := range toks {
		c |= cueTableOf(&toks[i])
	}
	return c
}

// cueTableOf is wordCues(t), remembered by the norm's number (tok.nid)
// the first time a numbered word is read; a word with no number is read
// each time. (Safe for concurrent use: two goroutines reading a new word
// at once store the same answer.)
func cueTableOf(t *tok) cue {
	cueOnce.Do(func() { cueVals = make([]atomic.Uint64, len(loadSpellings().ids)+1) })
	id := t.nid
	if id <= 0 || int(id) >= len(cueVals) {
		return wordCues(t)
	}
	if v := cueVals[id].Load(); v != 0 {
		return cue(v) &^ cueKnown
	}
	c := wordCues(t)
	cueVals[id].Store(uint64(c | cueKnown)) // (cueKnown: read, the class none)
	return c
}

var (
	cueOnce sync.Once
	cueVals []atomic.Uint64
)
