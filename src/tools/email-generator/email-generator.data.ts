import type { EmailAudience, EmailPurpose, EmailTone } from "./contract";
import type { Intent } from "./email-generator.model";

/**
 * The English sentence library of the built-in email engine: every sentence here was written by hand to read well
 * on its own. Slots in braces ({x}) are filled with the user's own words; text in [square brackets] is a placeholder
 * the user fills in. No sentence here names a person, a company, a date or a number: those only come from the prompt.
 */

/** Words the prompt may use for the reader of each audience ("the client" when writing to a client). */
export const AUDIENCE_WORDS: Record<EmailAudience, string> = {
  client: "clients?",
  colleague: "colleagues?|coworkers?|co-workers?",
  team: "team|staff|whole team|entire team",
  manager: "manager|boss|supervisor|line manager",
  recruiter: "recruiter|hiring manager",
  partner: "partners?",
  customer: "customers?",
};

interface ToneCopy {
  salutation: string;
  /** First sentence of medium and long emails (empty: the email starts with its point). */
  opener: string;
  /** The last sentence of the email. */
  closing: string;
  /** The last sentence of a thank-you or congratulations email. */
  thanksClosing: string;
  /** The last sentence of an email that expects no answer (news, thanks, a decline). */
  noReplyClosing: string;
  signOff: string;
  contractions: "expand" | "contract" | "keep";
}

export const TONES: Record<EmailTone, ToneCopy> = {
  formal: {
    salutation: "Dear",
    opener: "I hope this message finds you well.",
    closing: "Thank you for your time and consideration.",
    thanksClosing: "Thank you once again.",
    noReplyClosing: "Thank you for your attention.",
    signOff: "Yours sincerely,",
    contractions: "expand",
  },
  professional: {
    salutation: "Hello",
    opener: "I hope you are doing well.",
    closing: "Thank you, and I look forward to hearing from you.",
    thanksClosing: "Thank you again.",
    noReplyClosing: "Thank you.",
    signOff: "Best regards,",
    contractions: "keep",
  },
  friendly: {
    salutation: "Hi",
    opener: "I hope you're having a good week!",
    closing: "Thanks so much, and talk soon!",
    thanksClosing: "Thank you again!",
    noReplyClosing: "Have a great week!",
    signOff: "Warm wishes,",
    contractions: "contract",
  },
  casual: {
    salutation: "Hey",
    opener: "",
    closing: "Thanks!",
    thanksClosing: "Thanks again!",
    noReplyClosing: "",
    signOff: "Cheers,",
    contractions: "contract",
  },
  persuasive: {
    salutation: "Hi",
    opener: "I'll keep this brief.",
    closing: "I am happy to answer any questions, and I look forward to your reply.",
    thanksClosing: "Thank you again, it made a real difference.",
    noReplyClosing: "Thank you for your time.",
    signOff: "Best regards,",
    contractions: "keep",
  },
  urgent: {
    salutation: "Hi",
    opener: "I need your help with something time-sensitive.",
    closing: "Thank you for treating this as a priority.",
    thanksClosing: "I wanted to say this right away.",
    noReplyClosing: "Thank you for your quick attention.",
    signOff: "Many thanks,",
    contractions: "keep",
  },
};

interface AudienceCopy {
  /** The greeting's name when the prompt gives none. */
  name: string;
  formalName: string;
  /**
   * Sentences about the reader: the relationship (formal, informal), a first contact (cold), and an offer to talk that
   * suits any email to this kind of reader (channel), used when the prompt names a different reader.
   */
  line: { formal: string; informal: string; cold: string; channel: string; network?: string };
}

