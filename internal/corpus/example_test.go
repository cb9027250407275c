package corpus_test

import (
	"fmt"
	"strings"

	"github.com/wakha/wakha/internal/corpus"
)

func ExampleParse() {
	good := `{"text":"ewa wakha","lang":"darija_latn","intent":"confirm","decision":"yes","family":"yes_words"}
{"text":"ktar mn 1000 dh","lang":"darija_latn","intent":"refine","min_price":1000,"family":"prices"}`
	exs, err := corpus.Parse(strings.NewReader(good), "mine.jsonl")
	if err != nil {
		panic(err)
	}
	for _, ex := range exs {
		fmt.Printf("%d %q %s decision=%q min=%v\n", ex.Line, ex.Text, ex.Intent, ex.Decision, ex.MinPrice)
	}

	// A typo in a label stops the whole file, naming the line.
	bad := good + "\n" + `{"text":"wakha?","lang":"darija_latn","intent":"question","decision":"unclear","family":"questions"}`
	_, err = corpus.Parse(strings.NewReader(bad), "mine.jsonl")
	fmt.Println(err)
	// Output:
	// 1 "ewa wakha" confirm decision="yes" min=0
	// 2 "ktar mn 1000 dh" refine decision="" min=1000
	// invalid: mine.jsonl:3: intent "question" is not one of [greeting thanks bye product_search show_more select confirm cancel hold human refine product_question unknown]
}
