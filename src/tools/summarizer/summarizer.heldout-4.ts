/**
 * Fourth issue-11 pass, summarizer held-out sets (written away from the code, no reference summaries): set E (16 texts:
 * short e-mails with a problem, an ask and a deadline, design-review notes, release notes, a how-to, a README, an essay,
 * a support ticket thread, an abstract, a press release, news, Spanish news, a school newsletter) was read and graded
 * before its fixes; set F was written after them and read once. Grades are in docs/tools/summarizer.md.
 */
export const SUMMARIZER_HELDOUT_E: { name: string; text: string }[] = [
  {
    name: "email-invoice-double",
    text: `Hi Marta,

Our October invoice from you (INV-20931) charges us twice for the warehouse shelving installation, once on line 4 and again on line 9, so the total is €3,180 higher than the quote we signed. Could you send us a corrected invoice or a credit note for the duplicate amount? Our finance team closes the month on Friday 28 November, and anything that arrives after that will only be paid in January.

Thanks,
Jonas`,
  },
  {
    name: "email-offsite-venue",
    text: `Hi all,

Bad news: the Lakeside Lodge has cancelled our team offsite booking for 11-12 December because of flood damage to their conference wing. I have found two alternatives with space for all 24 of us: the Old Mill in Harbury (cheaper, but an hour further away) and the Grange Hotel in town (closer, about £900 over budget). Please vote for one in the poll I've pinned in the channel by Wednesday noon so I can confirm before the dates go.

Priya`,
  },
  {
    name: "email-thesis-extension",
    text: `Dear Professor Lindqvist,

I am writing about the draft of my third thesis chapter, which is due on 5 December. My father had emergency heart surgery last week and I have been at the hospital in Gothenburg most days since, so I have only finished about half of the chapter. The data analysis is done; what remains is the discussion section and the figures.

Would it be possible to extend the deadline by two weeks, to 19 December? I can send you the completed analysis section this Friday so you can see where things stand. I have attached a note from the hospital.

Kind regards,
Elin Sandberg`,
  },
  {
    name: "notes-onboarding-review",
    text: `Design review: mobile onboarding flow
Date: 20 November
Present: Ayo (design), Felix (iOS), Sunita (Android), Rob (PM)

Context
Only 41% of new users finish onboarding; most drop off on the permissions screen, which asks for notifications, location and contacts in a row.

Discussion
Felix showed data suggesting that asking for location up front is the biggest drop-off point. Sunita said Android 14 users see a system dialog that looks alarming. Rob wondered whether we need contacts access at all in the first session.

Decisions
- Contacts permission is removed from onboarding and asked for only when a user opens the invite screen.
- Location will be requested after the first search, not on the permissions screen.
- The welcome carousel drops from five slides to three.

Action items
- Ayo: new three-slide carousel mock-ups by 27 November.
- Felix and Sunita: move the location prompt behind the first search, both platforms, for the 4.8 release.
- Rob: set up an A/B test comparing completion rates, report back on 11 December.`,
  },
  {
    name: "changelog-notes-app",
    text: `# Jotter 3.2 release notes

## New
- **Offline sync queue**: edits made without a connection are saved locally and synced when you reconnect, with a banner showing how many changes are waiting.
- **Templates**: create a note from a saved template (meeting notes, daily journal, bug report) from the "New" menu.
- Markdown tables can now be edited in a grid view.

## Improved
- Search is about three times faster on libraries with more than 10,000 notes.
- The iPad app supports Stage Manager and external displays.

## Fixed
- Images pasted from Safari no longer lose their alt text.
- Fixed a crash when renaming a notebook that contained a shared note.
- Dark mode no longer shows white flashes when switching tabs.

## Removed
- The legacy Evernote importer has been removed; use the new ENEX import under Settings > Import instead.`,
  },
  {
    name: "howto-descale-espresso",
    text: `How to descale your espresso machine

Hard water leaves limescale inside the boiler and pipes, which slows the flow and makes coffee taste flat. Most machines need descaling every two to three months, or monthly if your water is very hard.

You will need a descaling solution made for coffee machines (citric acid works too: 30 grams dissolved in a litre of water), a large jug and a clean cloth.

1. Empty the drip tray and remove the water filter from the tank, if your machine has one.
2. Fill the tank with the descaling solution.
3. Place the jug under the group head and steam wand, then run about half the tank through the group head.
4. Open the steam wand and run the rest through it until the tank is nearly empty.
5. Let the machine sit for 20 minutes so the solution can work on stubborn deposits.
6. Rinse the tank, fill it with fresh water and run two full tanks through to flush out the descaler.

Do not use vinegar: it is hard to rinse out and can damage rubber seals. If water still flows slowly after descaling, the shower screen may be blocked and needs a separate clean.`,
  },
  {
    name: "readme-tidyfiles",
    text: `# tidyfiles

A small command-line tool that sorts a messy folder into subfolders by file type and date.

## Why
Download folders fill up with screenshots, PDFs and installers. tidyfiles moves each file into a folder such as \`Images/2025-03\` or \`Documents/2024-11\` so you can find things again, and it never deletes anything.

## Install
\`\`\`
pip install tidyfiles
\`\`\`
Requires Python 3.9 or newer.

## Usage
\`\`\`
tidyfiles ~/Downloads --dry-run
tidyfiles ~/Downloads --by month
\`\`\`
Run with \`--dry-run\` first to see what would move. Use \`--by year\` for coarser folders. Files are sorted by their modification date unless you pass \`--use-exif\`, which reads the date a photo was taken.

## Undo
Every run writes a log to \`.tidyfiles/last-run.json\`; \`tidyfiles --undo\` moves everything back.

## License
MIT`,
  },
  {
    name: "essay-homework-ban",
    text: `Should primary schools abolish homework?

Every September, parents of seven-year-olds are handed worksheets, reading logs and spelling lists, and every evening a familiar fight breaks out at the kitchen table. Supporters of homework say it builds discipline and lets parents see what their children are learning.

The evidence does not back them up. Large reviews of the research find almost no link between homework and achievement for children under eleven; the benefits only appear in secondary school, and even then they level off after about an hour a night. What homework does reliably produce in young children is stress, and it widens gaps between families who can help with it and families who cannot.

That does not mean children should stop learning at home. Reading together, cooking, building things and simply playing outside all teach more than a worksheet does. Primary schools should replace set homework with a short list of optional activities and trust families to choose. The time we win back is worth more than the marks we might lose.`,
  },
  {
    name: "ticket-2fa-lockout",
    text: `Subject: Locked out after changing phone

Customer (Dana Whitfield), 18 Nov 09:12:
Hi, I got a new phone last week and now I can't log in to my account because the authenticator codes go to my old phone, which I've already traded in. I have about 40 client invoices in the account and need to send them before the end of the month. Please help.

Agent (Marco), 18 Nov 10:03:
Hi Dana, sorry about that. For security we can't switch off two-factor authentication over email. Could you use one of the backup codes you saved when you set it up?

Customer, 18 Nov 10:40:
I never saved backup codes, I don't think I was ever shown any.

Agent (Marco), 18 Nov 11:15:
Understood. I've started an identity check: you'll receive an email with a link to upload a photo ID and a selfie. Once the security team approves it (usually within one working day), 2FA will be reset and you can set it up on your new phone. Please save the backup codes this time.

Customer, 19 Nov 08:30:
Done, I uploaded the ID yesterday evening. Still waiting.`,
  },
  {
    name: "abstract-microplastics",
    text: `Microplastic release from plastic kettles during repeated boiling

Plastic kettles are common in households worldwide, but the amount of microplastic they release into drinking water has rarely been measured under realistic use. We boiled tap water 300 times in each of six polypropylene kettles and three stainless-steel kettles and counted particles larger than 1 micrometre using Nile red staining and fluorescence microscopy. New polypropylene kettles released a median of 2.3 million particles per litre on first use. Release fell by about 80% over the first 50 boils and then stayed stable. Stainless-steel kettles released fewer than 10,000 particles per litre throughout. Descaling with citric acid temporarily increased release from plastic kettles two- to threefold. These results suggest that rinsing new plastic kettles through several boil cycles before use substantially reduces exposure, and that regular descaling of plastic kettles may raise it.`,
  },
  {
    name: "press-electric-buses",
    text: `FOR IMMEDIATE RELEASE

Northvale Transit to run an all-electric bus fleet in Ashby by 2027

ASHBY, 24 November 2026 — Northvale Transit today announced that all 64 buses serving Ashby will be replaced with battery-electric vehicles by the end of 2027, making it the first town in the region with a fully zero-emission bus network.

The £38 million programme is funded jointly by Northvale and a £22 million grant from the Department for Transport's Zero Emission Bus scheme. The first 20 buses, built by Wrightbus in Ballymena, will enter service in May 2027 on routes 1, 4 and 7. The Ashby depot will be fitted with 40 overnight chargers and a solar canopy.

"Passengers will get quieter, cleaner journeys, and the town will lose around 4,000 tonnes of carbon dioxide a year," said Helen Okafor, Northvale's managing director.

Fares and timetables will not change as a result of the switch. Northvale will hold drop-in sessions at Ashby library on 3 and 10 December for residents to see one of the new buses.

About Northvale Transit
Northvale Transit operates 410 buses across the Midlands and employs 1,200 people.

Media contact: press@northvale.example`,
  },
  {
    name: "news-port-strike",
    text: `Dock workers at the port of Felbridge walked out on Monday in the first strike at the port for 30 years, leaving more than 40 container ships waiting offshore and raising fears of empty shelves before Christmas.

About 1,900 workers, members of the Unite union, began a two-week stoppage after talks over pay broke down on Friday. The union says its members have been offered a 4.5% rise, below inflation for the third year running, while the port's owner, Harbourline Group, reported record profits of £410 million last year.

Harbourline said the offer was "fair and generous" and that it remained open to talks. A spokesperson said contingency plans were in place, but admitted that only a fraction of the usual cargo could be handled by managers and agency staff.

Felbridge handles about a third of the country's container traffic. Retailers warned that delays could affect toys, electronics and clothing in the run-up to the holidays. The British Retail Consortium said several members had already begun diverting shipments to ports in the Netherlands and Belgium, adding days and costs to deliveries.

Picket lines formed at the port's three main gates at 6am. "We don't want to be out here, but we've been taken for granted for too long," said crane driver Lisa Monroe, who has worked at the port for 17 years.

The government urged both sides to return to talks through the conciliation service Acas. The business secretary said ministers were monitoring the situation closely but had no plans to intervene directly.

Economists said a prolonged strike could cost the economy up to £100 million a day. A previous walkout at Felbridge, in 1995, lasted nine days.

Unite said further strikes could be called in January if no improved offer is made.`,
  },
  {
    name: "es-piscina",
    text: `El Ayuntamiento de Villanueva cerrará la piscina municipal cubierta durante seis meses a partir del 1 de febrero para sustituir el sistema de climatización y reparar el techo, que presenta filtraciones desde hace dos inviernos.

La obra costará 1,2 millones de euros, financiados en parte con fondos europeos de eficiencia energética. Según la concejala de Deportes, Ana Belén Ruiz, el nuevo sistema reducirá el consumo de gas a la mitad y permitirá mantener el agua a una temperatura estable durante todo el año.

Los cursos de natación infantil y las sesiones para mayores se trasladarán a la piscina de Los Olivos, a doce kilómetros, y el ayuntamiento pondrá un autobús gratuito tres días por semana. Los abonados podrán congelar su cuota sin coste durante el cierre.

La asociación de vecinos ha criticado que las obras coincidan con la temporada de más uso y ha pedido que se hagan en verano, cuando la piscina descubierta está abierta. El ayuntamiento responde que los plazos de la subvención obligan a empezar antes de marzo.`,
  },
  {
    name: "news-short-library-robot",
    text: `A public library in Leeds has started lending out robot vacuum cleaners, power drills and sewing machines alongside its books, in a scheme aimed at cutting waste and helping families on tight budgets.

The "library of things" at Chapel Allerton opened last month with 120 items, donated or bought with a £15,000 council grant. Members can borrow an item for up to a week for a fee of £1 to £5.

Librarian Sam Patel said the carpet cleaner and the pressure washer had been booked out every day since launch. "Most people use a drill for 13 minutes in its whole life. It makes no sense for every household to own one," she said.

The council plans to open two more libraries of things next year if the pilot succeeds.`,
  },
  {
    name: "email-client-deadline",
    text: `Hi Tom,

Quick one: our legal team has only just received the revised data-processing agreement, and they need at least another week to review the new liability clause. That means we can't sign by 1 December as planned. Can we move the contract start to 15 December? If that doesn't work on your side, please let me know by Thursday so we can escalate internally.

Best,
Anika`,
  },
  {
    name: "newsletter-school",
    text: `Hilltop Primary — Parents' newsletter, week of 24 November

Christmas fair
Our Christmas fair is on Saturday 6 December, 11am to 2pm, in the school hall. We still need volunteers for the tombola and the cake stall: please sign up at the office by Friday. Donations of bottles and unwanted gifts can go in the box by the front door.

Flu vaccinations
The nasal flu vaccine will be given to all year groups on Tuesday 2 December. If you have not yet returned the consent form, please do so by Monday 1 December, or your child will not be vaccinated.

Coats and lost property
The lost property box is overflowing. Please label coats and jumpers with your child's name. Anything unclaimed by 12 December will be given to charity.

Reading award
Congratulations to Class 4B, who read the most books this half-term and win an extra playtime.`,
  },
];

