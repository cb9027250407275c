package i18n

// Key names one reply in the catalog. The engine emits keys with arguments;
// the runner renders them in the conversation's language with Render.
type Key string

// Replies to the shopper. Arguments are positional ({1}, {2}) and listed per key.
const (
	KeyGreeting         Key = "greeting"            // no args
	KeyResultsIntro     Key = "results_intro"       // {1} what was searched
	KeyMoreIntro        Key = "more_intro"          // no args
	KeyNoResults        Key = "no_results"          // {1} what was searched
	KeyNoMoreResults    Key = "no_more_results"     // no args
	KeyClarify          Key = "clarify"             // no args: ask what they are looking for
	KeyClarifyRepeat    Key = "clarify_repeat"      // no args: disambiguating question after the same intent 3 times
	KeyClarifyConfirm   Key = "clarify_confirm"     // {1} product name: "yes or no?" after an unclear answer to a confirmation
	KeyLostContext      Key = "lost_context"        // no args: show-more without a usable previous search
	KeySelectWhich      Key = "select_which"        // no args: a pick ("the second") with nothing to pick from
	KeyConfirmAddToCart Key = "confirm_add_to_cart" // {1} product name
	KeyAddToCartLink    Key = "add_to_cart_link"    // {1} product name, {2} link that adds it to the cart
	KeyViewOptions      Key = "view_options"        // {1} product name, {2} product page (choose size/colour there)
	KeyCancelled        Key = "cancelled"           // no args
	KeyConfirmExpired   Key = "confirm_expired"     // {1} product name
	KeyFallback         Key = "fallback"            // no args: the spec §7 safe line after an inconsistent state
	KeyError            Key = "error"               // no args: a recoverable failure (catalog down)
	KeyHandoff          Key = "handoff"             // no args: a human will take over
	KeyThanks           Key = "thanks"              // no args
	KeyBye              Key = "bye"                 // no args
	KeyHoldOn           Key = "hold_on"             // no args: shopper asked to wait; the question stays open
	KeyTakeYourTime     Key = "take_your_time"      // no args: shopper hesitates with no question open
	KeyMoreOrPick       Key = "more_or_pick"        // no args: the question above the quick replies that follow cards
)

// Replies of the follow-up layer (spec 004): refined searches, answers
// about the product in focus, the open question about a size.
const (
	KeyRefinedIntro     Key = "refined_intro"       // {1} what the refined search was understood as ("jellaba · zr9 · ta7t 500 dh")
	KeyRefinedNone      Key = "refined_none"        // {1} the refined search: nothing found, the earlier cards stay
	KeyRefinedAmong     Key = "refined_among"       // {1} the numbers of the cards shown that fit the refinement ("1 and 3")
	KeyRefinedColors    Key = "refined_colors"      // {1} the colours the cards shown come in
	KeyRefinedSizes     Key = "refined_sizes"       // {1} the sizes the cards shown come in
	KeyRefinedFrom      Key = "refined_from"        // {1} the lowest price among the cards shown
	KeyAnswerPrice      Key = "answer_price"        // {1} product name, {2} its price (last: a price may end with a period, "د.م.")
	KeyAnswerInStock    Key = "answer_in_stock"     // {1} product name
	KeyAnswerOutOfStock Key = "answer_out_of_stock" // {1} product name
	KeyAnswerSizes      Key = "answer_sizes"        // {1} product name, {2} its sizes
	KeyAnswerHasSize    Key = "answer_has_size"     // {1} product name, {2} the size asked
	KeyAnswerNoSize     Key = "answer_no_size"      // {1} product name, {2} the size asked, {3} its sizes
	KeyAnswerColors     Key = "answer_colors"       // {1} product name, {2} its colours
	KeyAnswerMaterial   Key = "answer_material"     // {1} product name, {2} its materials
	KeyAnswerLink       Key = "answer_link"         // {1} product name, {2} its page
	KeyAnswerElsewhere  Key = "answer_elsewhere"    // {1} product name, {2} its page: a detail wakha does not know
	KeyWhichProduct     Key = "which_product"       // no args: a question about a product with none in focus
	KeyAskSize          Key = "ask_size"            // {1} product name, {2} its sizes, {3} its page: the open question after a yes
	KeySizeChosen       Key = "size_chosen"         // {1} product name, {2} the size chosen, {3} its page
	KeyDismissed        Key = "dismissed"           // no args: the shopper let the cards or the question go ("laisse tomber")
)

