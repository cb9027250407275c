// Package lr is the statistical part of wakha's understanding: a
// multinomial logistic regression over hashed features of a message (its
// words, their spelling families, word pairs and pairs of families,
// character 3- to 5-grams framed by word boundaries, whether it is a
// question, how long it is).
// It is trained at development time from the labelled corpus
// (i18n/internal/train, run by go generate), L2-regularized, and its
// weights are embedded in the binary, quantized to one byte each.
//
// Every feature of a message weighs 1/sqrt(n), n the message's features:
// a long message's score is not a long sum that drowns its few telling
// words, and its probabilities are not surer for being long.
//
// Training is deterministic: features are hashed with FNV-1a, documents
// are visited in an order drawn from a fixed seed, every floating-point
// step is rounded explicitly (no fused multiply-add), so the same corpus
// gives the same file on the same architecture.
package lr

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"unicode/utf8"
)

// Bits is the width of the feature hash: 2^Bits buckets. 17 since the
// twentieth round (15 before): fewer features share a bucket, which
// leave-one-set-out measured as a small gain (i18n/README.md).
const Bits = 17

// Buckets is the number of hashed feature buckets.
const Buckets = 1 << Bits

// MaxClasses bounds the classes a model predicts among.
const MaxClasses = 32

// Input is what the classifier reads of a message: its words as the
// package that calls it spells them for matching (normalized, Latin
// spelling folded), the word lists' name for each word where it has one
// (its spelling family, "" otherwise), and whether it is a question.
type Input struct {
	Words    []string
	Keys     []string // len(Keys) == len(Words), or nil
	Question bool
	// Grams, where Grams[i] is not nil, is CharGrams(Words[i]) worked out
	// before (a caller's table of the words it knows): the features are
	// the same, found without hashing the word again. len(Grams) ==
	// len(Words), or nil.
	Grams [][]uint32
	// Parts, where Parts[i] is not nil and was made by the model asked
	// (Model.WordPart of Words[i], Keys[i] and Grams[i]), holds the sums
	// of word i's features that do not depend on its place: the model
	// adds them up at once instead of feature by feature, to the same
	// integers. len(Parts) == len(Words), or nil.
	Parts []*Part
}

// Feature kinds, hashed in front of the feature text so that the word
// "la" and the character pair "la" land in different buckets.
const (
	kQuestion byte = iota + 1
	kLength
	kWord
	kFirst
	kLast
	kPair
	kKey
	kGram
	kKeyPair
)

// maxGramRunes bounds the runes of a word whose character n-grams count.
const maxGramRunes = 24

// Features calls f with the hashed features of a message. A feature met
// twice is given twice. It does not allocate.
func Features(in Input, f func(bucket uint32)) {
	if in.Question {
		f(hash1(kQuestion, ""))
	}
	n := min(len(in.Words), 5)
	f(hash1(kLength, string(rune('0'+n))))
	var buf [maxWordFeatures]uint32
	for i := range in.Words {
		for _, b := range wordFeatures(in, i, buf[:0]) {
			f(b)
		}
	}
}

// maxWordFeatures bounds the features of one word: the word, first,
// last, pair, family, family pair, and its character n-grams.
const maxWordFeatures = 6 + 3*maxGramRunes

// wordFeatures appends the features of word i to dst (which has room for
// maxWordFeatures), in the order Features gives them.
func wordFeatures(in Input, i int, dst []uint32) []uint32 {
	w := in.Words[i]
	dst = append(dst, hash1(kWord, w))
	if i == 0 {
		dst = append(dst, hash1(kFirst, w))
	}
	if i == len(in.Words)-1 {
		dst = append(dst, hash1(kLast, w))
	}
	if i > 0 {
		dst = append(dst, hash2(kPair, in.Words[i-1], w))
	}
	if i < len(in.Keys) && in.Keys[i] != "" && in.Keys[i] != w {
		dst = append(dst, hash1(kKey, in.Keys[i]))
	}
	if i < len(in.Grams) && in.Grams[i] != nil {
		dst = append(dst, in.Grams[i]...)
	} else {
		dst = charGrams(w, dst)
	}
	if i > 0 {
		dst = append(dst, hash2(kKeyPair, keyOr(in, i-1), keyOr(in, i)))
	}
	return dst
}

