package i18n

// Round 21j: intents read unknown or a search that ask about the thing
// shown (issue 11). Read from the seen sets' confusions; general shapes,
// hooked in reconsidered only where the rules and the classifier left no
// decision.

// photoWords are photos of the thing.
var photoWords = normSet("photo", "photos", "picture", "pictures", "pic", "pics", "tswira", "tswera", "tsawer",
	"tsawr", "tsawar", "صورة", "صور", "الصور", "تصويرة", "تصاور", "التصاور", "video", "vidéo", "videos", "vidéos",
	"فيديو")

// photosAsked reports photos of the thing shown asked for ("vous avez des
// photos portées ?", "3ndkom tsawer dyalha mlbosa?", "any pictures of it
// worn?"): a question about it, not a search, when no thing the shop
// sells is needed to say it (the photos are the thing asked), and no other one asked for (others' photos are more:
// "sift liya tsawer lokhrin").
func photosAsked(toks []tok, question bool) bool {
	if !question {
		return false
	}
	p := false
	for i := range toks {
		t := &toks[i]
		if otherOf[t.norm] || oneOf[t.norm] {
			return false
		}
		if ri, ok := roleWords.single(t.key); ok && ri.roles&(rOrdinal|rShowMore) != 0 {
			return false
		}
		p = p || photoWords[t.norm]
	}
	return p
}
