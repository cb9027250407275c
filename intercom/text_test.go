package intercom_test

import (
	"testing"

	"github.com/wakha/wakha/intercom"
)

func TestPlainText(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, in, want string
	}{
		{name: "2.14 paragraph", in: "<p>Salam, 3ndkom tajine?</p>", want: "Salam, 3ndkom tajine?"},
		{name: "2.15 plain text", in: "Bonjour, vous avez des babouches ?", want: "Bonjour, vous avez des babouches ?"},
		{name: "paragraphs become lines", in: "<p>Salam</p><p>bghit tajine</p>", want: "Salam\nbghit tajine"},
		{name: "br becomes a line", in: "<p>Salam<br>bghit<br/>tajine<br />kbir</p>", want: "Salam\nbghit\ntajine\nkbir"},
		{name: "inline tags vanish", in: `<p>Bghit <b>tajine</b> <a href="https://souk.example.com/p/1?a=1&amp;b=2">hada</a></p>`, want: "Bghit tajine hada"},
		{name: "entities decoded once", in: "<p>Tajine &amp;amp; couvercle &lt;30 cm&gt; &eacute;t&eacute;</p>", want: "Tajine &amp; couvercle <30 cm> été"},
		{name: "nbsp is a space", in: "<p>30&nbsp;cm\u00a0 dyal</p>", want: "30 cm dyal"},
		{name: "whitespace collapses", in: "  <p>  bghit \t\t tajine  </p>\n\n\n<p> kbir </p> ", want: "bghit tajine\nkbir"},
		{name: "plain text keeps its lines", in: "Salam\r\n\r\nbghit tajine\n", want: "Salam\nbghit tajine"},
		{name: "a lone < stays", in: "prix < 300 dh et > 100", want: "prix < 300 dh et > 100"},
		{name: "<3 stays", in: "merci <3", want: "merci <3"},
		{name: "unclosed tag stays text", in: "a <b", want: "a <b"},
		{name: "attribute holding >", in: `<p title="a>b">x</p>`, want: "x"},
		{name: "comment dropped", in: "<p>a<!-- hidden --> b</p>", want: "a b"},
		{name: "unclosed comment hides the rest", in: "<p>a<!-- b", want: "a"},
		{name: "script content dropped", in: "<p>a</p><script>alert(1)</script><p>b</p>", want: "a\nb"},
		{name: "style content dropped", in: "<style>p{color:red}</style>salam", want: "salam"},
		{name: "lists", in: "<ul><li>tajine</li><li>couscoussier</li></ul>", want: "tajine\ncouscoussier"},
		{name: "Arabic", in: "<p>واش عندكم <b>طاجين</b>؟</p>", want: "واش عندكم طاجين؟"},
		{name: "NUL dropped", in: "taj\x00ine", want: "tajine"},
		{name: "invalid UTF-8 replaced", in: "taj\xffine", want: "taj\ufffdine"},
		{name: "zero-width space", in: "\u200btajine\ufeff", want: "tajine"},
		{name: "empty", in: "", want: ""},
		{name: "only tags", in: "<p><br></p>", want: ""},
		{name: "uppercase tags", in: "<P>A<BR>B</P>", want: "A\nB"},
		{name: "declaration", in: "<!DOCTYPE html><p>x</p>", want: "x"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			if got := intercom.PlainText(tt.in); got != tt.want {
				t.Errorf("PlainText(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}
