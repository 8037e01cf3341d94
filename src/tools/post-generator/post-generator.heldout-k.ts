import { onPlatform, type PostCase } from "./post-generator.corpus";

const p = onPlatform;

/**
 * Set K: written after set J's fixes, not tuned on, and read cold on the platform each names (the second read of
 * issue 10's last round; grades in docs/tools/post-generator.md).
 */
export const POST_HELDOUT_K: PostCase[] = [
  p("unpopular opinion: dark mode is overrated. most people read better on a light background", "twitter"),
  p(
    "We're hiring a weekend barista at our café in Whitby. £12/hour, training provided. Pop in with your CV or email hello@harbourbeans.co.uk",
    "instagram",
  ),
  p(
    "Talk: what 10 years of running a bike shop taught me about cash flow. Thursday 6 March, 7pm, The Crown pub, Kendal. Free, but book at kendalbiz.org",
    "linkedin",
  ),
  p("huge thanks to Maria and Tom for covering my shifts while I was off sick. you two are the best", "facebook"),
  p(
    "Our reading app Inkwell now supports audiobooks! Free for existing subscribers, available from today on iOS and Android",
    "twitter",
  ),
  p("Today marks 5 years since I started Little Acorns nursery with 8 children. We now look after 64.", "linkedin"),
  p("3 things I learned moving from engineering to product: listen more, write less code, say no often", "twitter"),
  p(
    "I'm leaving teaching after 15 years. Next month I start as a learning designer at the Open University.",
    "linkedin",
  ),
  p(
    "Heads up: the car park will be closed for resurfacing on 14-15 June. Please use the Station Road entrance instead.",
    "facebook",
  ),
  p(
    "launching our autumn candle collection on Friday: fig & cedar, smoked vanilla, apple orchard. £22 each",
    "instagram",
  ),
  p(
    "Nous recrutons un(e) boulanger(ère) à temps plein à Nantes. Envoyez votre CV à emploi@painbio.fr",
    "linkedin",
    "fr",
  ),
  p("congrats to our under-12s for winning the county cup on sunday!! so proud of this team", "twitter"),
];
