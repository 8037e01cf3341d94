// Session 10 (helper summ): each row failed on main at 6fa2e12.
import { describe, expect, it } from "vitest";
import { summarize } from "./summarizer.engine";

const MOVE = `Hi all,

As you know, we are moving to the new office at 14 Harbour Street at the end of the month. The new office opens on Monday 7 December, and the last working day at Kings Road will be Friday 4 December.

Please pack your desk into the crates provided by Thursday 3 December at 5pm. Label every crate with your name and team. IT will disconnect all monitors and docking stations on Friday afternoon, so please save your work and log off by 2pm that day.

Parking at Harbour Street is limited to 20 spaces, which will be allocated by Facilities. If you need a space, email Karen Holt by 30 November.

Thanks for your patience,
Maria`;

const LECTURE = `Okay, so, good morning everyone. Today we're going to talk about photosynthesis, and specifically about the light-dependent reactions. Now, last week we looked at the overall equation, right, carbon dioxide plus water gives you glucose and oxygen. Today I want to zoom in on the first stage.

So the light-dependent reactions happen in the thylakoid membranes of the chloroplast. And the key thing, the thing I really want you to remember, is that this is where light energy gets converted into chemical energy, in the form of ATP and NADPH. Water is split here, and that's actually where the oxygen we breathe comes from. Not from the carbon dioxide, which is a common misconception on exams.

Um, the ATP and NADPH then go on to power the Calvin cycle, which we'll cover on Thursday. For Thursday please read chapter 8, sections 8.3 to 8.5. And the lab report is due a week from Friday, so the 4th.`;

const LIBRARY = `Hello everyone,

Just an update on the library refurbishment. Unfortunately the contractor has found asbestos in the ceiling of the children's area, which was not in the original survey. It has to be removed by a licensed specialist before any other work can continue.

This means the reopening, planned for 15 January, will be delayed until at least the end of March. The extra cost is estimated at £48,000, which the council has agreed to cover from its contingency budget.

In the meantime, the mobile library will continue to visit the car park every Tuesday and Saturday, and online loans are unaffected.

We're sorry for the disruption.
Kev Marsh, Library Services Manager`;

const CONTRACT = `Hi Daniel,

Following our conversation yesterday, I'm writing to confirm the changes to your contract. From 1 January your working hours will reduce from 37.5 to 30 hours per week, working Monday to Thursday. Your salary will be adjusted pro rata to £33,600 per year.

Your holiday entitlement will also be adjusted pro rata, to 20 days plus bank holidays. Your pension contributions and other benefits stay the same.

Please sign and return the attached contract variation by 11 December. If you have any questions, let me know.

Kind regards,
Fiona Grant
HR Business Partner`;

const RENT = `NOTICE OF RENT INCREASE

To: Ms Helen Ward, Flat 3, 22 Elm Grove

This notice is given under section 13 of the Housing Act 1988. Your landlord, Parkside Lettings Ltd, proposes to increase the rent for the above property from £950 per month to £1,025 per month. The new rent will take effect from 1 February 2027.

If you agree with the new rent, you do not need to do anything. If you do not agree, you may refer this notice to the First-tier Tribunal before the date the new rent takes effect. The tribunal will decide the market rent for the property. You should seek advice if you are unsure of your rights.`;

const INVOICE = `From: Sam Patel
To: Julia Brandt
Subject: Re: Re: invoice 4471

Hi Julia,

Thanks for coming back to me. I checked with our accounts team and they confirm that invoice 4471 for £2,340 was paid on 2 November by bank transfer, reference HB-4471. Could you check again on your side? If it still doesn't show up, please send me your bank details as you have them on file and I will compare.

Also, the second delivery (order 889) arrived with two damaged chairs. We would like a replacement rather than a refund.

Best,
Sam

> On 18 Nov, Julia Brandt wrote:
> Dear Sam, our records show invoice 4471 is still unpaid and 16 days overdue. Please arrange payment at your earliest convenience or let us know if there is an issue.
> Kind regards, Julia`;