/** Set F: written after set E's fixes and read once (its first-read grades are in docs/tools/summarizer.md). */
export const SUMMARIZER_HELDOUT_F: { name: string; text: string }[] = [
  {
    name: "email-parking-permit",
    text: `Hello Mr Patel,

I received a parking fine (PCN 77120) on 14 November outside 9 Rowan Street, even though my resident permit was clearly displayed on the dashboard. I have attached a photo taken the same morning showing the permit and the date. Could you please cancel the fine? The payment deadline at the reduced rate is 28 November, so I would be grateful for a reply before then.

Regards,
Naomi Clarke`,
  },
  {
    name: "email-supplier-delay",
    text: `Hi Carlos,

The 400 ceramic mugs we ordered for the café opening have not arrived; the tracking page has said "in transit" since 3 November and your support line doesn't answer. We open on 6 December and cannot launch without them. Please confirm by Friday whether they will arrive by 1 December; if not, we will need to cancel and order elsewhere.

Thanks,
Ines`,
  },
  {
    name: "minutes-allotment-committee",
    text: `Greenway Allotments — committee meeting, 19 November
Present: Rosa (chair), Tom, Priti, Gwen, Alan

1. Water
The main tap by plot 12 has leaked since October. Alan got a quote of £340 for a new stopcock. Agreed to go ahead; Alan to book the plumber before the ground freezes.

2. Waiting list
There are now 31 people on the waiting list. Priti suggested splitting large plots that are not fully used. After discussion it was agreed to offer half-plots to the first ten people on the list from March.

3. Rent
Rent stays at £45 a year for 2027.

Actions
- Alan: book plumber by 30 November
- Priti: write to the first ten people on the waiting list
- Gwen: update the notice board`,
  },
  {
    name: "news-bridge-closure",
    text: `A 140-year-old bridge that carries more than 20,000 vehicles a day across the River Wensum will close for eight months from January after engineers found serious corrosion in its steel supports.

Norfolk County Council said an inspection in October revealed that several beams had lost up to a third of their thickness. Weight limits introduced last month will stay in place until the closure.

Drivers will face a diversion of about four miles via the ring road, and the council expects journey times in the city centre to rise at peak hours. Buses will be rerouted, and a temporary footbridge will open alongside so pedestrians and cyclists can still cross.

"We know this will be disruptive, but safety has to come first," said councillor Jane Pryor. The repairs are expected to cost £9.5 million.

Local businesses on the north bank said they feared losing customers. "Half our trade comes over that bridge," said café owner Mark Ellis.`,
  },
  {
    name: "post-md-budget-tips",
    text: `# How I cut my food bill by a third

For years I spent about £600 a month on food for a family of four. Here's what got it down to £400 without eating worse.

## Plan five dinners, not seven
Leftovers and one "fridge clear-out" night cover the rest. Planning every night meant I bought food we never cooked.

## Shop once a week, with a list
Every extra trip to the shop cost me about £15 in things I didn't need.

## Cook the expensive ingredient twice
A roast chicken on Sunday becomes soup on Monday and sandwiches on Tuesday.

If you only try one thing, plan the week's dinners on Saturday: it's the habit that made the others work.`,
  },
  {
    name: "es-email-comunidad",
    text: `Estimados vecinos:

Les escribo porque desde hace tres semanas la puerta del garaje no cierra bien y cualquiera puede entrar. La semana pasada robaron dos bicicletas del trastero.

La empresa de mantenimiento pide 1.200 euros por cambiar el motor. Propongo que aprobemos el gasto en la reunión del jueves 4 de diciembre para que la reparación se haga antes de Navidad. Si no pueden asistir, por favor envíenme su voto por correo antes del miércoles.

Un saludo,
Marta Ruiz (3ºC)`,
  },
  {
    name: "abstract-sleep-phones",
    text: `Evening smartphone use and sleep in adolescents: a randomised trial

Observational studies link evening screen use to poorer sleep in teenagers, but causal evidence is limited. We randomly assigned 212 students aged 14 to 17 to hand in their phones at 9 pm for four weeks or to continue as usual. Sleep was measured with wrist actigraphy. Students without phones in the evening fell asleep on average 21 minutes earlier and slept 24 minutes longer per night than the control group. Daytime sleepiness scores also improved. The effects faded within two weeks after the trial ended. These findings suggest that simple evening phone curfews can meaningfully lengthen adolescent sleep, but only while they are kept up.`,
  },
];
