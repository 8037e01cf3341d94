/**
 * Second issue-11 pass, summarizer held-out sets (written away from the code, no reference summaries): set A was read
 * and graded before its fixes, set B was written after them and read once. Grades are in docs/tools/summarizer.md.
 */
export const SUMMARIZER_HELDOUT_A: { name: string; text: string }[] = [
  {
    name: "licence-gpl-style",
    text: `THE OPEN FIELDS PUBLIC LICENSE
Version 2, March 2019

Copyright (C) 2019 Open Fields Collective <https://openfields.example>
Everyone is permitted to copy and distribute verbatim copies of this license document, but changing it is not allowed.

Preamble

The licenses for most software are designed to take away your freedom to share and change it. By contrast, the Open Fields Public License is intended to guarantee your freedom to share and change free software, to make sure the software is free for all its users.

When we speak of free software, we are referring to freedom, not price. Our License is designed to make sure that you have the freedom to distribute copies of free software (and charge for this service if you wish), that you receive source code or can get it if you want it, and that you know you can do these things.

TERMS AND CONDITIONS FOR COPYING, DISTRIBUTION AND MODIFICATION

0. Definitions.
"The Program" refers to any copyrightable work licensed under this License. "You" means the licensee. To "modify" a work means to copy from or adapt all or part of the work in a fashion requiring copyright permission.

1. Source Code.
The "source code" for a work means the preferred form of the work for making modifications to it. "Object code" means any non-source form of a work.

2. Basic Permissions.
All rights granted under this License are granted for the term of copyright on the Program, and are irrevocable provided the stated conditions are met. You may make, run and propagate covered works that you do not convey, without conditions so long as your license otherwise remains in force.

3. Conveying Modified Source Versions.
You may convey a work based on the Program, or the modifications to produce it from the Program, provided that you also meet all of these conditions: a) The work must carry prominent notices stating that you modified it, and giving a relevant date. b) You must license the entire work, as a whole, under this License to anyone who comes into possession of a copy. c) If the work has interactive user interfaces, each must display Appropriate Legal Notices.

4. Conveying Non-Source Forms.
You may convey a covered work in object code form, provided that you also convey the machine-readable Corresponding Source under the terms of this License, either on a durable physical medium or through a network server at no further charge.

5. Termination.
You may not propagate or modify a covered work except as expressly provided under this License. Any attempt otherwise to propagate or modify it is void, and will automatically terminate your rights under this License. However, if you cease all violation of this License, your license is reinstated provisionally unless and until the copyright holder explicitly terminates it.

6. Disclaimer of Warranty.
THERE IS NO WARRANTY FOR THE PROGRAM, TO THE EXTENT PERMITTED BY APPLICABLE LAW. THE PROGRAM IS PROVIDED "AS IS" WITHOUT WARRANTY OF ANY KIND, EITHER EXPRESSED OR IMPLIED. THE ENTIRE RISK AS TO THE QUALITY AND PERFORMANCE OF THE PROGRAM IS WITH YOU.

7. Limitation of Liability.
IN NO EVENT UNLESS REQUIRED BY APPLICABLE LAW WILL ANY COPYRIGHT HOLDER BE LIABLE TO YOU FOR DAMAGES, INCLUDING ANY GENERAL, SPECIAL, INCIDENTAL OR CONSEQUENTIAL DAMAGES ARISING OUT OF THE USE OR INABILITY TO USE THE PROGRAM.

END OF TERMS AND CONDITIONS`,
  },
  {
    name: "advice-post-tldr",
    text: `Title: How I finally paid off $38k of credit card debt in 26 months (long, sorry)

Throwaway because my family reads this sub.

Two years ago I had $38,400 spread over five cards, the worst one at 29.9% APR. I was paying minimums and it barely moved. Here's what actually worked for me, in case it helps someone.

First, I stopped pretending. I put every balance, rate and minimum in a spreadsheet and looked at it every Sunday. That alone changed how I spent during the week.

Second, I called every card issuer and asked for a lower rate. Two said no, two gave me about 5 points off, and one moved me to a hardship plan at 9% for 12 months. It took one afternoon and saved me probably $2,000.

Third, avalanche, not snowball. I know snowball feels better, but I paid the highest rate first and that is what made the math work. Once the 29.9% card was gone, the rest went faster.

Fourth, I picked up weekend shifts at a bakery. Not glamorous, but it was an extra $900 a month that went straight to debt.

What didn't work: a balance transfer card. The 3% fee plus my habit of using the freed-up space meant I ended up worse off for three months.

Edit: people asking about my income — I make about $52k before tax.

TL;DR: list everything, call your issuers for lower rates, pay the highest APR first, and find extra income; avoid balance transfers if you can't trust yourself with the freed-up credit.`,
  },
  {
    name: "retro-minutes",
    text: `Sprint 42 Retrospective — Payments squad
Date: 3 October
Facilitator: Priya
Present: Priya, Tom, Aisha, Marek, Jo (notes)

What went well
- Shipped Apple Pay to 100% of iOS users two days early.
- Pairing between Tom and Aisha on the refund flow cut review time in half.
- On-call was quiet: one page all sprint.

What didn't go well
- The staging environment was down for most of Wednesday and Thursday, which blocked QA on the invoice export.
- We took in three unplanned tickets from the fraud team mid-sprint without re-planning.
- Story points for the currency rounding bug were way off (estimated 2, took 8).

Discussion
Marek pointed out that staging outages have happened in three of the last four sprints. Aisha suggested that we stop sharing staging with the mobile team. Tom disagreed because a second environment costs about €1,400 a month. Priya proposed asking platform for a cost estimate before deciding.

Action items
- Marek to raise the staging reliability issue with the platform team by Friday.
- Priya to agree a rule with the fraud team: unplanned work goes through her, and we re-plan if it exceeds 3 points.
- Aisha to write up the currency rounding post-mortem for the next guild meeting.

Next retro: 17 October.`,
  },
  {
    name: "meeting-minutes-board",
    text: `Minutes of the Riverside Allotment Society committee meeting, held on Tuesday 12 March at the community hall.

Present: J. Okafor (chair), L. Brennan (treasurer), S. Patel, M. Hughes, R. Dlamini. Apologies: K. Wong.

1. Minutes of the last meeting were approved without changes.

2. Treasurer's report. L. Brennan reported a balance of £6,214, up from £5,380 a year ago, mainly because plot fees were raised to £45. Water charges rose 18% and are now the largest single cost.

3. Water use. The committee discussed the rise in water charges. S. Patel proposed installing water butts on every shed, funded partly by a council grant of up to £1,500. After discussion it was agreed to apply for the grant, and M. Hughes will prepare the application by 30 April. Hosepipes will be banned on the site from June to August.

4. Vacant plots. There are four vacant plots and 23 people on the waiting list. R. Dlamini reported that two plot holders have not cultivated their plots for over a year. It was agreed to send them a formal warning letter; if nothing changes within eight weeks, the plots will be offered to the waiting list.

5. Any other business. The spring open day will be on Saturday 18 May. Volunteers are needed for the plant stall.

The meeting closed at 9.10 pm. Next meeting: 9 April.`,
  },
  {
    name: "news-spanish",
    text: `El Ayuntamiento de Valencia aprobó este jueves un plan para plantar 20.000 árboles en los barrios más calurosos de la ciudad antes de 2030. La medida, que costará unos 14 millones de euros, responde a los últimos veranos, en los que varias zonas del centro superaron los 40 grados durante más de una semana.

Según el concejal de Medio Ambiente, los primeros 3.000 árboles se plantarán el próximo otoño en Benimaclet, Orriols y el Cabanyal, donde los estudios municipales detectaron las temperaturas más altas. El plan también prevé sustituir el asfalto de algunos patios escolares por zonas de tierra y sombra.

La oposición criticó que el proyecto no incluya un presupuesto para el mantenimiento y el riego de los nuevos árboles. "Plantar es la parte fácil; lo difícil es que sobrevivan", dijo una portavoz. Los vecinos de Orriols, por su parte, pidieron que se consulte a las asociaciones antes de elegir las calles.

El Ayuntamiento asegura que publicará un mapa con las ubicaciones en enero y abrirá un periodo de alegaciones de dos meses.`,
  },
  {
    name: "postmortem",
    text: `# Incident report: checkout errors on 14 February

## Summary
Between 10:02 and 11:47 UTC, about 31% of checkout requests failed with HTTP 500. Roughly 4,800 orders were affected. No payment was taken twice and no data was lost.

## Timeline
- 10:02 Deploy of release 2024.02.14-1 completes.
- 10:09 Error-rate alert fires; on-call engineer acknowledges.
- 10:35 Rollback attempted but fails because the release included a database migration.
- 11:30 Hotfix adding the missing index is deployed.
- 11:47 Error rate back to normal.

## Root cause
The release added a query on the orders table filtered by \`customer_region\`. The migration that created the column did not add an index, so under peak load the query timed out and the checkout service returned errors.

## What went well
Alerting caught the problem within seven minutes.

## What went wrong
Our rollback runbook assumes releases without migrations. Load tests ran against a database with 2% of production data, so the slow query was invisible.

## Action items
1. Add a CI check that flags queries on unindexed columns (owner: Dana, due 1 March).
2. Make load tests use a production-sized anonymised snapshot (owner: Felix, due 15 March).
3. Update the rollback runbook for releases with migrations (owner: Sam, due 22 February).`,
  },
  {
    name: "product-review",
    text: `I've had the Kestrel X2 robot vacuum for three months now, in a two-bedroom flat with one long-haired cat and mostly hard floors.

The good: suction is genuinely strong. It picks up cat hair from the rug that my old Roomba left behind, and the self-emptying base means I empty the bag about once a month. Mapping was quick — it learned the flat in one run and I could draw no-go zones around the cat's water bowl in the app.

The bad: it is loud, around the level of a normal upright vacuum, so I only run it when I'm out. The mop attachment is pointless; it just drags a damp cloth around and leaves streaks. And twice it got stuck under the sofa and I came home to an error message instead of a clean floor.

The app also asks you to create an account and pushes notifications about "deals" that I had to switch off one by one.

At £399 it isn't cheap. If you have pets and mostly hard floors, it's worth it for the suction and the base alone. If you wanted a mopping robot, look elsewhere.

4/5`,
  },
  {
    name: "email-thread",
    text: `Hi all,

Quick update on the office move, since a few people have asked.

The landlord has confirmed that the new floor at 22 Harbour Street will not be ready on 1 June as planned. The electrical work failed its inspection and has to be redone, which pushes our move-in date to 24 June at the earliest.

What this means for you:
- Keep working from the current office until further notice. Our lease here has been extended to 30 June at no extra cost.
- The packing crates will now arrive on 17 June, not 25 May. Please don't start packing before then.
- IT will move the servers over the weekend of 22-23 June. Expect the VPN to be down on that Saturday.

I'll confirm the final date as soon as the inspection is passed. If you booked leave around the move, you don't need to change it.

Thanks for your patience,
Mariam
Office Manager`,
  },
  {
    name: "essay-opinion",
    text: `Why I stopped setting New Year's resolutions

For most of my twenties I wrote a list every January: run a marathon, read fifty books, learn Italian. By March the list was a source of guilt rather than motivation, and by December I had usually forgotten where I put it.

The problem, I eventually realised, was not my willpower but the shape of the goals. Each one described an outcome a year away, and none of them told me what to do on an ordinary Tuesday. A marathon is an event; running three times a week is a habit. Only the second one can be practised.

So three years ago I replaced resolutions with a single question I ask myself at the start of each month: what is one small thing I could do every day that I would be glad to have done? Some months the answer was ten minutes of Italian on the bus. Others it was going to bed before midnight.

This approach is less dramatic, and it makes for worse stories at parties. But it has worked better than any list. I now read more, sleep more and, yes, can order a meal in Italian without pointing.

Big goals are not useless. They can tell you which direction to face. But direction is not the same as progress, and progress happens in days, not years.`,
  },
  {
    name: "release-notes",
    text: `Release notes — Ledgerly 5.2 (April)

New
- Bank feeds for Monzo and Starling: transactions now import automatically every four hours.
- Recurring invoices can be paused without being deleted.
- A new cash-flow forecast on the dashboard shows the next 90 days based on unpaid invoices and scheduled bills.

Improved
- Reports load up to 3x faster for accounts with more than 10,000 transactions.
- VAT returns now warn you before submission if any transaction is missing a tax code.

Fixed
- Credit notes in foreign currencies were sometimes converted at the wrong date's exchange rate.
- The mobile app no longer logs you out when you switch between two businesses.

Deprecated
- The legacy CSV import will be removed in version 6.0. Please use the new import wizard, which supports the same formats.

As always, send feedback to support@ledgerly.example.`,
  },
  {
    name: "science-abstract",
    text: `Urban heat islands raise night-time temperatures in cities, with consequences for sleep and health. We examined whether street trees reduce indoor night-time temperatures in apartments without air conditioning. Over two summers, we placed temperature loggers in 212 apartments in three neighbourhoods of Lyon, France, and measured canopy cover within 30 metres of each building from aerial images. Apartments with canopy cover above 40% were on average 1.6 °C cooler at 3 am than those with less than 10%, after adjusting for floor, orientation and building age. The effect was largest during heatwaves, when the difference reached 2.4 °C. Residents of cooler apartments also reported fewer nights of disturbed sleep. These results suggest that street trees are a practical way to protect residents from night-time heat, particularly in older buildings where air conditioning is rare. Planting programmes should prioritise dense, low-income neighbourhoods where canopy cover is lowest.`,
  },
  {
    name: "recipe-blog",
    text: `The best lemon drizzle cake (and why mine finally stopped sinking)

I've been making lemon drizzle for about fifteen years and for at least ten of them it sank in the middle. My grandmother's recipe, which I loved, used a lot of butter and a very hot oven, and the top always set before the middle had risen.

After a lot of testing (my colleagues ate very well last winter), I changed three things. I lowered the oven to 160°C fan. I replaced a quarter of the butter with Greek yoghurt, which keeps the crumb moist without weighing it down. And I stopped opening the oven door before 40 minutes — that alone fixed half the problem.

The drizzle matters too. Mix the sugar and lemon juice but don't dissolve it completely; you want it to stay a bit gritty so it forms a crunchy crust. Pour it over while the cake is still warm and poke holes with a skewer first.

The recipe below makes one 900g loaf, serves eight, and keeps for four days in a tin. It freezes well without the drizzle.`,
  },
];

