package i18n

// The plain sets some lookup asks by the word's number (numSet.has), each
// beside its map. This file and the lookups by number are written by a
// rewriter (round 28, kept outside the repository) from set[t.norm],
// set[t.key] and set[w] with w := t.norm; running it again after adding
// readers rewrites their lookups and this file.

var (
	abovePrepsNum        numSet
	acceptObjectsNum     numSet
	acceptWordsNum       numSet
	account27Num         numSet
	ackPresenceNum       numSet
	ackWordsNum          numSet
	addFillerNum         numSet
	addNegsNum           numSet
	addedBeforeNum       numSet
	addedNothingNum      numSet
	addedWordsNum        numSet
	addressWordsNum      numSet
	adverbialFirstNum    numSet
	afterFineNum         numSet
	afterThatNum         numSet
	afterWordsNum        numSet
	againstWordsNum      numSet
	alongWordsNum        numSet
	alsoArticles26Num    numSet
	alsoSaidNum          numSet
	alsoTooWordsNum      numSet
	alsoWords26Num       numSet
	alsoWordsNum         numSet
	andWordsNum          numSet
	anotherOneNum        numSet
	anotherWordsNum      numSet
	answerVerbsNum       numSet
	answerVetoNum        numSet
	anyKinNum            numSet
	apologiesNum         numSet
	apologyForWordsNum   numSet
	apologyWordsNum      numSet
	arabicExcessNum      numSet
	arabicGetPastMeNum   numSet
	arabicGetPastNum     numSet
	arabicThingNum       numSet
	arrivalWordsNum      numSet
	arriveVerbsNum       numSet
	arriveWordsNum       numSet
	arrivedWordsNum      numSet
	aside27Num           numSet
	asideWordsNum        numSet
	askAndNum            numSet
	askFirstVerbsNum     numSet
	askNegatorsNum       numSet
	askOpenersNum        numSet
	askSubj27Num         numSet
	askSubjectsNum       numSet
	askVerb27Num         numSet
	askVerbsNum          numSet
	askedVerbsNum        numSet
	askingAuxNum         numSet
	aspectWordsNum       numSet
	atAllWordsNum        numSet
	atYoursNum           numSet
	auxSubjectsNum       numSet
	availNowNum          numSet
	availThereNum        numSet
	availWords26Num      numSet
	availWordsNum        numSet
	avoirFormsNum        numSet
	awaitCuesNum         numSet
	awaitOpenersNum      numSet
	awaitVerbsNum        numSet
	backAgainNum         numSet
	backVerb27Num        numSet
	backWordsNum         numSet
	badWordsNum          numSet
	baraka27eNum         numSet
	barePutArabicNum     numSet
	bareZidNum           numSet
	bargainFillNum       numSet
	basket27Num          numSet
	beNegGluedNum        numSet
	beWordsNum           numSet
	beforeGlueNum        numSet
	beforeOtherNum       numSet
	beforeWordsNum       numSet
	betterWordsNum       numSet
	bitWordsNum          numSet
	blessLeadsNum        numSet
	blessNounsNum        numSet
	blessingMarksNum     numSet
	bothWordsNum         numSet
	boughtFirstNum       numSet
	boughtSameNum        numSet
	boughtVerbsNum       numSet
	brokeSubjectsNum     numSet
	broken27Num          numSet
	browsingNum          numSet
	budgetExcessNum      numSet
	budgetLinksNum       numSet
	budgetNotNum         numSet
	budgetNounsNum       numSet
	budgetOfsNum         numSet
	budgetOrPurseNum     numSet
	budgetWordsNum       numSet
	butWordsNum          numSet
	byWhenNum            numSet
	byeLaterNum          numSet
	calmNegsNum          numSet
	calmOnYouNum         numSet
	calmSmallNum         numSet
	calmWordsNum         numSet
	canWordsNum          numSet
	cantNowNum           numSet
	cantWordsNum         numSet
	card27Num            numSet
	cartNounsNum         numSet
	cartPlaceWordsNum    numSet
	cartWordsNum         numSet
	ceilingNegsNum       numSet
	chanceThisNum        numSet
	chanceWordsNum       numSet
	changeW27Num         numSet
	channelWordsNum      numSet
	cheaperMarksNum      numSet
	cheaperWordsNum      numSet
	choiceWordsNum       numSet
	chooseVerbsNum       numSet
	clauseAndNum         numSet
	clauseOpenersNum     numSet
	cliticsNum           numSet
	closingGoodNum       numSet
	colourNounsNum       numSet
	colourPrepsNum       numSet
	comeBack26Num        numSet
	comeWordsNum         numSet
	comingBackNum        numSet
	comingTimesNum       numSet
	comingWordsNum       numSet
	commitWords27Num     numSet
	comparativesNum      numSet
	compareOneNum        numSet
	comparingNum         numSet
	concedeWordsNum      numSet
	condWords25eNum      numSet
	condWordsNum         numSet
	conditionSpeltNum    numSet
	consultVerbsNum      numSet
	continueVerbsNum     numSet
	contrastNeg27Num     numSet
	copulasNum           numSet
	correctionWordsNum   numSet
	costNounsNum         numSet
	costVerbsNum         numSet
	countOneNum          numSet
	countWordsNum        numSet
	cues22dNum           numSet
	currenciesNum        numSet
	cutNounsNum          numSet
	cutVerb27Num         numSet
	darijaIfNum          numSet
	datedWordsNum        numSet
	dayCountsNum         numSet
	dayPartsNum          numSet
	dayToCome26Num       numSet
	dayWordNum           numSet
	dayWordsNum          numSet
	dearDemosNum         numSet
	dearExcessNum        numSet
	dearForNum           numSet
	dearLeadNum          numSet
	dearMarksNum         numSet
	dearSaidNum          numSet
	dearWordsNum         numSet
	decideOpenersNum     numSet
	decideWordsAllNum    numSet
	decidedNotWordsNum   numSet
	decidedWordsNum      numSet
	declineButsNum       numSet
	degreeAdverbsNum     numSet
	delayWordsNum        numSet
	deliveryCostNounsNum numSet
	deliveryPastNum      numSet
	deliveryWordsNum     numSet
	diffWordsNum         numSet
	disbeliefWordsNum    numSet
	elisionBeforeNum     numSet
	else27Num            numSet
	elseSaidNum          numSet
	elseWordsNum         numSet
	elsewhereNum         numSet
	elsewhereSaidNum     numSet
	enWordsNum           numSet
	englishGetNowNum     numSet
	englishGetPastNum    numSet
	enoughNoNum          numSet
	enoughSaidNum        numSet
	enoughWordsNum       numSet
	erredWordsNum        numSet
	evenIfFirstNum       numSet
	evenWords26Num       numSet
	evenWordsNum         numSet
	exceedVerbsNum       numSet
	excessAdjectivesNum  numSet
	excessForsNum        numSet
	excessMarksNum       numSet
	excessPraiseNum      numSet
	excessToNum          numSet
	excessWordsNum       numSet
	existWordsNum        numSet
	faitSubjectsNum      numSet
	fanWords27Num        numSet
	far27Num             numSet
	farTimeNum           numSet
	fast27Num            numSet
	faultWordsNum        numSet
	firstPersonsNum      numSet
	firstPossessiveNum   numSet
	firstWords26Num      numSet
	firstWordsNum        numSet
	fitAuxNum            numSet
	fitMeNum             numSet
	fitNegatedNum        numSet
	fitPronouNum         numSet
	fitVerbsNum          numSet
	fitWithNum           numSet
	fiyachNum            numSet
	forMeNum             numSet
	forSaidNum           numSet
	forThingNum          numSet
	forWhatNum           numSet
	forWhomNum           numSet
	forWords2Num         numSet
	forWordsNum          numSet
	forgetItWordsNum     numSet
	forgetItsNum         numSet
	frenchAfterIlNum     numSet
	frenchAfterMaNum     numSet
	frenchBeforeNum      numSet
	frenchCliticsNum     numSet
	frenchHereNum        numSet
	frenchItNum          numSet
	frenchNegEndsNum     numSet
	frenchPronounNum     numSet
	frenchTheseNum       numSet
	fromWords25eNum      numSet
	fromWordsNum         numSet
	fromYouNum           numSet
	futureAuxNegNum      numSet
	futureEnglishNum     numSet
	futureMarksNum       numSet
	futureWordsNum       numSet
	getFromVerbsNum      numSet
	getVerbsNum          numSet
	gift27Num            numSet
	giftExtrasNum        numSet
	giftWordsNum         numSet
	giveItTailNum        numSet
	giveItVerbsNum       numSet
	giveTimeVerbsNum     numSet
	giveWordsNum         numSet
	gluedUndecidedNum    numSet
	goAboveNegNum        numSet
	goAboveNum           numSet
	goAheadNum           numSet
	goOnWordsNum         numSet
	goWordsNum           numSet
	god27Num             numSet
	god27eNum            numSet
	godWillingNum        numSet
	godWordsNum          numSet
	goingToNum           numSet
	goneTimesNum         numSet
	goneWordsNum         numSet
	goodWellNum          numSet
	goodWordsNum         numSet
	gotFillersNum        numSet
	gotNotObjectsNum     numSet
	gotObjectsNum        numSet
	greetAddressNum      numSet
	greetSecondNum       numSet
	greetWordsNum        numSet
	halfWordsNum         numSet
	handWordsNum         numSet
	haveAskedNum         numSet
	haveCountsNum        numSet
	haveNowNum           numSet
	haveOrThereNum       numSet
	haveWordsNum         numSet
	heSheNum             numSet
	hedgeWordsNum        numSet
	hedgesNum            numSet
	heldInNum            numSet
	hereNow25Num         numSet
	herePreNum           numSet
	hereSaidNum          numSet
	hereWordsNum         numSet
	hmmPlainNum          numSet
	hmmWordsNum          numSet
	homeKinNum           numSet
	homeNounsNum         numSet
	homeWordsNum         numSet
	howPayWordsNum       numSet
	howWords25eNum       numSet
	ifGodNum             numSet
	ifSaidNum            numSet
	ifWasNum             numSet
	ifWordsNum           numSet
	ifYouWordsNum        numSet
	inLawsNum            numSet
	inMindNum            numSet
	inPerson27Num        numSet
	inWordsNum           numSet
	indefiniteNum        numSet
	indefinitesNum       numSet
	infoNounsNum         numSet
	insteadOfNum         numSet
	insteadWordsNum      numSet
	interject27eNum      numSet
	interjection27Num    numSet
	interjectionsNum     numSet
	itWantedNum          numSet
	itWordsNum           numSet
	itsWordsNum          numSet
	joinWordsNum         numSet
	joke27Num            numSet
	jokePastNum          numSet
	jokeSmallNum         numSet
	joyEmojiNum          numSet
	judgeForNum          numSet
	judgedArticleNum     numSet
	justSayWordsNum      numSet
	justWords25Num       numSet
	justWordsNum         numSet
	keep27Num            numSet
	keepVerbs26Num       numSet
	kiddingNum           numSet
	kinAddressNum        numSet
	kinArabicNum         numSet
	kinHoldNum           numSet
	kinHomeMineNum       numSet
	kinHomeNum           numSet
	kinMoreNum           numSet
	kinNoWordsNum        numSet
	kinNosNum            numSet
	kinOwnNum            numSet
	kinOwnersNum         numSet
	kinPastNum           numSet
	kinPeopleNum         numSet
	kinPriceSubjectNum   numSet
	kinRefusersNum       numSet
	kinSayVerbsNum       numSet
	kinWantTailNum       numSet
	kinWantsNum          numSet
	kinWordsNum          numSet
	kindArticlesNum      numSet
	knowNot27Num         numSet
	lFirstWordsNum       numSet
	lNextWordsNum        numSet
	lOfWordsNum          numSet
	lTimeNounsNum        numSet
	laIfWasNum           numSet
	lastAddedNum         numSet
	lastOnesNum          numSet
	lastTimeNum          numSet
	lastWordsNum         numSet
	laterCoreNum         numSet
	laterFillNum         numSet
	laterNegatorsNum     numSet
	laterNounsNum        numSet
	laterVetoNum         numSet
	latinIfWordsNum      numSet
	laughsNum            numSet
	lawIfNum             numSet
	lawPoliteNum         numSet
	leadWordsNum         numSet
	leaveItWordsNum      numSet
	leftWordsNum         numSet
	letYouNum            numSet
	likeHaveNum          numSet
	likeVerbsNum         numSet
	likeWords2Num        numSet
	likeWordsNum         numSet
	listWideNum          numSet
	listWordsNum         numSet
	littleWordsNum       numSet
	longTimesNum         numSet
	longWordsNum         numSet
	longerNegatorsNum    numSet
	lookBaseNum          numSet
	lookExcessNum        numSet
	lookGoodNum          numSet
	lookPoorNum          numSet
	lookSoftenersNum     numSet
	lordWordsNum         numSet
	lovedFillersNum      numSet
	madeFreeNum          numSet
	madeUpWordsNum       numSet
	madeWordsNum         numSet
	manyCountsNum        numSet
	mattersWordsNum      numSet
	maybe27Num           numSet
	maybeWordsNum        numSet
	meWordsNum           numSet
	meanWordsNum         numSet
	meantForNum          numSet
	meantWasNum          numSet
	mercyWordsNum        numSet
	mind27Num            numSet
	mindPrepNum          numSet
	mindWordsNum         numSet
	mineAfterKinNum      numSet
	mineHadNum           numSet
	mineMarksNum         numSet
	mineObjectsNum       numSet
	mineWords2Num        numSet
	mineWordsNum         numSet
	modelNounsNum        numSet
	money27Num           numSet
	moneyNounsNum        numSet
	moneyThisNum         numSet
	moneyUnitsNum        numSet
	moneyWordsNum        numSet
	monthWordsNum        numSet
	moreCheapAdjNum      numSet
	moreOrAddNum         numSet
	moreSayNum           numSet
	moreSoWordsNum       numSet
	moreTownsNum         numSet
	moreWordsNum         numSet
	myself27Num          numSet
	near27Num            numSet
	nearPeopleNum        numSet
	needMoreNum          numSet
	needObjectsNum       numSet
	needSaidNum          numSet
	needWordsNum         numSet
	negAuxWordsNum       numSet
	negFutureAuxNum      numSet
	neighbour27Num       numSet
	neverWordsNum        numSet
	nextWordsNum         numSet
	noAnswersNum         numSet
	noButWordsNum        numSet
	noLongerBareNum      numSet
	noMoreNum            numSet
	noNeed27Num          numSet
	noNeedNum            numSet
	noNeedOtherNum       numSet
	noNeedTailNum        numSet
	noNeedWordsNum       numSet
	noPraiseWordsNum     numSet
	noReason27Num        numSet
	noUseWhatNum         numSet
	nobodyWords26Num     numSet
	nobodyWordsNum       numSet
	nonHeadsNum          numSet
	noneHaveNum          numSet
	noneNegNum           numSet
	noneWordsNum         numSet
	notAPositionNum      numSet
	notArrivedNum        numSet
	notNeedingNum        numSet
	notNowNot27Num       numSet
	notNowWordsNum       numSet
	notSureGluedNum      numSet
	notSureNegNum        numSet
	notTheCartNum        numSet
	notThingNum          numSet
	notThisNegsNum       numSet
	notThisNum           numSet
	notThisWords26Num    numSet
	notW27Num            numSet
	notYetWordsNum       numSet
	nothing27Num         numSet
	nothing27eNum        numSet
	nothingAnyNum        numSet
	nothingSaidNum       numSet
	nothingWordsNum      numSet
	nowOrTodayNum        numSet
	nowProperNum         numSet
	nowWords27Num        numSet
	nowWordsNum          numSet
	objectFillNum        numSet
	objectionHaveNum     numSet
	occasionNounsNum     numSet
	occasionWordsNum     numSet
	ofThemNum            numSet
	ofThingNum           numSet
	ofWordsNum           numSet
	offTopicVerbsNum     numSet
	offTopicWordsNum     numSet
	offerOpenersNum      numSet
	offerPrepsNum        numSet
	offerVerbsNum        numSet
	oldTownNum           numSet
	onItNum              numSet
	onUsNum              numSet
	onWordsNum           numSet
	onceWordsNum         numSet
	oneCountNum          numSet
	oneOfNum             numSet
	oneWords26Num        numSet
	onlineWordsNum       numSet
	onlyNegatorsNum      numSet
	onlySaidNum          numSet
	openWhenNum          numSet
	openWordsNum         numSet
	or27Num              numSet
	orderAskWordsNum     numSet
	orderNounsNum        numSet
	orderSaidNum         numSet
	otherAsksNum         numSet
	otherCardNum         numSet
	otherOfNum           numSet
	otherOneWordsNum     numSet
	otherOnesNum         numSet
	otherPlaceNum        numSet
	otherPron27Num       numSet
	otherWantNegNum      numSet
	otherWords26Num      numSet
	otherWordsNum        numSet
	ovenInNum            numSet
	ovenWordsNum         numSet
	overWordsNum         numSet
	ownCountNum          numSet
	ownFirstNum          numSet
	ownLikeNum           numSet
	ownOpenersNum        numSet
	ownTrailNum          numSet
	ownVerbsNum          numSet
	ownWordsNum          numSet
	ownedTailNum         numSet
	ownedThingNum        numSet
	parentWordsNum       numSet
	partDaysNum          numSet
	partNounsNum         numSet
	partWordsNum         numSet
	passTailNum          numSet
	pastNegatorsNum      numSet
	pastWordsNum         numSet
	payArriveNum         numSet
	payFirstNum          numSet
	payNounsNum          numSet
	payNowOrCardNum      numSet
	payNowWordsNum       numSet
	payOnDeliveryNum     numSet
	payVerbs26Num        numSet
	payVerbsNum          numSet
	payWantsNum          numSet
	payWordsNum          numSet
	peopleNounsNum       numSet
	periodNounsNum       numSet
	personAfterNum       numSet
	personNounsNum       numSet
	personOneNum         numSet
	personOtherWordsNum  numSet
	personPlacesNum      numSet
	personPronounsNum    numSet
	photoAtNum           numSet
	photoNounsNum        numSet
	photoWordsNum        numSet
	pickLeadNum          numSet
	pickTailNum          numSet
	pickedVerbsNum       numSet
	place27Num           numSet
	placeLinksNum        numSet
	placeNounsNum        numSet
	placePrepsNum        numSet
	placeWordsNum        numSet
	plainNosNum          numSet
	pleaseGoNum          numSet
	pleaseWordsNum       numSet
	pointWordsNum        numSet
	pointersNum          numSet
	politeButsNum        numSet
	possessivesNum       numSet
	possibleWordsNum     numSet
	praiseAdjectivesNum  numSet
	praiseGodNum         numSet
	prefaceSorryNum      numSet
	prefaceWordsNum      numSet
	presenceFillNum      numSet
	presenceNegsNum      numSet
	presenceSubjectsNum  numSet
	presenceWordsNum     numSet
	previousOpenersNum   numSet
	previousWordsNum     numSet
	priceNounsNum        numSet
	priceOpenersNum      numSet
	pricyWordsNum        numSet
	problemWordsNum      numSet
	progEnglishNum       numSet
	pronoun27Num         numSet
	pronounDemoNum       numSet
	pronounsNum          numSet
	purposeCuesNum       numSet
	purposeFillersNum    numSet
	purposeNotVerbNum    numSet
	purposeOpenNum       numSet
	purposeOpenersNum    numSet
	purposeWordsNum      numSet
	putAside27Num        numSet
	putVerbsNum          numSet
	questionNounsNum     numSet
	quietWordsNum        numSet
	r25eAndNum           numSet
	r25eEachNum          numSet
	r25eOneNum           numSet
	r25ePeopleNum        numSet
	r25eSizesNum         numSet
	r25eStillNum         numSet
	r25eTwoNum           numSet
	r25eWantNum          numSet
	r25eWithNum          numSet
	r26AlsoNum           numSet
	r26AnywayNum         numSet
	r26BecauseNum        numSet
	r26BitNum            numSet
	r26CardWordsNum      numSet
	r26DatePrepsNum      numSet
	r26DeadlineNum       numSet
	r26DenyNum           numSet
	r26ExtraDenyNum      numSet
	r26ForgetNum         numSet
	r26IfSmallNum        numSet
	r26IfWordsNum        numSet
	r26NoMoreNum         numSet
	r26NowWordsNum       numSet
	r26OccasionsNum      numSet
	r26OpenerNum         numSet
	r26OtherWordsNum     numSet
	r26PraiseNum         numSet
	r26SayToNum          numSet
	r26SentObjNum        numSet
	r26ThinkCoreNum      numSet
	r26ThinkSmallNum     numSet
	r26cAboveNum         numSet
	r26cAilleursNum      numSet
	r26cAlsoNum          numSet
	r26cBeenNum          numSet
	r26cBihadhaNum       numSet
	r26cBimaNum          numSet
	r26cBoughtForMeNum   numSet
	r26cBoughtNum        numSet
	r26cCheaperMarksNum  numSet
	r26cDearerNum        numSet
	r26cFitWordsNum      numSet
	r26cFutureNum        numSet
	r26cHadhaNum         numSet
	r26cKeepNum          numSet
	r26cKillsNum         numSet
	r26cKinOwnersNum     numSet
	r26cKnowSeeNum       numSet
	r26cLikeArNum        numSet
	r26cLookVerbsNum     numSet
	r26cLookingNum       numSet
	r26cMeansNum         numSet
	r26cNeedNum          numSet
	r26cNegsNum          numSet
	r26cOldWordsNum      numSet
	r26cOtherNum         numSet
	r26cOthersNum        numSet
	r26cPlaceNum         numSet
	r26cPriceNounsNum    numSet
	r26cQadrNum          numSet
	r26cSayVerbsNum      numSet
	r26cSeekArNum        numSet
	r26cSettleAfterMaNum numSet
	r26cSettleNum        numSet
	r26cSettleObjNum     numSet
	r26cSpentWordsNum    numSet
	r26cTodayNum         numSet
	r26cUglyWordsNum     numSet
	r26cVoirNum          numSet
	r26cWontWordsNum     numSet
	r26cYakfiNum         numSet
	r26cYearsNum         numSet
	r26eAlsoNum          numSet
	r26eAndNum           numSet
	r26eColourNum        numSet
	r26eDatedNum         numSet
	r26eDatedTailNum     numSet
	r26eForgetNegNum     numSet
	r26eGoOnNum          numSet
	r26eGodWillNum       numSet
	r26eItNum            numSet
	r26eJustNum          numSet
	r26eLaterNum         numSet
	r26eLaughNum         numSet
	r26eMeantNum         numSet
	r26eNegAnyNum        numSet
	r26eNeverMndNum      numSet
	r26eNoWordNum        numSet
	r26eNotBadNum        numSet
	r26eOkNum            numSet
	r26ePlainNum         numSet
	r26eRelativeNum      numSet
	r26eSafiNum          numSet
	r26eSizeEachNum      numSet
	r26eSizeWordNum      numSet
	r26eSomethingNum     numSet
	r26eThingNum         numSet
	r26eWantItNum        numSet
	r26eYesOpenNum       numSet
	r26fAfterVerbNum     numSet
	r26fAlreadyNum       numSet
	r26fArNegNum         numSet
	r26fAuxNum           numSet
	r26fBoughtNum        numSet
	r26fCalmLinkNum      numSet
	r26fElseAnyNum       numSet
	r26fElseOneNum       numSet
	r26fFillerNum        numSet
	r26fFirstNum         numSet
	r26fForMeNum         numSet
	r26fForgetArNum      numSet
	r26fForgetLinkNum    numSet
	r26fFutureNum        numSet
	r26fGoWNum           numSet
	r26fItFrNum          numSet
	r26fItNum            numSet
	r26fLongModNum       numSet
	r26fMachiNum         numSet
	r26fNegsNum          numSet
	r26fNoBeforeNum      numSet
	r26fObjNum           numSet
	r26fOtherWNum        numSet
	r26fOublieNum        numSet
	r26fPlaceNum         numSet
	r26fPossessiveNum    numSet
	r26fPrepNum          numSet
	r26fTakeVerbNum      numSet
	r26fTheirsNum        numSet
	r26fThirdNum         numSet
	r26fWhyNum           numSet
	r26fWrongNum         numSet
	r27dAssistantsNum    numSet
	r27dBabyNum          numSet
	r27dBarePutNum       numSet
	r27dBigNum           numSet
	r27dBothNum          numSet
	r27dCallWordsNum     numSet
	r27dFemaleNum        numSet
	r27dForKindNum       numSet
	r27dForMeNum         numSet
	r27dKidsNum          numSet
	r27dMaleNum          numSet
	r27dMeNum            numSet
	r27dMustNum          numSet
	r27dNeverNum         numSet
	r27dNotForNum        numSet
	r27dNotThingNum      numSet
	r27dOfKindNum        numSet
	r27dOnlineNum        numSet
	r27dOrderNum         numSet
	r27dPastWantNum      numSet
	r27dPickVerbsNum     numSet
	r27dPlaceNum         numSet
	r27dPreferNum        numSet
	r27dSameNum          numSet
	r27dSendVerbsNum     numSet
	r27dShowNum          numSet
	r27dSizePrepsNum     numSet
	r27dSmallNum         numSet
	r27dThenNum          numSet
	r27dThisOneNum       numSet
	r27dTooLastNum       numSet
	r27dTooNum           numSet
	r27dWeWillNum        numSet
	r27fAndNum           numSet
	r27fArticleNum       numSet
	r27fConfirmNum       numSet
	r27fDeliveryNum      numSet
	r27fFillerNum        numSet
	r27fForNum           numSet
	r27fFreeNum          numSet
	r27fKeepNum          numSet
	r27fOneNum           numSet
	r27fPossibleNum      numSet
	r27fSplitNum         numSet
	r27fUnderstoodNum    numSet
	ratherWordsNum       numSet
	reasonFirstWordsNum  numSet
	reasonWordsNum       numSet
	reflectTailNum       numSet
	reflectWordsNum      numSet
	refusalMarksNum      numSet
	refusalTailsNum      numSet
	refuseVerbsNum       numSet
	relWordsNum          numSet
	relative27Num        numSet
	relativesNum         numSet
	reminderAndsNum      numSet
	removalGlueNum       numSet
	removalNegatorsNum   numSet
	removedThingsNum     numSet
	removedWhatNum       numSet
	replyCourtesyNum     numSet
	returnWordsNum       numSet
	reviewNounsNum       numSet
	right27Num           numSet
	rightTagsNum         numSet
	rightWordsNum        numSet
	roomHaveNotNum       numSet
	roomWhereNum         numSet
	round25bStartsNum    numSet
	round26cStartsNum    numSet
	runOnCountsNum       numSet
	runOnOthersNum       numSet
	said27Num            numSet
	said27eNum           numSet
	saidKey27Num         numSet
	saidSayNum           numSet
	saidThatNum          numSet
	saidToMeNum          numSet
	saidToNum            numSet
	saidWordsNum         numSet
	salesWordsNum        numSet
	sameBesidesNum       numSet
	sameItemNum          numSet
	sameNotOwnedNum      numSet
	sameWordsNum         numSet
	sayIdiomAuxNum       numSet
	sayNeg27Num          numSet
	sayNoNum             numSet
	sayOpenersNum        numSet
	sayRhetoricNum       numSet
	saySmallNum          numSet
	sayToNum             numSet
	sayVerbsNum          numSet
	sayWordsNum          numSet
	scentBasesNum        numSet
	scornAmNum           numSet
	scornINum            numSet
	scornThatNum         numSet
	searchVerbsNum       numSet
	seeVerbs27Num        numSet
	seekWordsNum         numSet
	seemVerbsNum         numSet
	seenWithNum          numSet
	seenWordsNum         numSet
	selfOpenersNum       numSet
	selfPeopleNum        numSet
	selfWordsNum         numSet
	sendWordsNum         numSet
	sentBackNum          numSet
	shapeWordsNum        numSet
	shopSelfWordsNum     numSet
	shopThingsNum        numSet
	shopYouNum           numSet
	showVerbsNum         numSet
	shownFillersNum      numSet
	shownNegatorsNum     numSet
	siYesVerbsNum        numSet
	sigh27Num            numSet
	sighsNum             numSet
	siteWordsNum         numSet
	sizeAskedNum         numSet
	sizeBeforeNum        numSet
	sizeForNum           numSet
	sizeIns26Num         numSet
	sizeNotNum           numSet
	sizeNounsNum         numSet
	sizeWordsNum         numSet
	sleepWordsNum        numSet
	slowWordsNum         numSet
	smallHomeNum         numSet
	smallWordsNum        numSet
	softExcessNum        numSet
	softLookNum          numSet
	softNosNum           numSet
	softWordsNum         numSet
	soldPlacesNum        numSet
	soldPriceGluedNum    numSet
	someArticleNum       numSet
	someThingNum         numSet
	someTimeWordsNum     numSet
	someWordsNum         numSet
	somethingWordsNum    numSet
	soonFillerNum        numSet
	soonLaterNum         numSet
	sorryWordsNum        numSet
	soughtAfterNum       numSet
	soughtNegatorsNum    numSet
	soughtRelativesNum   numSet
	soughtVerbsNum       numSet
	soughtWordsNum       numSet
	spanishButNum        numSet
	spanishPutNum        numSet
	spendWordsNum        numSet
	stillAdverbsNum      numSet
	stillAvailNum        numSet
	stillFillerNum       numSet
	stillFineNum         numSet
	stillHereWordsNum    numSet
	stillMarksNum        numSet
	stillMoreNum         numSet
	stillNewMoreNum      numSet
	stillOpenersNum      numSet
	stillSaid24Num       numSet
	stillWords26Num      numSet
	stillWordsNum        numSet
	stockWordsNum        numSet
	stopWaitNum          numSet
	storeWordsNum        numSet
	storyKinNormNum      numSet
	storyKinNum          numSet
	storyLastNum         numSet
	storyVerbsNum        numSet
	storyWhenNum         numSet
	subjectWords25Num    numSet
	subjectWordsNum      numSet
	sureOfNum            numSet
	sureWordsNum         numSet
	systemNounsNum       numSet
	tailAndsNum          numSet
	tailArticlesNum      numSet
	tailKinNum           numSet
	tailLinksNum         numSet
	tailNounsNum         numSet
	tailPraiseNum        numSet
	tailTitlesNum        numSet
	tailWordsNum         numSet
	take27Num            numSet
	takeBackWordsNum     numSet
	takeObj27Num         numSet
	takeSubj27Num        numSet
	takeWordsNum         numSet
	talkListenerNum      numSet
	talkingToNum         numSet
	tasteMineNum         numSet
	tasteNegatorsNum     numSet
	tasteNounsNum        numSet
	tasteSoftenersNum    numSet
	tellWordsNum         numSet
	thanWordsNum         numSet
	thanksForNum         numSet
	thanksWordsNum       numSet
	thatsWordsNum        numSet
	theOther26Num        numSet
	theOtherNum          numSet
	thereWordsNum        numSet
	theseWordsNum        numSet
	thingAlsoNum         numSet
	thingArticlesNum     numSet
	thinkSubjectNum      numSet
	thinkVerbsNum        numSet
	thisCardsNum         numSet
	thisOfNum            numSet
	thisOneDemoNum       numSet
	thisOneGlueNum       numSet
	thisOneWordsNum      numSet
	thisOnesNum          numSet
	thisStuffNum         numSet
	thisTimeNum          numSet
	thisWordsNum         numSet
	throwArticlesNum     numSet
	throwGluedNum        numSet
	throwInNum           numSet
	throwObjectsNum      numSet
	throwVerbsNum        numSet
	tillWordsNum         numSet
	timeAheadNum         numSet
	timeConjNum          numSet
	timeFillNum          numSet
	timeMatesNum         numSet
	timeNoneNum          numSet
	timeNouns26Num       numSet
	timeNounsNum         numSet
	timeWords26Num       numSet
	timeWordsNum         numSet
	tiredWordsNum        numSet
	toYou27Num           numSet
	toldVerbsNum         numSet
	toldYouNum           numSet
	tooDeniedNum         numSet
	tooLeadNum           numSet
	tooTrailNum          numSet
	tornWordsNum         numSet
	townShopsNum         numSet
	undecidedLeadNum     numSet
	undecidedNegNum      numSet
	undecidedTailNum     numSet
	understoodNum        numSet
	undoOpenersNum       numSet
	undoVerbsNum         numSet
	undoneItNum          numSet
	unitWordsNum         numSet
	unmarkedQWordsNum    numSet
	until27Num           numSet
	untilGlueNum         numSet
	untilSubjectsNum     numSet
	variantPrepsNum      numSet
	verbNegatorsNum      numSet
	verdictWordsNum      numSet
	veryWordsNum         numSet
	visit27Num           numSet
	vocative27Num        numSet
	vocativesNum         numSet
	waitDaysNum          numSet
	waitFillersNum       numSet
	waitNounsNum         numSet
	waitStillWordsNum    numSet
	waitVerbsNum         numSet
	waitedWordsNum       numSet
	wantItWordsNum       numSet
	wantNegatorsNum      numSet
	wantSubjectsNum      numSet
	wasWordsNum          numSet
	wearWordsNum         numSet
	weekDaysNum          numSet
	wellWordsNum         numSet
	whatThisNum          numSet
	whenAskedNum         numSet
	whenClauseNum        numSet
	whenOpenersNum       numSet
	whenWhereWhoNum      numSet
	whenWordsNum         numSet
	whenceWordsNum       numSet
	whereWhomNum         numSet
	whereWordsNum        numSet
	whether27Num         numSet
	whichAfterAchNum     numSet
	whichTakeNum         numSet
	whoWordsNum          numSet
	whyLeadsNum          numSet
	whyNeedWordsNum      numSet
	whyWordsNum          numSet
	wishWordsNum         numSet
	withForNum           numSet
	withOrWithoutNum     numSet
	withYouMSANum        numSet
	withYouMineNum       numSet
	withYouNum           numSet
	withoutWordsNum      numSet
	wonderWordsNum       numSet
	word27Num            numSet
	workNegatedNum       numSet
	wornArabicNum        numSet
	wornEnglishNum       numSet
	wornFrenchNum        numSet
	worryWordsNum        numSet
	wouldWords27Num      numSet
	wrap27Num            numSet
	wrong27Num           numSet
	yesSaidNum           numSet
	youWantNum           numSet
	youWordsNum          numSet
	yoursWordsNum        numSet
)

