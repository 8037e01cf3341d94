import type { WritingSample } from "../../../tests/quality/writing-sample";
import { withoutCode } from "./seo-optimizer.blocks";
import { optimizeArticle } from "./seo-optimizer.engine";
import { HELD_OUT } from "./seo-optimizer.heldout";
import { htmlToDoc, looksLikeHtml } from "./seo-optimizer.html-input";

/**
 * Hand-written blog posts (HTML, with headings and lists) for the Yoast agreement bench and test. They were written
 * for this corpus, not taken from anywhere; the bench adds the CNN/DailyMail sample articles to them.
 */
export const BLOG_POSTS: string[] = [
  `<h1>How to Start a Vegetable Garden on a Small Balcony</h1>
<p>A balcony vegetable garden does not need much space. With a few containers, good soil and six hours of sun, you can grow tomatoes, herbs and salad leaves from spring to autumn. This guide walks you through the first season.</p>
<h2>Choose the right containers</h2>
<p>Containers should be at least 30 centimetres deep for tomatoes and peppers. Smaller pots work for herbs such as basil, parsley and chives. Make sure every pot has drainage holes, because roots rot quickly in standing water. Plastic pots are light and cheap, while clay pots dry out faster and need more watering.</p>
<p>If your balcony gets strong wind, pick heavy pots or group them against a wall. A balcony vegetable garden on a high floor also needs stakes for tall plants.</p>
<h2>Soil and feeding</h2>
<p>Buy a peat-free potting mix rather than garden soil. Garden soil compacts in pots and drains badly. Mix in a handful of compost when you plant, and feed fruiting plants every two weeks once the first flowers appear. However, do not overfeed leafy crops, or they grow soft and attract aphids.</p>
<h2>What to grow first</h2>
<ul><li>Cherry tomatoes, which crop heavily in pots</li><li>Lettuce and rocket, which you can cut again and again</li><li>Radishes, ready in about four weeks</li><li>Herbs such as mint, kept in its own pot</li></ul>
<p>Start with three or four crops. As a result, you will learn how much water and sun your balcony really gets before you spend more money.</p>
<h2>Watering</h2>
<p>Pots dry out much faster than beds. In summer, water every morning and check again in the evening. A simple test is to push a finger into the soil: if it is dry at the first knuckle, water until it runs out of the bottom. For example, a large tomato plant can drink two litres on a hot day. Self-watering pots save time if you travel.</p>
<p>Finally, keep notes. Write down what you planted, when it cropped and what failed. Next spring your balcony vegetable garden will be easier to plan.</p>`,

  `<h1>Remote Work Security Checklist for Small Businesses</h1>
<p>Remote work security is now a daily concern for small businesses. Staff connect from home networks, cafes and trains, and every laptop is a door into the company. This checklist covers the basics that stop most attacks.</p>
<h2>Protect every account</h2>
<p>Turn on multi-factor authentication for email, file storage and accounting tools. Passwords alone are stolen every day in phishing campaigns. A password manager helps staff use long, unique passwords without writing them down. In addition, remove accounts as soon as someone leaves the company.</p>
<h2>Keep devices up to date</h2>
<p>Most successful attacks use flaws that were fixed months earlier. Therefore, set laptops and phones to install updates automatically. Check once a month that updates actually ran. Old devices that no longer receive updates should be replaced.</p>
<p>Disk encryption is built into Windows and macOS. Switch it on, so a lost laptop does not become a data breach.</p>
<h2>Secure home networks</h2>
<p>Ask staff to change the default router password and to use WPA2 or WPA3. A company VPN is useful when people work from public Wi-Fi, but it is not a cure-all. For instance, a VPN does not protect a laptop that is already infected.</p>
<h2>Train people, not just machines</h2>
<p>Short, regular training works better than one long session a year. Show real examples of phishing emails that reached your company. Make it easy to report a suspicious message, and thank people who do. Remote work security depends on people as much as on software.</p>
<h2>Plan for the bad day</h2>
<p>Write down who to call if a laptop is stolen or an account is taken over. Keep offline backups of important files and test that you can restore them. Consequently, an incident becomes an inconvenience rather than a disaster.</p>`,

  `<h2>Our Review of the Northline Trail Running Shoe</h2>
<p>The Northline trail running shoe was tested by our team over six weeks on rocky paths, muddy forest tracks and a few road sections. The shoe was designed for long distances, and it is marketed as a do-everything option for runners who want one pair.</p>
<p>The upper is made from a tight mesh that drains well. The toe cap was reinforced after complaints about the previous model. The lacing is simple, although the laces were found to loosen on long descents. The tongue is padded and is attached to the sides, so small stones are kept out.</p>
<h3>Grip and cushioning</h3>
<p>Grip was excellent on dry rock and good on wet roots. The lugs are five millimetres deep and are spaced widely, which means mud is shed quickly. Cushioning was judged firm by lighter runners and about right by heavier testers. The midsole is built from a foam that was said to last 800 kilometres, and after 300 kilometres no loss of bounce was noticed.</p>
<h3>Fit</h3>
<p>The fit is narrow at the heel and roomy at the toes. Runners with wide feet should try the shoe in a shop first. Half sizes are offered, and a wide version is planned for next year.</p>
<h3>Verdict</h3>
<p>The Northline trail running shoe is recommended for runners who spend most of their time on technical ground. It is not the lightest shoe in its class, but it was the most comfortable one tested on runs longer than two hours. The price is high, yet the build quality justifies it.</p>`,

  `<p>Cheap plumber London. Are you looking for a cheap plumber London? Our cheap plumber London team is the best cheap plumber London service. Call the cheap plumber London experts today. We are the cheap plumber London you can trust. Every cheap plumber London job is guaranteed. Book your cheap plumber London visit now. Cheap plumber London, always open.</p>`,

  `<p>We make great coffee.</p>`,

  `<h1>Understanding Compound Interest</h1>
<p>Compound interest is interest earned on interest. When you save money, the bank pays you interest on your balance. The next year, it pays interest on the original amount and on the interest you already earned. Over time, this effect grows faster and faster.</p>
<p>Take a simple example. You put 1,000 dollars in an account that pays 5 percent a year. After one year you have 1,050 dollars. After the second year you have 1,102.50 dollars, because the 5 percent now applies to 1,050. After thirty years, the same 1,000 dollars becomes about 4,322 dollars without any new deposits.</p>
<p>The same rule works against you when you borrow. Credit card debt often compounds monthly at rates above 20 percent. Consequently, a balance that is left unpaid can double in less than four years. That is why paying off expensive debt is usually the best investment a person can make.</p>
<p>Three things decide how much compound interest you earn: the rate, the time and how often interest is added. Time matters most. Someone who starts saving at 25 will often end up with more than someone who saves twice as much from 40. In short, start early, even with small amounts, and leave the money alone.</p>
<p>Finally, remember inflation. If prices rise by 3 percent a year and your savings earn 2 percent, your money still loses buying power. Compound interest helps only when the rate beats inflation after fees and taxes.</p>`,

  `<h1>Why Our City Needs Protected Bike Lanes</h1>
<p>Every morning thousands of people in our city ride bikes to work and school. Most of them share the road with buses and lorries, separated by nothing more than a painted line. Protected bike lanes would change that, and the evidence from other cities is clear.</p>
<h2>Safety first</h2>
<p>Studies from several European and American cities show that protected bike lanes reduce injuries for everyone on the street, not only for cyclists. Drivers slow down when the road looks narrower. Pedestrians cross shorter distances. Meanwhile, cyclists stop riding on the pavement because they finally have their own space.</p>
<h2>Good for local shops</h2>
<p>Shop owners often fear that losing parking will cost them customers. However, surveys in Toronto and New York found that people who arrive on foot or by bike visit more often and spend more per month than drivers. Bike parking also takes far less space than car parking.</p>
<h2>Cheaper than new roads</h2>
<p>A kilometre of protected lane costs a fraction of a new road or a car park. It can be built in months rather than years. Moreover, every person who switches from a car to a bike frees space on the road for buses, deliveries and emergency vehicles.</p>
<h2>What we are asking for</h2>
<ol><li>A connected network linking the station, the hospital and the university</li><li>Physical barriers, not just paint</li><li>Safe junction designs that give cyclists their own signals</li></ol>
<p>The council will vote on the transport plan next month. Write to your councillor and ask them to support protected bike lanes.</p>`,

  `<h2>Release notes: version 4.2</h2>
<p>This release focuses on speed and stability. The search index was rebuilt, and queries on large projects now return in about half the time. Several crashes that were reported by users on older Android phones have been fixed.</p>
<h3>New features</h3>
<ul><li>Dark mode now follows the system setting.</li><li>Exported reports include the project name and the date.</li><li>You can now pin up to ten projects to the home screen.</li></ul>
<h3>Changes</h3>
<p>The sync interval was shortened from fifteen minutes to five. Offline edits are kept until the device reconnects, and conflicts are shown side by side so you can choose which version to keep. The old import format is no longer supported; please convert files with version 4.1 before upgrading.</p>
<h3>Known issues</h3>
<p>On some tablets, the keyboard covers the comment box in landscape mode. A fix is planned for the next update. In the meantime, rotate the device to portrait to type comments.</p>
<p>Thank you to everyone who sent feedback and crash reports. They are read by the whole team, and many of the changes in this release came directly from them.</p>`,

  `<h1>The History of the Humble Pencil</h1>
<p>The pencil seems too simple to have a history, yet it took centuries to develop. In the 1560s a large deposit of graphite was discovered in Borrowdale, in the north of England. Shepherds used it to mark their sheep, and soon it was cut into sticks and wrapped in string or sheepskin for writing.</p>
<p>Graphite was so valuable that the mine was guarded and flooded between uses to stop theft. English pencils became famous across Europe. Other countries had to find another way. In 1795 the French engineer Nicolas-Jacques Conté mixed powdered graphite with clay and baked it in a kiln. This process made pencils from poor graphite possible, and it let makers control how hard or soft the lead was.</p>
<p>In the nineteenth century pencil making moved to factories. German firms such as Faber became known for quality, and American makers used machines to cut cedar wood and glue the two halves around the lead. The familiar yellow paint appeared in the 1890s, when a company chose it to suggest the Chinese graphite it advertised as the best.</p>
<p>Today billions of pencils are made each year. They work in space, underwater and upside down, and they never leak. For a tool that costs very little, that is quite a record.</p>`,

  `<h1>Best Budget Laptop for Students</h1>
<p>Choosing the best budget laptop for students is hard because every shop claims to have one. We tested twelve machines under 600 dollars to find the best budget laptop for students who write essays, join video calls and watch lectures.</p>
<h2>What matters</h2>
<p>Battery life matters most. A student laptop should last a full day of classes, which means at least eight hours of real use. Next comes the keyboard, because students type for hours. The screen should be at least full HD; cheaper panels are dim and hard to read outdoors. Finally, look for 8 GB of memory and a solid-state drive, since slow storage makes every task feel sluggish.</p>
<h2>Our pick</h2>
<p>The best budget laptop for students in our tests was the Arlo 14. Its battery lasted eleven hours in our video test, the keyboard is quiet and firm, and it weighs only 1.3 kilograms. The speakers are weak, so plan to use headphones.</p>
<h2>Also good</h2>
<p>If you need a larger screen, the Vento 16 is a good choice, although its battery lasted only seven hours. For students on the tightest budget, a Chromebook can be enough for writing and browsing, but check that your course software runs on it before you buy.</p>`,
];

/** A handful for the unit test: different shapes (headings and lists, plain paragraphs, passive-heavy, stuffed). */
export const AGREEMENT_SAMPLE = [0, 1, 2, 3, 5, 6, 8];

/** The text of an article's blocks, one per line (what the writing checks read). */
function blocksText(html: string): string {
  return htmlToDoc(html)
    .blocks.flatMap((b) => (b.type === "list" ? b.items : [b.text]))
    .map(withoutCode)
    .join("\n");
}

/**
 * The optimizer's outputs on the blog posts and the held-out articles, for the writing-quality bench: the optimized
 * article's text against the article's, so its facts check shows nothing was added but the article's own phrases.
 */
export function writingSamples(): WritingSample[] {
  return [...BLOG_POSTS, ...HELD_OUT.map((a) => a.text)].map((article) => {
    const result = optimizeArticle(article, "general");
    // Inline code is left out on both sides (the output's is dropped by blocksText; a markdown input's here).
    const input = looksLikeHtml(article) ? blocksText(article) : article.replace(/`[^`\n]*`/g, "");
    return {
      input,
      output: blocksText(result.html),
      shown: `${blocksText(result.html)}\n${result.keywordsUsed.join("\n")}`,
      adheres: null,
    };
  });
}
