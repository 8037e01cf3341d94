import type { PostCase } from "./post-generator.corpus";

/**
 * HELD-OUT prompts for the social post engine: written after the engine's design, each set read cold on X, LinkedIn
 * and Instagram and graded 1-5 as a user would (grades in docs/tools/post-generator.md), then the defect classes it
 * showed were fixed in general (never per prompt). The quality test only runs its automatic checks on them
 * (faithfulness, limits, hashtag rules, language). Each set is kept as it was when first read.
 */
const p = (prompt: string, lang: PostCase["lang"] = "en"): PostCase => ({ prompt, platform: "twitter", lang });

/** Set D (first read 2.97, after fixes 4.0). */
export const POST_HELDOUT_D: PostCase[] = [
  p("We're hiring two apprentice electricians at Volt & Sons in Leeds. Paid training, tools provided, £24k starting. Apply by 30 April at voltandsons.co.uk/jobs"),
  p("announce that our bookshop Marginalia is moving to a bigger space at 14 Canal Street next month, same opening hours"),
  p("Thank you post for our volunteers who planted 1,200 trees along the Tamar river last weekend"),
  p("opinion: code reviews should happen within 24 hours or they kill momentum. write it for linkedin, keep it professional"),
  p("Launching GlowBox today — a monthly skincare subscription for sensitive skin, $29/month, first box ships June 1. Use code GLOW10 for 10% off: https://glowbox.shop"),
  p("I finished my first marathon yesterday in Chicago! 4:12:37. Never thought I'd do it after my knee surgery two years ago."),
  p("Event: free repair café this Sunday 2-5pm at the Oakwood community hall. Bring broken toasters, lamps, clothes, bikes. Volunteers fix them for free."),
  p("Wir eröffnen am 3. Mai unsere zweite Filiale in Köln-Ehrenfeld! Zur Eröffnung gibt es 20% auf alle Brote.", "de"),
  p("Estamos contratando un diseñador gráfico en Madrid, jornada completa, experiencia con Figma. Envía tu portafolio a empleo@lunastudio.es", "es"),
  p("Celebrating 10 years at Mercy General as an ER nurse today. Grateful for every colleague who had my back on the night shift."),
  p("Our podcast The Quiet Founder just hit 100 episodes! Huge thanks to our listeners and to our guest @sarahchen for episode 100. Listen on Spotify."),
  p("write a funny post about how our office plant Gerald survived another quarter despite everyone forgetting to water him"),
  p("Price increase notice: from March 1 our monthly plan goes from $12 to $15. Existing customers keep the old price until June. Questions? support@tallyhq.com"),
  p("We're proud to partner with Habitat for Humanity Denver: our crew will build 3 homes this summer. Want to join? Sign up at buildday.org/denver #BuildDay"),
  p("Just got accepted into the MSc Data Science program at the University of Edinburgh, starting September. Excited and a bit terrified."),
];

export const POST_HELDOUT: PostCase[] = [...POST_HELDOUT_D];
