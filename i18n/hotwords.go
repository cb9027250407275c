package i18n

// hot bits of a tok (tok.hot): whether its key is a one-word entry of the
// word lists the readers ask most often of the same words — bareNos (the
// opening "la", "non", "no" of some fifteen readers: openingNo, noLead27,
// bareNo, leadNo…), addVerbs (putVerbIn, yesVerbAt, addedVerb…),
// untilWords and becauseWords (decideClauses, untilTime, reasonOpener…).
// Each asked is hasTok, some 50 instructions (singleTok, entriesTok: the
// key's row, the list's table); the shop benchmark asked them about 18
// times a message, mostly of the same few words. They are read once a
// word (a known word carries them, spellings.known) and then are a bit of
// the tok, read inline.
const (
	hotBareNo  uint8 = 1 << iota // bareNos.hasTok
	hotAddVerb                   // addVerbs.hasTok
	hotUntil                     // untilWords.hasTok
	hotBecause                   // becauseWords.hasTok
	hotKnown   uint8 = 1 << 7    // the bits were read (a tok's hot is 0 until then)
)

// hotBits is t's hot bits, read once.
func (t *tok) hotBits() uint8 {
	if h := t.hot; h != 0 {
		return h
	}
	return t.fillHot()
}

// fillHot reads t's hot bits (apart so that hotBits inlines). A key
// numbered -1 (keyID) starts no entry of any list: hasTok reads none of
// them (entriesTok), and they are not asked.
func (t *tok) fillHot() uint8 {
	h := hotKnown
	if t.kid >= 0 {
		h |= hotBareNo*b8(bareNos.hasTok(t)) | hotAddVerb*b8(addVerbs.hasTok(t)) |
			hotUntil*b8(untilWords.hasTok(t)) | hotBecause*b8(becauseWords.hasTok(t))
	}
	t.hot = h
	return h
}

func b8(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}

// isBareNo is bareNos.hasTok(t).
func (t *tok) isBareNo() bool { return t.hotBits()&hotBareNo != 0 }

// isAddVerb is addVerbs.hasTok(t).
func (t *tok) isAddVerb() bool { return t.hotBits()&hotAddVerb != 0 }

// isUntil is untilWords.hasTok(t).
func (t *tok) isUntil() bool { return t.hotBits()&hotUntil != 0 }

// isBecause is becauseWords.hasTok(t).
func (t *tok) isBecause() bool { return t.hotBits()&hotBecause != 0 }