export const AUDIENCES: Record<EmailAudience, AudienceCopy> = {
  client: {
    name: "[Client's Name]",
    formalName: "[Client's Name]",
    line: {
      formal: "We value our work together and your trust in us.",
      informal: "We really enjoy working with you.",
      cold: "I would love to hear how you handle this today.",
      channel: "I am happy to set up a call if that would be easier.",
      network: "I would love to hear how things look from your side.",
    },
  },
  colleague: {
    name: "[Colleague's Name]",
    formalName: "[Colleague's Name]",
    line: {
      formal: "I appreciate your help, as always.",
      informal: "Thanks a lot!",
      cold: "No worries if now is a busy time.",
      channel: "I'm happy to chat in person if that's easier.",
    },
  },
  team: {
    name: "team",
    formalName: "all",
    line: {
      formal: "Thank you all for the way you work together.",
      informal: "I'm lucky to work with such a great team.",
      cold: "Thank you all for your help with this.",
      channel: "I'm happy to go through it at our next team meeting.",
    },
  },
  manager: {
    name: "[Manager's Name]",
    formalName: "[Manager's Name]",
    line: {
      formal: "I appreciate your support.",
      informal: "I always appreciate your support.",
      cold: "I appreciate your guidance on this.",
      channel: "I'm happy to talk it through whenever suits you.",
    },
  },
  recruiter: {
    name: "[Recruiter's Name]",
    formalName: "[Recruiter's Name]",
    line: {
      formal: "I appreciate your time and your help throughout the process.",
      informal: "Thanks for all your help with the process.",
      cold: "Thank you for taking the time to read this.",
      channel: "I am happy to arrange a call at a time that suits you.",
    },
  },
  partner: {
    name: "[Partner's Name]",
    formalName: "[Partner's Name]",
    line: {
      formal: "We value our partnership and want this to work well for both sides.",
      informal: "I really value working with you.",
      cold: "I think there is real potential for us to work together.",
      channel: "I am happy to set up a call if that would help.",
      network: "I would really value your perspective.",
    },
  },
  customer: {
    name: "[Customer's Name]",
    formalName: "[Customer's Name]",
    line: {
      formal: "Thank you for being our customer.",
      informal: "We're always happy to help.",
      cold: "Thank you for considering us.",
      channel: "If it is easier, you can simply reply to this email.",
    },
  },
};

interface IntentCopy {
  /** Why it matters: a sentence for medium and long emails, by register (formal, neutral, warm). */
  value: [string, string, string];
  /** The call to action: formal, informal, casual; `firm` replaces it when the prompt asks for a firm email. */
  next: [string, string, string];
  firm?: string;
  /** What a long email adds: useful sentences, with [placeholders] for the facts only the user knows. */
  more: string[];
  /** Subject when nothing in the prompt fits better. */
  subject: string;
}