const ESPRESSO = `I bought the Breva X2 espresso machine three weeks ago after my old one died. Overall I'm happy but it's not perfect.

The good: it heats up in about 30 seconds, which is amazing compared to my old machine that took 5 minutes. The espresso is genuinely good, with a nice crema, and the steam wand is powerful enough to make proper microfoam for flat whites. It's also quite compact.

The bad: the water tank is only 1 litre so I'm refilling it almost every day. The drip tray is tiny and overflows if you forget to empty it. And at £449 it isn't cheap.

Would I buy it again? Yes, probably, but I'd wait for a sale. 4 stars.`;

const APPEAL = `This winter, the Hillside Animal Rescue is caring for more dogs than ever before. We currently have 64 dogs in kennels built for 45, and many of them were given up by owners who can no longer afford to keep them.

Heating the kennels costs us £1,100 a month between November and March. Our boiler is 20 years old and broke down twice last month. A new boiler will cost £7,500.

We are asking our supporters to help us raise £12,000 by 31 December: £7,500 for the boiler and the rest for food and vet bills. A gift of £25 feeds one dog for a month.

You can donate online at our website, by phone, or in person at the shelter. Thank you for standing with us.`;

const DISCHARGE = `Discharge notes - patient advice

You have been treated for a mild concussion after your fall. Your CT scan was normal. Most people recover fully within two weeks.

For the next 48 hours, someone should stay with you. Rest, but you do not need to stay in bed. You can take paracetamol for headaches; avoid ibuprofen for the first 24 hours. Do not drink alcohol, drive or play contact sports until your symptoms have gone.

Return to A&E immediately if you have vomiting more than once, a headache that gets worse, drowsiness that is hard to wake from, or weakness in your arms or legs.

Your GP will see you in 10 days. If you have not heard from them by 4 December, please call the surgery.`;

const DEPOSIT = `ok so i need some advice. my landlord says he is keeping £600 from my £1200 deposit because of "carpet damage" in the living room. the carpet was already old when i moved in 3 years ago and there is a small stain near the window thats it. i have photos from when i moved in but they are not very clear. he also says i didnt clean the oven which is true tbh but surely that isnt £600?? the deposit is protected with the DPS. should i raise a dispute or try to negotiate first? anyone been through this?`;

const TODO = `# Why I stopped using to-do apps

I've tried them all. **Todoist**, Things, Notion, a bullet journal, even sticky notes on the fridge. For about six years I switched tools every few months, convinced the next one would finally make me productive.

## The problem wasn't the app

What I eventually realised is that the app was never the problem. My lists were too long. I'd have 60 items on a list and feel guilty about all of them. No tool fixes that.

## What I do now

- I write **three** things on an index card each morning.
- Anything else goes into a single "later" file that I review on Fridays.
- If something sits in "later" for a month, I delete it.

It sounds too simple, but in the last eight months I've finished more projects than in the two years before. The card forces me to choose.

## Should you try it?

If you spend more time organising your tasks than doing them, yes. Give it two weeks.`;

const WEDDING = `Team,

Quick one before Saturday's wedding (Lewis/Chen, 140 guests). Kitchen needs final numbers from front of house by Thursday noon - last I heard we had 12 veggie, 3 vegan, 2 coeliac and one nut allergy (table 9, the bride's uncle). Please double-check the nut allergy with the couple, I don't want any mistakes on that one.

Setup starts 10am Saturday, ceremony at 2. Drinks reception on the terrace if it's dry, otherwise the conservatory. Carla is duty manager on the day, not me - I'm off.

Also the DJ needs access to the ballroom from 5pm, Marcus will meet him at the back door.

Cheers, Nina`;
const QUOTE = `Hi Mrs Delaney,

Thanks for having me round on Tuesday to look at the bathroom. As discussed, here's my quote.

Strip out existing suite and tiles, replace with the new suite you've chosen (you're supplying the suite). Re-tile walls to full height and floor. New extractor fan, vented through the outside wall. Move the radiator to the wall by the door.

Labour: £3,800
Materials (tiles, adhesive, grout, pipework, fan): about £1,150
Skip hire: £280

Total approx £5,230 inc. VAT. Job would take about 8 working days and I can start on 11 January. I'd need a 20% deposit to book the date, the rest on completion.

Any questions give me a ring.
Cheers,
Gary
Gary Mills Plumbing & Heating`;

