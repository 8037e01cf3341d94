import { heldoutCase, type PostCase } from "./post-generator.corpus";

const p = heldoutCase;

/**
 * Set H: written by a helper session for issue 10's later round, after set G's fixes, and read cold on X, LinkedIn and
 * Instagram before any fix of that round (grades in docs/tools/post-generator.md). Opinions with and without reasons,
 * announcements, hiring, events, thanks, launches, German, Spanish and French.
 */
export const POST_HELDOUT_H: PostCase[] = [
  p("opinion: junior devs should learn to read code before they learn to write it. most of the job is reading"),
  p(
    "hot take - cover letters are a waste of everyone's time. recruiters skim them in 10 seconds, a good portfolio says more",
  ),
  p("we just moved into our new office in Shoreditch! 3x the space, a proper kitchen and a dog-friendly policy"),
  p(
    "Hiring: part-time bookkeeper for our family bakery in Galway, 20 hrs/week, Xero experience needed. email jobs@cruststudio.ie",
  ),
  p(
    "Join us for a free workshop on pension basics, Thursday 6pm, Leeds Central Library. Limited to 30 places, book via Eventbrite",
  ),
  p("huge thank you to our 12 mentors who gave up their saturdays this term to coach kids at the code club"),
  p(
    "Launching Fernly today: an app that reminds you to water your plants based on the weather where you live. Free on iOS and Android",
  ),
  p("I passed my CPA exam on the first try!! 14 months of studying at 5am before work"),
  p("our cafe will be closed 24-26 December, back on the 27th with the winter menu. Merry Christmas everyone"),
  p(
    "reflecting on 10 years at Nationwide: started as a cashier, now leading the digital team. grateful to everyone who took a chance on me",
  ),
  p("opinion: every company should publish salary ranges in job ads"),
  p("3 tips for better sleep: no screens after 10, same wake-up time every day, keep the bedroom cool"),
  p(
    "Wir suchen ab sofort eine Pflegefachkraft (m/w/d) in Teilzeit für unser Team in Freiburg. Bewerbung an jobs@sonnenhof.de",
    "de",
  ),
  p("Este sábado celebramos los 5 años de nuestra librería en Zaragoza con lecturas, música y descuentos", "es"),
  p(
    "Nous lançons notre nouvelle collection de bougies parfumées, fabriquées à la main à Lyon. Disponible dès vendredi",
    "fr",
  ),
];
