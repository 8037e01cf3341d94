import { suiteApp, suiteWithFakeProvider } from "../../../tests/helpers/suite-app";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { builtinAnswerBy, postJson, rejectedBy } from "../../../tests/helpers/test-app";
import { userPrompt } from "../../../tests/helpers/fake-openai";
import { PLATFORM_IDS, PLATFORMS, POST_PROMPT_MAX, UI_PLATFORMS, postMessages, type Platform } from "./contract";
import { fitModelPost, generatePost, measure } from "./post-generator.engine";
import INTENT_CASES from "./post-generator.intent-cases.json" with { type: "json" };
import { xLength } from "./post-length";
import { cleanPrompt } from "./post-text";
import { understand } from "./post-understand";

const intentOf = (prompt: string) => understand(cleanPrompt(prompt)).intent;

const BOTTLE =
  "Launching our new eco-friendly water bottle made from recycled ocean plastic, available next Monday at GreenLeaf stores";
const WEBINAR =
  "Write a LinkedIn post about a free webinar on cybersecurity for small businesses on 12 March with Dr. Maria Lopez";
const squash = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** Every hashtag is made of words of the prompt (letters and digits in order, ignoring case and spaces), as typed or
 * as the engine reads it: markup removed ("AA<B>c" reads "AAc") and shorthand spelled out ("thx" reads "thanks"). */