export const SUMMARIZER_HELDOUT_B: { name: string; text: string }[] = [
  {
    name: "mit-style-licence",
    text: `Permission Notice — Brightwater Fonts Licence 1.0

Copyright (c) 2021 Brightwater Type Foundry

Permission is hereby granted, free of charge, to any person obtaining a copy of these font files (the "Fonts"), to use, embed and print the Fonts in any document, website or application, including commercial ones.

You may not sell the Fonts on their own, whether modified or not, and you may not distribute them under a name that includes "Brightwater" without written permission.

Modified versions of the Fonts must be released under this same licence and must carry a new name.

The above copyright notice and this permission notice shall be included in all copies of the Fonts.

THE FONTS ARE PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND. IN NO EVENT SHALL THE AUTHORS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY ARISING FROM THE USE OF THE FONTS.`,
  },
  {
    name: "advice-post-no-tldr",
    text: `Advice for anyone starting their first job as a junior developer

I've been mentoring juniors for about six years now and the same things come up again and again, so I figured I'd write them down.

Ask questions early. Nobody expects you to know the codebase. Spending two days stuck because you didn't want to look stupid is far worse than a five-minute question. A good rule: try on your own for 30 minutes, write down what you tried, then ask.

Read the code around your change, not just the line you're editing. Most of my own early bugs came from not understanding what called the function I touched.

Keep a work log. One line a day about what you did and learned. It makes standups easy, and when review season comes you'll have a list of wins instead of a blank page.

Don't compare yourself to seniors. They have ten years of mistakes you haven't made yet.

Finally, take code review comments as information about the code, not about you. Everyone gets them, including the people who have been there for a decade.`,
  },
  {
    name: "standup-notes",
    text: `Mobile standup — Thu 14 Nov

Ana: finished the offline mode for the shopping list; PR is up. Blocked on design for the empty state.
Ben: still chasing the Android crash on Samsung A14 devices. Reproduced it, looks like a WebView bug. Will try the workaround from the Chromium tracker today.
Chloé: on leave until Monday.
Dev: release 4.8 is with Apple review, submitted yesterday. If approved by Friday we ship Monday.

Decisions
- Empty state: Ana to use the old illustration for now; design will replace it in 4.9.
- If the Samsung fix isn't ready by Friday, 4.8 ships without it and we do a hotfix.

Parking lot
- Do we still need the iPad layout? Dev to check usage numbers.`,
  },
  {
    name: "news-english",
    text: `A 19th-century shipwreck has been found almost intact at the bottom of Lake Michigan, more than 130 years after it sank in a storm, researchers said on Tuesday.

The schooner Margaret A. Muir went down in October 1893 off the coast of Wisconsin while carrying a load of coal. Three of its six crew members died. The wreck was located in 2023 by a team from the Wisconsin Historical Society using sonar, but the discovery was only announced this week after divers confirmed its identity.

"The hull is standing upright and the masts are still attached, which is very rare," said Tamara Thomsen, a maritime archaeologist with the society. Cold fresh water and the lack of wood-eating organisms in the Great Lakes help to preserve wrecks, she added.

The society has asked the National Park Service to add the site to the National Register of Historic Places. Divers are allowed to visit, but removing anything from the wreck is illegal.`,
  },
  {
    name: "customer-complaint-email",
    text: `Subject: Order 55120 — wrong size delivered twice

Hello,

I ordered the Alpine rain jacket in size M on 2 March (order 55120). The parcel that arrived on 6 March contained a size XL. I returned it on 7 March using your prepaid label and asked for an exchange.

The replacement arrived yesterday, and it is again a size XL.

I would like a full refund of £129 to my original card rather than a third attempt, and I would like you to arrange a courier to collect the second jacket, as I do not have time to queue at the post office again.

Could you please confirm both by the end of this week?

Thank you,
Hannah Okoro`,
  },
  {
    name: "french-blog",
    text: `Pourquoi j'ai arrêté d'acheter des vêtements neufs pendant un an

En janvier dernier, j'ai décidé de ne plus acheter aucun vêtement neuf pendant douze mois. Je voulais voir si je pouvais vivre avec ce que j'avais déjà, et réduire mon impact sur l'environnement.

Les trois premiers mois ont été les plus difficiles. J'avais l'habitude d'acheter un t-shirt ou un pull presque chaque semaine, souvent sans vraiment en avoir besoin.

J'ai appris à réparer mes vêtements : recoudre un bouton, repriser une chaussette, raccourcir un pantalon. Pour les rares choses qui me manquaient, j'ai acheté d'occasion, surtout sur Vinted.

Au bout d'un an, j'ai économisé environ 900 euros et mon armoire n'a jamais été aussi bien rangée. Je ne pense pas revenir à mes anciennes habitudes.`,
  },
  {
    name: "quarterly-report",
    text: `Q3 report — Customer Support

Headline numbers
Tickets received: 18,430 (up 12% on Q2). Median first response: 2 h 10 min (target 2 h). Customer satisfaction: 91% (Q2: 88%).

What changed
We moved billing questions to a self-service help centre in July. Billing tickets fell by 38%, which offset most of the growth from the new European customers.

The first-response target was missed in August, when two agents left and the replacements were still in training. Since mid-September we have been back under two hours.

Risks
The German-language queue depends on one agent. If she is away, response times in German rise to more than a day.

Next quarter
- Hire a second German-speaking agent (approved, start date 1 November).
- Extend the help centre to account and login questions.
- Trial a chatbot for order tracking in December.`,
  },
  {
    name: "personal-essay-short",
    text: `The year I learned to cook

I was thirty-two before I could cook anything more complicated than pasta with sauce from a jar. It wasn't a point of pride; it just never seemed urgent. There was always a takeaway, a partner who enjoyed cooking, or a canteen at work.

Then the pandemic closed the canteen, and my partner started working night shifts. For the first time, if I didn't cook, I didn't eat.

I started with one recipe a week from a cheap paperback. Most of the early attempts were bland, and one was inedible. But by the summer I could make a curry, a decent risotto and bread that people asked for.

What surprised me was not the cooking but what it did to my evenings. An hour in the kitchen became the part of the day when I wasn't looking at a screen. I still cook most nights, even now that the canteen has reopened.`,
  },
  {
    name: "tech-guide-md",
    text: `# How to back up your photos without paying for cloud storage

Most phones nag you to buy more cloud storage once you pass 5 or 15 GB. If you have a computer and an external drive, you don't need to.

## What you need
- An external USB drive at least twice the size of your photo library.
- A free sync app such as Syncthing.

## Steps
1. Install Syncthing on your phone and your computer.
2. Share your phone's camera folder with the computer.
3. Set the computer folder to "Receive only" so deleting on the phone never deletes the backup.
4. Once a week, copy the computer folder to the external drive.

## Why two copies?
A single backup on your computer is lost if the computer is stolen or fails. Keeping a second copy on a drive that is unplugged most of the time also protects you against ransomware.

## Limitations
This does not protect you from fire or flood. For that, keep a third copy somewhere else, for example at a relative's house.`,
  },
  {
    name: "spanish-email",
    text: `Hola a todos:

Os escribo para recordaros que la junta de vecinos será el próximo martes, 21 de mayo, a las 19:30 en el portal.

El punto principal es la reparación del ascensor. El presupuesto más bajo que hemos recibido es de 8.400 euros, lo que supone unos 350 euros por vivienda. Hay que decidir si lo pagamos de una vez o en tres plazos.

También hablaremos de las quejas por el ruido de la terraza del bar de abajo.

Si no podéis venir, podéis delegar vuestro voto en otro vecino firmando la autorización que he dejado en el buzón de cada piso.

Un saludo,
Carmen (presidenta)`,
  },
  {
    name: "long-forum-rant",
    text: `Landlord won't return my deposit — what are my options? (UK)

So I moved out of my flat in Bristol at the end of August. Lived there three years, always paid on time, left it cleaner than when I moved in (I have photos with timestamps of every room).

The landlord is now refusing to return £850 of my £1,100 deposit. He says the carpet needs replacing and the walls need repainting. The carpet was already worn when I moved in, and it's in the inventory as "worn in places". The walls have a few marks from pictures, which I'd call normal wear and tear after three years.

My deposit was protected with the DPS. I've read that I can use their free dispute service, but I've also read that it takes ages and the landlord can just refuse to engage.

Has anyone been through this? Is the dispute service worth it, or should I go straight to the small claims court? I really don't want to lose £850 over this.`,
  },
  {
    name: "html-notice",
    text: `<h1>Pool closure</h1>
<p>The Riverside Leisure Centre pool will be <strong>closed from 3 to 16 February</strong> while we replace the filtration system.</p>
<p>The gym, sports hall and café stay open as normal.</p>
<p>Members with a swim-only membership will have their February fee reduced by 50%. You don't need to do anything: the reduction will be applied automatically.</p>
<p>During the closure, you can use the pool at Eastgate Leisure Centre at no extra cost by showing your membership card.</p>
<p>We're sorry for the disruption. <a href="/contact">Contact us</a> if you have any questions.</p>`,
  },
];