// Part is what the features of one word that do not depend on its place
// (the word, its family where it has one of its own, its character
// n-grams) add to each class's score in one model: their weights summed
// by class, and how many they are. A caller keeps one for each word it
// knows (Input.Parts).
type Part struct {
	m   *Model
	acc [laneClasses]int32
	n   int32
}

// WordPart is the Part of word w in m, key being its family as
// Input.Keys holds it ("" for none) and grams CharGrams(w); nil where m
// does not add up in lanes (more than laneClasses classes).
func (m *Model) WordPart(w, key string, grams []uint32) *Part {
	nc := len(m.Classes)
	if m.rows == nil || nc == 0 || nc > laneClasses || len(m.W) != Buckets*nc {
		return nil
	}
	p := &Part{m: m}
	add := func(b uint32) {
		for k, v := range m.W[int(b)*nc : int(b)*nc+nc] {
			p.acc[k] += int32(v)
		}
		p.n++
	}
	add(hash1(kWord, w))
	if key != "" && key != w {
		add(hash1(kKey, key))
	}
	for _, b := range grams {
		add(b)
	}
	return p
}

// placeFeatures appends the features of word i that depend on its place
// (first, last, the pairs with the word before), in the order
// wordFeatures gives them: word i's Part holds the others.
func placeFeatures(in Input, i int, dst []uint32) []uint32 {
	w := in.Words[i]
	if i == 0 {
		dst = append(dst, hash1(kFirst, w))
	}
	if i == len(in.Words)-1 {
		dst = append(dst, hash1(kLast, w))
	}
	if i > 0 {
		dst = append(dst, hash2(kPair, in.Words[i-1], w), hash2(kKeyPair, keyOr(in, i-1), keyOr(in, i)))
	}
	return dst
}

// keyOr is word i's spelling family, or the word where it has none: the
// pairs of families ("bghit" and "brit" are one) generalize the word pairs.
func keyOr(in Input, i int) string {
	if i < len(in.Keys) && in.Keys[i] != "" {
		return in.Keys[i]
	}
	return in.Words[i]
}

// charGrams appends to dst the hashed 3- to 5-rune windows of "<w>" (the
// first maxGramRunes runes of w), all 3-grams first, then the 4-grams,
// then the 5-grams: the frame marks the start and the end of the word, so
// "la" alone and "la" inside "salam" differ. dst must have room for
// 3*maxGramRunes more.
func charGrams(w string, dst []uint32) []uint32 {
	// fr is "<w>" (w cut after maxGramRunes runes); pos[e] is where
	// framed rune e starts in fr, pos[total] where fr ends.
	var fr [maxGramRunes*utf8.UTFMax + 2]byte
	var pos [maxGramRunes + 3]int
	fr[0] = '<'
	k := 0
	for i := range w {
		if k == maxGramRunes {
			break
		}
		k++
		pos[k] = 1 + i
	}
	end := len(w)
	if k == maxGramRunes && pos[k]-1 < len(w) {
		_, size := utf8.DecodeRuneInString(w[pos[k]-1:])
		end = pos[k] - 1 + size
	}
	copy(fr[1:], w[:end])
	fr[1+end] = '>'
	total := k + 2 // "<", the runes, ">"
	pos[k+1] = 1 + end
	pos[k+2] = 2 + end
	c3 := total - 2 // the number of 3-grams; one 4-gram and two 5-grams fewer
	if c3 <= 0 {
		return dst
	}
	c4, c5 := c3-1, c3-2
	base := len(dst)
	out := dst[:base+c3+max(c4, 0)+max(c5, 0)]
	g3, g4, g5 := out[base:base+c3], out[base+c3:base+c3+max(c4, 0)], out[base+c3+max(c4, 0):]
	for i := 0; i < c3; i++ {
		h3, h4, h5 := gramSeed[3], gramSeed[4], gramSeed[5]
		for _, c := range fr[pos[i]:pos[i+3]] {
			h3 = (h3 ^ uint32(c)) * 16777619
			h4 = (h4 ^ uint32(c)) * 16777619
			h5 = (h5 ^ uint32(c)) * 16777619
		}
		g3[i] = h3 & (Buckets - 1)
		if i >= c4 {
			continue
		}
		for _, c := range fr[pos[i+3]:pos[i+4]] {
			h4 = (h4 ^ uint32(c)) * 16777619
			h5 = (h5 ^ uint32(c)) * 16777619
		}
		g4[i] = h4 & (Buckets - 1)
		if i >= c5 {
			continue
		}
		for _, c := range fr[pos[i+4]:pos[i+5]] {
			h5 = (h5 ^ uint32(c)) * 16777619
		}
		g5[i] = h5 & (Buckets - 1)
	}
	return out
}

