package i18n

import "testing"

// Round 38f (round38f.go): heldout34's false yeses and noes, read by
// shape: asked again, a wait, or (for "of course not") a no; the near
// misses the seen corpus labels otherwise keep their reading.
func TestRound38fFalseShapes(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Caftan brodé", "Théière", "Tajine", "Couscoussier", "Babouches"}})
	checkRound(t, shop, []roundCase{
		// a yes said to a parent, no verb of saying
		{"wakha mama, ana f lkouzina", "", unclear},
		{"yes mom, i'm on the phone with the shop", "", unclear},
		{"oui oui, je suis au téléphone, j'arrive", "", unclear},
		// "no problem", then one's own mistake, a want, someone to ask
		{"machi mochkil, ana li ghlatt f lktaba", "", unclear},
		{"no problem, i just need a plate", "", unclear},
		{"machi mochkili ana, sawel bba", "", unclear},
		// a remark taken back, half a yes, a yes conditional on a fact
		{"non non, je disais ça comme ça", "", unclear},
		{"yeah, sort of", "", unclear},
		{"oui si la livraison arrive avant samedi, zidha", "", unclear},
		{"wakha, ghadi nkhelliha", "", unclear},
		// a refusal opening with a yes's word
		{"of course not, that price is crazy", IntentCancel, DecisionNo},
		{"bien sûr que non, ghalia", IntentCancel, DecisionNo},
		// the parcel fetched: a wait
		{"don't send it, i'll pick it up myself", IntentHold, DecisionHold},
		{"لا، ما تصيفطوهاش ليا، غادي نجي ناخدها من المحل", IntentHold, DecisionHold},
		// a no, then praise only; a song; "de rien"; "oui mais non"
		{"la la, zwina bzaf", "", unclear},
		{"لا والله جميلة", "", unclear},
		{"la la la 🎶", "", unclear},
		{"la de rien a khoya", "", unclear},
		{"oui mais non a sahbi", "", unclear},
		// near misses: a relay, an add verb, the no running on, a yes
		// with the pick-up, "la la la" alone, "بالطبع لا أمانع"
		{"oui, mama a dit ok", "", DecisionYes},
		{"wakha mama, zidha", "", DecisionYes},
		{"no problem, zidha", IntentConfirm, DecisionYes},
		{"la de rien, ma bghit walo daba", IntentCancel, DecisionNo},
		{"oui mais non, pas à ce prix-là", IntentCancel, DecisionNo},
		{"wakha bla ma tsiftha, nji nakhodha mn lmagazin", "", DecisionYes},
		{"la la la", IntentCancel, DecisionNo},
		{"بالطبع لا أمانع، ضعها في السلة", IntentConfirm, DecisionYes},
		{"la zwina walakin ghalia, ma bghitch", IntentCancel, DecisionNo},
	})
}
