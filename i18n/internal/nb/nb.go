// Package nb is the statistical part of wakha's understanding: a
// multinomial naive Bayes classifier over hashed features of a message's
// words (the words themselves, their character 2- to 4-grams, word pairs,
// whether it is a question, how long it is). It is trained at development
// time from the labelled corpus (i18n/internal/train, run by go generate)
// and its counts are embedded in the binary.
//
// Everything is deterministic: features are hashed with FNV-1a, training
// visits documents in the order given and writes counts sorted by bucket
// and class, so the same corpus always gives the same file.
package nb

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"unicode/utf8"
)

// Alpha is the additive smoothing wakha trains with.
const Alpha = 0.1

// Buckets is the number of hashed feature buckets (a power of two).
const Buckets = 1 << 14

// Features calls f with the hashed features of a message: its normalized
// words (i18n.Tokens) and whether it is a question. It does not allocate.
func Features(words []string, question bool, f func(bucket uint32)) {
	if question {
		f(hashString(0x51, "?"))
	}
	n := len(words)
	if n > 4 {
		n = 4
	}
	f(hashString(0x4c, string(rune('0'+n))))
	for i, w := range words {
		f(hashString(0x57, w))
		if i > 0 {
			f(hashPair(words[i-1], w))
		}
		charGrams(w, f)
	}
}

// charGrams hashes the 2-, 3- and 4-rune windows of "<w>" (the first 32
// runes of w).
func charGrams(w string, f func(uint32)) {
	const maxRunes = 32
	var offs [maxRunes + 1]int
	k := 0
	for i := range w {
		if k == maxRunes {
			break
		}
		offs[k] = i
		k++
	}
	end := len(w)
	if k == maxRunes && offs[k-1] < len(w) {
		_, size := utf8.DecodeRuneInString(w[offs[k-1]:])
		end = offs[k-1] + size
	}
	offs[k] = end
	total := k + 2 // "<", the runes, ">"
	for n := 2; n <= 4; n++ {
		for i := 0; i+n <= total; i++ {
			h := (uint32(2166136261) ^ uint32(0x30+n)) * 16777619
			for e := i; e < i+n; e++ {
				switch {
				case e == 0:
					h = (h ^ '<') * 16777619
				case e == total-1:
					h = (h ^ '>') * 16777619
				default:
					for b := offs[e-1]; b < offs[e]; b++ {
						h = (h ^ uint32(w[b])) * 16777619
					}
				}
			}
			f(h & (Buckets - 1))
		}
	}
}

func hashString(kind byte, s string) uint32 {
	h := uint32(2166136261)
	h = (h ^ uint32(kind)) * 16777619
	for i := 0; i < len(s); i++ {
		h = (h ^ uint32(s[i])) * 16777619
	}
	return h & (Buckets - 1)
}

func hashPair(a, b string) uint32 {
	h := uint32(2166136261)
	h = (h ^ 0x42) * 16777619
	for i := 0; i < len(a); i++ {
		h = (h ^ uint32(a[i])) * 16777619
	}
	h = (h ^ ' ') * 16777619
	for i := 0; i < len(b); i++ {
		h = (h ^ uint32(b[i])) * 16777619
	}
	return h & (Buckets - 1)
}

// Model is a trained classifier, ready to predict.
type Model struct {
	Classes  []string
	logPrior []float32
	logLik   []float32 // [class*Buckets + bucket]
}

// Counts are what training produces and the embedded file stores.
type Counts struct {
	Classes []string
	Docs    []uint32             // documents per class
	Feature map[[2]uint32]uint32 // (class, bucket) → occurrences
	Alpha   float64              // additive smoothing
}

// Train counts the features of labelled documents. Each document counts a
// feature once (binary counts are steadier on short messages).
func Train(classes []string, docs []Doc, alpha float64) *Counts {
	idx := map[string]int{}
	for i, c := range classes {
		idx[c] = i
	}
	c := &Counts{Classes: classes, Docs: make([]uint32, len(classes)), Feature: map[[2]uint32]uint32{}, Alpha: alpha}
	seen := map[uint32]bool{}
	for _, d := range docs {
		k, ok := idx[d.Class]
		if !ok {
			continue
		}
		c.Docs[k]++
		clear(seen)
		Features(d.Words, d.Question, func(b uint32) {
			if !seen[b] {
				seen[b] = true
				c.Feature[[2]uint32{uint32(k), b}]++
			}
		})
	}
	return c
}

// Doc is one labelled training message.
type Doc struct {
	Words    []string
	Question bool
	Class    string
}

