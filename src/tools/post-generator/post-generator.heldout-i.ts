import { heldoutCase, type PostCase } from "./post-generator.corpus";

const p = heldoutCase;

/**
 * Set I: written after set H's fixes to check they carry over (the second read of issue 10's later round; grades in
 * docs/tools/post-generator.md). Read cold on X, LinkedIn and Instagram before any change made for it.
 */
export const POST_HELDOUT_I: PostCase[] = [
  p("unpopular opinion: open-plan offices kill focus. nobody can think with 40 people on calls around them"),
  p(
    "Free coding workshop for teens this Saturday 10am-1pm at Bristol Central Library. Laptops provided, no experience needed. Sign up at codeclub.org/bristol",
  ),
  p("big thanks to everyone who donated to our winter coat drive - we collected 312 coats for the shelter"),
  p(
    "We're hiring a junior graphic designer in Manchester. Full time, £26k, Figma and Illustrator a must. Apply by 15 March: studiofern.co.uk/jobs",
  ),
  p("after 12 years as a nurse I'm starting a new job as a clinical educator next month. nervous but excited"),
  p("new product: our oat milk now comes in a 2 litre carton. same taste, less packaging. in stores from Monday"),
  p("Wir feiern 10 Jahre Bäckerei Kornblume! Am Samstag gibt es Kuchen für alle und 10% Rabatt.", "de"),
  p("hot take: most startups don't need microservices. a boring monolith ships faster"),
];
