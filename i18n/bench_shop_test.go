package i18n_test

import (
	"path/filepath"
	"testing"

	"github.com/wakha/wakha/i18n"
	"github.com/wakha/wakha/woocommerce"
)

// shopMessages are read with the sample shop's vocabulary; the last ones
// hold words nobody lists, so the classifier runs for them.
var shopMessages = []string{
	"wach 3ndkom tajine 30 cm?", "Salam, bghit sbbat dyal rjal ta7t 400 dh 3afak", "wakha", "la", "2",
	"je cherche une robe rouge moins de 300 dhs", "do you have argan oil?", "واش عندكم بلغة تحت 300 درهم؟",
	"Oui 👍🏽", "zid", "the second one", "talk to a human", "merci beaucoup", "السلام عليكم",
	"I'm looking for a leather bag between 200 and 500 dh", "bghit chi haja", "en bleu ?", "ch7al taman dyalha?",
	"sber chwiya", "ana mn casa", "tlaja jdida", "3tini chwiya d lwe9t", "wrini lmodelat lokhrin", "wach salina?",
}

// BenchmarkUnderstandShop is Understand as serve runs it: the catalog's
// vocabulary, and the classifier on for what the rules leave.
func BenchmarkUnderstandShop(b *testing.B) {
	local, err := woocommerce.LoadFile(filepath.Join("..", "testdata", "catalog.json"), nil)
	if err != nil {
		b.Fatal(err)
	}
	x := i18n.NewUnderstander(local.Vocabulary())
	x.Understand("warm up") // builds the spelling families and loads the classifier
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		x.Understand(shopMessages[i%len(shopMessages)])
	}
}

// answerMessages are run-on answers the classifier reads as a yes or a
// no where the rules read none: reconsider then reads their clauses
// (answerSpan), the costliest path of Understand with a vocabulary.
var answerMessages = []string{
	"iyeh zidha w goul liya ch7al ghadi twsal",
	"oui oui ajoutez, je paie à la livraison",
	"nn ma bghithach shokran",
	"la shokran ma bghitch daba rah lflous ma kafyinch had chhar",
	"no thanks i dont need it anymore my sister already bought me one last week for her birthday and it is great",
	"hh wakha rak 9n3tini zidha w sift liya m3aha l facture f whatsapp 3afak rah ana f casa w bghitha twsl 9bl l3id",
}

// BenchmarkUnderstandShopAnswers reads answerMessages with the sample
// catalog's vocabulary.
func BenchmarkUnderstandShopAnswers(b *testing.B) {
	local, err := woocommerce.LoadFile(filepath.Join("..", "testdata", "catalog.json"), nil)
	if err != nil {
		b.Fatal(err)
	}
	x := i18n.NewUnderstander(local.Vocabulary())
	x.Understand("warm up")
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		x.Understand(answerMessages[i%len(answerMessages)])
	}
}