const SOUP = `## My grandmother's lentil soup

This is the soup I grew up on. My grandmother made it every Sunday in a huge pot, and honestly it tastes better on the second day.

**Ingredients:** 250g red lentils, 1 onion, 2 carrots, 2 cloves of garlic, 1 tsp cumin, 1.5 litres of vegetable stock, juice of half a lemon.

Fry the onion and carrots in olive oil for 10 minutes until soft. Add the garlic and cumin and cook for another minute. Add the lentils and stock, bring to the boil, then simmer for 25 minutes. Blend until smooth and stir in the lemon juice at the end.

*Tip:* don't skip the lemon. It's what makes the soup taste bright instead of flat.`;

describe("summarizer session 10: the point first, no filler, no dangling ask", () => {
  it("a move opened with 'As you know' and dated 'at the end of the month' is the notice's TL;DR", () => {
    expect(summarize(MOVE, "medium", "tldr")).toMatch(/^TL;DR: We are moving to the new office at 14 Harbour Street/);
  });

  it("a lecture's greeting and spoken fillers are not shown", () => {
    const out = summarize(LECTURE, "medium", "bullet");
    expect(out).not.toMatch(/good morning everyone/i);
    expect(out).not.toMatch(/^• (?:Um|So|Okay),?\s/m);
  });

  it("a note's occasion line and a sign-off's name and title are never a bullet", () => {
    expect(summarize(LIBRARY, "medium", "bullet")).not.toMatch(/Kev Marsh/);
    expect(summarize(WEDDING, "short", "bullet")).not.toMatch(/^• (?:Quick one )?[Bb]efore Saturday's wedding/m);
  });

  it("a letter's change with its figures is its news, said before the form to sign", () => {
    expect(summarize(CONTRACT, "medium", "tldr")).toMatch(/working hours will reduce from 37\.5 to 30 hours per week/);
    expect(summarize(CONTRACT, "short", "bullet")).toMatch(/reduce from 37\.5 to 30 hours/);
  });

  it("a rent notice's short summary gives the increase and the date it takes effect", () => {
    const out = summarize(RENT, "short", "bullet");
    expect(out).toMatch(/from £950 per month to £1,025 per month/);
    expect(out).toMatch(/take effect from 1 February 2027/);
  });

  it("an ask that says 'it' for its subject comes after what 'it' is", () => {
    expect(summarize(INVOICE, "medium", "tldr")).toMatch(/invoice 4471 .*; if it still doesn't show up/);
  });

  it("a review's self-asked question is said with its answer", () => {
    expect(summarize(ESPRESSO, "medium", "tldr")).toMatch(
      /^TL;DR: I would buy it again - probably, but I'd wait for a sale\./,
    );
  });

  it("an appeal's ask is its TL;DR; a consequence 'This means X' is said as X", () => {
    expect(summarize(APPEAL, "medium", "tldr")).toMatch(/help us raise £12,000 by 31 December/);
    expect(summarize(LIBRARY, "medium", "tldr")).toMatch(
      /^TL;DR: The reopening, planned for 15 January, will be delayed/,
    );
  });

  it("when to get urgent help is in the medium summary", () => {
    expect(summarize(DISCHARGE, "medium", "bullet")).toMatch(/Return to A&E immediately/);
  });

  it("a post's advice question comes with the situation it asks about; 'What I eventually realised' is the point", () => {
    expect(summarize(DEPOSIT, "medium", "tldr")).toMatch(
      /keeping £600 from my £1200 deposit.*; should i raise a dispute/,
    );
    expect(summarize(TODO, "medium", "tldr")).toMatch(/the app was never the problem/);
  });

  it("a quote's bare total is its TL;DR, said as a sentence", () => {
    expect(summarize(QUOTE, "medium", "tldr")).toBe("TL;DR: The total is approx £5,230 inc. VAT.");
  });

  it("'It's what makes ...' is shown with the sentence it leans on", () => {
    expect(summarize(SOUP, "medium", "paragraph")).toMatch(/lemon\. It's what makes the soup taste bright/);
  });
});
