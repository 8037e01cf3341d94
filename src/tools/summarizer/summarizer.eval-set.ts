/**
 * Non-news evaluation set of the summarizer (bench section "quality"): texts of the kinds people paste (meeting
 * minutes, markdown posts, HTML, essays, e-mails, a licence, reviews, Spanish and French prose...), each with a
 * reference summary written by hand BEFORE the engine was tuned on them. Scored with ROUGE and with checks (no markup,
 * no heading as a sentence, the sections a reader needs reached, word budgets). Held-out texts, never tuned on, live
 * in summarizer.heldout.ts.
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export interface EvalText {
  id: string;
  kind: "minutes" | "post" | "html" | "essay" | "email" | "licence" | "review" | "news" | "report" | "notes";
  language: "en" | "es" | "fr";
  /** The input (a function when it is read from an installed package's file; null when that file is missing). */
  text: string | (() => string | null);
  /** A human summary, one sentence per line (ROUGE-Lsum reads lines). */
  reference: string;
  /** Headings whose content a medium summary must include (e.g. the Decisions of minutes). */
  mustReach?: string[];
}

/** A licence text shipped inside node_modules (real legal prose, hard-wrapped), or null when not installed. */
export function installedFile(relative: string): () => string | null {
  return () => {
    const file = fileURLToPath(new URL(`../../../node_modules/${relative}`, import.meta.url));
    return existsSync(file) ? readFileSync(file, "utf8") : null;
  };
}

