import { emailCase, type EmailCase } from "./email-generator.corpus";

const h = emailCase;

/**
 * Set H: written after set G's fixes to check they carry over (the second read of issue 10's later round; grades in
 * docs/tools/email-generator.md). Read cold before any change made for it.
 */
export const EMAIL_HELDOUT_H: EmailCase[] = [
  h(
    "airline-refund",
    "my flight BA2490 on 2 May was cancelled and I never got the £210 refund they promised. ask British Airways to pay it within 14 days",
    "business",
    "formal",
    "customer",
    "medium",
  ),
  h(
    "gym-freeze",
    "ask PureGym to freeze my membership for 2 months from 1 August because I'm having knee surgery",
    "business",
    "friendly",
    "customer",
    "short",
  ),
  h(
    "wrong-item",
    "ordered a blue sofa from HomeNest (order 55120), they delivered a grey one. want them to collect it and send the right one",
    "business",
    "professional",
    "customer",
    "medium",
  ),
  h(
    "boss-wfh",
    "ask my boss Priya if I can work from home on Wednesdays for the next month while my car is being repaired",
    "business",
    "friendly",
    "manager",
    "short",
  ),
  h(
    "thank-volunteer",
    "thank Tom for running the bake sale stall on Saturday, we raised £430 for the school library",
    "thank-you",
    "friendly",
    "colleague",
    "short",
  ),
  h(
    "client-invoice-chase",
    "remind Harper & Co that invoice 1187 for £2,400 is now 30 days overdue, be polite but firm, ask them to pay by Friday",
    "follow-up",
    "professional",
    "client",
    "medium",
  ),
  h(
    "intro-candidate",
    "introduce Sara Lindqvist, a backend engineer I worked with at Spotify, to my friend Omar who is hiring at Kite",
    "introduction",
    "friendly",
    "partner",
    "medium",
  ),
  h(
    "es-cita",
    "Escribe al doctor Martínez para cambiar mi cita del jueves 12 al lunes 16 por un viaje de trabajo.",
    "business",
    "formal",
    "client",
    "short",
    "es",
  ),
  h(
    "fr-remboursement",
    "Écris à la banque pour contester un prélèvement de 59 euros du 3 mars que je n'ai pas autorisé et demander le remboursement.",
    "business",
    "formal",
    "customer",
    "medium",
    "fr",
  ),
  h(
    "long-team-change",
    "long email to the team: from 1 March Jo is our new head of support, Ravi moves to the product team, the weekly support meeting moves to Tuesdays at 10, and please send Jo your open escalations by Friday",
    "business",
    "professional",
    "team",
    "long",
  ),
];
