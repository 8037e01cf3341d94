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

export const SUMMARIZER_HELDOUT_D: { name: string; text: string }[] = [
  {
    name: "email-refund-request",
    text: `Hello,

Thanks for getting back to me so quickly last week about the mix-up with my booking.

Unfortunately the problem is not fixed. I booked two nights at your Harbour Street hotel for 18 and 19 October (booking ref HX-55812), then cancelled on 2 October, well within the free cancellation period. Your confirmation email says the cancellation went through, but my card was still charged £236 on 17 October.

Could you please refund the £236 to the same card and confirm by email once it has been processed? I have attached the cancellation confirmation and my bank statement.

Kind regards,
Tomás Ortega`,
  },
  {
    name: "news-library-closure",
    text: `Council plans to close four branch libraries to save £1.1m

Four of the city's eleven branch libraries will close next April under budget plans published by the city council on Thursday.

The libraries at Moorside, Eastbrook, Kings Hill and Wellfield would shut to save £1.1 million a year, as the council tries to close a £19 million gap in next year's budget. A mobile library van would visit each area once a week.

Council leader Sandra Okafor said the decision was "painful but unavoidable" after cuts to government funding. "We have protected the central library and the branches with the most visitors," she said.

Campaigners said the closures would hit older people and families without cars hardest. A petition against the plans has gathered more than 6,000 signatures in two days.

A public consultation will run until 15 January, and a final decision will be made at a full council meeting in February.`,
  },
  {
    name: "meeting-minutes-pta",
    text: `PTA meeting minutes — 5 March
Attendees: Grace (chair), Omar, Lucy, Dev, Hannah

1. Spring fair
Lucy reported that 14 stalls are booked so far. The fair will be on Saturday 26 April, 11am to 3pm. We still need volunteers for the tombola and the cake stall.

2. Playground equipment
The quote for the new climbing frame is £7,800. The PTA has £5,200 saved. After discussion it was agreed to apply for a £3,000 grant from the town council and to decide at the next meeting whether to go ahead.

3. Any other business
Dev asked whether the summer disco could move to a Friday. Nobody objected.

Actions
- Lucy to send the volunteer sign-up sheet to class reps by 12 March
- Hannah to submit the grant application by 20 March
- Grace to confirm the disco date with the head teacher`,
  },
  {
    name: "blog-running-markdown",
    text: `## What running my first marathon taught me

Last month I finished the Brighton Marathon in 4 hours and 41 minutes. I'm not fast, and I'm not built like a runner, so here's what actually got me to the finish line.

### Train slower than you think

Most of my training runs were at a pace where I could hold a conversation. It felt too easy, but it meant I could run five days a week without getting injured.

### Practise eating on the run

Around mile 18 your body runs out of easy fuel. I tried gels in training, hated two brands and found one that worked. On race day I took one every 40 minutes.

### The last 10k is mental

From mile 20 everything hurt. What kept me going was breaking the rest into single miles and thinking only about the next one.

If you're thinking of signing up: do it, start slowly, and give yourself at least 16 weeks.`,
  },
  {
    name: "complaint-email-noise",
    text: `Subject: Noise from the flat above — third complaint

Dear Ms Fraser,

I am writing again about the noise from flat 7, directly above mine. Since the new tenants moved in at the start of September, there has been loud music and shouting most nights until after 2am, including on weekdays.

I raised this with you by phone on 12 September and by email on 30 September. You said you would speak to the tenants, but nothing has changed. I have kept a diary of the noise, which shows disturbances on 23 of the last 30 nights.

I work early shifts at the hospital and this is seriously affecting my sleep and my health. I would like you to issue a formal warning to the tenants under clause 4 of their tenancy agreement within the next week, and to let me know in writing what action you have taken.

Yours sincerely,
Daniel Brooks
Flat 3, 22 Elm Grove`,
  },
  {
    name: "spanish-email-vecinos",
    text: `Hola a todos:

Os escribo porque el ascensor del edificio lleva averiado desde el lunes y la empresa de mantenimiento no viene hasta el día 14.

Para las personas mayores del tercer y cuarto piso esto es un problema serio. La señora Pilar, del 4ºB, no ha podido salir de casa en toda la semana.

Propongo que organicemos un turno de voluntarios para subirle la compra a quien lo necesite hasta que se arregle. Si podéis ayudar, apuntaos en la hoja que he dejado en el portal.

Gracias,
Lucía (2ºA)`,
  },
  {
    name: "essay-cities-cars",
    text: `Should city centres ban private cars?

For most of the last century, cities were redesigned around the car. Streets were widened, squares became car parks and pedestrians were pushed to the edges.

Many drivers argue that a ban would hurt shops, because customers would go elsewhere. Yet the experience of cities that have tried it suggests the opposite. When Pontevedra in Spain removed most cars from its centre, footfall rose and empty shops filled up again. Oslo reported similar results after removing parking spaces.

A ban is not free of problems. Deliveries, disabled access and people who live in the centre all need exceptions, and public transport must improve first.

But the case is strong. City centres should ban private cars in stages, starting with the busiest streets, and use the space for people, trees and buses.`,
  },
  {
    name: "support-answer-wifi",
    text: `Thanks for reaching out! Slow Wi-Fi at home is usually caused by one of a few common issues. Here's how to fix it step by step.

1. **Restart your router.** Unplug it for 30 seconds and plug it back in. This clears temporary faults and fixes most problems.
2. **Move the router.** Walls, floors and microwaves block the signal. Put the router somewhere central and high up, not in a cupboard.
3. **Check for busy devices.** A games console downloading an update or a laptop backing up to the cloud can use most of your bandwidth.
4. **Switch to the 5 GHz band.** If your router offers it, 5 GHz is faster over short distances and less crowded.

If none of these help, run a speed test next to the router. If the result is far below what your plan promises, contact your provider, as the fault may be on their side.`,
  },
];