// CharGrams is the hashed character n-grams of w, as a message's features
// hold them (Input.Grams): never nil.
func CharGrams(w string) []uint32 {
	var buf [3 * maxGramRunes]uint32
	return append([]uint32{}, charGrams(w, buf[:0])...)
}

// gramSeed[n] is the FNV-1a state after the kind and the length of an n-gram.
var gramSeed = func() (s [6]uint32) {
	for n := range s {
		h := uint32(2166136261)
		h = (h ^ uint32(kGram)) * 16777619
		s[n] = (h ^ uint32(n)) * 16777619
	}
	return s
}()

func hash1(kind byte, s string) uint32 {
	h := (uint32(2166136261) ^ uint32(kind)) * 16777619
	for i := 0; i < len(s); i++ {
		h = (h ^ uint32(s[i])) * 16777619
	}
	return h & (Buckets - 1)
}

func hash2(kind byte, a, b string) uint32 {
	h := (uint32(2166136261) ^ uint32(kind)) * 16777619
	for i := 0; i < len(a); i++ {
		h = (h ^ uint32(a[i])) * 16777619
	}
	h = (h ^ ' ') * 16777619
	for i := 0; i < len(b); i++ {
		h = (h ^ uint32(b[i])) * 16777619
	}
	return h & (Buckets - 1)
}

// Doc is one labelled training message.
type Doc struct {
	Input
	Class string
}

// Options set the training.
type Options struct {
	Lambda float64 // L2 penalty on the weights a document touches
	Epochs int     // passes over the documents
	Rate   float64 // initial learning rate, decayed as Rate/(1+epoch)
	Seed   uint64  // the order documents are visited in
	// Balance weighs a document's step by (mean class size / its class's
	// size)^Balance: 0 treats every document alike, 1 every class alike.
	Balance float64
	// Sharpen multiplies the trained scores (weights and biases) in the
	// model written: above 1 its probabilities are surer. Which class is
	// most probable does not change; how many answers clear the
	// understanding's floors does.
	Sharpen float64
}

// Defaults are the options wakha trains with, chosen by cross-validation
// on the tuning files, then Lambda (1e-3 before) and Balance by
// leave-one-set-out over the held-out sets (i18n/README.md, "The
// classifier"). Rate (0.2 before) and Sharpen came with the features'
// 1/sqrt(n) (round 29): a feature's value is about a fifth of what it
// was, so the steps are larger, and the scores are sharpened back so
// that about as many answers clear the understanding's floors as before,
// the more of them right (leave-one-set-out over heldout18 to heldout25).
var Defaults = Options{Lambda: 1e-4, Epochs: 30, Rate: 5, Seed: 20250611, Balance: 0.25, Sharpen: 2.5}

// Model is a trained classifier.
type Model struct {
	Classes []string
	Scale   float32   // weight of one quantum (in a message of one feature)
	Bias    []float32 // per class
	W       []int8    // [bucket*len(Classes) + class], quantized

	// rows is W again, laid out for Probs when there are at most
	// laneClasses classes (nil otherwise): see pack.
	rows *[Buckets][2]uint64
}