export const EVAL_SET: EvalText[] = [
  {
    id: "minutes-product-sync",
    kind: "minutes",
    language: "en",
    mustReach: ["Decisions", "Action items"],
    text: `# Product team weekly sync — 14 November

Attendees: Laura (PM), Dev (Eng lead), Aiko (Design), Tom (QA)
Absent: Priya (Data)

## Updates
- Dev: the payments refactor is 80% done; the refund flow is the last big piece.
- Aiko: new onboarding screens are ready for review in Figma.
- Tom: regression suite now runs in 22 minutes instead of 40 after moving to parallel runners.
- Laura: two enterprise customers asked for SSO before renewal in January.

## Discussion
We spent most of the meeting on the release date. Tom found three blocking bugs in the checkout flow on Tuesday, and fixing them properly needs another week. Laura pointed out that marketing has already booked the launch newsletter, but agreed that shipping a broken checkout would cost more than a short delay.

## Decisions
- The 2.3 release moves from 20 November to 27 November.
- SSO goes on the Q1 roadmap as the top priority; the dark mode work is pushed to Q2.
- Design reviews will happen on Thursdays from now on.

## Action items
- Dev to finish the refund flow by Friday.
- Tom to re-test checkout on staging by Monday 24 November.
- Laura to tell marketing about the new date today.
- Aiko to share the onboarding prototype with two customers.`,
    reference: `The 2.3 release moves from 20 November to 27 November because QA found three blocking checkout bugs.
SSO becomes the top Q1 priority and dark mode moves to Q2.
Dev will finish the refund flow by Friday, Tom will re-test checkout by 24 November, and Laura will tell marketing about the new date.`,
  },
  {
    id: "minutes-residents-association",
    kind: "minutes",
    language: "en",
    mustReach: ["Resolved", "Actions"],
    text: `MAPLE COURT RESIDENTS' ASSOCIATION
Minutes of the general meeting held on 3 March 2025 at the community hall

Present: 23 residents, chair Margaret Ellis, treasurer Omar Haddad, secretary Jenny Cho
Apologies: Flat 4B, Flat 12A

1. Minutes of the last meeting
The minutes of the January meeting were approved without changes.

2. Treasurer's report
Omar reported a balance of £4,180 at the end of February. The spring garden day cost £310, slightly under budget. Service charge arrears have fallen from six flats to two since the reminder letters went out.

3. Bicycle storage
Several residents complained that bikes are being chained to the railings by the main entrance, which blocks the ramp for wheelchair users. The managing agent has quoted £2,900 for a covered rack for 20 bikes in the rear courtyard. Some residents felt the price was high and asked for a second quote.

4. Lift repairs
The east lift has been out of service three times this winter. The managing agent says the control board must be replaced and the part will arrive in April. Residents on the upper floors asked for a firm date and for the agent to attend the next meeting.

Resolved:
- To accept the treasurer's report.
- To get a second quote for the bike rack and decide by email before the end of March, with a ceiling of £3,000.
- To invite the managing agent to the May meeting to answer questions on the lift.

Actions:
- Omar: request a second bike rack quote by 17 March.
- Jenny: write to the managing agent about the lift and the May meeting.
- Margaret: put up signs asking residents not to lock bikes to the entrance railings.

Next meeting: 12 May 2025, 7 pm.`,
    reference: `The association approved the treasurer's report, which showed a balance of £4,180 and fewer flats in arrears.
Residents agreed to get a second quote for a covered bike rack, capped at £3,000, to stop bikes blocking the entrance ramp.
The managing agent will be invited to the May meeting to explain the repeated east lift failures.`,
  },
  {
    id: "notes-standup",
    kind: "notes",
    language: "en",
    mustReach: ["Blockers"],
    text: `Standup notes — mobile team, Wed

**Yesterday**
* Ana shipped the offline cache fix to beta (build 4.12.1)
* Ravi paired with backend on the push notification timeouts
* Lee wrote the migration script for saved searches

**Today**
* Ana: crash reports from Android 14 devices, mostly Samsung
* Ravi: finish the notification retry logic and add metrics
* Lee: dry-run the migration against a copy of production data

**Blockers**
* Lee cannot get read access to the production replica; waiting on the infra ticket since Monday
* The App Store review for 4.12 was rejected over the new login screen wording, so the iOS release is on hold until legal rewrites the consent text

Reminder: sprint demo moved to Friday 3 pm.`,
    reference: `The offline cache fix is in beta, and the team is working on Android 14 crashes, notification retries and the saved-search migration.
Two blockers: Lee has no access to the production replica, and the iOS 4.12 release is on hold after App Store review rejected the login screen wording.
The sprint demo moved to Friday at 3 pm.`,
  },
  {
    id: "post-md-remote-team",
    kind: "post",
    language: "en",
    text: `# 5 Things I Learned Running a Remote Team for Three Years

*Posted by Sam Whitaker · 8 min read*

When our company closed its office in 2021, I went from managing six people in one room to managing eleven people across four time zones. Here is what I wish someone had told me at the start.

## 1. Write things down, then write them down again

In an office, decisions travel by overhearing. Remotely, **if it is not written down, it did not happen**. We moved every decision into a short written note in our wiki, with the date, the people involved and the reason. It felt slow for a month; after that it saved us hours every week.

## 2. Overlap hours matter more than meetings

We agreed on a three-hour window when everyone is online. Meetings happen only inside that window, and the rest of the day is for focused work. People stopped answering messages at midnight, and the number of meetings dropped by a third.

## 3. Onboarding needs a buddy, not a handbook

Our handbook was 40 pages long and nobody read it. What worked was pairing every new hire with a buddy for their first six weeks, with a daily 15-minute call. New people reached their first solo release in half the time.

## 4. Trust shows up in what you measure

I used to track online status. It told me nothing. Now we look at outcomes: what shipped, what customers said, what got unblocked. The team noticed the change immediately, and so did our results.

## 5. Meet in person, on purpose

Twice a year we fly everyone to one city for three days. We do no status updates there, only planning and fun. Those days build the trust that carries us through the other 360.

## The short version

Remote work does not fail because people slack off. It fails when information, trust and time zones are left to chance. Put them on purpose into writing, overlap hours, buddies and real meetups, and a distributed team can work better than an office one.

[Subscribe to my newsletter](https://example.com/newsletter) for more notes on management.`,
    reference: `After three years of leading a distributed team, the author's lessons are to write every decision down, keep a shared window of overlap hours for meetings, give each new hire a buddy instead of a handbook, judge people by outcomes rather than online status, and bring the team together in person twice a year.
Remote teams fail when information, trust and time zones are left to chance.`,
  },
  {
    id: "post-md-webhooks",
    kind: "post",
    language: "en",
    text: `## Why we replaced polling with webhooks (and what broke)

For four years our integration service asked each partner API "anything new?" every 30 seconds. By last spring that meant 9 million requests a day, of which **97% returned nothing**. This post explains how we moved to webhooks and the three problems we did not see coming.

### The old design

Each partner had a worker that polled its API on a timer:

\`\`\`js
setInterval(async () => {
  const changes = await partner.fetchChanges(since);
  await queue.push(changes);
}, 30_000);
\`\`\`

It was simple and it worked, but it was slow (up to 30 seconds of delay) and it cost us about $6,000 a month in compute and partner rate limits.

### The new design

Partners now call our endpoint when something changes. We verify the signature, store the raw event, answer \`202 Accepted\` within 50 ms and process the event from a queue. Delivery delay fell from 15 seconds on average to under one second, and the monthly bill fell by 70%.

### What broke

1. **Duplicate events.** Partners retry when they do not hear back quickly, so the same event can arrive twice. We now keep every event id for 48 hours and drop repeats.
2. **Out-of-order events.** An "order updated" event sometimes arrived before "order created". Events are now ordered by the partner's own sequence number, not by arrival time.
3. **Silent partners.** When a partner's webhook sender goes down, nothing arrives and nothing looks wrong. We added a nightly reconciliation job that compares our data with the partner's API and alerts us on any gap.

### Should you switch?

If most of your polls come back empty, yes. Just plan for duplicates, ordering and silence from day one, because webhooks move those problems from your code to the network.`,
    reference: `The team replaced 30-second polling of partner APIs, which made 9 million mostly empty requests a day, with webhooks.
Delay fell to under a second and costs fell by 70%.
Three problems had to be solved: duplicate events, events arriving out of order, and partners whose webhooks silently stop, handled by de-duplication, sequence numbers and a nightly reconciliation job.`,
  },
  {
    id: "html-quarterly-update",
    kind: "html",
    language: "en",
    text: `<div class="update">
  <h2>Quarterly update</h2>
  <p class="meta">Posted on <time datetime="2025-04-02">2 April 2025</time> by the Finance team</p>
  <p>Revenue for the first quarter was <strong>$4.2 million</strong>, up 18% from the same quarter last year. Growth came mostly from the new <em>Team</em> plan, which now accounts for 31% of paying accounts.</p>
  <p>Costs rose faster than planned. Cloud spending increased by 26% because the new search feature indexes every document twice; engineering expects to cut that by half in May.</p>
  <h3>Highlights</h3>
  <ul>
    <li>1,150 new business customers, a record for a single quarter</li>
    <li>Customer churn fell from 3.1% to 2.4% per month</li>
    <li>The Berlin office opened in February with 14 staff</li>
  </ul>
  <h3>Outlook</h3>
  <p>We expect second-quarter revenue between $4.5 and $4.7 million. Hiring will slow to replacement only until cloud costs are back on plan.</p>
  <script>window.analytics && analytics.track("update_viewed");</script>
  <p><a href="/reports/q1.pdf">Download the full report (PDF)</a></p>
</div>`,
    reference: `First-quarter revenue rose 18% to $4.2 million, driven by the Team plan.
Costs grew faster than planned, with cloud spending up 26% because of the new search feature.
The company added 1,150 business customers, cut monthly churn to 2.4% and opened a Berlin office.
It expects $4.5 to $4.7 million in the second quarter and will slow hiring.`,
  },
  {
    id: "html-article-page",
    kind: "html",
    language: "en",
    text: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>City to plant 20,000 trees to cool its hottest streets | Riverside Gazette</title>
<style>body { font-family: Georgia, serif; } .byline { color: #666; }</style>
<script async src="https://cdn.example.com/ads.js"></script>
</head>
<body>
<nav><a href="/">Home</a> | <a href="/local">Local</a> | <a href="/sport">Sport</a></nav>
<article>
<h1>City to plant 20,000 trees to cool its hottest streets</h1>
<p class="byline">By Hannah Okafor &middot; 12 June 2025</p>
<p>Riverside will plant 20,000 street trees over the next five years, focusing on the neighbourhoods that record the highest summer temperatures, the city council decided on Tuesday.</p>
<p>Satellite measurements taken last August showed that streets in the Eastgate and Millbrook districts were up to 7&deg;C hotter than leafy areas in the north of the city. Those districts also have the fewest trees per resident and the highest share of people over 75.</p>
<p>&ldquo;Shade is a health measure, not a decoration,&rdquo; said councillor Rita Mendes, who proposed the plan. She pointed to the heatwave of 2022, when ambulance calls in Eastgate doubled.</p>
<p>The programme will cost &pound;9.5 million, of which &pound;6 million comes from a national climate adaptation fund. The rest will be paid from the parking budget. Residents will be able to request a tree outside their home through an online form from September.</p>
<p>Not everyone is convinced. The local shopkeepers' association warned that roots can damage pavements and that some parking spaces will be lost. The council said species with shallow roots will be avoided and that no more than 300 spaces will go.</p>
</article>
<footer><p>&copy; 2025 Riverside Gazette. All rights reserved.</p><p>Sign up for our newsletter</p></footer>
</body>
</html>`,
    reference: `Riverside will plant 20,000 street trees over five years, starting with Eastgate and Millbrook, which are up to 7°C hotter than greener districts and have many elderly residents.
The £9.5 million plan is mostly paid by a national climate fund.
Residents can request trees from September, while shopkeepers worry about damaged pavements and lost parking.`,
  },
  {
    id: "html-newsletter-event",
    kind: "html",
    language: "en",
    text: `<h1>Community Garden Newsletter &ndash; May</h1>
<p>Hello gardeners!</p>
<p>Spring has finally arrived and the plots are busier than ever. Here is what is happening this month.</p>
<h2>Plant sale on 17 May</h2>
<p>Our annual plant sale takes place on <b>Saturday 17 May from 10 am to 2 pm</b> at the main gate. All seedlings were grown by members in the greenhouse, and every pound raised goes to the new rainwater tanks. We still need <a href="mailto:sale@example.org">volunteers</a> for the morning shift.</p>
<h2>Water restrictions</h2>
<p>Because of the dry April, the water company has asked us to cut use by a fifth. Please water in the early morning or evening only, and use the butts before the taps. Hoses are banned until further notice.</p>
<h2>Plot inspections</h2>
<p>Inspections start on 1 June. Plots that are less than half cultivated will get a friendly reminder first; a second notice after four weeks may lead to the plot being offered to someone on the waiting list, which now has 42 names.</p>
<p>Happy growing,<br>The committee</p>`,
    reference: `The garden's annual plant sale is on Saturday 17 May from 10 am to 2 pm, with proceeds going to new rainwater tanks, and volunteers are needed.
After a dry April, members must cut water use by a fifth, water only in the morning or evening, and stop using hoses.
Plot inspections begin on 1 June, and neglected plots may go to the 42 people on the waiting list.`,
  },
  {
    id: "essay-cars-cities",
    kind: "essay",
    language: "en",
    text: `Cities Should Be Built for People, Not Parking

For most of the last century, cities were redesigned around the private car. Streets were widened, tram lines were torn up, and rules required every new building to come with a fixed number of parking spaces. The result is visible in almost every downtown: a third or more of the land is given over to storing vehicles that sit idle 95 percent of the time.

The cost of this choice is rarely counted. Parking minimums make housing more expensive, because each underground space can add tens of thousands of dollars to the price of a flat. They spread buildings apart, which makes walking and public transport less practical and pushes even more people into cars. Wide roads divide neighbourhoods and make them louder, hotter and more dangerous for children and older people.

Defenders of the car-centred city argue that it offers freedom, and for many people in today's cities a car really is the only practical way to get around. But that is a consequence of design, not a law of nature. Where cities have removed parking minimums, built protected bike lanes and run buses every few minutes, car trips have fallen without any loss of economic activity. Shops on streets that were pedestrianised in Ghent, Pontevedra and Oslo report steady or higher sales.

None of this requires banning cars. It requires pricing parking honestly, letting builders decide how many spaces they need, and giving street space to the ways of moving that carry the most people. A lane of traffic moves about 2,000 people an hour in cars; the same lane carries several times that as a bus lane or a bike path.

Cities are the places where most of us will live. We should stop building them around the needs of parked machines and start building them around the people who live in them.`,
    reference: `The essay argues that a century of designing cities around cars, with wide roads and mandatory parking, has made housing dearer, neighbourhoods less walkable and streets more dangerous.
Cities that dropped parking minimums and invested in buses and bike lanes cut car trips without hurting business.
Cities should price parking honestly and give street space to the modes that move the most people.`,
  },
  {
    id: "essay-adult-piano",
    kind: "essay",
    language: "en",
    text: `Learning the Piano at Forty-Two

I started piano lessons the week after my forty-second birthday. I had no musical background beyond a recorder in primary school, and I expected to quit within a month, as I had quit running, Italian and sourdough.

The first surprise was how slow progress was. Children seem to absorb pieces; I had to take them apart. My teacher made me play each hand separately at half speed until it was boring, then together at half speed, then a little faster. For the first three months I could not play anything that a visitor would recognise as music.

The second surprise was that slowness was the point. Because I could not rush, I had to pay attention, and paying attention turned out to be the most restful thing in my week. For twenty minutes a day my phone was in another room and the only problem in the world was a left hand that would not cross over the thumb.

Two years later, I can play a handful of Chopin preludes and most of the Beatles songbook, badly but with pleasure. I have also learned something about learning. Adults are not worse learners than children; we are more impatient ones. We want to be good quickly, and when we are not, we decide that we have no talent.

If you are thinking about starting something at forty, or sixty, or eighty, my advice is to lower the bar for the first year. Aim to practise, not to perform. Competence arrives later, almost by accident, and by then you will be enjoying the practice too much to care.`,
    reference: `The author began piano lessons at 42 with no musical background and found progress very slow, but the slow, attentive practice became the most restful part of the week.
Two years on, the author plays Chopin preludes and Beatles songs and concludes that adults are not worse learners than children, only more impatient.
The advice for late starters is to aim to practise, not to perform, in the first year.`,
  },
  {
    id: "email-project-update",
    kind: "email",
    language: "en",
    text: `From: Rachel Nguyen <rachel.nguyen@brightpath.io>
To: Website redesign team
Cc: Mark Delaney
Subject: Website redesign — status and revised timeline
Date: Thu, 9 Oct 2025 16:42

Hi everyone,

A quick update on where we stand with the website redesign before Monday's steering meeting.

The good news first: the new homepage and the pricing page are finished and approved by the brand team, and the content migration is ahead of schedule, with 310 of the 420 pages already moved to the new CMS.

The bad news is the search. The vendor's API does not support the filters we promised for the product catalogue, and building them ourselves will take about three weeks. Because of that, I am proposing that we launch on 17 November instead of 3 November. The alternative is to launch on time without catalogue filters, which sales has told me they would not accept.

Could you each check whether the new date causes problems for your team and reply by Friday noon? Mark, I would also like 20 minutes with you on Friday to agree how we tell the client.

Thanks,
Rachel

--
Rachel Nguyen | Project Manager, BrightPath Digital
+44 20 7946 0321 | brightpath.io`,
    reference: `The homepage and pricing page are finished and 310 of 420 pages have been migrated, but the search vendor's API lacks the promised catalogue filters.
Building them will take about three weeks, so Rachel proposes moving the launch from 3 November to 17 November.
Each team should say by Friday noon whether the new date causes problems.`,
  },
  {
    id: "email-complaint",
    kind: "email",
    language: "en",
    text: `Dear Customer Service,

I am writing to complain about order #58213, a dishwasher delivered on 22 September.

The delivery itself was two days late, which I accepted. However, when the installer connected the machine, it leaked from the bottom on the first cycle. The installer told me the door seal was torn and that he could not fix it, and he left without taking the machine away. Since then it has been standing in my kitchen, unusable.

I called your helpline on 24 September and again on 29 September. Both times I was promised a call back within 48 hours, and both times nobody called. I have spent over two hours on hold in total.

I paid £549 for a new machine and I have had no working dishwasher for three weeks. I would like you to either replace the dishwasher with a new one, delivered and installed by 20 October, or collect it and refund the full price, including the £45 installation fee.

I have attached photos of the torn seal and the delivery note. If I do not hear from you within seven days, I will raise the matter with my card provider.

Yours faithfully,
Helen Price`,
    reference: `Helen Price's new £549 dishwasher, order #58213, leaked on its first cycle because of a torn door seal, and two promised call-backs never came.
After three weeks without a working machine, she asks for a replacement installed by 20 October or a full refund including the £45 installation fee.
Without an answer in seven days she will go to her card provider.`,
  },
  {
    id: "email-thread-reply",
    kind: "email",
    language: "en",
    text: `Subject: Re: Venue for the team offsite

Hi Jonas,

Thanks for pulling the options together. I went through all three and I think the farmhouse near Ghent is the best fit: it sleeps all 18 of us, it has a proper meeting room with a projector, and at €7,400 for two nights it is the only option inside our budget of €8,000. The hotel in Antwerp is nicer but €2,100 over, and the castle has no room big enough for the whole group.

Two things before we book: can you check that the farmhouse can do a vegetarian menu for the whole stay, and whether they allow a late checkout on the Friday? If both are fine, please go ahead and pay the deposit this week.

Cheers,
Marta

On Mon, 6 Oct 2025 at 09:15, Jonas Berg <jonas@example.com> wrote:
> Hi Marta,
> I have three venues for the offsite on 20-22 November:
> 1. Farmhouse near Ghent, €7,400 for two nights, sleeps 18
> 2. Hotel in Antwerp, €10,100, breakfast included
> 3. Castle in the Ardennes, €7,900, but the largest room seats 12
> Let me know which you prefer.
> Jonas`,
    reference: `Marta chooses the farmhouse near Ghent for the November offsite: it sleeps all 18 people, has a meeting room, and at €7,400 it is the only venue within the €8,000 budget.
Jonas should check vegetarian meals and a late Friday checkout, then pay the deposit this week.`,
  },
  {
    id: "licence-cc-by-4",
    kind: "licence",
    language: "en",
    text: installedFile("caniuse-lite/LICENSE"),
    reference: `The Creative Commons Attribution 4.0 licence lets anyone share and adapt the licensed material for any purpose, including commercially.
In return, users must give credit to the creator, link to the licence and indicate whether they changed the material, and they may not add restrictions that stop others from using the licence's permissions.
The material is offered as-is, without warranties or liability, and the licence ends automatically if its terms are broken, though rights can be reinstated when the breach is cured within 30 days.`,
  },
  {
    id: "review-headphones",
    kind: "review",
    language: "en",
    text: `# Review: Auralis Q7 wireless headphones

**Rating: 4/5**

I used the Auralis Q7 for a month of daily commuting, two long-haul flights and a lot of video calls. At $249 they sit between the budget models and the big-name flagships, and for most people they are the better buy.

## Sound

Out of the box the sound is warm, with a bass boost that suits pop and electronic music but muddies acoustic recordings a little. The app's five-band equaliser fixes this in a minute. Vocals are clear and there is no hiss at low volume.

## Noise cancelling

Noise cancelling is the highlight. On a plane it removed almost all engine rumble, and on the train it was close to the $400 models I have tested. It is weaker with voices in an open office, where some chatter still gets through.

## Comfort and battery

The headphones weigh 250 grams and the pads are soft, but the headband pressed on the top of my head after about three hours. Battery life was excellent: I measured 34 hours with noise cancelling on, and a 10-minute charge gives about five hours.

## Pros
- Excellent noise cancelling for the price
- 34-hour battery
- Clear microphone for calls

## Cons
- Bass-heavy default tuning
- Headband gets uncomfortable on long sessions
- No case included, only a pouch

## Verdict

If you want strong noise cancelling and long battery life without paying flagship prices, the Q7 is easy to recommend. Listeners with big heads or a love of acoustic music should try them first.`,
    reference: `The $249 Auralis Q7 headphones get 4 out of 5: noise cancelling is excellent for the price, nearly matching $400 models on planes and trains, and the battery lasted 34 hours.
The default sound is bass-heavy until you adjust the equaliser, and the headband becomes uncomfortable after about three hours.
They are an easy recommendation for people who want strong noise cancelling without flagship prices.`,
  },
  {
    id: "review-restaurant",
    kind: "review",
    language: "en",
    text: `We went to Casa Lupita on a Friday night without a booking and waited about 25 minutes for a table, which the staff made painless with a free bowl of chips and a very good salsa verde.

The menu is short: eight tacos, three mains and two desserts. We shared the fish tacos, the mushroom and epazote tacos and the slow-cooked pork shoulder. The fish was crisp and light, and the pork was tender enough to pull apart with a fork, though it needed more salt. The mushroom tacos were the surprise of the night, smoky and rich, and I would go back for them alone.

Service was friendly but stretched; our mains arrived before we had finished the starters, and we had to ask twice for water. The room is loud once it fills up, so it is not the place for a quiet conversation.

Dinner for two with a beer each came to $74 before tip, which is fair for the quality. Casa Lupita is not perfect, but the food is the best Mexican cooking in the neighbourhood. Book ahead, ask for a table on the patio, and order the mushroom tacos.`,
    reference: `Casa Lupita serves the best Mexican food in the neighbourhood, with crisp fish tacos, tender pork and outstanding smoky mushroom tacos.
Service was friendly but rushed and the room gets loud.
Dinner for two cost $74 before tip, which the reviewer finds fair; book ahead and order the mushroom tacos.`,
  },
  {
    id: "es-prose-sequia",
    kind: "news",
    language: "es",
    text: `Cataluña declara la emergencia por sequía en 200 municipios

La Generalitat de Cataluña declaró este jueves el estado de emergencia por sequía en 202 municipios, entre ellos Barcelona y su área metropolitana, después de tres años con lluvias muy por debajo de la media. Los embalses que abastecen a la región se encuentran al 16% de su capacidad, el nivel más bajo desde que existen registros.

La medida limita el consumo de agua a 200 litros por habitante y día, incluidos los usos industriales y municipales. Quedan prohibidos el riego de jardines y parques con agua potable, el llenado de piscinas y el lavado de coches fuera de los establecimientos autorizados. Los ayuntamientos que superen el límite podrán ser multados.

La agricultura será el sector más afectado: los regantes deberán reducir su consumo en un 80%, y la industria en un 25%. Las organizaciones agrarias han advertido de que muchas explotaciones no podrán sostener la producción de frutales este año.

El Gobierno catalán confía en la desalinizadora de El Prat, que funciona a pleno rendimiento, y en la reutilización de aguas residuales para ganar tiempo. También estudia traer agua en barco desde Sagunto si la situación empeora en verano.`,
    reference: `Cataluña declaró la emergencia por sequía en 202 municipios, incluida Barcelona, con los embalses al 16% de su capacidad tras tres años de pocas lluvias.
El consumo queda limitado a 200 litros por habitante y día y se prohíben el riego con agua potable, el llenado de piscinas y el lavado de coches.
Los regantes deben recortar un 80% y la industria un 25%, mientras el Gobierno confía en la desalinizadora y la reutilización del agua.`,
  },
  {
    id: "es-md-teletrabajo",
    kind: "post",
    language: "es",
    text: `# Cómo organizar tu semana de teletrabajo sin perder la cabeza

Llevo cuatro años trabajando desde casa y he cometido casi todos los errores posibles. Estas son las costumbres que de verdad me han funcionado.

## Separa el espacio de trabajo

No hace falta un despacho, pero sí un rincón que solo uses para trabajar. Cuando trabajaba desde el sofá, nunca terminaba la jornada: el portátil seguía abierto hasta las once de la noche.

## Planifica el lunes, revisa el viernes

El lunes por la mañana dedico veinte minutos a elegir las tres tareas más importantes de la semana. El viernes compruebo cuáles he terminado y por qué las demás se han quedado atrás. Con este hábito tan sencillo he dejado de llegar al fin de semana con la sensación de no haber hecho nada.

## Protege las horas de concentración

- Bloquea dos horas cada mañana en el calendario.
- Silencia el chat y el correo durante ese tiempo.
- Deja las reuniones para la tarde siempre que puedas.

## Conclusión

El teletrabajo no se organiza solo. Un espacio propio, una planificación semanal y unas horas protegidas para concentrarse bastan para trabajar mejor y desconectar de verdad al terminar el día.`,
    reference: `Tras cuatro años de teletrabajo, el autor recomienda reservar un rincón solo para trabajar, elegir el lunes las tres tareas clave de la semana y revisarlas el viernes, y proteger dos horas de concentración cada mañana sin chat ni correo.
Con estas costumbres se trabaja mejor y se desconecta al terminar el día.`,
  },
  {
    id: "fr-prose-velo",
    kind: "news",
    language: "fr",
    text: `À Lyon, le vélo dépasse la voiture dans le centre-ville

Pour la première fois, les cyclistes sont plus nombreux que les automobilistes à traverser la presqu'île de Lyon aux heures de pointe, selon des comptages publiés lundi par la métropole. Entre 7 h et 9 h, les capteurs ont enregistré en moyenne 5 400 vélos contre 4 900 voitures sur les ponts qui mènent au centre.

Cette évolution s'explique par l'ouverture de 60 kilomètres de pistes cyclables sécurisées depuis 2021 et par la hausse du prix du stationnement. Le nombre de vélos en libre-service a aussi doublé, et les vélos cargos sont de plus en plus utilisés par les familles et les artisans.

Les commerçants restent partagés. Certains constatent une fréquentation en hausse, d'autres regrettent la disparition de places de livraison. La métropole promet de créer 300 aires de livraison supplémentaires d'ici la fin de l'année prochaine.`,
    reference: `Aux heures de pointe, les vélos sont désormais plus nombreux que les voitures dans le centre de Lyon, avec 5 400 vélos contre 4 900 voitures.
Cette hausse vient de 60 kilomètres de pistes sécurisées, du stationnement plus cher et du doublement des vélos en libre-service.
Les commerçants sont partagés et la métropole promet 300 aires de livraison.`,
  },
  {
    id: "news-plain-dateline",
    kind: "news",
    language: "en",
    text: `Rail strike to halt most trains on Friday

By Daniel Marsh, Transport Correspondent
PUBLISHED: 08:12 BST, 3 July 2025 | UPDATED: 11:40 BST, 3 July 2025

LONDON (Reuters) -- Most rail services across England will stop on Friday after talks between the train drivers' union and operators broke down late on Wednesday, leaving hundreds of thousands of commuters to find other ways to work.

The union said its members rejected a pay offer of 4% this year and 3% next year because it was tied to changes in rostering that would force drivers to work more weekends. Operators said the offer was "fair and affordable" and that the rostering changes were needed to run a reliable seven-day railway.

Only about one in five trains is expected to run, mostly between 7:30 am and 6:30 pm, and some lines will have no service at all. Operators advised passengers to travel only if necessary and said tickets for Friday could be used on Thursday or Saturday instead, or refunded.

It will be the fourth strike since March. The transport secretary said the government would not intervene in the dispute but urged both sides to return to talks. The union said further dates would be announced next week if no new offer is made.`,
    reference: `Most trains in England will not run on Friday after talks between the drivers' union and rail operators collapsed.
Drivers rejected a 4% and 3% pay offer linked to more weekend work.
Only about one train in five will run, and Friday tickets can be used on Thursday or Saturday or refunded.
It is the fourth strike since March.`,
  },
  {
    id: "report-incident",
    kind: "report",
    language: "en",
    mustReach: ["Root cause", "Action items"],
    text: `Incident report: checkout outage on 4 February

Summary
For 47 minutes on 4 February, between 14:05 and 14:52 UTC, customers could not complete purchases on the web shop. About 3,200 checkout attempts failed and we estimate lost sales of €61,000. The mobile apps were not affected.

Timeline
14:05 — Error rate on the payment service rises above 40%.
14:11 — On-call engineer paged; first suspicion is the payment provider.
14:30 — Provider confirms no problem on their side.
14:41 — Engineers find that the database connection pool of the payment service is exhausted.
14:52 — Configuration rolled back; checkout recovers.

Root cause
A configuration change deployed at 13:58 lowered the connection pool size of the payment service from 50 to 5. The change was meant for the staging environment but was applied to production because both environments shared one configuration file. Under normal afternoon traffic, requests queued for a connection and timed out.

What went well
Alerting fired within two minutes, and the rollback took less than a minute once the cause was known.

What went badly
We spent 19 minutes investigating the payment provider because the error messages did not mention the connection pool.

Action items
- Split staging and production configuration into separate files (owner: Platform team, due 14 February).
- Add the pool size and the number of waiting requests to the payment service dashboard (owner: Payments team, due 11 February).
- Require a second reviewer for production configuration changes (owner: Engineering managers, due 7 February).`,
    reference: `On 4 February checkout on the web shop failed for 47 minutes, costing about 3,200 orders and an estimated €61,000 in sales.
A configuration change meant for staging cut the payment service's database connection pool from 50 to 5 in production, because both environments shared one file.
The team will separate the configuration files, add pool metrics to the dashboard and require a second reviewer for production changes.`,
  },
  {
    id: "post-forum-job-offer",
    kind: "post",
    language: "en",
    text: `Should I take a lower salary for a fully remote job?

Throwaway account because my manager is on here.

I'm a backend developer with 6 years of experience, currently earning $128k at a bank in Chicago. The job is stable and the team is nice, but I commute 75 minutes each way and we are in the office four days a week. Since my daughter was born last year I barely see her on weekdays.

Last week I got an offer from a 200-person software company for a fully remote role at $112k. The equity is small, the benefits are similar, and the tech stack (Go and Postgres) is what I actually want to work with. The catch is obviously the $16k pay cut, and the company is not profitable yet, although they raised money in March.

My partner thinks I should take it because I would get 12 hours a week back. My dad thinks leaving a bank for a startup with a baby at home is crazy.

Things I've already done: I asked for $120k and they said $115k is their ceiling. I also asked my current manager about more remote days and was told the four-day policy is company-wide and won't change.

TL;DR: Stable $128k bank job with a long commute vs. $115k fully remote job at an unprofitable startup with a better stack. Young kid at home. What would you do?`,
    reference: `A backend developer earning $128k at a Chicago bank, with a 75-minute commute and four office days, has a fully remote offer at a 200-person unprofitable startup for $115k after negotiation.
The remote job would give back 12 hours a week with a young daughter and a better tech stack, and the poster asks whether the pay cut and risk are worth it.`,
  },
  {
    id: "notes-lecture-caps",
    kind: "notes",
    language: "en",
    text: `BIOLOGY 101 — LECTURE 7: PHOTOSYNTHESIS

OVERVIEW
Photosynthesis turns light energy into chemical energy stored in glucose. It happens in the chloroplasts of plant cells and in cyanobacteria. The overall equation: carbon dioxide plus water, with light, gives glucose and oxygen.

LIGHT-DEPENDENT REACTIONS
Take place in the thylakoid membranes. Chlorophyll absorbs mostly red and blue light, which is why leaves look green. Water molecules are split, releasing oxygen as a by-product. The energy is stored in ATP and NADPH.

CALVIN CYCLE
Takes place in the stroma and does not need light directly. The enzyme RuBisCO fixes carbon dioxide into organic molecules, using the ATP and NADPH from the light reactions. Three turns of the cycle produce one molecule of G3P, which the plant uses to build glucose.

LIMITING FACTORS
Light intensity, carbon dioxide concentration and temperature. Above about 35°C the enzymes start to lose efficiency.

FOR THE EXAM
Know the inputs and outputs of each stage and be able to explain why oxygen comes from water, not from carbon dioxide.`,
    reference: `Photosynthesis turns light into chemical energy stored in glucose, in two stages.
In the light-dependent reactions in the thylakoid membranes, chlorophyll absorbs light, water is split and oxygen is released, storing energy in ATP and NADPH.
In the Calvin cycle in the stroma, RuBisCO uses that energy to fix carbon dioxide into sugar.
Light, carbon dioxide and temperature limit the rate.`,
  },
  {
    id: "post-md-recipe",
    kind: "post",
    language: "en",
    text: `# Weeknight lentil soup

This is the soup I make every Sunday in winter and eat for lunch until Wednesday. It costs about $6 for six bowls, takes 40 minutes, and needs nothing you can't find in a corner shop.

## Ingredients

- 1 onion, 2 carrots and 2 celery sticks, chopped
- 3 cloves of garlic
- 250 g red lentils, rinsed
- 1 tin of chopped tomatoes
- 1.5 litres of vegetable stock
- 1 teaspoon each of cumin and smoked paprika
- Juice of half a lemon

## Method

1. Soften the onion, carrots and celery in a little oil for 10 minutes.
2. Add the garlic and spices and cook for one more minute.
3. Add the lentils, tomatoes and stock, bring to the boil and simmer for 25 minutes.
4. Blend half of the soup, stir it back in, and finish with the lemon juice and salt.

## Tips

The soup thickens in the fridge, so add a splash of water when you reheat it. It also freezes well for up to three months. For a richer version, stir in a spoonful of yoghurt just before serving.`,
    reference: `A cheap lentil soup that makes six bowls for about $6 in 40 minutes.
Soften onion, carrots and celery, add garlic, cumin and paprika, then simmer red lentils with tomatoes and stock for 25 minutes.
Blend half, finish with lemon juice, and thin it with water when reheating; it freezes for three months.`,
  },
];
