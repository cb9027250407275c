package i18n

// hot bits of a tok (tok.hot): whether its key is a one-word entry of the
// word lists the readers ask most often of the same words — bareNos (the
// opening "la", "non", "no" of some fifteen readers: openingNo, noLead27,
// bareNo, leadNo…), addVerbs (putVerbIn, yesVerbAt, addedVerb…),
// untilWords and becauseWords (decideClauses, untilTime, reasonOpener…),
// and the lists askingRefused, looseWord, addCount, yesNoOpening and
// qualities test at every word. Each asked is hasTok, some 50
// instructions (singleTok, entriesTok: the key's row, the list's table);
// the shop benchmark asked them about 25 times a message, mostly of the
// same few words. They are read once a word (a known word carries them,
// spellings.known) and then are a bit of the tok, read inline.
const (
	hotBareNo       uint16 = 1 << iota // bareNos.hasTok
	hotAddVerb                         // addVerbs.hasTok
	hotUntil                           // untilWords.hasTok
	hotBecause                         // becauseWords.hasTok
	hotOnly                            // onlyWords.hasTok
	hotLookAux                         // lookAux.hasTok
	hotLooseQty                        // looseQuantity.hasTok
	hotLooseBlock                      // looseBlock.hasTok
	hotMany                            // manyWords.hasTok
	hotYesNoOpener                     // yesNoOpeners.hasTok
	hotQuality                         // qualityWords.hasTok
	hotReasonOpener                    // reasonOpeners.hasTok
	hotKnown        uint16 = 1 << 15   // the bits were read (a tok's hot is 0 until then)
)

// hotLists are the lists of the hot bits, by bit.
var hotLists = [...]*wordSet{bareNos, addVerbs, untilWords, becauseWords, onlyWords, lookAux, looseQuantity, looseBlock,
	manyWords, yesNoOpeners, qualityWords, reasonOpeners}

// hotBits is t's hot bits, read once.
func (t *tok) hotBits() uint16 {
	if h := t.hot; h != 0 {
		return h
	}
	return t.fillHot()
}

// fillHot reads t's hot bits (apart so that hotBits inlines). A key
// numbered -1 (keyID) starts no entry of any list: hasTok reads none of
// them (entriesTok), and they are not asked.
func (t *tok) fillHot() uint16 {
	h := hotKnown
	if t.kid >= 0 {
		for i, l := range hotLists {
			if l.hasTok(t) {
				h |= 1 << i
			}
		}
	}
	t.hot = h
	return h
}

// isBareNo is bareNos.hasTok(t).
func (t *tok) isBareNo() bool { return t.hotBits()&hotBareNo != 0 }

// isAddVerb is addVerbs.hasTok(t).
func (t *tok) isAddVerb() bool { return t.hotBits()&hotAddVerb != 0 }

// isUntil is untilWords.hasTok(t).
func (t *tok) isUntil() bool { return t.hotBits()&hotUntil != 0 }

// isBecause is becauseWords.hasTok(t).
func (t *tok) isBecause() bool { return t.hotBits()&hotBecause != 0 }

// isOnly is onlyWords.hasTok(t).
func (t *tok) isOnly() bool { return t.hotBits()&hotOnly != 0 }

// isLookAux is lookAux.hasTok(t).
func (t *tok) isLookAux() bool { return t.hotBits()&hotLookAux != 0 }

// isLooseQty is looseQuantity.hasTok(t).
func (t *tok) isLooseQty() bool { return t.hotBits()&hotLooseQty != 0 }

// isLooseBlock is looseBlock.hasTok(t).
func (t *tok) isLooseBlock() bool { return t.hotBits()&hotLooseBlock != 0 }

// isMany is manyWords.hasTok(t).
func (t *tok) isMany() bool { return t.hotBits()&hotMany != 0 }

// isYesNoOpener is yesNoOpeners.hasTok(t).
func (t *tok) isYesNoOpener() bool { return t.hotBits()&hotYesNoOpener != 0 }

// isQuality is qualityWords.hasTok(t).
func (t *tok) isQuality() bool { return t.hotBits()&hotQuality != 0 }

// isReasonOpener is reasonOpeners.hasTok(t).
func (t *tok) isReasonOpener() bool { return t.hotBits()&hotReasonOpener != 0 }
