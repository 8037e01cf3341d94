/**
 * Fourth issue-11 pass, humanizer held-out sets (ChatGPT-style texts written away from the code): set F (13 texts:
 * cover letter, LinkedIn posts, product copy, school essays, apologies, a blog intro, a kick-off e-mail, a reply to a
 * review) was read in all three voices before its fixes; set G was written after them and read once. Grades are in
 * docs/tools/humanizer.md.
 */
export const HUMANIZER_HELDOUT_F: string[] = [
  // cover-letter-data-analyst
  `I am writing to express my keen interest in the Junior Data Analyst position at Brightwater Logistics. With a strong foundation in statistics and hands-on experience with SQL and Python, I am confident in my ability to make a meaningful contribution to your team. During my internship at Norden Freight, I spearheaded a project that streamlined the weekly reporting process, reducing the time required by 40%. I am particularly drawn to Brightwater's commitment to data-driven decision-making, and I am eager to bring my analytical mindset to your organization.`,
  // linkedin-promotion
  `I'm thrilled to share that I've stepped into a new role as Head of Customer Success at Fernleaf! 🎉 This milestone wouldn't have been possible without the incredible mentors and colleagues who have supported me along the way. Over the past four years, I've had the privilege of building a team that truly puts customers at the heart of everything we do. I'm excited to embark on this next chapter and continue driving meaningful impact. Here's to new beginnings!`,
  // product-water-bottle
  `Elevate your hydration game with the AquaPeak Insulated Bottle. Crafted from premium 18/8 stainless steel, it keeps your drinks ice-cold for up to 24 hours and piping hot for 12. Its sleek, leak-proof design seamlessly fits into any lifestyle, whether you're hitting the gym, commuting to work, or exploring the great outdoors. Say goodbye to lukewarm water and embrace a healthier, more sustainable way to stay refreshed.`,
  // school-essay-renaissance
  `The Renaissance was a pivotal period in European history that marked a profound shift in art, science, and thought. Originating in Italy in the 14th century, it was characterized by a renewed interest in classical learning and a focus on human potential. Artists such as Leonardo da Vinci and Michelangelo pushed the boundaries of creativity, while thinkers like Galileo challenged long-held beliefs about the universe. Ultimately, the Renaissance laid the groundwork for the modern world, and its influence continues to resonate today.`,
  // apology-delayed-order
  `Dear Ms. Okonkwo,

We sincerely apologize for the delay in delivering your order #48213. We understand how frustrating this must be, especially given that the item was intended as a birthday gift. Due to an unforeseen issue with our courier partner, your package was held at the regional depot longer than anticipated. Please rest assured that we are taking proactive steps to ensure this does not happen again. As a token of our appreciation for your patience, we have issued a £15 credit to your account.

Warm regards,
The Willow & Pine Team`,
  // blog-intro-houseplants
  `In today's fast-paced world, more and more people are turning to houseplants as a way to bring a touch of nature into their homes. But with so many options available, choosing the right plant can feel overwhelming. Whether you're a seasoned plant parent or just starting out, this guide will walk you through everything you need to know to create a thriving indoor jungle. Let's dive in!`,
  // email-project-kickoff
  `Hi team,

I hope this email finds you well. I wanted to reach out to provide a brief overview of the upcoming website redesign project. Our primary objective is to enhance the user experience and ensure that our site effectively showcases our services. The kickoff meeting is scheduled for Monday, 1 December, at 10 a.m. in Room 4B. It is crucial that everyone comes prepared with their initial ideas. Please don't hesitate to reach out if you have any questions or concerns.

Best regards,
Hannah`,
  // essay-social-media-teens
  `Social media has become an integral part of teenagers' lives, offering both significant benefits and notable drawbacks. On one hand, platforms like Instagram and TikTok enable young people to connect with peers, express their creativity, and access a wealth of information. On the other hand, excessive use has been linked to anxiety, sleep problems, and low self-esteem. It is therefore essential for parents and educators to strike a balance between embracing these tools and fostering healthy digital habits.`,
  // review-response-restaurant
  `Thank you so much for taking the time to share your feedback, James! We're truly delighted to hear that you enjoyed the lamb shoulder and our seasonal desserts. At Olive & Thyme, we strive to create a warm and welcoming atmosphere where every guest feels at home. We truly appreciate your kind words about our staff, and we will be sure to pass them along. We look forward to welcoming you back soon!`,
  // linkedin-lessons-failure
  `Failure is not the opposite of success — it's a stepping stone to it. Last year, my startup ran out of funding after 18 months. It was a humbling experience, but it taught me invaluable lessons about resilience, cash flow, and the importance of listening to customers. Today, I'm leveraging those insights to build something even stronger. If you're navigating a setback right now, remember: every challenge is an opportunity for growth. 💡 #Entrepreneurship #Resilience`,
  // product-project-app
  `Introducing TaskNest, the all-in-one project management solution designed to empower teams of all sizes. With intuitive boards, real-time collaboration, and robust reporting features, TaskNest streamlines your workflow and helps you stay on top of every deadline. Unlock your team's full potential with seamless integrations for Slack, Google Drive, and Zoom. Experience the future of productivity today — start your free 14-day trial.`,
  // school-essay-climate
  `Climate change is one of the most pressing challenges facing humanity in the 21st century. Rising global temperatures have led to more frequent heatwaves, melting ice caps, and rising sea levels, posing a serious threat to ecosystems and communities alike. While governments play a crucial role in addressing this issue, individuals can also make a difference by reducing their carbon footprint. In conclusion, tackling climate change requires a collective effort from all sectors of society.`,
  // apology-service-outage
  `We want to extend our deepest apologies for the service outage that occurred on Tuesday, 18 November, between 2:00 and 5:30 p.m. GMT. We recognize that many of you rely on Ledgerly to run your businesses, and we deeply regret the disruption this caused. The outage was caused by a faulty database update, which has since been rolled back. Moving forward, we are implementing additional safeguards to prevent similar incidents. We truly value your trust and remain committed to providing a reliable service.`,
];

