package i18n

import "testing"

// Round 25b (round25b.go): refusals told by a settled reason alone, in
// the families that recur across writers — a habit of not wearing it,
// not one's taste, too much of a look for the shopper, the delivery too
// slow, the same seen cheaper, one given or lent by kin, one bought
// already, several owned, the one owned still doing its job — and the
// messages of the same shape that must stay asked again: the reason
// asked, under a condition, negated, someone else's, or followed by a
// yes or a verb of putting in. Messages written for this test.
func TestRound25bReasons(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière", "Huile d'argan",
		"Lampe en cuivre", "Plateau rond", "Babouches", "Sac en cuir"}})
	checkRound(t, shop, []roundCase{
		// a habit of not wearing or using such a thing, said of oneself
		{"ma kanlbsch lkhdr", IntentCancel, DecisionNo},
		{"ما كنلبسش الطالون", IntentCancel, DecisionNo},
		{"je ne porte jamais de cuir", IntentCancel, DecisionNo},
		{"i don't wear sandals, sorry", IntentCancel, DecisionNo},
		{"لا ألبس الأحذية المفتوحة", IntentCancel, DecisionNo},
		{"ma kansta3mlch had nou3 dyal zit", IntentCancel, DecisionNo},
		// … someone else's habit, a size told, asked, or a yes after it
		{"my mother never wears sandals", "", unclear},
		{"ma kanlbsch XL, kanlbs L", "", unclear},
		{"je porte pas de 42, vous avez 40 ?", "", unclear},
		{"tu ne portes pas de cuir ?", "", unclear},
		{"ma kanlbsch lkhdr walakin zidha l khti", "", unclear},
		{"i don't wear sandals but add them for my wife", "", unclear},

		// not one's style or taste
		{"honestly not my style", IntentCancel, DecisionNo},
		{"c'est pas vraiment mon genre", IntentCancel, DecisionNo},
		{"machi dw9i had lmodel", IntentCancel, DecisionNo},
		{"ماشي الستيل ديالي هادا", IntentCancel, DecisionNo},
		{"ليس من ذوقي", IntentCancel, DecisionNo},
		// … asked, someone else's taste named, or a yes beside it
		{"is it not your style?", "", unclear},
		{"not my style but my wife will love it, add it", IntentConfirm, DecisionYes}, // round 35e: the add order closes it (the corpus labels the shape yes)
		{"pas mon genre mais je la prends quand même", "", unclear},

		// a look in excess for the shopper or for its use
		{"way too shiny for me", IntentCancel, DecisionNo},
		{"trop criard pour mon salon", IntentCancel, DecisionNo},
		{"the print is too busy", IntentCancel, DecisionNo},
		{"a bit too formal for the office", IntentCancel, DecisionNo},
		{"اللون فاقع بزاف عليا", IntentCancel, DecisionNo},
		{"غامق جدا بالنسبة لي", IntentCancel, DecisionNo},
		// … praise in excess ("trop" is also "very"), negated, asked
		{"trop beau pour moi, je le prends", IntentConfirm, DecisionYes},
		{"it's not too shiny for me", "", unclear},
		{"pas trop criard pour mon salon ?", "", unclear},
		{"is it too formal for the office?", "", unclear},
		{"too shiny for my sister, she likes matte", "", unclear},
		{"trop mignon", "", unclear},

		// the delivery too slow or too long
		{"shipping in a week is too slow for me", IntentCancel, DecisionNo},
		{"10 jours de livraison c'est trop long", IntentCancel, DecisionNo},
		{"التوصيل طويل جدا، محتاجها هاد الجمعة", IntentCancel, DecisionNo},
		// … a past delivery told, denied, asked, or a wish for express
		{"your last delivery was too slow", "", unclear},
		{"the delivery isn't too slow, add it", IntentConfirm, DecisionYes},
		{"is delivery too slow to casablanca?", "", unclear},
		{"livraison trop lente, vous pouvez faire plus vite", "", unclear},

		// the same seen cheaper elsewhere
		{"i found the same one cheaper at the mall", IntentCancel, DecisionNo},
		{"j'ai trouvé la même moins chère ailleurs", IntentCancel, DecisionNo},
		{"lqit bhalha f souk b nss taman", IntentCancel, DecisionNo},
		{"شفت بحالها فالسوق أرخص", IntentCancel, DecisionNo},
		// … asked to match, not found, or under a condition
		{"i found it cheaper elsewhere, can you match the price?", "", unclear},
		{"i didn't find it cheaper anywhere, add it", IntentConfirm, DecisionYes}, // round 35e: the add order closes it
		{"if you find it cheaper let me know", "", unclear},

		// someone of the family or a friend gives or lends one
		{"my aunt is bringing me one from tangier", IntentCancel, DecisionNo},
		{"ma cousine va me prêter la sienne", IntentCancel, DecisionNo},
		{"khti ghadi tsllfni dyalha", IntentCancel, DecisionNo},
		{"خويا غادي يجيب ليا واحد من فرنسا", IntentCancel, DecisionNo},
		{"صديقي سيحضر لي واحدا من دبي", IntentCancel, DecisionNo},
		{"my uncle gave me one for eid", IntentCancel, DecisionNo},
		// … the shop asked to bring it, it fetched, refused, a yes after
		{"can you bring me one tomorrow?", "", unclear},
		{"my sister will bring it to me after you deliver", "", unclear},
		{"my sister won't lend me hers", "", unclear},
		{"my aunt is bringing me one too, add this one for my mom", IntentConfirm, DecisionYes},
		{"the teapot my brother gave me is cracked", "", unclear},

		// one bought already, dated; several owned already
		{"bought one last week actually", IntentCancel, DecisionNo},
		{"شريت وحدة الأسبوع اللي فات", IntentCancel, DecisionNo},
		{"j'ai déjà 4 plateaux à la maison", IntentCancel, DecisionNo},
		{"we already have three tajines", IntentCancel, DecisionNo},
		{"3ndi jouj f dar", IntentCancel, DecisionNo},
		// … a thing bought told (a story), someone else's, people counted
		{"i bought a lamp last week and it broke", "", unclear},
		{"ma soeur a acheté la même l'an dernier", "", unclear},
		{"i have two kids, which size?", "", unclear},
		{"j'ai deux enfants", "", unclear},
		{"mon fils en a déjà deux", "", unclear},

		// the one owned still doing its job
		{"my old kettle still works fine", IntentCancel, DecisionNo},
		{"la mienne marche encore bien", IntentCancel, DecisionNo},
		{"اللي عندي مازال جديد", IntentCancel, DecisionNo},
		// … not working any more, or a yes after it
		{"my old kettle doesn't work anymore", "", unclear},
		{"mine still works but add it anyway", "", unclear},
		// not what the shopper looked for, meant or asked
		{"machi hadi li kont kan9leb 3liha", IntentCancel, DecisionNo},
		{"ليست هذه ما كنت أبحث عنه", IntentCancel, DecisionNo},
		{"c'est pas du tout ce que je voulais", IntentCancel, DecisionNo},
		{"that's not the one i meant", IntentCancel, DecisionNo},
		// … an order come wrong, someone else's order, or asked
		{"the dress i received isn't what i asked", "", unclear},
		{"ماشي أنا اللي طلبت هاد الكوموند", "", unclear},
		{"is this not the one i meant?", "", unclear},

		// needless to the shopper
		{"i don't need it anymore", IntentCancel, DecisionNo},
		{"c'est joli mais j'en ai pas besoin", IntentCancel, DecisionNo},
		{"ma b9itch m7taj had chi", IntentCancel, DecisionNo},
		{"ماشي ضرورية دابا", IntentCancel, DecisionNo},
		{"honestly i can live without it", IntentCancel, DecisionNo},
		// … another thing needed, someone told not to, or asked
		{"you don't need to wrap it", "", unclear},
		{"je n'ai pas besoin de facture, ajoutez-la", IntentConfirm, DecisionYes}, // round 35e: as "la pas besoin de question, zidha" (yes)
		{"do i really not need it?", "", unclear},

		// beyond the budget
		{"not in my budget right now", IntentCancel, DecisionNo},
		{"c'est au-dessus de mon budget", IntentCancel, DecisionNo},
		{"هاد الثمن كيفوت الميزانية ديالي", IntentCancel, DecisionNo},
		{"المبلغ يتجاوز ميزانيتي", IntentCancel, DecisionNo},
		// … within it, little of it told, or denied
		{"it's within my budget, add it", IntentConfirm, DecisionYes}, // the budget kept, then the put-in (round 26a)
		{"j'ai pas trop de budget ce mois-ci", "", unclear},
		{"it isn't over my budget", "", unclear},
		{"what is not in my budget?", "", unclear},

		// a mind changed
		{"sorry, i changed my mind", IntentCancel, DecisionNo},
		{"désolée, j'ai changé d'avis", IntentCancel, DecisionNo},
		{"smh lia, bdlt ray", IntentCancel, DecisionNo},
		{"عذرا، غيرت رأيي", IntentCancel, DecisionNo},
		// … someone else's mind, or changed back to a yes
		{"my husband changed his mind, he wants it", "", unclear},
		{"i changed my mind, add it", IntentConfirm, DecisionYes},
		// the thing shown looks poor or unlike its photo
		{"the leather looks a bit cheap", IntentCancel, DecisionNo},
		{"le tissu a l'air synthétique sur la photo", IntentCancel, DecisionNo},
		{"ça fait un peu vieillot", IntentCancel, DecisionNo},
		{"القماش كيبان رخيص فالتصويرة", IntentCancel, DecisionNo},
		{"doesn't look right to me", IntentCancel, DecisionNo},
		// … praise, a comparison, asked, or a yes after it
		{"it doesn't look cheap at all, add it", IntentConfirm, DecisionYes},
		{"this one looks cheaper than the other", "", unclear},
		{"does it look cheap in person?", "", unclear},
		{"looks a bit different from the photo but i love it, add it", "", unclear},

		// the reviews bad
		{"the reviews are bad, i'll skip", IntentCancel, DecisionNo},
		{"les avis sont pas top", IntentCancel, DecisionNo},
		// … good reviews, or asked
		{"the reviews are great, add it", IntentConfirm, DecisionYes},
		{"are the reviews bad?", "", unclear},
		// bought in person, at a place the shopper names; online not trusted
		{"i'd rather buy it in the souk", IntentCancel, DecisionNo},
		{"je préfère l'acheter en boutique", IntentCancel, DecisionNo},
		{"i don't trust buying online", IntentCancel, DecisionNo},
		{"ما كنتيقش فالشرا من الأنترنيت", IntentCancel, DecisionNo},
		// … this shop's store, not bought there, or asked
		{"i'll buy it at your store tomorrow", "", unclear},
		{"can i buy it in person?", "", unclear},
		{"i trust buying online, add it", IntentConfirm, DecisionYes},

		// no room for it at home
		{"no room for it in my flat", IntentCancel, DecisionNo},
		{"plus de place chez moi", IntentCancel, DecisionNo},
		{"ما عنديش بلاصة فالدار", IntentCancel, DecisionNo},
		// … room asked, or room there
		{"is there room in the box for a card?", "", unclear},
		{"i have room for it, add it", IntentConfirm, DecisionYes},

		// no money
		{"i'm broke this month", IntentCancel, DecisionNo},
		{"ma kaynach lflous had chhar", IntentCancel, DecisionNo},
		{"الفلوس ما كافياش", IntentCancel, DecisionNo},
		// … a thing broken, praise then the money (read both ways), the
		// money there
		{"the handle broke after a week", "", unclear},
		{"zwina walakin ma kaynach lflous", "", unclear},
		{"lflous kaynin, zidha", IntentConfirm, DecisionYes},

		// a no said with how sure it is
		{"definitely not", IntentCancel, DecisionNo},
		{"i guess not, thanks", IntentCancel, DecisionNo},
		{"certainement pas", IntentCancel, DecisionNo},
		{"على الأرجح لا", IntentCancel, DecisionNo},
		// … a wait, or more said after it
		{"maybe not", "", unclear},
		{"لا أبدا، ماشي مشكل", "", unclear},
		{"not sure", IntentHold, DecisionHold},
		{"probably not the right size for him, do you have L?", "", unclear},
		// thanks, a blessing or praise, then a but and a refusal
		{"shokran bzaf, walakin machi daba", IntentCancel, DecisionNo},
		{"merci beaucoup mais ça ira", IntentCancel, DecisionNo},
		{"الله يخليك، ولكن ما نقدرش", IntentCancel, DecisionNo},
		{"thanks a lot but no", IntentCancel, DecisionNo},
		// … a yes, a question or something else asked after the but
		{"thanks, but can you send it tomorrow", "", unclear},
		{"merci, mais je la prends quand même", "", unclear},
		{"thanks but do you have it in red?", "", unclear},
		{"thanks but not now", "", unclear},
		{"ok thanks but maybe another time", "", unclear},

		// the cart said full enough
		{"that's enough in the cart for today", IntentCancel, DecisionNo},
		{"ça suffit dans mon panier", IntentCancel, DecisionNo},
		{"كافي داكشي اللي فالبانيي", IntentCancel, DecisionNo},
		// … not enough, or asked
		{"pas assez dans le panier pour la livraison gratuite, ajoutez-la", IntentConfirm, DecisionYes},
		{"is that enough in my cart for free shipping?", "", unclear},

		// the add never asked for, a no said already
		{"i never said yes to that", IntentCancel, DecisionNo},
		{"j'ai jamais demandé de l'ajouter", IntentCancel, DecisionNo},
		{"ما قلتش ليك زيدها", IntentCancel, DecisionNo},
		{"i told you no", IntentCancel, DecisionNo},
		// … said yes, asked to add, or asking whether
		{"i said yes, add it", IntentConfirm, DecisionYes},
		{"did i never say yes?", "", unclear},

		// a negated liking spelled with its vowels
		{"ma 3ajbatnich had l couleur", IntentCancel, DecisionNo},
		{"ma kay3ajbounich bzaf", IntentCancel, DecisionNo},
		// … liked
		{"3ajbatni bzaf, zidha", IntentConfirm, DecisionYes},

		// a look a little too much for the shopper, the place elsewhere,
		// the need by a day after a slow delivery
		{"the colour is a bit loud for me", IntentCancel, DecisionNo},
		{"i saw it cheaper on another site", IntentCancel, DecisionNo},
		{"the delivery is too slow, i need it before friday", IntentCancel, DecisionNo},
		{"a bit loud for me? no, add it", "", unclear},
		// a reason dated, then closed ("so i'm covered", "ماشي مشكل")
		{"my cousin is lending me hers next week so i'm good", IntentCancel, DecisionNo},
		{"on m'a offert le même la semaine dernière", IntentCancel, DecisionNo},
		// (the retrain on tuning32/33 read the closing "ماشي مشكل" a yes
		// and it was asked again; round 36's retrain gives the no back)
		{"صاحبي غادي يعطيني الجلابة ديالو، ماشي مشكل", IntentCancel, DecisionNo},
		{"seven days is too slow, i need it for saturday", IntentCancel, DecisionNo},
		{"مدة التوصيل طويلة، محتاجها قبل الجمعة", IntentCancel, DecisionNo},
		{"i saw the same one at the mall for 200", IntentCancel, DecisionNo},
		{"j'en ai déjà deux à la maison", IntentCancel, DecisionNo},
		{"عندي وحدة مماثلة", IntentCancel, DecisionNo},
		{"it's almost identical to mine", IntentCancel, DecisionNo},
		// … a liking told first, a question of the days, seen at a price
		// without "the same"
		{"j'adore les plateaux, j'en ai déjà trois", "", unclear},
		{"five days is too slow?", "", unclear},
		{"i saw it at the mall for 200 last week, is it the same?", "", unclear},
	})
}

