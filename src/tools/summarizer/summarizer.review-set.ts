/**
 * Review sets of the summarizer (issue 11 review): texts written for a reading review, each with a hand-written
 * reference summary written before the outputs were seen. Round 1 was read, graded, and its defect classes fixed in
 * general; round 2 was written after those fixes and read once. Neither was used to tune weights. Grades are in
 * docs/tools/summarizer.md.
 */
import { installedFile, type EvalText } from "./summarizer.eval-set";

export const REVIEW_ROUND_1: EvalText[] = [
  {
    id: "r1-minutes-allotment",
    kind: "minutes",
    language: "en",
    mustReach: ["Actions"],
    text: `MINUTES OF THE RIVERSIDE ALLOTMENT SOCIETY COMMITTEE
Held in the pavilion, Thursday 6 March, 7.30 pm

Present: Gordon Hale (chair), Meera Shah (treasurer), Pat O'Neill, Lena Kowalski, Sam Boateng
Apologies: Derek Finch

1. Minutes of the last meeting
These were approved without changes.

2. Treasurer's report
Meera reported a balance of £3,412. Plot rents for the year have come in from 41 of 48 holders; reminders went out last week. The water bill rose by 22% after the leak near plot 17 went unnoticed for a month.

3. Water supply
The committee discussed the leak at length. Pat said the old galvanised pipe along the north path is corroded and will keep failing. A plumber quoted £1,150 to replace 60 metres with polyethylene pipe. Lena asked whether members could do the trench work themselves to save money; Gordon felt this was reasonable if the plumber makes the connections.

4. Waiting list
There are now 23 people on the waiting list, some for over two years. Sam proposed splitting the three neglected full plots into half plots. After discussion this was agreed, subject to the holders being given 28 days' notice first.

5. Any other business
The spring seed swap will be on Saturday 5 April. Lena will ask the bakery about donating cakes.

Actions
- Meera to accept the plumber's quote and book the work for late March.
- Pat to organise a volunteer digging day before the plumber arrives.
- Gordon to send notices to the three plot holders this week.
- Lena to contact the bakery.

Next meeting: Thursday 3 April.`,
    reference: `The committee will replace the corroded water pipe on the north path for £1,150, with members digging the trench to save money, after a leak raised the water bill by 22%.
Three neglected plots will be split into half plots for the 23 people on the waiting list, once the holders get 28 days' notice.
The society has £3,412 and 41 of 48 plot rents are in; the seed swap is on 5 April.`,
  },
  {
    id: "r1-md-post-sourdough-ops",
    kind: "post",
    language: "en",
    text: `---
title: "What running a bakery taught me about on-call"
date: 2025-02-11
tags: [ops, reliability]
---

# What running a bakery taught me about on-call

Before I was an SRE I spent four years running a small bakery in Leeds. I didn't expect the two jobs to have much in common. They turned out to have *a lot* in common.

## The oven is always on

A bakery is a production system with a hard deadline: the doors open at 7 am whether the bread is ready or not. We started at 3. If the proofer failed at 4, there was no rollback — there was only triage. You learn quickly which problems matter now and which can wait until the shop is quiet.

On-call is the same. When an alert fires at 3 am, the question isn't "what is the root cause?" but "what does the customer see, and how do I stop that?" The root cause can wait until after coffee.

## Checklists beat heroes

My best baker, Tomasz, never trusted his memory. He had a laminated card for every dough, and he followed it even after making the same loaf ten thousand times. The one morning he skipped it, we sold 200 salt-free baguettes.

Runbooks work the same way. Writing them feels slow, but they are what let a tired person at 3 am do the right thing. A few rules I now follow:

1. Every alert links to a runbook, even a two-line one.
2. The first step of every runbook is "check what users see".
3. If you had to improvise, update the runbook before you close the incident.

## Rest is part of the system

The bakery nearly broke me because I never took a day off. I thought being there was the same as being useful. It isn't. A rested person makes better calls than an exhausted one who knows everything.

If your rota relies on one person who "just knows" the system, you don't have a rota — you have a single point of failure with a pager.

## What I'd tell a new on-call engineer

Protect the customer first, write things down, and go to sleep when your shift ends. The system will still be there in the morning. So, hopefully, will you.

*Thanks to [Aisha](https://example.com/aisha) for reading a draft of this.*`,
    reference: `Running a bakery taught the author that on-call work should first stop what customers see and leave the root cause until later.
Checklists beat memory: every alert should link to a runbook that starts with what users see and is updated after improvising.
Rest is part of the system, and a rota that depends on one person is a single point of failure.`,
  },
  {
    id: "r1-html-library-notice",
    kind: "html",
    language: "en",
    text: `<div class="notice-card">
  <h2 class="notice-title">Central Library will close for renovation</h2>
  <p class="meta">Posted by <a href="/staff/jmorris">J. Morris</a> &middot; 3 June 2025</p>
  <p>Central Library on Market Street will <strong>close from 1 July until late November</strong> while the building gets a new roof, step-free access at the front entrance and a refurbished children&rsquo;s floor.</p>
  <p>During the closure:</p>
  <ul>
    <li>Books can be returned to any branch or to the drop box outside the Market Street entrance, which stays open.</li>
    <li>Loans due during July will be extended automatically to 31 August &mdash; you don&rsquo;t need to do anything.</li>
    <li>The local studies collection moves temporarily to Hillside Library, open Tuesday to Saturday.</li>
    <li>Free computer sessions continue at Hillside and Northgate.</li>
  </ul>
  <p>The &pound;2.4 million project is funded by the council and a heritage grant. &ldquo;We know this is a long closure,&rdquo; said head of libraries Anna Reyes, &ldquo;but the building will finally be open to everyone.&rdquo;</p>
  <p class="small">Questions? Email <a href="mailto:libraries@example.gov">libraries@example.gov</a> or call 0113 496 0000.</p>
  <button class="share">Share this notice</button>
</div>`,
    reference: `Central Library on Market Street will close from 1 July until late November for a new roof, step-free access and a refurbished children's floor, a £2.4 million project.
Books can be returned to any branch or the drop box, July loans are extended to 31 August, and the local studies collection moves to Hillside Library.`,
  },
  {
    id: "r1-licence-apache",
    kind: "licence",
    language: "en",
    text: installedFile("typescript/LICENSE.txt"),
    reference: `The Apache License 2.0 lets anyone use, reproduce, modify and distribute the work and derivative works, royalty-free, including a patent licence from each contributor.
Redistributions must include the licence, keep copyright and attribution notices and the NOTICE file, and mark changed files.
A patent licence ends for anyone who sues claiming the work infringes a patent, and the work is provided as-is, without warranties or liability.`,
  },
  {
    id: "r1-es-prose-bibliotecas",
    kind: "news",
    language: "es",
    text: `Las bibliotecas de barrio vuelven a llenarse

Durante años se dijo que las bibliotecas públicas estaban condenadas a desaparecer. Internet ofrecía todos los libros, todas las películas y todas las respuestas, y las salas de lectura parecían un resto del siglo pasado. Sin embargo, en muchas ciudades españolas ha ocurrido lo contrario.

En Zaragoza, las bibliotecas municipales registraron el año pasado más de 1,3 millones de visitas, un 18 % más que antes de la pandemia. El perfil de los usuarios también ha cambiado: ya no son sobre todo estudiantes en época de exámenes, sino también personas mayores que acuden a talleres de informática, familias con niños pequeños y trabajadores a distancia que buscan un lugar tranquilo fuera de casa.

«La biblioteca se ha convertido en la sala de estar del barrio», explica Marta Gil, bibliotecaria en el distrito de Delicias. Según Gil, muchos vecinos no vienen a por un libro concreto, sino a leer el periódico, a usar el wifi o simplemente a estar acompañados.

El cambio no ha llegado sin problemas. Las plantillas apenas han crecido y en algunos centros una sola persona atiende la sala, el préstamo y las actividades. Los sindicatos piden al ayuntamiento que cubra las 14 plazas vacantes antes del verano.

El consistorio ha anunciado que ampliará el horario de tres bibliotecas hasta las nueve de la noche a partir de septiembre, una medida que los usuarios reclamaban desde hace tiempo.`,
    reference: `Las bibliotecas municipales de Zaragoza recibieron más de 1,3 millones de visitas el año pasado, un 18 % más que antes de la pandemia, con usuarios más diversos.
Las plantillas apenas han crecido y los sindicatos piden cubrir 14 plazas vacantes.
El ayuntamiento ampliará el horario de tres bibliotecas hasta las nueve de la noche desde septiembre.`,
  },
  {
    id: "r1-review-air-fryer",
    kind: "review",
    language: "en",
    text: `★★★☆☆ Good fryer, terrible app

I bought the Korvo XL 6-litre air fryer in January to replace an old 3-litre basket model, and I've used it almost every day since.

The cooking itself is excellent. Chips come out crisp in about 18 minutes, chicken thighs are done in 22, and the dual-zone baskets mean I can do the veg and the meat at the same time and have them finish together. It's also noticeably quieter than my old one, and the baskets go in the dishwasher without losing their coating (so far).

The problems are all around the edges. The "smart" app needs an account, asks for your location, and lost the connection to the fryer twice a week until I gave up on it. You don't need the app to cook, but some presets are only available through it, which feels cynical. The unit is also huge: it's 42 cm deep and doesn't fit under my wall cupboards, so it lives on the dining table.

Customer service was polite but slow — it took nine days to get a reply about the app.

Would I buy it again? Probably, but I'd pay less for the non-smart version, which is the same fryer without the Wi-Fi for £40 less. If you have the counter space and don't care about the app, it's a very good fryer.`,
    reference: `The Korvo XL cooks very well: crisp chips in 18 minutes, dual-zone baskets that finish together, quieter than older models and dishwasher-safe.
Its app is unreliable and intrusive, some presets need it, and the unit is 42 cm deep.
The reviewer would buy the non-smart version, the same fryer for £40 less.`,
  },
  {
    id: "r1-abstract-sleep",
    kind: "report",
    language: "en",
    text: `Effects of a later school start time on adolescent sleep and attendance: a two-year cluster trial

Background: Adolescents' circadian rhythms shift later during puberty, yet most secondary schools begin before 8:30 am. Evidence that delaying school start improves sleep comes mainly from observational studies.

Methods: We randomly assigned 24 secondary schools in three regions to move their start time from 8:20 am to 9:10 am (12 schools) or to keep their usual schedule (12 schools). Sleep was measured with wrist actigraphy in a random sample of 1,870 students aged 13 to 16 at baseline and after one and two years. Attendance and grades came from school records.

Results: After one year, students at later-starting schools slept on average 34 minutes longer on school nights (95% CI 26 to 42) than students at control schools, and the difference persisted at two years (29 minutes). Bedtimes moved later by only 11 minutes. Unauthorised absence fell from 4.1% to 3.2% of sessions in later-starting schools, with no change in control schools. We found no significant difference in maths or reading grades.

Conclusions: A 50-minute delay in school start time led to substantially longer sleep and modestly better attendance, without a meaningful later shift in bedtime. Effects on academic results may need a longer follow-up.`,
    reference: `In a trial across 24 secondary schools, moving the start time from 8:20 to 9:10 am gave students 34 minutes more sleep on school nights after one year and 29 minutes after two, with bedtimes only 11 minutes later.
Unauthorised absence fell from 4.1% to 3.2%, but maths and reading grades did not change.`,
  },
  {
    id: "r1-email-support-thread",
    kind: "email",
    language: "en",
    text: `Subject: Re: Re: Invoice charged twice (ticket #48213)

Hi Daniel,

Thanks for your patience. I've checked with our billing team and you're right: the renewal on 2 May went through twice because our payment provider timed out and our system retried without checking whether the first charge had succeeded.

We've refunded the duplicate charge of $348.00 today. It usually takes 5 to 10 business days to show on your card statement. Your subscription is active until 2 May next year and nothing else on the account has changed.

We've also fixed the retry logic so this shouldn't happen to anyone again. As an apology, I've added three months of the Pro plan at no cost.

If the refund hasn't appeared by 20 May, reply to this email and I'll chase it personally.

Best regards,
Hannah
Customer Support, Tallyline

On Mon, 6 May, Daniel Ortiz <d.ortiz@example.com> wrote:
> Hi, it's been four days and I still haven't heard anything. I can see two charges of $348 on my card. Can someone please look at this?
>
> On Thu, 2 May, Daniel Ortiz wrote:
>> Hello, I was charged twice for my annual renewal today. Please refund one of the payments.
>> Thanks,
>> Daniel`,
    reference: `Daniel's annual renewal was charged twice on 2 May because the payment provider timed out and the system retried.
The duplicate $348 charge has been refunded and should appear in 5 to 10 business days, the retry logic is fixed, and three months of the Pro plan were added as an apology.`,
  },
  {
    id: "r1-recipe-dal",
    kind: "post",
    language: "en",
    text: `Weeknight red lentil dal

Serves 4 · Prep 10 minutes · Cook 30 minutes

This is the dal I make when the fridge is nearly empty. It needs one pot, costs very little, and tastes better the next day. The tarka at the end — spices sizzled in hot oil and poured over the top — is what makes it special, so don't skip it.

Ingredients
- 250 g red lentils, rinsed
- 1 onion, finely chopped
- 3 garlic cloves, grated
- a thumb of ginger, grated
- 1 tsp turmeric
- 400 g tin of chopped tomatoes
- 1 litre water or stock
- juice of half a lemon
For the tarka:
- 2 tbsp oil or ghee
- 1 tsp cumin seeds
- 1 tsp mustard seeds
- 1 dried chilli

Method
1. Soften the onion in a little oil for 8 minutes, then add the garlic, ginger and turmeric and cook for one minute more.
2. Add the lentils, tomatoes and water. Simmer for 20-25 minutes, stirring now and then, until the lentils have broken down.
3. Season with salt and the lemon juice. Add more water if you like it looser.
4. For the tarka, heat the oil until very hot, add the seeds and chilli, and as soon as the mustard seeds pop, pour everything over the dal.

Serve with rice or flatbread. It keeps for three days in the fridge and freezes well.`,
    reference: `A cheap one-pot red lentil dal for four: onion, garlic, ginger and turmeric are softened, then lentils, tinned tomatoes and water simmer for 20-25 minutes and are seasoned with lemon and salt.
A tarka of cumin and mustard seeds and chilli fried in hot oil is poured over at the end.
It keeps for three days and freezes well.`,
  },
  {
    id: "r1-news-bridge",
    kind: "news",
    language: "en",
    text: `Ferry service suspended after crack found in landing ramp

By Rachel Okafor, Transport Correspondent

The Kessock ferry will not run for at least two weeks after engineers found a crack in the steel ramp at the southern terminal, the operator said on Tuesday.

About 1,400 passengers a day use the crossing, which shortens the journey between the two towns by 40 minutes. Commuters now face a 26-mile detour by road.

The fault was discovered during a routine inspection on Monday night. "We could not in good conscience keep running," said Alan Whyte, the operator's chief executive. "The ramp carries vehicles of up to 40 tonnes, and a failure would be catastrophic."

He said a replacement section was being fabricated in Glasgow and would be fitted as soon as it arrived. A free shuttle bus will run every 30 minutes between the two terminals from Wednesday morning.

Local councillor Fiona Grant said the closure showed the need for long-promised investment. "This ramp is 38 years old. We were told in 2019 it would be replaced within five years. It wasn't," she said.

The Scottish government said it would meet the operator this week to discuss funding.`,
    reference: `The Kessock ferry is suspended for at least two weeks after engineers found a crack in the steel landing ramp at its southern terminal.
Its 1,400 daily passengers face a 26-mile detour, though a free shuttle bus will run every 30 minutes.
A local councillor said the 38-year-old ramp should have been replaced years ago.`,
  },
];

