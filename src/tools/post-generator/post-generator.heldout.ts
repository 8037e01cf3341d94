import { heldoutCase, type PostCase } from "./post-generator.corpus";
import { POST_HELDOUT_H } from "./post-generator.heldout-h";
import { POST_HELDOUT_I } from "./post-generator.heldout-i";
import { POST_HELDOUT_J } from "./post-generator.heldout-j";
import { POST_HELDOUT_K } from "./post-generator.heldout-k";
import HELDOUT_L from "./post-generator.heldout-l.json" with { type: "json" };

/**
 * HELD-OUT prompts for the social post engine: written after the engine's design, each set read cold on X, LinkedIn
 * and Instagram and graded 1-5 as a user would (grades in docs/tools/post-generator.md), then the defect classes it
 * showed were fixed in general (never per prompt). The quality test only runs its automatic checks on them
 * (faithfulness, limits, hashtag rules, language). Each set is kept as it was when first read.
 */
const p = heldoutCase;

/** Set D (first read 2.97, after fixes 4.0). */
export const POST_HELDOUT_D: PostCase[] = [
  p(
    "We're hiring two apprentice electricians at Volt & Sons in Leeds. Paid training, tools provided, £24k starting. Apply by 30 April at voltandsons.co.uk/jobs",
  ),
  p(
    "announce that our bookshop Marginalia is moving to a bigger space at 14 Canal Street next month, same opening hours",
  ),
  p("Thank you post for our volunteers who planted 1,200 trees along the Tamar river last weekend"),
  p(
    "opinion: code reviews should happen within 24 hours or they kill momentum. write it for linkedin, keep it professional",
  ),
  p(
    "Launching GlowBox today — a monthly skincare subscription for sensitive skin, $29/month, first box ships June 1. Use code GLOW10 for 10% off: https://glowbox.shop",
  ),
  p(
    "I finished my first marathon yesterday in Chicago! 4:12:37. Never thought I'd do it after my knee surgery two years ago.",
  ),
  p(
    "Event: free repair café this Sunday 2-5pm at the Oakwood community hall. Bring broken toasters, lamps, clothes, bikes. Volunteers fix them for free.",
  ),
  p("Wir eröffnen am 3. Mai unsere zweite Filiale in Köln-Ehrenfeld! Zur Eröffnung gibt es 20% auf alle Brote.", "de"),
  p(
    "Estamos contratando un diseñador gráfico en Madrid, jornada completa, experiencia con Figma. Envía tu portafolio a empleo@lunastudio.es",
    "es",
  ),
  p(
    "Celebrating 10 years at Mercy General as an ER nurse today. Grateful for every colleague who had my back on the night shift.",
  ),
  p(
    "Our podcast The Quiet Founder just hit 100 episodes! Huge thanks to our listeners and to our guest @sarahchen for episode 100. Listen on Spotify.",
  ),
  p(
    "write a funny post about how our office plant Gerald survived another quarter despite everyone forgetting to water him",
  ),
  p(
    "Price increase notice: from March 1 our monthly plan goes from $12 to $15. Existing customers keep the old price until June. Questions? support@tallyhq.com",
  ),
  p(
    "We're proud to partner with Habitat for Humanity Denver: our crew will build 3 homes this summer. Want to join? Sign up at buildday.org/denver #BuildDay",
  ),
  p(
    "Just got accepted into the MSc Data Science program at the University of Edinburgh, starting September. Excited and a bit terrified.",
  ),
];

/** Set E (first read 3.5, after fixes 4.0). */
export const POST_HELDOUT_E: PostCase[] = [
  p(
    "We're looking for a weekend barista at Little Fern Coffee in Bath, 16 hrs/week, £11.50/hour, no experience needed, we'll train you. DM us or email jobs@littlefern.co.uk",
  ),
  p(
    "Announce that I'm stepping down as CTO of Brightwave after 6 years. Staying on as an advisor until March. Proud of the team.",
  ),
  p(
    "Our annual charity bake sale raised £2,340 for the Children's Hospice in Leeds!! thank you to everyone who baked, bought and helped out",
  ),
  p("hot take: most dashboards are never looked at after the first week. build fewer, better ones"),
  p(
    "New episode of Plant Talk is out: how to keep your monstera happy in winter with guest @greenthumbjo https://planttalk.fm/42",
  ),
  p(
    "Linkedin post: we just got ISO 27001 certified after 14 months of work. Big thanks to our security team led by Priya Nair.",
  ),
  p("Flash sale! 40% off all hiking boots at TrailHead until midnight Sunday. Free returns. trailhead.com/sale"),
  p(
    "Free workshop for first-time home buyers on Thursday 7pm at Westside Library, hosted by mortgage advisor Tom Reilly. Seats are limited, register at westsidelib.org/events",
  ),
  p(
    "Hoy cumplimos 5 años con nuestra tienda de bicicletas en Valencia. ¡Gracias a todos nuestros clientes! Este sábado hay descuentos del 15%.",
    "es",
  ),
  p(
    "Wir suchen eine Pflegefachkraft (m/w/d) in Teilzeit für unser Seniorenheim in Freiburg. Bewerbung an karriere@sonnenhof.de",
    "de",
  ),
  p("tips for new managers: have weekly 1:1s, write down decisions, praise in public, give feedback early"),
  p("our app Tidy now supports dark mode and offline sync! update to version 3.2 in the App Store"),
];