// Round 25b widens round 24c's later alone to the day, the time and the
// occasion as Darija and Standard Arabic say them, and to a not now said
// with "machi" or "this time": "nhar akhor", "mra khra", "في فرصة
// أخرى", "ليس اليوم", "pas cette fois", "some other day".
func TestRound25bLaterAlone(t *testing.T) {
	t.Parallel()
	shop := NewUnderstander(Vocabulary{Products: []string{"Tajine en argile 30 cm", "Caftan brodé", "Théière"}})
	checkRound(t, shop, []roundCase{
		{"nhar akhor inchallah a khoya", IntentCancel, DecisionNo},
		{"mra khra", IntentCancel, DecisionNo},
		{"ربما في مناسبة أخرى", IntentCancel, DecisionNo},
		{"في فرصة أخرى إن شاء الله", IntentCancel, DecisionNo},
		{"ليس اليوم، شكرا", IntentCancel, DecisionNo},
		{"pas cette fois", IntentCancel, DecisionNo},
		{"maybe some other time", IntentCancel, DecisionNo},
		{"machi daba, nhar akhor", IntentCancel, DecisionNo},
		// a goodbye, a yes with it, now asked, the other card
		{"à plus tard", "", unclear},
		{"ok but some other day", "", unclear},
		{"not another day, today", "", unclear},
		{"wrini lokhra", "", unclear},
		{"l'autre fois vous m'avez dit 300", "", unclear},
		{"zidha mra khra", "", unclear},
	})
}
