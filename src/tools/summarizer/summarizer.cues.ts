/**
 * Wording cues the ranking reads (summarizer.rank): courtesies, letters' openers and asks, an essay's set-up, minutes'
 * housekeeping and views, findings, advice, contact lines. English first, with the other languages the summarizer
 * reads where a cue has a common form there.
 */
export const LEANING =
  /^(?:it|this|that|these|those|they|he|she|his|her|their|its|but|and|so|also|however|still|yet|then|there|such|both|even so|él|ella|ellos|esto|eso|pero|il|elle|ils|cela|mais|er|sie|es|dies|aber)\b(?!\s+(?:post|article|report|e-?mail|guide|essay|piece|note|letter|document|update|review|week|year|month|morning|afternoon|evening)\b)/i;
export const CUE_UP =
  /\b(?:decided|agreed|will|must|should|conclusion|overall|in short|key|main|important|recommend\w*|propos\w*|plans?|goal|result\w*|because|best (?:fit|option|choice)|the best|worth|i think|i suggest|we should|let's|go ahead)\b/i;
/** Courtesies of letters and posts that carry no content. */
export const PLEASANTRY =
  /^(?:thanks|thank you|many thanks|(?:a )?(?:huge|big|special|massive|heartfelt) thanks|(?:as always,?\s+)?(?:please\s+)?(?:send|share) (?:us )?(?:your |any )?(?:feedback|questions)|i hope (?:you|your|this|that|all|everything|things)|hope (?:you|your|this|all|everything|things)|(?:i )?hope (?:the|your) [\p{L} ]{1,20}(?:went|goes|is going|was|were) (?:ok|okay|well|smoothly|fine|great|alright|all right)\b|let me know|please let me know|feel free|looking forward|have a (?:great|good|nice)|happy \p{L}+ing|(?:a |just a )?quick (?:update|note|reminder|question)|(?:(?:hi|hey|hello)\s+\p{L}+\s*[-–—,:]\s*)?(?:a |just a )?quick (?:one|q)(?=[.!]?$)|fyi|heads[- ]up|(?:here are |just )?(?:a few|some|a couple of|a couple|two|three|several)(?: quick)? (?:thoughts|notes|points|comments|things|updates)(?=[^.!?]{0,40}[.:!]?$)|(?:we are|we're|i am|i'm) (?:very |so |really )?sorry for (?:the|any) (?:inconvenience|disruption|delay|trouble|confusion)(?=[.!]?$)|(?:we|i) (?:(?:sincerely|do) )?apologi[sz]e for (?:the|any) (?:inconvenience|disruption)(?: (?:this|that) (?:may|might|will) cause)?(?=[.!]?$)|gracias|espero que|merci|j'espère)\b/iu;
/** A line that only names what the text or the next lines are about ("The weekly ops summary for week 14.", "So,
 * about the Lisbon trip."): no news of its own. */
export const NAMES_TOPIC =
  /^(?:(?:so|ok|okay|right|now),?\s+)?(?:(?:about|re|regarding|as for|on to) (?:the|your|our|my|this|that|next) [\p{L}\d' -]{1,30}|(?:(?:here(?:'s| is| are)|this is)\s+)?(?:the|this|our|my|your|a) (?:[\p{L}\d-]+ ){0,3}(?:summary|update|report|round-?up|recap|digest|newsletter|briefing)(?: (?:for|on|from|of) [^.!?]{1,30})?)[.!:]?$/iu;
