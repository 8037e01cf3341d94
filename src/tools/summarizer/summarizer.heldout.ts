/**
 * Held-out texts of the summarizer: written with their reference summaries at the same time as the evaluation set,
 * but never used for tuning; only read and scored (bench section "quality") to see how the engine does on text it was
 * not shaped by.
 */
import { installedFile, type EvalText } from "./summarizer.eval-set";

export const HELDOUT_SET: EvalText[] = [
  {
    id: "heldout-minutes-school",
    kind: "minutes",
    language: "en",
    mustReach: ["Agreed", "Next steps"],
    text: `Oakfield Primary — Parent Council meeting, 21 January

In attendance: Mrs Adebayo (head teacher), Chris Lowe (chair), 9 parents
Note-taker: Fiona

Playground
Parents raised concerns about the icy path by the Year 2 gate; two children slipped last week. The caretaker grits it at 8 am, but the gate opens at 8:20 and the path freezes again in the shade. Mrs Adebayo said the school will look at moving the morning entrance to the front gate on frost days.

School trip funding
The Year 6 residential trip costs £285 per child this year, up from £240. Around a fifth of families have said they cannot afford it. The council discussed raising money through the spring fair and asking the local rotary club for a grant.

Agreed
• Frost-day entrance will move to the front gate from next week; the school will text parents the night before.
• The spring fair profits will go to a trip hardship fund, with a target of £2,000.
• Chris will write to the rotary club.

Next steps
• Fiona to draft a letter to parents about the hardship fund by 31 January.
• Mrs Adebayo to confirm the final trip price with the centre.
• Next meeting: 18 February.`,
    reference: `On frosty days the morning entrance will move to the front gate after children slipped on an icy path, and parents will be warned by text.
With the Year 6 trip now £285, spring fair profits will fund a £2,000 hardship fund and the chair will ask the rotary club for a grant.
Fiona will write to parents about the fund by 31 January.`,
  },
  {
    id: "heldout-html-changelog",
    kind: "html",
    language: "en",
    text: `<section id="release-notes">
<h1>Release notes — version 3.8</h1>
<p><small>Released 28 August 2025</small></p>
<p>Version 3.8 focuses on speed and on the offline mode that many of you asked for.</p>
<h2>New</h2>
<ul>
<li><strong>Offline mode:</strong> notes and checklists now open and save without a connection and sync when you are back online.</li>
<li>Shared folders can now have read-only members.</li>
<li>Dark mode follows the system setting on Windows.</li>
</ul>
<h2>Improved</h2>
<ul>
<li>Search is about three times faster on accounts with more than 10,000 notes.</li>
<li>The app starts in under two seconds on most phones.</li>
</ul>
<h2>Fixed</h2>
<ul>
<li>Images pasted from the clipboard no longer lose their transparency.</li>
<li>Reminders set for the last day of the month now fire on time.</li>
</ul>
<p>Version 3.8 is rolling out to all users this week. <a href="/feedback">Tell us what you think</a>.</p>
<script>trackPage('release-3.8');</script>
</section>`,
    reference: `Version 3.8, released on 28 August 2025, adds an offline mode that syncs once you reconnect, read-only members for shared folders and system dark mode on Windows.
Search is about three times faster on large accounts and the app starts in under two seconds.
It also fixes pasted image transparency and end-of-month reminders.`,
  },
  {
    id: "heldout-post-md-running",
    kind: "post",
    language: "en",
    text: `# I ran my first marathon at 50. Here's what the training plans don't tell you

I signed up for the city marathon on a whim after my doctor told me my blood pressure was creeping up. Eighteen weeks later I crossed the line in 4 hours 41 minutes. These are the lessons that no training plan mentioned.

## Easy runs really have to be easy

Most of my weekly miles were at a pace where I could hold a conversation. It felt like cheating, but it is what allowed me to run five days a week without getting injured. The two times I ignored this and pushed the pace, I paid for it with a sore Achilles.

## Sleep is training

In the weeks when I slept less than seven hours, my long runs fell apart. I started going to bed at ten on the nights before long runs, and the difference was bigger than any new shoe.

## Practise eating on the run

My stomach rejected the first gels I tried. I tested different brands on long runs until I found one I could take every 40 minutes. On race day nothing was new.

## The last 10 km is mental

At kilometre 32 my legs had nothing left. What got me to the finish was breaking the rest into small pieces: the next drinks station, the next bridge, the next kilometre marker.

My blood pressure is back to normal, and I have already signed up for next year.`,
    reference: `The author ran a first marathon at 50 in 4 hours 41 minutes after 18 weeks of training.
The lessons: keep easy runs truly easy to avoid injury, treat sleep as part of training, practise eating gels on long runs, and get through the last 10 km by breaking it into small goals.
The author's blood pressure is back to normal.`,
  },
  {
    id: "heldout-email-landlord",
    kind: "email",
    language: "en",
    text: `Subject: Boiler still not fixed — flat 3, 14 Hartley Road

Dear Mr Patel,

I am writing again about the boiler in flat 3, which stopped producing hot water on 2 December. I reported it by phone that day and by email on 5 December.

The engineer you sent on 9 December said the pressure valve needs replacing and that he would order the part. Since then I have heard nothing, and we have now been without hot water or heating for eleven days, with night temperatures below zero. We are boiling kettles to wash and using an electric heater that is adding about £8 a day to our bill.

Under the tenancy agreement, repairs to heating and hot water are your responsibility and should be carried out within a reasonable time. Please confirm by Wednesday 17 December when the repair will be done. If it is not done by 20 December, I will contact the council's private housing team and deduct the extra electricity costs from next month's rent, as the agreement allows.

Kind regards,
Sofia Marin
Flat 3, 14 Hartley Road`,
    reference: `Sofia Marin has had no hot water or heating since 2 December; an engineer found a faulty pressure valve on 9 December but nothing has happened since.
She asks the landlord to confirm a repair date by 17 December and warns that if it is not fixed by 20 December she will contact the council and deduct the extra electricity costs from the rent.`,
  },
  {
    id: "heldout-essay-libraries",
    kind: "essay",
    language: "en",
    text: `Why Public Libraries Matter More Than Ever

It is tempting to think that the internet made public libraries obsolete. Almost any book can be bought online, most facts can be found in seconds, and e-readers fit a thousand titles in a coat pocket. Yet library use in many cities has not collapsed; it has changed.

Libraries today are among the last indoor public places where nobody has to buy anything. Students without a quiet room at home do their homework there. Job seekers use the computers to apply for work, because many employers now accept only online applications. Older people come for company as much as for books, and parents bring toddlers to reading sessions that are often the first group activity of a child's life.

They also close gaps that the market leaves open. A household without broadband can borrow a laptop or a wifi hotspot. Someone who cannot afford a course can learn a language with the library's free app. Librarians help people fill in benefit forms, spot scam websites and find reliable health information, skills that matter more, not less, in a world full of information.

Cutting library budgets therefore saves less than it seems. The costs reappear as children falling behind at school, adults unable to reach public services, and lonely people visiting their doctor instead. A library is not a warehouse of books; it is infrastructure for a fair society, and it should be funded like one.`,
    reference: `The essay argues that public libraries are not made obsolete by the internet but have become free public spaces for students, job seekers, older people and young children.
They close digital and educational gaps by lending devices and helping people with forms and reliable information.
Cutting their budgets only moves the costs elsewhere, so they should be funded as essential infrastructure.`,
  },
  {
    id: "heldout-news-storm",
    kind: "news",
    language: "en",
    text: `Storm leaves 40,000 homes without power

By Aoife Brennan

GALWAY, Ireland (AP) — A powerful Atlantic storm swept across western Ireland overnight, bringing gusts of up to 130 km/h, toppling trees and cutting power to about 40,000 homes and businesses, the electricity network operator said on Sunday.

The national weather service had issued a red warning for the counties of Galway, Mayo and Clare, advising people to stay indoors until the storm passed. Schools in the three counties will remain closed on Monday.

Network crews restored supply to around 15,000 customers by Sunday afternoon, but the operator warned that some rural homes could be without electricity for up to three days because fallen trees had blocked access roads.

No serious injuries were reported. Ferry services to the Aran Islands were cancelled for a second day, and Shannon Airport diverted six flights. Forecasters expect calmer weather from Tuesday.`,
    reference: `An Atlantic storm with gusts up to 130 km/h left about 40,000 homes and businesses in western Ireland without power.
Schools in Galway, Mayo and Clare stay closed on Monday, and some rural homes may wait three days for electricity because fallen trees block roads.
No serious injuries were reported; ferries and some flights were disrupted.`,
  },
  {
    id: "heldout-review-laptop",
    kind: "review",
    language: "en",
    text: `## Verdict first

The Norden Slate 14 is the best-built laptop I have tested under $1,000, but its battery life holds it back from a full recommendation. **3.5 out of 5.**

## Design and screen

The aluminium body is stiff, the hinge opens with one finger, and at 1.2 kg it is light enough to carry all day. The 14-inch screen is bright and sharp, and its 3:2 shape shows more of a document than the usual widescreen panels.

## Performance

For office work, browsing and photo editing it never slowed down. The fan stays silent in light use and becomes audible only when exporting video.

## Battery

This is the weak spot. I got 6 hours and 20 minutes of mixed work with the screen at half brightness, about three hours less than the best rivals. If you work away from a plug for a full day, you will need the charger.

## Keyboard and ports

The keyboard is comfortable, with good travel. There are two USB-C ports and a headphone jack, but no USB-A port and no card reader.

## Who should buy it

Buy it if you mostly work at a desk or near a socket and want a laptop that feels premium for $899. Look elsewhere if battery life is your priority.`,
    reference: `The $899 Norden Slate 14 gets 3.5 out of 5: it is the best-built laptop under $1,000, light at 1.2 kg, with a bright 3:2 screen and smooth performance for office and photo work.
Its battery lasted only about 6 hours 20 minutes, three hours less than rivals, and it lacks USB-A and a card reader.
It suits people who work near a socket.`,
  },
  {
    id: "heldout-es-email",
    kind: "email",
    language: "es",
    text: `Asunto: Cambios en el horario de verano de la oficina

Hola a todos:

Como cada año, a partir del 1 de julio y hasta el 31 de agosto la oficina tendrá horario de verano. Trabajaremos de lunes a viernes de 8:00 a 15:00, sin pausa para comer, y los viernes la oficina cerrará a las 14:00.

El servicio de atención al cliente seguirá disponible por teléfono hasta las 18:00 gracias a los turnos de tarde. Si os toca turno de tarde, Lucía os enviará el calendario antes del 20 de junio. Quien necesite cambiar su turno debe acordarlo con un compañero y avisarle a ella.

Recordad también que las vacaciones de agosto deben estar registradas en el portal antes del 15 de junio. Las solicitudes que lleguen después se aprobarán solo si el equipo tiene cobertura suficiente.

Gracias y buen verano,
Marta Gil
Recursos Humanos`,
    reference: `Del 1 de julio al 31 de agosto la oficina trabajará de 8:00 a 15:00 y cerrará a las 14:00 los viernes, mientras atención al cliente atiende por teléfono hasta las 18:00 con turnos de tarde.
Lucía enviará el calendario de turnos antes del 20 de junio.
Las vacaciones de agosto deben registrarse en el portal antes del 15 de junio.`,
  },
  {
    id: "heldout-licence-mpl-2",
    kind: "licence",
    language: "en",
    text: installedFile("lightningcss/LICENSE"),
    reference: `The Mozilla Public License 2.0 lets anyone use, modify and distribute the covered software, with a patent licence from each contributor.
Files under the licence must stay under it and their source code must be made available when the software is distributed, but they may be combined with code under other licences in a larger work.
The software comes without warranty or liability, and the rights end if the terms are broken and the breach is not fixed.`,
  },
  {
    id: "heldout-notes-book-club",
    kind: "notes",
    language: "en",
    text: `Book club notes — "The Overstory", March meeting

- Everyone finished the book except Dan (stopped at part three, "too many characters")
- Big split on the structure: half loved the way the separate stories join like roots, half found the first 150 pages slow
- Patricia's story was the favourite; several people cried at the ending of her chapters
- Long discussion about whether the book is a novel or a manifesto. Most agreed it preaches in places, especially in the last part, but that the writing about trees earns it
- Rosa brought photos from her trip to see the redwoods, which made the scale of the trees real for those of us who have never seen one
- Average score: 7.5 / 10

Next month: "Tomorrow, and Tomorrow, and Tomorrow", hosted by Amir on 15 April.`,
    reference: `The book club was divided over The Overstory's structure, with half loving how the stories connect and half finding the start slow.
Patricia's story was the favourite, and most felt the book preaches in places but that its writing about trees justifies it.
It scored 7.5 out of 10, and next month's book is hosted by Amir on 15 April.`,
  },
];
