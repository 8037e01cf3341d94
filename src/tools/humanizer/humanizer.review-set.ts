/**
 * Review sets of the humanizer (issue 11 review): AI-style texts written for a reading review, apart from the corpus
 * and never used to tune the lexicon. Round 1 was read in all three voices, graded, and its defect classes fixed in
 * general; round 2 was written after those fixes and read once. Grades are in docs/tools/humanizer.md.
 */
export interface ReviewText {
  id: string;
  text: string;
}

export const HUMANIZER_REVIEW_ROUND_1: readonly ReviewText[] = [
  {
    id: "cover-letter-nurse",
    text: "Dear Hiring Manager,\n\nI am writing to express my keen interest in the Staff Nurse position at St Bride's Hospital. With over six years of experience in acute medical wards, I have developed a robust skill set that aligns seamlessly with the needs of your team. Throughout my career, I have consistently demonstrated a commitment to delivering compassionate, patient-centred care.\n\nIn my current role at Northfield General, I spearheaded an initiative to reduce medication errors, which resulted in a 35% decrease over twelve months. I am confident that my dedication and passion would make me a valuable asset to your esteemed organization.\n\nThank you for considering my application. I look forward to the opportunity to discuss how I can contribute to your team.\n\nKind regards,\nAmara Chukwu",
  },
  {
    id: "linkedin-layoff",
    text: "Today marks the end of an incredible chapter. After four amazing years at Finlytics, I was impacted by the recent restructuring. While this news was unexpected, I am choosing to embrace this moment as an opportunity for growth.\n\nI am immensely grateful to my colleagues, who have not only been teammates but also friends. Together, we navigated countless challenges and delivered impactful solutions for over 200 clients.\n\nI am now actively seeking new opportunities in data engineering. If you know of any roles, I would be truly grateful for a connection. #OpenToWork",
  },
  {
    id: "essay-remote-work",
    text: "Remote work has fundamentally transformed the modern workplace. In the wake of the pandemic, organizations across the globe were compelled to adopt flexible arrangements almost overnight. This shift has not been without its challenges; however, it has also unlocked a plethora of benefits for both employers and employees.\n\nOne of the most significant advantages is the elimination of the daily commute. Workers can reclaim hours each week, which can be allocated to family, exercise, or personal development. Furthermore, companies can tap into a diverse talent pool that is no longer constrained by geography. Nevertheless, it is crucial to acknowledge that remote work can foster feelings of isolation, particularly among younger employees who have not yet built a professional network.",
  },
  {
    id: "product-coffee-grinder",
    text: "Elevate your morning ritual with the Brevio Burr Grinder. Meticulously engineered with 40 precision grind settings, it empowers you to unlock the full potential of every bean, whether you prefer a delicate pour-over or a bold espresso. Its sleek, minimalist design seamlessly complements any kitchen aesthetic, while the whisper-quiet motor ensures you won't wake the household. Experience café-quality coffee in the comfort of your own home.",
  },
  {
    id: "email-deadline-extension",
    text: "Hi Professor Lindqvist,\n\nI hope this email finds you well. I am reaching out to respectfully request a short extension on the research methods essay, which is currently due on Friday, 14 March. Unfortunately, I have been dealing with a family emergency over the past week, which has significantly impacted my ability to complete the assignment to the standard I would like.\n\nWould it be possible to submit the essay by Tuesday, 18 March instead? I completely understand if this is not feasible, and I am happy to provide any documentation that may be required.\n\nThank you so much for your understanding.\n\nBest regards,\nJonas",
  },
  {
    id: "blog-intro-gardening",
    text: "Gardening is more than just a hobby — it's a journey of growth, patience, and discovery. In this comprehensive guide, we'll delve into the essential tips and tricks that every beginner needs to know. From selecting the right soil to understanding the intricate needs of different plants, we've got you covered. So grab your gloves, and let's embark on this exciting adventure together!",
  },
  {
    id: "report-quarterly",
    text: "In Q2, the customer support team made significant strides in enhancing overall service quality. The average first response time decreased from 9 hours to 4 hours, a testament to the team's unwavering commitment. Additionally, customer satisfaction scores rose to 91%, underscoring the effectiveness of the new triage process. Moving forward, we will continue to leverage automation to further optimize our workflows, ensuring that we remain well-positioned to meet growing demand.",
  },
  {
    id: "email-apology-customer",
    text: "Dear Mr. Patel,\n\nThank you for bringing this matter to our attention. We sincerely apologize for the inconvenience caused by the delayed delivery of your order (#58821). We understand how frustrating this must have been, especially given the importance of the occasion.\n\nAs a token of our appreciation for your patience, we have issued a full refund of the £12.99 delivery charge. Rest assured that we are taking proactive steps to ensure that this does not happen again.\n\nShould you have any further questions, please do not hesitate to contact us.\n\nWarm regards,\nThe Greenleaf Team",
  },
  {
    id: "linkedin-lesson",
    text: "I didn't get the promotion. And honestly? It was the best thing that could have happened.\n\nHere's what I learned:\n\n1. Feedback is a gift, even when it stings.\n2. Your worth is not defined by a job title.\n3. Growth happens outside your comfort zone.\n\nSix months later, I'm leading a team of 8 at a company that truly values my contributions. Sometimes, a closed door is simply redirecting you to a better path. What's a setback that shaped your career? Let me know in the comments! 👇",
  },
  {
    id: "academic-paragraph",
    text: "This study aims to shed light on the multifaceted relationship between social media use and adolescent well-being. Drawing on survey data from 2,400 students across 18 schools, the findings suggest that it is not the amount of time spent online, but rather the nature of the engagement, that plays a pivotal role. Notably, passive scrolling was associated with lower life satisfaction, whereas active communication with close friends showed no such effect. These results underscore the importance of nuanced approaches to digital well-being interventions.",
  },
  {
    id: "announcement-office-move",
    text: "We are excited to announce that, effective Monday, 2 June, our Manchester office will be relocating to a brand-new space at 14 Deansgate. This move represents a significant milestone in our journey and reflects our ongoing commitment to providing a vibrant, collaborative environment for our team. The new office boasts state-of-the-art meeting rooms, a dedicated wellness area, and convenient access to public transport. Please note that the old office will not be accessible after Friday, 30 May.",
  },
  {
    id: "toast-speech",
    text: "Ladies and gentlemen, it is truly an honor to stand before you today as we celebrate the union of Sam and Priya. Their love story is a beautiful testament to the power of friendship, patience, and a shared love of terrible puns. Sam, you have found someone who not only understands your quirks but also embraces them wholeheartedly. Please raise your glasses to a lifetime of laughter, adventure, and unwavering support.",
  },
];

