import type { Row } from "./humanizer.lexicon";

/**
 * Stock wording of chatbot letters, posts, product copy and school essays that the main lists missed (fourth issue-11
 * pass, from its held-out set: apologies, announcements, product pages, essays). Same columns as the other lists:
 * pattern, casual, friendly, professional; "$1" repeats a capture, "=" keeps the original in that voice.
 */
export const STOCK_VERBS: readonly Row[] = [
  // "fostering the spread of literacy" is helping it along, not "building" it.
  ...["spread", "growth", "development", "rise", "adoption", "use"].map(
    (n): Row => [`foster the ${n} of`, `speed up the ${n} of`, `help the ${n} of`, `encourage the ${n} of`],
  ),
  [
    "extend (?:our|my) (?:deepest|sincerest|sincere|heartfelt|profound|humble) apologies (?:for|to you for)",
    "say sorry for",
    "say how sorry we are for",
    "apologize for",
  ],
  ["(?:deeply|sincerely|truly|greatly) regret", "really ^regret", "are so sorry about", "regret"],
  [
    "drive (?:meaningful|real|lasting|positive|tangible|measurable|significant) (?:impact|change)",
    "make real change",
    "make lasting change",
    "deliver lasting change",
  ],
  [
    "pose a (?:serious|significant|major|grave) (?:threat|risk) to",
    "really ^threaten",
    "seriously ^threaten",
    "seriously ^threaten",
  ],
];

