package i18n

// classifierFloor is the probability below which the classifier's answer
// is not taken.
const classifierFloor = 0.6

// classify is the statistical fallback for messages the rules cannot read.
func classify(toks []tok, question bool) (Intent, float64) {
	return IntentUnknown, 0
}