export const INTENTS: Record<Intent, IntentCopy> = {
  "time-off": {
    value: [
      "I wanted to ask well in advance so that there is time to plan around my absence.",
      "I wanted to ask early so that there is plenty of time to plan around it.",
      "I wanted to ask early so there's plenty of time to plan.",
    ],
    next: [
      "Please let me know whether this would be acceptable.",
      "Let me know if that works for you.",
      "Does that work for you?",
    ],
    more: [
      "I will make sure my work is handed over before I leave, and I am happy to adjust the plan if anything urgent comes up.",
      "While I am away, [colleague's name] can be the contact for [tasks or projects].",
    ],
    subject: "Time off request",
  },
  sick: {
    value: ["I apologise for the short notice.", "Sorry for the short notice.", "Sorry for the short notice."],
    next: [
      "I will keep you informed about when I expect to be back.",
      "I'll let you know how I'm feeling tomorrow.",
      "I'll keep you posted.",
    ],
    more: [
      "If anything urgent comes up, [colleague's name] can help with [tasks].",
      "I will check messages for anything that cannot wait.",
    ],
    subject: "Out sick today",
  },
  sympathy: {
    value: [
      "I am thinking of you and your family.",
      "I'm thinking of you and your family.",
      "Thinking of you and your family.",
    ],
    next: [
      "If there is anything I can do to help, please let me know.",
      "If there's anything I can do, just let me know.",
      "If there's anything I can do, just say.",
    ],
    more: ["There is no need to reply to this."],
    subject: "Thinking of you",
  },
  payment: {
    value: [
      "We would like to keep your account in good standing.",
      "We'd like to keep your account in good standing.",
      "We'd like to keep your account up to date.",
    ],
    next: [
      "If the payment has already been made, please disregard this reminder.",
      "If you've already sent the payment, please ignore this reminder.",
      "If it's already on its way, just ignore this one.",
    ],
    firm: "If the payment has already been sent, please send us the remittance details so that we can match it.",
    more: [
      "You can pay by [payment method] using the details on the invoice.",
      "If there is a problem with the invoice, please tell us what it is and we will look into it straight away.",
    ],
    subject: "Payment reminder",
  },
  meeting: {
    value: [
      "I believe a short conversation would be the quickest way to move this forward.",
      "I think a short conversation would be the quickest way to move this forward.",
      "A quick chat is probably the fastest way to sort it out.",
    ],
    next: [
      "Please let me know which times suit you, and I will send an invitation.",
      "Let me know which times work for you, and I'll send an invite.",
      "What time works for you?",
    ],
    more: [
      "I am available [days and times], but I am happy to work around your schedule.",
      "If it helps, I can send a short agenda beforehand.",
    ],
    subject: "Meeting request",
  },
  sales: {
    value: [
      "I would be glad to show you how it could work for you.",
      "I'd be glad to show you how it could work for you.",
      "I'd be happy to show you how it works.",
    ],
    next: [
      "If this sounds useful, please reply with a time that suits you for a short call.",
      "If that sounds useful, just reply with a time that works for you.",
      "Want me to send over a couple of times for a quick call?",
    ],
    more: [
      "If it is easier, I can send a short overview first.",
      "There is no obligation, and I can tailor a short demo to what matters most to you.",
    ],
    subject: "An idea for you",
  },
  thanks: {
    value: [
      "It made a real difference, and I did not want it to go unnoticed.",
      "It made a real difference, and I didn't want it to go unnoticed.",
      "It made a real difference.",
    ],
    next: ["I look forward to staying in touch.", "I hope we can catch up again soon.", "Let's catch up soon."],
    more: ["I wanted you to know how much it was appreciated.", "I am truly grateful."],
    subject: "Thank you",
  },
  congrats: {
    value: [
      "It is a well-deserved result.",
      "It's a well-deserved result, and you should all be proud.",
      "You earned this one.",
    ],
    next: [
      "I look forward to seeing what comes next.",
      "I can't wait to see what comes next!",
      "Can't wait to see what's next!",
    ],
    more: ["In particular, [what impressed you most about it].", "It shows what careful, steady work can achieve."],
    subject: "Congratulations",
  },
  apology: {
    value: [
      "I understand how inconvenient this is, and I take it seriously.",
      "I understand how frustrating this is.",
      "I know this isn't what you needed.",
    ],
    next: ["Thank you for your patience and understanding.", "Thanks for understanding.", "Thanks for your patience."],
    more: [
      // No promise of an investigation the prompt does not make.
      "If you have any questions in the meantime, I am happy to answer them.",
      "If this has caused you any other problems, please tell me and I will do what I can to put them right.",
    ],
    subject: "Our apologies",
  },
  "follow-up": {
    value: [
      "I know inboxes fill up quickly, so I wanted to bring this back to the top.",
      "I know inboxes fill up quickly, so I wanted to bring this back to the top.",
      "I know things get busy.",
    ],
    next: [
      "I would appreciate a brief update when you have a moment.",
      "A quick update would be great whenever you have a moment.",
      "Any news on this?",
    ],
    firm: "Please let me know by [date] how you intend to resolve this.",
    more: [
      "I first wrote about this on [date of your first message].",
      "If someone else is better placed to help, I would be grateful if you could point me to them.",
    ],
    subject: "Following up",
  },
  reminder: {
    value: [
      "I wanted to flag this in good time.",
      "I know things get busy, so I wanted to flag this in good time.",
      "I'm just flagging it so it doesn't slip.",
    ],
    next: [
      "Please let me know if anything is unclear.",
      "Let me know if you need anything from me.",
      "Shout if you need anything.",
    ],
    firm: "Please make sure this is done on time.",
    more: [
      "If it would help, I can send the details again.",
      "If there is a reason it cannot be done in time, please let me know as soon as possible.",
    ],
    subject: "Reminder",
  },
  invitation: {
    value: [
      "It would be a pleasure to have you there.",
      "It would be great to have you there.",
      "It'll be great to see you there.",
    ],
    next: [
      "Please let me know whether you will be able to attend.",
      "Let me know if you can make it!",
      "Hope you can make it!",
    ],
    more: [
      "Before the day, here is what to know: [agenda, parking or what to bring].",
      "If you have any questions beforehand, just reply to this email.",
    ],
    subject: "You're invited",
  },
  introduction: {
    value: [
      "I look forward to working with you.",
      "I'm really looking forward to working with you.",
      "I'm really looking forward to working with you.",
    ],
    next: [
      "Please do not hesitate to contact me if you have any questions.",
      "Please feel free to reach out with any questions.",
      "Feel free to reach out any time.",
    ],
    more: [
      "In my role, I [what you will be working on].",
      "I am happy to set up a short call if that would be useful.",
    ],
    subject: "Introduction",
  },
  application: {
    value: [
      "I would welcome the opportunity to discuss how I could contribute.",
      "I'd love the chance to discuss how I could contribute.",
      "I'd love to chat about the role.",
    ],
    next: [
      "I would be glad to provide any further information you need.",
      "I'm happy to send anything else you need.",
      "Happy to send anything else you need.",
    ],
    more: ["In my current role, [one result that fits the job].", "I am happy to provide references on request."],
    subject: "Application",
  },
  acceptance: {
    value: [
      "I am very much looking forward to joining the team.",
      "I'm really looking forward to joining the team.",
      "Can't wait to get started.",
    ],
    next: [
      "Please let me know if there is anything else you need from me before I start.",
      "Let me know if you need anything else from me before I start.",
      "Let me know if you need anything else from me.",
    ],
    more: [
      "Thank you for your help throughout the process.",
      "I will keep an eye out for any paperwork you need me to complete.",
    ],
    subject: "Accepting the offer",
  },
  recruit: {
    value: [
      "I would be glad to tell you more about the role and the team you would work with.",
      "I'd be happy to tell you more about the role and the team.",
      "I'd be happy to share more about the role.",
    ],
    next: [
      "If you are open to it, please let me know a time that suits you for a short call.",
      "If you're open to it, just reply with a time that works for a quick call.",
      "Up for a quick call?",
    ],
    more: [
      "Even if the timing is not right, I would be glad to stay in touch.",
      "What makes the role stand out is [what sets the team or the work apart].",
    ],
    subject: "An opportunity you might like",
  },
  decline: {
    value: [
      "I am grateful for the time and thought you have given this.",
      "I really appreciate you thinking of me.",
      "Thanks for thinking of me.",
    ],
    next: [
      "I hope our paths cross again, and I wish you every success.",
      "I hope we can catch up soon.",
      "Hope we catch up soon!",
    ],
    more: ["I would be glad to hear from you about future opportunities.", "Thank you again for your understanding."],
    subject: "Thank you",
  },
  complaint: {
    value: [
      "I would appreciate your help in resolving this promptly.",
      "I'd appreciate your help in sorting this out quickly.",
      "I'd really appreciate a quick fix.",
    ],
    next: [
      "I look forward to your response and to a prompt resolution.",
      "I look forward to hearing how you'll resolve this.",
      "Let me know what you can do.",
    ],
    firm: "Please reply by [date] with how you will resolve this.",
    more: [
      "I can provide any further details or documents you need.",
      "If I do not hear back by [date], I will need to take this further.",
    ],
    subject: "Complaint",
  },
  notice: {
    value: [
      "Thank you for everything during my time here.",
      "Thanks for everything during my time here.",
      "Thanks for everything.",
    ],
    next: ["Please let me know the next steps.", "Let me know what the next steps are.", "Let me know what's next."],
    more: [
      "I will make sure everything is left in good order.",
      "Please let me know if there is anything you need from me before then.",
    ],
    subject: "Notice",
  },
  announcement: {
    value: [
      "I wanted to make sure everyone has the same information.",
      "I wanted to make sure everyone's in the loop.",
      "I just wanted to keep everyone in the loop.",
    ],
    next: [
      "Please let me know if you have any questions.",
      "Let me know if you have any questions.",
      "Shout if you have questions.",
    ],
    more: [
      "I will share any further details as soon as I have them.",
      "If you have questions, please contact [name or team].",
      "On the day, [anything the reader needs to do or know].",
    ],
    subject: "Update",
  },
  update: {
    value: [
      "I wanted to keep you informed.",
      "I wanted to keep you in the loop.",
      "I just wanted to keep you in the loop.",
    ],
    next: [
      "Please let me know if you have any questions.",
      "Let me know if you have any questions.",
      "Shout if you have questions.",
    ],
    more: [
      "The next step is [what happens next], and I will update you again by [date].",
      "You can find the details here: [link].",
    ],
    subject: "Update",
  },
  request: {
    // A request says why it matters in the prompt's own reasons, or not at all: no stock "your help would be appreciated".
    value: ["", "", ""],
    next: [
      "Please let me know if you need anything further from me.",
      "Let me know if you need anything else from me.",
      "Let me know if you need anything else.",
    ],
    firm: "I would appreciate a reply by [date].",
    more: [
      "Ideally, I would need an answer by [date].",
      "Thank you in advance for looking into this.",
      "I can give more detail on any part of this if needed.",
    ],
    subject: "A request",
  },
  networking: {
    value: [
      "I always enjoy comparing notes with people who care about the same work.",
      "I always enjoy comparing notes with people who care about the same things.",
      "It's always good to swap notes.",
    ],
    next: [
      "Please let me know if a short call would suit you.",
      "Would you be up for a quick chat sometime?",
      "Up for a quick chat sometime?",
    ],
    more: [
      "I would be happy to share what I have learned on my side as well.",
      "No pressure at all if now is a busy time.",
    ],
    subject: "Staying in touch",
  },
  cancellation: {
    value: ["I apologise for the short notice.", "I'm sorry for the short notice.", "Sorry for the short notice."],
    next: [
      "Please let me know what would suit you instead.",
      "Let me know what works for you instead.",
      "Let me know what works instead.",
    ],
    more: ["I am happy to fit around your schedule.", "Thank you for your understanding."],
    subject: "Cancellation",
  },
  // Ending a contract, a subscription or a partnership: clear, courteous, and asking only for what closing it needs.
  ending: {
    value: [
      "Thank you for your service over this time.",
      "Thanks for all your help over this time.",
      "Thanks for everything.",
    ],
    next: [
      "Please confirm that you have received this notice and let me know if anything else is needed from our side.",
      "Could you confirm you've received this and let me know if you need anything else from us?",
      "Can you confirm you got this?",
    ],
    more: [
      "Please let me know of any final invoice or step we need to complete before then.",
      "We would be glad to stay in touch.",
    ],
    subject: "Notice of cancellation",
  },
  proposal: {
    value: [
      "I believe this would work well for everyone involved.",
      "I think this could work really well for everyone involved.",
      "I think it's well worth it.",
    ],
    next: [
      "Would you be willing to go ahead with this?",
      "Would you be open to going ahead with this?",
      "Could we go ahead with this?",
    ],
    more: [
      "I am happy to put together a short summary of the details if that would help.",
      "If it helps, we could start small and review how it goes.",
    ],
    subject: "A proposal",
  },
  farewell: {
    value: [
      "It has been a privilege to work with all of you.",
      "It's been a real pleasure working with you all.",
      "It's been a blast working with you all.",
    ],
    next: [
      "I would love to stay in touch: you can reach me at [personal email].",
      "I'd love to stay in touch, so you can reach me at [personal email].",
      "Let's stay in touch: [personal email].",
    ],
    more: [
      "I will make sure everything is handed over properly before I go.",
      "Until then, I'm around if you need anything from me.",
    ],
    subject: "Moving on",
  },
  welcome: {
    value: [
      "We are all very glad to have you with us.",
      "We're all really glad to have you on board.",
      "Really glad to have you on board.",
    ],
    next: [
      "Please let me know if there is anything you need to get started.",
      "Let me know if there's anything you need to get started.",
      "Shout if you need anything to get started.",
    ],
    more: [
      "Your first few days will be about meeting people and finding your feet, so there is no rush.",
      "Your first point of contact will be [name], and you will find what you need in [place].",
    ],
    subject: "Welcome aboard",
  },
  reply: {
    value: ["I hope this helps.", "Hope this helps!", "Hope that helps!"],
    next: [
      "Please let me know if you need anything else.",
      "Let me know if you need anything else.",
      "Shout if you need anything else.",
    ],
    more: ["I am happy to go through it together if that is useful.", "Here is the link for reference: [link]."],
    subject: "Re: your email",
  },
};

