/**
 * Issue 10, a helper's cold read (session 6): long notices filled from the prompt's own sentences and purposeful lines
 * (who to contact, a [placeholder] for what the reader needs) rather than reply-seeking stock lines; "notice to
 * tenants:" read as the kind of e-mail; bare singular subjects given their article; a thing's state ("still
 * outstanding") never said of the writer; a new starter's welcome subject naming the team. Each row fails on the code
 * before its fix.
 */
import { describe, it } from "vitest";
import { expectRow, type Row } from "./email-generator.test-support";

const NOTICE_PADDING =
  /look forward to hearing|send the details again|anything is unclear|cannot be done in time|happy to talk this through|Please notice/;

const rows: Row[] = [
  [
    "remind tenants that the fire alarm test is on Thursday at 10am",
    { purpose: "business", tone: "professional", audience: "customer", length: "long" },
    ["Dear tenants,", "If you have questions, please contact [name or team]."],
    NOTICE_PADDING,
  ],
  [
    "notice to tenants: the fire alarm test is on Thursday at 10am",
    { purpose: "business", tone: "formal", audience: "customer", length: "long" },
    ["Dear tenants,", "the fire alarm test is on Thursday at 10am"],
    /Please notice|\[Customer's Name\]|do not hesitate/,
  ],
  [
    "tell the parents of year 5 that the school trip to the Science Museum on 12 May is confirmed, cost is £18, permission slips due Friday",
    { purpose: "business", tone: "friendly", audience: "customer", length: "long" },
    ["The cost is £18", "permission slips are due Friday"],
    /sorry/i,
  ],
  [
    "reply to the customer: sorry the shoes were faulty, new pair ships Monday",
    { purpose: "business", tone: "friendly", audience: "customer", length: "short" },
    ["The new pair ships Monday."],
    /(?<!the )\bnew pair/i,
  ],
  [
    "tell Sam laptop will be on his desk Monday, charger is in the drawer",
    { purpose: "business", tone: "friendly", audience: "colleague", length: "short" },
    ["that the laptop will be on your desk Monday"],
    /that laptop/,
  ],
  [
    "chase Leo at Northgate about invoice 2231, still outstanding",
    { purpose: "follow-up", tone: "professional", audience: "client", length: "short" },
    ["Hello Leo,", "It is still outstanding."],
    /I am still outstanding/,
  ],
  [
    "welcome email to new hire Priya joining the sales team on Monday",
    { purpose: "business", tone: "friendly", audience: "colleague", length: "medium" },
    ["Subject: Welcome to the sales team, Priya"],
    /Welcome aboard\n/,
  ],
  [
    "payment reminder to my old landlord: my £900 deposit is overdue",
    { purpose: "follow-up", tone: "professional", audience: "client", length: "short" },
    ["Hello [Landlord's Name],"],
    /payment reminder to my old landlord/i,
  ],
  [
    "set up a meeting with Tom next Tuesday to plan the launch",
    { purpose: "business", tone: "professional", audience: "colleague", length: "long" },
    ["Hello Tom,", "next Tuesday"],
    /\[days and times\]/,
  ],
  [
    "thank the volunteers for the beach clean-up in brighton last sunday, we collected 300 kg of rubbish",
    { purpose: "thank-you", tone: "friendly", audience: "team", length: "medium" },
    ["Subject: Thank you for the beach clean-up in Brighton last Sunday", "in Brighton"],
    /brighton/,
  ],
  [
    "Informe le client: livraison avant le 15 juin.",
    { purpose: "business", tone: "professional", audience: "customer", length: "short" },
    ["Madame, Monsieur,", "Cordialement,"],
    /Estimad|Espero|Atentamente/,
  ],
  [
    "the customer asked about an exchange, say we can swap the jacket for a different size or colour, whichever they prefer",
    { purpose: "business", tone: "friendly", audience: "customer", length: "short" },
    ["Thank you for asking about an exchange.", "whichever you prefer"],
    /let you know that you asked|whichever they/,
  ],
  [
    "welcome our new hire Sam to the design team, first day Monday 9am, ask for Rita at reception",
    { purpose: "business", tone: "friendly", audience: "colleague", length: "medium" },
    ["Subject: Welcome to the design team, Sam", "Please ask for Rita at reception when you arrive."],
    /Could I ask for Rita/,
  ],
  [
    "Schreib dem Kunden eine Info wegen des Arzttermins am Montag, ich muss ihn verschieben.",
    { purpose: "business", tone: "professional", audience: "customer", length: "short" },
    ["Subject: Information: Arzttermin am Montag"],
    /Information: (?:Info|Arzttermins)/,
  ],
  [
    "Invita al equipo a la cena de Navidad el 19 de diciembre en el restaurante Casa Pepe.",
    { purpose: "business", tone: "friendly", audience: "team", length: "medium" },
    ["Hola a todo el equipo:", "invitarles a la cena de Navidad el 19 de diciembre"],
    /porque invita|\[nombre\]/,
  ],
  [
    "networking email to Priya Shah, met her at the fintech meetup in Leeds, would love to grab coffee and hear about her move into product",
    { purpose: "networking", tone: "friendly", audience: "partner", length: "medium" },
    [
      "It was great to meet you at the fintech meetup in Leeds.",
      "love to grab coffee and hear about your move into product.",
    ],
    /Leeds, would love/,
  ],
  [
    "offer the candidate Maria the senior nurse position, start date 1 September, salary 42,000, reply by Friday",
    { purpose: "recruitment", tone: "friendly", audience: "recruiter", length: "medium" },
    ["Hi Maria,", "offer you the senior nurse position.", "The start date is 1 September"],
    /you the candidate|\[Recruiter's Name\]|Start date 1/,
  ],
  [
    "Pide al proveedor que nos envíe la factura corregida antes del viernes.",
    { purpose: "business", tone: "professional", audience: "partner", length: "short" },
    ["Le escribo para pedirle que nos envíe la factura corregida antes del viernes."],
    /porque pide/,
  ],
  [
    "Dis à l'équipe que la réunion de lundi est annulée.",
    { purpose: "business", tone: "friendly", audience: "team", length: "short" },
    ["la réunion de lundi est annulée."],
    /que dis à/,
  ],
  [
    "Schreib der Kollegin Frau Berg, dass der Bericht bis Mittwoch fertig sein muss.",
    { purpose: "business", tone: "formal", audience: "colleague", length: "short" },
    ["dass der Bericht bis Mittwoch fertig sein muss."],
    /fertig Ihr muss/,
  ],
];

describe("helper cold read, session 6", () => {
  for (const [prompt, options, said, never] of rows) it(prompt, () => expectRow(prompt, options, said, never));
});