// Train fits a model to the documents of the given classes (documents of
// other classes are skipped) by stochastic gradient descent on the
// cross-entropy, then quantizes the weights.
func Train(classes []string, docs []Doc, o Options) *Model {
	nc := len(classes)
	idx := map[string]int{}
	for i, c := range classes {
		idx[c] = i
	}
	type sample struct {
		feats []uint32
		class int
		x     float64 // the value of each feature: 1/sqrt(len(feats))
	}
	var set []sample
	for _, d := range docs {
		k, ok := idx[d.Class]
		if !ok {
			continue
		}
		s := sample{class: k}
		Features(d.Input, func(b uint32) { s.feats = append(s.feats, b) })
		s.x = featureValue(len(s.feats))
		set = append(set, s)
	}
	w := make([]float64, Buckets*nc)
	bias := make([]float64, nc)
	order := make([]int, len(set))
	for i := range order {
		order[i] = i
	}
	// weight[k] scales the steps of class k's documents (Balance).
	weight := make([]float64, nc)
	count := make([]float64, nc)
	for _, s := range set {
		count[s.class]++
	}
	for k := range weight {
		weight[k] = 1
		if o.Balance != 0 && count[k] > 0 {
			weight[k] = math.Pow(float64(len(set))/float64(nc)/count[k], o.Balance)
		}
	}
	scores := make([]float64, nc)
	for epoch := 0; epoch < o.Epochs; epoch++ {
		rng := rand.New(rand.NewPCG(o.Seed, uint64(epoch)))
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		rate := o.Rate / float64(1+epoch)
		for _, i := range order {
			s := &set[i]
			step := float64(rate * weight[s.class])
			for k := range scores {
				scores[k] = 0
			}
			for _, b := range s.feats {
				row := w[int(b)*nc : int(b)*nc+nc]
				for k := range scores {
					scores[k] += row[k]
				}
			}
			for k := range scores {
				scores[k] = bias[k] + float64(s.x*scores[k])
			}
			softmax(scores)
			for k := range scores {
				g := scores[k]
				if k == s.class {
					g -= 1
				}
				bias[k] -= float64(step * g)
				gx := float64(g * s.x)
				for _, b := range s.feats {
					j := int(b)*nc + k
					w[j] -= float64(step * float64(gx+float64(o.Lambda*w[j])))
				}
			}
		}
	}
	return quantize(classes, w, bias, o.Sharpen)
}

// featureValue is the value of each feature of a message of n features.
func featureValue(n int) float64 {
	return 1 / math.Sqrt(float64(max(n, 1)))
}

// softmax turns scores into probabilities in place.
func softmax(s []float64) {
	top := s[0]
	for _, v := range s[1:] {
		top = max(top, v)
	}
	var sum float64
	for k, v := range s {
		s[k] = math.Exp(v - top)
		sum += s[k]
	}
	for k := range s {
		s[k] /= sum
	}
}

// quantize rounds the weights to one byte each, on one scale, and
// multiplies the scale and the biases by sharpen (0: 1).
func quantize(classes []string, w, bias []float64, sharpen float64) *Model {
	if sharpen == 0 {
		sharpen = 1
	}
	var top float64
	for _, v := range w {
		top = max(top, math.Abs(v))
	}
	scale := float32(top / 127)
	if scale == 0 {
		scale = 1
	}
	m := &Model{Classes: classes, Scale: float32(float64(scale) * sharpen), Bias: make([]float32, len(bias)), W: make([]int8, len(w))}
	for k, v := range bias {
		m.Bias[k] = float32(v * sharpen)
	}
	for i, v := range w {
		m.W[i] = int8(math.Round(v / float64(scale)))
	}
	m.pack()
	return m
}

// Predict returns the most probable class and its probability.
func (m *Model) Predict(in Input) (class string, p float64) {
	var buf [MaxClasses]float64
	probs := buf[:len(m.Classes)]
	k := m.Probs(in, probs)
	if k < 0 {
		return "", 0
	}
	return m.Classes[k], probs[k]
}