/** Introducing someone else (an account manager to a client, two contacts to each other). */
export const INTRO_OTHER: IntentCopy = {
  value: [
    "I am confident you will be in very good hands.",
    "I'm sure you'll be in great hands.",
    "I think you'll get on well.",
  ],
  next: [
    "Please feel free to reply to all to continue the conversation.",
    "I'll let you take it from here.",
    "Over to you!",
  ],
  more: [
    "I am happy to help set up a call if that would be useful.",
    "I think you could help each other with [what each side brings].",
  ],
  subject: "Introduction",
};

/** The call to action of a thank-you to a team or a group. */
export const THANKS_TEAM: [string, string, string] = [
  "I am proud of what we have achieved together.",
  "I'm really proud of what we've achieved together.",
  "Proud of you all!",
];

/** The call to action of a thank-you to customers. */
export const THANKS_CUSTOMER: [string, string, string] = [
  "We look forward to continuing to serve you.",
  "We look forward to seeing you again soon.",
  "Hope to see you again soon!",
];

/** The call to action of a thank-you to job applicants or candidates: turned down, or still in the running. */
export const THANKS_APPLICANT: Record<"declined" | "open", [string, string, string]> = {
  declined: [
    "We wish you every success in your job search.",
    "We wish you all the best with your job search.",
    "Best of luck with your search!",
  ],
  open: ["We hope to stay in touch.", "We'd love to stay in touch.", "Hope to stay in touch!"],
};