// numberSets numbers the sets' words in ids (buildSpellings).
func numberSets(ids map[string]int32) {
	abovePrepsNum = newNumSet(abovePreps, ids)
	acceptObjectsNum = newNumSet(acceptObjects, ids)
	acceptWordsNum = newNumSet(acceptWords, ids)
	account27Num = newNumSet(account27, ids)
	ackPresenceNum = newNumSet(ackPresence, ids)
	ackWordsNum = newNumSet(ackWords, ids)
	addFillerNum = newNumSet(addFiller, ids)
	addNegsNum = newNumSet(addNegs, ids)
	addedBeforeNum = newNumSet(addedBefore, ids)
	addedNothingNum = newNumSet(addedNothing, ids)
	addedWordsNum = newNumSet(addedWords, ids)
	addressWordsNum = newNumSet(addressWords, ids)
	adverbialFirstNum = newNumSet(adverbialFirst, ids)
	afterFineNum = newNumSet(afterFine, ids)
	afterThatNum = newNumSet(afterThat, ids)
	afterWordsNum = newNumSet(afterWords, ids)
	againstWordsNum = newNumSet(againstWords, ids)
	alongWordsNum = newNumSet(alongWords, ids)
	alsoArticles26Num = newNumSet(alsoArticles26, ids)
	alsoSaidNum = newNumSet(alsoSaid, ids)
	alsoTooWordsNum = newNumSet(alsoTooWords, ids)
	alsoWords26Num = newNumSet(alsoWords26, ids)
	alsoWordsNum = newNumSet(alsoWords, ids)
	andWordsNum = newNumSet(andWords, ids)
	anotherOneNum = newNumSet(anotherOne, ids)
	anotherWordsNum = newNumSet(anotherWords, ids)
	answerVerbsNum = newNumSet(answerVerbs, ids)
	answerVetoNum = newNumSet(answerVeto, ids)
	anyKinNum = newNumSet(anyKin, ids)
	apologiesNum = newNumSet(apologies, ids)
	apologyForWordsNum = newNumSet(apologyForWords, ids)
	apologyWordsNum = newNumSet(apologyWords, ids)
	arabicExcessNum = newNumSet(arabicExcess, ids)
	arabicGetPastMeNum = newNumSet(arabicGetPastMe, ids)
	arabicGetPastNum = newNumSet(arabicGetPast, ids)
	arabicThingNum = newNumSet(arabicThing, ids)
	arrivalWordsNum = newNumSet(arrivalWords, ids)
	arriveVerbsNum = newNumSet(arriveVerbs, ids)
	arriveWordsNum = newNumSet(arriveWords, ids)
	arrivedWordsNum = newNumSet(arrivedWords, ids)
	aside27Num = newNumSet(aside27, ids)
	asideWordsNum = newNumSet(asideWords, ids)
	askAndNum = newNumSet(askAnd, ids)
	askFirstVerbsNum = newNumSet(askFirstVerbs, ids)
	askNegatorsNum = newNumSet(askNegators, ids)
	askOpenersNum = newNumSet(askOpeners, ids)
	askSubj27Num = newNumSet(askSubj27, ids)
	askSubjectsNum = newNumSet(askSubjects, ids)
	askVerb27Num = newNumSet(askVerb27, ids)
	askVerbsNum = newNumSet(askVerbs, ids)
	askedVerbsNum = newNumSet(askedVerbs, ids)
	askingAuxNum = newNumSet(askingAux, ids)
	aspectWordsNum = newNumSet(aspectWords, ids)
	atAllWordsNum = newNumSet(atAllWords, ids)
	atYoursNum = newNumSet(atYours, ids)
	auxSubjectsNum = newNumSet(auxSubjects, ids)
	availNowNum = newNumSet(availNow, ids)
	availThereNum = newNumSet(availThere, ids)
	availWords26Num = newNumSet(availWords26, ids)
	availWordsNum = newNumSet(availWords, ids)
	avoirFormsNum = newNumSet(avoirForms, ids)
	awaitCuesNum = newNumSet(awaitCues, ids)
	awaitOpenersNum = newNumSet(awaitOpeners, ids)
	awaitVerbsNum = newNumSet(awaitVerbs, ids)
	backAgainNum = newNumSet(backAgain, ids)
	backVerb27Num = newNumSet(backVerb27, ids)
	backWordsNum = newNumSet(backWords, ids)
	badWordsNum = newNumSet(badWords, ids)
	baraka27eNum = newNumSet(baraka27e, ids)
	barePutArabicNum = newNumSet(barePutArabic, ids)
	bareZidNum = newNumSet(bareZid, ids)
	bargainFillNum = newNumSet(bargainFill, ids)
	basket27Num = newNumSet(basket27, ids)
	beNegGluedNum = newNumSet(beNegGlued, ids)
	beWordsNum = newNumSet(beWords, ids)
	beforeGlueNum = newNumSet(beforeGlue, ids)
	beforeOtherNum = newNumSet(beforeOther, ids)
	beforeWordsNum = newNumSet(beforeWords, ids)
	betterWordsNum = newNumSet(betterWords, ids)
	bitWordsNum = newNumSet(bitWords, ids)
	blessLeadsNum = newNumSet(blessLeads, ids)
	blessNounsNum = newNumSet(blessNouns, ids)
	blessingMarksNum = newNumSet(blessingMarks, ids)
	bothWordsNum = newNumSet(bothWords, ids)
	boughtFirstNum = newNumSet(boughtFirst, ids)
	boughtSameNum = newNumSet(boughtSame, ids)
	boughtVerbsNum = newNumSet(boughtVerbs, ids)
	brokeSubjectsNum = newNumSet(brokeSubjects, ids)
	broken27Num = newNumSet(broken27, ids)
	browsingNum = newNumSet(browsing, ids)
	budgetExcessNum = newNumSet(budgetExcess, ids)
	budgetLinksNum = newNumSet(budgetLinks, ids)
	budgetNotNum = newNumSet(budgetNot, ids)
	budgetNounsNum = newNumSet(budgetNouns, ids)
	budgetOfsNum = newNumSet(budgetOfs, ids)
	budgetOrPurseNum = newNumSet(budgetOrPurse, ids)
	budgetWordsNum = newNumSet(budgetWords, ids)
	butWordsNum = newNumSet(butWords, ids)
	byWhenNum = newNumSet(byWhen, ids)
	byeLaterNum = newNumSet(byeLater, ids)
	calmNegsNum = newNumSet(calmNegs, ids)
	calmOnYouNum = newNumSet(calmOnYou, ids)
	calmSmallNum = newNumSet(calmSmall, ids)
	calmWordsNum = newNumSet(calmWords, ids)
	canWordsNum = newNumSet(canWords, ids)
	cantNowNum = newNumSet(cantNow, ids)
	cantWordsNum = newNumSet(cantWords, ids)
	card27Num = newNumSet(card27, ids)
	cartNounsNum = newNumSet(cartNouns, ids)
	cartPlaceWordsNum = newNumSet(cartPlaceWords, ids)
	cartWordsNum = newNumSet(cartWords, ids)
	ceilingNegsNum = newNumSet(ceilingNegs, ids)
	chanceThisNum = newNumSet(chanceThis, ids)
	chanceWordsNum = newNumSet(chanceWords, ids)
	changeW27Num = newNumSet(changeW27, ids)
	channelWordsNum = newNumSet(channelWords, ids)
	cheaperMarksNum = newNumSet(cheaperMarks, ids)
	cheaperWordsNum = newNumSet(cheaperWords, ids)
	choiceWordsNum = newNumSet(choiceWords, ids)
	chooseVerbsNum = newNumSet(chooseVerbs, ids)
	clauseAndNum = newNumSet(clauseAnd, ids)
	clauseOpenersNum = newNumSet(clauseOpeners, ids)
	cliticsNum = newNumSet(clitics, ids)
	closingGoodNum = newNumSet(closingGood, ids)
	colourNounsNum = newNumSet(colourNouns, ids)
	colourPrepsNum = newNumSet(colourPreps, ids)
	comeBack26Num = newNumSet(comeBack26, ids)
	comeWordsNum = newNumSet(comeWords, ids)
	comingBackNum = newNumSet(comingBack, ids)
	comingTimesNum = newNumSet(comingTimes, ids)
	comingWordsNum = newNumSet(comingWords, ids)
	commitWords27Num = newNumSet(commitWords27, ids)
	comparativesNum = newNumSet(comparatives, ids)
	compareOneNum = newNumSet(compareOne, ids)
	comparingNum = newNumSet(comparing, ids)
	concedeWordsNum = newNumSet(concedeWords, ids)
	condWords25eNum = newNumSet(condWords25e, ids)
	condWordsNum = newNumSet(condWords, ids)
	conditionSpeltNum = newNumSet(conditionSpelt, ids)
	consultVerbsNum = newNumSet(consultVerbs, ids)
	continueVerbsNum = newNumSet(continueVerbs, ids)
	contrastNeg27Num = newNumSet(contrastNeg27, ids)
	copulasNum = newNumSet(copulas, ids)
	correctionWordsNum = newNumSet(correctionWords, ids)
	costNounsNum = newNumSet(costNouns, ids)
	costVerbsNum = newNumSet(costVerbs, ids)
	countOneNum = newNumSet(countOne, ids)
	countWordsNum = newNumSet(countWords, ids)
	cues22dNum = newNumSet(cues22d, ids)
	currenciesNum = newNumSet(currencies, ids)
	cutNounsNum = newNumSet(cutNouns, ids)
	cutVerb27Num = newNumSet(cutVerb27, ids)
	darijaIfNum = newNumSet(darijaIf, ids)
	datedWordsNum = newNumSet(datedWords, ids)
	dayCountsNum = newNumSet(dayCounts, ids)
	dayPartsNum = newNumSet(dayParts, ids)
	dayToCome26Num = newNumSet(dayToCome26, ids)
	dayWordNum = newNumSet(dayWord, ids)
	dayWordsNum = newNumSet(dayWords, ids)
	dearDemosNum = newNumSet(dearDemos, ids)
	dearExcessNum = newNumSet(dearExcess, ids)
	dearForNum = newNumSet(dearFor, ids)
	dearLeadNum = newNumSet(dearLead, ids)
	dearMarksNum = newNumSet(dearMarks, ids)
	dearSaidNum = newNumSet(dearSaid, ids)
	dearWordsNum = newNumSet(dearWords, ids)
	decideOpenersNum = newNumSet(decideOpeners, ids)
	decideWordsAllNum = newNumSet(decideWordsAll, ids)
	decidedNotWordsNum = newNumSet(decidedNotWords, ids)
	decidedWordsNum = newNumSet(decidedWords, ids)
	declineButsNum = newNumSet(declineButs, ids)
	degreeAdverbsNum = newNumSet(degreeAdverbs, ids)
	delayWordsNum = newNumSet(delayWords, ids)
	deliveryCostNounsNum = newNumSet(deliveryCostNouns, ids)
	deliveryPastNum = newNumSet(deliveryPast, ids)
	deliveryWordsNum = newNumSet(deliveryWords, ids)
	diffWordsNum = newNumSet(diffWords, ids)
	disbeliefWordsNum = newNumSet(disbeliefWords, ids)
	elisionBeforeNum = newNumSet(elisionBefore, ids)
	else27Num = newNumSet(else27, ids)
	elseSaidNum = newNumSet(elseSaid, ids)
	elseWordsNum = newNumSet(elseWords, ids)
	elsewhereNum = newNumSet(elsewhere, ids)
	elsewhereSaidNum = newNumSet(elsewhereSaid, ids)
	enWordsNum = newNumSet(enWords, ids)
	englishGetNowNum = newNumSet(englishGetNow, ids)
	englishGetPastNum = newNumSet(englishGetPast, ids)
	enoughNoNum = newNumSet(enoughNo, ids)
	enoughSaidNum = newNumSet(enoughSaid, ids)
	enoughWordsNum = newNumSet(enoughWords, ids)
	erredWordsNum = newNumSet(erredWords, ids)
	evenIfFirstNum = newNumSet(evenIfFirst, ids)
	evenWords26Num = newNumSet(evenWords26, ids)
	evenWordsNum = newNumSet(evenWords, ids)
	exceedVerbsNum = newNumSet(exceedVerbs, ids)
	excessAdjectivesNum = newNumSet(excessAdjectives, ids)
	excessForsNum = newNumSet(excessFors, ids)
	excessMarksNum = newNumSet(excessMarks, ids)
	excessPraiseNum = newNumSet(excessPraise, ids)
	excessToNum = newNumSet(excessTo, ids)
	excessWordsNum = newNumSet(excessWords, ids)
	existWordsNum = newNumSet(existWords, ids)
	faitSubjectsNum = newNumSet(faitSubjects, ids)
	fanWords27Num = newNumSet(fanWords27, ids)
	far27Num = newNumSet(far27, ids)
	farTimeNum = newNumSet(farTime, ids)
	fast27Num = newNumSet(fast27, ids)
	faultWordsNum = newNumSet(faultWords, ids)
	firstPersonsNum = newNumSet(firstPersons, ids)
	firstPossessiveNum = newNumSet(firstPossessive, ids)
	firstWords26Num = newNumSet(firstWords26, ids)
	firstWordsNum = newNumSet(firstWords, ids)
	fitAuxNum = newNumSet(fitAux, ids)
	fitMeNum = newNumSet(fitMe, ids)
	fitNegatedNum = newNumSet(fitNegated, ids)
	fitPronouNum = newNumSet(fitPronou, ids)
	fitVerbsNum = newNumSet(fitVerbs, ids)
	fitWithNum = newNumSet(fitWith, ids)
	fiyachNum = newNumSet(fiyach, ids)
	forMeNum = newNumSet(forMe, ids)
	forSaidNum = newNumSet(forSaid, ids)
	forThingNum = newNumSet(forThing, ids)
	forWhatNum = newNumSet(forWhat, ids)
	forWhomNum = newNumSet(forWhom, ids)
	forWords2Num = newNumSet(forWords2, ids)
	forWordsNum = newNumSet(forWords, ids)
	forgetItWordsNum = newNumSet(forgetItWords, ids)
	forgetItsNum = newNumSet(forgetIts, ids)
	frenchAfterIlNum = newNumSet(frenchAfterIl, ids)
	frenchAfterMaNum = newNumSet(frenchAfterMa, ids)
	frenchBeforeNum = newNumSet(frenchBefore, ids)
	frenchCliticsNum = newNumSet(frenchClitics, ids)
	frenchHereNum = newNumSet(frenchHere, ids)
	frenchItNum = newNumSet(frenchIt, ids)
	frenchNegEndsNum = newNumSet(frenchNegEnds, ids)
	frenchPronounNum = newNumSet(frenchPronoun, ids)
	frenchTheseNum = newNumSet(frenchThese, ids)
	fromWords25eNum = newNumSet(fromWords25e, ids)
	fromWordsNum = newNumSet(fromWords, ids)
	fromYouNum = newNumSet(fromYou, ids)
	futureAuxNegNum = newNumSet(futureAuxNeg, ids)
	futureEnglishNum = newNumSet(futureEnglish, ids)
	futureMarksNum = newNumSet(futureMarks, ids)
	futureWordsNum = newNumSet(futureWords, ids)
	getFromVerbsNum = newNumSet(getFromVerbs, ids)
	getVerbsNum = newNumSet(getVerbs, ids)
	gift27Num = newNumSet(gift27, ids)
	giftExtrasNum = newNumSet(giftExtras, ids)
	giftWordsNum = newNumSet(giftWords, ids)
	giveItTailNum = newNumSet(giveItTail, ids)
	giveItVerbsNum = newNumSet(giveItVerbs, ids)
	giveTimeVerbsNum = newNumSet(giveTimeVerbs, ids)
	giveWordsNum = newNumSet(giveWords, ids)
	gluedUndecidedNum = newNumSet(gluedUndecided, ids)
	goAboveNegNum = newNumSet(goAboveNeg, ids)
	goAboveNum = newNumSet(goAbove, ids)
	goAheadNum = newNumSet(goAhead, ids)
	goOnWordsNum = newNumSet(goOnWords, ids)
	goWordsNum = newNumSet(goWords, ids)
	god27Num = newNumSet(god27, ids)
	god27eNum = newNumSet(god27e, ids)
	godWillingNum = newNumSet(godWilling, ids)
	godWordsNum = newNumSet(godWords, ids)
	goingToNum = newNumSet(goingTo, ids)
	goneTimesNum = newNumSet(goneTimes, ids)
	goneWordsNum = newNumSet(goneWords, ids)
	goodWellNum = newNumSet(goodWell, ids)
	goodWordsNum = newNumSet(goodWords, ids)
	gotFillersNum = newNumSet(gotFillers, ids)
	gotNotObjectsNum = newNumSet(gotNotObjects, ids)
	gotObjectsNum = newNumSet(gotObjects, ids)
	greetAddressNum = newNumSet(greetAddress, ids)
	greetSecondNum = newNumSet(greetSecond, ids)
	greetWordsNum = newNumSet(greetWords, ids)
	halfWordsNum = newNumSet(halfWords, ids)
	handWordsNum = newNumSet(handWords, ids)
	haveAskedNum = newNumSet(haveAsked, ids)
	haveCountsNum = newNumSet(haveCounts, ids)
	haveNowNum = newNumSet(haveNow, ids)
	haveOrThereNum = newNumSet(haveOrThere, ids)
	haveWordsNum = newNumSet(haveWords, ids)
	heSheNum = newNumSet(heShe, ids)
	hedgeWordsNum = newNumSet(hedgeWords, ids)
	hedgesNum = newNumSet(hedges, ids)
	heldInNum = newNumSet(heldIn, ids)
	hereNow25Num = newNumSet(hereNow25, ids)
	herePreNum = newNumSet(herePre, ids)
	hereSaidNum = newNumSet(hereSaid, ids)
	hereWordsNum = newNumSet(hereWords, ids)
	hmmPlainNum = newNumSet(hmmPlain, ids)
	hmmWordsNum = newNumSet(hmmWords, ids)
	homeKinNum = newNumSet(homeKin, ids)
	homeNounsNum = newNumSet(homeNouns, ids)
	homeWordsNum = newNumSet(homeWords, ids)
	howPayWordsNum = newNumSet(howPayWords, ids)
	howWords25eNum = newNumSet(howWords25e, ids)
	ifGodNum = newNumSet(ifGod, ids)
	ifSaidNum = newNumSet(ifSaid, ids)
	ifWasNum = newNumSet(ifWas, ids)
	ifWordsNum = newNumSet(ifWords, ids)
	ifYouWordsNum = newNumSet(ifYouWords, ids)
	inLawsNum = newNumSet(inLaws, ids)
	inMindNum = newNumSet(inMind, ids)
	inPerson27Num = newNumSet(inPerson27, ids)
	inWordsNum = newNumSet(inWords, ids)
	indefiniteNum = newNumSet(indefinite, ids)
	indefinitesNum = newNumSet(indefinites, ids)
	infoNounsNum = newNumSet(infoNouns, ids)
	insteadOfNum = newNumSet(insteadOf, ids)
	insteadWordsNum = newNumSet(insteadWords, ids)
	interject27eNum = newNumSet(interject27e, ids)
	interjection27Num = newNumSet(interjection27, ids)
	interjectionsNum = newNumSet(interjections, ids)
	itWantedNum = newNumSet(itWanted, ids)
	itWordsNum = newNumSet(itWords, ids)
	itsWordsNum = newNumSet(itsWords, ids)
	joinWordsNum = newNumSet(joinWords, ids)
	joke27Num = newNumSet(joke27, ids)
	jokePastNum = newNumSet(jokePast, ids)
	jokeSmallNum = newNumSet(jokeSmall, ids)
	joyEmojiNum = newNumSet(joyEmoji, ids)
	judgeForNum = newNumSet(judgeFor, ids)
	judgedArticleNum = newNumSet(judgedArticle, ids)
	justSayWordsNum = newNumSet(justSayWords, ids)
	justWords25Num = newNumSet(justWords25, ids)
	justWordsNum = newNumSet(justWords, ids)
	keep27Num = newNumSet(keep27, ids)
	keepVerbs26Num = newNumSet(keepVerbs26, ids)
	kiddingNum = newNumSet(kidding, ids)
	kinAddressNum = newNumSet(kinAddress, ids)
	kinArabicNum = newNumSet(kinArabic, ids)
	kinHoldNum = newNumSet(kinHold, ids)
	kinHomeMineNum = newNumSet(kinHomeMine, ids)
	kinHomeNum = newNumSet(kinHome, ids)
	kinMoreNum = newNumSet(kinMore, ids)
	kinNoWordsNum = newNumSet(kinNoWords, ids)
	kinNosNum = newNumSet(kinNos, ids)
	kinOwnNum = newNumSet(kinOwn, ids)
	kinOwnersNum = newNumSet(kinOwners, ids)
	kinPastNum = newNumSet(kinPast, ids)
	kinPeopleNum = newNumSet(kinPeople, ids)
	kinPriceSubjectNum = newNumSet(kinPriceSubject, ids)
	kinRefusersNum = newNumSet(kinRefusers, ids)
	kinSayVerbsNum = newNumSet(kinSayVerbs, ids)
	kinWantTailNum = newNumSet(kinWantTail, ids)
	kinWantsNum = newNumSet(kinWants, ids)
	kinWordsNum = newNumSet(kinWords, ids)
	kindArticlesNum = newNumSet(kindArticles, ids)
	knowNot27Num = newNumSet(knowNot27, ids)
	lFirstWordsNum = newNumSet(lFirstWords, ids)
	lNextWordsNum = newNumSet(lNextWords, ids)
	lOfWordsNum = newNumSet(lOfWords, ids)
	lTimeNounsNum = newNumSet(lTimeNouns, ids)
	laIfWasNum = newNumSet(laIfWas, ids)
	lastAddedNum = newNumSet(lastAdded, ids)
	lastOnesNum = newNumSet(lastOnes, ids)
	lastTimeNum = newNumSet(lastTime, ids)
	lastWordsNum = newNumSet(lastWords, ids)
	laterCoreNum = newNumSet(laterCore, ids)
	laterFillNum = newNumSet(laterFill, ids)
	laterNegatorsNum = newNumSet(laterNegators, ids)
	laterNounsNum = newNumSet(laterNouns, ids)
	laterVetoNum = newNumSet(laterVeto, ids)
	latinIfWordsNum = newNumSet(latinIfWords, ids)
	laughsNum = newNumSet(laughs, ids)
	lawIfNum = newNumSet(lawIf, ids)
	lawPoliteNum = newNumSet(lawPolite, ids)
	leadWordsNum = newNumSet(leadWords, ids)
	leaveItWordsNum = newNumSet(leaveItWords, ids)
	leftWordsNum = newNumSet(leftWords, ids)
	letYouNum = newNumSet(letYou, ids)
	likeHaveNum = newNumSet(likeHave, ids)
	likeVerbsNum = newNumSet(likeVerbs, ids)
	likeWords2Num = newNumSet(likeWords2, ids)
	likeWordsNum = newNumSet(likeWords, ids)
	listWideNum = newNumSet(listWide, ids)
	listWordsNum = newNumSet(listWords, ids)
	littleWordsNum = newNumSet(littleWords, ids)
	longTimesNum = newNumSet(longTimes, ids)
	longWordsNum = newNumSet(longWords, ids)
	longerNegatorsNum = newNumSet(longerNegators, ids)
	lookBaseNum = newNumSet(lookBase, ids)
	lookExcessNum = newNumSet(lookExcess, ids)
	lookGoodNum = newNumSet(lookGood, ids)
	lookPoorNum = newNumSet(lookPoor, ids)
	lookSoftenersNum = newNumSet(lookSofteners, ids)
	lordWordsNum = newNumSet(lordWords, ids)
	lovedFillersNum = newNumSet(lovedFillers, ids)
	madeFreeNum = newNumSet(madeFree, ids)
	madeUpWordsNum = newNumSet(madeUpWords, ids)
	madeWordsNum = newNumSet(madeWords, ids)
	manyCountsNum = newNumSet(manyCounts, ids)
	mattersWordsNum = newNumSet(mattersWords, ids)
	maybe27Num = newNumSet(maybe27, ids)
	maybeWordsNum = newNumSet(maybeWords, ids)
	meWordsNum = newNumSet(meWords, ids)
	meanWordsNum = newNumSet(meanWords, ids)
	meantForNum = newNumSet(meantFor, ids)
	meantWasNum = newNumSet(meantWas, ids)
	mercyWordsNum = newNumSet(mercyWords, ids)
	mind27Num = newNumSet(mind27, ids)
	mindPrepNum = newNumSet(mindPrep, ids)
	mindWordsNum = newNumSet(mindWords, ids)
	mineAfterKinNum = newNumSet(mineAfterKin, ids)
	mineHadNum = newNumSet(mineHad, ids)
	mineMarksNum = newNumSet(mineMarks, ids)
	mineObjectsNum = newNumSet(mineObjects, ids)
	mineWords2Num = newNumSet(mineWords2, ids)
	mineWordsNum = newNumSet(mineWords, ids)
	modelNounsNum = newNumSet(modelNouns, ids)
	money27Num = newNumSet(money27, ids)
	moneyNounsNum = newNumSet(moneyNouns, ids)
	moneyThisNum = newNumSet(moneyThis, ids)
	moneyUnitsNum = newNumSet(moneyUnits, ids)
	moneyWordsNum = newNumSet(moneyWords, ids)
	monthWordsNum = newNumSet(monthWords, ids)
	moreCheapAdjNum = newNumSet(moreCheapAdj, ids)
	moreOrAddNum = newNumSet(moreOrAdd, ids)
	moreSayNum = newNumSet(moreSay, ids)
	moreSoWordsNum = newNumSet(moreSoWords, ids)
	moreTownsNum = newNumSet(moreTowns, ids)
	moreWordsNum = newNumSet(moreWords, ids)
	myself27Num = newNumSet(myself27, ids)
	near27Num = newNumSet(near27, ids)
	nearPeopleNum = newNumSet(nearPeople, ids)
	needMoreNum = newNumSet(needMore, ids)
	needObjectsNum = newNumSet(needObjects, ids)
	needSaidNum = newNumSet(needSaid, ids)
	needWordsNum = newNumSet(needWords, ids)
	negAuxWordsNum = newNumSet(negAuxWords, ids)
	negFutureAuxNum = newNumSet(negFutureAux, ids)
	neighbour27Num = newNumSet(neighbour27, ids)
	neverWordsNum = newNumSet(neverWords, ids)
	nextWordsNum = newNumSet(nextWords, ids)
	noAnswersNum = newNumSet(noAnswers, ids)
	noButWordsNum = newNumSet(noButWords, ids)
	noLongerBareNum = newNumSet(noLongerBare, ids)
	noMoreNum = newNumSet(noMore, ids)
	noNeed27Num = newNumSet(noNeed27, ids)
	noNeedNum = newNumSet(noNeed, ids)
	noNeedOtherNum = newNumSet(noNeedOther, ids)
	noNeedTailNum = newNumSet(noNeedTail, ids)
	noNeedWordsNum = newNumSet(noNeedWords, ids)
	noPraiseWordsNum = newNumSet(noPraiseWords, ids)
	noReason27Num = newNumSet(noReason27, ids)
	noUseWhatNum = newNumSet(noUseWhat, ids)
	nobodyWords26Num = newNumSet(nobodyWords26, ids)
	nobodyWordsNum = newNumSet(nobodyWords, ids)
	nonHeadsNum = newNumSet(nonHeads, ids)
	noneHaveNum = newNumSet(noneHave, ids)
	noneNegNum = newNumSet(noneNeg, ids)
	noneWordsNum = newNumSet(noneWords, ids)
	notAPositionNum = newNumSet(notAPosition, ids)
	notArrivedNum = newNumSet(notArrived, ids)
	notNeedingNum = newNumSet(notNeeding, ids)
	notNowNot27Num = newNumSet(notNowNot27, ids)
	notNowWordsNum = newNumSet(notNowWords, ids)
	notSureGluedNum = newNumSet(notSureGlued, ids)
	notSureNegNum = newNumSet(notSureNeg, ids)
	notTheCartNum = newNumSet(notTheCart, ids)
	notThingNum = newNumSet(notThing, ids)
	notThisNegsNum = newNumSet(notThisNegs, ids)
	notThisNum = newNumSet(notThis, ids)
	notThisWords26Num = newNumSet(notThisWords26, ids)
	notW27Num = newNumSet(notW27, ids)
	notYetWordsNum = newNumSet(notYetWords, ids)
	nothing27Num = newNumSet(nothing27, ids)
	nothing27eNum = newNumSet(nothing27e, ids)
	nothingAnyNum = newNumSet(nothingAny, ids)
	nothingSaidNum = newNumSet(nothingSaid, ids)
	nothingWordsNum = newNumSet(nothingWords, ids)
	nowOrTodayNum = newNumSet(nowOrToday, ids)
	nowProperNum = newNumSet(nowProper, ids)
	nowWords27Num = newNumSet(nowWords27, ids)
	nowWordsNum = newNumSet(nowWords, ids)
	objectFillNum = newNumSet(objectFill, ids)
	objectionHaveNum = newNumSet(objectionHave, ids)
	occasionNounsNum = newNumSet(occasionNouns, ids)
	occasionWordsNum = newNumSet(occasionWords, ids)
	ofThemNum = newNumSet(ofThem, ids)
	ofThingNum = newNumSet(ofThing, ids)
	ofWordsNum = newNumSet(ofWords, ids)
	offTopicVerbsNum = newNumSet(offTopicVerbs, ids)
	offTopicWordsNum = newNumSet(offTopicWords, ids)
	offerOpenersNum = newNumSet(offerOpeners, ids)
	offerPrepsNum = newNumSet(offerPreps, ids)
	offerVerbsNum = newNumSet(offerVerbs, ids)
	oldTownNum = newNumSet(oldTown, ids)
	onItNum = newNumSet(onIt, ids)
	onUsNum = newNumSet(onUs, ids)
	onWordsNum = newNumSet(onWords, ids)
	onceWordsNum = newNumSet(onceWords, ids)
	oneCountNum = newNumSet(oneCount, ids)
	oneOfNum = newNumSet(oneOf, ids)
	oneWords26Num = newNumSet(oneWords26, ids)
	onlineWordsNum = newNumSet(onlineWords, ids)
	onlyNegatorsNum = newNumSet(onlyNegators, ids)
	onlySaidNum = newNumSet(onlySaid, ids)
	openWhenNum = newNumSet(openWhen, ids)
	openWordsNum = newNumSet(openWords, ids)
	or27Num = newNumSet(or27, ids)
	orderAskWordsNum = newNumSet(orderAskWords, ids)
	orderNounsNum = newNumSet(orderNouns, ids)
	orderSaidNum = newNumSet(orderSaid, ids)
	otherAsksNum = newNumSet(otherAsks, ids)
	otherCardNum = newNumSet(otherCard, ids)
	otherOfNum = newNumSet(otherOf, ids)
	otherOneWordsNum = newNumSet(otherOneWords, ids)
	otherOnesNum = newNumSet(otherOnes, ids)
	otherPlaceNum = newNumSet(otherPlace, ids)
	otherPron27Num = newNumSet(otherPron27, ids)
	otherWantNegNum = newNumSet(otherWantNeg, ids)
	otherWords26Num = newNumSet(otherWords26, ids)
	otherWordsNum = newNumSet(otherWords, ids)
	ovenInNum = newNumSet(ovenIn, ids)
	ovenWordsNum = newNumSet(ovenWords, ids)
	overWordsNum = newNumSet(overWords, ids)
	ownCountNum = newNumSet(ownCount, ids)
	ownFirstNum = newNumSet(ownFirst, ids)
	ownLikeNum = newNumSet(ownLike, ids)
	ownOpenersNum = newNumSet(ownOpeners, ids)
	ownTrailNum = newNumSet(ownTrail, ids)
	ownVerbsNum = newNumSet(ownVerbs, ids)
	ownWordsNum = newNumSet(ownWords, ids)
	ownedTailNum = newNumSet(ownedTail, ids)
	ownedThingNum = newNumSet(ownedThing, ids)
	parentWordsNum = newNumSet(parentWords, ids)
	partDaysNum = newNumSet(partDays, ids)
	partNounsNum = newNumSet(partNouns, ids)
	partWordsNum = newNumSet(partWords, ids)
	passTailNum = newNumSet(passTail, ids)
	pastNegatorsNum = newNumSet(pastNegators, ids)
	pastWordsNum = newNumSet(pastWords, ids)
	payArriveNum = newNumSet(payArrive, ids)
	payFirstNum = newNumSet(payFirst, ids)
	payNounsNum = newNumSet(payNouns, ids)
	payNowOrCardNum = newNumSet(payNowOrCard, ids)
	payNowWordsNum = newNumSet(payNowWords, ids)
	payOnDeliveryNum = newNumSet(payOnDelivery, ids)
	payVerbs26Num = newNumSet(payVerbs26, ids)
	payVerbsNum = newNumSet(payVerbs, ids)
	payWantsNum = newNumSet(payWants, ids)
	payWordsNum = newNumSet(payWords, ids)
	peopleNounsNum = newNumSet(peopleNouns, ids)
	periodNounsNum = newNumSet(periodNouns, ids)
	personAfterNum = newNumSet(personAfter, ids)
	personNounsNum = newNumSet(personNouns, ids)
	personOneNum = newNumSet(personOne, ids)
	personOtherWordsNum = newNumSet(personOtherWords, ids)
	personPlacesNum = newNumSet(personPlaces, ids)
	personPronounsNum = newNumSet(personPronouns, ids)
	photoAtNum = newNumSet(photoAt, ids)
	photoNounsNum = newNumSet(photoNouns, ids)
	photoWordsNum = newNumSet(photoWords, ids)
	pickLeadNum = newNumSet(pickLead, ids)
	pickTailNum = newNumSet(pickTail, ids)
	pickedVerbsNum = newNumSet(pickedVerbs, ids)
	place27Num = newNumSet(place27, ids)
	placeLinksNum = newNumSet(placeLinks, ids)
	placeNounsNum = newNumSet(placeNouns, ids)
	placePrepsNum = newNumSet(placePreps, ids)
	placeWordsNum = newNumSet(placeWords, ids)
	plainNosNum = newNumSet(plainNos, ids)
	pleaseGoNum = newNumSet(pleaseGo, ids)
	pleaseWordsNum = newNumSet(pleaseWords, ids)
	pointWordsNum = newNumSet(pointWords, ids)
	pointersNum = newNumSet(pointers, ids)
	politeButsNum = newNumSet(politeButs, ids)
	possessivesNum = newNumSet(possessives, ids)
	possibleWordsNum = newNumSet(possibleWords, ids)
	praiseAdjectivesNum = newNumSet(praiseAdjectives, ids)
	praiseGodNum = newNumSet(praiseGod, ids)
	prefaceSorryNum = newNumSet(prefaceSorry, ids)
	prefaceWordsNum = newNumSet(prefaceWords, ids)
	presenceFillNum = newNumSet(presenceFill, ids)
	presenceNegsNum = newNumSet(presenceNegs, ids)
	presenceSubjectsNum = newNumSet(presenceSubjects, ids)
	presenceWordsNum = newNumSet(presenceWords, ids)
	previousOpenersNum = newNumSet(previousOpeners, ids)
	previousWordsNum = newNumSet(previousWords, ids)
	priceNounsNum = newNumSet(priceNouns, ids)
	priceOpenersNum = newNumSet(priceOpeners, ids)
	pricyWordsNum = newNumSet(pricyWords, ids)
	problemWordsNum = newNumSet(problemWords, ids)
	progEnglishNum = newNumSet(progEnglish, ids)
	pronoun27Num = newNumSet(pronoun27, ids)
	pronounDemoNum = newNumSet(pronounDemo, ids)
	pronounsNum = newNumSet(pronouns, ids)
	purposeCuesNum = newNumSet(purposeCues, ids)
	purposeFillersNum = newNumSet(purposeFillers, ids)
	purposeNotVerbNum = newNumSet(purposeNotVerb, ids)
	purposeOpenNum = newNumSet(purposeOpen, ids)
	purposeOpenersNum = newNumSet(purposeOpeners, ids)
	purposeWordsNum = newNumSet(purposeWords, ids)
	putAside27Num = newNumSet(putAside27, ids)
	putVerbsNum = newNumSet(putVerbs, ids)
	questionNounsNum = newNumSet(questionNouns, ids)
	quietWordsNum = newNumSet(quietWords, ids)
	r25eAndNum = newNumSet(r25eAnd, ids)
	r25eEachNum = newNumSet(r25eEach, ids)
	r25eOneNum = newNumSet(r25eOne, ids)
	r25ePeopleNum = newNumSet(r25ePeople, ids)
	r25eSizesNum = newNumSet(r25eSizes, ids)
	r25eStillNum = newNumSet(r25eStill, ids)
	r25eTwoNum = newNumSet(r25eTwo, ids)
	r25eWantNum = newNumSet(r25eWant, ids)
	r25eWithNum = newNumSet(r25eWith, ids)
	r26AlsoNum = newNumSet(r26Also, ids)
	r26AnywayNum = newNumSet(r26Anyway, ids)
	r26BecauseNum = newNumSet(r26Because, ids)
	r26BitNum = newNumSet(r26Bit, ids)
	r26CardWordsNum = newNumSet(r26CardWords, ids)
	r26DatePrepsNum = newNumSet(r26DatePreps, ids)
	r26DeadlineNum = newNumSet(r26Deadline, ids)
	r26DenyNum = newNumSet(r26Deny, ids)
	r26ExtraDenyNum = newNumSet(r26ExtraDeny, ids)
	r26ForgetNum = newNumSet(r26Forget, ids)
	r26IfSmallNum = newNumSet(r26IfSmall, ids)
	r26IfWordsNum = newNumSet(r26IfWords, ids)
	r26NoMoreNum = newNumSet(r26NoMore, ids)
	r26NowWordsNum = newNumSet(r26NowWords, ids)
	r26OccasionsNum = newNumSet(r26Occasions, ids)
	r26OpenerNum = newNumSet(r26Opener, ids)
	r26OtherWordsNum = newNumSet(r26OtherWords, ids)
	r26PraiseNum = newNumSet(r26Praise, ids)
	r26SayToNum = newNumSet(r26SayTo, ids)
	r26SentObjNum = newNumSet(r26SentObj, ids)
	r26ThinkCoreNum = newNumSet(r26ThinkCore, ids)
	r26ThinkSmallNum = newNumSet(r26ThinkSmall, ids)
	r26cAboveNum = newNumSet(r26cAbove, ids)
	r26cAilleursNum = newNumSet(r26cAilleurs, ids)
	r26cAlsoNum = newNumSet(r26cAlso, ids)
	r26cBeenNum = newNumSet(r26cBeen, ids)
	r26cBihadhaNum = newNumSet(r26cBihadha, ids)
	r26cBimaNum = newNumSet(r26cBima, ids)
	r26cBoughtForMeNum = newNumSet(r26cBoughtForMe, ids)
	r26cBoughtNum = newNumSet(r26cBought, ids)
	r26cCheaperMarksNum = newNumSet(r26cCheaperMarks, ids)
	r26cDearerNum = newNumSet(r26cDearer, ids)
	r26cFitWordsNum = newNumSet(r26cFitWords, ids)
	r26cFutureNum = newNumSet(r26cFuture, ids)
	r26cHadhaNum = newNumSet(r26cHadha, ids)
	r26cKeepNum = newNumSet(r26cKeep, ids)
	r26cKillsNum = newNumSet(r26cKills, ids)
	r26cKinOwnersNum = newNumSet(r26cKinOwners, ids)
	r26cKnowSeeNum = newNumSet(r26cKnowSee, ids)
	r26cLikeArNum = newNumSet(r26cLikeAr, ids)
	r26cLookVerbsNum = newNumSet(r26cLookVerbs, ids)
	r26cLookingNum = newNumSet(r26cLooking, ids)
	r26cMeansNum = newNumSet(r26cMeans, ids)
	r26cNeedNum = newNumSet(r26cNeed, ids)
	r26cNegsNum = newNumSet(r26cNegs, ids)
	r26cOldWordsNum = newNumSet(r26cOldWords, ids)
	r26cOtherNum = newNumSet(r26cOther, ids)
	r26cOthersNum = newNumSet(r26cOthers, ids)
	r26cPlaceNum = newNumSet(r26cPlace, ids)
	r26cPriceNounsNum = newNumSet(r26cPriceNouns, ids)
	r26cQadrNum = newNumSet(r26cQadr, ids)
	r26cSayVerbsNum = newNumSet(r26cSayVerbs, ids)
	r26cSeekArNum = newNumSet(r26cSeekAr, ids)
	r26cSettleAfterMaNum = newNumSet(r26cSettleAfterMa, ids)
	r26cSettleNum = newNumSet(r26cSettle, ids)
	r26cSettleObjNum = newNumSet(r26cSettleObj, ids)
	r26cSpentWordsNum = newNumSet(r26cSpentWords, ids)
	r26cTodayNum = newNumSet(r26cToday, ids)
	r26cUglyWordsNum = newNumSet(r26cUglyWords, ids)
	r26cVoirNum = newNumSet(r26cVoir, ids)
	r26cWontWordsNum = newNumSet(r26cWontWords, ids)
	r26cYakfiNum = newNumSet(r26cYakfi, ids)
	r26cYearsNum = newNumSet(r26cYears, ids)
	r26eAlsoNum = newNumSet(r26eAlso, ids)
	r26eAndNum = newNumSet(r26eAnd, ids)
	r26eColourNum = newNumSet(r26eColour, ids)
	r26eDatedNum = newNumSet(r26eDated, ids)
	r26eDatedTailNum = newNumSet(r26eDatedTail, ids)
	r26eForgetNegNum = newNumSet(r26eForgetNeg, ids)
	r26eGoOnNum = newNumSet(r26eGoOn, ids)
	r26eGodWillNum = newNumSet(r26eGodWill, ids)
	r26eItNum = newNumSet(r26eIt, ids)
	r26eJustNum = newNumSet(r26eJust, ids)
	r26eLaterNum = newNumSet(r26eLater, ids)
	r26eLaughNum = newNumSet(r26eLaugh, ids)
	r26eMeantNum = newNumSet(r26eMeant, ids)
	r26eNegAnyNum = newNumSet(r26eNegAny, ids)
	r26eNeverMndNum = newNumSet(r26eNeverMnd, ids)
	r26eNoWordNum = newNumSet(r26eNoWord, ids)
	r26eNotBadNum = newNumSet(r26eNotBad, ids)
	r26eOkNum = newNumSet(r26eOk, ids)
	r26ePlainNum = newNumSet(r26ePlain, ids)
	r26eRelativeNum = newNumSet(r26eRelative, ids)
	r26eSafiNum = newNumSet(r26eSafi, ids)
	r26eSizeEachNum = newNumSet(r26eSizeEach, ids)
	r26eSizeWordNum = newNumSet(r26eSizeWord, ids)
	r26eSomethingNum = newNumSet(r26eSomething, ids)
	r26eThingNum = newNumSet(r26eThing, ids)
	r26eWantItNum = newNumSet(r26eWantIt, ids)
	r26eYesOpenNum = newNumSet(r26eYesOpen, ids)
	r26fAfterVerbNum = newNumSet(r26fAfterVerb, ids)
	r26fAlreadyNum = newNumSet(r26fAlready, ids)
	r26fArNegNum = newNumSet(r26fArNeg, ids)
	r26fAuxNum = newNumSet(r26fAux, ids)
	r26fBoughtNum = newNumSet(r26fBought, ids)
	r26fCalmLinkNum = newNumSet(r26fCalmLink, ids)
	r26fElseAnyNum = newNumSet(r26fElseAny, ids)
	r26fElseOneNum = newNumSet(r26fElseOne, ids)
	r26fFillerNum = newNumSet(r26fFiller, ids)
	r26fFirstNum = newNumSet(r26fFirst, ids)
	r26fForMeNum = newNumSet(r26fForMe, ids)
	r26fForgetArNum = newNumSet(r26fForgetAr, ids)
	r26fForgetLinkNum = newNumSet(r26fForgetLink, ids)
	r26fFutureNum = newNumSet(r26fFuture, ids)
	r26fGoWNum = newNumSet(r26fGoW, ids)
	r26fItFrNum = newNumSet(r26fItFr, ids)
	r26fItNum = newNumSet(r26fIt, ids)
	r26fLongModNum = newNumSet(r26fLongMod, ids)
	r26fMachiNum = newNumSet(r26fMachi, ids)
	r26fNegsNum = newNumSet(r26fNegs, ids)
	r26fNoBeforeNum = newNumSet(r26fNoBefore, ids)
	r26fObjNum = newNumSet(r26fObj, ids)
	r26fOtherWNum = newNumSet(r26fOtherW, ids)
	r26fOublieNum = newNumSet(r26fOublie, ids)
	r26fPlaceNum = newNumSet(r26fPlace, ids)
	r26fPossessiveNum = newNumSet(r26fPossessive, ids)
	r26fPrepNum = newNumSet(r26fPrep, ids)
	r26fTakeVerbNum = newNumSet(r26fTakeVerb, ids)
	r26fTheirsNum = newNumSet(r26fTheirs, ids)
	r26fThirdNum = newNumSet(r26fThird, ids)
	r26fWhyNum = newNumSet(r26fWhy, ids)
	r26fWrongNum = newNumSet(r26fWrong, ids)
	r27dAssistantsNum = newNumSet(r27dAssistants, ids)
	r27dBabyNum = newNumSet(r27dBaby, ids)
	r27dBarePutNum = newNumSet(r27dBarePut, ids)
	r27dBigNum = newNumSet(r27dBig, ids)
	r27dBothNum = newNumSet(r27dBoth, ids)
	r27dCallWordsNum = newNumSet(r27dCallWords, ids)
	r27dFemaleNum = newNumSet(r27dFemale, ids)
	r27dForKindNum = newNumSet(r27dForKind, ids)
	r27dForMeNum = newNumSet(r27dForMe, ids)
	r27dKidsNum = newNumSet(r27dKids, ids)
	r27dMaleNum = newNumSet(r27dMale, ids)
	r27dMeNum = newNumSet(r27dMe, ids)
	r27dMustNum = newNumSet(r27dMust, ids)
	r27dNeverNum = newNumSet(r27dNever, ids)
	r27dNotForNum = newNumSet(r27dNotFor, ids)
	r27dNotThingNum = newNumSet(r27dNotThing, ids)
	r27dOfKindNum = newNumSet(r27dOfKind, ids)
	r27dOnlineNum = newNumSet(r27dOnline, ids)
	r27dOrderNum = newNumSet(r27dOrder, ids)
	r27dPastWantNum = newNumSet(r27dPastWant, ids)
	r27dPickVerbsNum = newNumSet(r27dPickVerbs, ids)
	r27dPlaceNum = newNumSet(r27dPlace, ids)
	r27dPreferNum = newNumSet(r27dPrefer, ids)
	r27dSameNum = newNumSet(r27dSame, ids)
	r27dSendVerbsNum = newNumSet(r27dSendVerbs, ids)
	r27dShowNum = newNumSet(r27dShow, ids)
	r27dSizePrepsNum = newNumSet(r27dSizePreps, ids)
	r27dSmallNum = newNumSet(r27dSmall, ids)
	r27dThenNum = newNumSet(r27dThen, ids)
	r27dThisOneNum = newNumSet(r27dThisOne, ids)
	r27dTooLastNum = newNumSet(r27dTooLast, ids)
	r27dTooNum = newNumSet(r27dToo, ids)
	r27dWeWillNum = newNumSet(r27dWeWill, ids)
	r27fAndNum = newNumSet(r27fAnd, ids)
	r27fArticleNum = newNumSet(r27fArticle, ids)
	r27fConfirmNum = newNumSet(r27fConfirm, ids)
	r27fDeliveryNum = newNumSet(r27fDelivery, ids)
	r27fFillerNum = newNumSet(r27fFiller, ids)
	r27fForNum = newNumSet(r27fFor, ids)
	r27fFreeNum = newNumSet(r27fFree, ids)
	r27fKeepNum = newNumSet(r27fKeep, ids)
	r27fOneNum = newNumSet(r27fOne, ids)
	r27fPossibleNum = newNumSet(r27fPossible, ids)
	r27fSplitNum = newNumSet(r27fSplit, ids)
	r27fUnderstoodNum = newNumSet(r27fUnderstood, ids)
	ratherWordsNum = newNumSet(ratherWords, ids)
	reasonFirstWordsNum = newNumSet(reasonFirstWords, ids)
	reasonWordsNum = newNumSet(reasonWords, ids)
	reflectTailNum = newNumSet(reflectTail, ids)
	reflectWordsNum = newNumSet(reflectWords, ids)
	refusalMarksNum = newNumSet(refusalMarks, ids)
	refusalTailsNum = newNumSet(refusalTails, ids)
	refuseVerbsNum = newNumSet(refuseVerbs, ids)
	relWordsNum = newNumSet(relWords, ids)
	relative27Num = newNumSet(relative27, ids)
	relativesNum = newNumSet(relatives, ids)
	reminderAndsNum = newNumSet(reminderAnds, ids)
	removalGlueNum = newNumSet(removalGlue, ids)
	removalNegatorsNum = newNumSet(removalNegators, ids)
	removedThingsNum = newNumSet(removedThings, ids)
	removedWhatNum = newNumSet(removedWhat, ids)
	replyCourtesyNum = newNumSet(replyCourtesy, ids)
	returnWordsNum = newNumSet(returnWords, ids)
	reviewNounsNum = newNumSet(reviewNouns, ids)
	right27Num = newNumSet(right27, ids)
	rightTagsNum = newNumSet(rightTags, ids)
	rightWordsNum = newNumSet(rightWords, ids)
	roomHaveNotNum = newNumSet(roomHaveNot, ids)
	roomWhereNum = newNumSet(roomWhere, ids)
	round25bStartsNum = newNumSet(round25bStarts, ids)
	round26cStartsNum = newNumSet(round26cStarts, ids)
	runOnCountsNum = newNumSet(runOnCounts, ids)
	runOnOthersNum = newNumSet(runOnOthers, ids)
	said27Num = newNumSet(said27, ids)
	said27eNum = newNumSet(said27e, ids)
	saidKey27Num = newNumSet(saidKey27, ids)
	saidSayNum = newNumSet(saidSay, ids)
	saidThatNum = newNumSet(saidThat, ids)
	saidToMeNum = newNumSet(saidToMe, ids)
	saidToNum = newNumSet(saidTo, ids)
	saidWordsNum = newNumSet(saidWords, ids)
	salesWordsNum = newNumSet(salesWords, ids)
	sameBesidesNum = newNumSet(sameBesides, ids)
	sameItemNum = newNumSet(sameItem, ids)
	sameNotOwnedNum = newNumSet(sameNotOwned, ids)
	sameWordsNum = newNumSet(sameWords, ids)
	sayIdiomAuxNum = newNumSet(sayIdiomAux, ids)
	sayNeg27Num = newNumSet(sayNeg27, ids)
	sayNoNum = newNumSet(sayNo, ids)
	sayOpenersNum = newNumSet(sayOpeners, ids)
	sayRhetoricNum = newNumSet(sayRhetoric, ids)
	saySmallNum = newNumSet(saySmall, ids)
	sayToNum = newNumSet(sayTo, ids)
	sayVerbsNum = newNumSet(sayVerbs, ids)
	sayWordsNum = newNumSet(sayWords, ids)
	scentBasesNum = newNumSet(scentBases, ids)
	scornAmNum = newNumSet(scornAm, ids)
	scornINum = newNumSet(scornI, ids)
	scornThatNum = newNumSet(scornThat, ids)
	searchVerbsNum = newNumSet(searchVerbs, ids)
	seeVerbs27Num = newNumSet(seeVerbs27, ids)
	seekWordsNum = newNumSet(seekWords, ids)
	seemVerbsNum = newNumSet(seemVerbs, ids)
	seenWithNum = newNumSet(seenWith, ids)
	seenWordsNum = newNumSet(seenWords, ids)
	selfOpenersNum = newNumSet(selfOpeners, ids)
	selfPeopleNum = newNumSet(selfPeople, ids)
	selfWordsNum = newNumSet(selfWords, ids)
	sendWordsNum = newNumSet(sendWords, ids)
	sentBackNum = newNumSet(sentBack, ids)
	shapeWordsNum = newNumSet(shapeWords, ids)
	shopSelfWordsNum = newNumSet(shopSelfWords, ids)
	shopThingsNum = newNumSet(shopThings, ids)
	shopYouNum = newNumSet(shopYou, ids)
	showVerbsNum = newNumSet(showVerbs, ids)
	shownFillersNum = newNumSet(shownFillers, ids)
	shownNegatorsNum = newNumSet(shownNegators, ids)
	siYesVerbsNum = newNumSet(siYesVerbs, ids)
	sigh27Num = newNumSet(sigh27, ids)
	sighsNum = newNumSet(sighs, ids)
	siteWordsNum = newNumSet(siteWords, ids)
	sizeAskedNum = newNumSet(sizeAsked, ids)
	sizeBeforeNum = newNumSet(sizeBefore, ids)
	sizeForNum = newNumSet(sizeFor, ids)
	sizeIns26Num = newNumSet(sizeIns26, ids)
	sizeNotNum = newNumSet(sizeNot, ids)
	sizeNounsNum = newNumSet(sizeNouns, ids)
	sizeWordsNum = newNumSet(sizeWords, ids)
	sleepWordsNum = newNumSet(sleepWords, ids)
	slowWordsNum = newNumSet(slowWords, ids)
	smallHomeNum = newNumSet(smallHome, ids)
	smallWordsNum = newNumSet(smallWords, ids)
	softExcessNum = newNumSet(softExcess, ids)
	softLookNum = newNumSet(softLook, ids)
	softNosNum = newNumSet(softNos, ids)
	softWordsNum = newNumSet(softWords, ids)
	soldPlacesNum = newNumSet(soldPlaces, ids)
	soldPriceGluedNum = newNumSet(soldPriceGlued, ids)
	someArticleNum = newNumSet(someArticle, ids)
	someThingNum = newNumSet(someThing, ids)
	someTimeWordsNum = newNumSet(someTimeWords, ids)
	someWordsNum = newNumSet(someWords, ids)
	somethingWordsNum = newNumSet(somethingWords, ids)
	soonFillerNum = newNumSet(soonFiller, ids)
	soonLaterNum = newNumSet(soonLater, ids)
	sorryWordsNum = newNumSet(sorryWords, ids)
	soughtAfterNum = newNumSet(soughtAfter, ids)
	soughtNegatorsNum = newNumSet(soughtNegators, ids)
	soughtRelativesNum = newNumSet(soughtRelatives, ids)
	soughtVerbsNum = newNumSet(soughtVerbs, ids)
	soughtWordsNum = newNumSet(soughtWords, ids)
	spanishButNum = newNumSet(spanishBut, ids)
	spanishPutNum = newNumSet(spanishPut, ids)
	spendWordsNum = newNumSet(spendWords, ids)
	stillAdverbsNum = newNumSet(stillAdverbs, ids)
	stillAvailNum = newNumSet(stillAvail, ids)
	stillFillerNum = newNumSet(stillFiller, ids)
	stillFineNum = newNumSet(stillFine, ids)
	stillHereWordsNum = newNumSet(stillHereWords, ids)
	stillMarksNum = newNumSet(stillMarks, ids)
	stillMoreNum = newNumSet(stillMore, ids)
	stillNewMoreNum = newNumSet(stillNewMore, ids)
	stillOpenersNum = newNumSet(stillOpeners, ids)
	stillSaid24Num = newNumSet(stillSaid24, ids)
	stillWords26Num = newNumSet(stillWords26, ids)
	stillWordsNum = newNumSet(stillWords, ids)
	stockWordsNum = newNumSet(stockWords, ids)
	stopWaitNum = newNumSet(stopWait, ids)
	storeWordsNum = newNumSet(storeWords, ids)
	storyKinNormNum = newNumSet(storyKinNorm, ids)
	storyKinNum = newNumSet(storyKin, ids)
	storyLastNum = newNumSet(storyLast, ids)
	storyVerbsNum = newNumSet(storyVerbs, ids)
	storyWhenNum = newNumSet(storyWhen, ids)
	subjectWords25Num = newNumSet(subjectWords25, ids)
	subjectWordsNum = newNumSet(subjectWords, ids)
	sureOfNum = newNumSet(sureOf, ids)
	sureWordsNum = newNumSet(sureWords, ids)
	systemNounsNum = newNumSet(systemNouns, ids)
	tailAndsNum = newNumSet(tailAnds, ids)
	tailArticlesNum = newNumSet(tailArticles, ids)
	tailKinNum = newNumSet(tailKin, ids)
	tailLinksNum = newNumSet(tailLinks, ids)
	tailNounsNum = newNumSet(tailNouns, ids)
	tailPraiseNum = newNumSet(tailPraise, ids)
	tailTitlesNum = newNumSet(tailTitles, ids)
	tailWordsNum = newNumSet(tailWords, ids)
	take27Num = newNumSet(take27, ids)
	takeBackWordsNum = newNumSet(takeBackWords, ids)
	takeObj27Num = newNumSet(takeObj27, ids)
	takeSubj27Num = newNumSet(takeSubj27, ids)
	takeWordsNum = newNumSet(takeWords, ids)
	talkListenerNum = newNumSet(talkListener, ids)
	talkingToNum = newNumSet(talkingTo, ids)
	tasteMineNum = newNumSet(tasteMine, ids)
	tasteNegatorsNum = newNumSet(tasteNegators, ids)
	tasteNounsNum = newNumSet(tasteNouns, ids)
	tasteSoftenersNum = newNumSet(tasteSofteners, ids)
	tellWordsNum = newNumSet(tellWords, ids)
	thanWordsNum = newNumSet(thanWords, ids)
	thanksForNum = newNumSet(thanksFor, ids)
	thanksWordsNum = newNumSet(thanksWords, ids)
	thatsWordsNum = newNumSet(thatsWords, ids)
	theOther26Num = newNumSet(theOther26, ids)
	theOtherNum = newNumSet(theOther, ids)
	thereWordsNum = newNumSet(thereWords, ids)
	theseWordsNum = newNumSet(theseWords, ids)
	thingAlsoNum = newNumSet(thingAlso, ids)
	thingArticlesNum = newNumSet(thingArticles, ids)
	thinkSubjectNum = newNumSet(thinkSubject, ids)
	thinkVerbsNum = newNumSet(thinkVerbs, ids)
	thisCardsNum = newNumSet(thisCards, ids)
	thisOfNum = newNumSet(thisOf, ids)
	thisOneDemoNum = newNumSet(thisOneDemo, ids)
	thisOneGlueNum = newNumSet(thisOneGlue, ids)
	thisOneWordsNum = newNumSet(thisOneWords, ids)
	thisOnesNum = newNumSet(thisOnes, ids)
	thisStuffNum = newNumSet(thisStuff, ids)
	thisTimeNum = newNumSet(thisTime, ids)
	thisWordsNum = newNumSet(thisWords, ids)
	throwArticlesNum = newNumSet(throwArticles, ids)
	throwGluedNum = newNumSet(throwGlued, ids)
	throwInNum = newNumSet(throwIn, ids)
	throwObjectsNum = newNumSet(throwObjects, ids)
	throwVerbsNum = newNumSet(throwVerbs, ids)
	tillWordsNum = newNumSet(tillWords, ids)
	timeAheadNum = newNumSet(timeAhead, ids)
	timeConjNum = newNumSet(timeConj, ids)
	timeFillNum = newNumSet(timeFill, ids)
	timeMatesNum = newNumSet(timeMates, ids)
	timeNoneNum = newNumSet(timeNone, ids)
	timeNouns26Num = newNumSet(timeNouns26, ids)
	timeNounsNum = newNumSet(timeNouns, ids)
	timeWords26Num = newNumSet(timeWords26, ids)
	timeWordsNum = newNumSet(timeWords, ids)
	tiredWordsNum = newNumSet(tiredWords, ids)
	toYou27Num = newNumSet(toYou27, ids)
	toldVerbsNum = newNumSet(toldVerbs, ids)
	toldYouNum = newNumSet(toldYou, ids)
	tooDeniedNum = newNumSet(tooDenied, ids)
	tooLeadNum = newNumSet(tooLead, ids)
	tooTrailNum = newNumSet(tooTrail, ids)
	tornWordsNum = newNumSet(tornWords, ids)
	townShopsNum = newNumSet(townShops, ids)
	undecidedLeadNum = newNumSet(undecidedLead, ids)
	undecidedNegNum = newNumSet(undecidedNeg, ids)
	undecidedTailNum = newNumSet(undecidedTail, ids)
	understoodNum = newNumSet(understood, ids)
	undoOpenersNum = newNumSet(undoOpeners, ids)
	undoVerbsNum = newNumSet(undoVerbs, ids)
	undoneItNum = newNumSet(undoneIt, ids)
	unitWordsNum = newNumSet(unitWords, ids)
	unmarkedQWordsNum = newNumSet(unmarkedQWords, ids)
	until27Num = newNumSet(until27, ids)
	untilGlueNum = newNumSet(untilGlue, ids)
	untilSubjectsNum = newNumSet(untilSubjects, ids)
	variantPrepsNum = newNumSet(variantPreps, ids)
	verbNegatorsNum = newNumSet(verbNegators, ids)
	verdictWordsNum = newNumSet(verdictWords, ids)
	veryWordsNum = newNumSet(veryWords, ids)
	visit27Num = newNumSet(visit27, ids)
	vocative27Num = newNumSet(vocative27, ids)
	vocativesNum = newNumSet(vocatives, ids)
	waitDaysNum = newNumSet(waitDays, ids)
	waitFillersNum = newNumSet(waitFillers, ids)
	waitNounsNum = newNumSet(waitNouns, ids)
	waitStillWordsNum = newNumSet(waitStillWords, ids)
	waitVerbsNum = newNumSet(waitVerbs, ids)
	waitedWordsNum = newNumSet(waitedWords, ids)
	wantItWordsNum = newNumSet(wantItWords, ids)
	wantNegatorsNum = newNumSet(wantNegators, ids)
	wantSubjectsNum = newNumSet(wantSubjects, ids)
	wasWordsNum = newNumSet(wasWords, ids)
	wearWordsNum = newNumSet(wearWords, ids)
	weekDaysNum = newNumSet(weekDays, ids)
	wellWordsNum = newNumSet(wellWords, ids)
	whatThisNum = newNumSet(whatThis, ids)
	whenAskedNum = newNumSet(whenAsked, ids)
	whenClauseNum = newNumSet(whenClause, ids)
	whenOpenersNum = newNumSet(whenOpeners, ids)
	whenWhereWhoNum = newNumSet(whenWhereWho, ids)
	whenWordsNum = newNumSet(whenWords, ids)
	whenceWordsNum = newNumSet(whenceWords, ids)
	whereWhomNum = newNumSet(whereWhom, ids)
	whereWordsNum = newNumSet(whereWords, ids)
	whether27Num = newNumSet(whether27, ids)
	whichAfterAchNum = newNumSet(whichAfterAch, ids)
	whichTakeNum = newNumSet(whichTake, ids)
	whoWordsNum = newNumSet(whoWords, ids)
	whyLeadsNum = newNumSet(whyLeads, ids)
	whyNeedWordsNum = newNumSet(whyNeedWords, ids)
	whyWordsNum = newNumSet(whyWords, ids)
	wishWordsNum = newNumSet(wishWords, ids)
	withForNum = newNumSet(withFor, ids)
	withOrWithoutNum = newNumSet(withOrWithout, ids)
	withYouMSANum = newNumSet(withYouMSA, ids)
	withYouMineNum = newNumSet(withYouMine, ids)
	withYouNum = newNumSet(withYou, ids)
	withoutWordsNum = newNumSet(withoutWords, ids)
	wonderWordsNum = newNumSet(wonderWords, ids)
	word27Num = newNumSet(word27, ids)
	workNegatedNum = newNumSet(workNegated, ids)
	wornArabicNum = newNumSet(wornArabic, ids)
	wornEnglishNum = newNumSet(wornEnglish, ids)
	wornFrenchNum = newNumSet(wornFrench, ids)
	worryWordsNum = newNumSet(worryWords, ids)
	wouldWords27Num = newNumSet(wouldWords27, ids)
	wrap27Num = newNumSet(wrap27, ids)
	wrong27Num = newNumSet(wrong27, ids)
	yesSaidNum = newNumSet(yesSaid, ids)
	youWantNum = newNumSet(youWant, ids)
	youWordsNum = newNumSet(youWords, ids)
	yoursWordsNum = newNumSet(yoursWords, ids)
}