/** Set F: written by a helper session for issue 10's round after set E, read cold before that round's fixes. */
export const POST_HELDOUT_F: PostCase[] = [
  p("opinion: remote work isnt killing culture, bad managers are. culture is what you do every day not where you sit"),
  p(
    "Wir haben heute unseren ersten Dorfladen in Ebersberg eröffnet! Regionale Produkte, faire Preise, Mo-Sa 7-19 Uhr.",
    "de",
  ),
  p(
    "hiring a part time bookkeeper for our family accounting firm in Cork, 20h/week, xero experience a must, send cv to hello@oconnellaccounts.ie",
  ),
  p("So proud of my daughter Maya who just got her black belt in judo after 6 years of training!!"),
  p(
    "We're hosting a free webinar on GDPR for small businesses, Tuesday 12 March 1pm GMT, register at lexsmart.io/gdpr",
  ),
  p("unpopular opinion: standups longer than 10 minutes are just meetings in disguise"),
  p(
    "Nuevo menú de otoño en Casa Lucía: crema de calabaza, setas a la plancha y tarta de queso. Reservas al 912 345 678",
    "es",
  ),
  p("thanks to everyone who came to our open studio weekend, we sold 40 prints and met so many lovely people"),
  p(
    "we just raised a 2M seed round led by Northzone to build better scheduling software for clinics. hiring engineers in Lisbon",
  ),
  p(
    "Nous lançons notre nouvelle gamme de savons artisanaux à Lyon, 100% naturels, disponibles dès samedi au marché de la Croix-Rousse.",
    "fr",
  ),
  p("lessons from 5 yrs of freelancing: charge more, get a deposit, say no to scope creep, always have a contract"),
  p("Our team volunteered at the Riverside food bank today, packed 600 meal boxes. Proud of this crew"),
];

/** Set G: written after set F's fixes and graded on first read. */
export const POST_HELDOUT_G: PostCase[] = [
  p("hot take: a 4 day work week makes teams more productive, not less. we tried it for 6 months"),
  p(
    "Wir suchen ab sofort eine Bäckereifachverkäuferin in Teilzeit für unsere Filiale in Regensburg. Bewerbungen an jobs@baeckerei-huber.de",
    "de",
  ),
  p("our little bookshop turns 10 this saturday!! cake and 10% off everything all day"),
  p("Proud of our students at Riverside High who won the regional robotics championship last weekend"),
  p("new blog post: 7 mistakes first-time founders make with pricing, link in bio", "en"),
  p("¡Abrimos nuestra segunda tienda en Sevilla el 3 de mayo! Calle Feria 12. Os esperamos", "es"),
  p("after 8 years in corporate law I'm leaving to start my own mediation practice. scary and exciting"),
  p("Reminder: the community garden clean-up is this sunday 9am, bring gloves, we provide tools and coffee"),
  p(
    "Nous recrutons un(e) développeur(se) React à Nantes, CDI, télétravail partiel. Écrivez-nous à jobs@atelier-web.fr",
    "fr",
  ),
  p("thank you to the 300 runners who joined our charity 5k for the local hospice, we raised £8,200"),
  p("unpopular opinion: most meetings should be emails"),
  p("We're launching our reusable coffee cup subscription in Bristol next week. £5/month, return at any partner cafe"),
];
export const POST_HELDOUT: PostCase[] = [
  ...POST_HELDOUT_D,
  ...POST_HELDOUT_E,
  ...POST_HELDOUT_F,
  ...POST_HELDOUT_G,
  ...POST_HELDOUT_H,
  ...POST_HELDOUT_I,
  ...POST_HELDOUT_J,
  ...POST_HELDOUT_K,
  // Set L (issue 10, third round): 24 prompts, eight intents on four platforms, kept as data.
  ...(HELDOUT_L as PostCase[]),
];
