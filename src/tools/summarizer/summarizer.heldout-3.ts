/**
 * Third issue-11 pass, summarizer held-out sets (written away from the code, no reference summaries): set C was read
 * and graded before its fixes, set D was written after them and read once. Grades are in docs/tools/summarizer.md.
 */
export const SUMMARIZER_HELDOUT_C: { name: string; text: string }[] = [
  {
    name: "news-heatwave-water",
    text: `Water restrictions imposed as reservoirs fall to record low

By Priya Nair, Environment Correspondent

Households across the South West will be banned from using hosepipes from Friday after reservoir levels fell to their lowest point since records began in 1976, the region's water company said on Tuesday.

South Valley Water said its reservoirs were at 41% of capacity, compared with an average of 68% for the time of year, after the driest spring in almost five decades. The ban will affect about 1.2 million customers.

Under the restrictions, people will not be allowed to use hosepipes to water gardens, clean cars or fill paddling pools. Anyone caught breaking the rules could face a fine of up to £1,000.

"We know this is frustrating, and we did not take this decision lightly," said chief executive Mark Ellison. "But we have to protect supplies for essential use over the rest of the summer."

Campaigners criticised the company, pointing out that it loses around 90 million litres of water a day through leaking pipes. "Customers are being asked to make sacrifices while the company fails to fix its own network," said Anna Brooks of the group Clean Rivers Now.

The company said it had repaired more than 4,000 leaks since January and would spend £85 million on its network this year. The Met Office has forecast little significant rain for at least the next two weeks.`,
  },
  {
    name: "meeting-notes-plain",
    text: `Marketing sync - 12 Nov
Present: Jo, Ravi, Ellen, Tom (notes)

Ravi opened with the October numbers. Website traffic was up 14% on September, mostly from the new comparison pages, but newsletter sign-ups dropped from 1,900 to 1,350. Nobody is sure why yet; Ellen thinks the new pop-up timing is to blame.

We talked about the spring campaign for a while. Jo wants to go with the "Made to last" angle and push the repair service. Tom worried it sounds like we expect the product to break. After some back and forth we agreed to test both "Made to last" and "Built around you" on the February email before committing.

Budget: Ellen confirmed the Q1 budget is £42k, down from £50k. We agreed to cut the podcast sponsorships first rather than paid search.

Actions
- Ellen to roll back the pop-up timing and compare sign-ups over two weeks
- Jo to draft both campaign emails by 29 Nov
- Ravi to cancel the two podcast contracts before renewal on 1 Dec
- Tom to book the agency review for early December`,
  },
  {
    name: "complaint-email-broadband",
    text: `Subject: Complaint - repeated broadband outages, account 88123

Dear Sir or Madam,

I have been a customer of yours for six years and I have never had cause to complain until now. Since 2 October my broadband connection has dropped out at least once a day, sometimes for several hours at a time. I work from home, and on 14 October I missed an important client call because of it.

I have reported the fault three times (references 55102, 55348 and 55990). Each time I was told an engineer would call me back within 48 hours, and each time nobody did. Your automated line test says there is no fault, but the router's own log shows the connection dropping every day.

I am asking you to send an engineer to my property within the next seven days and to refund my monthly charge of £38 for October, since I have not received the service I am paying for. If this is not resolved by 10 November, I will take the matter to the ombudsman.

I look forward to your reply.

Yours faithfully,
Helen Carter
14 Larch Road, Bristol`,
  },
  {
    name: "request-email-time-off",
    text: `Hi Sam,

Hope your week's going OK. The Henderson launch went well in the end, and the client sent a nice note on Friday, which I've forwarded to the team.

I wanted to ask whether I could take unpaid leave from 3 to 14 March. My sister is getting married in Kerala, and the family is turning it into a two-week trip. I know March is busy with the audit, so I've already talked to Priya, who is happy to cover the weekly client reports, and I'd finish the Q1 forecast before I go.

Could you let me know by the end of next week if that works? Then I can book the flights while they're still cheap.

Thanks,
Anil`,
  },
  {
    name: "markdown-blog-houseplants",
    text: `# I killed 14 houseplants so you don't have to

*Posted 3 May · 6 min read*

When I moved into my first flat I bought plants the way other people buy candles: because they looked nice in the shop. Two years and fourteen dead plants later, I finally understand what I was doing wrong.

## Overwatering is the real killer

Almost every plant I lost drowned. I watered on a schedule, every Sunday, whether the soil was dry or not. **Check the soil with your finger first** — if the top two centimetres are still damp, wait.

## Light matters more than the label says

"Low light tolerant" does not mean "happy in a dark corner". My snake plant survived in the hallway but never grew. Moving it next to the window changed everything.

## Start with the hard-to-kill ones

- Pothos
- Snake plant
- ZZ plant
- Spider plant

These forgive mistakes while you learn.

## The bottom line

Most plants die from too much attention, not too little. Water less, give them more light, and start with forgiving species.`,
  },
  {
    name: "essay-homework",
    text: `Should primary schools abolish homework?

Every evening, in millions of homes, the same battle plays out over spelling lists and worksheets. Many parents assume that homework is a necessary part of learning, and some schools set it because parents expect it. But the evidence for homework in primary school is surprisingly weak.

Research reviews, including a large analysis by Harris Cooper, have found that homework has little measurable effect on the achievement of children under eleven. For teenagers the picture is different: moderate amounts of homework are linked to better results. For young children, however, the main effects seem to be stress and conflict at home.

There is also a fairness problem. A child with a quiet room and a parent who can help will find homework easy; a child sharing a bedroom with siblings, or whose parents work evenings, will not. Homework can widen the very gaps that schools try to close.

None of this means that learning should stop at the school gate. Reading together, cooking, playing games and visiting a library all build the skills homework aims at, without the worksheet. Primary schools should replace compulsory homework with encouragement to read at home, and save formal homework for secondary school.`,
  },
  {
    name: "spanish-news-tren",
    text: `El nuevo tren entre Valencia y Castellón reducirá el viaje a 35 minutos

El Ministerio de Transportes ha adjudicado este lunes las obras de duplicación de la vía entre Valencia y Castellón, un proyecto que permitirá reducir el tiempo de viaje de los 55 minutos actuales a 35 minutos.

Las obras, con un presupuesto de 210 millones de euros, comenzarán en enero y durarán unos tres años. Durante ese tiempo, el servicio de cercanías se mantendrá, aunque habrá cortes puntuales los fines de semana.

Según el ministerio, unas 18.000 personas utilizan cada día este trayecto, la mayoría para ir a trabajar o estudiar. Con la nueva vía, la frecuencia pasará de un tren cada 30 minutos a uno cada 15 en hora punta.

Las asociaciones de usuarios han celebrado el anuncio, aunque recuerdan que el proyecto lleva más de diez años de retraso. "Es una buena noticia, pero llega tarde", ha declarado la portavoz de la plataforma Tren Digno, Marta Gil.`,
  },
  {
    name: "chatgpt-answer-index-funds",
    text: `Great question! Index funds are one of the simplest and most effective ways to invest for the long term. Here's a breakdown of what they are and why many experts recommend them.

**What is an index fund?**
An index fund is a type of investment fund that aims to track the performance of a specific market index, such as the S&P 500. Instead of paying a manager to pick individual stocks, the fund simply buys all (or a representative sample) of the companies in the index.

**Why are they popular?**
1. **Low costs:** Because there is no active stock picking, fees are usually much lower, often below 0.1% a year.
2. **Diversification:** A single fund can give you exposure to hundreds of companies, which reduces the risk of any one company hurting your returns.
3. **Strong long-term performance:** Over periods of 15 years or more, most actively managed funds fail to beat their benchmark index after fees.

**Things to keep in mind**
Index funds will fall when the market falls; they do not protect you from downturns. They work best if you invest regularly and leave the money alone for many years.

In summary, index funds offer a low-cost, diversified and hands-off way to grow your money over time, which is why they are often recommended for beginners.`,
  },
  {
    name: "html-snippet-recall",
    text: `<div class="notice">
<h2>Product recall: Brightway 2-in-1 travel kettle</h2>
<p>We are recalling the <strong>Brightway 2-in-1 travel kettle</strong> (model BW-220, batch numbers 2311 to 2404) because the base can overheat and, in rare cases, melt while the kettle is in use.</p>
<p>If you own one of these kettles, please <em>stop using it immediately</em> and unplug it. You can return it to any of our stores for a full refund, with or without a receipt.</p>
<p>No other Brightway products are affected. We are sorry for the inconvenience.</p>
<p><a href="/recall">Check your batch number</a> &middot; Call 0800 555 0199</p>
</div>`,
  },
  {
    name: "review-standing-desk",
    text: `Good desk, annoying setup - 4/5

I've been using the LiftPro 140 standing desk for about six weeks now, mainly for 8-hour workdays.

The good: the motor is quiet and fast, going from sitting to standing height in about 12 seconds. The frame is rock solid even at full height, and the memory buttons mean I actually switch positions several times a day, which I never did with my old crank desk. My back pain has noticeably improved.

The bad: assembly took me almost three hours. The instructions are pictures only, two of the bolts were the wrong size, and I had to email support, who sent replacements within four days. The cable tray is also too shallow to hold a normal power strip.

Overall, once it's built it's an excellent desk for the price (£389), but budget an afternoon for the setup and check the bolts before you start.`,
  },
  {
    name: "forum-post-landlord",
    text: `Landlord wants to keep £600 of deposit for "cleaning" - is this allowed?

We moved out of a 2-bed flat in Leeds at the end of August after three years. We cleaned everything before we left, including the oven, and took photos of every room on the last day.

The letting agent has now emailed to say the landlord is keeping £600 of our £1,150 deposit for professional cleaning and repainting the living room. The walls were painted just before we moved in three years ago and there are some scuff marks, but nothing major.

Our deposit is protected with the DPS. Can they actually charge us for repainting after three years, and should we raise a dispute or try to negotiate with the agent first? Any advice appreciated.`,
  },
  {
    name: "report-library-usage",
    text: `Annual report: Eastfield Community Library, 2025

Summary
Visits rose to 48,200 in 2025, up 9% on 2024, and loans of children's books grew by 21%. E-book loans fell slightly for the first time since 2019.

Programmes
The homework club ran four afternoons a week during term time and was attended by an average of 26 children a session. The new digital help desk, staffed by volunteers on Tuesday mornings, helped 640 people with tasks such as online banking and job applications.

Finances
Total spending was £312,000, of which 71% went on staff. A £15,000 grant from the Harlow Trust paid for new shelving in the children's area.

Challenges
The building's heating system failed twice in January and the library had to close for six days. Volunteer numbers fell from 34 to 27.

Priorities for 2026
The board has agreed to replace the heating system, at an estimated cost of £60,000, and to launch a recruitment drive for volunteers in the spring.`,
  },
];
