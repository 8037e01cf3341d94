import type { WritingSample } from "../../../tests/quality/writing-sample";
import type { VoiceStyle } from "./contract";
import { humanize } from "./humanizer.engine";

/**
 * 58 AI-style texts written for the humanizer's quality test and bench (emails, essays, LinkedIn posts, product copy,
 * reports, announcements, cover letters, academic paragraphs, markdown lists). Each one is made of the wording
 * models over-use; none was written to match a rule. The owner's held-out texts are not in the repository.
 */
export interface CorpusText {
  kind:
    | "email"
    | "essay"
    | "linkedin"
    | "product"
    | "report"
    | "announcement"
    | "cover-letter"
    | "academic"
    | "markdown";
  text: string;
}

export const HUMANIZER_CORPUS: readonly CorpusText[] = [
  {
    kind: "email",
    text: "I hope this email finds you well. I am writing to follow up on the proposal we sent on 12 March. Please review the attached budget at your earliest convenience. Do not hesitate to reach out to me if you have any questions.",
  },
  {
    kind: "email",
    text: "I would like to express my sincere gratitude for your unwavering support throughout this journey. Your guidance played a pivotal role in the success of the Lisbon launch. I truly appreciate everything you have done for the team.",
  },
  {
    kind: "email",
    text: "Please be advised that the office will be closed on Friday, 24 May. It is important to note that all invoices must be submitted prior to the closure. Feel free to reach out if you have any questions.",
  },
  {
    kind: "email",
    text: "Thank you for your time and consideration. I am excited to share that our team has completed the migration to the new billing platform. We leveraged automated tests to ensure that every account was moved correctly.",
  },
  {
    kind: "email",
    text: "I wanted to touch base regarding the Q3 roadmap. It should be noted that the design team needs two more weeks. Could we circle back on Thursday to discuss the timeline?",
  },
  {
    kind: "email",
    text: "In order to streamline our onboarding process, we have created a comprehensive checklist for new hires. Additionally, each new employee will be paired with a mentor. Please let me know at your earliest convenience if you would like to review it.",
  },
  {
    kind: "email",
    text: "Dear Ms. Okafor, I hope this message finds you well. I am reaching out to inquire about the status of order 4471. It is crucial that the parts arrive before 3 June, as our production line depends on them.",
  },
  {
    kind: "email",
    text: "I am thrilled to announce that Daniel Reyes will be joining our team as Head of Operations. Daniel brings a proven track record of scaling logistics teams across Europe. Please join me in welcoming him on Monday.",
  },
  {
    kind: "essay",
    text: "In today's fast-paced world, technology plays a crucial role in education. Moreover, online platforms empower students to learn at their own pace. It is worth noting that access to the internet remains uneven across rural areas.",
  },
  {
    kind: "essay",
    text: "Climate change is undoubtedly one of the most pressing challenges of our time. Furthermore, rising sea levels pose a significant threat to coastal cities such as Jakarta and Miami. In conclusion, governments must take bold action to navigate the complexities of this crisis.",
  },
  {
    kind: "essay",
    text: "The Industrial Revolution represented a paradigm shift in the way people lived and worked. Factories in Manchester utilized steam power to produce textiles at an unprecedented scale. Consequently, millions of workers moved from farms to cities.",
  },
  {
    kind: "essay",
    text: "Reading fiction fosters empathy and cultivates a deeper understanding of other cultures. Studies suggest that readers of literary novels may potentially perform better on tests of social reasoning. Ultimately, books serve as a window into the lives of others.",
  },
  {
    kind: "essay",
    text: "In the realm of modern medicine, artificial intelligence is a game-changer. Algorithms can now detect tumours in X-rays with remarkable accuracy. Nevertheless, it is essential to remember that doctors must still make the final decision.",
  },
  {
    kind: "essay",
    text: "Urban gardens play a vital role in fostering community spirit. Moreover, they provide fresh vegetables in neighbourhoods that lack grocery stores. It goes without saying that cities should support these initiatives with land and funding.",
  },
  {
    kind: "essay",
    text: "Social media has revolutionized the way we communicate. However, it is a double-edged sword, as it can also spread misinformation at an alarming rate. It is important to strike a balance between freedom of expression and public safety.",
  },
  {
    kind: "linkedin",
    text: "I am thrilled to share that I have accepted a new role as Product Manager at Brightwave! This journey has been incredibly rewarding. I want to express my heartfelt gratitude to my mentors who empowered me to grow.",
  },
  {
    kind: "linkedin",
    text: "Leadership is not about titles. It is about empowering your team to unlock their full potential. Here's the thing: great leaders foster trust, embrace feedback and lead by example. Let that sink in.",
  },
  {
    kind: "linkedin",
    text: "After 10 years in marketing, here are my key takeaways. First and foremost, always put the customer first. Secondly, leverage data to drive growth. Last but not least, never stop learning.",
  },
  {
    kind: "linkedin",
    text: "Excited to announce that our startup, Greenloop, has raised 2.5 million dollars in seed funding! This milestone is a testament to the hard work of our incredible team. We are just getting started on this journey.",
  },
  {
    kind: "linkedin",
    text: "In today's competitive landscape, networking is more important than ever. Attending events like Web Summit allows you to connect with thought leaders and gain valuable insights. Don't hesitate to reach out to people you admire.",
  },
  {
    kind: "linkedin",
    text: "Burnout is real. In an era where remote work blurs the line between home and office, it is crucial to set boundaries. Take breaks, log off at 6 pm and prioritize your wellbeing. Your future self will thank you.",
  },
  {
    kind: "linkedin",
    text: "Yesterday I delivered a keynote at the Berlin Data Conference. It was an honour to delve into how small teams can harness the power of machine learning. A huge thank you to everyone who attended!",
  },
  {
    kind: "product",
    text: "Introducing the AeroMax 3000, a cutting-edge vacuum cleaner that seamlessly combines power and elegance. Its robust motor delivers unparalleled suction. Elevate your cleaning routine today!",
  },
  {
    kind: "product",
    text: "Our state-of-the-art project management tool empowers teams to collaborate seamlessly. With a myriad of integrations, it streamlines your workflow and boosts productivity. Look no further for the ultimate solution.",
  },
  {
    kind: "product",
    text: "Crafted with meticulous attention to detail, this leather wallet is the perfect blend of style and function. It features six card slots and RFID protection. Whether you're a seasoned professional or a student, it will elevate your everyday carry.",
  },
  {
    kind: "product",
    text: "Discover the vibrant flavours of our single-origin coffee from Huila, Colombia. Each bag is roasted in small batches to ensure that every cup delivers a rich tapestry of notes. Unlock the full potential of your morning ritual.",
  },
  {
    kind: "product",
    text: "The Nimbus smartwatch is a game-changer for fitness enthusiasts. It tracks heart rate, sleep and 20 sports modes with unprecedented accuracy. Furthermore, its battery lasts up to 14 days.",
  },
  {
    kind: "product",
    text: "Our innovative meal-kit service takes the stress out of cooking. Each box contains fresh ingredients and easy recipes curated by chef Ana Silva. In addition, you can pause or cancel at any time.",
  },
  {
    kind: "product",
    text: "Experience the breathtaking beauty of the Amalfi Coast with our comprehensive 7-day tour. Our expert guides will help you navigate the bustling streets of Naples and discover hidden gems. Book now to embark on the adventure of a lifetime.",
  },
  {
    kind: "report",
    text: "This report delves into the key findings of the 2024 customer survey. Notably, 68% of respondents indicated that they were satisfied with the service. Furthermore, response times improved by 15% compared to the previous year.",
  },
  {
    kind: "report",
    text: "In summary, the pilot program demonstrated significant improvements in efficiency. The warehouse in Rotterdam reduced picking errors by 30%. Moving forward, we recommend leveraging the same approach across all sites.",
  },
  {
    kind: "report",
    text: "It is evident that the marketing campaign played a significant role in driving sales. Revenue increased from 1.2 million to 1.6 million euros in the second quarter. However, customer acquisition costs also rose by 8%.",
  },
  {
    kind: "report",
    text: "The audit identified several areas for improvement. Additionally, it is important to note that the finance team utilized outdated spreadsheets. In light of these findings, we recommend a comprehensive review of internal controls.",
  },
  {
    kind: "report",
    text: "Due to the fact that supplier prices increased in January, the project exceeded its budget by 12,000 dollars. Nevertheless, the team delivered the bridge on schedule. Moving forward, procurement should negotiate fixed-price contracts.",
  },
  {
    kind: "report",
    text: "Our analysis sheds light on the factors that influence employee retention. A significant number of staff cited flexible hours as a key reason for staying. Consequently, HR should consider expanding the hybrid work policy.",
  },
  {
    kind: "announcement",
    text: "We are delighted to announce that the community centre on Elm Street will reopen on 1 September. The renovation was made possible thanks to the unwavering support of local volunteers. We look forward to welcoming you back!",
  },
  {
    kind: "announcement",
    text: "Please be advised that scheduled maintenance will take place on Sunday from 2 am to 6 am. During this time, the customer portal may be unavailable. We apologize for any inconvenience this may cause and appreciate your patience.",
  },
  {
    kind: "announcement",
    text: "As we embark on this exciting new chapter, we remain committed to our mission. The merger with Northfield Bank will allow us to serve 2 million customers across 14 countries. Together, we will redefine what banking can be.",
  },
  {
    kind: "email",
    text: "Hi Tom, I hope you are doing well. I wanted to reach out regarding the marketing budget for next year. It would be great if we could schedule a meeting at your earliest convenience to align on priorities.",
  },
  {
    kind: "essay",
    text: "Remote work has become a game-changer for many companies. Additionally, it allows employees to achieve a healthier work-life balance. It is important to note that communication can be challenging, and that said, by leveraging asynchronous tools, managers can keep everyone informed.",
  },
  {
    kind: "report",
    text: "The new CRM system serves as a cornerstone of our sales strategy. It facilitates collaboration between the sales and support teams. Furthermore, it provides actionable insights that help managers make informed decisions.",
  },
  {
    kind: "linkedin",
    text: "Five lessons I learned from running my first marathon in Chicago. First, consistency is paramount. Second, rest is just as important as training. Ultimately, the journey matters more than the finish line.",
  },
  {
    kind: "cover-letter",
    text: "Dear Hiring Manager,\n\nI am excited to apply for the Marketing Coordinator role at Bluefin Media. With over three years of experience in digital marketing, I have developed a keen eye for detail and a passion for storytelling. At Crestline Travel, I spearheaded a social media campaign that increased engagement by 65% in six months.\n\nI am confident that my skills align perfectly with your needs, and I would welcome the opportunity to contribute to your dynamic team.\n\nSincerely,\nAisha Rahman",
  },
  {
    kind: "cover-letter",
    text: "I am writing to express my strong interest in the Junior Software Engineer position at Polaris Labs. As a recent graduate of the University of Leeds with a degree in Computer Science, I possess a solid foundation in Java, Python and cloud computing. During my internship at Finch Systems, I utilized Docker and Kubernetes to streamline deployment pipelines, reducing release times by 30%. I am eager to leverage my skills to contribute to innovative projects at your esteemed company.",
  },
  {
    kind: "cover-letter",
    text: "Throughout my eight-year career in nursing, I have demonstrated an unwavering commitment to patient care. At St. Mary's Hospital, I played a pivotal role in implementing a new triage system that reduced waiting times by 20 minutes. I thrive in fast-paced environments and excel at building strong relationships with patients and families. I would be thrilled to bring my expertise to the team at Riverside Clinic.",
  },
  {
    kind: "cover-letter",
    text: "Thank you for considering my application for the Project Manager position. My comprehensive background in construction management, combined with my PMP certification, makes me a strong fit for this role. I have successfully delivered 14 projects worth over 50 million dollars, consistently meeting deadlines and budgets. I look forward to the opportunity to discuss how I can add value to Harlow Builders.",
  },
  {
    kind: "academic",
    text: "This paper examines the multifaceted relationship between social media use and adolescent wellbeing. Drawing on survey data from 2,300 students in Ontario, the study reveals a nuanced picture. Moderate use was associated with stronger peer connections, whereas heavy use correlated with higher levels of anxiety. These findings underscore the need for a holistic approach to digital literacy education.",
  },
  {
    kind: "academic",
    text: "It is widely acknowledged that climate policy must strike a balance between economic growth and environmental protection. However, recent scholarship has challenged this framing, arguing that the two goals are increasingly complementary. This essay delves into the debate, drawing on case studies from Denmark and Costa Rica, and sheds light on the conditions under which green investment drives long-term prosperity.",
  },
  {
    kind: "academic",
    text: "The results of the experiment were consistent with the hypothesis. Notably, participants in the treatment group recalled 18% more words than those in the control group. Furthermore, the effect persisted after a one-week delay, suggesting that spaced repetition facilitates long-term retention. Future studies should explore whether these findings generalize to older adults.",
  },
  {
    kind: "academic",
    text: "In the realm of behavioural economics, the concept of loss aversion plays a crucial role in explaining consumer choices. Kahneman and Tversky demonstrated that losses loom larger than equivalent gains. Consequently, framing a discount as an avoided loss can significantly influence purchasing decisions. Nevertheless, the magnitude of this effect varies across cultures and contexts.",
  },
  {
    kind: "markdown",
    text: "## Why Choose Our Platform?\n\n- **Seamless integration:** Connect effortlessly with over 200 apps, including Slack and HubSpot.\n- **Robust security:** Our state-of-the-art encryption ensures that your data remains safe.\n- **Unparalleled support:** Our dedicated team is available 24/7 to assist you.\n\nReady to elevate your workflow? Start your free 14-day trial today!",
  },
  {
    kind: "markdown",
    text: "Here are 4 key strategies to boost employee engagement:\n\n1. Foster open communication by holding regular one-on-one meetings.\n2. Recognize achievements publicly to cultivate a culture of appreciation.\n3. Provide opportunities for professional growth, such as mentorship programs.\n4. Leverage feedback tools like Culture Amp to measure progress.\n\nBy implementing these strategies, organizations can create a thriving workplace.",
  },
  {
    kind: "markdown",
    text: "### Key Takeaways\n\n- Artificial intelligence is revolutionizing the way businesses operate.\n- Companies that embrace automation can unlock significant efficiencies.\n- It is crucial to address ethical concerns such as bias and transparency.\n- Upskilling employees will be paramount in the years ahead.",
  },
  {
    kind: "markdown",
    text: "**Pros:**\n- Lightweight design weighing just 1.2 kg\n- Impressive 12-hour battery life\n- Vibrant 14-inch display\n\n**Cons:**\n- Limited port selection\n- Speakers could be louder\n\nOverall, the Zenbook 14 is a game-changer for students and professionals alike.",
  },
  {
    kind: "email",
    text: "Dear Dr. Novak,\n\nI hope this message finds you well. I wanted to reach out to inquire about the possibility of joining your research group as a PhD student in September. I have thoroughly enjoyed your recent paper on coral reef resilience, and I am deeply passionate about marine conservation. I would be grateful for the opportunity to discuss potential projects at your earliest convenience.\n\nBest regards,\nMarco Bellini",
  },
  {
    kind: "essay",
    text: "Volunteering is not only a way to give back to the community but also a powerful tool for personal growth. By dedicating their time to causes they care about, individuals can develop valuable skills, expand their networks and gain a deeper sense of purpose. Moreover, volunteering fosters empathy and strengthens the social fabric of neighbourhoods. Ultimately, the benefits of volunteering extend far beyond the individual.",
  },
  {
    kind: "product",
    text: "Say hello to the Lumo desk lamp, where cutting-edge design meets everyday functionality. With three brightness levels and a built-in USB-C port, it seamlessly adapts to your needs. Whether you're burning the midnight oil or reading before bed, Lumo delivers the perfect lighting every time. Elevate your workspace today.",
  },
  {
    kind: "linkedin",
    text: "I'm humbled to announce that I've been promoted to Senior Product Designer at Orbit! 🎉 This journey hasn't always been easy, but every challenge has been an opportunity to grow. Huge thanks to my incredible team and my manager, Laura Chen, for believing in me. Here's to the next chapter!",
  },
];

