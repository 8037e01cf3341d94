/**
 * The English sentence library of the social post engine: headline frames per kind of news and status, hook lines per
 * intent and tone, closing lines per intent, platform and tone, and short reflections for the longer platforms.
 * Every sentence is complete and names no fact of its own (no names, numbers, dates or places): the facts come from
 * the prompt through the slots.
 */
import type { Intent, Status, Thanked, Tone, Voice } from "./post-frames.types";

/** The facts a frame is filled with. Empty strings for what the prompt does not say. */
export interface Slots {
  /** The thing the news is about ("Penny", "our second family bakery location"). */
  what: string;
  /** "tomorrow", "this Saturday at 9am". */
  when: string;
  /** "in Portland", "on Product Hunt". */
  where: string;
  /** A trailing phrase kept with the headline ("with local poet June Harlow"). */
  extra: string;
  /** A named host other than the poster ("our bookstore Paper Lantern"). */
  subject: string;
  voice: Voice;
}

const sp = (s: string) => (s ? ` ${s}` : "");
const cap = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
/** The thing, followed by a comma when it ends in an apposition ("Penny, a budgeting app," ...). */
const np = (s: Slots, more: boolean) => (more && /,\s/.test(s.what.replace(/\([^)]*\)/g, "")) ? `${s.what},` : s.what);
const tail = (s: Slots) => (s.extra ? `, ${s.extra}` : "");
const we = (s: Slots) => (s.voice === "we" ? "we" : "I");
const us = (s: Slots) => (s.voice === "we" ? "us" : "me");
const weAre = (s: Slots) => (s.voice === "we" ? "we're" : "I'm");
const weHave = (s: Slots) => (s.voice === "we" ? "we've" : "I've");

type Frame = (s: Slots) => string;

