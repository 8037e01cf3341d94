import type { CoverLetterCase } from "./corpus-case";

/** Healthcare and education: nurses, therapists, pharmacy, teachers, instructional design. */
export const HEALTH_EDUCATION_CASES: CoverLetterCase[] = [
  {
    id: "nurse-charge-med-surg",
    resume: `Marcus Bell, RN, BSN
Cleveland, OH | marcus.bell@example.com | (216) 555-0142

Staff Nurse, Medical-Surgical Unit
St. Vincent Medical Center, Cleveland, OH | 2019 - Present
- Managed care for 6-8 patients per shift on a 32-bed medical-surgical unit
- Precepted 12 new graduate nurses
- Led unit's fall-prevention initiative, reducing falls by 30% in one year
- Epic EHR super-user

Education
Bachelor of Science in Nursing, Kent State University, 2019

Certifications
BLS, ACLS, CMSRN`,
    jobTitle: "Charge Nurse, Medical-Surgical Unit",
    companyName: "Providence Health",
    jobDescription: `Providence Health is seeking a Charge Nurse for our 28-bed Medical-Surgical Unit.
Responsibilities:
- Coordinate patient flow, admissions and discharges with the house supervisor
- Mentor and support nursing staff on every shift
- Serve as a resource for complex patient care
Requirements:
- Current RN license
- 3+ years of acute care experience
- BLS and ACLS certification
- Demonstrated leadership
Experience with Epic and Kubernetes a plus.
We value compassion, excellence and teamwork. Hybrid schedule available for administrative days.`,
    experience: "5 years med-surg nursing",
    expectMatched: ["Epic", "BLS", "ACLS", "Mentoring", "Leadership", "Acute Care", "Medical-Surgical Nursing"],
    notClaimed: ["Kubernetes"],
  },
  {
    id: "teacher-to-instructional-designer",
    resume: `Dana Whitfield
Middle school science teacher moving into instructional design.

EXPERIENCE
Science Teacher — Lincoln Middle School, Tacoma WA (2016–2024)
• Designed a 7th-grade earth science curriculum adopted by 4 schools in the district
• Built 15 self-paced e-learning modules in Articulate Storyline for students on remote days
• Raised state science test pass rates from 61% to 78% over three years
• Coached 5 student teachers

SKILLS
Articulate Storyline, Canvas LMS, Google Classroom, lesson planning, differentiated instruction

EDUCATION
M.Ed. Curriculum and Instruction, University of Washington`,
    jobTitle: "Instructional Designer",
    companyName: "Brightpath Learning",
    jobDescription: `Brightpath Learning builds online training for healthcare and retail companies. As an Instructional Designer you will
design engaging e-learning courses, storyboard interactive modules and work with subject matter experts.
What you bring: 3+ years designing learning experiences; Articulate Storyline or Rise; knowledge of ADDIE;
an LMS such as Canvas or Moodle. Nice to have: video editing, SCORM.
Our values: learner first, curiosity, and candor.`,
    expectMatched: ["Articulate Storyline", "E-Learning", "LMS", "Instructional Design"],
    notClaimed: ["ADDIE", "SCORM", "video editing"],
  },
  {
    id: "icu-nurse-terse",
    resume: `Aisha Karimi RN
ICU nurse 4 yrs, Level I trauma center
CCRN, BLS, ACLS, PALS
Cerner, Pyxis`,
    jobTitle: "Critical Care Registered Nurse",
    companyName: "Mercy Regional Hospital",
    jobDescription: `Mercy Regional Hospital is hiring a Critical Care RN for its 20-bed ICU. Nights, 3x12.
Requirements: active RN license, 2 years ICU experience, BLS and ACLS. CCRN preferred. Epic experience is a plus.
We are a faith-based, not-for-profit hospital committed to compassionate care for every patient.`,
    tone: "balanced",
    expectMatched: ["Critical Care", "CCRN", "BLS", "ACLS"],
    notClaimed: ["Epic"],
  },
  {
    id: "physical-therapist",
    resume: `JONATHAN REYES, PT, DPT
Outpatient orthopedic physical therapist

Professional Experience
Physical Therapist | Summit Orthopedics | Denver, CO | Jun 2020 – present
- Treat a caseload of 12-14 patients daily with post-surgical and sports injuries
- Developed a return-to-run protocol now used by all 6 clinic locations
- Increased patient retention through plan of care from 72% to 88%
- Supervise 2 PT aides and mentor DPT students on clinical rotation

Education: Doctor of Physical Therapy, Regis University (2020)
Licensed Physical Therapist, Colorado. Certified in dry needling.`,
    jobTitle: "Senior Physical Therapist",
    companyName: "Alpine Sports Medicine",
    jobDescription: `Join Alpine Sports Medicine as a Senior Physical Therapist at our Boulder clinic.
You will manage an orthopedic and sports caseload, lead our ACL rehabilitation program and supervise aides.
Must have: Colorado PT license, 3+ years of outpatient orthopedic experience, strong manual therapy skills.
Preferred: OCS or SCS specialist certification, dry needling certification.
We believe in evidence-based care, athlete-centered treatment and a supportive team culture.`,
    tone: "enthusiastic",
    expectMatched: ["Physical Therapy", "Dry Needling", "Orthopedics"],
    notClaimed: ["OCS", "SCS", "manual therapy"],
  },
  {
    id: "pharmacy-technician",
    resume: `Lena Hoffmann
Certified Pharmacy Technician (CPhT)

Walgreens, Madison WI — Pharmacy Technician, 2021–present
Fill and verify 250+ prescriptions per day under pharmacist supervision
Handle insurance claims and prior authorizations
Trained 4 new technicians on the pharmacy system
Maintain controlled substance inventory logs with zero discrepancies in 2 audits

Education: Pharmacy Technician Certificate, Madison College`,
    jobTitle: "Lead Pharmacy Technician",
    companyName: "UW Health",
    jobDescription: `UW Health seeks a Lead Pharmacy Technician for our outpatient pharmacy. You will oversee daily workflow,
train technicians, manage inventory and resolve insurance issues. Requirements: PTCB certification (CPhT),
Wisconsin pharmacy technician license, 2+ years retail or hospital pharmacy experience. Experience with Epic Willow preferred.
At UW Health we value patients first, integrity and continuous improvement.`,
    tone: "formal",
    expectMatched: ["Pharmacy Technician", "Inventory Management", "Insurance Claims"],
    notClaimed: ["Epic"],
  },
  {
    id: "dental-hygienist-prose",
    resume: `Grace Okafor, RDH. I have been a registered dental hygienist for six years, first at a community clinic in
Atlanta and since 2021 at Peachtree Family Dentistry, where I see about nine patients a day. I perform prophylaxis,
scaling and root planing, take digital radiographs and give oral hygiene instruction to children and adults. I started
the practice's periodontal recall program, which brought back 140 overdue patients in its first year. I use Dentrix
every day and I am certified in local anesthesia administration.`,
    jobTitle: "Dental Hygienist",
    companyName: "Smile Studio Dental",
    jobDescription: `Smile Studio Dental is a growing family practice looking for a full-time Dental Hygienist.
Duties include prophylaxis, scaling and root planing, periodontal charting, radiographs and patient education.
Requirements: RDH license in Georgia, local anesthesia certification, Dentrix or Eaglesoft experience.
We are a warm, close-knit team that treats every patient like family.`,
    // Session 12: a skill is named in the input's own words when no text of the input uses the lexicon's name and a list
    // entry names it ("radiographs", the ad's duty list, for Radiography).
    expectMatched: ["Dental Hygiene", "Scaling and Root Planing", "Dentrix", "Local Anesthesia", "radiographs"],
  },
  {
    id: "math-teacher",
    resume: `Samuel Ortiz
samuel.ortiz@example.org

High School Mathematics Teacher, Roosevelt High School (Chicago Public Schools), 2017 - present
* Teach Algebra II and AP Calculus AB to 150 students a year
* 92% of my AP Calculus students passed the exam in 2023, up from 64% in 2019
* Sponsor of the math team, which placed 3rd in the 2022 state competition
* Use Desmos, Google Classroom and standards-based grading

Illinois Professional Educator License (Mathematics 6-12)
B.S. Mathematics, University of Illinois Chicago`,
    jobTitle: "Mathematics Teacher",
    companyName: "Evanston Township High School",
    jobDescription: `Evanston Township High School is hiring a Mathematics Teacher for the 2025-26 school year to teach
Algebra II and AP Calculus. The ideal candidate holds an Illinois Professional Educator License with a mathematics
endorsement, has experience with standards-based grading, and is committed to equity in mathematics.
Experience coaching a competition team or sponsoring a club is welcome. We value equity, excellence and community.`,
    tone: "formal",
    expectMatched: ["Teaching", "AP Calculus", "Standards-Based Grading", "Teaching License"],
  },
  {
    id: "early-childhood",
    resume: `Maria Lopez
Preschool Lead Teacher with 8 years in early childhood education.
Little Acorns Preschool, Austin TX — Lead Teacher (2018-present)
- Plan play-based lessons for a class of 18 four-year-olds
- Introduced a parent communication app that 95% of families now use
- Mentor two assistant teachers
Sunshine Daycare — Assistant Teacher (2016-2018)
CDA Credential. CPR and First Aid certified. Bilingual English/Spanish.`,
    jobTitle: "Pre-K Lead Teacher",
    companyName: "Bright Horizons",
    jobDescription: `Bright Horizons is looking for a Pre-K Lead Teacher to plan and lead a play-based curriculum,
build strong relationships with families and guide assistant teachers. Requirements: CDA or associate degree in early
childhood education, 2+ years as a lead teacher, CPR/First Aid certification. Spanish speakers encouraged to apply.`,
    tone: "enthusiastic",
    expectMatched: ["Early Childhood Education", "CDA Credential", "CPR", "Spanish"],
  },
  {
    id: "medical-assistant-no-name",
    resume: `SUMMARY
Medical assistant with 3 years in a busy family practice. Fast, accurate and calm with patients.

EXPERIENCE
Medical Assistant, Riverside Family Medicine, 2022–Present
- Room 30+ patients a day, take vitals and update charts in athenahealth
- Perform phlebotomy, EKGs and point-of-care testing
- Schedule appointments and handle prior authorizations

CERTIFICATIONS
CCMA (NHA), BLS`,
    jobTitle: "Medical Assistant",
    companyName: "Northside Pediatrics",
    jobDescription: `Northside Pediatrics needs a Medical Assistant to room patients, take vitals, give immunizations and
help with front desk tasks. Requirements: MA certification (CMA or CCMA), phlebotomy experience, BLS.
Pediatric experience and Spanish are a plus.`,
    // Session 12: a skill is named in the input's own words when no text of the input uses the lexicon's name and a list
    // entry names it ("MA certification", the ad's, for Medical Assistant Certification).
    expectMatched: ["Phlebotomy", "BLS", "MA certification", "Vital Signs"],
    notClaimed: ["Spanish", "pediatric experience"],
  },
  {
    id: "social-worker",
    resume: `Priya Natarajan, LCSW
Clinical social worker | 7 years in hospital and community mental health

Hennepin Healthcare — Medical Social Worker (2020–present)
Complete psychosocial assessments and discharge plans for 20+ patients a week on the cardiac unit
Reduced avoidable readmissions for my caseload by 18% by arranging home health and follow-up visits
Lead a weekly support group for caregivers

Mental Health Resources Inc — Case Manager (2017–2020)
Managed a caseload of 35 adults with serious mental illness

MSW, University of Minnesota`,
    jobTitle: "Hospital Social Worker",
    companyName: "Allina Health",
    jobDescription: `Allina Health is hiring a Hospital Social Worker. You will complete psychosocial assessments,
coordinate discharge planning with nurses and physicians, connect patients with community resources and provide
crisis intervention. Requirements: LICSW or LCSW, master's degree in social work, 2+ years of hospital experience.
Motivational interviewing training preferred. Our mission is to serve our communities with dignity and respect.`,
    tone: "balanced",
    // Session 12: a skill is named in the input's own words when no text of the input uses the lexicon's name and a list
    // entry names it ("LCSW", the resume's, for Licensed Clinical Social Worker).
    expectMatched: ["Social Work", "Discharge Planning", "Psychosocial Assessment", "LCSW"],
    notClaimed: ["motivational interviewing", "crisis intervention"],
  },
  {
    id: "vet-tech",
    resume: `Tom Becker
Veterinary Technician (CVT)
Happy Paws Animal Hospital, Portland OR, 2019-2024
- Assisted in 600+ surgeries; monitored anesthesia and recovery
- Ran in-house labs, digital radiographs and dental cleanings
- Cut appointment wait times by 15 minutes by redesigning the intake process
Skills: anesthesia monitoring, phlebotomy, AVImark, client education`,
    jobTitle: "Surgical Veterinary Technician",
    companyName: "Cascade Veterinary Specialists",
    jobDescription: `Cascade Veterinary Specialists is looking for a Surgical Veterinary Technician to prepare patients for
surgery, monitor anesthesia, assist surgeons and manage post-op recovery. You are a credentialed technician (CVT, LVT
or RVT) with 2+ years of surgical experience. Experience with Cornerstone software is nice to have.
We care about our patients, our clients and each other.`,
    expectMatched: ["Veterinary Technology", "Anesthesia Monitoring", "Surgical Assisting"],
    notClaimed: ["Cornerstone"],
  },
];