const STYLES: VoiceStyle[] = ["casual", "friendly", "professional"];
/** A contraction ("here's to ..." is a toast, not a contraction of "here is"). */
const CONTRACTED =
  /\b\p{L}+['’](?:t|re|ve|ll|d|m)\b|\b(?:it|that|there|here|what|he|she|who)['’]s\b(?<!\bhere['’]s(?=\s+to\b))/iu;

/** Each corpus text in each voice, for the writing bench (bench/writing-quality.bench.ts). Option adherence: the
 * professional voice has no contractions and no exclamation marks; casual and friendly leave no "do not" / "it is"
 * that could be contracted. The humanizer's own figures (AI phrases, content words kept, voice distance) are in
 * humanizer.quality.test.ts and docs/tools/humanizer.md. */
export function writingSamples(): WritingSample[] {
  return HUMANIZER_CORPUS.flatMap(({ text }) =>
    STYLES.map((style) => {
      const output = humanize(text, style);
      const adheres =
        style === "professional"
          ? !CONTRACTED.test(output) && !/!/.test(output)
          : !/\b(?:do|does|did|is|are|was|were|will|would|could|should|have|has) not\b|\b(?:it|that|there) is (?=\p{L})/iu.test(
              output,
            );
      return { input: text, output, adheres };
    }),
  );
}