/** What the purpose option adds when the prompt's intent does not say it already. */
export const PURPOSES: Record<EmailPurpose, { subject: string; fallback: string }> = {
  business: { subject: "Question about [topic]", fallback: "I am writing about [topic]." },
  networking: {
    subject: "Staying in touch",
    fallback: "I am reaching out because I would like to stay in touch about [topic].",
  },
  sales: {
    subject: "An idea for [goal]",
    fallback: "I am reaching out because I think [product or service] could help with [goal].",
  },
  "follow-up": { subject: "Following up on [topic]", fallback: "I am following up on [topic]." },
  introduction: {
    subject: "Introduction",
    fallback: "I would like to introduce myself: I am [your name], and I work on [area].",
  },
  recruitment: {
    subject: "An opportunity: [role]",
    fallback: "I am reaching out about a [role] position that I think could be a great fit for you.",
  },
  application: { subject: "Application: [role]", fallback: "I am writing to apply for the [role] position." },
  "thank-you": { subject: "Thank you", fallback: "I wanted to thank you for [reason]." },
};

/** Formal wording of common calls to action (a formal email is not just the professional one without contractions). */
export const FORMAL_NEXT: Record<string, string> = {
  "Please let me know if you have any questions.":
    "Should you have any questions, please do not hesitate to contact me.",
  "Please let me know if you need anything further from me.":
    "Should you require anything further, please let me know.",
  "Please let me know if anything is unclear.": "Should anything be unclear, please do not hesitate to ask.",
  "Please let me know the next steps.": "I would be grateful if you could let me know the next steps.",
};

