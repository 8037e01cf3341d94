/**
 * Issue 10, helper session 9: a list after a dash or a colon kept one list of the same things, stock openers and
 * closers that fit what the post is for (a business's offering is no thought to muse on, a view is no read to thank
 * for), and hashtags that name the topic rather than a noun cut from its phrase. Each case fails on the code before.
 */
import { describe, expect, it } from "vitest";
import type { Platform } from "./contract";
import { generatePost } from "./post-generator.engine";

const body = (post: string) => post.replace(/\n#.*$/s, "");

describe("posts: helper read, session 9", () => {
  it.each([
    // A list after a dash stays a list of the same things: no "It's vegan katsu.", no capital "New" mid-sentence.
    [
      "new menu drop this friday - smash burgers, vegan katsu, loaded fries. open 5-11pm",
      "instagram",
      /New menu drop this Friday: smash burgers, vegan katsu and loaded fries\./,
      /It's vegan katsu|\w New menu/,
    ],
    [
      "new menu drop this friday - smash burgers, vegan katsu, loaded fries. open 5-11pm",
      "twitter",
      /smash burgers, vegan katsu and loaded fries/,
      /It's vegan katsu|\w New menu/,
    ],
    // An item's own prepositional phrase stays on it ("shared pots with your partner", never "shared pots, with ...").
    [
      "Launching Kitty today: round-ups, shared pots with your partner, no ads. free on iOS and Android",
      "linkedin",
      /round-ups, shared pots with your partner and no ads/,
      /pots, with/,
    ],
    // The first item is no object of the headline with the others said apart ("Look out for offline sync, ...").
    [
      "We've just released v2.0 of Trackly - dark mode, offline sync, CSV export and a new dashboard",
      "facebook",
      /Trackly: dark mode, offline sync, CSV export and a new dashboard/,
      /Look out for/,
    ],
    // A note after the list that only the broken sentence said is kept ("4-8 August").
    [
      "our kids summer camp is back - football, arts and crafts, swimming and forest school, ages 5-11, 4-8 august",
      "twitter",
      /football, arts and crafts, swimming and forest school, 4-8 August/,
      /football on 4-8/,
    ],
    // A list that ends a clause's first item stays one list: no "Donors and everyone ..." said apart, no "You can pay
    // by Google pay or PayPal." for "supports apple pay, google pay and paypal".
    [
      "Thank you to our volunteers, donors and everyone who came to the fun run, we raised £3,200 for the hospice",
      "twitter",
      /Thank you to our volunteers, donors and everyone who came to the fun run\./,
      /\. Donors/,
    ],
    [
      "our app now supports apple pay, google pay and paypal",
      "linkedin",
      /pay, Google pay and PayPal\./,
      /You can pay by/,
    ],
    // A word capitalised as the prompt's sentence opened is written as the user wrote it inside a sentence.
    [
      "What's included in our wedding package: hair trial, bridal makeup, touch-up kit, travel within 20 miles",
      "facebook",
      /package: hair trial, bridal makeup/,
      /: Hair trial/,
    ],
    // A business's offering opens with its news and closes with an invitation to ask or to get in touch.
    [
      "we now cover all of north Leeds and Horsforth for boiler servicing, call 0113 496 0000",
      "linkedin",
      /^We now cover all of north Leeds/,
      /A quick thought/,
    ],
    [
      "What's included in our wedding package: hair trial, bridal makeup, touch-up kit, travel within 20 miles",
      "linkedin",
      /If you have any questions, please get in touch\./,
      /A quick thought|your thoughts/,
    ],
    [
      "our spring bundle is back: 3 candles, a matchbox and a linen pouch for £35, ends sunday",
      "linkedin",
      /any questions/,
      /anyone it affects/,
    ],
    [
      "New in: linen shirts, wide-leg trousers and straw hats for summer",
      "linkedin",
      /questions/,
      /A quick thought|your thoughts/,
    ],
    [
      "our spring bundle is back: 3 candles, a matchbox and a linen pouch for £35, ends sunday",
      "tiktok",
      /Questions\? Ask away\./,
      /Consider yourself informed/,
    ],
    // A menu is no advice to save ("Save this one!", "Which one would you try first?"); new kit in a gym no thought.
    [
      "Winter menu is here: french onion soup, beef and ale pie, apple crumble",
      "instagram",
      /any questions/i,
      /Save this one|Which one|advice/,
    ],
    [
      "our salon now has a nail bar and two new massage rooms",
      "linkedin",
      /questions/,
      /A quick thought|experience with this/,
    ],
    // The place thanked by name is addressed: "Thank you, Hove." (was "Thank you Hove.").
    ["5 years of our little bookshop today, thank you Hove", "facebook", /Thank you, Hove\./, /Thank you Hove/],
    // A view with its own call ("Subscribe to my newsletter for more.") is no read to thank for.
    [
      "opinion: junior devs should learn SQL before any ORM. subscribe to my newsletter for more",
      "twitter",
      /Subscribe to my newsletter for more\./,
      /Thank you for reading/,
    ],
    [
      "honestly the best marketing is a product people talk about. follow for more",
      "facebook",
      /Follow for more\./,
      /Thank you for reading/,
    ],
  ] as [string, Platform, RegExp, RegExp][])("%s (%s)", (prompt, platform, want, never) => {
    const text = body(generatePost(prompt, platform).post);
    expect(text).toMatch(want);
    expect(text).not.toMatch(never);
  });

  it.each([
    // A noun cut from its phrase gives its phrase or nothing: #BoilerServicing (was #Boiler), no #Pots, #Devs, #Memory.
    [
      "we now cover all of north Leeds and Horsforth for boiler servicing, call 0113 496 0000",
      "twitter",
      ["#BoilerServicing"],
      ["#Boiler"],
    ],
    [
      "huge thanks to everyone who came to the beach clean on saturday, we collected 40 bags of rubbish",
      "instagram",
      ["#BeachClean"],
      ["#Beach"],
    ],
    [
      "Launching Kitty today: round-ups, shared pots with your partner, no ads. free on iOS and Android",
      "instagram",
      ["#Kitty"],
      ["#Pots"],
    ],
    [
      "honestly i think remote work is better for most devs, fewer interruptions, no commute",
      "instagram",
      ["#RemoteWork"],
      ["#Devs", "#Interruptions"],
    ],
    [
      "The new Lumo desk lamp is here - USB-C charging, three colour temperatures, dimmer with memory. $49",
      "linkedin",
      ["#LumoDeskLamp"],
      ["#Memory"],
    ],
  ] as [string, Platform, string[], string[]][])("tags of %s (%s)", (prompt, platform, want, never) => {
    const { hashtags } = generatePost(prompt, platform);
    for (const t of want) expect(hashtags).toContain(t);
    for (const t of never) expect(hashtags).not.toContain(t);
  });
});
