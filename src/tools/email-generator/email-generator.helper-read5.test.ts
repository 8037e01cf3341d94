/**
 * Issue 10, a helper's cold read (session 5): readers named inside the order ("a meeting with Hannah from Fieldcraft",
 * "from my former supervisor Dr. Kim", "new hire Ayesha joining ..."), German singular readers and apologies without an
 * object in Spanish, German and French. Each row fails on the code before its fix.
 */
import { describe, it } from "vitest";
import type { EmailTemplateInput } from "./contract";
import { expectRow } from "./email-generator.test-support";

type Row = [string, Partial<EmailTemplateInput>, string[], RegExp];

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
];

describe("email engine: a helper's cold read of session 5", () => {
  it.each(rows)("%s", (prompt, options, said, never) => expectRow(prompt, options, said, never));
});