// Probs writes the probability of every class into out (len(m.Classes))
// and returns the index of the most probable one, or -1 for a broken model.
func (m *Model) Probs(in Input, out []float64) int {
	nc := len(m.Classes)
	if nc == 0 || nc > MaxClasses || len(out) < nc || len(m.W) != Buckets*nc || len(m.Bias) != nc {
		return -1
	}
	var acc [MaxClasses]int32
	var n int // the message's features
	if m.rows != nil && nc <= laneClasses {
		n = m.sums(in, &acc)
	} else {
		Features(in, func(b uint32) {
			row := m.W[int(b)*nc : int(b)*nc+nc]
			for k, v := range row {
				acc[k] += int32(v)
			}
			n++
		})
	}
	unit := float64(m.Scale) * featureValue(n) // a quantum's share of the score
	best := 0
	for k := 0; k < nc; k++ {
		out[k] = float64(m.Bias[k]) + float64(acc[k])*unit
		if out[k] > out[best] {
			best = k
		}
	}
	softmax(out[:nc])
	return best
}

// laneClasses is the most classes pack lays out: 16 one-byte lanes.
const laneClasses = 16

// pack lays W out as rows: per bucket, the weights of classes 0 to 7 in
// the bytes of the first word and of classes 8 to 15 in the second, each
// offset by 128 to be unsigned (absent classes hold 128). The sum of
// a class's weights over the features of a message is then added up in
// 16-bit lanes, even and odd classes apart, two words per feature.
func (m *Model) pack() {
	nc := len(m.Classes)
	m.rows = nil
	if nc == 0 || nc > laneClasses || len(m.W) != Buckets*nc {
		return
	}
	rows := new([Buckets][2]uint64)
	for b := range rows {
		var row [laneClasses]byte
		for k := range row {
			row[k] = 128
			if k < nc {
				row[k] = byte(int(m.W[b*nc+k]) + 128)
			}
		}
		rows[b][0] = binary.LittleEndian.Uint64(row[:8])
		rows[b][1] = binary.LittleEndian.Uint64(row[8:])
	}
	m.rows = rows
}

// laneMask keeps the even bytes of a word, each in a 16-bit lane.
const laneMask = 0x00ff00ff00ff00ff

// sums adds up each class's weights over the features of in into acc,
// as Probs's loop over Features does: the same integers, in lanes. A lane
// holds up to 255 features of at most 255 each before it is emptied. It
// returns the number of features.
func (m *Model) sums(in Input, acc *[MaxClasses]int32) int {
	rows := m.rows
	var lanes [4]uint64 // classes 0,2,4,6 | 1,3,5,7 | 8,10,12,14 | 9,11,13,15
	n := 0              // features in lanes
	total := 0          // features in lanes and flushed
	flush := func() {
		off := int32(128 * n)
		for j, l := range lanes {
			k := 8*(j>>1) + j&1 // lane j's first class, then every other one
			acc[k] += int32(l&0xffff) - off
			acc[k+2] += int32(l>>16&0xffff) - off
			acc[k+4] += int32(l>>32&0xffff) - off
			acc[k+6] += int32(l>>48) - off
		}
		lanes = [4]uint64{}
		total += n
		n = 0
	}
	add := func(bs []uint32) {
		for _, b := range bs {
			if n == 255 {
				flush()
			}
			r := &rows[b&(Buckets-1)]
			lo, hi := r[0], r[1]
			lanes[0] += lo & laneMask
			lanes[1] += lo >> 8 & laneMask
			lanes[2] += hi & laneMask
			lanes[3] += hi >> 8 & laneMask
			n++
		}
	}
	var buf [maxWordFeatures]uint32
	head := buf[:0]
	if in.Question {
		head = append(head, hash1(kQuestion, ""))
	}
	head = append(head, hash1(kLength, string(rune('0'+min(len(in.Words), 5)))))
	add(head)
	var parts [laneClasses]int32 // the sums of the words' Parts
	for i := range in.Words {
		if i < len(in.Parts) && in.Parts[i] != nil && in.Parts[i].m == m {
			p := in.Parts[i]
			for k := range parts {
				parts[k] += p.acc[k]
			}
			total += int(p.n)
			add(placeFeatures(in, i, buf[:0]))
			continue
		}
		add(wordFeatures(in, i, buf[:0]))
	}
	flush()
	for k := range parts {
		acc[k] += parts[k]
	}
	return total
}