export const REVIEW_ROUND_2: EvalText[] = [
  {
    id: "r2-md-minutes-standup",
    kind: "minutes",
    language: "en",
    mustReach: ["Decisions"],
    text: `## Platform retro — sprint 42

**Date:** 9 October  
**Facilitator:** Noor

### What went well
- The new deploy pipeline cut release time from 40 minutes to 12.
- Only one incident this sprint, and it was resolved in under an hour.

### What didn't
- Flaky integration tests blocked merges on four separate days.
- Nobody owned the on-call handover, so two alerts were missed on Saturday.

### Decisions
- Flaky tests will be quarantined automatically after three failures in a week.
- Karim will own the on-call handover document from next sprint.
- We will stop the Friday afternoon deploy freeze as a trial for two sprints.

### Action items
- [ ] Noor to write the quarantine script by 16 October
- [ ] Karim to set up the handover template`,
    reference: `The new pipeline cut release time from 40 to 12 minutes, but flaky tests blocked merges on four days and two alerts were missed because nobody owned the on-call handover.
Flaky tests will be quarantined after three failures a week, Karim will own the handover, and the Friday deploy freeze is lifted for a two-sprint trial.
Noor will write the quarantine script by 16 October.`,
  },
  {
    id: "r2-news-school-meals",
    kind: "news",
    language: "en",
    text: `Councils warn free school meal expansion is underfunded

Councils in England say they will need an extra £180 million a year to deliver the government's plan to offer free lunches to every primary pupil from next September.

The Local Government Association said kitchens in about a third of schools were too small to cook for every child, and that many would need new equipment before the scheme could start.

The Department for Education has set aside £1.1 billion for the policy. It said the money was "fully costed" and based on a meal price of £2.61.

Caterers say that figure is out of date. "Food and staff costs have gone up by nearly a fifth in two years," said Martin Hale, who runs a catering firm that serves 140 schools in the Midlands. He said suppliers were already refusing contracts at the current rate.

Parents' groups welcomed the plan but urged ministers to settle the funding quickly so that schools could prepare.`,
    reference: `Councils in England say they need an extra £180 million a year to provide free lunches to every primary pupil from next September, as a third of school kitchens are too small.
The government has set aside £1.1 billion based on a meal price of £2.61, which caterers say is out of date after costs rose by nearly a fifth.`,
  },
  {
    id: "r2-licence-gpl3",
    kind: "licence",
    language: "en",
    text: installedFile("yoastseo/LICENSE"),
    reference: `The GNU GPL version 3 lets anyone run, study, share and modify the program, and guarantees these freedoms to everyone who receives a copy.
Anyone who distributes the program or a modified version must pass on the same freedoms: the complete source code under the same licence, with the copyright and licence notices kept.
The program comes without warranty, patent licences are granted by contributors, and rights end for anyone who violates the licence unless the violation is cured.`,
  },
  {
    id: "r2-es-email-vecinos",
    kind: "email",
    language: "es",
    text: `Asunto: Obras en el portal a partir del lunes

Hola a todos:

Os escribo en nombre de la junta de la comunidad. El lunes 3 de marzo empiezan las obras para instalar el ascensor en el portal, que aprobamos en la reunión de enero. Durarán unas seis semanas.

Durante las obras, la entrada principal estará cerrada de 8:00 a 15:00 y habrá que entrar por la puerta del garaje. Los contenedores de basura se moverán a la esquina de la calle Aragón.

La primera derrama, de 450 euros por vivienda, se cobrará el 1 de abril. Si alguien necesita pagarla en varios plazos, puede hablar con Lucía, la administradora, antes del 20 de marzo.

Gracias por vuestra paciencia.

Un saludo,
Andrés (presidente)`,
    reference: `Las obras del ascensor del portal empiezan el lunes 3 de marzo y durarán unas seis semanas.
Mientras tanto se entrará por el garaje de 8:00 a 15:00 y los contenedores se moverán a la calle Aragón.
La primera derrama de 450 euros se cobrará el 1 de abril y quien quiera pagarla a plazos debe hablar con la administradora antes del 20 de marzo.`,
  },
  {
    id: "r2-review-md-ebike",
    kind: "review",
    language: "en",
    text: `# Six months with the Volta City e-bike

I bought the Volta City in April to replace a 25-minute bus commute. I've now ridden it about 1,900 km.

## The good
The motor is smooth and quiet, and the torque sensor makes it feel like a normal bike with a strong tailwind. Range is honest: I get 70 km from a charge in the middle assist level, about four days of commuting. The integrated lights and mudguards mean I can ride in work clothes.

## The not so good
At 24 kg it is heavy to carry up the stairs to my flat. The stock saddle was painful after the first week and I replaced it. The app is optional, which I count as a plus.

## Verdict
It has replaced the bus completely and paid for itself in bus fares in about eleven months. If you have somewhere to store it on the ground floor, I'd recommend it without hesitation.`,
    reference: `After 1,900 km the reviewer finds the Volta City e-bike smooth and quiet, with an honest 70 km range and built-in lights and mudguards.
It is heavy at 24 kg and the saddle needed replacing.
It replaced the bus, paid for itself in about eleven months, and is recommended if you can store it on the ground floor.`,
  },
];

export const REVIEW_SETS = { round1: REVIEW_ROUND_1, round2: REVIEW_ROUND_2 };