export const STOCK_FIXED: readonly Row[] = [
  // Apologies and reassurance.
  [
    "^we (?:would like|want|wish) to extend our (?:deepest|sincerest|sincere|heartfelt|profound) apologies for",
    "we're really sorry for",
    "we're so sorry for",
    "we sincerely apologize for",
  ],
  [
    "^i (?:would like|want|wish) to extend my (?:deepest|sincerest|sincere|heartfelt|profound) apologies for",
    "I'm really sorry for",
    "I'm so sorry for",
    "I sincerely apologize for",
  ],
  // "Please rest assured that we are taking steps" -> "We are taking steps" (never "Please we are...").
  ["(?:please )?(?:you can )?rest assured(?: that)?,?", "", "", ""],
  ["proactive (steps|measures|action)", "$1", "real $1", "concrete $1"],
  [
    "^as a (?:small )?token of (?:our|my) (?:appreciation|gratitude) for (?:your|you)",
    "to say thanks for your",
    "to thank you for your",
    "to thank you for your",
  ],
  [
    "as a (?:small )?token of (?:our|my) (?:appreciation|gratitude)",
    "as a thank-you",
    "as a little thank-you",
    "as thanks",
  ],
  [
    "due to an? (?:unforeseen|unexpected) (?:issue|problem|circumstance)",
    "because of a problem",
    "because of an unexpected problem",
    "owing to an unexpected problem",
  ],
  [
    "(longer|later|more) than (?:initially |originally )?anticipated",
    "$1 than expected",
    "$1 than we expected",
    "$1 than expected",
  ],
  [
    "(?:remain|remains) (?:fully |firmly |deeply |wholeheartedly )?committed to (providing|delivering|offering|giving|building|improving|supporting|making)",
    "will keep $1",
    "will keep on $1",
    "will continue $1",
  ],
  // Announcements and posts.
  [
    "this (milestone|achievement|promotion|success) (?:wouldn't|would not) have been possible without",
    "I couldn't have got here without",
    "I couldn't have done it without",
    "I could not have reached this $1 without",
  ],
  ["(?:i've|i have) had the privilege of", "I've loved", "I've been lucky enough to spend my time", "="],
  [
    "at the heart of everything (we|i) do",
    "at the centre of everything $1 do",
    "right at the centre of everything $1 do",
    "at the centre of everything $1 do",
  ],
  [
    "^here'?s to (?:new beginnings|the next chapter|what'?s next|the future)[.!]?",
    "Bring on what's next!",
    "I can't wait to see what's next!",
    "I look forward to what comes next.",
  ],
  [
    "every (?:challenge|setback|obstacle|failure) is (?:an opportunity|a chance) (?:for growth|to grow|to learn)",
    "every setback teaches you something",
    "every setback has something to teach you",
    "every setback offers a lesson",
  ],
  [
    "(it(?:'s| is| was)) a (?:powerful|stark|poignant|humbling|gentle|timely) reminder (that|of)",
    "$1 a good reminder $2",
    "$1 a lovely reminder $2",
    "$1 a clear reminder $2",
  ],
  [
    "(had|have had|got) the (?:incredible|amazing|wonderful|unique|great|rare) (?:opportunity|privilege|chance) to",
    "got to",
    "was lucky enough to",
    "had the opportunity to",
  ],
  ["(this|an|our|a) exciting milestone", "$1 big milestone", "$1 big moment", "$1 milestone"],
  [
    "^stay tuned for (?:more )?(?:updates|news|details)[.!]?",
    "We'll have more news soon!",
    "We'll share more soon!",
    "Further updates will follow.",
  ],
  [
    "don'?t miss out on this (?:incredible|amazing|exciting|unique|fantastic) (opportunity|offer|chance)",
    "don't miss this one",
    "don't miss this chance",
    "do not miss this $1",
  ],
  // Product copy.
  ["a unique blend of", "a mix of", "a lovely mix of", "a combination of"],
  [
    "there'?s something for everyone",
    "there's something here for you",
    "you'll find something you love",
    "there is something to suit everyone",
  ],
  ["take your ([\\w-]+) to new heights", "take your $1 further", "grow your $1", "develop your $1 further"],
  ["elevate your (?:journey|travels|adventures?|trips?)", "travel better", "make every trip better", "travel better"],
  ["elevate your ([\\w-]+) game", "up your $1 game", "take your $1 up a notch", "improve your $1"],
  [
    "seamlessly (fits?|fitting|slots?|slotting|blends?|blending|integrates?|integrating) into",
    "$1 right into",
    "easily $1 into",
    "$1 neatly into",
  ],
  [
    "unlock (your|their|our|the) ([\\w-]+)'s (?:full |true )?potential",
    "get the most out of $1 $2",
    "help $1 $2 do their best work",
    "help $1 $2 perform at their best",
  ],
  [
    "experience the future of ([\\w-]+)(?: today)?",
    "see what better $1 looks like",
    "see how good $1 can feel",
    "discover a better approach to $1",
  ],
  // E-mails and cover letters.
  [
    "we appreciate your patience as we work to (?:resolve|fix|address) (this|the) (issue|problem)",
    "we're grateful for your patience while we fix $1 $2",
    "thank you for bearing with us while we sort out $1 $2",
    "thank you for your patience while we resolve $1 $2",
  ],
  [
    "we will continue to monitor the situation closely",
    "we'll keep a close eye on things",
    "we'll keep a close eye on it",
    "we will keep monitoring the situation",
  ],
  [
    "we take this (?:matter|issue) (?:very |extremely )?seriously",
    "we're taking this seriously",
    "this really matters to us",
    "we take this seriously",
  ],
  [
    "please accept our (?:sincere|sincerest|deepest|heartfelt) apologies",
    "we're really sorry",
    "we're so sorry",
    "we sincerely apologize",
  ],
  [
    "is dedicated to excellence",
    "cares about doing great work",
    "cares about doing great work",
    "is committed to high standards",
  ],
  [
    "^upon (?:reviewing|review of|further review of|checking|investigating|examining) (your|the) (account|order|request|case|records?|booking), we(?: have|'ve)? (?:identified|found|determined|discovered|confirmed) that",
    "we checked $1 $2 and found that",
    "we looked into $1 $2 and found that",
    "after reviewing $1 $2, we found that",
  ],
  [
    "^upon (?:reviewing|review of|further review of|checking|investigating|examining) (your|the) (account|order|request|case|records?|booking),",
    "when we checked $1 $2,",
    "when we looked into $1 $2,",
    "after reviewing $1 $2,",
  ],
  [
    "we (?:deeply |truly |greatly )?value your (?:continued )?(loyalty|business|custom|support|trust)",
    "we really value your $1",
    "we really do value your $1",
    "we do value your $1",
  ],
  [
    "(its|their) own unique set of (challenges|problems|hurdles|difficulties)",
    "$1 own $2",
    "$1 own set of $2",
    "$1 own $2",
  ],
  [
    "^in this (article|post|guide|blog post),? (we'll|we will|i'll|i will) explore",
    "here $2 look at",
    "in this $1, $2 walk through",
    "this $1 covers",
  ],
  ["(?:highly )?adept at", "good at", "really good at", "skilled at"],
  [
    "^i (?:just )?(?:wanted|want|would like) to (?:reach out|get in touch|touch base) (?:to|and) (?:provide|give|share)(?: you| everyone| you all)?(?: with)? an? (?:brief|quick|short) overview of",
    "here's a quick rundown of",
    "here's a quick overview of",
    "here is a brief overview of",
  ],
  [
    "(our|my|the) primary (?:objective|goal|aim) is to",
    "$1 main goal is to",
    "$1 big goal is to",
    "$1 main objective is to",
  ],
  ["i(?: am|'m) confident in my ability to", "I'm sure I can", "I'm confident I can", "I am confident that I can"],
  // School essays.
  ["an integral part of", "a big part of", "a huge part of", "an essential part of"],
  [
    "(?:offering|bringing|with) both (?:significant|notable|considerable|numerous) (benefits|advantages) and (?:notable|significant|considerable|potential|serious) (drawbacks|disadvantages|risks)",
    "with real upsides and downsides",
    "with plenty of good and some bad",
    "with clear $1 and $2",
  ],
  [
    "^it(?: is|'s) (?:therefore |thus |also |hence )?(?:essential|crucial|vital|imperative) for ([\\w' -]{2,40}?) to",
    "so $1 should",
    "that's why $1 should",
    "$1 should therefore",
  ],
  [
    "one of the most pressing (?:challenges|issues|problems) (?:facing|confronting) (?:humanity|the world|our planet|society|mankind)",
    "one of the biggest problems we face",
    "one of the biggest challenges we all face",
    "one of the most serious problems facing the world",
  ],
];