// Model turns counts into log probabilities.
func (c *Counts) Model() *Model {
	nc := len(c.Classes)
	m := &Model{Classes: c.Classes, logPrior: make([]float32, nc), logLik: make([]float32, nc*Buckets)}
	var docs float64
	for _, d := range c.Docs {
		docs += float64(d)
	}
	totals := make([]float64, nc)
	for k, v := range c.Feature {
		totals[k[0]] += float64(v)
	}
	for k := 0; k < nc; k++ {
		m.logPrior[k] = float32(math.Log((float64(c.Docs[k]) + 1) / (docs + float64(nc))))
		denom := totals[k] + c.Alpha*Buckets
		base := float32(math.Log(c.Alpha / denom))
		for b := 0; b < Buckets; b++ {
			m.logLik[k*Buckets+b] = base
		}
	}
	for k, v := range c.Feature {
		cl, b := k[0], k[1]
		denom := totals[cl] + c.Alpha*Buckets
		m.logLik[int(cl)*Buckets+int(b)] = float32(math.Log((float64(v) + c.Alpha) / denom))
	}
	return m
}

// MaxClasses bounds the classes a model predicts among.
const MaxClasses = 32

// Predict returns the most probable class and its posterior probability.
func (m *Model) Predict(words []string, question bool) (class string, p float64) {
	nc := len(m.Classes)
	if nc == 0 || nc > MaxClasses {
		return "", 0
	}
	var score [MaxClasses]float64
	for k := 0; k < nc; k++ {
		score[k] = float64(m.logPrior[k])
	}
	Features(words, question, func(b uint32) {
		for k := 0; k < nc; k++ {
			score[k] += float64(m.logLik[k*Buckets+int(b)])
		}
	})
	best := 0
	for k := 1; k < nc; k++ {
		if score[k] > score[best] {
			best = k
		}
	}
	var sum float64
	for k := 0; k < nc; k++ {
		sum += math.Exp(score[k] - score[best])
	}
	return m.Classes[best], 1 / sum
}

// File format: "WKNB" magic, version 1, alpha (float64), classes (count,
// then length-prefixed names), docs per class (uint32 each), then the
// non-zero (class uint8, bucket uint16, count uint32) triples sorted by
// class then bucket. Little endian.
const magic = "WKNB"

// Marshal writes counts in the embedded file format, deterministically.
func (c *Counts) Marshal() []byte {
	var b []byte
	b = append(b, magic...)
	b = append(b, 1)
	b = binary.LittleEndian.AppendUint64(b, math.Float64bits(c.Alpha))
	b = append(b, byte(len(c.Classes)))
	for _, s := range c.Classes {
		b = append(b, byte(len(s)))
		b = append(b, s...)
	}
	for _, d := range c.Docs {
		b = binary.LittleEndian.AppendUint32(b, d)
	}
	for k := range c.Classes {
		for bucket := 0; bucket < Buckets; bucket++ {
			if v := c.Feature[[2]uint32{uint32(k), uint32(bucket)}]; v > 0 {
				b = append(b, byte(k))
				b = binary.LittleEndian.AppendUint16(b, uint16(bucket))
				b = binary.LittleEndian.AppendUint32(b, v)
			}
		}
	}
	return b
}

// Unmarshal reads counts written by Marshal.
func Unmarshal(b []byte) (*Counts, error) {
	bad := func(why string) (*Counts, error) { return nil, fmt.Errorf("nb: bad model file: %s", why) }
	if len(b) < len(magic)+1+8+1 || string(b[:len(magic)]) != magic {
		return bad("no magic")
	}
	b = b[len(magic):]
	if b[0] != 1 {
		return bad("unknown version")
	}
	b = b[1:]
	c := &Counts{Alpha: math.Float64frombits(binary.LittleEndian.Uint64(b)), Feature: map[[2]uint32]uint32{}}
	b = b[8:]
	n := int(b[0])
	b = b[1:]
	if n == 0 || n > MaxClasses {
		return bad("class count")
	}
	for i := 0; i < n; i++ {
		if len(b) < 1 || len(b) < 1+int(b[0]) {
			return bad("class names")
		}
		l := int(b[0])
		c.Classes = append(c.Classes, string(b[1:1+l]))
		b = b[1+l:]
	}
	if len(b) < 4*n {
		return bad("document counts")
	}
	for i := 0; i < n; i++ {
		c.Docs = append(c.Docs, binary.LittleEndian.Uint32(b))
		b = b[4:]
	}
	if len(b)%7 != 0 {
		return bad("feature counts")
	}
	for ; len(b) > 0; b = b[7:] {
		k, bucket, v := uint32(b[0]), uint32(binary.LittleEndian.Uint16(b[1:])), binary.LittleEndian.Uint32(b[3:])
		if int(k) >= n || bucket >= Buckets {
			return nil, errors.New("nb: bad model file: feature out of range")
		}
		c.Feature[[2]uint32{k, bucket}] = v
	}
	if !(c.Alpha > 0) {
		return bad("alpha")
	}
	return c, nil
}