// Labels of quick replies and card buttons: short, no arguments.
const (
	KeyLabelShowMore Key = "label_show_more"
	KeyLabelHuman    Key = "label_human"
	KeyLabelYes      Key = "label_yes"
	KeyLabelNo       Key = "label_no"
	KeyLabelView     Key = "label_view"
	KeyLabelAddCart  Key = "label_add_to_cart"
	KeyLabelSelect   Key = "label_select"
	KeyLabelDrop     Key = "label_drop_filter" // undo the filter the last refinement added
)

// Parts of product cards.
const (
	KeyPriceWas Key = "price_was" // {1} the regular price of a product on sale: "was 299,00 MAD"
)

// Texts for the human agents (private notes); English is enough but all languages must exist.
const (
	KeyNoteHandoff Key = "note_handoff" // {1} reason code, {2} summary of the last turns
)

// Proactive offers (spec 000): what wakha says first, unasked, and the
// answers to its quick replies.
const (
	KeyOfferProduct  Key = "offer_product"   // {1} product name: asked after the shopper watched its page a while
	KeyOfferTourHelp Key = "offer_tour_help" // no args: asked after a storefront tour was left midway
	KeyOfferDeclined Key = "offer_declined"  // no args: the shopper turned an offer down
	KeyOfferHelp     Key = "offer_help"      // no args: the shopper accepted help; ask what they need
	KeyLabelSimilar  Key = "label_similar"   // quick reply: products like the one offered
	KeyLabelNoThanks Key = "label_no_thanks" // quick reply: turn the offer down
	KeyLabelHelpMe   Key = "label_help_me"   // quick reply: accept the offer of help
)

// Follow-ups and queueing (spec 003): what wakha says when the shopper went
// quiet, and to a second conversation while the first is still going.
const (
	KeyFollowUpStillWant Key = "followup_still_want" // {1} product name: re-offers it ("still want X?"), yes/no
	KeyFollowUpCards     Key = "followup_cards"      // no args: cards shown, none picked
	KeyFollowUpNudge     Key = "followup_nudge"      // no args: a question or clarification left open
	KeyQueued            Key = "queued"              // no args: another conversation of the shopper is still open
)

// Keys lists every key; the catalog test checks each has text in every language.
var Keys = []Key{
	KeyGreeting, KeyResultsIntro, KeyMoreIntro, KeyNoResults, KeyNoMoreResults, KeyClarify,
	KeyClarifyRepeat, KeyClarifyConfirm, KeyLostContext, KeySelectWhich, KeyConfirmAddToCart,
	KeyAddToCartLink, KeyViewOptions, KeyCancelled, KeyConfirmExpired, KeyFallback, KeyError,
	KeyHandoff, KeyThanks, KeyBye, KeyHoldOn, KeyTakeYourTime, KeyMoreOrPick,
	KeyRefinedIntro, KeyRefinedNone, KeyRefinedAmong, KeyRefinedColors, KeyRefinedSizes, KeyRefinedFrom, KeyAnswerPrice,
	KeyAnswerInStock, KeyAnswerOutOfStock, KeyAnswerSizes, KeyAnswerHasSize, KeyAnswerNoSize, KeyAnswerColors,
	KeyAnswerMaterial, KeyAnswerLink, KeyAnswerElsewhere, KeyWhichProduct, KeyAskSize, KeySizeChosen, KeyDismissed,
	KeyLabelShowMore, KeyLabelHuman, KeyLabelYes, KeyLabelNo, KeyLabelView, KeyLabelAddCart, KeyLabelSelect, KeyLabelDrop,
	KeyPriceWas,
	KeyNoteHandoff,
	KeyOfferProduct, KeyOfferTourHelp, KeyOfferDeclined, KeyOfferHelp, KeyLabelSimilar, KeyLabelNoThanks, KeyLabelHelpMe,
	KeyFollowUpStillWant, KeyFollowUpCards, KeyFollowUpNudge, KeyQueued,
}