const TO_I: [RegExp, string][] = [
  [/\bWe're\b/g, "I'm"], [/\bwe're\b/g, "I'm"], [/\bWe've\b/g, "I've"], [/\bwe've\b/g, "I've"], [/\bWe'd\b/g, "I'd"],
  [/\bwe'd\b/g, "I'd"], [/\bWe'll\b/g, "I'll"], [/\bwe'll\b/g, "I'll"], [/\bWe are\b/g, "I am"], [/\bwe are\b/g, "I am"],
  [/\bWe were\b/g, "I was"], [/\bwe were\b/g, "I was"], [/\bWe\b/g, "I"], [/\bwe\b/g, "I"], [/\bus\b/g, "me"], [/\bUs\b/g, "Me"],
  [/\bOur\b/g, "My"], [/\bour\b/g, "my"], [/\bours\b/g, "mine"],
];
const TO_WE: [RegExp, string][] = [
  [/\bI'm\b/g, "we're"], [/\bI've\b/g, "we've"], [/\bI'd\b/g, "we'd"], [/\bI'll\b/g, "we'll"], [/\bI am\b/g, "we are"],
  [/\bI was\b/g, "we were"], [/\bI\b/g, "we"], [/\bme\b/g, "us"], [/\bMe\b/g, "Us"], [/\bMy\b/g, "Our"], [/\bmy\b/g, "our"], [/\bmine\b/g, "ours"],
];

/** A library line in the poster's voice ("we" lines for one person become "I" lines, and the other way round). */
export function voiced(line: string, voice: Voice): string {
  let out = line;
  for (const [re, to] of voice === "I" ? TO_I : TO_WE) out = out.replace(re, to);
  return out.replace(/^(\p{Ll})/u, (c) => c.toUpperCase()).replace(/([.!?]\s+)(\p{Ll})/gu, (_, p: string, c: string) => p + c.toUpperCase());
}

/** Headline frames by kind of news and status. The writer picks a different one per platform. */
export const LEAD_FRAMES: Record<"launch" | "open" | "hire" | "host", Partial<Record<Status, Frame[]>>> = {
  launch: {
    upcoming: [
      (s) => `${cap(s.when)}, ${we(s)} launch ${np(s, !!s.where)}${sp(s.where)}${tail(s)}.`,
      (s) => `${cap(np(s, true))} launches${sp(s.where)} ${s.when}${tail(s)}.`,
      (s) => `${cap(weAre(s))} launching ${np(s, true)}${sp(s.where)} ${s.when}${tail(s)}.`,
      (s) => `Mark your calendar: ${np(s, true)} launches${sp(s.where)} ${s.when}${tail(s)}.`,
    ],
    done: [
      (s) => `${cap(np(s, true))} is live${sp(s.where)}${tail(s)}.`,
      (s) => `${cap(we(s))} just launched ${np(s, !!s.where)}${sp(s.where)}${tail(s)}.`,
      (s) => `${cap(np(s, true))} is out now${sp(s.where)}${tail(s)}.`,
      (s) => `It's here: ${np(s, !!s.where)}${sp(s.where)}${tail(s)}.`,
    ],
    now: [
      (s) => `Introducing ${np(s, !!s.where)}${sp(s.where)}${tail(s)}.`,
      (s) => `${cap(weAre(s))} launching ${np(s, !!s.where)}${sp(s.where)}${tail(s)}.`,
      (s) => `Meet ${np(s, !!s.where)}${sp(s.where)}${tail(s)}.`,
      (s) => `Say hello to ${np(s, !!s.where)}${sp(s.where)}${tail(s)}.`,
    ],
  },
  open: {
    upcoming: [
      (s) => `${cap(s.when)}, ${we(s)} open ${np(s, !!s.where)}${sp(s.where)}${tail(s)}.`,
      (s) => `${cap(np(s, true))} opens${sp(s.where)} ${s.when}${tail(s)}.`,
      (s) => `${cap(weAre(s))} opening ${np(s, !!s.where)}${sp(s.where)} ${s.when}${tail(s)}.`,
      (s) => `Doors open ${s.when}: ${np(s, !!s.where)}${sp(s.where)}${tail(s)}.`,
    ],
    done: [
      (s) => `${cap(np(s, true))} is now open${sp(s.where)}${tail(s)}.`,
      (s) => `${cap(weHave(s))} opened ${np(s, !!s.where)}${sp(s.where)}${tail(s)}.`,
      (s) => `The doors are open: ${np(s, !!s.where)}${sp(s.where)} is ready for you${tail(s)}.`,
      (s) => `${cap(np(s, true))} has officially opened${sp(s.where)}${tail(s)}.`,
    ],
    now: [
      (s) => `${cap(weAre(s))} opening ${np(s, !!s.where)}${sp(s.where)}${tail(s)}.`,
      (s) => `${cap(np(s, true))} is opening${sp(s.where)}${tail(s)}.`,
      (s) => `Get ready: ${np(s, !!s.where)} is opening${sp(s.where)}${tail(s)}.`,
    ],
  },
  hire: {
    now: [
      (s) => `${cap(weAre(s))} hiring ${np(s, !!s.where)}${sp(s.where)}${tail(s)}.`,
      (s) => `${cap(weAre(s))} looking for ${np(s, !!s.where)}${sp(s.where)}${tail(s)}.`,
      (s) => `Could it be you? ${cap(weAre(s))} looking for ${np(s, !!s.where)}${sp(s.where)}${tail(s)}.`,
      (s) => `${s.voice === "we" ? "Our team is" : "I'm"} growing, and ${weAre(s)} hiring ${np(s, !!s.where)}${sp(s.where)}${tail(s)}.`,
    ],
  },
  host: {
    upcoming: [
      (s) => `Join ${us(s)} for ${np(s, true)} ${s.when}${sp(s.where)}${tail(s)}.`,
      (s) => `${cap(s.when)}, ${weAre(s)} hosting ${np(s, !!s.where)}${sp(s.where)}${tail(s)}.`,
      (s) => `You're invited to ${np(s, true)} ${s.when}${sp(s.where)}${tail(s)}.`,
      (s) => `${cap(weAre(s))} hosting ${np(s, true)} ${s.when}${sp(s.where)}${tail(s)}, and you're invited.`,
    ],
    done: [
      (s) => `${cap(we(s))} hosted ${np(s, !!s.where)}${sp(s.where)}${sp(s.when)}${tail(s)}.`,
    ],
  },
};

/** An event hosted by a named place or group ("Our bookstore Paper Lantern is hosting a poetry night ..."); the
 * subject is written mid-sentence ("our bookstore ..."). */
export const NAMED_HOST_FRAMES: Frame[] = [
  (s) => `Join ${us(s)} at ${s.subject} for ${np(s, true)}${sp(s.when)}${sp(s.where)}${tail(s)}.`,
  (s) => (s.when ? `${cap(s.when)}, ${s.subject} is hosting ${np(s, true)}${sp(s.where)}${tail(s)}.` : `${cap(s.subject)} is hosting ${np(s, true)}${sp(s.where)}${tail(s)}.`),
  (s) => `You're invited to ${np(s, true)} at ${s.subject}${sp(s.when)}${sp(s.where)}${tail(s)}.`,
  (s) => `${cap(s.subject)} is hosting ${np(s, true)}${sp(s.when)}${sp(s.where)}${tail(s)}, and you're invited.`,
];

/** Hooks made of the prompt's own facts ("Portland, we're open!"), used where a platform takes a hook. */
export function factHook(cls: string, status: Status, place: string, when: string, voice: Voice): string {
  const be = voice === "we" ? "we're" : "I'm";
  if (cls === "open" && status === "done" && place) return `${place}, ${be} open!`;
  if (cls === "open" && status === "upcoming" && place) return `${place}, get ready!`;
  if (cls === "launch" && status === "upcoming" && /^(?:today|tomorrow|on\s+\S+day)$/i.test(when)) return `${cap(when.replace(/^on\s+/i, ""))} is launch day.`;
  if (cls === "hire" && place) return `${place}, ${be} hiring!`;
  return "";
}

/** A noun phrase as the headline, by intent ("a free webinar on cybersecurity ..." for an event). */
export const NP_FRAMES: Partial<Record<Intent, Frame[]>> = {
  event: [
    (s) => `Join ${us(s)} for ${np(s, true)}${sp(s.when)}${sp(s.where)}${tail(s)}.`,
    (s) => `You're invited to ${np(s, true)}${sp(s.when)}${sp(s.where)}${tail(s)}.`,
    (s) => `Save the date for ${np(s, true)}${sp(s.when)}${sp(s.where)}${tail(s)}.`,
    (s) => `Come along to ${np(s, true)}${sp(s.when)}${sp(s.where)}${tail(s)}.`,
  ],
  launch: [
    (s) => `Introducing ${np(s, true)}${sp(s.where)}${sp(s.when)}${tail(s)}.`,
    (s) => `Meet ${np(s, true)}${sp(s.where)}${sp(s.when)}${tail(s)}.`,
    (s) => `Say hello to ${np(s, true)}${sp(s.where)}${sp(s.when)}${tail(s)}.`,
  ],
  hiring: [
    (s) => `${cap(weAre(s))} hiring ${np(s, true)}${sp(s.where)}${tail(s)}.`,
    (s) => `${cap(weAre(s))} looking for ${np(s, true)}${sp(s.where)}${tail(s)}.`,
    (s) => `Open role: ${np(s, true)}${sp(s.where)}${tail(s)}.`,
  ],
  promo: [
    (s) => `${cap(np(s, true))}${sp(s.where)}${sp(s.when)}${tail(s)}!`,
    (s) => `Get ${np(s, true)}${sp(s.where)}${sp(s.when)}${tail(s)}.`,
    (s) => (s.when ? `${cap(s.when)}: ${np(s, true)}${sp(s.where)}${tail(s)}.` : `Treat yourself to ${np(s, true)}${sp(s.where)}${tail(s)}.`),
  ],
  milestone: [
    (s) => `${cap(np(s, true))}${sp(s.where)}${sp(s.when)}${tail(s)}!`,
    (s) => `Celebrating ${np(s, true)}${sp(s.where)}${sp(s.when)}${tail(s)}.`,
  ],
  announcement: [
    (s) => `Some news: ${np(s, true)}${sp(s.where)}${sp(s.when)}${tail(s)}.`,
    (s) => `An update on ${np(s, true)}${sp(s.where)}${sp(s.when)}${tail(s)}.`,
  ],
};

/** Topic-only prompts ("the importance of mentorship"): an opening on the topic and a placeholder for the point. */
export const TOPIC_FRAMES: Record<"tips" | "opinion" | "general", Frame[]> = {
  tips: [
    (s) => `A few tips on ${s.what}.`,
    (s) => `Here's what works for ${us(s)} when it comes to ${s.what}.`,
    (s) => `Some advice on ${s.what}, learned the hard way.`,
  ],
  opinion: [
    (s) => `${cap(s.what)}: here's where I stand.`,
    (s) => `I keep coming back to ${s.what}.`,
    (s) => `Let's talk about ${s.what}.`,
  ],
  general: [
    (s) => `${cap(weHave(s))} been thinking about ${s.what}.`,
    (s) => `Let's talk about ${s.what}.`,
    (s) => `A few thoughts on ${s.what}.`,
  ],
};

/** "The importance of X" and the like: a claim the post can make without inventing anything. */
export const IMPORTANCE_FRAMES: Frame[] = [
  (s) => `${cap(s.what)} matters more than we admit.`,
  (s) => `${cap(s.what)} deserves more attention than it gets.`,
  (s) => `We don't talk enough about ${s.what}.`,
];

export const PLACEHOLDER_POINT = "[Your main point, in a sentence or two from your own experience.]";
export const PLACEHOLDER_TIPS = ["[First tip]", "[Second tip]", "[Third tip]"];

type ByTone = Record<Tone, string[]>;

/**
 * Short hook lines that open a post, by intent and tone (written for "we"; said in the poster's voice by
 * `voiced`). Launches and events pick the lines for their status; personal news ("I") has its own.
 */
export const HOOKS: Record<Intent | "volunteer" | "launchDone" | "eventDone" | "personal" | "farewell", ByTone> = {
  farewell: {
    professional: ["Some difficult news to share.", "This one is hard to write."],
    casual: ["This one is hard to write.", "Some bittersweet news."],
    playful: ["Some bittersweet news.", "Grab a tissue for this one."],
    enthusiastic: ["Some bittersweet news.", "This one is hard to write."],
  },
  launch: {
    professional: ["A launch worth sharing.", "Something new is on the way."],
    casual: ["It's almost here.", "Something new is coming."],
    playful: ["Drumroll, please.", "Clear your schedule."],
    enthusiastic: ["It's almost launch day!", "Big news!"],
  },
  launchDone: {
    professional: ["Something new to share.", "A launch worth sharing."],
    casual: ["It's finally out.", "Something new is out."],
    playful: ["Drumroll, please.", "Fresh out of the oven."],
    enthusiastic: ["It's live!", "Big news!"],
  },
  announcement: {
    professional: ["Some news worth sharing.", "An update from our side."],
    casual: ["Some news from us.", "Quick update."],
    playful: ["Plot twist!", "Hold on to your coffee."],
    enthusiastic: ["Big news!", "Exciting news!"],
  },
  personal: {
    professional: ["Some personal news.", "A personal update."],
    casual: ["Some personal news.", "Life update."],
    playful: ["Plot twist!", "Life update, with a twist."],
    enthusiastic: ["Big personal news!", "Some personal news!"],
  },
  notice: {
    professional: ["A quick note.", "Please note."],
    casual: ["Quick heads-up.", "Heads up."],
    playful: ["Heads up, friends.", "A friendly heads-up."],
    enthusiastic: ["Heads up!", "Quick reminder!"],
  },
  hiring: {
    professional: ["An opportunity worth sharing.", "Our team is growing."],
    casual: ["Looking for your next job?", "Know someone great?"],
    playful: ["Want a job you'll actually like?", "Psst, we're hiring."],
    enthusiastic: ["We're hiring!", "Come work with us!"],
  },
  volunteer: {
    professional: ["We could use your help.", "A call for volunteers."],
    casual: ["We need a few helping hands.", "Got some time to spare?"],
    playful: ["Wanted: kind humans.", "Free time looking for a purpose?"],
    enthusiastic: ["We need you!", "Calling all helpers!"],
  },
  event: {
    professional: ["An invitation.", "Please save the date."],
    casual: ["You're invited.", "Mark your calendar."],
    playful: ["Your plans just got better.", "Clear your calendar."],
    enthusiastic: ["Save the date!", "You're invited!"],
  },
  eventDone: {
    professional: ["What a day.", "A moment to look back on."],
    casual: ["What a day.", "Still smiling about this one."],
    playful: ["We're still recovering.", "What a day, honestly."],
    enthusiastic: ["What a day!", "Wow, what a day!"],
  },
  thanks: {
    professional: ["A thank-you that is overdue.", "Some gratitude, shared publicly."],
    casual: ["Time for a thank-you.", "Just a quick thank-you."],
    playful: ["Warning: this post contains gratitude.", "Cue the thank-you speech."],
    enthusiastic: ["Thank you, thank you, thank you!", "Feeling so grateful today!"],
  },
  milestone: {
    professional: ["A milestone worth marking.", "Some good news to share."],
    casual: ["A little win to share.", "Good news."],
    playful: ["Allow us a small victory lap.", "Cue the confetti."],
    enthusiastic: ["What a moment!", "We did it!"],
  },
  promo: {
    professional: ["An offer worth knowing about.", "A limited-time offer."],
    casual: ["Good deal alert.", "A little treat for you."],
    playful: ["Your wallet will thank you.", "Deal alert, no drill."],
    enthusiastic: ["Don't miss this!", "Deal time!"],
  },
  tips: {
    professional: ["Some advice worth sharing.", "A few lessons worth passing on."],
    casual: ["A few things that help.", "Some things we wish we'd known sooner."],
    playful: ["Free advice, no strings attached.", "Learned the hard way, so you don't have to."],
    enthusiastic: ["These changed everything for us!", "Save this one!"],
  },
  opinion: {
    professional: ["A view that may start a discussion.", "A perspective worth debating."],
    casual: ["Hot take incoming.", "Okay, here's what we think."],
    playful: ["Unpopular opinion, maybe.", "Hot take, served warm."],
    enthusiastic: ["This needs to be said!", "We have to say this!"],
  },
  question: {
    professional: ["A question for my network.", "Your input, please."],
    casual: ["Quick question.", "We need your take on something."],
    playful: ["Settle a debate for us.", "Time for a very scientific poll."],
    enthusiastic: ["We need your opinion!", "Help us out!"],
  },
  general: {
    professional: ["Something worth sharing.", "A short note."],
    casual: ["Something on our mind.", "A little something to share."],
    playful: ["Story time.", "Bear with us on this one."],
    enthusiastic: ["We had to share this!", "This made our day!"],
  },
};

type ClosingSet = { short: ByTone; long: ByTone };

/** Closing lines: `short` for X and TikTok, `long` (an invitation to comment) for LinkedIn, Instagram and Facebook. */
export const CLOSERS: Record<Intent | "volunteer" | "personal" | "farewell", ClosingSet> = {
  personal: {
    short: { professional: ["Onward."], casual: ["Onward."], playful: ["Wish us luck."], enthusiastic: ["Here's to what comes next!"] },
    long: {
      professional: ["Here's to what comes next.", "Thank you to everyone who has been part of the journey."],
      casual: ["Here's to what comes next.", "Onward."],
      playful: ["Wish us luck.", "Onward, with snacks."],
      enthusiastic: ["Here's to what comes next!", "Onward!"],
    },
  },
  farewell: {
    short: { professional: ["Thank you for everything.", "We'll miss you."], casual: ["Thank you for everything.", "We'll miss you."], playful: ["We'll miss you.", "Thank you for everything."], enthusiastic: ["Thank you for everything!", "We'll miss you!"] },
    long: {
      professional: ["Thank you for being part of our story.", "It has been an honour to serve you."],
      casual: ["Thank you for being part of our story.", "We'll miss you."],
      playful: ["Thank you for being part of our story.", "We'll miss you, truly."],
      enthusiastic: ["Thank you for being part of our story!", "We'll miss you!"],
    },
  },
  notice: {
    short: { professional: ["Thanks for reading."], casual: ["Pass it on."], playful: ["Consider yourself informed."], enthusiastic: ["Pass it on!"] },
    long: {
      professional: ["Please share this with anyone it affects.", "Thank you for reading."],
      casual: ["Please pass this on to anyone who needs to know.", "Thanks for reading."],
      playful: ["Consider yourself informed.", "Pass it on."],
      enthusiastic: ["Please share this with anyone who needs to know!", "Thanks for reading!"],
    },
  },
  launch: {
    short: { professional: ["Feedback welcome."], casual: ["Tell us what you think."], playful: ["Go on, take a look."], enthusiastic: ["We can't wait for you to see it!"] },
    long: {
      professional: ["I'd welcome your feedback in the comments.", "What would you like to see next? Let us know in the comments."],
      casual: ["Tell us what you think in the comments.", "Let us know what you think."],
      playful: ["Take it for a spin and tell us what you think.", "Go on, take a look, and tell us what you think."],
      enthusiastic: ["We can't wait to hear what you think!", "Tell us what you think in the comments!"],
    },
  },
  announcement: {
    short: { professional: ["More to follow."], casual: ["More soon."], playful: ["Stay tuned."], enthusiastic: ["More soon!"] },
    long: {
      professional: ["Thank you for following along.", "More details will follow."],
      casual: ["Thanks for being part of this.", "More soon, and thanks for following along."],
      playful: ["Stay tuned for more.", "That's the news. Carry on."],
      enthusiastic: ["Thanks for sharing this moment with us!", "More to come soon!"],
    },
  },
  hiring: {
    short: { professional: ["Referrals welcome."], casual: ["Know someone? Send them our way."], playful: ["Tag a friend who'd be great."], enthusiastic: ["Share this with someone great!"] },
    long: {
      professional: ["Know someone who would be a great fit? Please share this post or tag them in the comments.", "If this sounds like you, I'd be glad to hear from you."],
      casual: ["Know someone who'd be a great fit? Send them our way.", "Share this with someone who'd love it."],
      playful: ["Tag the friend who needs to see this.", "Know someone perfect for this? Tag them."],
      enthusiastic: ["Share this with someone who'd be perfect for it!", "We'd love to hear from you!"],
    },
  },
  volunteer: {
    short: { professional: ["Every hour helps."], casual: ["Every bit helps."], playful: ["Bring a friend."], enthusiastic: ["We'd love your help!"] },
    long: {
      professional: ["Every hour helps. Please share this with anyone who might want to join.", "Please share this with anyone who might want to help."],
      casual: ["Every bit helps, so please pass this on.", "Know someone who'd like to help? Send them our way."],
      playful: ["Bring a friend, it's more fun that way.", "Tag a friend who'd be great at this."],
      enthusiastic: ["We'd love your help, so please share this!", "Tag a friend who'd love to help!"],
    },
  },
  event: {
    short: { professional: ["Hope to see you there."], casual: ["See you there."], playful: ["Bring a friend."], enthusiastic: ["See you there!"] },
    long: {
      professional: ["I hope to see you there.", "Please share this with anyone who might be interested."],
      casual: ["Hope to see you there.", "Bring a friend and come say hi."],
      playful: ["Bring a friend, or two.", "We saved you a seat."],
      enthusiastic: ["We can't wait to see you there!", "Tag a friend you'd bring along!"],
    },
  },
  thanks: {
    short: { professional: ["Thank you."], casual: ["Thank you."], playful: ["You're all legends."], enthusiastic: ["Thank you!"] },
    long: {
      professional: ["Thank you.", "It means more than I can say."],
      casual: ["It means a lot.", "Thank you, truly."],
      playful: ["Group hug, everyone.", "You're all legends."],
      enthusiastic: ["Thank you so much!", "We couldn't have done it without you!"],
    },
  },
  milestone: {
    short: { professional: ["On to the next one."], casual: ["On to the next one."], playful: ["Back to work now."], enthusiastic: ["Here's to the next one!"] },
    long: {
      professional: ["Thank you to everyone who helped along the way.", "On to the next chapter."],
      casual: ["Thanks to everyone who helped along the way.", "On to the next one."],
      playful: ["Back to work now, after cake.", "We'll be unbearable for about a day."],
      enthusiastic: ["Thank you all for the support!", "Here's to the next one!"],
    },
  },
  promo: {
    short: { professional: ["While it lasts."], casual: ["Grab it while it lasts."], playful: ["Run, don't walk."], enthusiastic: ["Don't miss out!"] },
    long: {
      professional: ["Please pass this on to anyone who might like it.", "The offer is for a limited time."],
      casual: ["Grab it while it lasts.", "Tell a friend."],
      playful: ["Your future self says thanks.", "Tag the friend who needs this."],
      enthusiastic: ["Grab yours before it's gone!", "Tag a friend who'd love this!"],
    },
  },
  tips: {
    short: { professional: ["What would you add?"], casual: ["What works for you?"], playful: ["Which one are you stealing?"], enthusiastic: ["Which one will you try?"] },
    long: {
      professional: ["What would you add? Share your own advice in the comments.", "What has worked for you?"],
      casual: ["What would you add to the list?", "Which one will you try first?"],
      playful: ["Which one are you stealing?", "Save this for later."],
      enthusiastic: ["Try one today and tell me how it goes!", "Which one is your favourite?"],
    },
  },
  opinion: {
    short: { professional: ["Do you see it differently?"], casual: ["Agree?"], playful: ["Change my mind."], enthusiastic: ["Who's with me?"] },
    long: {
      professional: ["Do you see it differently? I'd like to hear your view in the comments.", "I'd like to hear other views."],
      casual: ["Agree or disagree?", "What's your take?"],
      playful: ["Change my mind.", "Tell me I'm wrong."],
      enthusiastic: ["Who's with me?", "Tell me what you think!"],
    },
  },
  question: {
    short: { professional: ["Your input is welcome."], casual: ["Tell me in the replies."], playful: ["Answers below, please."], enthusiastic: ["Tell me!"] },
    long: {
      professional: ["I'd value your perspective in the comments.", "Your experience would help."],
      casual: ["Tell me in the comments.", "I'd love to hear what you think."],
      playful: ["Answers in the comments, please.", "Choose wisely."],
      enthusiastic: ["Tell me in the comments!", "I can't wait to hear your answers!"],
    },
  },
  general: {
    short: { professional: ["Thoughts?"], casual: ["Thoughts?"], playful: ["That's the post."], enthusiastic: ["Thoughts?"] },
    long: {
      professional: ["I'd like to hear your thoughts.", "What is your experience with this?"],
      casual: ["What do you think?", "Thanks for reading."],
      playful: ["That's it, that's the post.", "You're welcome."],
      enthusiastic: ["Tell me what you think!", "Have a great day!"],
    },
  },
};

/** How a thank-you post closes, by who is thanked (a team is not a crowd of runners, nor a mentor). */
export const THANKS_CLOSERS: Record<Thanked, ByTone> = {
  team: {
    professional: ["I'm grateful to work with people like this.", "Proud of this team."],
    casual: ["Proud of this crew.", "Best team there is."],
    playful: ["Best team. No notes.", "You're all legends."],
    enthusiastic: ["So proud of this team!", "Best team ever!"],
  },
  community: {
    professional: ["None of this happens without you.", "Thank you for showing up."],
    casual: ["You made this happen.", "Thank you for showing up."],
    playful: ["You're all legends.", "Group hug, everyone."],
    enthusiastic: ["You made this happen!", "We couldn't have done it without you!"],
  },
  person: {
    professional: ["I'm grateful for the time and care.", "Thank you for everything."],
    casual: ["Thank you for everything.", "I owe you one."],
    playful: ["I owe you a coffee, or ten.", "Thank you for putting up with me."],
    enthusiastic: ["Thank you for everything!", "I couldn't have done it without you!"],
  },
  family: {
    professional: ["I couldn't have done it without them.", "Grateful for their support."],
    casual: ["Couldn't have done it without them.", "Grateful for them every day."],
    playful: ["They deserve a medal.", "They deserve this more than I do."],
    enthusiastic: ["I couldn't have done it without them!", "Love you all!"],
  },
  customers: {
    professional: ["Thank you for your support.", "We're grateful for every one of you."],
    casual: ["You're the best.", "Thanks for being here."],
    playful: ["You're the best, and you know it.", "You're all legends."],
    enthusiastic: ["You're the best!", "We love you all!"],
  },
};

/** A sentence of reflection for LinkedIn and Facebook, by intent (general sentiment only, no facts). */
export const REFLECTIONS: Partial<Record<Intent, string[]>> = {
  milestone: ["Moments like this don't happen alone.", "It's a good moment to stop and say thank you."],
  hiring: ["If you have questions about the role, feel free to reach out.", "Happy to answer questions in the comments or by message."],
  event: ["Everyone is welcome.", "The more, the merrier."],
  thanks: ["Moments like this remind us how much people matter.", "We don't say it often enough."],
};

/** Calls to action built from the prompt's own link or code. */
export const LINK_CTA: Record<Intent, string> = {
  launch: "Try it at {link}",
  announcement: "More at {link}",
  notice: "More at {link}",
  hiring: "Apply at {link}",
  event: "Register at {link}",
  thanks: "More at {link}",
  milestone: "More at {link}",
  promo: "Shop at {link}",
  tips: "More at {link}",
  opinion: "More at {link}",
  question: "More at {link}",
  general: "More at {link}",
};
