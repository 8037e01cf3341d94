/** Skill lexicon: teaching, instructional design, childcare, libraries and youth work (format: skills-tech.data.ts). */
export const EDUCATION_SKILLS = `
#skill
Teaching|teaching|teacher|classroom instruction|~teach|~taught|~teaches
Lesson Planning|lesson planning|lesson plans|plan lessons|plan and deliver instruction|~lessons
Curriculum Development|curriculum development|curriculum design|design curriculum|curriculum|~designed a curriculum|~learning experiences
Classroom Management|classroom management|behavior management|behaviour management|student behaviour|student behavior|pbis|~pbis
Safeguarding|safeguarding|child protection|safeguarding training|safeguarding lead|~safeguarding
Pastoral Care|pastoral care|pastoral|student wellbeing|student well-being|wellbeing|well-being|~wellbeing services
Working with Young People>working with young people|young people|youth work|~students|~pupils|~teenagers|~young people
Differentiated Instruction|differentiated instruction|differentiation|differentiate
Standards-Based Grading|standards-based grading|standards based grading
Student Assessment|student assessment|formative assessment|summative assessment|use data to differentiate|~test pass rates|~reading at grade level
English Learners>supporting English learners|english learners|english language learners|=ELL|=ESL|el authorization|~english learners
Special Education|special education|=IEP|=IEPs|inclusion classroom
SEND Support>SEND support|=SEND|=SEN|special educational needs|additional needs
Literacy and Numeracy>good literacy and numeracy|literacy and numeracy|good literacy|good numeracy|literacy and numeracy skills
Phonics|phonics|synthetic phonics|phonics interventions|phonics screening
KS1 Teaching>KS1 teaching|=KS1|key stage 1|~=KS1
KS2 Teaching>KS2 teaching|=KS2|key stage 2|~=KS2
KS3 Teaching>KS3 teaching|=KS3|key stage 3|~=KS3
KS4 Teaching>KS4 teaching|=KS4|key stage 4|~=KS4
KS5 Teaching>KS5 teaching|=KS5|key stage 5|~=KS5
EYFS>the EYFS|=EYFS|early years foundation stage
Literacy Instruction|literacy|reading instruction|guided reading|~reading at grade level|~reading challenge
STEM Education|stem|science education|math instruction
AP Calculus>AP Calculus|ap calculus|calculus ab|calculus bc
Algebra|algebra|algebra ii|algebra 2
Family Engagement|family engagement|communicate with families|relationships with families|parent communication|liaise with parents|work with parents|parent evenings|parents' evenings|~families|~parents
Early Childhood Education|early childhood education|early childhood|preschool|pre-k|prek|~four-year-olds|~daycare
Play-Based Learning|play-based|play based|play-based curriculum|~play-based lessons
Instructional Design|instructional design|instructional designer|designing learning experiences|learning experience design|storyboard|storyboarding|~e-learning modules|~curriculum
E-Learning|e-learning|elearning|online training|online courses|e-learning courses|self-paced|~e-learning modules
Training Delivery|training programs|corporate training|facilitation|workshops|~trained
Coaching Teachers|coach teachers|coaching teachers|student teachers|~student teachers|~coached
Student Supervision|clinical instructor|~students on clinical rotation|~dpt students|~pa students|~ot students
Youth Programs|youth programs|youth program|youth development|after-school|after school|youth services|~tutoring program|~teen programs|~children's programs
Tutoring|tutoring|tutor|tutors
Library Services|library|librarian|library collections|collection development|children's collection|~storytimes
Storytime Programming|storytime|storytimes|programming for children
Competition Coaching>coaching a competition team|competition team|math team|academic team|sponsoring a club|~sponsor of

#tool
Articulate Storyline|articulate storyline|storyline|articulate 360|=Storyline
Articulate Rise|articulate rise|=Rise
Canvas LMS|canvas lms|=Canvas|instructure canvas
Moodle|moodle
Google Classroom|google classroom
Desmos|desmos
SCORM|scorm
ADDIE|addie

#skill
LMS|lms|learning management system|learning management systems|~canvas lms|~moodle|~google classroom|~blackboard

#cert
Teaching License>a teaching license|educator license|teaching license|teaching credential|teaching certificate|professional educator license|multiple subject credential|single subject credential|mathematics endorsement
CLAD Certification>CLAD certification|=CLAD|crosscultural language and academic development
CDA Credential>a CDA credential|=CDA|child development associate|cda credential
MLIS>an MLIS degree|=MLIS|master of library and information science
`;
