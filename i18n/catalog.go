package i18n

import "strings"

// Render returns the reply for key in lang, with {1}, {2}… replaced by
// args in order. An unknown language falls back to English; an unknown key
// renders the English fallback line. A placeholder without an argument
// becomes empty and extra arguments are ignored, so Render never panics
// and never shows a raw "{1}" to a shopper.
func Render(lang Lang, key Key, args ...string) string {
	texts, ok := catalog[lang]
	if !ok {
		texts = catalog[English]
	}
	text, ok := texts[key]
	if !ok || text == "" {
		if text, ok = catalog[English][key]; !ok {
			text = catalog[English][KeyFallback]
		}
	}
	return fill(text, args)
}

// LangOrDefault returns l when the catalog speaks it, English otherwise
// (including "", the "no evidence" answer of DetectLang).
func LangOrDefault(l Lang) Lang {
	if _, ok := catalog[l]; ok {
		return l
	}
	return English
}

// fill replaces {n} (n from 1 to 9) in one pass, so an argument that itself
// contains "{2}" is left as the shopper or the shop wrote it.
func fill(text string, args []string) string {
	if strings.IndexByte(text, '{') < 0 {
		return text
	}
	var b strings.Builder
	b.Grow(len(text) + 32)
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c == '{' && i+2 < len(text) && text[i+1] >= '1' && text[i+1] <= '9' && text[i+2] == '}' {
			if n := int(text[i+1] - '1'); n < len(args) {
				b.WriteString(args[n])
			}
			i += 2
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// argCount is how many arguments each key takes (see keys.go).
var argCount = map[Key]int{
	KeyResultsIntro: 1, KeyNoResults: 1, KeyClarifyConfirm: 1, KeyConfirmAddToCart: 1,
	KeyAddToCartLink: 2, KeyViewOptions: 2, KeyConfirmExpired: 1, KeyNoteHandoff: 2, KeyPriceWas: 1,
	KeyRefinedIntro: 1, KeyRefinedNone: 1, KeyRefinedAmong: 1, KeyRefinedColors: 1, KeyRefinedSizes: 1, KeyRefinedFrom: 1,
	KeyAnswerPrice: 2, KeyAnswerInStock: 1, KeyAnswerOutOfStock: 1, KeyAnswerSizes: 2, KeyAnswerHasSize: 2,
	KeyAnswerNoSize: 3, KeyAnswerColors: 2, KeyAnswerMaterial: 2, KeyAnswerLink: 2, KeyAnswerElsewhere: 2,
	KeyAskSize: 3, KeySizeChosen: 3, KeyOfferProduct: 1, KeyFollowUpStillWant: 1,
}

// nb is a no-break space, kept before French ":", "?", "!" and inside « »
// so phone screens do not wrap the punctuation onto its own line.
const nb = "\u00a0"

var catalog = map[Lang]map[Key]string{
	English: {
		KeyGreeting:          "Hi 👋 What are you looking for today? You can write something like “tajine under 300 dh”.",
		KeyResultsIntro:      "Here is what I found for “{1}”:",
		KeyMoreIntro:         "Here are a few more:",
		KeyNoResults:         "Sorry, I found nothing for “{1}”. Try other words or another budget?",
		KeyNoMoreResults:     "That's all I have for this search. Want to look for something else?",
		KeyClarify:           "What are you looking for? A product name, a colour or a budget helps me find it.",
		KeyClarifyRepeat:     "I want to get this right: are you after a specific product, or would you like to talk to someone from the shop?",
		KeyClarifyConfirm:    "Sorry, I didn't catch that. Shall I add {1} to your cart? Yes or no?",
		KeyLostContext:       "I lost track of your last search. What would you like to see?",
		KeySelectWhich:       "Which product do you mean? Search first, then pick one by its number.",
		KeyConfirmAddToCart:  "Add {1} to your cart?",
		KeyAddToCartLink:     "Great choice! Tap here to add {1} to your cart: {2}",
		KeyViewOptions:       "{1} comes in several options. Choose your size or colour here: {2}",
		KeyCancelled:         "No problem, I've cancelled it. Anything else?",
		KeyConfirmExpired:    "The question about {1} has expired. Just tell me if you still want it.",
		KeyFallback:          "Sorry, I got a bit lost. Could you tell me again what you're looking for?",
		KeyError:             "Sorry, I can't reach the shop's catalog right now. Please try again in a moment.",
		KeyHandoff:           "Sure, I'm passing you to someone from our team. They'll answer you here soon.",
		KeyThanks:            "You're welcome! 😊",
		KeyBye:               "Thanks for stopping by, see you soon! 👋",
		KeyHoldOn:            "Take your time, I'll wait. Just answer yes or no when you're ready.",
		KeyTakeYourTime:      "Take your time, I'm here when you're ready.",
		KeyLabelShowMore:     "Show more",
		KeyLabelHuman:        "Talk to us",
		KeyLabelYes:          "Yes",
		KeyLabelNo:           "No",
		KeyLabelView:         "View",
		KeyLabelAddCart:      "Add to cart",
		KeyLabelSelect:       "Choose",
		KeyMoreOrPick:        "Want to see more, or pick one?",
		KeyRefinedIntro:      "Got it: {1}. Here's what I found:",
		KeyRefinedNone:       "I found nothing for {1}. The earlier ones are still above: pick one by its number, or change the search.",
		KeyRefinedAmong:      "Among the ones above, look at number {1}.",
		KeyRefinedColors:     "The ones I showed come in {1}.",
		KeyRefinedSizes:      "The ones I showed come in sizes {1}.",
		KeyRefinedFrom:       "The cheapest one I showed is {1}",
		KeyAnswerPrice:       "{1} costs {2}",
		KeyAnswerInStock:     "Yes, {1} is in stock.",
		KeyAnswerOutOfStock:  "{1} is out of stock right now.",
		KeyAnswerSizes:       "{1} comes in sizes {2}.",
		KeyAnswerHasSize:     "Yes, {1} comes in {2}.",
		KeyAnswerNoSize:      "{1} doesn't come in {2}. Sizes: {3}.",
		KeyAnswerColors:      "{1} comes in {2}.",
		KeyAnswerMaterial:    "{1} is made of {2}.",
		KeyAnswerLink:        "Here is {1}: {2}",
		KeyAnswerElsewhere:   "I don't have that detail for {1}; its page tells you more: {2}",
		KeyWhichProduct:      "Which product do you mean? Pick one of the cards by its number and ask me again.",
		KeyAskSize:           "Which size of {1} would you like: {2}? You can also choose it on its page: {3}",
		KeySizeChosen:        "{1} in size {2}: choose {2} on its page and add it to your cart: {3}",
		KeyDismissed:         "Okay, no problem. What else can I find for you?",
		KeyLabelDrop:         "Undo filter",
		KeyPriceWas:          "was {1}",
		KeyNoteHandoff:       "Handed over to a human. Reason: {1}. Recent messages: {2}",
		KeyOfferProduct:      "Want to know more about {1}?",
		KeyOfferTourHelp:     "Need a hand? Tell me what you're looking for and I'll help you find it.",
		KeyOfferDeclined:     "No problem! I'm here if you need me.",
		KeyFollowUpStillWant: "Still want {1}? I can add it to your cart.",
		KeyFollowUpCards:     "Did one of these catch your eye? Tell me its number, or what you'd like instead.",
		KeyFollowUpNudge:     "Still there? Tell me what you're looking for and I'll find it.",
		KeyQueued:            "You have another conversation open with us; we'll pick this one up as soon as it's done.",
		KeyOfferHelp:         "Sure! What are you looking for? A product name, a colour or a budget helps me find it.",
		KeyLabelSimilar:      "Similar products",
		KeyLabelNoThanks:     "No thanks",
		KeyLabelHelpMe:       "Yes, help me",
	},
	Darija: {
		KeyGreeting:          "Salam 👋 Chno kat9elleb 3lih lyoum? Ktebli matalan “tajine ta7t 300 dh”.",
		KeyResultsIntro:      "Hahuma chi 7wayj l9it l “{1}”:",
		KeyMoreIntro:         "Hahuma ktar:",
		KeyNoResults:         "Sme7li, ma l9it walou l “{1}”. Jerreb b kelmat khrin wla budget akhor?",
		KeyNoMoreResults:     "Hadchi li kayn f had lbe7t. Bghiti t9elleb 3la chi haja khra?",
		KeyClarify:           "Chno kat9elleb 3lih? Smiyt lmontoj, lloun wla lbudget kay3awnouni nl9ah.",
		KeyClarifyRepeat:     "Bghit nfhmek mzyan: wach kat9elleb 3la chi montoj m3ayen, wla bghiti tehder m3a chi wahed mn lmagazin?",
		KeyClarifyConfirm:    "Sme7li, ma fhmtch. Nzid {1} l panier dyalek? Ah wla la?",
		KeyLostContext:       "Mab9itch 3a9el 3la lbe7t li fat. Chno bghiti tchouf?",
		KeySelectWhich:       "Ashmen montoj? 9elleb lowel, 3ad khtar b raqm dyalo.",
		KeyConfirmAddToCart:  "Nzid {1} l panier dyalek?",
		KeyAddToCartLink:     "Ikhtiyar zwin! Wrek hna bach tzid {1} l panier: {2}",
		KeyViewOptions:       "{1} kayn b ktar mn ikhtiyar. Khtar l9yas wla lloun hna: {2}",
		KeyCancelled:         "Machi mochkil, lghitha. Bghiti chi haja khra?",
		KeyConfirmExpired:    "Douz lwe9t dyal so2al 3la {1}. Ila mazal bghitih, goulhali.",
		KeyFallback:          "Sme7li, tkhalt chwiya. 3awd goulia chno kat9elleb 3lih?",
		KeyError:             "Sme7li, ma9dertch nwsel l catalogue daba. 3awd jerreb mn b3d chwiya.",
		KeyHandoff:           "Wakha, ghadi n7awlek l chi wahed mn l'équipe. Ghadi yjawbek hna 9rib.",
		KeyThanks:            "Bla jmil! 😊",
		KeyBye:               "Bslama, tcharrafna! 👋",
		KeyHoldOn:            "Khod wa9tek, ana hna. Goulia ah wla la mnin tkoun wajed.",
		KeyTakeYourTime:      "Khod wa9tek, ana hna mnin tkoun wajed.",
		KeyLabelShowMore:     "Zid",
		KeyLabelHuman:        "Hder m3ana",
		KeyLabelYes:          "Ah",
		KeyLabelNo:           "La",
		KeyLabelView:         "Chouf",
		KeyLabelAddCart:      "Zid l panier",
		KeyLabelSelect:       "Khtar",
		KeyMoreOrPick:        "Bghiti ktar, wla tkhtar chi wa7ed?",
		KeyRefinedIntro:      "Fhamtek: {1}. Hahuma li l9it:",
		KeyRefinedNone:       "Ma l9it walou l {1}. Li wrritek 9bel mazal lfo9: khtar wa7ed b raqm dyalo, wla beddel lbe7t.",
		KeyRefinedAmong:      "Mn li lfo9, chouf raqm {1}.",
		KeyRefinedColors:     "Li wrritek kaynin b {1}.",
		KeyRefinedSizes:      "Li wrritek kaynin f l9yasat {1}.",
		KeyRefinedFrom:       "Rkhes wa7ed wrritek b {1}",
		KeyAnswerPrice:       "{1} b {2}",
		KeyAnswerInStock:     "Ah, {1} kayna f stock.",
		KeyAnswerOutOfStock:  "{1} makaynach f stock daba.",
		KeyAnswerSizes:       "{1} kayna f l9yasat {2}.",
		KeyAnswerHasSize:     "Ah, {1} kayna f {2}.",
		KeyAnswerNoSize:      "{1} makaynach f {2}. L9yasat li kaynin: {3}.",
		KeyAnswerColors:      "{1} kayna b {2}.",
		KeyAnswerMaterial:    "{1} mn {2}.",
		KeyAnswerLink:        "Hahiya {1}: {2}",
		KeyAnswerElsewhere:   "Ma3ndich had lma3louma 3la {1}; tl9aha f saf7a dyalo: {2}",
		KeyWhichProduct:      "3la ashmen montoj kat sowel? Khtar wa7ed mn lcartes b raqm dyalo w 3awd sowelni.",
		KeyAskSize:           "Ashmen 9yas bghiti f {1}: {2}? T9der tkhtaro ta f saf7a dyalo: {3}",
		KeySizeChosen:        "{1} f 9yas {2}: khtar {2} f saf7a dyalo w zidha l panier: {3}",
		KeyDismissed:         "Wakha, machi mochkil. Chno nl9a lik akhor?",
		KeyLabelDrop:         "7iyed lfiltre",
		KeyPriceWas:          "kan b {1}",
		KeyNoteHandoff:       "Tahwil l insan. Sabab: {1}. Akhir rasa2il: {2}",
		KeyOfferProduct:      "Bghiti t3ref ktar 3la {1}?",
		KeyOfferTourHelp:     "Bghiti chi mo3awana? Goul liya chno kat9elleb 3lih w n3awnek tl9ah.",
		KeyOfferDeclined:     "Machi mochkil! Ana hna ila e7tajiti chi haja.",
		KeyFollowUpStillWant: "Mazal bghiti {1}? Nzidou lik f lpanier.",
		KeyFollowUpCards:     "3jbek chi wahed mn hadou? Goulia nmerto, wla chno bghiti blasto.",
		KeyFollowUpNudge:     "Mazal m3aya? Goulia chno kat9elleb 3lih w nl9ahlek.",
		KeyQueued:            "3ndek mo7adata okhra m7loula m3ana; ghadi nkemlou hadi ghir tsala dik.",
		KeyOfferHelp:         "Wakha! Chno kat9elleb 3lih? Smiyt lmontoj, lloun wla lbudget kay3awnouni nl9ah.",
		KeyLabelSimilar:      "Bhalo",
		KeyLabelNoThanks:     "La, shokran",
		KeyLabelHelpMe:       "Ah, 3awni",
	},
	French: {
		KeyGreeting:          "Bonjour 👋 Que cherchez-vous aujourd'hui" + nb + "? Par exemple «" + nb + "tajine moins de 300 dh" + nb + "».",
		KeyResultsIntro:      "Voici ce que j'ai trouvé pour «" + nb + "{1}" + nb + "»" + nb + ":",
		KeyMoreIntro:         "En voici d'autres" + nb + ":",
		KeyNoResults:         "Désolé, je n'ai rien trouvé pour «" + nb + "{1}" + nb + "». D'autres mots ou un autre budget" + nb + "?",
		KeyNoMoreResults:     "C'est tout pour cette recherche. Voulez-vous chercher autre chose" + nb + "?",
		KeyClarify:           "Que cherchez-vous" + nb + "? Un nom de produit, une couleur ou un budget m'aide à trouver.",
		KeyClarifyRepeat:     "Pour bien vous aider" + nb + ": cherchez-vous un produit précis, ou préférez-vous parler à quelqu'un de la boutique" + nb + "?",
		KeyClarifyConfirm:    "Désolé, je n'ai pas compris. J'ajoute {1} à votre panier" + nb + "? Oui ou non" + nb + "?",
		KeyLostContext:       "J'ai perdu le fil de votre dernière recherche. Que voulez-vous voir" + nb + "?",
		KeySelectWhich:       "Quel produit" + nb + "? Lancez d'abord une recherche, puis choisissez par son numéro.",
		KeyConfirmAddToCart:  "J'ajoute {1} à votre panier" + nb + "?",
		KeyAddToCartLink:     "Bon choix" + nb + "! Touchez ici pour ajouter {1} au panier" + nb + ": {2}",
		KeyViewOptions:       "{1} existe en plusieurs versions. Choisissez la taille ou la couleur ici" + nb + ": {2}",
		KeyCancelled:         "Pas de souci, c'est annulé. Autre chose" + nb + "?",
		KeyConfirmExpired:    "La question sur {1} a expiré. Dites-moi si vous le voulez toujours.",
		KeyFallback:          "Désolé, je me suis un peu perdu. Pouvez-vous me redire ce que vous cherchez" + nb + "?",
		KeyError:             "Désolé, le catalogue est injoignable pour le moment. Réessayez dans un instant.",
		KeyHandoff:           "Bien sûr, je vous passe à un membre de l'équipe. Il vous répondra ici très vite.",
		KeyThanks:            "Avec plaisir" + nb + "! 😊",
		KeyBye:               "Merci de votre visite, à bientôt" + nb + "! 👋",
		KeyHoldOn:            "Prenez votre temps, je patiente. Répondez oui ou non quand vous êtes prêt.",
		KeyTakeYourTime:      "Prenez votre temps, je suis là quand vous êtes prêt.",
		KeyLabelShowMore:     "Voir plus",
		KeyLabelHuman:        "Un conseiller",
		KeyLabelYes:          "Oui",
		KeyLabelNo:           "Non",
		KeyLabelView:         "Voir",
		KeyLabelAddCart:      "Ajouter au panier",
		KeyLabelSelect:       "Choisir",
		KeyMoreOrPick:        "Vous en voulez d'autres, ou vous en choisissez un" + nb + "?",
		KeyRefinedIntro:      "Compris" + nb + ": {1}. Voici ce que j'ai trouvé" + nb + ":",
		KeyRefinedNone:       "Je n'ai rien trouvé pour {1}. Les résultats précédents sont toujours au-dessus" + nb + ": choisissez-en un par son numéro, ou changez la recherche.",
		KeyRefinedAmong:      "Parmi ceux du dessus, regardez le numéro {1}.",
		KeyRefinedColors:     "Ceux que je vous ai montrés existent en {1}.",
		KeyRefinedSizes:      "Ceux que je vous ai montrés existent en taille {1}.",
		KeyRefinedFrom:       "Le moins cher que je vous ai montré est à {1}",
		KeyAnswerPrice:       "{1} coûte {2}",
		KeyAnswerInStock:     "Oui, {1} est en stock.",
		KeyAnswerOutOfStock:  "{1} est en rupture de stock pour le moment.",
		KeyAnswerSizes:       "{1} existe en taille {2}.",
		KeyAnswerHasSize:     "Oui, {1} existe en {2}.",
		KeyAnswerNoSize:      "{1} n'existe pas en {2}. Tailles" + nb + ": {3}.",
		KeyAnswerColors:      "{1} existe en {2}.",
		KeyAnswerMaterial:    "{1} est en {2}.",
		KeyAnswerLink:        "Voici {1}" + nb + ": {2}",
		KeyAnswerElsewhere:   "Je n'ai pas ce détail pour {1}" + nb + "; sa page vous en dit plus" + nb + ": {2}",
		KeyWhichProduct:      "De quel produit parlez-vous" + nb + "? Choisissez une des cartes par son numéro et reposez-moi la question.",
		KeyAskSize:           "Quelle taille voulez-vous pour {1}" + nb + ": {2}" + nb + "? Vous pouvez aussi la choisir sur sa page" + nb + ": {3}",
		KeySizeChosen:        "{1} en taille {2}" + nb + ": choisissez {2} sur sa page et ajoutez-le au panier" + nb + ": {3}",
		KeyDismissed:         "D'accord, pas de souci. Que puis-je vous trouver d'autre" + nb + "?",
		KeyLabelDrop:         "Retirer le filtre",
		KeyPriceWas:          "au lieu de {1}",
		KeyNoteHandoff:       "Transfert à un humain. Raison" + nb + ": {1}. Derniers messages" + nb + ": {2}",
		KeyOfferProduct:      "Vous voulez en savoir plus sur {1}" + nb + "?",
		KeyOfferTourHelp:     "Besoin d'un coup de main" + nb + "? Dites-moi ce que vous cherchez, je vous aide à le trouver.",
		KeyOfferDeclined:     "Pas de souci" + nb + "! Je reste là si besoin.",
		KeyFollowUpStillWant: "Vous voulez toujours {1}" + nb + "? Je peux l'ajouter à votre panier.",
		KeyFollowUpCards:     "L'un de ces articles vous plaît" + nb + "? Donnez-moi son numéro, ou dites-moi ce que vous préférez.",
		KeyFollowUpNudge:     "Toujours là" + nb + "? Dites-moi ce que vous cherchez et je le trouve.",
		KeyQueued:            "Vous avez une autre conversation en cours avec nous" + nb + "; nous reprenons celle-ci dès qu'elle est terminée.",
		KeyOfferHelp:         "Avec plaisir" + nb + "! Que cherchez-vous" + nb + "? Un nom de produit, une couleur ou un budget m'aide à le trouver.",
		KeyLabelSimilar:      "Produits similaires",
		KeyLabelNoThanks:     "Non merci",
		KeyLabelHelpMe:       "Oui, aidez-moi",
	},
	Arabic: {
		KeyGreeting:          "السلام 👋 شنو كاتقلب عليه اليوم؟ كتب ليا مثلا «طاجين تحت 300 درهم».",
		KeyResultsIntro:      "هاهوما شي حوايج لقيت ل «{1}»:",
		KeyMoreIntro:         "هاهوما كثر:",
		KeyNoResults:         "سمح ليا، ما لقيت والو ل «{1}». جرب بكلمات أخرى ولا ميزانية أخرى؟",
		KeyNoMoreResults:     "هادشي اللي كاين فهاد البحث. بغيتي تقلب على شي حاجة أخرى؟",
		KeyClarify:           "شنو كاتقلب عليه؟ سمية المنتوج، اللون ولا الميزانية كيعاونوني نلقاه.",
		KeyClarifyRepeat:     "بغيت نفهمك مزيان: واش كاتقلب على شي منتوج معين، ولا بغيتي تهضر مع شي واحد من المحل؟",
		KeyClarifyConfirm:    "سمح ليا، ما فهمتش. نزيد {1} للسلة ديالك؟ آه ولا لا؟",
		KeyLostContext:       "ما بقيتش عاقل على البحث اللي فات. شنو بغيتي تشوف؟",
		KeySelectWhich:       "أشمن منتوج؟ قلب الأول، عاد ختار بالرقم ديالو.",
		KeyConfirmAddToCart:  "نزيد {1} للسلة ديالك؟",
		KeyAddToCartLink:     "اختيار زوين! ورك هنا باش تزيد {1} للسلة: {2}",
		KeyViewOptions:       "{1} كاين بكثر من اختيار. ختار القياس ولا اللون هنا: {2}",
		KeyCancelled:         "ماشي مشكل، لغيتها. بغيتي شي حاجة أخرى؟",
		KeyConfirmExpired:    "فات الوقت ديال السؤال على {1}. إلا مازال بغيتيه، قولها ليا.",
		KeyFallback:          "سمح ليا، تخلطات عليا شوية. عاود قول ليا شنو كاتقلب عليه؟",
		KeyError:             "سمح ليا، ما قدرتش نوصل للكتالوج دابا. عاود جرب من بعد شوية.",
		KeyHandoff:           "واخا، غادي نحولك لشي واحد من الفريق. غادي يجاوبك هنا قريب.",
		KeyThanks:            "بلا جميل! 😊",
		KeyBye:               "بالسلامة، تشرفنا! 👋",
		KeyHoldOn:            "خود وقتك، أنا هنا. قول ليا آه ولا لا ملي تكون واجد.",
		KeyTakeYourTime:      "خود وقتك، أنا هنا ملي تكون واجد.",
		KeyLabelShowMore:     "زيد",
		KeyLabelHuman:        "هضر معانا",
		KeyLabelYes:          "آه",
		KeyLabelNo:           "لا",
		KeyLabelView:         "شوف",
		KeyLabelAddCart:      "زيد للسلة",
		KeyLabelSelect:       "ختار",
		KeyMoreOrPick:        "بغيتي كتر، ولا تختار شي واحد؟",
		KeyRefinedIntro:      "فهمتك: {1}. هاهوما اللي لقيت:",
		KeyRefinedNone:       "ما لقيت والو ل {1}. اللي وريتك قبل مازال الفوق: ختار واحد بالرقم ديالو، ولا بدل البحث.",
		KeyRefinedAmong:      "من اللي الفوق، شوف الرقم {1}.",
		KeyRefinedColors:     "اللي وريتك كاينين ب {1}.",
		KeyRefinedSizes:      "اللي وريتك كاينين فالمقاسات {1}.",
		KeyRefinedFrom:       "أرخص واحد وريتك ب {1}",
		KeyAnswerPrice:       "{1} ب {2}",
		KeyAnswerInStock:     "آه، {1} كاينة فالستوك.",
		KeyAnswerOutOfStock:  "{1} ماكايناش فالستوك دابا.",
		KeyAnswerSizes:       "{1} كاينة فالمقاسات {2}.",
		KeyAnswerHasSize:     "آه، {1} كاينة ف {2}.",
		KeyAnswerNoSize:      "{1} ماكايناش ف {2}. المقاسات اللي كاينين: {3}.",
		KeyAnswerColors:      "{1} كاينة ب {2}.",
		KeyAnswerMaterial:    "{1} من {2}.",
		KeyAnswerLink:        "هاهي {1}: {2}",
		KeyAnswerElsewhere:   "ما عنديش هاد المعلومة على {1}، تلقاها فالصفحة ديالو: {2}",
		KeyWhichProduct:      "على أشمن منتوج كتسول؟ ختار واحد من البطاقات بالرقم ديالو وعاود سولني.",
		KeyAskSize:           "أشمن مقاس بغيتي ف {1}: {2}؟ تقدر تختارو حتى فالصفحة ديالو: {3}",
		KeySizeChosen:        "{1} فالمقاس {2}: ختار {2} فالصفحة ديالو وزيدو للسلة: {3}",
		KeyDismissed:         "واخا، ماشي مشكل. شنو نلقا ليك آخر؟",
		KeyLabelDrop:         "حيد الفلتر",
		KeyPriceWas:          "كان ب {1}",
		KeyNoteHandoff:       "تحويل لإنسان. السبب: {1}. آخر الرسائل: {2}",
		KeyOfferProduct:      "بغيتي تعرف كتر على {1}؟",
		KeyOfferTourHelp:     "بغيتي شي معاونة؟ قول ليا شنو كاتقلب عليه ونعاونك تلقاه.",
		KeyOfferDeclined:     "ماشي مشكل! أنا هنا إلا احتاجيتي شي حاجة.",
		KeyFollowUpStillWant: "مازال بغيتي {1}؟ نقدر نزيدو ليك فالسلة.",
		KeyFollowUpCards:     "عجبك شي واحد من هادو؟ قول ليا الرقم ديالو، ولا شنو بغيتي بلاصتو.",
		KeyFollowUpNudge:     "مازال معايا؟ قول ليا شنو كاتقلب عليه ونلقاه ليك.",
		KeyQueued:            "عندك محادثة أخرى محلولة معانا؛ غادي نكملو هادي غير تسالا ديك.",
		KeyOfferHelp:         "واخا! شنو كاتقلب عليه؟ سمية المنتوج، اللون ولا البودجي كيعاونوني نلقاه.",
		KeyLabelSimilar:      "بحالو",
		KeyLabelNoThanks:     "لا، شكرا",
		KeyLabelHelpMe:       "آه، عاوني",
	},
}