function expectTagsFromPrompt(tags: string[], prompt: string) {
  const read = [squash(prompt), squash(prompt.replace(/<[^<>]*>/g, "")), squash(cleanPrompt(prompt))];
  for (const tag of tags) {
    expect(tag).toMatch(/^#[\p{L}\p{M}\p{N}]+$/u);
    expect(
      read.some((p) => p.includes(squash(tag))),
      tag,
    ).toBe(true);
  }
}

describe("social post engine", () => {
  it("derives hashtags from the prompt's key phrases for every platform", () => {
    for (const platform of PLATFORM_IDS) {
      for (const prompt of [
        BOTTLE,
        WEBINAR,
        "Our café Blue Finch turns 10 this weekend: free pastries for everyone!",
      ]) {
        const { post, hashtags } = generatePost(prompt, platform);
        expect(hashtags.length).toBeGreaterThan(0);
        expect(hashtags.length).toBeLessThanOrEqual(PLATFORMS[platform].hashtags);
        expectTagsFromPrompt(hashtags, prompt);
        for (const tag of hashtags) expect(post).toContain(tag);
      }
    }
  });

  it("makes CamelCase hashtags of whole noun phrases, hyphenated compounds kept whole", () => {
    const { hashtags } = generatePost(BOTTLE, "linkedin");
    expect(hashtags).toContain("#RecycledOceanPlastic");
    expect(hashtags).toContain("#EcoFriendlyWaterBottle");
    // No verbs, numbers, URL parts, lone adjectives or run-together clauses.
    const tags = (p: string, platform: Platform = "instagram") =>
      generatePost(p, platform).hashtags.map((t) => t.toLowerCase());
    expect(
      tags("We just launched Penny. Try it free at https://penny.app/?utm_source=tw&utm_medium=social"),
    ).not.toEqual(expect.arrayContaining([expect.stringMatching(/utm|launched|free|https|app\b/)]));
    expect(
      tags("We're hiring a senior Rust engineer in Berlin. Salary 90-110k EUR, hybrid, visa sponsorship available."),
    ).not.toEqual(expect.arrayContaining([expect.stringMatching(/\d|salary|eur|hybrid|available/)]));
    expect(tags("I learn slower unless I write things down, so I keep a small notebook")).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/slower|unless|small$/)]),
    );
  });

  it("uses 1-3 hashtags on X and at most 8 elsewhere", () => {
    for (const prompt of [
      BOTTLE,
      WEBINAR,
      "Introducing our new autumn menu: pumpkin spice latte, maple pecan scones and apple cider donuts",
    ]) {
      const x = generatePost(prompt, "twitter").hashtags.length;
      expect(x).toBeGreaterThanOrEqual(1);
      expect(x).toBeLessThanOrEqual(3);
      for (const platform of ["linkedin", "instagram", "facebook", "tiktok"] as const)
        expect(generatePost(prompt, platform).hashtags.length).toBeLessThanOrEqual(8);
    }
  });

  it("drops the instruction and the platform's name from post and hashtags", () => {
    const { post, hashtags } = generatePost(WEBINAR, "linkedin");
    expect(post).not.toMatch(/write a linkedin post/i);
    expect(hashtags.map((h) => h.toLowerCase())).not.toContain("#linkedin");
    const ig = generatePost("Create a catchy Instagram caption about our sunflower field", "instagram");
    expect(ig.post).not.toMatch(/create|caption|instagram/i);
    expect(ig.post).toMatch(/our sunflower field/i);
  });

  it("treats instructions to the tool as directives, never as post text", () => {
    const { post } = generatePost(
      "Our coffee roastery Two Hills is turning 3 next week. Make it fun and mention the free tasting on Saturday.",
      "instagram",
    );
    expect(post).not.toMatch(/make it fun|mention/i);
    expect(post).toMatch(/free tasting on Saturday/);
    const casual = generatePost(
      "Hey can you write something for instagram about our new vegan brunch menu, it starts this sunday. keep it casual and add emojis",
      "instagram",
    ).post;
    expect(casual).not.toMatch(/can you|keep it casual|add emojis/i);
    expect(casual).toMatch(/\p{Extended_Pictographic}/u);
  });

  it("writes in first person and the right tense", () => {
    const penny = UI_PLATFORMS.map((p) => generatePost("Launching Penny on Product Hunt tomorrow", p).post);
    for (const post of penny) {
      expect(post).not.toMatch(/^Launching/m);
      expect(post).toMatch(
        /\b(?:[Ww]e launch Penny|[Ww]e're launching Penny|Penny launches)\b.*\btomorrow|[Tt]omorrow,? we launch Penny/,
      );
    }
    expect(generatePost("Thank my team for shipping the new checkout flow two weeks early", "twitter").post).toMatch(
      /^Thank you to my team for shipping/,
    );
    expect(generatePost("just shipped dark mode in our note-taking app Inkwell", "twitter").post).not.toMatch(/^just/i);
  });

  it("keeps names, numbers and dates of the prompt", () => {
    for (const platform of PLATFORM_IDS) {
      const { post } = generatePost(WEBINAR, platform);
      expect(post).toContain("12 March");
      expect(post).toContain("Maria Lopez");
    }
  });

  it("gives each platform its own structure", () => {
    const x = generatePost(BOTTLE, "twitter").post;
    const li = generatePost(BOTTLE, "linkedin").post;
    const ig = generatePost(BOTTLE, "instagram").post;
    const tt = generatePost(BOTTLE, "tiktok").post;
    expect(x.split("\n\n")).toHaveLength(2); // one paragraph, then hashtags
    expect(tt.split("\n\n")).toHaveLength(2); // one caption, then hashtags
    expect(li.split("\n\n").length).toBeGreaterThanOrEqual(4); // hook, body, closing question, hashtags
    expect(li).toMatch(/(?:\?|comments[.!])\n\n#/); // LinkedIn closes by inviting the network to answer
    expect(li).not.toMatch(/\p{Extended_Pictographic}/u); // professional by default: no emoji
    expect(ig).toMatch(/\p{Extended_Pictographic}/u);
    expect(ig.split("\n\n").length).toBeGreaterThanOrEqual(4);
    expect(new Set([x, li, ig, tt]).size).toBe(4);
    expect(li.length).toBeGreaterThan(x.length);
  });

  it("recognises the kind of post and changes the wording with it", () => {
    expect(Object.keys(INTENT_CASES).length).toBeGreaterThan(0);
    for (const [prompt, intent] of Object.entries(INTENT_CASES)) expect(intentOf(prompt), prompt).toBe(intent);
    expect(intentOf(BOTTLE)).toBe("launch");
    const hiring = generatePost("We're hiring a senior Rust engineer in Berlin", "twitter").post;
    const promo = generatePost("30% off all running shoes this weekend", "twitter").post;
    expect(hiring).toMatch(/hiring|join our team/i);
    expect(promo).not.toMatch(/hiring/i);
  });

  it("depends on the input", () => {
    expect(generatePost(BOTTLE, "twitter").post).not.toBe(generatePost(WEBINAR, "twitter").post);
  });

  it("keeps an X post within 280 weighted characters, hashtags included, even for a 1000-character prompt", () => {
    const long = `Our bakery Sunrise Breads now offers gluten-free sourdough every morning. `
      .repeat(14)
      .slice(0, POST_PROMPT_MAX);
    const { post, hashtags } = generatePost(long, "twitter");
    expect(xLength(post)).toBeLessThanOrEqual(280);
    // The prompt's one sentence, said fourteen times, is said once (session 13: a body sentence the headline already
    // says word for word goes).
    expect(post.match(/Our bakery Sunrise Breads now offers gluten-free sourdough every morning\./g)).toHaveLength(1);
    expect(hashtags.length).toBeGreaterThan(0);
    for (const tag of hashtags) expect(post).toContain(tag);
    const cjk = generatePost("新しいカフェが駅前にオープンしました。".repeat(40), "twitter").post;
    expect(xLength(cjk)).toBeLessThanOrEqual(280);
  });

  it("takes hashtags from a prompt as the engine reads it (property test counterexamples 'AA<B>c ' and 'a thx')", () => {
    for (const platform of PLATFORM_IDS) {
      expectTagsFromPrompt(generatePost("AA<B>c ", platform).hashtags, "AA<B>c ");
      expectTagsFromPrompt(generatePost("a thx", platform).hashtags, "a thx");
    }
  });

  it("never exceeds any platform's limit (property test over random prompts)", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: POST_PROMPT_MAX }),
        fc.constantFrom(...PLATFORM_IDS),
        (prompt, platform) => {
          const { post, hashtags } = generatePost(prompt, platform as Platform);
          expect(measure(post, platform as Platform)).toBeLessThanOrEqual(PLATFORMS[platform as Platform].limit);
          expectTagsFromPrompt(hashtags, prompt);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("counts X length like twitter-text: CJK and emoji 2, URLs 23", () => {
    expect(xLength("hello")).toBe(5);
    expect(xLength("日本")).toBe(4);
    expect(xLength("🎉")).toBe(2);
    expect(xLength("👩‍👩‍👧")).toBe(2);
    expect(xLength("see https://example.com/a/very/long/path/that/is/long")).toBe(4 + 23);
  });

  it("fits a model's answer: trailing hashtags moved out, limit enforced", () => {
    const answer = {
      post: `${"Fresh bread daily at Sunrise. ".repeat(20)}\n\n#Bread #Sunrise`,
      hashtags: ["#bread", "sourdough"],
    };
    const fitted = fitModelPost(answer, "twitter");
    expect(xLength(fitted.post)).toBeLessThanOrEqual(280);
    expect(fitted.hashtags).toEqual(["#Bread", "#Sourdough"]);
    expect(fitted.post.match(/#Bread/g)).toHaveLength(1);
  });
});

describe("social post engine: defect classes found on held-out prompts", () => {
  it("reads 'code reviews' as no promo code, and 'Opinion:' as an opinion", () => {
    expect(intentOf("opinion: code reviews should happen within a day")).toBe("opinion");
    expect(intentOf("Code reviews matter more than we admit")).not.toBe("promo");
    expect(intentOf("20% off everything, use code SPRING20")).toBe("promo");
    const { post } = generatePost("opinion: pair programming beats code reviews", "linkedin");
    expect(post).not.toMatch(/offer/i);
  });

  it("says what a kind-of-post instruction names ('Thank you post for ...', 'a post about how ...')", () => {
    const thanks = generatePost("Thank you post for the parents who baked for our school fair", "twitter").post;
    expect(thanks).toMatch(/^Thank you to the parents who baked for our school fair/);
    expect(thanks).not.toMatch(/post for/i);
    const how = generatePost(
      "write a funny post about how our printer jammed on the day of the big pitch",
      "linkedin",
    ).post;
    expect(how).toMatch(/Our printer jammed on the day of the big pitch\./);
    expect(how).not.toMatch(/\bHow our\b/);
  });

  it("writes note-style job details as sentences, never 'We paid training'", () => {
    const { post } = generatePost(
      "We're hiring a junior mechanic in Bristol. Paid training, tools provided, £22k starting.",
      "linkedin",
    );
    expect(post).not.toMatch(/We paid/);
    expect(post).toContain("The training is paid.");
    expect(post).toContain("Tools are provided.");
    expect(post).toContain("The starting salary is £22k.");
  });

  it("keeps a later clause's date out of the headline ('ships June 1' is not 'today June 1')", () => {
    const { post } = generatePost(
      "Launching Brewly today, a coffee subscription, $18/month, first bag ships March 3.",
      "twitter",
    );
    expect(post).not.toMatch(/today,? March 3|March 3,? today/i);
    expect(post).toContain("The first bag ships March 3.");
    expect(post).toContain("$18/month");
  });

  it("keeps a call before the sentence that refers back to it, and addresses and figures as written", () => {
    const cafe = generatePost(
      "Event: swap shop this Saturday 10am at the Elm community hall. Bring old books and toys. Neighbours swap them for free.",
      "instagram",
    ).post;
    expect(cafe.indexOf("Bring old books")).toBeLessThan(cafe.indexOf("swap them"));
    expect(cafe).not.toMatch(/^Event:/m);
    expect(cafe).toContain("Elm community hall");
    const notice = generatePost(
      "Price change notice: from May 1 the basic plan costs $9. Questions? help@plans.io",
      "linkedin",
    ).post;
    expect(notice).toContain("Questions? Email us at help@plans.io.");
    expect(notice).not.toMatch(/Help@/);
    const race = generatePost("I ran my first half marathon in Leeds today! 1:58:04.", "twitter").post;
    expect(race).toContain("1:58:04");
  });

  it("chooses hashtags of names and headline phrases, not lone words or verbs", () => {
    const habitat = generatePost(
      "We're volunteering with Habitat for Humanity Austin this spring: our crew will paint 5 houses.",
      "linkedin",
    ).hashtags;
    expect(habitat).toContain("#HabitatForHumanityAustin");
    expect(habitat.join(" ")).not.toMatch(/#For|#Crew\b/);
    const plant = generatePost(
      "write a funny post about how our office cactus Spike outlived three interns who forgot to water it",
      "instagram",
    ).hashtags;
    expect(plant).not.toContain("#Water");
    const glow = generatePost(
      "Launching Lumi today, a sleep mask for travellers. Use code LUMI15 for 15% off.",
      "instagram",
    ).hashtags;
    expect(glow.join(" ")).not.toMatch(/#UseCode|#Code\b/);
  });

  it("never repeats a bare link as a sentence, says who hosts an event, keeps 'Update to ...' a call, lists tips", () => {
    const sale = generatePost(
      "Spring sale! 25% off all tents at CampCo until Friday. campco.com/sale",
      "linkedin",
    ).post;
    expect(sale.match(/campco\.com\/sale/gi)?.length).toBe(1);
    const talk = generatePost(
      "Free talk on composting on Saturday 10am at Elm Library, led by gardener Ruth Amos. Register at elmlib.org",
      "twitter",
    ).post;
    expect(talk).toContain("It's led by gardener Ruth Amos.");
    expect(talk).not.toMatch(/We led|what a day/i);
    const app = generatePost(
      "our app Jotter now syncs with Google Drive! update to version 2.1 in the Play Store",
      "linkedin",
    ).post;
    expect(app).toContain("Update to version 2.1 in the Play Store.");
    const tips = generatePost(
      "tips for remote teams: write things down, overcommunicate, meet in person twice a year",
      "linkedin",
    ).post;
    expect(tips).toMatch(/^Tips for remote teams:\n• Write things down\./m);
    const cto = generatePost("I'm stepping down as CEO of Lumen after 8 years.", "linkedin").hashtags;
    expect(cto.join(" ")).not.toMatch(/CEOOf/);
  });

  it("keeps a neighbourhood and its town together ('in Leith, Edinburgh!') and ends a hashtag before 'is'", () => {
    for (const platform of ["instagram", "twitter", "linkedin"] as const) {
      const { post } = generatePost(
        "we just opened our second bike repair shop in Leith, Edinburgh! open 8am-6pm weekdays",
        platform,
      );
      expect(post).toContain("in Leith, Edinburgh");
      expect(post).not.toMatch(/shop, Edinburgh/);
      const { hashtags } = generatePost("our clinic in Salford, Manchester is now open on Saturdays", platform);
      expect(hashtags).not.toContain("#ManchesterIs");
      expect(hashtags).toContain("#Salford");
    }
  });

  it("says a 'Name: a ...' launch as an apposition, where it runs as a sentence, and no lone pronoun or generic tag", () => {
    const prompt =
      "launching Plotline today: a free app that turns your garden sketches into a planting calendar, iOS and Android";
    for (const platform of ["twitter", "linkedin"] as const) {
      const { post } = generatePost(prompt, platform);
      expect(post).toMatch(
        /Plotline(?:,| today:|:) a free app that turns your garden sketches into a planting calendar/,
      );
      expect(post).not.toMatch(/:[^.\n]*:/);
      expect(post).toContain("It's on iOS and Android.");
      expect(post).not.toMatch(/calendar today|Mark your calendar|Look out for/);
    }
    const opinion = generatePost(
      "I think most companies should stop requiring cover letters because nobody reads them and they filter out good candidates",
      "linkedin",
    ).hashtags;
    expect(opinion).toContain("#CoverLetters");
    expect(opinion.filter((t) => /^#(?:Nobody|Companies|Candidates)$/.test(t))).toEqual([]);
  });

  it("says a long view and its 'because' reason as two sentences on the long platforms", () => {
    const prompt =
      "I think most companies should stop requiring cover letters because nobody reads them and they filter out good candidates who hate writing";
    for (const platform of ["linkedin", "facebook"] as const)
      expect(generatePost(prompt, platform).post).toMatch(
        /I think most companies should stop requiring cover letters\.(?: \S+)? Nobody reads them, and they filter out good candidates who hate writing\./u,
      );
  });

  it("looks for volunteers (never hires them) and says when they are needed; no tag across 'same'", () => {
    for (const platform of ["twitter", "facebook", "linkedin", "instagram"] as const) {
      const { post } = generatePost(
        "we're looking for volunteers for the park cleanup this Sunday 10am, gloves provided",
        platform,
      );
      expect(post).toMatch(/looking for volunteers for the park cleanup this Sunday at 10am/);
      expect(post).not.toMatch(/hiring volunteers|team is growing/i);
      const { hashtags } = generatePost(
        "our yoga studio is moving to a bigger space on Kings Road from 1 June, same classes same teachers",
        platform,
      );
      expect(hashtags.join(" ")).not.toMatch(/Same/);
    }
  });

  it("does not put 'That's because' before a sentence with its own framing ('Hot take, but ...')", () => {
    const { post } = generatePost(
      "I think most meetings could be an email. Hot take, but teams that write things down move faster.",
      "linkedin",
    );
    expect(post).toContain("Here's my hot take: teams that write things down move faster.");
    expect(post).not.toMatch(/That's because hot take/i);
  });

  it("keeps a link's lower-case scheme after a sentence end ('testers! https://...')", () => {
    for (const platform of ["twitter", "linkedin"] as const) {
      const { post } = generatePost("Thank you to our beta testers! https://penny.app?utm_source=tw", platform);
      expect(post).toContain("https://penny.app?utm_source=tw");
      expect(post).not.toMatch(/Https:/);
    }
  });

  it("keeps what is done done when a later start is named, and marks work anniversaries as such", () => {
    const accepted = generatePost(
      "Just got accepted into the nursing program at Leeds Beckett, starting in January. Nervous and happy.",
      "linkedin",
    ).post;
    expect(accepted).not.toMatch(/coming up|see you there/i);
    const years = generatePost("Celebrating 5 years at Brightline as a support engineer today.", "instagram").post;
    expect(years).not.toMatch(/^I did it!/m);
  });
});

describe("POST /api/social-post", () => {
  const app = suiteApp();
  const rejected = rejectedBy(app, "/api/social-post");
  const answered = builtinAnswerBy(app, "/api/social-post");

  it("answers every platform with post and hashtags from the built-in engine", async () => {
    for (const platform of PLATFORM_IDS) {
      const res = await answered({ prompt: BOTTLE, platform });
      expect(res.body).toEqual(generatePost(BOTTLE, platform));
      expect(measure(res.body.post as string, platform)).toBeLessThanOrEqual(PLATFORMS[platform].limit);
    }
  });

  it("rejects a missing, empty, blank or non-string prompt with 'Prompt is required'", async () => {
    for (const body of [{}, { prompt: "" }, { prompt: "  \n " }, { prompt: 42 }, { prompt: null }, { prompt: ["a"] }]) {
      await rejected({ platform: "twitter", ...body }, postMessages.promptRequired);
    }
  });

  it("takes 1000 characters and rejects 1001", async () => {
    const ok = await postJson(app, "/api/social-post", { prompt: "a".repeat(POST_PROMPT_MAX), platform: "linkedin" });
    expect(ok.status).toBe(200);
    await rejected({ prompt: "a".repeat(POST_PROMPT_MAX + 1), platform: "linkedin" }, postMessages.promptTooLong);
  });

  it("rejects an unknown platform naming the field", async () => {
    await rejected({ prompt: "Hello there", platform: "myspace" }, /^platform: /);
  });
});

describe("POST /api/social-post with an AI provider", () => {
  const { app, fake } = suiteWithFakeProvider();

  it("sends prompt and platform, and fits the model's post to the platform", async () => {
    fake.respondWith({
      json: { post: "Our GreenLeaf bottle is here! ".repeat(20), hashtags: ["#GreenLeaf", "ocean plastic", "#Bottle"] },
    });
    const res = await postJson(app, "/api/social-post", { prompt: BOTTLE, platform: "twitter" });
    expect(res.status).toBe(200);
    expect(res.headers["x-engine"]).toBe("ai-provider");
    const sent = fake.lastRequest();
    expect(sent.body.response_format?.json_schema?.name).toBe("social_post");
    expect(userPrompt(sent)).toContain(BOTTLE);
    expect(userPrompt(sent)).toMatch(/Platform: twitter/);
    expect(xLength(res.body.post as string)).toBeLessThanOrEqual(280);
    expect(res.body.hashtags).toEqual(["#GreenLeaf", "#OceanPlastic"]);
  });

  it("answers 502 for a malformed answer (no silent fallback)", async () => {
    fake.respondWith({ json: { post: "only a post" } });
    const res = await postJson(app, "/api/social-post", { prompt: BOTTLE, platform: "instagram" });
    expect(res.status).toBe(502);
    expect(res.body.message).toMatch(/not in the expected format/);
  });
});

describe("an event's hours", () => {
  it("'Saturday 14 June 10am-2pm' is said 'from 10am to 2pm', not 'at 10am-2pm'", () => {
    const { post } = generatePost(
      "Our community garden's open day is Saturday 14 June 10am-2pm, free seedlings, bring your own pots",
      "facebook",
    );
    expect(post).toContain("from 10am to 2pm");
    expect(post).not.toMatch(/at 10am-2pm/);
  });
});

describe("hashtags from a place inside an event", () => {
  it("'kids' planting corner' gives no '#Corner'", () => {
    const { hashtags } = generatePost(
      "Our community garden's open day is Saturday 14 June 10am-2pm, free seedlings, kids' planting corner, bring your own pots",
      "facebook",
    );
    expect(hashtags).not.toContain("#Corner");
    expect(hashtags.length).toBeGreaterThan(0);
  });
});
