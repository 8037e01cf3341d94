import { emailCase, type EmailCase } from "./email-generator.corpus";

const j = emailCase;

/**
 * Set J: written after set I's fixes and read cold, never tuned on (the honest figure of that round; grades in
 * docs/tools/email-generator.md).
 */
export const EMAIL_HELDOUT_J: EmailCase[] = [
  j(
    "car-insurance-claim",
    "chase Admiral about my car insurance claim CL-55821, someone reversed into me in a car park on 3 October and it's been 5 weeks with no update. ask for a named contact and a timeline",
    "follow-up",
    "formal",
    "customer",
    "medium",
  ),
  j(
    "colleague-cover",
    "ask Maya if she can cover my Thursday evening shift at the front desk, I have a dentist appointment at 5. happy to take her Saturday morning in return",
    "business",
    "friendly",
    "colleague",
    "short",
  ),
  j(
    "postpone-launch",
    "Tell our beta customers that the app launch moves from 1 December to 15 January because we found a security issue during testing. Their early-bird discount still applies.",
    "business",
    "professional",
    "customer",
    "medium",
  ),
  j(
    "thank-landlord",
    "Thank our landlord Mrs. Patel for fixing the boiler so quickly last weekend, the engineer was great",
    "thank-you",
    "friendly",
    "client",
    "short",
  ),
  j(
    "mentor-ask",
    "I'm a junior UX designer and want to ask Carla Mendes, a design director at Figma I met at a meetup in Lisbon, if she'd be my mentor. Maybe a 30 minute call once a month.",
    "networking",
    "friendly",
    "partner",
    "medium",
  ),
  j(
    "vendor-price-rise",
    "Push back on PrintHub's 12% price increase from January. We've been a customer for 4 years and spend about £20,000 a year with them. Ask them to keep the current rates for 2025 or we'll look at other suppliers.",
    "business",
    "persuasive",
    "partner",
    "medium",
  ),
  j(
    "late-rent",
    "tell my landlord my rent will be 5 days late this month because my salary is delayed, I'll pay in full by the 6th",
    "business",
    "professional",
    "client",
    "short",
  ),
  j(
    "intern-reject",
    "Let Tomás know he didn't get the summer internship, encourage him to apply next year and thank him for the great portfolio",
    "recruitment",
    "friendly",
    "recruiter",
    "short",
  ),
  j(
    "team-kudos-long",
    "long email to the support team: we hit 98% customer satisfaction in Q3, first response time went down to 2 hours, and Nadia and Joe handled the Black Friday rush. Pizza on Friday at 1pm to celebrate.",
    "thank-you",
    "friendly",
    "team",
    "long",
  ),
  j(
    "sales-cleaning",
    "sales email to office managers offering our eco office cleaning service - we use plant-based products, we're fully insured, and we offer a free first clean. ask to book a walkthrough",
    "sales",
    "persuasive",
    "client",
    "medium",
  ),
  j(
    "hr-address",
    "Email HR to update my home address to 22 Elm Road, Bristol BS3 4QP from 1 December and ask if they need anything else from me",
    "business",
    "professional",
    "colleague",
    "short",
  ),
  j(
    "apply-barista",
    "application for the barista job at Bean There Cafe, I have 2 years experience at Costa, I'm available weekends and can start immediately",
    "application",
    "friendly",
    "recruiter",
    "medium",
  ),
  j(
    "es-factura",
    "Escribe a la empresa Aguas del Sur para decir que la factura de octubre es el doble de lo normal y pedir que la revisen.",
    "business",
    "formal",
    "customer",
    "short",
    "es",
  ),
  j(
    "de-termin",
    "Schreib Herrn Schulz, dass ich unseren Termin am Dienstag absagen muss, und frag, ob Donnerstag um 10 Uhr passt.",
    "business",
    "professional",
    "client",
    "short",
    "de",
  ),
];