// File format: "WKLR", version 2 (1 before the features weighed
// 1/sqrt(n): a version 1 file's weights are not read that way), the hash
// width (Bits), the class count and length-prefixed names, the scale and
// the biases (float32 each), then for every bucket with a non-zero
// weight, in bucket order: the gap from the previous such bucket
// (uvarint), a mask of the classes with a non-zero weight (uint32) and
// those weights (int8 each). Little endian.
const magic = "WKLR"

// version is the file format's.
const version = 2

// Marshal writes the model in the embedded file format.
func (m *Model) Marshal() []byte {
	nc := len(m.Classes)
	var b []byte
	b = append(b, magic...)
	b = append(b, version, Bits, byte(nc))
	for _, s := range m.Classes {
		b = append(b, byte(len(s)))
		b = append(b, s...)
	}
	b = binary.LittleEndian.AppendUint32(b, math.Float32bits(m.Scale))
	for _, v := range m.Bias {
		b = binary.LittleEndian.AppendUint32(b, math.Float32bits(v))
	}
	prev := 0
	for bucket := 0; bucket < Buckets; bucket++ {
		row := m.W[bucket*nc : bucket*nc+nc]
		var mask uint32
		for k, v := range row {
			if v != 0 {
				mask |= 1 << k
			}
		}
		if mask == 0 {
			continue
		}
		b = binary.AppendUvarint(b, uint64(bucket-prev))
		prev = bucket
		b = binary.LittleEndian.AppendUint32(b, mask)
		for _, v := range row {
			if v != 0 {
				b = append(b, byte(v))
			}
		}
	}
	return b
}

// Unmarshal reads a model written by Marshal.
func Unmarshal(b []byte) (*Model, error) {
	bad := func(why string) (*Model, error) { return nil, fmt.Errorf("lr: bad model file: %s", why) }
	if len(b) < len(magic)+3 || string(b[:len(magic)]) != magic {
		return bad("no magic")
	}
	b = b[len(magic):]
	if b[0] != version {
		return bad("unknown version")
	}
	if b[1] != Bits {
		return bad("hash width")
	}
	nc := int(b[2])
	b = b[3:]
	if nc == 0 || nc > MaxClasses {
		return bad("class count")
	}
	m := &Model{W: make([]int8, Buckets*nc)}
	for i := 0; i < nc; i++ {
		if len(b) < 1 || len(b) < 1+int(b[0]) {
			return bad("class names")
		}
		m.Classes = append(m.Classes, string(b[1:1+b[0]]))
		b = b[1+b[0]:]
	}
	if len(b) < 4*(nc+1) {
		return bad("biases")
	}
	m.Scale = math.Float32frombits(binary.LittleEndian.Uint32(b))
	b = b[4:]
	for i := 0; i < nc; i++ {
		m.Bias = append(m.Bias, math.Float32frombits(binary.LittleEndian.Uint32(b)))
		b = b[4:]
	}
	if !(m.Scale > 0) {
		return bad("scale")
	}
	bucket := 0
	for len(b) > 0 {
		gap, n := binary.Uvarint(b)
		if n <= 0 || gap > Buckets {
			return bad("bucket gap")
		}
		bucket += int(gap)
		b = b[n:]
		if bucket >= Buckets || len(b) < 4 {
			return nil, errors.New("lr: bad model file: bucket out of range")
		}
		mask := binary.LittleEndian.Uint32(b)
		b = b[4:]
		if mask>>nc != 0 {
			return bad("class mask")
		}
		for k := 0; k < nc; k++ {
			if mask&(1<<k) == 0 {
				continue
			}
			if len(b) == 0 {
				return bad("truncated weights")
			}
			m.W[bucket*nc+k] = int8(b[0])
			b = b[1:]
		}
	}
	m.pack()
	return m, nil
}
