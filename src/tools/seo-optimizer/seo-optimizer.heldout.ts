/**
 * Held-out articles for the SEO optimizer: written for evaluation only (blog posts, product pages, how-tos, HTML pasted
 * from a CMS), never used to tune the engine. The `seo-yoast` bench reports agreement with Yoast on them apart from the
 * tuning corpus, and their outputs are read by hand (see docs/tools/seo-optimizer.md).
 */
import { HELD_OUT_SECOND } from "./seo-optimizer.heldout-second";

export interface HeldOutArticle {
  id: string;
  kind: string;
  text: string;
}

/** Both held-out sets: the first 13, then the second 11 (seo-optimizer.heldout-second.ts). */
export const HELD_OUT: HeldOutArticle[] = [
  {
    id: "sourdough-starter",
    kind: "blog post",
    text: `Why My First Sourdough Starter Failed (and What Finally Worked)

I killed three sourdough starters before the fourth one lived. Each time I followed a recipe from a different website, and each time the jar turned grey, smelled like nail polish and stopped rising. Looking back, the problem was never the recipe. It was my kitchen, my flour and my impatience.

A sourdough starter is just flour and water in which wild yeast and bacteria have settled. They eat the flour, make gas and acid, and the mixture rises and falls every day. When the balance is right, the starter doubles within six to eight hours after a feeding and smells pleasantly sour, a bit like yoghurt.

My kitchen was the first problem. In winter it sits at about 17 degrees, and at that temperature the yeast works slowly. I kept feeding the starter every twelve hours because a blog told me to, but it had not finished the last meal. I was diluting it faster than it could grow. Moving the jar to the top of the fridge, where the air is warmer, changed everything within a week.

The second problem was the flour. I used a bleached white flour because it was cheap. Whole grain rye flour carries far more wild yeast and nutrients, and a spoonful of it in each feeding gave the starter a visible boost. I still bake with white flour, but the starter now gets a mix.

The third problem was me. I expected bubbles on day two and panicked on day four. In fact the first burst of activity often comes from bacteria that die off, and the real yeast takes over later. Most starters need ten to fourteen days before they can raise a loaf.

If you are starting today, keep it simple: equal weights of flour and water, a warm spot, one feeding a day until it rises reliably, and patience. Mark the level on the jar with a rubber band so you can see the rise. When it doubles at the same time every day, your sourdough starter is ready, and your first loaf is only a day away.`,
  },
  {
    id: "standing-desk",
    kind: "product page",
    text: `<h1>Arbor Electric Standing Desk</h1>
<p>The Arbor electric standing desk moves from sitting to standing height in twelve seconds, quietly enough for a shared office. Two motors lift up to 120 kg, so a pair of monitors, a desktop computer and a stack of books are no problem.</p>
<h2>Key features</h2>
<ul>
<li>Height range from 62 to 128 cm, suitable for users from 150 to 200 cm tall</li>
<li>Four memory presets on the control panel</li>
<li>Anti-collision sensor that stops the desk when it meets resistance</li>
<li>Solid bamboo top in two sizes: 120 x 70 cm and 160 x 80 cm</li>
<li>Cable tray and two grommets included</li>
</ul>
<h2>Built to last</h2>
<p>The steel frame is powder coated and tested for 20,000 lifting cycles. The bamboo top is sealed with a water-based lacquer that resists coffee rings and scratches. Every desk is covered by a seven-year warranty on the frame and motors and a two-year warranty on the control panel.</p>
<h2>Assembly</h2>
<p>Most customers assemble the desk in about 40 minutes. All tools are in the box, and the instructions use large diagrams rather than long text. If you prefer, our partner installers can assemble it in your office for a fixed fee.</p>
<h2>Delivery and returns</h2>
<p>We deliver within five working days in the UK. If the standing desk does not suit you, return it within 30 days for a full refund; we collect it from your door.</p>`,
  },
  {
    id: "leaky-tap",
    kind: "how-to",
    text: `# How to Fix a Leaky Tap in 20 Minutes

A dripping tap wastes thousands of litres of water a year and keeps you awake at night. In most homes the fix is a worn washer or cartridge, and you can replace it yourself with basic tools.

## What you need

- An adjustable spanner
- A flat-head and a cross-head screwdriver
- A replacement washer or cartridge that matches your tap
- An old towel

## Step 1: Turn off the water

Find the isolation valve under the sink and turn it a quarter turn with a screwdriver until the slot is across the pipe. If there is no valve, turn off the main stopcock. Open the tap to drain the water left in the pipe.

## Step 2: Take the tap apart

Prise off the decorative cap on top of the handle and undo the screw beneath it. Lift off the handle. Use the spanner to loosen the headgear nut, turning anticlockwise. Lay the towel in the sink so that no small parts disappear down the plughole.

## Step 3: Replace the washer

On older taps, the rubber washer sits at the bottom of the headgear, held by a small nut. Remove the nut, pull off the old washer and press the new one into place. Modern quarter-turn taps use a ceramic cartridge instead; take the old cartridge to a hardware shop so you buy the same size.

## Step 4: Put it back together

Reassemble the tap in reverse order. Do not overtighten the headgear nut, because brass threads strip easily. Turn the water back on slowly and check for drips.

If the tap still leaks, the valve seat may be damaged. A seat-cutting tool can smooth it, but at that point many people call a plumber.`,
  },
  {
    id: "library-reopening",
    kind: "HTML paste",
    text: `<div class="entry-content"><p><strong>Riverside Library reopens after two-year renovation</strong></p>
<p>The Riverside Library on Canal Street reopened its doors on Saturday morning after a renovation that took two years and cost the council &pound;4.2 million. Hundreds of residents queued in the rain before the 9am opening, and the children's section was full within minutes.</p>
<p>The Victorian building now has a lift, step-free access from the street and a new reading room on the top floor, which was an empty loft before. Solar panels on the roof cover about a third of the building's electricity, according to the council.</p>
<h2>What is new inside</h2>
<p>Besides the books, the library offers a <a href="https://example.org/makerspace">makerspace</a> with two 3D printers and a sewing machine, six study rooms that can be booked online, and free Wi-Fi throughout. The local history archive, which was stored in a warehouse during the works, is back on the ground floor.<br>Opening hours have also been extended: the library now closes at 8pm on weekdays.</p>
<h2>What residents said</h2>
<p>"We brought the kids every week before it closed, and we missed it," said one mother who had waited since 8am. A retired teacher said the new reading room was "the best seat in town". Some residents complained that the car park was not rebuilt, and the council said it was looking at options.</p>
<p><em>The library is open Monday to Saturday. Membership is free for everyone who lives, works or studies in the borough.</em></p></div>`,
  },
  {
    id: "lisbon-three-days",
    kind: "blog post",
    text: `Three Days in Lisbon: A Relaxed Itinerary

Lisbon rewards slow travel. The city is built on seven hills, the trams are slow and the best moments happen over a long lunch, so do not try to see everything. This three-day plan covers the main sights and leaves time to wander.

Day one: Alfama and the castle

Start early in Alfama, the oldest neighbourhood, before the tour groups arrive. Walk up the narrow lanes to São Jorge Castle for the view over the red roofs and the river. In the afternoon, visit the cathedral and then take tram 28 towards Graça. In the evening, look for a small fado house in Alfama; the music is melancholy and beautiful, and the best places are tiny.

Day two: Belém

Take the train or tram 15 to Belém. The Jerónimos Monastery is the highlight, and its cloister is one of the most beautiful spaces in Portugal. Next door, queue for the custard tarts at the famous bakery; the queue moves fast. Walk along the river to the Belém Tower and the Monument to the Discoveries. If you still have energy, the MAAT museum has a roof you can walk across.

Day three: Baixa, Chiado and a sunset

Spend the morning in the flat Baixa district, rebuilt after the 1755 earthquake in a neat grid. Ride the Santa Justa lift or simply walk up to Chiado for coffee and bookshops. In the afternoon, cross the river by ferry to Cacilhas for fish lunch with a view of the city. End the day at a miradouro, one of Lisbon's viewpoints, as the sun sets behind the bridge.

Practical tips: wear shoes with grip, because the stone pavements are slippery. Buy a rechargeable transport card at any metro station. And book dinner in popular places, especially at weekends.`,
  },
  {
    id: "taskflow-features",
    kind: "product page",
    text: `<h1>TaskFlow: project management for small teams</h1>
<p>TaskFlow helps teams of 3 to 50 people plan work, share files and hit deadlines without drowning in features they never use.</p>
<h2>Plan with boards, lists or timelines</h2>
<p>Every project can be viewed as a Kanban board, a simple list or a timeline. Switch views with one click; the tasks stay the same. Drag a task to change its status or its dates, and everyone on the project sees the change at once.</p>
<h2>Keep conversations next to the work</h2>
<p>Comments, files and decisions live on the task they belong to. Mention a colleague to ask a question, and they get a notification in the app or by email. No more searching through chat history for the final version of a file.</p>
<h2>Know where every project stands</h2>
<p>The dashboard shows which projects are on track, which tasks are overdue and who has too much on their plate. Weekly summaries arrive in your inbox every Monday.</p>
<h2>Pricing</h2>
<ul><li>Free for up to 3 users and 2 projects</li><li>Team plan: 6 euros per user per month</li><li>Business plan: 12 euros per user per month, with single sign-on and audit logs</li></ul>
<p>Try TaskFlow free for 14 days. No credit card is needed, and you can export your data at any time.</p>`,
  },
  {
    id: "emergency-fund",
    kind: "how-to",
    text: `## How to Build an Emergency Fund on a Tight Budget

An emergency fund is money set aside for the expenses nobody plans: a broken boiler, a vet bill, a few weeks without work. Without one, a small crisis ends up on a credit card at 25 percent interest. Building an emergency fund feels impossible when money is tight, but it is mostly a matter of habits.

## Decide on a first target

Experts often recommend three to six months of essential expenses. That number can be discouraging, so start with a smaller goal, such as 500 or 1,000 pounds. A first target you can reach in a few months builds momentum.

## Pay yourself first

Set up a standing order that moves money into a separate savings account on payday, before you have a chance to spend it. Even 20 pounds a month adds up. Choose an easy-access account, but not the one linked to your debit card, so the money is not too easy to spend.

## Find money you did not know you had

Go through three months of bank statements and mark every subscription. Cancel the ones you forgot about. Compare your energy, phone and insurance deals; switching one contract can free up more than any amount of cutting back on coffee. Sell things you no longer use, and put the proceeds straight into the fund.

## Use windfalls wisely

Tax refunds, birthday money and overtime pay are ideal for the emergency fund because you never counted on them. Splitting them, half for savings and half for a treat, makes the habit easier to keep.

## Protect the fund

Only use it for real emergencies, and when you do, rebuild it before you start saving for anything else. An emergency fund is not exciting, but it turns a crisis into an inconvenience.`,
  },
  {
    id: "lentil-soup",
    kind: "blog post",
    text: `This red lentil soup is what I cook when the fridge is almost empty and everyone is hungry. It takes thirty minutes, costs very little and tastes even better the next day.

Red lentils are the secret. Unlike green or brown lentils, they need no soaking and they fall apart as they cook, which makes the soup thick and creamy without any cream. They are also full of protein and fibre.

Ingredients for four people:

- 1 onion, chopped
- 2 carrots, diced
- 2 cloves of garlic
- 1 teaspoon of ground cumin
- 250 g red lentils, rinsed
- 1.2 litres of vegetable stock
- Juice of half a lemon

Soften the onion and carrots in a little olive oil for ten minutes. Add the garlic and cumin and stir for a minute until it smells wonderful. Tip in the lentils and the stock, bring to the boil and simmer for twenty minutes, until the lentils have collapsed. Blend half of the soup if you like it smooth, season with salt and pepper, and finish with the lemon juice.

Serve the soup with warm flatbread and a spoonful of yoghurt. It keeps for four days in the fridge and freezes well, so it is worth making a double batch.`,
  },
  {
    id: "python-venv",
    kind: "HTML paste",
    text: `<h1>Setting up a Python virtual environment</h1>
<p>A virtual environment keeps the packages of one project apart from the packages of every other project on your computer. Without one, upgrading a library for a new project can break an old one. This guide shows the standard way to create and use a virtual environment with the <code>venv</code> module that ships with Python.</p>
<h2>Create the environment</h2>
<p>Open a terminal in your project folder and run:</p>
<pre><code>python3 -m venv .venv</code></pre>
<p>This creates a folder called <code>.venv</code> that holds a private copy of the Python interpreter and an empty place for packages. Most people add that folder to <code>.gitignore</code>, because it can be rebuilt at any time.</p>
<h2>Activate it</h2>
<p>On macOS and Linux, run <code>source .venv/bin/activate</code>. On Windows, run <code>.venv\\Scripts\\activate</code>. Your prompt changes to show the name of the environment, and the commands <code>python</code> and <code>pip</code> now point inside it.</p>
<h2>Install and record packages</h2>
<p>Install what the project needs with pip, then save the exact versions to a requirements file so that a colleague can recreate the same environment:</p>
<pre><code>pip install requests
pip freeze &gt; requirements.txt</code></pre>
<p>When you are done, type <code>deactivate</code> to leave the environment. Next time, activate it again before you work on the project.</p>`,
  },
  {
    id: "dog-grooming",
    kind: "service page",
    text: `Happy Paws Dog Grooming in Leeds

Happy Paws is a small, friendly grooming salon in Headingley. We groom one dog at a time, so your dog never waits in a cage or sits next to a barking stranger.

Every full groom includes a bath with a gentle shampoo, a blow-dry, a breed-appropriate trim, nail clipping and ear cleaning. Puppies can come for short introduction visits to get used to the sounds and the table.

Prices start at 35 pounds for small dogs. Call us or book online; we are open Tuesday to Saturday.`,
  },
  {
    id: "four-day-week",
    kind: "essay",
    text: `The four-day week has moved from a utopian idea to a serious experiment in only a few years. Companies in Britain, Iceland, Spain and New Zealand have tried it, and the results have been surprisingly consistent: productivity held steady or rose, sickness absence fell, and most firms chose to keep the shorter week after the trial ended. Yet the idea still meets strong resistance, and it is worth asking why.

Part of the resistance is cultural. For a century, long hours have been treated as a sign of commitment. Managers who grew up in that culture find it hard to believe that people can do the same work in less time, even when the numbers show it. Presence is easier to measure than output, so many organisations still reward the person who stays latest rather than the person who achieves most.

Another part is practical. A shorter week is easy to imagine for an office where the work is writing reports and answering email. It is much harder for a hospital, a school or a bus company, where someone has to be there to do the job. In those sectors a four-day week means hiring more people, and that costs money that many public services do not have. Supporters reply that lower burnout and turnover pay for part of the cost, but the evidence from those sectors is still thin.

There is also a risk that the shorter week simply squeezes five days of stress into four. In some trials, employees reported that meetings became shorter and more focused, which they welcomed. Others said they felt pressure to skip breaks and work through lunch to hit their targets. A four-day week that leaves people more exhausted would defeat its own purpose.

What the experiments really show is that most of us waste a great deal of time at work. Long meetings without an agenda, constant interruptions and reports that nobody reads fill the hours. Cutting a day forces teams to drop those habits. The lesson applies even to organisations that never adopt the four-day week: if work can be done in four days, it can certainly be done better in five.

The most likely future is not one model for everyone, but more choice. Some firms will move to four days, some will offer compressed hours or nine-day fortnights, and others will give staff more control over when they work. The old assumption that forty hours in an office is the natural shape of a working life is fading, and that may be the most important result of all.`,
  },
  {
    id: "solar-faq",
    kind: "FAQ",
    text: `<h2>Home solar panels: frequently asked questions</h2>
<h3>How much do solar panels cost?</h3>
<p>A typical 4 kW system for a three-bedroom house costs between 5,000 and 7,000 pounds installed. Prices have fallen by more than half in the last ten years.</p>
<h3>How much will I save?</h3>
<p>Savings depend on how much electricity you use during the day. Most households save between 300 and 600 pounds a year, and more if they add a battery or sell surplus power back to the grid.</p>
<h3>Do solar panels work in cloudy weather?</h3>
<p>Yes. Panels produce less power on cloudy days, but they still generate electricity from daylight. Germany, which is not known for sunshine, is one of the largest solar markets in the world.</p>
<h3>Do I need planning permission?</h3>
<p>In most cases, no. Roof panels on a house are usually permitted development, unless the building is listed or in a conservation area. Check with your council if you are unsure.</p>
<h3>How long do solar panels last?</h3>
<p>Panels usually come with a 25-year performance warranty and often last longer. The inverter, which converts the power for your home, typically needs replacing after 10 to 15 years.</p>`,
  },
  {
    id: "ebike-review",
    kind: "blog post",
    text: `Commuter E-Bike Review: Six Months on the Voltra City 2

The Voltra City 2 was bought to replace a car for a 12-kilometre commute, and after six months and 2,400 kilometres it has been ridden in rain, frost and one memorable heatwave. This review is based on that daily use rather than on a weekend test.

The motor is mounted in the rear hub and is rated at 250 watts, the legal limit in Europe. Assistance is delivered smoothly, and the bike is pushed up the long hill on the way home without drama. The battery is removable and is charged indoors overnight. In winter the range was reduced from about 70 kilometres to 45, which is still enough for three days of commuting.

The frame is made of aluminium and is designed with a low step-through, which is appreciated when the bike is loaded with panniers. Mudguards, lights and a rear rack are included in the price, and all of them have survived the winter. The hydraulic disc brakes are excellent; they were adjusted once at the first service.

Not everything is perfect. The saddle was replaced after a month because it was too hard for longer rides. The display is hard to read in bright sunlight, and the app is slow to connect. At 24 kilograms the bike is heavy to carry up stairs.

Overall, the Voltra City 2 is recommended for commuters who want a practical, well-equipped bike without paying premium prices. It has saved about 90 euros a month in fuel and parking, and the commute has become the best part of the day.`,
  },
  ...HELD_OUT_SECOND,
];