/** The opener of a letter that only announces its subject ("I'm writing about order #88213..."). */
export const ANNOUNCING =
  /^(?:i(?:'m| am) (?:writing|reaching out|contacting you|emailing|getting in touch)|(?:os|le|les|te) escribo|me pongo en contacto|je vous écris|je t'écris|ich schreibe (?:dir|ihnen|euch)|vi scrivo|ti scrivo|escrevo-lhe|venho por este meio)\b/iu;
/** Small talk of a conversation: the host's welcome, introductions, thanks, fillers. */
export const SMALL_TALK =
  /^(?:welcome(?: back)? to|(?:so,?\s+)?let's (?:start|begin|kick off|dive in|get (?:started|into it))\b|(?:so,?\s+)?the (?:big|first|obvious) question\b|thanks (?:for having me|so much|again|everyone|all)|thank you (?:both|all|so much|for having me)|great to (?:be|have)|(?:and )?i'm \p{Lu}\p{L}+\.?$|(?:yeah|yes|yep|no|nope|ok|okay|right|sure|honestly|well|um|uh|oh|wow|exactly|totally|cool|nice|great|lol|haha)\b[,.!]?\s*(?:\p{Ll}|$))/iu;
/**
 * A host's framing of a show, not its content: "I'm joined by Tom Reyes, a financial planner", "Today I've got Ade
 * Okafor", "You've written a lot about code review.", "Great advice. Thanks, Tom."
 */
export const HOST_FRAMING =
  /^(?:(?:today,? |and )?(?:i'm|i am|we're|we are) joined (?:today )?by|joining (?:me|us) (?:today |now )?(?:is|are)|(?:my|our) guests? (?:today |this week )?(?:is|are)|today,? (?:i've|i have|we've|we have) got|you've (?:written|spoken|talked|said) (?:a lot|quite a bit|a fair bit|before|plenty)|(?:great|good|brilliant|fantastic|wonderful) (?:advice|point|stuff|conversation|chat)\b|thanks?(?: you)?(?: so much)?,? \p{Lu}\p{L}+[.!]?$|hi,? \p{Lu}\p{L}+[.!]?$)/iu;
/** A bare answer to a heading's question ("If most of your polls come back empty, yes."). */
export const isAnswer = (text: string): boolean => ANSWER_OPENING.test(text) || ANSWER_CLOSING.test(text.slice(-6));
const ANSWER_OPENING = /^(?:yes|no)\b[,.!]?/i;
/** (Tested on the text's last six characters, all a match at its end can hold: a scan of the whole text finds no more.) */
const ANSWER_CLOSING = /,\s(?:yes|no)[.!]$/i;
/** The view an essay sets up to argue against ("It is tempting to think that..."): not the writer's point. */
export const STRAWMAN =
  /^(?:(?:for (?:years|decades|a long time),?\s+)?(?:people|experts|we|everyone) (?:said|thought|assumed|believed)|(?:durante (?:años|décadas|mucho tiempo),?\s+)?se (?:dijo|pensaba|pensó|creía|creyó|decía) que|(?:pendant (?:des années|longtemps),?\s+)?on (?:a longtemps )?(?:disait|pensait|croyait|a dit)|it is (?:tempting|easy|common|often said|widely believed) to (?:think|believe|assume|say)|it is (?:often|widely|commonly) (?:said|claimed|argued|assumed|believed)|many (?:people |of us |[a-z]+s )?(?:think|believe|assume|say|argue|claim|insist|fear|worry)|some (?:people )?(?:say|argue|claim|think)|you might think|conventional wisdom)\b/i;
/** What a letter asks for: usually its point. */
export const REQUEST =
  /\b(?:i(?:'d| would) like(?! to (?:thank|express|say|take this))|please\s+\p{L}+|could you|can you|would you|i ask|i am asking|i request|i propose|i am proposing|i(?:'d| would)? suggest|i(?:'d| would)? recommend|let's|we should|shall we|if (?:nobody|no one|anyone) objects)\b/iu;
/** The writer's own pick of one piece of advice ("If you only try one thing, ..."). */
export const ONE_THING =
  /^(?:so,?\s+)?if you (?:only )?(?:try|do|remember|take away|change|read|keep) (?:just |only )?one thing\b/i;
/** A press release's or notice's contact line ("Media contact: press@northvale.example"). */
export const CONTACT = /^(?:media|press|for (?:more|further) (?:information|details)|contact)\b[^.]{0,30}:\s*\S+@\S+$/i;
/** A writer's own contact or account detail given in passing ("My account email is helen@example.co.uk."). */
export const OWN_DETAIL =
  /^(?:my|our) (?:[\p{L}-]+ ){0,2}(?:e-?mail(?: address)?|phone(?: number)?|mobile(?: number)?|number|address|username|user ?name|account(?: number)?|reference(?: number)?) is\s+[^\s]+\.?$/iu;
/** A row of links or buttons ("Check your batch number · Call 0800 555 0199"). */
export const NAV_ROW = (text: string) =>
  // (The separators looked for first: a string search is much faster than the regex over a text with none.)
  (text.includes("|") || text.includes("·") || text.includes("•")) &&
  /\s[·|•]\s/.test(text) &&
  text.split(/\s[·|•]\s/).every((p) => p.split(/\s+/).length <= 6);
/** A third-person pronoun before any capitalised word but the first: who it is was said earlier. */
export const UNNAMED_PERSON = /^(?:\S+(?:\s+[\p{Ll}\d][^\s]*)*?\s+)?(?:he|she|him|his|her)\b/u;
export const RECORDED_DECISION =
  /^agreed\b|\b(?:was|were) (?:unanimously )?(?:agreed|approved|accepted|carried|adopted|resolved|decided)\b|\b(?:it was|we|we all|everyone|everybody|all present|the (?:committee|board|council|team|group|meeting|pcc|pta|trustees|governors|association|society|club|panel|members|residents|directors|partners))(?: (?:has|have))? (?:unanimously )?(?:agreed|decided|resolved|voted)\b/i;
/** A decision that names what it settles only by reference ("agreed to go ahead with the library purchase",
 * "approved the proposal"): the proposal before it says what. */
export const DECISION_BY_REFERENCE =
  /\b(?:go(?:ing)? ahead with|approved?|accepted|adopted|backed|endorsed|supported) (?:the|this|that|it|these|those)\b|\bagreed (?:to )?(?:this|that|it)\b|\bthe (?:proposal|plan|idea|request|suggestion|recommendation|purchase|motion)\b/i;
/** A minutes label that introduces the decision itself ("Decision: go with ..."). */
export const DECISION_LABEL = /^(?:decision|decided|agreed|resolved|resolution|outcome|acuerdo|décision|beschluss)$/i;
/** A proposal recorded in minutes ("Mr Lindqvist proposed spending £1,500 on new library books"). */
export const PROPOSAL =
  /\b(?:propos(?:ed|es|al)|suggest(?:ed|s|ion)|recommend(?:ed|s|ation)|put forward|request(?:ed|s))\b/i;
/** A sentence that contradicts the one before it. */
export const CONTRAST_NEXT =
  /^(?:however|but|yet|in fact|actually|in reality|the opposite|sin embargo|pero|no obstante|en realidad|cependant|mais|pourtant|en réalité|aber|jedoch|doch|tuttavia|ma|porém|mas|contudo)\b/i;
/** A paragraph opening that turns an essay's argument ("However, the costs...", "But by the second winter..."). */
export const TURN_OPENING =
  /^(?:however|but|yet|in fact|in reality|(?:this|that) is (?:the wrong (?:answer|approach|question|lesson)|a mistake|wrong)|i disagree|the (?:real )?(?:problem|trouble|catch) (?:is|was)|that was (?:the moment|when)|sin embargo|pero|no obstante|cependant|mais|pourtant|aber|jedoch)\b/i;
export const FIGURE =
  /[$€£¥]\s?\d|\d\s?%|\d(?:[.,]\d+)?\s?(?:percent|per cent|million|billion|euros?|dollars?|pounds?)\b/i;
/** Housekeeping of minutes ("Minutes of the last meeting were approved", "The meeting closed at 9 pm", "Next
 * meeting: 9 April"): true, but never what a reader of the minutes is looking for. */
export const PROCEDURAL =
  /^(?:the )?(?:chair(?:man|woman|person)? (?:welcomed|opened)\b|(?:the )?(?:minutes|notes) (?:of|from) (?:the )?(?:last|previous) (?:[\p{L}\d]+ )?meeting|(?:approval of |approved:? )?(?:the )?(?:last|previous) (?:meeting'?s )?minutes\b|minutes (?:were |was )?(?:approved|accepted|agreed|signed)\b|meeting (?:closed|ended|was closed|adjourned)|the meeting (?:closed|ended|was closed|adjourned|opened)|next (?:meeting|retro|sync|review|call)\b|apologies (?:were received )?from)|\bminutes of the (?:[\p{L}\d]+ ){0,3}meeting (?:were|was) (?:approved|accepted|agreed|signed)/iu;
/** A sentence that gives advice: an imperative, after an optional "First," / "Finally,". */
export const IMPERATIVE =
  /^(?:(?:first|second|third|finally|also|and|lastly|above all|most of all),?\s+)?(?:don'?t|do not|never|always|avoid|try|keep|ask|read|take|use|make|find|start|stop|write|get|be|set|check|learn|pick|choose|plan|save|spend|buy|call|pay|list|put|leave|give|let|go|turn|add|drink|eat|sleep|walk|talk|tell|say|stay|treat|focus|practi[cs]e|build|think|remember|forget|look|wait|ignore|accept|expect|trust|protect|book|bring|pack|test|measure|track|budget|cut|limit|batch|block|schedule|prioriti[sz]e|delegate|document|review|share|join|celebrate|rest)\b/i;
/** A step of a recipe or a how-to ("Heat the oven to 175°C", "Mash the bananas, stir in..."). */
export const STEP =
  /^(?:(?:first|then|next|finally|now),?\s+)?(?:heat|preheat|mash|melt|mix|stir|whisk|beat|pour|chop|slice|dice|boil|fry|bake|roast|grill|simmer|season|serve|line|fold|knead|combine|sift|cream|grease|drain|rinse|peel|cool|chill|freeze|spread|sprinkle|install|download|open|click|run|restart|enter|select|press|type|copy|paste|unplug|plug|remove|attach|tighten|loosen|fill|wash|dry|cut|measure|add|put|place|keep|let|leave|cook|brown|toast|blend|bring|reduce|cover|transfer|store)\b/i;
/** A blogger's chatter to the reader ("Okay friends, gather round", "Honestly my kids ate half of it", "Let me know in
 * the comments"): true, but not what the post is for. */
export const CHATTER =
  /^(?:okay|ok|alright|honestly|seriously|friends|folks|guys|y'all|oh|wow|lol|trust me)\b[ ,!]|^(?:so|well|right)[,!]|^\p{L}+,? (?:friends|folks|guys|everyone|y'all|people)\b|\b(?:gather round|settle in|in the comments|(?:comes with|has) a story|you guys)\b/iu;
/** What a support thread or a reply settles ("I've refunded the duplicate payment", "we have sent a replacement"). */
export const RESOLUTION =
  /\b(?:i|we)(?:['’]ve| have)? (?:now |just |also )?(?:refunded|sent|issued|fixed|resolved|replaced|credited|cancelled|canceled|reset|reinstated|unlocked|restored|rebooked|reissued|arranged|escalated)\b/i;
/** A heading that is itself a piece of advice ("Train slower than you think", "Practise eating on the run"). */
export const isAdviceHeading = (heading: string): boolean => {
  const h = heading.replace(NUMBERED_POINT, "");
  return IMPERATIVE.test(h) || /^(?:train|run|restart|switch|move|stretch|breathe|warm up|slow down)\b/i.test(h);
};
/** A numbered heading: "1. Charge more", "2) Contracts...", "Step 3: ...", "Lesson 4 - ...". */
export const NUMBERED_POINT = /^(?:(?:step|lesson|tip|rule|reason|mistake)\s+)?\d{1,2}\s*[.):–—-]\s*(?=\p{L})/iu;
/**
 * A heading that is one of a post's points: advice ("Train slower than you think"), or one of three or more numbered
 * headings of three words or more ("2. Contracts are not optional").
 */
export const isPointHeading = (heading: string, headings: readonly string[]): boolean =>
  isAdviceHeading(heading) ||
  (NUMBERED_POINT.test(heading) &&
    heading.replace(NUMBERED_POINT, "").trim().split(/\s+/).length >= 3 &&
    headings.filter((h) => NUMBERED_POINT.test(h)).length >= 3);

/** A participant's view recorded in minutes: "Tom disagreed...", "Aisha suggested...", "J. Smith said...". */
export const OPINION =
  /^(?:\p{Lu}\.\s?)?\p{Lu}[\p{L}'-]+ (?:disagreed|agreed|suggested|pointed out|said|felt|thought|argued|asked|mentioned|noted|wondered|questioned|objected|raised)\b/u;
/** A finding of a study or report ("apartments ... were on average 1.6 °C cooler", "results suggest"): what an
 * abstract or report is read for. */
export const FINDING =
  /\b(?:[\d.,]+\s?(?:minutes|hours|days|points|times) (?:earlier|later|longer|shorter|higher|lower|more|less|fewer|faster|slower)\b|we found|(?:results?|findings|data) (?:show|showed|suggest|suggested|indicate|indicated)|(?:was|were|is|are) (?:on average |about |roughly )?[\d.,]+\s?(?:%|°|percent|times)?\s?\S*\s(?:higher|lower|cooler|warmer|faster|slower|more|less|fewer|greater|smaller|larger|better|worse)\b|significantly (?:higher|lower|more|less|better|worse|reduced|increased))/i;
export const CUE_DOWN =
  /\b(?:for example|for instance|e\.g\.|such as|click|subscribe|(?:example|code|snippet|command|table) below|as follows|por ejemplo|par exemple|zum beispiel)\b/i;
/**
 * A post's opening anecdote ("I used to keep 60 tabs open.", "Last year I ran my first marathon."): it sets the scene
 * rather than saying what the post is about.
 */
export const HOOK =
  /^(?:(?:i|we) (?:used to|once|had|was|were|thought|spent|started|remember|grew up|never|always)|when i|last (?:year|month|week|summer|winter|spring|autumn)|(?:a few|two|three|\d+) (?:years|months|weeks) ago|back (?:in|when))\b/i;

/** A list item of minutes labelled with what it records: "Agreed: ...", "Decision: ...", "Action: ...". */
export const OUTCOME_LABEL =
  /^(?:agreed|decided|decisions?|resolved|outcomes?|actions?|action items?|next steps?|to ?dos?)\s*[:–—-]\s*\S/i;