// numberedSets lists the sets by number, for the tests.
func numberedSets() map[string]*numSet {
	return map[string]*numSet{
		"abovePreps":        &abovePrepsNum,
		"acceptObjects":     &acceptObjectsNum,
		"acceptWords":       &acceptWordsNum,
		"account27":         &account27Num,
		"ackPresence":       &ackPresenceNum,
		"ackWords":          &ackWordsNum,
		"addFiller":         &addFillerNum,
		"addNegs":           &addNegsNum,
		"addedBefore":       &addedBeforeNum,
		"addedNothing":      &addedNothingNum,
		"addedWords":        &addedWordsNum,
		"addressWords":      &addressWordsNum,
		"adverbialFirst":    &adverbialFirstNum,
		"afterFine":         &afterFineNum,
		"afterThat":         &afterThatNum,
		"afterWords":        &afterWordsNum,
		"againstWords":      &againstWordsNum,
		"alongWords":        &alongWordsNum,
		"alsoArticles26":    &alsoArticles26Num,
		"alsoSaid":          &alsoSaidNum,
		"alsoTooWords":      &alsoTooWordsNum,
		"alsoWords26":       &alsoWords26Num,
		"alsoWords":         &alsoWordsNum,
		"andWords":          &andWordsNum,
		"anotherOne":        &anotherOneNum,
		"anotherWords":      &anotherWordsNum,
		"answerVerbs":       &answerVerbsNum,
		"answerVeto":        &answerVetoNum,
		"anyKin":            &anyKinNum,
		"apologies":         &apologiesNum,
		"apologyForWords":   &apologyForWordsNum,
		"apologyWords":      &apologyWordsNum,
		"arabicExcess":      &arabicExcessNum,
		"arabicGetPastMe":   &arabicGetPastMeNum,
		"arabicGetPast":     &arabicGetPastNum,
		"arabicThing":       &arabicThingNum,
		"arrivalWords":      &arrivalWordsNum,
		"arriveVerbs":       &arriveVerbsNum,
		"arriveWords":       &arriveWordsNum,
		"arrivedWords":      &arrivedWordsNum,
		"aside27":           &aside27Num,
		"asideWords":        &asideWordsNum,
		"askAnd":            &askAndNum,
		"askFirstVerbs":     &askFirstVerbsNum,
		"askNegators":       &askNegatorsNum,
		"askOpeners":        &askOpenersNum,
		"askSubj27":         &askSubj27Num,
		"askSubjects":       &askSubjectsNum,
		"askVerb27":         &askVerb27Num,
		"askVerbs":          &askVerbsNum,
		"askedVerbs":        &askedVerbsNum,
		"askingAux":         &askingAuxNum,
		"aspectWords":       &aspectWordsNum,
		"atAllWords":        &atAllWordsNum,
		"atYours":           &atYoursNum,
		"auxSubjects":       &auxSubjectsNum,
		"availNow":          &availNowNum,
		"availThere":        &availThereNum,
		"availWords26":      &availWords26Num,
		"availWords":        &availWordsNum,
		"avoirForms":        &avoirFormsNum,
		"awaitCues":         &awaitCuesNum,
		"awaitOpeners":      &awaitOpenersNum,
		"awaitVerbs":        &awaitVerbsNum,
		"backAgain":         &backAgainNum,
		"backVerb27":        &backVerb27Num,
		"backWords":         &backWordsNum,
		"badWords":          &badWordsNum,
		"baraka27e":         &baraka27eNum,
		"barePutArabic":     &barePutArabicNum,
		"bareZid":           &bareZidNum,
		"bargainFill":       &bargainFillNum,
		"basket27":          &basket27Num,
		"beNegGlued":        &beNegGluedNum,
		"beWords":           &beWordsNum,
		"beforeGlue":        &beforeGlueNum,
		"beforeOther":       &beforeOtherNum,
		"beforeWords":       &beforeWordsNum,
		"betterWords":       &betterWordsNum,
		"bitWords":          &bitWordsNum,
		"blessLeads":        &blessLeadsNum,
		"blessNouns":        &blessNounsNum,
		"blessingMarks":     &blessingMarksNum,
		"bothWords":         &bothWordsNum,
		"boughtFirst":       &boughtFirstNum,
		"boughtSame":        &boughtSameNum,
		"boughtVerbs":       &boughtVerbsNum,
		"brokeSubjects":     &brokeSubjectsNum,
		"broken27":          &broken27Num,
		"browsing":          &browsingNum,
		"budgetExcess":      &budgetExcessNum,
		"budgetLinks":       &budgetLinksNum,
		"budgetNot":         &budgetNotNum,
		"budgetNouns":       &budgetNounsNum,
		"budgetOfs":         &budgetOfsNum,
		"budgetOrPurse":     &budgetOrPurseNum,
		"budgetWords":       &budgetWordsNum,
		"butWords":          &butWordsNum,
		"byWhen":            &byWhenNum,
		"byeLater":          &byeLaterNum,
		"calmNegs":          &calmNegsNum,
		"calmOnYou":         &calmOnYouNum,
		"calmSmall":         &calmSmallNum,
		"calmWords":         &calmWordsNum,
		"canWords":          &canWordsNum,
		"cantNow":           &cantNowNum,
		"cantWords":         &cantWordsNum,
		"card27":            &card27Num,
		"cartNouns":         &cartNounsNum,
		"cartPlaceWords":    &cartPlaceWordsNum,
		"cartWords":         &cartWordsNum,
		"ceilingNegs":       &ceilingNegsNum,
		"chanceThis":        &chanceThisNum,
		"chanceWords":       &chanceWordsNum,
		"changeW27":         &changeW27Num,
		"channelWords":      &channelWordsNum,
		"cheaperMarks":      &cheaperMarksNum,
		"cheaperWords":      &cheaperWordsNum,
		"choiceWords":       &choiceWordsNum,
		"chooseVerbs":       &chooseVerbsNum,
		"clauseAnd":         &clauseAndNum,
		"clauseOpeners":     &clauseOpenersNum,
		"clitics":           &cliticsNum,
		"closingGood":       &closingGoodNum,
		"colourNouns":       &colourNounsNum,
		"colourPreps":       &colourPrepsNum,
		"comeBack26":        &comeBack26Num,
		"comeWords":         &comeWordsNum,
		"comingBack":        &comingBackNum,
		"comingTimes":       &comingTimesNum,
		"comingWords":       &comingWordsNum,
		"commitWords27":     &commitWords27Num,
		"comparatives":      &comparativesNum,
		"compareOne":        &compareOneNum,
		"comparing":         &comparingNum,
		"concedeWords":      &concedeWordsNum,
		"condWords25e":      &condWords25eNum,
		"condWords":         &condWordsNum,
		"conditionSpelt":    &conditionSpeltNum,
		"consultVerbs":      &consultVerbsNum,
		"continueVerbs":     &continueVerbsNum,
		"contrastNeg27":     &contrastNeg27Num,
		"copulas":           &copulasNum,
		"correctionWords":   &correctionWordsNum,
		"costNouns":         &costNounsNum,
		"costVerbs":         &costVerbsNum,
		"countOne":          &countOneNum,
		"countWords":        &countWordsNum,
		"cues22d":           &cues22dNum,
		"currencies":        &currenciesNum,
		"cutNouns":          &cutNounsNum,
		"cutVerb27":         &cutVerb27Num,
		"darijaIf":          &darijaIfNum,
		"datedWords":        &datedWordsNum,
		"dayCounts":         &dayCountsNum,
		"dayParts":          &dayPartsNum,
		"dayToCome26":       &dayToCome26Num,
		"dayWord":           &dayWordNum,
		"dayWords":          &dayWordsNum,
		"dearDemos":         &dearDemosNum,
		"dearExcess":        &dearExcessNum,
		"dearFor":           &dearForNum,
		"dearLead":          &dearLeadNum,
		"dearMarks":         &dearMarksNum,
		"dearSaid":          &dearSaidNum,
		"dearWords":         &dearWordsNum,
		"decideOpeners":     &decideOpenersNum,
		"decideWordsAll":    &decideWordsAllNum,
		"decidedNotWords":   &decidedNotWordsNum,
		"decidedWords":      &decidedWordsNum,
		"declineButs":       &declineButsNum,
		"degreeAdverbs":     &degreeAdverbsNum,
		"delayWords":        &delayWordsNum,
		"deliveryCostNouns": &deliveryCostNounsNum,
		"deliveryPast":      &deliveryPastNum,
		"deliveryWords":     &deliveryWordsNum,
		"diffWords":         &diffWordsNum,
		"disbeliefWords":    &disbeliefWordsNum,
		"elisionBefore":     &elisionBeforeNum,
		"else27":            &else27Num,
		"elseSaid":          &elseSaidNum,
		"elseWords":         &elseWordsNum,
		"elsewhere":         &elsewhereNum,
		"elsewhereSaid":     &elsewhereSaidNum,
		"enWords":           &enWordsNum,
		"englishGetNow":     &englishGetNowNum,
		"englishGetPast":    &englishGetPastNum,
		"enoughNo":          &enoughNoNum,
		"enoughSaid":        &enoughSaidNum,
		"enoughWords":       &enoughWordsNum,
		"erredWords":        &erredWordsNum,
		"evenIfFirst":       &evenIfFirstNum,
		"evenWords26":       &evenWords26Num,
		"evenWords":         &evenWordsNum,
		"exceedVerbs":       &exceedVerbsNum,
		"excessAdjectives":  &excessAdjectivesNum,
		"excessFors":        &excessForsNum,
		"excessMarks":       &excessMarksNum,
		"excessPraise":      &excessPraiseNum,
		"excessTo":          &excessToNum,
		"excessWords":       &excessWordsNum,
		"existWords":        &existWordsNum,
		"faitSubjects":      &faitSubjectsNum,
		"fanWords27":        &fanWords27Num,
		"far27":             &far27Num,
		"farTime":           &farTimeNum,
		"fast27":            &fast27Num,
		"faultWords":        &faultWordsNum,
		"firstPersons":      &firstPersonsNum,
		"firstPossessive":   &firstPossessiveNum,
		"firstWords26":      &firstWords26Num,
		"firstWords":        &firstWordsNum,
		"fitAux":            &fitAuxNum,
		"fitMe":             &fitMeNum,
		"fitNegated":        &fitNegatedNum,
		"fitPronou":         &fitPronouNum,
		"fitVerbs":          &fitVerbsNum,
		"fitWith":           &fitWithNum,
		"fiyach":            &fiyachNum,
		"forMe":             &forMeNum,
		"forSaid":           &forSaidNum,
		"forThing":          &forThingNum,
		"forWhat":           &forWhatNum,
		"forWhom":           &forWhomNum,
		"forWords2":         &forWords2Num,
		"forWords":          &forWordsNum,
		"forgetItWords":     &forgetItWordsNum,
		"forgetIts":         &forgetItsNum,
		"frenchAfterIl":     &frenchAfterIlNum,
		"frenchAfterMa":     &frenchAfterMaNum,
		"frenchBefore":      &frenchBeforeNum,
		"frenchClitics":     &frenchCliticsNum,
		"frenchHere":        &frenchHereNum,
		"frenchIt":          &frenchItNum,
		"frenchNegEnds":     &frenchNegEndsNum,
		"frenchPronoun":     &frenchPronounNum,
		"frenchThese":       &frenchTheseNum,
		"fromWords25e":      &fromWords25eNum,
		"fromWords":         &fromWordsNum,
		"fromYou":           &fromYouNum,
		"futureAuxNeg":      &futureAuxNegNum,
		"futureEnglish":     &futureEnglishNum,
		"futureMarks":       &futureMarksNum,
		"futureWords":       &futureWordsNum,
		"getFromVerbs":      &getFromVerbsNum,
		"getVerbs":          &getVerbsNum,
		"gift27":            &gift27Num,
		"giftExtras":        &giftExtrasNum,
		"giftWords":         &giftWordsNum,
		"giveItTail":        &giveItTailNum,
		"giveItVerbs":       &giveItVerbsNum,
		"giveTimeVerbs":     &giveTimeVerbsNum,
		"giveWords":         &giveWordsNum,
		"gluedUndecided":    &gluedUndecidedNum,
		"goAboveNeg":        &goAboveNegNum,
		"goAbove":           &goAboveNum,
		"goAhead":           &goAheadNum,
		"goOnWords":         &goOnWordsNum,
		"goWords":           &goWordsNum,
		"god27":             &god27Num,
		"god27e":            &god27eNum,
		"godWilling":        &godWillingNum,
		"godWords":          &godWordsNum,
		"goingTo":           &goingToNum,
		"goneTimes":         &goneTimesNum,
		"goneWords":         &goneWordsNum,
		"goodWell":          &goodWellNum,
		"goodWords":         &goodWordsNum,
		"gotFillers":        &gotFillersNum,
		"gotNotObjects":     &gotNotObjectsNum,
		"gotObjects":        &gotObjectsNum,
		"greetAddress":      &greetAddressNum,
		"greetSecond":       &greetSecondNum,
		"greetWords":        &greetWordsNum,
		"halfWords":         &halfWordsNum,
		"handWords":         &handWordsNum,
		"haveAsked":         &haveAskedNum,
		"haveCounts":        &haveCountsNum,
		"haveNow":           &haveNowNum,
		"haveOrThere":       &haveOrThereNum,
		"haveWords":         &haveWordsNum,
		"heShe":             &heSheNum,
		"hedgeWords":        &hedgeWordsNum,
		"hedges":            &hedgesNum,
		"heldIn":            &heldInNum,
		"hereNow25":         &hereNow25Num,
		"herePre":           &herePreNum,
		"hereSaid":          &hereSaidNum,
		"hereWords":         &hereWordsNum,
		"hmmPlain":          &hmmPlainNum,
		"hmmWords":          &hmmWordsNum,
		"homeKin":           &homeKinNum,
		"homeNouns":         &homeNounsNum,
		"homeWords":         &homeWordsNum,
		"howPayWords":       &howPayWordsNum,
		"howWords25e":       &howWords25eNum,
		"ifGod":             &ifGodNum,
		"ifSaid":            &ifSaidNum,
		"ifWas":             &ifWasNum,
		"ifWords":           &ifWordsNum,
		"ifYouWords":        &ifYouWordsNum,
		"inLaws":            &inLawsNum,
		"inMind":            &inMindNum,
		"inPerson27":        &inPerson27Num,
		"inWords":           &inWordsNum,
		"indefinite":        &indefiniteNum,
		"indefinites":       &indefinitesNum,
		"infoNouns":         &infoNounsNum,
		"insteadOf":         &insteadOfNum,
		"insteadWords":      &insteadWordsNum,
		"interject27e":      &interject27eNum,
		"interjection27":    &interjection27Num,
		"interjections":     &interjectionsNum,
		"itWanted":          &itWantedNum,
		"itWords":           &itWordsNum,
		"itsWords":          &itsWordsNum,
		"joinWords":         &joinWordsNum,
		"joke27":            &joke27Num,
		"jokePast":          &jokePastNum,
		"jokeSmall":         &jokeSmallNum,
		"joyEmoji":          &joyEmojiNum,
		"judgeFor":          &judgeForNum,
		"judgedArticle":     &judgedArticleNum,
		"justSayWords":      &justSayWordsNum,
		"justWords25":       &justWords25Num,
		"justWords":         &justWordsNum,
		"keep27":            &keep27Num,
		"keepVerbs26":       &keepVerbs26Num,
		"kidding":           &kiddingNum,
		"kinAddress":        &kinAddressNum,
		"kinArabic":         &kinArabicNum,
		"kinHold":           &kinHoldNum,
		"kinHomeMine":       &kinHomeMineNum,
		"kinHome":           &kinHomeNum,
		"kinMore":           &kinMoreNum,
		"kinNoWords":        &kinNoWordsNum,
		"kinNos":            &kinNosNum,
		"kinOwn":            &kinOwnNum,
		"kinOwners":         &kinOwnersNum,
		"kinPast":           &kinPastNum,
		"kinPeople":         &kinPeopleNum,
		"kinPriceSubject":   &kinPriceSubjectNum,
		"kinRefusers":       &kinRefusersNum,
		"kinSayVerbs":       &kinSayVerbsNum,
		"kinWantTail":       &kinWantTailNum,
		"kinWants":          &kinWantsNum,
		"kinWords":          &kinWordsNum,
		"kindArticles":      &kindArticlesNum,
		"knowNot27":         &knowNot27Num,
		"lFirstWords":       &lFirstWordsNum,
		"lNextWords":        &lNextWordsNum,
		"lOfWords":          &lOfWordsNum,
		"lTimeNouns":        &lTimeNounsNum,
		"laIfWas":           &laIfWasNum,
		"lastAdded":         &lastAddedNum,
		"lastOnes":          &lastOnesNum,
		"lastTime":          &lastTimeNum,
		"lastWords":         &lastWordsNum,
		"laterCore":         &laterCoreNum,
		"laterFill":         &laterFillNum,
		"laterNegators":     &laterNegatorsNum,
		"laterNouns":        &laterNounsNum,
		"laterVeto":         &laterVetoNum,
		"latinIfWords":      &latinIfWordsNum,
		"laughs":            &laughsNum,
		"lawIf":             &lawIfNum,
		"lawPolite":         &lawPoliteNum,
		"leadWords":         &leadWordsNum,
		"leaveItWords":      &leaveItWordsNum,
		"leftWords":         &leftWordsNum,
		"letYou":            &letYouNum,
		"likeHave":          &likeHaveNum,
		"likeVerbs":         &likeVerbsNum,
		"likeWords2":        &likeWords2Num,
		"likeWords":         &likeWordsNum,
		"listWide":          &listWideNum,
		"listWords":         &listWordsNum,
		"littleWords":       &littleWordsNum,
		"longTimes":         &longTimesNum,
		"longWords":         &longWordsNum,
		"longerNegators":    &longerNegatorsNum,
		"lookBase":          &lookBaseNum,
		"lookExcess":        &lookExcessNum,
		"lookGood":          &lookGoodNum,
		"lookPoor":          &lookPoorNum,
		"lookSofteners":     &lookSoftenersNum,
		"lordWords":         &lordWordsNum,
		"lovedFillers":      &lovedFillersNum,
		"madeFree":          &madeFreeNum,
		"madeUpWords":       &madeUpWordsNum,
		"madeWords":         &madeWordsNum,
		"manyCounts":        &manyCountsNum,
		"mattersWords":      &mattersWordsNum,
		"maybe27":           &maybe27Num,
		"maybeWords":        &maybeWordsNum,
		"meWords":           &meWordsNum,
		"meanWords":         &meanWordsNum,
		"meantFor":          &meantForNum,
		"meantWas":          &meantWasNum,
		"mercyWords":        &mercyWordsNum,
		"mind27":            &mind27Num,
		"mindPrep":          &mindPrepNum,
		"mindWords":         &mindWordsNum,
		"mineAfterKin":      &mineAfterKinNum,
		"mineHad":           &mineHadNum,
		"mineMarks":         &mineMarksNum,
		"mineObjects":       &mineObjectsNum,
		"mineWords2":        &mineWords2Num,
		"mineWords":         &mineWordsNum,
		"modelNouns":        &modelNounsNum,
		"money27":           &money27Num,
		"moneyNouns":        &moneyNounsNum,
		"moneyThis":         &moneyThisNum,
		"moneyUnits":        &moneyUnitsNum,
		"moneyWords":        &moneyWordsNum,
		"monthWords":        &monthWordsNum,
		"moreCheapAdj":      &moreCheapAdjNum,
		"moreOrAdd":         &moreOrAddNum,
		"moreSay":           &moreSayNum,
		"moreSoWords":       &moreSoWordsNum,
		"moreTowns":         &moreTownsNum,
		"moreWords":         &moreWordsNum,
		"myself27":          &myself27Num,
		"near27":            &near27Num,
		"nearPeople":        &nearPeopleNum,
		"needMore":          &needMoreNum,
		"needObjects":       &needObjectsNum,
		"needSaid":          &needSaidNum,
		"needWords":         &needWordsNum,
		"negAuxWords":       &negAuxWordsNum,
		"negFutureAux":      &negFutureAuxNum,
		"neighbour27":       &neighbour27Num,
		"neverWords":        &neverWordsNum,
		"nextWords":         &nextWordsNum,
		"noAnswers":         &noAnswersNum,
		"noButWords":        &noButWordsNum,
		"noLongerBare":      &noLongerBareNum,
		"noMore":            &noMoreNum,
		"noNeed27":          &noNeed27Num,
		"noNeed":            &noNeedNum,
		"noNeedOther":       &noNeedOtherNum,
		"noNeedTail":        &noNeedTailNum,
		"noNeedWords":       &noNeedWordsNum,
		"noPraiseWords":     &noPraiseWordsNum,
		"noReason27":        &noReason27Num,
		"noUseWhat":         &noUseWhatNum,
		"nobodyWords26":     &nobodyWords26Num,
		"nobodyWords":       &nobodyWordsNum,
		"nonHeads":          &nonHeadsNum,
		"noneHave":          &noneHaveNum,
		"noneNeg":           &noneNegNum,
		"noneWords":         &noneWordsNum,
		"notAPosition":      &notAPositionNum,
		"notArrived":        &notArrivedNum,
		"notNeeding":        &notNeedingNum,
		"notNowNot27":       &notNowNot27Num,
		"notNowWords":       &notNowWordsNum,
		"notSureGlued":      &notSureGluedNum,
		"notSureNeg":        &notSureNegNum,
		"notTheCart":        &notTheCartNum,
		"notThing":          &notThingNum,
		"notThisNegs":       &notThisNegsNum,
		"notThis":           &notThisNum,
		"notThisWords26":    &notThisWords26Num,
		"notW27":            &notW27Num,
		"notYetWords":       &notYetWordsNum,
		"nothing27":         &nothing27Num,
		"nothing27e":        &nothing27eNum,
		"nothingAny":        &nothingAnyNum,
		"nothingSaid":       &nothingSaidNum,
		"nothingWords":      &nothingWordsNum,
		"nowOrToday":        &nowOrTodayNum,
		"nowProper":         &nowProperNum,
		"nowWords27":        &nowWords27Num,
		"nowWords":          &nowWordsNum,
		"objectFill":        &objectFillNum,
		"objectionHave":     &objectionHaveNum,
		"occasionNouns":     &occasionNounsNum,
		"occasionWords":     &occasionWordsNum,
		"ofThem":            &ofThemNum,
		"ofThing":           &ofThingNum,
		"ofWords":           &ofWordsNum,
		"offTopicVerbs":     &offTopicVerbsNum,
		"offTopicWords":     &offTopicWordsNum,
		"offerOpeners":      &offerOpenersNum,
		"offerPreps":        &offerPrepsNum,
		"offerVerbs":        &offerVerbsNum,
		"oldTown":           &oldTownNum,
		"onIt":              &onItNum,
		"onUs":              &onUsNum,
		"onWords":           &onWordsNum,
		"onceWords":         &onceWordsNum,
		"oneCount":          &oneCountNum,
		"oneOf":             &oneOfNum,
		"oneWords26":        &oneWords26Num,
		"onlineWords":       &onlineWordsNum,
		"onlyNegators":      &onlyNegatorsNum,
		"onlySaid":          &onlySaidNum,
		"openWhen":          &openWhenNum,
		"openWords":         &openWordsNum,
		"or27":              &or27Num,
		"orderAskWords":     &orderAskWordsNum,
		"orderNouns":        &orderNounsNum,
		"orderSaid":         &orderSaidNum,
		"otherAsks":         &otherAsksNum,
		"otherCard":         &otherCardNum,
		"otherOf":           &otherOfNum,
		"otherOneWords":     &otherOneWordsNum,
		"otherOnes":         &otherOnesNum,
		"otherPlace":        &otherPlaceNum,
		"otherPron27":       &otherPron27Num,
		"otherWantNeg":      &otherWantNegNum,
		"otherWords26":      &otherWords26Num,
		"otherWords":        &otherWordsNum,
		"ovenIn":            &ovenInNum,
		"ovenWords":         &ovenWordsNum,
		"overWords":         &overWordsNum,
		"ownCount":          &ownCountNum,
		"ownFirst":          &ownFirstNum,
		"ownLike":           &ownLikeNum,
		"ownOpeners":        &ownOpenersNum,
		"ownTrail":          &ownTrailNum,
		"ownVerbs":          &ownVerbsNum,
		"ownWords":          &ownWordsNum,
		"ownedTail":         &ownedTailNum,
		"ownedThing":        &ownedThingNum,
		"parentWords":       &parentWordsNum,
		"partDays":          &partDaysNum,
		"partNouns":         &partNounsNum,
		"partWords":         &partWordsNum,
		"passTail":          &passTailNum,
		"pastNegators":      &pastNegatorsNum,
		"pastWords":         &pastWordsNum,
		"payArrive":         &payArriveNum,
		"payFirst":          &payFirstNum,
		"payNouns":          &payNounsNum,
		"payNowOrCard":      &payNowOrCardNum,
		"payNowWords":       &payNowWordsNum,
		"payOnDelivery":     &payOnDeliveryNum,
		"payVerbs26":        &payVerbs26Num,
		"payVerbs":          &payVerbsNum,
		"payWants":          &payWantsNum,
		"payWords":          &payWordsNum,
		"peopleNouns":       &peopleNounsNum,
		"periodNouns":       &periodNounsNum,
		"personAfter":       &personAfterNum,
		"personNouns":       &personNounsNum,
		"personOne":         &personOneNum,
		"personOtherWords":  &personOtherWordsNum,
		"personPlaces":      &personPlacesNum,
		"personPronouns":    &personPronounsNum,
		"photoAt":           &photoAtNum,
		"photoNouns":        &photoNounsNum,
		"photoWords":        &photoWordsNum,
		"pickLead":          &pickLeadNum,
		"pickTail":          &pickTailNum,
		"pickedVerbs":       &pickedVerbsNum,
		"place27":           &place27Num,
		"placeLinks":        &placeLinksNum,
		"placeNouns":        &placeNounsNum,
		"placePreps":        &placePrepsNum,
		"placeWords":        &placeWordsNum,
		"plainNos":          &plainNosNum,
		"pleaseGo":          &pleaseGoNum,
		"pleaseWords":       &pleaseWordsNum,
		"pointWords":        &pointWordsNum,
		"pointers":          &pointersNum,
		"politeButs":        &politeButsNum,
		"possessives":       &possessivesNum,
		"possibleWords":     &possibleWordsNum,
		"praiseAdjectives":  &praiseAdjectivesNum,
		"praiseGod":         &praiseGodNum,
		"prefaceSorry":      &prefaceSorryNum,
		"prefaceWords":      &prefaceWordsNum,
		"presenceFill":      &presenceFillNum,
		"presenceNegs":      &presenceNegsNum,
		"presenceSubjects":  &presenceSubjectsNum,
		"presenceWords":     &presenceWordsNum,
		"previousOpeners":   &previousOpenersNum,
		"previousWords":     &previousWordsNum,
		"priceNouns":        &priceNounsNum,
		"priceOpeners":      &priceOpenersNum,
		"pricyWords":        &pricyWordsNum,
		"problemWords":      &problemWordsNum,
		"progEnglish":       &progEnglishNum,
		"pronoun27":         &pronoun27Num,
		"pronounDemo":       &pronounDemoNum,
		"pronouns":          &pronounsNum,
		"purposeCues":       &purposeCuesNum,
		"purposeFillers":    &purposeFillersNum,
		"purposeNotVerb":    &purposeNotVerbNum,
		"purposeOpen":       &purposeOpenNum,
		"purposeOpeners":    &purposeOpenersNum,
		"purposeWords":      &purposeWordsNum,
		"putAside27":        &putAside27Num,
		"putVerbs":          &putVerbsNum,
		"questionNouns":     &questionNounsNum,
		"quietWords":        &quietWordsNum,
		"r25eAnd":           &r25eAndNum,
		"r25eEach":          &r25eEachNum,
		"r25eOne":           &r25eOneNum,
		"r25ePeople":        &r25ePeopleNum,
		"r25eSizes":         &r25eSizesNum,
		"r25eStill":         &r25eStillNum,
		"r25eTwo":           &r25eTwoNum,
		"r25eWant":          &r25eWantNum,
		"r25eWith":          &r25eWithNum,
		"r26Also":           &r26AlsoNum,
		"r26Anyway":         &r26AnywayNum,
		"r26Because":        &r26BecauseNum,
		"r26Bit":            &r26BitNum,
		"r26CardWords":      &r26CardWordsNum,
		"r26DatePreps":      &r26DatePrepsNum,
		"r26Deadline":       &r26DeadlineNum,
		"r26Deny":           &r26DenyNum,
		"r26ExtraDeny":      &r26ExtraDenyNum,
		"r26Forget":         &r26ForgetNum,
		"r26IfSmall":        &r26IfSmallNum,
		"r26IfWords":        &r26IfWordsNum,
		"r26NoMore":         &r26NoMoreNum,
		"r26NowWords":       &r26NowWordsNum,
		"r26Occasions":      &r26OccasionsNum,
		"r26Opener":         &r26OpenerNum,
		"r26OtherWords":     &r26OtherWordsNum,
		"r26Praise":         &r26PraiseNum,
		"r26SayTo":          &r26SayToNum,
		"r26SentObj":        &r26SentObjNum,
		"r26ThinkCore":      &r26ThinkCoreNum,
		"r26ThinkSmall":     &r26ThinkSmallNum,
		"r26cAbove":         &r26cAboveNum,
		"r26cAilleurs":      &r26cAilleursNum,
		"r26cAlso":          &r26cAlsoNum,
		"r26cBeen":          &r26cBeenNum,
		"r26cBihadha":       &r26cBihadhaNum,
		"r26cBima":          &r26cBimaNum,
		"r26cBoughtForMe":   &r26cBoughtForMeNum,
		"r26cBought":        &r26cBoughtNum,
		"r26cCheaperMarks":  &r26cCheaperMarksNum,
		"r26cDearer":        &r26cDearerNum,
		"r26cFitWords":      &r26cFitWordsNum,
		"r26cFuture":        &r26cFutureNum,
		"r26cHadha":         &r26cHadhaNum,
		"r26cKeep":          &r26cKeepNum,
		"r26cKills":         &r26cKillsNum,
		"r26cKinOwners":     &r26cKinOwnersNum,
		"r26cKnowSee":       &r26cKnowSeeNum,
		"r26cLikeAr":        &r26cLikeArNum,
		"r26cLookVerbs":     &r26cLookVerbsNum,
		"r26cLooking":       &r26cLookingNum,
		"r26cMeans":         &r26cMeansNum,
		"r26cNeed":          &r26cNeedNum,
		"r26cNegs":          &r26cNegsNum,
		"r26cOldWords":      &r26cOldWordsNum,
		"r26cOther":         &r26cOtherNum,
		"r26cOthers":        &r26cOthersNum,
		"r26cPlace":         &r26cPlaceNum,
		"r26cPriceNouns":    &r26cPriceNounsNum,
		"r26cQadr":          &r26cQadrNum,
		"r26cSayVerbs":      &r26cSayVerbsNum,
		"r26cSeekAr":        &r26cSeekArNum,
		"r26cSettleAfterMa": &r26cSettleAfterMaNum,
		"r26cSettle":        &r26cSettleNum,
		"r26cSettleObj":     &r26cSettleObjNum,
		"r26cSpentWords":    &r26cSpentWordsNum,
		"r26cToday":         &r26cTodayNum,
		"r26cUglyWords":     &r26cUglyWordsNum,
		"r26cVoir":          &r26cVoirNum,
		"r26cWontWords":     &r26cWontWordsNum,
		"r26cYakfi":         &r26cYakfiNum,
		"r26cYears":         &r26cYearsNum,
		"r26eAlso":          &r26eAlsoNum,
		"r26eAnd":           &r26eAndNum,
		"r26eColour":        &r26eColourNum,
		"r26eDated":         &r26eDatedNum,
		"r26eDatedTail":     &r26eDatedTailNum,
		"r26eForgetNeg":     &r26eForgetNegNum,
		"r26eGoOn":          &r26eGoOnNum,
		"r26eGodWill":       &r26eGodWillNum,
		"r26eIt":            &r26eItNum,
		"r26eJust":          &r26eJustNum,
		"r26eLater":         &r26eLaterNum,
		"r26eLaugh":         &r26eLaughNum,
		"r26eMeant":         &r26eMeantNum,
		"r26eNegAny":        &r26eNegAnyNum,
		"r26eNeverMnd":      &r26eNeverMndNum,
		"r26eNoWord":        &r26eNoWordNum,
		"r26eNotBad":        &r26eNotBadNum,
		"r26eOk":            &r26eOkNum,
		"r26ePlain":         &r26ePlainNum,
		"r26eRelative":      &r26eRelativeNum,
		"r26eSafi":          &r26eSafiNum,
		"r26eSizeEach":      &r26eSizeEachNum,
		"r26eSizeWord":      &r26eSizeWordNum,
		"r26eSomething":     &r26eSomethingNum,
		"r26eThing":         &r26eThingNum,
		"r26eWantIt":        &r26eWantItNum,
		"r26eYesOpen":       &r26eYesOpenNum,
		"r26fAfterVerb":     &r26fAfterVerbNum,
		"r26fAlready":       &r26fAlreadyNum,
		"r26fArNeg":         &r26fArNegNum,
		"r26fAux":           &r26fAuxNum,
		"r26fBought":        &r26fBoughtNum,
		"r26fCalmLink":      &r26fCalmLinkNum,
		"r26fElseAny":       &r26fElseAnyNum,
		"r26fElseOne":       &r26fElseOneNum,
		"r26fFiller":        &r26fFillerNum,
		"r26fFirst":         &r26fFirstNum,
		"r26fForMe":         &r26fForMeNum,
		"r26fForgetAr":      &r26fForgetArNum,
		"r26fForgetLink":    &r26fForgetLinkNum,
		"r26fFuture":        &r26fFutureNum,
		"r26fGoW":           &r26fGoWNum,
		"r26fItFr":          &r26fItFrNum,
		"r26fIt":            &r26fItNum,
		"r26fLongMod":       &r26fLongModNum,
		"r26fMachi":         &r26fMachiNum,
		"r26fNegs":          &r26fNegsNum,
		"r26fNoBefore":      &r26fNoBeforeNum,
		"r26fObj":           &r26fObjNum,
		"r26fOtherW":        &r26fOtherWNum,
		"r26fOublie":        &r26fOublieNum,
		"r26fPlace":         &r26fPlaceNum,
		"r26fPossessive":    &r26fPossessiveNum,
		"r26fPrep":          &r26fPrepNum,
		"r26fTakeVerb":      &r26fTakeVerbNum,
		"r26fTheirs":        &r26fTheirsNum,
		"r26fThird":         &r26fThirdNum,
		"r26fWhy":           &r26fWhyNum,
		"r26fWrong":         &r26fWrongNum,
		"r27dAssistants":    &r27dAssistantsNum,
		"r27dBaby":          &r27dBabyNum,
		"r27dBarePut":       &r27dBarePutNum,
		"r27dBig":           &r27dBigNum,
		"r27dBoth":          &r27dBothNum,
		"r27dCallWords":     &r27dCallWordsNum,
		"r27dFemale":        &r27dFemaleNum,
		"r27dForKind":       &r27dForKindNum,
		"r27dForMe":         &r27dForMeNum,
		"r27dKids":          &r27dKidsNum,
		"r27dMale":          &r27dMaleNum,
		"r27dMe":            &r27dMeNum,
		"r27dMust":          &r27dMustNum,
		"r27dNever":         &r27dNeverNum,
		"r27dNotFor":        &r27dNotForNum,
		"r27dNotThing":      &r27dNotThingNum,
		"r27dOfKind":        &r27dOfKindNum,
		"r27dOnline":        &r27dOnlineNum,
		"r27dOrder":         &r27dOrderNum,
		"r27dPastWant":      &r27dPastWantNum,
		"r27dPickVerbs":     &r27dPickVerbsNum,
		"r27dPlace":         &r27dPlaceNum,
		"r27dPrefer":        &r27dPreferNum,
		"r27dSame":          &r27dSameNum,
		"r27dSendVerbs":     &r27dSendVerbsNum,
		"r27dShow":          &r27dShowNum,
		"r27dSizePreps":     &r27dSizePrepsNum,
		"r27dSmall":         &r27dSmallNum,
		"r27dThen":          &r27dThenNum,
		"r27dThisOne":       &r27dThisOneNum,
		"r27dTooLast":       &r27dTooLastNum,
		"r27dToo":           &r27dTooNum,
		"r27dWeWill":        &r27dWeWillNum,
		"r27fAnd":           &r27fAndNum,
		"r27fArticle":       &r27fArticleNum,
		"r27fConfirm":       &r27fConfirmNum,
		"r27fDelivery":      &r27fDeliveryNum,
		"r27fFiller":        &r27fFillerNum,
		"r27fFor":           &r27fForNum,
		"r27fFree":          &r27fFreeNum,
		"r27fKeep":          &r27fKeepNum,
		"r27fOne":           &r27fOneNum,
		"r27fPossible":      &r27fPossibleNum,
		"r27fSplit":         &r27fSplitNum,
		"r27fUnderstood":    &r27fUnderstoodNum,
		"ratherWords":       &ratherWordsNum,
		"reasonFirstWords":  &reasonFirstWordsNum,
		"reasonWords":       &reasonWordsNum,
		"reflectTail":       &reflectTailNum,
		"reflectWords":      &reflectWordsNum,
		"refusalMarks":      &refusalMarksNum,
		"refusalTails":      &refusalTailsNum,
		"refuseVerbs":       &refuseVerbsNum,
		"relWords":          &relWordsNum,
		"relative27":        &relative27Num,
		"relatives":         &relativesNum,
		"reminderAnds":      &reminderAndsNum,
		"removalGlue":       &removalGlueNum,
		"removalNegators":   &removalNegatorsNum,
		"removedThings":     &removedThingsNum,
		"removedWhat":       &removedWhatNum,
		"replyCourtesy":     &replyCourtesyNum,
		"returnWords":       &returnWordsNum,
		"reviewNouns":       &reviewNounsNum,
		"right27":           &right27Num,
		"rightTags":         &rightTagsNum,
		"rightWords":        &rightWordsNum,
		"roomHaveNot":       &roomHaveNotNum,
		"roomWhere":         &roomWhereNum,
		"round25bStarts":    &round25bStartsNum,
		"round26cStarts":    &round26cStartsNum,
		"runOnCounts":       &runOnCountsNum,
		"runOnOthers":       &runOnOthersNum,
		"said27":            &said27Num,
		"said27e":           &said27eNum,
		"saidKey27":         &saidKey27Num,
		"saidSay":           &saidSayNum,
		"saidThat":          &saidThatNum,
		"saidToMe":          &saidToMeNum,
		"saidTo":            &saidToNum,
		"saidWords":         &saidWordsNum,
		"salesWords":        &salesWordsNum,
		"sameBesides":       &sameBesidesNum,
		"sameItem":          &sameItemNum,
		"sameNotOwned":      &sameNotOwnedNum,
		"sameWords":         &sameWordsNum,
		"sayIdiomAux":       &sayIdiomAuxNum,
		"sayNeg27":          &sayNeg27Num,
		"sayNo":             &sayNoNum,
		"sayOpeners":        &sayOpenersNum,
		"sayRhetoric":       &sayRhetoricNum,
		"saySmall":          &saySmallNum,
		"sayTo":             &sayToNum,
		"sayVerbs":          &sayVerbsNum,
		"sayWords":          &sayWordsNum,
		"scentBases":        &scentBasesNum,
		"scornAm":           &scornAmNum,
		"scornI":            &scornINum,
		"scornThat":         &scornThatNum,
		"searchVerbs":       &searchVerbsNum,
		"seeVerbs27":        &seeVerbs27Num,
		"seekWords":         &seekWordsNum,
		"seemVerbs":         &seemVerbsNum,
		"seenWith":          &seenWithNum,
		"seenWords":         &seenWordsNum,
		"selfOpeners":       &selfOpenersNum,
		"selfPeople":        &selfPeopleNum,
		"selfWords":         &selfWordsNum,
		"sendWords":         &sendWordsNum,
		"sentBack":          &sentBackNum,
		"shapeWords":        &shapeWordsNum,
		"shopSelfWords":     &shopSelfWordsNum,
		"shopThings":        &shopThingsNum,
		"shopYou":           &shopYouNum,
		"showVerbs":         &showVerbsNum,
		"shownFillers":      &shownFillersNum,
		"shownNegators":     &shownNegatorsNum,
		"siYesVerbs":        &siYesVerbsNum,
		"sigh27":            &sigh27Num,
		"sighs":             &sighsNum,
		"siteWords":         &siteWordsNum,
		"sizeAsked":         &sizeAskedNum,
		"sizeBefore":        &sizeBeforeNum,
		"sizeFor":           &sizeForNum,
		"sizeIns26":         &sizeIns26Num,
		"sizeNot":           &sizeNotNum,
		"sizeNouns":         &sizeNounsNum,
		"sizeWords":         &sizeWordsNum,
		"sleepWords":        &sleepWordsNum,
		"slowWords":         &slowWordsNum,
		"smallHome":         &smallHomeNum,
		"smallWords":        &smallWordsNum,
		"softExcess":        &softExcessNum,
		"softLook":          &softLookNum,
		"softNos":           &softNosNum,
		"softWords":         &softWordsNum,
		"soldPlaces":        &soldPlacesNum,
		"soldPriceGlued":    &soldPriceGluedNum,
		"someArticle":       &someArticleNum,
		"someThing":         &someThingNum,
		"someTimeWords":     &someTimeWordsNum,
		"someWords":         &someWordsNum,
		"somethingWords":    &somethingWordsNum,
		"soonFiller":        &soonFillerNum,
		"soonLater":         &soonLaterNum,
		"sorryWords":        &sorryWordsNum,
		"soughtAfter":       &soughtAfterNum,
		"soughtNegators":    &soughtNegatorsNum,
		"soughtRelatives":   &soughtRelativesNum,
		"soughtVerbs":       &soughtVerbsNum,
		"soughtWords":       &soughtWordsNum,
		"spanishBut":        &spanishButNum,
		"spanishPut":        &spanishPutNum,
		"spendWords":        &spendWordsNum,
		"stillAdverbs":      &stillAdverbsNum,
		"stillAvail":        &stillAvailNum,
		"stillFiller":       &stillFillerNum,
		"stillFine":         &stillFineNum,
		"stillHereWords":    &stillHereWordsNum,
		"stillMarks":        &stillMarksNum,
		"stillMore":         &stillMoreNum,
		"stillNewMore":      &stillNewMoreNum,
		"stillOpeners":      &stillOpenersNum,
		"stillSaid24":       &stillSaid24Num,
		"stillWords26":      &stillWords26Num,
		"stillWords":        &stillWordsNum,
		"stockWords":        &stockWordsNum,
		"stopWait":          &stopWaitNum,
		"storeWords":        &storeWordsNum,
		"storyKinNorm":      &storyKinNormNum,
		"storyKin":          &storyKinNum,
		"storyLast":         &storyLastNum,
		"storyVerbs":        &storyVerbsNum,
		"storyWhen":         &storyWhenNum,
		"subjectWords25":    &subjectWords25Num,
		"subjectWords":      &subjectWordsNum,
		"sureOf":            &sureOfNum,
		"sureWords":         &sureWordsNum,
		"systemNouns":       &systemNounsNum,
		"tailAnds":          &tailAndsNum,
		"tailArticles":      &tailArticlesNum,
		"tailKin":           &tailKinNum,
		"tailLinks":         &tailLinksNum,
		"tailNouns":         &tailNounsNum,
		"tailPraise":        &tailPraiseNum,
		"tailTitles":        &tailTitlesNum,
		"tailWords":         &tailWordsNum,
		"take27":            &take27Num,
		"takeBackWords":     &takeBackWordsNum,
		"takeObj27":         &takeObj27Num,
		"takeSubj27":        &takeSubj27Num,
		"takeWords":         &takeWordsNum,
		"talkListener":      &talkListenerNum,
		"talkingTo":         &talkingToNum,
		"tasteMine":         &tasteMineNum,
		"tasteNegators":     &tasteNegatorsNum,
		"tasteNouns":        &tasteNounsNum,
		"tasteSofteners":    &tasteSoftenersNum,
		"tellWords":         &tellWordsNum,
		"thanWords":         &thanWordsNum,
		"thanksFor":         &thanksForNum,
		"thanksWords":       &thanksWordsNum,
		"thatsWords":        &thatsWordsNum,
		"theOther26":        &theOther26Num,
		"theOther":          &theOtherNum,
		"thereWords":        &thereWordsNum,
		"theseWords":        &theseWordsNum,
		"thingAlso":         &thingAlsoNum,
		"thingArticles":     &thingArticlesNum,
		"thinkSubject":      &thinkSubjectNum,
		"thinkVerbs":        &thinkVerbsNum,
		"thisCards":         &thisCardsNum,
		"thisOf":            &thisOfNum,
		"thisOneDemo":       &thisOneDemoNum,
		"thisOneGlue":       &thisOneGlueNum,
		"thisOneWords":      &thisOneWordsNum,
		"thisOnes":          &thisOnesNum,
		"thisStuff":         &thisStuffNum,
		"thisTime":          &thisTimeNum,
		"thisWords":         &thisWordsNum,
		"throwArticles":     &throwArticlesNum,
		"throwGlued":        &throwGluedNum,
		"throwIn":           &throwInNum,
		"throwObjects":      &throwObjectsNum,
		"throwVerbs":        &throwVerbsNum,
		"tillWords":         &tillWordsNum,
		"timeAhead":         &timeAheadNum,
		"timeConj":          &timeConjNum,
		"timeFill":          &timeFillNum,
		"timeMates":         &timeMatesNum,
		"timeNone":          &timeNoneNum,
		"timeNouns26":       &timeNouns26Num,
		"timeNouns":         &timeNounsNum,
		"timeWords26":       &timeWords26Num,
		"timeWords":         &timeWordsNum,
		"tiredWords":        &tiredWordsNum,
		"toYou27":           &toYou27Num,
		"toldVerbs":         &toldVerbsNum,
		"toldYou":           &toldYouNum,
		"tooDenied":         &tooDeniedNum,
		"tooLead":           &tooLeadNum,
		"tooTrail":          &tooTrailNum,
		"tornWords":         &tornWordsNum,
		"townShops":         &townShopsNum,
		"undecidedLead":     &undecidedLeadNum,
		"undecidedNeg":      &undecidedNegNum,
		"undecidedTail":     &undecidedTailNum,
		"understood":        &understoodNum,
		"undoOpeners":       &undoOpenersNum,
		"undoVerbs":         &undoVerbsNum,
		"undoneIt":          &undoneItNum,
		"unitWords":         &unitWordsNum,
		"unmarkedQWords":    &unmarkedQWordsNum,
		"until27":           &until27Num,
		"untilGlue":         &untilGlueNum,
		"untilSubjects":     &untilSubjectsNum,
		"variantPreps":      &variantPrepsNum,
		"verbNegators":      &verbNegatorsNum,
		"verdictWords":      &verdictWordsNum,
		"veryWords":         &veryWordsNum,
		"visit27":           &visit27Num,
		"vocative27":        &vocative27Num,
		"vocatives":         &vocativesNum,
		"waitDays":          &waitDaysNum,
		"waitFillers":       &waitFillersNum,
		"waitNouns":         &waitNounsNum,
		"waitStillWords":    &waitStillWordsNum,
		"waitVerbs":         &waitVerbsNum,
		"waitedWords":       &waitedWordsNum,
		"wantItWords":       &wantItWordsNum,
		"wantNegators":      &wantNegatorsNum,
		"wantSubjects":      &wantSubjectsNum,
		"wasWords":          &wasWordsNum,
		"wearWords":         &wearWordsNum,
		"weekDays":          &weekDaysNum,
		"wellWords":         &wellWordsNum,
		"whatThis":          &whatThisNum,
		"whenAsked":         &whenAskedNum,
		"whenClause":        &whenClauseNum,
		"whenOpeners":       &whenOpenersNum,
		"whenWhereWho":      &whenWhereWhoNum,
		"whenWords":         &whenWordsNum,
		"whenceWords":       &whenceWordsNum,
		"whereWhom":         &whereWhomNum,
		"whereWords":        &whereWordsNum,
		"whether27":         &whether27Num,
		"whichAfterAch":     &whichAfterAchNum,
		"whichTake":         &whichTakeNum,
		"whoWords":          &whoWordsNum,
		"whyLeads":          &whyLeadsNum,
		"whyNeedWords":      &whyNeedWordsNum,
		"whyWords":          &whyWordsNum,
		"wishWords":         &wishWordsNum,
		"withFor":           &withForNum,
		"withOrWithout":     &withOrWithoutNum,
		"withYouMSA":        &withYouMSANum,
		"withYouMine":       &withYouMineNum,
		"withYou":           &withYouNum,
		"withoutWords":      &withoutWordsNum,
		"wonderWords":       &wonderWordsNum,
		"word27":            &word27Num,
		"workNegated":       &workNegatedNum,
		"wornArabic":        &wornArabicNum,
		"wornEnglish":       &wornEnglishNum,
		"wornFrench":        &wornFrenchNum,
		"worryWords":        &worryWordsNum,
		"wouldWords27":      &wouldWords27Num,
		"wrap27":            &wrap27Num,
		"wrong27":           &wrong27Num,
		"yesSaid":           &yesSaidNum,
		"youWant":           &youWantNum,
		"youWords":          &youWordsNum,
		"yoursWords":        &yoursWordsNum,
	}
}
