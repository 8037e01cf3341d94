/**
 * Session-4 issue-11 humanizer sets, written away from the code: set H (61 AI-style texts: product copy, LinkedIn and
 * Instagram posts, cover letters, essays, support replies, e-mails, README intros, listicles, a Spanish paragraph) was
 * read in all three voices before its fixes; set I (10 texts) was written after them and read once on the final code.
 * Each entry is [name, text].
 */
export const HUMANIZER_HELDOUT_H: [string, string][] = [
  [
    "product-chair",
    `Discover the perfect blend of comfort and style with the Arlo Ergonomic Office Chair. Designed with passionate attention to detail, it offers unbeatable comfort for long workdays. Its state-of-the-art lumbar support adapts to your posture, while the breathable mesh back keeps you cool. Experience a great mix of style and functionality. Elevate your workspace today!`,
  ],
  [
    "product-headphones",
    `Immerse yourself in crystal-clear sound with the Nova X2 wireless headphones. Boasting an impressive 40-hour battery life and cutting-edge noise cancellation, they are the ultimate companion for travelers and music lovers alike. Whether you're commuting or working from home, the Nova X2 delivers an unparalleled listening experience. Don't miss out on this game-changing upgrade.`,
  ],
  [
    "blog-budget",
    `Managing your personal finances can feel like a daunting task. However, with the right strategies in place, anyone can take control of their money. In this article, we'll explore ten valuable tips that will help you build a budget, reduce debt, and save for the future. Whether you're a recent graduate or a seasoned professional, these tips are the perfect tool to transform your financial life.`,
  ],
  [
    "about-us",
    `At GreenLeaf Studio, we are a team of passionate innovators dedicated to crafting exceptional digital experiences. Founded in 2015, we have helped over 200 clients bring their visions to life. Our mission is to empower businesses with cutting-edge solutions that drive growth and foster lasting relationships.`,
  ],
  [
    "linkedin-hire",
    `We're hiring! 🚀 Are you a passionate frontend developer who thrives in a fast-paced environment? Join our dynamic team at Brightpath and help us shape the future of fintech. You'll work alongside talented engineers, tackle exciting challenges, and make a real impact from day one. Apply now and be part of something truly special!`,
  ],
  [
    "linkedin-cert",
    `I am excited to announce that I have successfully completed the AWS Solutions Architect Associate certification! This journey has been both challenging and rewarding. I want to extend my heartfelt thanks to my mentor, Daniel Ortiz, for his invaluable guidance and unwavering support. I look forward to leveraging these skills to deliver innovative cloud solutions.`,
  ],
  [
    "cover-marketing",
    `I am thrilled to apply for the Marketing Coordinator role at Lumen Health. With over three years of experience in digital marketing, I have honed my skills in content creation, social media strategy, and campaign analytics. In my previous role at Harbor Media, I spearheaded a campaign that increased engagement by 65% in just six months. I am confident that my creativity and dedication would make me a valuable asset to your team.`,
  ],
  [
    "essay-history",
    `The Industrial Revolution was a transformative period that reshaped society in profound ways. It marked the transition from agrarian economies to industrial ones, fundamentally altering how people lived and worked. Factories emerged as the backbone of the economy, and cities grew at an unprecedented rate. This made it an ideal environment for innovation, but it also highlighted the stark inequalities that existed and highlighted the need for reform.`,
  ],
  [
    "essay-tech",
    `Artificial intelligence is revolutionizing the way we live and work. From healthcare to education, AI-powered tools are enabling unprecedented levels of efficiency and personalization. However, it is important to note that these advancements also raise significant ethical concerns. In conclusion, while AI holds immense potential, it is crucial that we approach its development with caution and responsibility.`,
  ],
  [
    "support-refund",
    `Thank you for reaching out to us regarding your recent purchase. I completely understand your frustration, and I sincerely apologize for any inconvenience this may have caused. I have gone ahead and processed a full refund of $89.99 to your original payment method. Please allow 5-7 business days for the refund to reflect in your account. If you have any further questions, please do not hesitate to contact us.`,
  ],
  [
    "support-outage",
    `We wanted to inform you that our services experienced an unexpected outage on March 3rd between 2:00 and 4:30 PM EST. Our engineering team worked diligently to identify and resolve the root cause. We understand the importance of reliability and are committed to ensuring that this does not happen again. We truly appreciate your patience and understanding.`,
  ],
  [
    "email-followup",
    `Hi Marcus,

I hope you're doing well! I just wanted to follow up on our conversation from last week regarding the Q2 marketing budget. Could you please provide an update at your earliest convenience? Additionally, I wanted to touch base about the upcoming product launch and ensure we're all aligned on the timeline.

Looking forward to hearing from you!

Best,
Priya`,
  ],
  [
    "email-thanks",
    `Dear Professor Lindqvist,

I wanted to take a moment to express my sincere gratitude for your guidance throughout this semester. Your insightful feedback on my thesis draft has been instrumental in shaping my research. I truly appreciate the time and effort you have dedicated to helping me grow as a scholar.

Warm regards,
Elena`,
  ],
  [
    "readme-intro",
    `Welcome to FastQueue! FastQueue is a lightweight, blazing-fast job queue for Node.js that seamlessly integrates with Redis. It empowers developers to effortlessly manage background tasks, ensuring robust and reliable processing at scale. Whether you're building a small side project or a large enterprise application, FastQueue has got you covered.`,
  ],
  [
    "listicle",
    `1. **Stay Organized:** Keeping a planner helps you stay on top of deadlines and reduces stress.
2. **Prioritize Self-Care:** Taking time for yourself is essential for maintaining a healthy work-life balance.
3. **Embrace Lifelong Learning:** In today's ever-evolving job market, continuous learning is key to staying competitive.`,
  ],
  [
    "travel-blog",
    `Nestled in the heart of the Dolomites, the charming village of Ortisei is a hidden gem waiting to be discovered. With its breathtaking mountain views, quaint wooden chalets, and vibrant local culture, it offers a truly unforgettable experience for travelers of all kinds. Whether you're an avid hiker or simply looking to unwind, Ortisei has something for everyone.`,
  ],
  [
    "recipe-intro",
    `There's nothing quite like a warm bowl of homemade tomato soup on a chilly evening. This recipe is incredibly easy to make and packed with rich, comforting flavors. Using just a handful of simple ingredients, you can whip up a delicious meal in under 30 minutes. It's the perfect choice for busy weeknights!`,
  ],
  ["short-1", `This innovative solution empowers teams to achieve their goals.`],
  ["short-2", `Our state-of-the-art facility offers a wide range of services tailored to your unique needs.`],
  ["short-3", `She played a pivotal role in fostering a culture of innovation within the company.`],
  [
    "linkedin-reflection",
    `5 years ago, I took a leap of faith and left my corporate job to start my own business. It wasn't easy. There were sleepless nights, countless setbacks, and moments of doubt. But every obstacle taught me something valuable. Today, our team of 12 serves clients in 8 countries. The lesson? Never stop believing in yourself. What's one risk you took that paid off? 👇`,
  ],
  [
    "event-invite",
    `Join us for an unforgettable evening of networking and inspiration at the Annual Tech Leaders Summit on October 12th in Austin. This exclusive event brings together industry visionaries, innovative startups, and thought leaders to explore the latest trends shaping the future of technology. Don't miss this incredible opportunity to connect, learn, and grow!`,
  ],
  [
    "performance-review",
    `Throughout the past year, Jordan has consistently demonstrated exceptional leadership skills and a strong commitment to excellence. Jordan played a crucial role in the successful delivery of the CRM migration, which significantly enhanced our operational efficiency. Moving forward, Jordan would benefit from further developing their delegation skills.`,
  ],
  [
    "newsletter",
    `As we wrap up another incredible year, we want to take a moment to reflect on our journey together. Thanks to your unwavering support, we've been able to plant over 50,000 trees and launch three new community programs. We couldn't have done it without you! Here's to an even more impactful 2025.`,
  ],
  [
    "student-essay-2",
    `Shakespeare's Hamlet is a timeless masterpiece that delves into the complexities of human nature. Through the character of Hamlet, Shakespeare explores themes of revenge, madness, and mortality. The play's enduring relevance lies in its ability to resonate with audiences across generations, making it a cornerstone of English literature.`,
  ],
  [
    "real-estate",
    `Welcome to this stunning 3-bedroom home nestled in a quiet, family-friendly neighborhood. Boasting an open-concept layout, modern finishes, and a spacious backyard, this property is perfect for both entertaining and everyday living. Conveniently located near top-rated schools and shopping, it's an opportunity you won't want to miss.`,
  ],
  [
    "saas-feature",
    `Our new analytics dashboard provides real-time insights into your team's performance. With customizable widgets and seamless integration with your existing tools, it has never been easier to make data-driven decisions. Say goodbye to manual spreadsheets and hello to a smarter way of working.`,
  ],
  [
    "apology-event",
    `We deeply regret to inform you that the Spring Gala scheduled for April 20th has been cancelled due to unforeseen circumstances. We understand that this news may be disappointing, and we sincerely apologize for any inconvenience. All ticket holders will receive a full refund within 10 business days.`,
  ],
  [
    "motivation",
    `Success is not a destination; it's a journey. Every step you take, no matter how small, brings you closer to your goals. Embrace the challenges, celebrate the wins, and never lose sight of your vision. Remember, the only limit is the one you set for yourself.`,
  ],
  [
    "long-report",
    `The findings of this study underscore the critical importance of early intervention in childhood literacy programs, as children who received targeted reading support in kindergarten demonstrated significantly higher reading comprehension scores by the third grade compared to their peers who did not receive such support, which suggests that school districts should prioritize funding for these initiatives. Furthermore, the data indicates that parental involvement plays a vital role in sustaining these gains over time.`,
  ],
  [
    "lowercase-casual",
    `honestly this app is a game changer for anyone who struggles with time management. it seamlessly syncs with your calendar and sends you timely reminders so you never miss a beat. highly recommend giving it a try!`,
  ],
  [
    "cl-nurse",
    `I am writing to express my strong interest in the Registered Nurse position at St. Mary's Hospital. As a compassionate and detail-oriented healthcare professional with five years of experience in acute care, I have developed a deep understanding of patient-centered care. I thrive in fast-paced environments and am adept at collaborating with multidisciplinary teams to deliver exceptional outcomes. I would welcome the opportunity to contribute my skills to your esteemed institution.`,
  ],
  [
    "email-intro",
    `Hi Sarah,

I hope this message finds you well. My name is Tom, and I'm reaching out because I came across your work on sustainable packaging and was truly impressed. I'd love to explore potential synergies between our teams and discuss how we might collaborate moving forward. Would you be open to a quick 15-minute call next week?

Best regards,
Tom`,
  ],
  [
    "support-password",
    `I'm sorry to hear you're having trouble logging in! No worries — I'm here to help. To reset your password, simply click on the "Forgot Password" link on the login page and follow the instructions. If you continue to experience issues, please don't hesitate to reach out, and we'll be more than happy to assist you further.`,
  ],
  [
    "essay-climate",
    `Climate change is one of the most pressing issues facing humanity today. Rising global temperatures, melting ice caps, and extreme weather events are just a few of the many consequences of this global phenomenon. It is imperative that governments, businesses, and individuals work together to mitigate its effects. By adopting renewable energy sources and reducing carbon emissions, we can pave the way for a more sustainable future for generations to come.`,
  ],
  [
    "linkedin-tips",
    `Here are 3 game-changing tips to boost your productivity:

1. Prioritize ruthlessly. Focus on the tasks that truly move the needle.
2. Leverage technology. Tools like Notion and Trello can help you streamline your workflow.
3. Take regular breaks. Rest is not a luxury — it's a necessity.

Which tip resonates with you the most? Let me know in the comments! 👇`,
  ],
  [
    "blog-coffee",
    `Coffee is more than just a beverage — it's a ritual, a comfort, and for many, a vital part of their daily routine. In this comprehensive guide, we'll delve into the fascinating world of coffee brewing, exploring everything from French press to pour-over. Whether you're a casual drinker or a dedicated connoisseur, you'll discover valuable insights to elevate your morning cup.`,
  ],
  [
    "meeting-recap",
    `Thank you all for attending today's meeting. As discussed, we will be moving forward with the new vendor for Q3. Key action items include finalizing the contract by Friday, June 14, and scheduling an onboarding session with the vendor's team. Please ensure that all relevant stakeholders are kept in the loop. Feel free to reach out if you have any questions.`,
  ],
  [
    "product-skincare",
    `Unlock radiant, glowing skin with our revolutionary Vitamin C Serum. Formulated with a potent blend of natural ingredients, this lightweight serum effortlessly absorbs into your skin, leaving it feeling soft, hydrated, and rejuvenated. Say hello to a brighter, more youthful complexion and embrace your natural beauty.`,
  ],
  [
    "school-essay-friend",
    `Friendship is an essential aspect of human life. True friends provide support, understanding, and companionship during both good times and bad. They help us navigate life's challenges and celebrate our successes. In my own experience, my best friend Maya has been a constant source of encouragement. Ultimately, friendship enriches our lives in countless ways and reminds us that we are never alone.`,
  ],
  [
    "resignation",
    `Please accept this letter as formal notification of my resignation from my position as Senior Accountant at Parker & Lowe, effective May 31, 2025. I am deeply grateful for the opportunities for professional and personal development that you have provided me during the last four years. I am committed to ensuring a smooth transition and will do everything possible to wrap up my duties and train other team members.`,
  ],
  [
    "faq",
    `Our return policy is designed with your satisfaction in mind. If you're not completely satisfied with your purchase, you can return it within 30 days for a full refund. Simply ensure that the item is in its original condition and packaging. We strive to process all returns promptly, typically within 3-5 business days.`,
  ],
  ["short-4", `Our dedicated team is committed to delivering top-notch customer service.`],
  [
    "short-5",
    `This comprehensive guide will equip you with the essential tools to navigate the complexities of home buying.`,
  ],
  ["short-6", `Don't hesitate to contact me should you require any further information.`],
  [
    "tech-blog",
    `In recent years, microservices have emerged as a popular architectural pattern. By breaking down monolithic applications into smaller, independently deployable services, organizations can achieve greater scalability and flexibility. However, this approach also introduces a myriad of challenges, such as increased operational complexity and the need for robust monitoring. In this post, we'll explore best practices for navigating these challenges effectively.`,
  ],
  [
    "review-reply",
    `Dear Valued Customer, thank you for taking the time to leave a review. We're sorry to hear that your experience did not meet your expectations. Your feedback is incredibly important to us, and we have shared it with our kitchen team to ensure this doesn't happen again. We hope you'll give us another chance to provide you with the exceptional dining experience we're known for.`,
  ],
  [
    "cl-dev",
    `With a proven track record of delivering scalable web applications, I am excited about the opportunity to join Finch Labs as a Backend Engineer. Your commitment to innovation aligns perfectly with my values and career goals. At my current company, I have been instrumental in migrating our payment system to Go, which resulted in a 30% reduction in latency. I am eager to leverage my expertise to help Finch Labs achieve its ambitious goals.`,
  ],
  [
    "blog-remote",
    `Remote work has fundamentally changed the way we think about productivity. No longer confined to the traditional office, employees now have the flexibility to work from anywhere. This shift has brought numerous benefits, including improved work-life balance and reduced commuting time. However, it has also presented unique challenges that require thoughtful solutions. In this article, we will unpack the key strategies that can help remote teams thrive.`,
  ],
  [
    "ig-caption",
    `Sun-kissed days and salty air 🌊✨ There's truly nothing like a weekend escape to the coast to recharge your soul. Every sunset here feels like a masterpiece painted just for us. Grateful for these magical moments with my favorite people! 💛 #BeachVibes #Grateful`,
  ],
  [
    "email-delay",
    `Dear Mr. Patel,

I am writing to inform you that, due to unforeseen supply chain disruptions, the delivery of your order (#A-7731) will be delayed by approximately two weeks. We deeply value your business and understand the inconvenience this may cause. Rest assured, our team is working tirelessly to expedite the process. We will keep you updated on any developments.

Sincerely,
Laura Chen
Customer Relations`,
  ],
  [
    "essay-reading",
    `Reading is a fundamental skill that opens doors to endless possibilities. It not only enhances our vocabulary and comprehension but also fosters empathy by allowing us to see the world through different perspectives. Moreover, reading stimulates the imagination and promotes critical thinking. In a world dominated by screens, cultivating a love for reading is more important than ever.`,
  ],
  [
    "startup-pitch",
    `Meet Loop, the AI-powered platform that's revolutionizing how small businesses manage their inventory. Our cutting-edge algorithms analyze sales data in real time, empowering owners to make smarter decisions and reduce waste by up to 40%. Join over 2,000 businesses that have already transformed their operations with Loop.`,
  ],
  [
    "thank-you-interview",
    `Thank you so much for taking the time to meet with me yesterday to discuss the Product Designer role. I truly enjoyed learning more about your team's vision and the exciting projects on the horizon. Our conversation further solidified my enthusiasm for the position, and I am confident that my skills in user research and prototyping would make me a strong fit.`,
  ],
  [
    "readme-2",
    `## Overview

DataPipe is a robust, developer-friendly ETL framework designed to streamline your data workflows. Built with scalability in mind, it offers a comprehensive suite of connectors and a powerful transformation engine. Whether you're processing gigabytes or terabytes, DataPipe ensures reliable, efficient performance.`,
  ],
  [
    "lowercase-2",
    `tbh this course was a total game changer for me. the instructor breaks down complex topics in a way thats super easy to understand and the assignments really help solidify what you learn. 10/10 would recommend to anyone looking to level up their python skills`,
  ],
  [
    "non-english",
    `La inteligencia artificial está transformando la manera en que trabajamos. Es fundamental que las empresas se adapten a este nuevo panorama.`,
  ],
  [
    "short-7",
    `We are thrilled to announce the launch of our brand-new website, designed to provide you with a seamless browsing experience.`,
  ],
  ["short-8", `In summary, effective communication is the cornerstone of any successful team.`],
  ["short-9", `Feel free to let me know if you have any questions or need further clarification.`],
  [
    "long-essay",
    `The rise of social media has had a profound impact on modern society. On one hand, platforms such as Facebook, Instagram, and X have made it easier than ever to stay connected with friends and family, share ideas, and access information. On the other hand, they have also contributed to the spread of misinformation, increased feelings of loneliness, and a culture of constant comparison. Furthermore, the algorithms that power these platforms are designed to maximize engagement, often at the expense of users' well-being.

Despite these challenges, social media is not inherently harmful. When used mindfully, it can be a powerful tool for building communities, raising awareness about important causes, and amplifying marginalized voices. Ultimately, the key lies in striking a healthy balance and fostering digital literacy from an early age.`,
  ],
  [
    "f1-linkedin-launch",
    `After months of hard work, I'm beyond excited to unveil our latest project: Harbor, a cutting-edge scheduling tool designed to revolutionize the way clinics manage appointments. This journey has been filled with invaluable lessons, and I couldn't be prouder of our incredible team. Stay tuned for more updates!`,
  ],
  [
    "f2-product-lamp",
    `Illuminate your space with the Lumo Desk Lamp, the perfect fusion of form and function. Its sleek, minimalist design complements any décor, while the adjustable arm delivers precise lighting exactly where you need it. With three brightness levels and a built-in USB port, it's the ultimate companion for late-night study sessions.`,
  ],
  [
    "f3-email-vendor",
    `Dear Ms. Alvarez,

I hope this email finds you well. I am reaching out to follow up on the proposal we discussed during our meeting on March 12. We are keen to move forward and would greatly appreciate it if you could provide the revised pricing at your earliest convenience. Please let me know if there is any additional information you require from our end.

Best regards,
Daniel Kim`,
  ],
  [
    "f4-essay-water",
    `Access to clean water is a fundamental human right, yet millions of people around the world still lack this basic necessity. The consequences are devastating, ranging from preventable diseases to lost educational opportunities for children who must walk miles to fetch water. Addressing this crisis requires a multifaceted approach that combines infrastructure investment, community education, and innovative technologies.`,
  ],
  [
    "f5-support-billing",
    `Thank you for bringing this to our attention. I have carefully reviewed your account and can confirm that you were charged twice for the March subscription. I sincerely apologize for this error. A refund of $14.99 has been issued and should appear within 3-5 business days. We truly value your loyalty and appreciate your patience as we resolve this matter.`,
  ],
  [
    "f6-blog-sleep",
    `Sleep is often overlooked, but it plays a crucial role in our overall health and well-being. In this post, we'll explore the science behind sleep, debunk common myths, and share practical tips to help you achieve a more restful night. Whether you're a night owl or an early bird, these strategies can make a world of difference.`,
  ],
  [
    "f7-cover-teacher",
    `I am excited to submit my application for the Year 4 Teacher position at Oakfield Primary School. With six years of classroom experience and a passion for fostering inclusive learning environments, I am confident in my ability to make a positive impact on your students. I am particularly drawn to Oakfield's innovative approach to outdoor learning.`,
  ],
  [
    "f8-short-tagline",
    `Elevate your everyday with our handcrafted ceramics, where timeless elegance meets modern design.`,
  ],
  [
    "f9-team-update",
    `Hi all, just a quick update: the migration to the new CRM is now complete! Huge thanks to everyone who contributed to this seamless transition. Moving forward, please make sure to log all client interactions in the new system. If you encounter any issues, don't hesitate to reach out to the IT team.`,
  ],
  [
    "f10-review",
    `This restaurant truly exceeded my expectations. The ambiance was warm and inviting, the staff were incredibly attentive, and every dish was a culinary masterpiece. The truffle risotto, in particular, was an absolute delight. I would highly recommend this hidden gem to anyone looking for an unforgettable dining experience.`,
  ],
];

