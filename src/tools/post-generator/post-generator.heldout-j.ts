import { onPlatform, type PostCase } from "./post-generator.corpus";

const p = onPlatform;

/**
 * Set J: written by a helper session for issue 10's last round, before any fix of that round, and read cold on the
 * platform each names (grades in docs/tools/post-generator.md). Every intent, terse and rambling, with links, prices,
 * dates, German and Spanish.
 */
export const POST_HELDOUT_J: PostCase[] = [
  p("opinion: standups should be async", "twitter"),
  p("opinion: standups should be async. DM me if you disagree", "linkedin"),
  p(
    "so after a LOT of back and forth we finally decided to open a second location!! it's going to be in Hebden Bridge, opening the first weekend of May, same menu plus a brunch-only Sunday. honestly can't believe it",
    "facebook",
  ),
  p(
    "hiring a senior backend engineer (Go, Postgres), remote within EU, €85-100k. apply: https://jobs.tallyhq.com/backend",
    "twitter",
  ),
  p(
    "We're hiring a part-time community manager for our climbing gym in Sheffield. 20 hours a week, weekends included. Send your CV to hello@boulderbarn.co.uk by 12 June",
    "linkedin",
  ),
  p(
    "Free open day at Greenfield Allotments this Sunday 11am-3pm: seed swap, composting demo and cake. Everyone welcome, bring the kids",
    "instagram",
  ),
  p(
    "Webinar: how to price your freelance work, Tuesday 14 May at 7pm BST, free, 45 minutes + Q&A. Register at pricingwebinar.com",
    "linkedin",
  ),
  p("thank you to the 40 volunteers who cleaned up Crosby beach on Saturday - 180 bags of rubbish!", "twitter"),
  p(
    "Want to say thanks to my manager Jo, who pushed me to apply for the team lead job. I got it. Starting Monday",
    "linkedin",
  ),
  p(
    "Launching Tidy today - a £4/month app that sorts your receipts for self-assessment. 14-day free trial at tidyapp.co.uk",
    "twitter",
  ),
  p(
    "new: our sourdough pizza kit is live in the shop. 2 bases, tomato sauce, mozzarella, £18, delivered UK-wide",
    "instagram",
  ),
  p("We just reached 10,000 customers! Started in a garage in 2019 with 3 people", "linkedin"),
  p("our podcast turned 2 today, 96 episodes and 1 million downloads. thanks for listening", "twitter"),
  p(
    "5 tips for first-time managers: have weekly 1:1s, write things down, give feedback early, protect your team's time, ask for help",
    "linkedin",
  ),
  p("tips for running in the heat: go early, drink before you're thirsty, slow down", "twitter"),
  p("Personal news: I'm leaving Deliveroo after 6 years to start my own design studio, Field Notes.", "linkedin"),
  p("we're expecting our first baby in October!!", "facebook"),
  p(
    "Opinion: AI won't replace teachers, but teachers who use AI will replace those who don't. Saw it in my own classroom this year: marking time halved.",
    "linkedin",
  ),
  p(
    "Unsere Praxis ist vom 22. Juli bis 9. August im Urlaub. Vertretung: Dr. Keller, Hauptstraße 12.",
    "facebook",
    "de",
  ),
  p("¡Abrimos nuestra nueva tienda en Valencia el 3 de mayo! Habrá degustación gratis de 10 a 14h.", "instagram", "es"),
  p(
    "announcement: from 1 July our opening hours change to 8am-6pm Mon-Fri, closed weekends. Online orders still ship daily",
    "twitter",
  ),
  p("Our new website is live: fernandfox.com. Let us know what you think!", "tiktok"),
];
