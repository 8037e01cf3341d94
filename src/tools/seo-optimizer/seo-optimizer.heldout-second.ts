/**
 * A second held-out set for the SEO optimizer (issue 12's check, done again before hand-over): eleven articles of
 * kinds the first set lacked or had once (a how-to in Markdown, a listicle with numbered points, a news story, a
 * product page and a recipe pasted as HTML with entities, a figure, a table and a script, a two-sentence notice, a
 * keyword-stuffed page, a passive-heavy report, an FAQ, a technical post with code, a long text without headings).
 * Written for evaluation; the engine's differences from Yoast found on them were fixed in how text is read, never by
 * tuning thresholds (see docs/tools/seo-optimizer.md).
 */
import type { HeldOutArticle } from "./seo-optimizer.heldout";

export const HELD_OUT_SECOND: HeldOutArticle[] = [
  {
    id: "descale-kettle",
    kind: "how-to",
    text: `# How to Descale a Kettle with Household Vinegar

If you live in a hard water area, a white crust builds up inside your kettle within a few weeks. The crust is limescale, mostly calcium carbonate, and it slows down boiling, wastes electricity and leaves chalky flakes in your tea. The good news is that you can remove it in twenty minutes with things you already own.

## What you need

- White vinegar or lemon juice
- Water
- A soft sponge
- A clean tea towel

## Step 1: Fill the kettle halfway

Mix equal parts white vinegar and water and fill the kettle about halfway, so the solution covers every patch of scale. If the scale is thin, one part vinegar to two parts water is enough. Lemon juice works too, although it is weaker and more expensive.

## Step 2: Boil and wait

Bring the solution to the boil, then switch the kettle off and leave it for at least fifteen minutes. For a thick crust, leave it for an hour. The acid reacts with the limescale and slowly dissolves it, which is why you may see small bubbles on the bottom.

## Step 3: Rinse thoroughly

Pour the solution away and rinse the kettle two or three times with fresh water. Then boil a full kettle of clean water and pour it away as well, because otherwise your next cup of tea will taste of vinegar. Wipe any stubborn spots with the soft sponge, but never use steel wool, which scratches the element.

## How often should you descale?

In a soft water area, once every three months is plenty. In a hard water area, descale your kettle once a month. A kettle with a filter in the spout still needs descaling, since the filter only catches flakes that have already broken loose. Regular descaling keeps the kettle efficient, quiet and safe, and it adds years to its life.`,
  },
  {
    id: "energy-bill-listicle",
    kind: "listicle",
    text: `7 Simple Ways to Cut Your Energy Bill This Winter

Energy prices have risen sharply over the last two years, and winter is when most households feel it. Fortunately, you do not need expensive renovations to save money. These seven changes cost little or nothing and can cut a typical energy bill by a fifth.

1. Turn the thermostat down by one degree

Lowering your thermostat by a single degree can reduce heating costs by around ten percent. Most people do not notice the difference, especially if they wear a jumper indoors. Try it for a week and see whether anyone complains.

2. Bleed your radiators

If the top of a radiator stays cold while the bottom is hot, air is trapped inside. Bleeding it takes five minutes with a radiator key, and the room warms up faster afterwards.

3. Close your curtains at dusk

Windows lose a surprising amount of heat. Thick curtains drawn at sunset keep that heat in, while open curtains during sunny days let free warmth from the sun into the room.

4. Seal draughts around doors and windows

Self-adhesive draught strips cost a few pounds and fit in minutes. A draught excluder at the bottom of the front door also helps, and so does covering the letterbox with a brush.

5. Wash clothes at thirty degrees

Modern detergents clean well at low temperatures. Washing at thirty degrees instead of forty uses about a third less electricity, and your clothes last longer.

6. Switch off standby devices

Televisions, consoles and chargers left on standby quietly add to your energy bill. A smart plug or a simple switched extension lead makes turning them off at night easy.

7. Only boil the water you need

Filling the kettle for one cup wastes energy every single time. Measure the water with your mug, and the savings add up over a whole winter.

None of these tips will transform your energy bill overnight. However, together they make a real difference, and most of them become habits within a month.`,
  },
  {
    id: "harbour-news",
    kind: "news",
    text: `Storm Closes Harbour as Fishing Fleet Waits Out Gale Force Winds

The harbour at Porthleven was closed to all vessels on Tuesday morning after gale force winds and waves of up to seven metres battered the Cornish coast, the harbour master said.

About forty fishing boats remained tied up inside the inner basin, and crews were told not to attempt to leave until the storm had passed. The coastguard said it had received no calls for help overnight, but warned people to stay away from cliff paths and sea walls.

"We have seen waves breaking right over the pier since dawn," said harbour master Claire Penrose. "Nobody should be out there today, and the boats are safest where they are."

The Met Office issued an amber warning for wind across most of Cornwall and Devon, with gusts of up to 80 miles per hour expected on exposed coasts. Several roads were closed because of fallen trees, and more than 6,000 homes lost power in the early hours, according to the regional electricity network.

Fishermen said the closure would cost them a week of income at a time when catches were already poor. "Winter is always hard, but this year has been the worst I can remember," said skipper Mark Trewin, who has fished from the harbour for thirty years. He added that the local fishing fleet had lost at least twelve days at sea since November.

Local councillors said they would ask the government for emergency support for the harbour and the businesses that depend on it. The storm is expected to move north-east by Wednesday evening, when the harbour could reopen if an inspection finds no damage to the pier.`,
  },
  {
    id: "earbuds-product",
    kind: "product page (HTML)",
    text: `<h1>Solace Pro Wireless Earbuds</h1>
<p>The Solace Pro wireless earbuds block out the noise of trains, offices and cafés with adaptive noise cancelling, and they last a full working day on a single charge. They weigh just five grams each and come with four sizes of silicone tips, so they stay comfortable for hours.</p>
<h2>Sound and noise cancelling</h2>
<p>Custom 11 mm drivers deliver deep bass and clear vocals, and the companion app lets you adjust the equaliser to your taste. Adaptive noise cancelling measures the sound around you two hundred times per second and adjusts itself, whether you are on a plane or in a quiet library. Transparency mode lets you hear announcements without taking the wireless earbuds out.</p>
<h2>Battery life</h2>
<ul>
<li>Up to 9 hours of listening with noise cancelling on</li>
<li>Up to 32 hours in total with the charging case</li>
<li>Ten minutes of charging gives two hours of playback</li>
<li>Wireless charging with any Qi pad</li>
</ul>
<h2>Calls and connectivity</h2>
<p>Six microphones pick up your voice and filter out wind, so people hear you clearly even on a busy street. Bluetooth 5.3 keeps the connection stable, and multipoint pairing means you can switch between your laptop and your phone without reconnecting.</p>
<h2>What is in the box</h2>
<p>The box contains the earbuds, the charging case, a USB-C cable and four pairs of ear tips. Every pair of Solace Pro wireless earbuds comes with a two-year warranty and free returns within thirty days.</p>`,
  },
  {
    id: "cms-recipe-html",
    kind: "HTML paste",
    text: `<div class="entry-content"><h2>Easy Weeknight Chickpea Curry</h2>
<p>This <strong>chickpea curry</strong> is my go-to dinner when the fridge is nearly empty. It takes about <em>twenty-five minutes</em>, uses tins from the cupboard and tastes even better the next day.&nbsp;You can find more ideas on <a href="https://example.com/recipes">our recipes page</a>.</p>
<figure><img src="curry.jpg" alt="A bowl of curry"><figcaption>Serve it with rice or warm flatbread.</figcaption></figure>
<h3>Ingredients</h3>
<ul><li>2 tins of chickpeas, drained</li><li>1 tin of chopped tomatoes</li><li>1 tin of coconut milk</li><li>1 onion, 3 cloves of garlic and a thumb of ginger</li><li>2 tablespoons of curry powder</li></ul>
<h3>Method</h3>
<p>Fry the chopped onion in a little oil for five minutes until soft. Add the garlic, the ginger and the curry powder, and stir for another minute so the spices release their flavour. Pour in the tomatoes and the coconut milk, then add the chickpeas.</p>
<p>Simmer the chickpea curry for fifteen minutes, stirring now and then, until the sauce thickens. Taste it and add salt, a squeeze of lime or a pinch of chilli flakes. If it gets too thick, a splash of water loosens it.</p>
<table><tr><td>Serves</td><td>4</td></tr><tr><td>Calories</td><td>420 per portion</td></tr></table>
<p>Leftovers keep in the fridge for three days and freeze well for a month. In my house, however, there are rarely any leftovers &amp; the pot is usually scraped clean.</p>
<script>trackPageView();</script></div>`,
  },
  {
    id: "short-note",
    kind: "short text",
    text: `Our office will be closed on Monday for the bank holiday. Orders placed over the weekend will ship on Tuesday morning.`,
  },
  {
    id: "stuffed-lawyer",
    kind: "keyword-stuffed",
    text: `Best divorce lawyer Manchester. If you need the best divorce lawyer Manchester, call the best divorce lawyer Manchester today. Our best divorce lawyer Manchester team is the best divorce lawyer Manchester firm. Manchester best divorce lawyer services from the best divorce lawyer Manchester. Contact the best divorce lawyer Manchester for a free consultation with the best divorce lawyer Manchester. We are the best divorce lawyer Manchester and the best divorce lawyer Manchester choice for families who need a best divorce lawyer Manchester.`,
  },
  {
    id: "council-report",
    kind: "report (passive-heavy)",
    text: `Annual Review of the Riverside Recycling Programme

The Riverside recycling programme was launched in April 2022 by the borough council. Over the following twelve months, more than 18,000 households were enrolled, and a new collection route was introduced for flats and shared buildings. This review was commissioned to assess whether the programme met its targets.

Collection and participation

Recycling bins were delivered to every eligible household within the first three months. Participation was measured monthly by the collection crews, who recorded whether each bin was put out. By the end of the year, 71 percent of households were taking part, compared with 54 percent under the previous scheme. Participation was lowest in blocks of flats, where bins were often shared and were sometimes contaminated by general waste.

Contamination remains the main problem. Around 14 percent of the material that was collected could not be recycled, mostly because food waste and plastic bags were placed in the wrong bin. Leaflets were sent to every household in the autumn, and stickers were added to the bin lids. These measures were followed by a small drop in contamination, although the effect was not as large as had been hoped.

Costs and income

The programme was funded by a grant from the regional waste authority and by the council's own budget. The total cost of the first year was 2.1 million pounds, of which 1.4 million was spent on vehicles and bins. Income from the sale of recycled material was lower than expected, because prices for mixed paper and plastic fell sharply during the year.

Recommendations

It is recommended that the programme should be continued for a further three years. Shared bins in flats should be replaced with smaller individual containers where space allows, and the information campaign should be repeated twice a year. Contamination should be checked more often, and households that repeatedly put the wrong items in their bins should be contacted directly. If these changes are made, a participation rate of 80 percent is considered achievable by 2025.`,
  },
  {
    id: "houseplant-faq",
    kind: "FAQ",
    text: `Houseplant Care: Your Questions Answered

Why are the leaves of my houseplant turning yellow?

Yellow leaves usually mean too much water. Roots that sit in wet soil cannot breathe, so they rot and the plant drops its older leaves first. Let the top few centimetres of soil dry out before you water again, and make sure the pot has a drainage hole.

How often should I water a houseplant?

There is no single rule, because it depends on the plant, the pot and the season. Most leafy houseplants need water once a week in summer and every two or three weeks in winter. Push a finger into the soil: if it feels dry at the first knuckle, water thoroughly until water runs out of the bottom.

Does my houseplant need direct sunlight?

Very few indoor plants enjoy strong midday sun, which can scorch their leaves. A bright spot near a window, but out of direct rays, suits most of them. Cacti and succulents are the exception, since they prefer the sunniest windowsill you have.

When should I repot a houseplant?

Repot when roots grow out of the drainage hole or circle tightly around the inside of the pot. Spring is the best time, because the plant is starting to grow again. Choose a pot only slightly larger than the old one, otherwise the extra soil stays wet for too long.

Should I feed my plants?

Yes, but only during the growing season. A liquid feed diluted to half strength once a month from April to September is enough for most houseplants. In winter, stop feeding altogether, because the plant is resting and cannot use the nutrients.`,
  },
  {
    id: "git-branching",
    kind: "technical (Markdown with code)",
    text: `## A Simple Git Branching Workflow for Small Teams

Many small teams start with everyone committing straight to the main branch. That works for a while, but sooner or later two people change the same file, a half-finished feature reaches production, or nobody can tell which commit broke the build. A simple branching workflow solves these problems without adding much process.

### Create a branch for every change

Before you start work, create a new branch from an up-to-date main branch. Give it a short name that says what it is for, such as a ticket number or a few words.

\`\`\`
git switch main
git pull
git switch -c fix-login-timeout
\`\`\`

Commit as often as you like on your branch. Nobody else sees these commits until you push, so small, frequent commits are fine and make it easier to undo mistakes.

### Open a pull request early

Push the branch and open a pull request as soon as you have something to show, even if it is not finished. Mark it as a draft so reviewers know it is not ready. Early feedback catches design problems before you have spent days on them, and the continuous integration server runs the tests on every push.

### Keep your branch up to date

If the main branch moves on while you work, bring its changes into your branch regularly with \`git merge main\` or \`git rebase main\`. Small, frequent updates cause fewer conflicts than one large update at the end. When a conflict does happen, resolve it on your branch, run the tests and push again.

### Merge and delete

When the review is approved and the tests pass, merge the pull request into the main branch and delete the branch. Deleting old branches keeps the list short and makes it obvious what is still in progress. Finally, switch back to main and pull, and you are ready for the next change.`,
  },
  {
    id: "long-unbroken",
    kind: "long text without headings",
    text: `Walking to work changed my life in ways I did not expect when I sold my car three years ago. At first the decision was purely financial. The car needed a new gearbox, the insurance had gone up again and parking near the office cost more than my weekly food shopping. I worked out that walking the four kilometres each way would take about forty minutes, which seemed a lot, but I decided to try it for a month before buying anything else. The first week was hard. My feet hurt, I arrived sweaty on warm mornings and I had to get up half an hour earlier than before. By the second week, however, I had found a quieter route along the canal, bought a proper pair of shoes and started to look forward to the walk. By the end of the month I had no intention of going back.

The most obvious benefit was physical. I had never been particularly fit, and I had slowly put on weight during my twenties. Walking eighty minutes a day added up to more than six hours of exercise a week without ever going to a gym. Within six months I had lost eight kilos, my resting heart rate had dropped and I slept better than I had in years. My doctor, who had been gently nagging me about my blood pressure, was delighted at my next check-up. None of this required willpower in the usual sense, because the walk was simply how I got to work. There was no decision to make each morning, no membership to cancel and no excuse about the weather, since I had to get to the office anyway.

The less obvious benefit was mental. When I drove, I arrived at work already irritated by traffic, and I arrived home still thinking about the day. Walking gave me a buffer at both ends. In the morning I planned my day or listened to podcasts; in the evening I let the day go. Some problems that had seemed impossible at my desk solved themselves somewhere along the canal. I also started noticing things I had driven past for years: a heron that fishes under the same bridge every morning, the seasons changing in the trees, a small bakery that now knows my order. My city felt like a place I lived in rather than a place I drove through.

There were practical adjustments, of course. I keep a spare shirt at the office and a good waterproof jacket by the door. I do my big shopping online and have it delivered, and for the occasional trip out of town I rent a car or take the train, which still costs far less than owning a car did. On the worst days of winter I take the bus, and I no longer feel guilty about it. Walking is not possible for everyone, and I know that a four-kilometre commute is a luxury many people do not have. But if your journey to work is short enough, I would encourage you to try it for a month. You may find, as I did, that the time you thought you were losing turns into the best part of your day.`,
  },
];