export const HUMANIZER_HELDOUT_I: [string, string][] = [
  [
    "F1-cl-pm",
    `I am writing to express my enthusiasm for the Product Manager role at Quill Health. Over the past five years, I have successfully led cross-functional teams to deliver user-centric products that drive measurable results. Most notably, I spearheaded the launch of a patient portal that increased appointment bookings by 35%. I am eager to bring my strategic mindset and passion for healthcare innovation to your dynamic team.`,
  ],
  [
    "F2-post-volunteer",
    `What an incredible weekend! 🌱 Our volunteers planted 1,200 trees across three parks in Leeds, and the energy was truly inspiring. A heartfelt thank you to everyone who showed up, rain or shine. Together, we're building a greener, more vibrant community for generations to come. #CommunityMatters`,
  ],
  [
    "F3-email-late",
    `Hi Jonas,

I wanted to touch base regarding the Q4 report. Unfortunately, due to unforeseen delays in receiving data from the finance team, we will not be able to meet the original deadline of Friday. I would like to propose a new deadline of Wednesday, November 19. Please let me know if this works for you.

Thanks,
Amira`,
  ],
  [
    "F4-product-tent",
    `Designed for the modern adventurer, the TrailPeak 2 tent combines lightweight durability with effortless setup. Crafted from ripstop nylon and featuring a waterproof rainfly, it keeps you dry in even the harshest conditions. Whether you're trekking through the Alps or camping in your backyard, the TrailPeak 2 is your ultimate shelter.`,
  ],
  [
    "F5-essay-ai-ed",
    `Artificial intelligence has the potential to transform education in profound ways. Adaptive learning platforms can tailor lessons to each student's pace, while AI tutors offer instant feedback around the clock. However, these tools also raise important questions about privacy, equity, and the role of teachers. It is crucial that schools adopt AI thoughtfully, ensuring that technology enhances rather than replaces human connection.`,
  ],
  [
    "F6-support-shipping",
    `Thank you for reaching out! I completely understand how frustrating it can be to wait for a package. I've checked the tracking details, and your order is currently in transit and expected to arrive by Thursday. Should you have any further questions, please don't hesitate to contact us. Have a wonderful day!`,
  ],
  [
    "F7-about-bakery",
    `Founded in 2009 by sisters Ana and Lucía Ortega, Dulce Miga is a family-owned bakery dedicated to crafting authentic Spanish pastries using time-honored recipes. Every loaf and pastry is lovingly made by hand with the finest locally sourced ingredients. We take pride in creating a warm, welcoming space where neighbors become friends.`,
  ],
  ["F8-short", `Our comprehensive onboarding program ensures that new hires feel supported from day one.`],
  [
    "F9-linkedin-lesson",
    `I used to believe that working longer hours was the key to success. I was wrong. Burnout taught me that rest is not a reward — it's a requirement. Now I prioritize sleep, set boundaries, and protect my time fiercely. The result? I'm more productive, more creative, and far happier. Don't wait for burnout to learn this lesson.`,
  ],
  [
    "F10-readme",
    `Zephyr is a lightweight, open-source static site generator that empowers developers to build blazing-fast websites with ease. Leveraging the power of Markdown and a flexible templating system, Zephyr seamlessly transforms your content into beautiful, responsive pages. Get started in minutes and take your web projects to the next level.`,
  ],
];