/** Introducing oneself to neighbours or family: why it matters, and the offer that ends it. */
export const PERSONAL_INTRO: [string, string] = [
  "I'm really looking forward to getting to know you.",
  "Please do knock on the door if you ever need anything.",
];

/** A closing for when the usual one would thank the reader twice. */
export const ALT_CLOSING: Record<EmailTone, string> = {
  formal: "I look forward to hearing from you.",
  professional: "Have a good rest of your week.",
  friendly: "Have a great week!",
  casual: "",
  persuasive: "I look forward to your reply.",
  urgent: "Thank you for your quick help.",
};

/** The same, for an email that expects no answer. */
export const ALT_CLOSING_NEWS: Record<EmailTone, string> = {
  formal: "",
  professional: "Have a good rest of your week.",
  friendly: "Have a great week!",
  casual: "",
  persuasive: "I am confident the best is still to come.",
  urgent: "Thank you for your quick attention.",
};

/** Calls to action for cancelling a service, and for moving an appointment (formal, informal, casual). */
export const CANCEL_CONFIRM: [string, string, string] = [
  "I would be grateful if you could confirm once this has been processed.",
  "Could you confirm once that's done?",
  "Let me know once that's done.",
];
export const BOOKING_TIMES: [string, string, string] = [
  "Please let me know which times are available.",
  "Let me know which times you have free.",
  "What times do you have?",
];

/** What a long follow-up after a meeting or a call adds (instead of chasing an unanswered message). */
export const AFTER_MEETING = [
  "Thank you again for your time.",
  "I am happy to answer any questions that have come up since we spoke.",
];

/** Calls to action that persuasive and urgent emails use instead of the intent's own (news, or a request). */
/** (`task`: a reminder of something the reader is to do, which asks for the task done, not for a reply.) */
export const TONE_NEXT: Partial<Record<EmailTone, { news: string; ask: string; task: string }>> = {
  persuasive: {
    news: "I am confident this is the right step, and I would be glad to explain the thinking behind it.",
    ask: "I would welcome the chance to discuss this further, so please let me know what you think.",
    task: "It would really help to have this done on time.",
  },
  urgent: {
    news: "Please get in touch straight away if this affects your work.",
    ask: "Please reply as soon as you can.",
    task: "Please make sure this is done on time.",
  },
};

/** Sentences that tone adds in long emails (formal, professional, friendly, casual, persuasive, urgent). */
export const TONE_MORE: Record<EmailTone, string> = {
  formal: "I would be grateful for your attention to this matter.",
  professional: "I am happy to talk this through whenever it suits you.",
  friendly: "Thanks for taking the time to read this.",
  casual: "No rush on the rest.",
  persuasive: "I am confident this is worth a closer look.",
  urgent: "Because of the timing, a quick reply would help a great deal.",
};
