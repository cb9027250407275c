package i18n

// Word lists used by Understand. Every entry goes through Tokens when the
// package initializes, so write entries the way shoppers type them (accents,
// hamza, capitals, apostrophes are all fine) and list spelling variants
// that do not normalize together ("bghit"/"bgheet", "3ndkom"/"3andkom").

// role says what a word or phrase does in a message. One entry may have
// several roles ("plus" is both "more" and part of "plus de 200").
type role uint32

const (
	rFiller     role = 1 << iota // please-words: soften a request, carry no content
	rGreeting                    // hi, salam, bonjour
	rThanks                      // thanks, merci, shokran
	rBye                         // bye, bslama, au revoir
	rRequest                     // i want, do you have, bghit, je cherche
	rStop                        // articles, prepositions, pronouns
	rVague                       // something, chi haja, truc, nice
	rShowMore                    // more, zid, encore, المزيد
	rOrdinal                     // first, tani, الثاني, dernier (value in roleInfo.ord)
	rOrdHelper                   // number, the … one, rqm: may surround an ordinal
	rSelectVerb                  // take, choose, je prends, nakhod
	rNoise                       // lol, haha, smileys: no meaning for the shop
	rHuman                       // human, customer service, conseiller: asks for a person on its own
	rHumanNoun                   // someone, person, chi wahed: asks for a person with a talk verb
	rTalk                        // talk, speak, parler, nhder
	rInterj                      // ok, wakha, oui, iwa: decision-ish words that are not search terms
	rCurrency                    // dh, mad, dirham, درهم
)

// roleInfo is the value stored for each entry.
type roleInfo struct {
	roles role
	ord   int // for rOrdinal: 1-based position, or OrdinalLast
}

// OrdinalLast is the Ordinal Understand reports for "the last one",
// "lakher", "dernier", "الأخير": the engine resolves it against the list it
// showed.
const OrdinalLast = -1

var roleWords = newPhraseSet(func(text string, old, add roleInfo) roleInfo {
	if old.ord != 0 && add.ord != 0 && old.ord != add.ord {
		panic("i18n: ordinal " + text + " is listed with two positions")
	}
	if add.ord != 0 {
		old.ord = add.ord
	}
	old.roles |= add.roles
	return old
})

func addRole(r role, texts ...string) {
	for _, t := range texts {
		roleWords.add(t, roleInfo{roles: r})
	}
}

func addOrdinal(pos int, texts ...string) {
	for _, t := range texts {
		roleWords.add(t, roleInfo{roles: rOrdinal, ord: pos})
	}
}