/** Set G: written after set F's fixes and read once (its first-read grades are in docs/tools/humanizer.md). */
export const HUMANIZER_HELDOUT_G: string[] = [
  // cover-nurse
  `I am excited to apply for the Registered Nurse position in the Cardiology Unit at St. Mary's Hospital. With over five years of experience in fast-paced acute care settings, I have developed a deep commitment to delivering compassionate, patient-centered care. I am adept at collaborating with multidisciplinary teams and thrive in high-pressure environments. I would welcome the opportunity to bring my skills and dedication to your esteemed institution.`,
  // linkedin-volunteer
  `This weekend, I had the incredible opportunity to volunteer at a local food bank, and it was truly an eye-opening experience. 🙏 Working alongside passionate individuals who dedicate their time to fighting hunger reminded me of the power of community. It's a powerful reminder that small actions can make a big difference. I encourage everyone in my network to give back in whatever way they can. #Community #GivingBack`,
  // product-backpack
  `Meet the TrailMate 30L, the ultimate companion for every adventure. Designed with durability in mind, it features water-resistant fabric, ergonomic shoulder straps, and a dedicated laptop sleeve. Whether you're conquering mountain trails or navigating busy city streets, the TrailMate effortlessly adapts to your needs. Elevate your journey with a backpack that's as versatile as you are.`,
  // essay-printing-press
  `The invention of the printing press by Johannes Gutenberg around 1440 revolutionized the way information was shared. Prior to its invention, books were painstakingly copied by hand, making them rare and expensive. The printing press made it possible to produce books quickly and affordably, fostering the spread of literacy and new ideas across Europe. In essence, it played a pivotal role in shaping the Reformation, the Scientific Revolution, and the modern world.`,
  // apology-billing
  `Dear Mr. Haddad,

Thank you for bringing this matter to our attention. We sincerely apologize for the duplicate charge of $29.99 on your account this month. Upon reviewing your account, we have identified that the error was caused by a glitch in our payment system. We have processed a full refund, which should appear in your account within 3-5 business days. We deeply value your continued loyalty and appreciate your understanding.

Best regards,
Customer Support Team`,
  // blog-intro-remote
  `Remote work has transformed the way we live and work, offering unprecedented flexibility and freedom. However, it also comes with its own unique set of challenges, from feelings of isolation to blurred boundaries between work and home life. In this article, we'll explore practical strategies to help you stay productive, connected, and balanced while working from home. Whether you're a seasoned remote worker or new to the game, these tips will help you thrive.`,
  // email-followup-interview
  `Dear Ms. Chen,

I hope you are doing well. I wanted to follow up on my interview for the Marketing Coordinator role on November 12th. I remain very enthusiastic about the opportunity to join your team and contribute to your upcoming product launches. Please let me know if there is any additional information I can provide to assist in your decision-making process.

Warm regards,
Daniel Ortiz`,
];