export const HUMANIZER_REVIEW_ROUND_2: readonly ReviewText[] = [
  {
    id: "email-networking-follow-up",
    text: "Hi Rachel,\n\nIt was an absolute pleasure connecting with you at the Leeds Fintech Meetup last Thursday. I truly enjoyed our insightful conversation about open banking and the challenges facing small lenders.\n\nI wanted to follow up and share the report I mentioned, which delves into how 120 credit unions are leveraging shared data platforms. I believe it could provide valuable insights for your team.\n\nWould you be open to a brief call next week to explore potential synergies?\n\nBest,\nTom",
  },
  {
    id: "essay-libraries",
    text: "Public libraries have long served as vital pillars of their communities. In an increasingly digital age, some argue that they have become obsolete. However, this perspective fails to capture the multifaceted role that libraries play in modern society. Beyond lending books, libraries offer free internet access, job-search support, and a safe, welcoming space for people from all walks of life. In essence, they are not merely repositories of knowledge but dynamic hubs that foster inclusion and lifelong learning.",
  },
  {
    id: "product-backpack",
    text: "Meet the Trailhawk 28, the ultimate companion for your everyday adventures. Crafted from durable, water-resistant recycled nylon, this versatile backpack effortlessly transitions from the office to the trail. A padded sleeve keeps your 16-inch laptop secure, while thoughtfully designed pockets ensure that everything has its place. Whether you're commuting across the city or exploring a mountain path, the Trailhawk 28 has you covered.",
  },
  {
    id: "linkedin-hiring",
    text: "🚀 We're hiring! Join our dynamic team at Orbital Labs and help us revolutionize the way satellites share data.\n\nWe're looking for a Senior Backend Engineer who is passionate about building scalable systems and thrives in a fast-paced environment. You'll work alongside a talented group of engineers to tackle complex challenges and make a meaningful impact.\n\nInterested? Drop me a message or apply via the link in the comments. Let's build the future together! #Hiring #SpaceTech",
  },
  {
    id: "report-incident",
    text: "On 12 February, a configuration change inadvertently disabled rate limiting on the public API for approximately 47 minutes. During this period, a small number of clients experienced elevated error rates. It is important to note that no customer data was compromised. The issue was promptly identified and rolled back. To prevent recurrence, we are implementing additional safeguards, including mandatory peer review for all configuration changes.",
  },
  {
    id: "cover-letter-graduate",
    text: "I am excited to apply for the Junior Data Analyst role at Meridian Health. As a recent graduate with a First-Class degree in Mathematics from the University of Bristol, I have honed my analytical skills through a variety of challenging projects. Notably, my dissertation explored predictive models for hospital readmissions, which sparked my passion for leveraging data to improve patient outcomes. I would be thrilled to bring my enthusiasm and dedication to your innovative team.",
  },
];
