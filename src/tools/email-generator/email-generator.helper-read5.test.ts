/**
 * Issue 10, a helper's cold read (session 5): readers named inside the order ("a meeting with Hannah from Fieldcraft",
 * "from my former supervisor Dr. Kim", "new hire Ayesha joining ..."), German singular readers and apologies without an
 * object in Spanish, German and French; quotes with their specs, hours lists with their closed days, an apology
 * said once, steps in the prompt's order, and a reminder that asks for the task, not a reply. Each row fails on the
 * code before its fix.
 */
import { describe, it } from "vitest";
import { expectRow, type Row } from "./email-generator.test-support";

const rows: Row[] = [
  [
    "set up a call with Marta from Greenway on Thursday to review the draft contract",
    { purpose: "business", tone: "professional", audience: "client", length: "medium" },
    ["Hello Marta,", "a call on Thursday to review the draft contract"],
    /\[Client's Name\]|with Marta/,
  ],
  [
    "ask for a letter of recommendation from my old professor Dr. Alvarez for my PhD application, deadline 5 January",
    { purpose: "application", tone: "formal", audience: "manager", length: "medium" },
    ["Dear Dr. Alvarez,"],
    /from my old professor|\[Manager's Name\]/,
  ],
  [
    "welcome email to our new starter Jonas joining the finance team on 3 March, his mentor is Ines",
    { purpose: "business", tone: "friendly", audience: "colleague", length: "medium" },
    ["Hi Jonas,", "You're joining the finance team on 3 March"],
    /I'm joining|\[Name\]/,
  ],
  [
    "Schreib dem Kunden, dass die Lieferung sich um zwei Tage verzögert und entschuldige dich.",
    { purpose: "business", tone: "friendly", audience: "customer", length: "short" },
    ["Hallo [Name],", "Dafür bitte ich vielmals um Entschuldigung."],
    /Hallo zusammen|Liebe Kunden|allen|entschuldige Sie/,
  ],
  [
    "Schreib der Kundin Frau Wolf, dass die Rechnung korrigiert wurde, und entschuldige dich dafür.",
    { purpose: "business", tone: "formal", audience: "customer", length: "short" },
    ["Guten Tag Frau Wolf,", "Dafür bitte ich vielmals um Entschuldigung."],
    /ntschuldige (?:Sie|dich)/,
  ],
  [
    "Schreib eine E-Mail an den Kunden, dass sein Auto ab Freitag abholbereit ist.",
    { purpose: "business", tone: "professional", audience: "customer", length: "short" },
    ["Sehr geehrte Damen und Herren,"],
    /Liebe Kunden|Hallo zusammen|allen/,
  ],
  [
    "Mail an einen Kunden: das Paket kommt drei Tage später, entschuldige dich",
    { purpose: "business", tone: "friendly", audience: "customer", length: "short" },
    ["Subject: Information: Paket"],
    /Hallo zusammen/,
  ],
  [
    "Escribe a un cliente que su reembolso tardará cinco días más y discúlpate.",
    { purpose: "business", tone: "professional", audience: "customer", length: "short" },
    ["Le pido disculpas por las molestias."],
    /discúlpate/,
  ],
  [
    "Écris à un client que sa facture sera envoyée lundi et excuse-toi.",
    { purpose: "business", tone: "professional", audience: "customer", length: "short" },
    ["Je vous prie de m'excuser pour ce désagrément."],
    /excuse-toi/,
  ],
  [
    "email our caterer asking for a quote for lunch for 40 people, vegetarian options, needed by next Thursday",
    { purpose: "business", tone: "professional", audience: "partner", length: "short" },
    ["Hello [Caterer's Name],", "a quote for lunch for 40 people (vegetarian options), needed by next Thursday."],
    /our caterer asking|about needed/,
  ],
  [
    "let customers know our bakery hours change from 3 March: tue-fri 7-3, saturdays 8-1, closed mondays. the leeds shop stays the same",
    { purpose: "business", tone: "friendly", audience: "customer", length: "medium" },
    ["Saturdays 8-1, closed on Mondays)", "the Leeds shop stays the same"],
    /saturdays|leeds/,
  ],
  [
    "email the school to say my daughter Mia will miss Friday because of a funeral",
    { purpose: "business", tone: "formal", audience: "client", length: "short" },
    ["my daughter Mia will miss Friday because of a funeral"],
    /Thinking of you|anything I can do to help/,
  ],
  [
    "Escribe a la clienta Lucía Romero para confirmar su reserva del sábado a las 20:30.",
    { purpose: "business", tone: "professional", audience: "customer", length: "short" },
    ["Estimada Lucía Romero:", "su reserva del sábado a las 20:30."],
    /equipo de|las 20\.|Les /,
  ],
  [
    "remind everyone to submit timesheets by 5pm today",
    { purpose: "business", tone: "urgent", audience: "team", length: "medium" },
    ["Please make sure this is done on time."],
    /reply as soon as you can/,
  ],
  [
    "remind the team to fill in the engagement survey by Wednesday",
    { purpose: "business", tone: "persuasive", audience: "team", length: "long" },
    ["It would really help to have this done on time."],
    /your reply|what you think|best is still to come/,
  ],
  [
    "customer's headphones arrived broken. apologise, we'll send new ones free of charge, no need to send the old pair back",
    { purpose: "business", tone: "professional", audience: "customer", length: "medium" },
    ["I am sorry to hear that your headphones arrived broken."],
    /customer's headphones|sorry about this/,
  ],
  [
    "customer says the blender they bought stopped working after a week. say sorry, we will refund in full or send a new one, whichever they prefer",
    { purpose: "business", tone: "friendly", audience: "customer", length: "medium" },
    ["send a new one, whichever you prefer."],
    /about whichever/,
  ],
  [
    "apologise to the customer that their order 7781 was sent to the wrong address, we've reshipped it today by express, tracking number to follow",
    { purpose: "business", tone: "professional", audience: "customer", length: "long" },
    ["the tracking number will follow."],
    /I am tracking/,
  ],
  [
    "customer complained their parcel arrived damaged (order 55102). apologise, we'll send a replacement free, no need to return the broken one. replacement ships tomorrow",
    { purpose: "business", tone: "professional", audience: "customer", length: "medium" },
    ["We'll send a replacement free. There is no need to return the broken one, and the replacement ships tomorrow."],
    /sorry about this/,
  ],
  [
    "reach out to Tomas Berg, design lead at Spotify, we both judged the student awards last year, would love to ask about his research ops setup",
    { purpose: "networking", tone: "friendly", audience: "partner", length: "medium" },
    ["Hi Tomas,", "I'd love to ask"],
    /about design lead|[Ww]e would love|[Ww]e'd love/,
  ],
  [
    "follow up with the candidate Omar Haddad after his final interview for the data analyst role, we'd like to make an offer, salary 58k, start date flexible",
    { purpose: "recruitment", tone: "professional", audience: "recruiter", length: "medium" },
    ["Subject: Job offer: data analyst role", "The start date is flexible."],
    /An opportunity you might like|Start date flexible/,
  ],
  [
    "Info an das Team: ab Montag gilt die neue Reisekostenrichtlinie, Belege innerhalb von 14 Tagen im Portal hochladen.",
    { purpose: "business", tone: "professional", audience: "team", length: "medium" },
    ["Ich bitte Sie, Belege innerhalb von 14 Tagen im Portal hochzuladen."],
    /Info an das Team|Portal hochladen/,
  ],
  [
    "follow up with Leo at Northgate about the deposit we paid on 2 June, still unpaid, ask when it will be returned",
    { purpose: "follow-up", tone: "professional", audience: "client", length: "short" },
    ["It is still unpaid."],
    /Still is/,
  ],
  [
    "remind the team to book their annual leave for August by the end of this week",
    { purpose: "business", tone: "professional", audience: "team", length: "medium" },
    ["This is a quick reminder"],
    /for the way you work together|lucky to work with/,
  ],
  [
    "follow up with Marco from Tessel Labs about the invoice we sent on 3 April, still unpaid, ask when we can expect payment",
    { purpose: "follow-up", tone: "formal", audience: "client", length: "short" },
    ["Dear Marco,"],
    /We value our work together/,
  ],
];

describe("email engine: a helper's cold read of session 5", () => {
  it.each(rows)("%s", (prompt, options, said, never) => expectRow(prompt, options, said, never));
});