func init() {
	addRole(rFiller,
		"please", "pls", "plz", "pleaaase", "kindly", "3afak", "afak", "eafak", "3fak", "3afk", "3afakom",
		"allah ykhlik", "lah ykhlik", "lah y5lik", "allah y5alik", "stp", "svp", "s'il vous plaît", "s'il te plaît",
		"sil vous plait", "sil te plait", "a sidi", "sidi", "a lalla", "lalla", "khoya", "a khoya", "khouya",
		"khti", "a khti", "bro", "madame", "monsieur", "عافاك", "الله يخليك", "من فضلك", "اسيدي", "خويا",
	)
	addRole(rGreeting,
		"hi", "hello", "hey", "hiya", "hola", "good morning", "good afternoon", "good evening", "how are you",
		"salam", "slm", "salamo", "salamou", "salam alaykom", "salam alaikom", "salam 3alaykom", "salam 3likom",
		"salamu alaikum", "assalamu alaikum", "assalam alaikum", "asalamu alaykum", "salam alikom", "slm 3lkm",
		"alaykom", "alaikom", "alikom", "3likom", "3alaykom", "3lkm", "alaikum", "alaykum",
		"labas", "labas 3lik", "labas 3likom", "kidayr", "kidayra", "ki dayr", "ki dayra", "kif dayr", "kifach dayr",
		"sba7 lkhir", "sbah lkhir", "sba7 l5ir", "sbah el khir", "msa lkhir", "mse lkhir", "msa l5ir",
		"ahlan", "ahla", "marhaba", "mar7ba", "mrhba", "yo", "wesh", "wa fin", "wafin", "ach khbarek", "ach khbar",
		"slt", "cc",
		"salut", "bonjour", "bonsoir", "coucou", "bjr", "bsr", "cv", "ça va", "comment ça va", "comment allez-vous",
		"السلام عليكم", "سلام عليكم", "السلام", "سلام", "مرحبا", "اهلا", "أهلا وسهلا", "صباح الخير", "مساء الخير",
		"لاباس", "لاباس عليك", "كيداير", "كيف داير", "👋",
	)
	addRole(rThanks,
		"thanks", "thank you", "thx", "ty", "tnx", "thanks a lot", "thank you so much", "many thanks", "thank u",
		"thanx", "thnx", "merci infiniment", "merci à vous", "merci bien",
		"merci", "mrc", "merci beaucoup", "merci bcp", "merci bzaf", "shokran", "chokran", "choukran", "chukran",
		"shukran", "shokran bzaf", "chokran bzaf", "baraka allahu fik", "barak lah fik", "lah ybarek fik",
		"allah ybarek fik", "lah yjazik bikhir", "شكرا", "شكرا بزاف", "الله يبارك فيك", "بارك الله فيك", "🙏",
	)
	addRole(rBye,
		"bye", "bye bye", "goodbye", "good bye", "see you", "see ya", "cya", "ciao", "tchao", "good night",
		"have a nice day", "au revoir", "a bientot", "à plus", "bonne journée", "bonne soirée", "bonne nuit",
		"bslama", "beslama", "m3a salama", "ma3a salama", "bslama 3lik", "tla lah", "ntla9aw",
		"بسلامة", "بالسلامة", "مع السلامة",
	)
	addRole(rRequest,
		// English
		"i want", "want", "i need", "need", "i would like", "i'd like", "would like", "i'm looking for",
		"im looking for", "i am looking for", "looking for", "look for", "searching for", "search for", "search",
		"find", "find me", "do you have", "do u have", "you have", "have you got", "got any", "do you sell",
		"do you carry", "show me", "can i see", "can you show me", "i wanna", "wanna", "gimme", "give me",
		"get me", "buy", "i want to buy", "to buy", "is there", "are there", "how much", "price", "price of",
		"how much is", "what is the price", "i'd love",
		// French
		"je cherche", "cherche", "je recherche", "recherche", "je veux", "veux", "je voudrais", "voudrais",
		"j'aimerais", "aimerais", "je souhaite", "avez-vous", "avez vous", "vous avez", "est-ce que vous avez",
		"vous auriez", "auriez-vous", "montrez-moi", "montre-moi", "il y a", "y a-t-il", "vous vendez",
		"acheter", "je veux acheter", "combien", "prix", "c'est combien", "le prix",
		// Darija, Latin letters
		"bghit", "bgheet", "bghina", "baghi", "baghya", "bghit nchri", "bghit nchouf", "nchri", "nchouf",
		"wach", "wech", "was", "wach 3ndkom", "wach 3andkom", "wach kayn", "wach kayna", "3ndkom", "3andkom",
		"3endkom", "3ndk", "3ndek", "3andek", "3andk", "kayn", "kayna", "kaynin", "kaynine", "3tini", "a3tini",
		"werini", "wrini", "warini", "worini", "kan9elleb 3la", "kan9leb 3la", "n9elleb 3la", "kanqleb 3la",
		"ch7al", "chhal", "chehal", "bch7al", "b ch7al", "taman", "ch7al taman",
		// Darija, Arabic script
		"بغيت", "بغينا", "باغي", "باغية", "واش", "واش عندكم", "عندكم", "عندك", "كاين", "كاينة", "كاينين",
		"وريني", "عطيني", "نشوف", "نشري", "اريد", "ابحث عن", "هل لديكم", "لديكم", "شحال", "بشحال", "الثمن", "ثمن",
	)
	addRole(rStop,
		// English
		"the", "a", "an", "some", "for", "to", "of", "with", "in", "on", "at", "me", "my", "i", "you", "your",
		"is", "are", "it", "its", "this", "that", "these", "those", "and", "or", "one", "ones", "any", "can",
		"could", "would", "do", "does", "have", "has", "im", "am", "ill", "id", "what", "which", "there",
		"here", "just", "also", "too", "very", "really", "maybe", "sorry", "u", "about", "like",
		// French
		"je", "j", "le", "la", "les", "l", "un", "une", "des", "de", "du", "d", "au", "aux", "pour", "avec", "en",
		"et", "ou", "mon", "ma", "mes", "votre", "vos", "moi", "il", "y", "est", "ce", "cest", "que", "qu", "qui",
		"tres", "aussi", "svp", "sur", "dans", "par",
		// Darija, Latin letters
		"chi", "dyal", "dial", "diyal", "d", "f", "fi", "b", "w", "wla", "ola", "o", "ana", "had", "hadi", "hada",
		"li", "lli", "3la", "3ala", "ila", "ghir", "fin", "fine", "gha", "mn", "m3a", "hna", "daba", "bzaf", "bzzaf", "chwiya",
		"chwia", "dyali", "dyalkom", "dyalek", "wahed", "wa7ed", "nsawlek", "nsewlek", "nswlek", "so2al", "swal",
		"question", "wa",
		// Arabic script
		"شي", "ديال", "ف", "في", "ل", "ب", "و", "ولا", "من", "على", "عن", "هاد", "هادي", "اللي", "مع", "هل", "واحد",
		"بزاف", "شوية", "دابا",
	)
	addRole(rVague,
		"something", "anything", "thing", "things", "stuff", "beautiful", "pretty", "cute", "best", "item", "items", "product", "products", "option", "options", "article",
		"articles", "something nice", "something else", "anything else", "else",
		"quelque chose", "quelque", "truc", "trucs", "chose", "choses", "joli", "jolie", "beau", "belle", "bien",
		"produit", "produits", "modèle", "modèles", "autre chose", "choix", "choice", "choices",
		"haja", "7aja", "chi haja", "chi 7aja", "7wayj", "7wayej", "hwayj", "7wayeg", "zwin", "zwina", "zwine",
		"mzyan", "mzyana", "mzyanin", "montoj", "produi", "cheap", "cheaper", "pas cher", "pas chère", "rkhis",
		"r5is", "rkhisa", "twil", "twila", "9sir", "9sira", "kbir", "kbira", "sghir", "sghira", "ghali", "ghalya",
		"رخيص", "طويل", "قصير", "كبير", "صغير", "غالي",
		"help", "help me", "aide", "aide-moi", "aidez-moi", "3awni", "3awnini", "3awnouni", "عاوني", "عاونوني", "مساعدة",
		"حاجة", "شي حاجة", "حوايج", "زوين", "زوينة", "مزيان", "مزيانة", "منتوج", "منتوجات",
	)
	addRole(rShowMore,
		"more", "show more", "see more", "more please", "next", "next page", "other", "others", "another",
		"other ones", "any more", "anymore", "load more", "more options", "more results", "show me more",
		"zid", "zidni", "zidna", "zid chi", "ktar", "kter", "kthar", "ktr", "khrin", "okhrin", "akhrin", "khra",
		"lkhra", "lokhra", "lakhor", "lokhrin", "lkhrin", "lakhrin",
		"encore", "plus", "autres", "d'autres", "autre", "voir plus", "suivant", "la suite", "page suivante",
		"encore plus", "montrez plus",
		"المزيد", "زيد", "زيدني", "كثر", "اكثر", "اخرين", "أخرى", "التالي", "عرض المزيد",
	)
	addRole(rOrdHelper,
		"number", "numero", "num", "no", "n", "nr", "nmra", "nemra", "raqm", "rqm", "the", "one", "le", "la", "l",
		"lli", "dak", "hadak", "hadik", "dik", "celui", "celle", "item", "product", "option", "produit",
		"model", "modèle", "article", "choice", "رقم", "ديك", "داك", "هداك", "هاديك",
	)
	addRole(rSelectVerb,
		"take", "i'll take", "ill take", "i take", "choose", "i choose", "pick", "i pick", "select", "i want",
		"je prends", "prends", "je choisis", "choisis", "je veux", "nakhod", "nakhud", "nakhed", "ghadi nakhod",
		"khtar", "khtart", "nkhtar", "ناخد", "ناخذ", "نختار", "ختار", "اخترت",
	)
	addRole(rNoise,
		"lol", "mdr", "ptdr", "haha", "hahaha", "hehe", "hihi", "xd", "hm", "hmm", "euh", "hein", "wow",
		"🙂", "😊", "😀", "😁", "😃", "😄", "☺", "😉", "😍", "🥰", "❤", "♥", "💯", "🤗", "😇", "😂", "🤣",
		"😅", "🤔", "😢", "😭", "😡", "🔥", "✨", "⭐",
	)
	addRole(rHuman,
		"human", "a human", "real person", "a real person", "live agent", "agent", "customer service",
		"customer support", "customer care", "operator", "representative", "human being",
		"service client", "service clientèle", "conseiller", "conseillère", "un conseiller", "humain",
		"un humain", "vraie personne", "une vraie personne",
		"خدمة العملاء", "موظف", "انسان",
	)
	addRole(rHumanNoun,
		"someone", "somebody", "person", "a person", "people", "staff", "someone real",
		"quelqu'un", "personne", "une personne", "chi wahed", "chi wa7ed", "chi 7ed", "chi had", "chi insan",
		"chi bnadem", "insan", "bnadem", "chi mowadaf", "wahed", "7ed", "chi 3bd", "شي واحد", "شي حد", "واحد",
	)
	addRole(rTalk,
		"talk", "talk to", "talk with", "speak", "speak to", "speak with", "chat with", "contact", "call",
		"parler", "parler à", "parler avec", "discuter", "contacter", "appeler",
		"nhder", "nhdr", "nhdar", "nhadar", "hder", "ntkellem", "tkellem", "ntkalem", "nhder m3a", "nhdr m3a",
		"نهضر", "نهدر", "نتكلم", "هضر", "تكلم", "نهضر مع",
	)
	addRole(rInterj,
		"ok", "okay", "okey", "k", "wakha", "yes", "no", "oui", "non", "ah", "safi", "iwa", "ewa", "yak",
		"alright", "so", "well", "bon", "alors", "donc", "fine", "right", "nice", "good", "cool", "great",
		"super", "top", "génial", "sympa", "parfait", "perfect", "mzyan", "zwin", "زوين", "yallah", "yalla", "inchallah", "nchallah",
		"واخا", "ايوا", "صافي", "اوكي", "انشاء الله", "ان شاء الله",
	)
	addRole(rCurrency, currencyWords...)

	addOrdinal(1, "first", "1st", "lwl", "lowel", "lwel", "louwel", "lawel", "lowl", "luwel", "l'wel", "l'owel",
		"lwla", "lowla", "lawla", "premier", "première", "1er", "1ère", "1re", "الأول", "الاول", "اللول", "لول",
		"الأولى", "اللولة")
	addOrdinal(2, "second", "2nd", "tani", "tania", "tanya", "ttani", "deuxième", "seconde", "2ème",
		"2eme", "2e", "الثاني", "التاني", "تاني", "الثانية", "التانية", "تانية")
	addOrdinal(3, "third", "3rd", "talt", "talta", "tlt", "talet", "troisième", "3ème", "3eme", "3e", "الثالث",
		"التالت", "تالت", "التالتة", "الثالثة")
	addOrdinal(4, "fourth", "4th", "rab3", "rab3a", "rabe3", "quatrième", "4ème", "4eme", "4e", "الرابع",
		"رابع", "الرابعة")
	addOrdinal(5, "fifth", "5th", "khames", "l5ames", "cinquième", "5ème", "5eme", "5e", "الخامس",
		"خامس", "الخامسة")
	addOrdinal(6, "sixth", "6th", "sixième", "6ème", "6eme", "السادس")
	addOrdinal(7, "seventh", "7th", "septième", "7ème", "7eme", "السابع")
	addOrdinal(8, "eighth", "8th", "huitième", "8ème", "8eme", "الثامن")
	addOrdinal(9, "ninth", "9th", "neuvième", "9ème", "9eme", "التاسع")
	addOrdinal(10, "tenth", "10th", "dixième", "10ème", "10eme", "العاشر")
	addOrdinal(OrdinalLast, "last", "the last", "lakher", "lakhar", "lekher", "lakhra", "lekhra", "lkher",
		"l'akher", "dernier", "dernière", "الأخير", "الاخير", "الأخيرة", "اللخر", "لاخر", "اللخرة")
}

// currencyWords never become search terms.
var currencyWords = []string{
	"dh", "dhs", "mad", "dirham", "dirhams", "drh", "dhm", "dirhm", "drahem", "drahm", "درهم", "دراهم", "د.م",
}
