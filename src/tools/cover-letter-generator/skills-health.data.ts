/** Skill lexicon: nursing, clinical care, therapy, pharmacy, dental, veterinary and social work (format: skills-tech.data.ts). */
export const HEALTH_SKILLS = `
#skill
Nursing|nursing|registered nurse|=RN|rn license|nurse|~bsn|~msn
Acute Care|acute care|acute-care|~medical-surgical|~med-surg|~icu|~intensive care|~emergency department|~trauma center|~telemetry|~step-down|~inpatient
Medical-Surgical Nursing|med-surg|medical-surgical|medical surgical|~cmsrn
Critical Care|critical care|icu|intensive care|intensive care unit|~ccrn|~trauma center
Emergency Nursing|emergency nursing|emergency department|=ED|=ER|~emergency room
Patient Care|patient care|clinical care|bedside care|~care for|~patients per shift
Patient Assessment|patient assessment|patient assessments|assess patients|~assessments
Patient Education|patient education|educate patients|oral hygiene instruction|client education|~patient teaching
Patient Flow|patient flow|bed management|patient throughput
Charge Nurse Experience|charge nurse|~relief charge
Care Coordination|care coordination|coordinate care|~coordinated care
Discharge Planning|discharge planning|discharge plans|discharge plan|discharges|~discharge
Case Management|case management|case manager|~case managers|~caseload of
Psychosocial Assessment|psychosocial assessments|psychosocial assessment
Crisis Intervention|crisis intervention
Trauma-Informed Care>trauma-informed care|trauma informed care|trauma informed|trauma informed practice
Motivational Interviewing|motivational interviewing
Social Work|social work|social worker|=LCSW|=LICSW|=MSW|clinical social worker
Mental Health|mental health|behavioral health|serious mental illness
Community Resources|community resources|~home health|~community services
Group Facilitation|support groups|support group|group therapy|~lead a weekly support group
Vital Signs|vital signs|vitals|take vitals|observations|patient observations|carry out observations|clinical observations|obs
Phlebotomy|phlebotomy|blood draws|venipuncture
EKG|ekg|ekgs|ecg|electrocardiogram
Immunizations|immunizations|vaccinations|give immunizations|~injections
Rooming Patients|room patients|rooming|~room 30+ patients|~room patients
Medical Records|charting|medical records|update charts|~charts
Prior Authorization|prior authorization|prior authorizations|prior auths
Insurance Claims|insurance claims|insurance issues|insurance billing|claims processing|~insurance claims
Medication Administration|medication administration|administer medications|administering medication|med pass|medication rounds|medicine rounds|medicines administration|~administer iv medication|~administered iv medication|~iv medication|~drug rounds
Infection Control|infection control|infection prevention
Fall Prevention|fall prevention|fall-prevention|falls prevention
Wound Care|wound care|wound management
Pediatrics|pediatrics|pediatric|paediatric|children's hospital
Triage|triage|~triaje
Physical Therapy|physical therapy|physical therapist|=PT|=DPT|doctor of physical therapy|pt license
Orthopedics|orthopedic|orthopaedic|orthopedics|sports injuries|~post-surgical
Manual Therapy|manual therapy
Dry Needling|dry needling
Rehabilitation|rehabilitation|rehab|return-to-run|~return to sport
Occupational Therapy|occupational therapy|occupational therapist|=OTR/L
Caregiver Training|caregiver training|train caregivers|~caregiver training checklist
Neurological Rehabilitation|neuro|neurological|stroke|brain injury|spinal cord injury
Pharmacy Technician|pharmacy technician|pharmacy tech|=CPhT|~certified pharmacy technician
Prescription Processing|fill prescriptions|prescriptions|dispensing|prescription processing|~fill and verify
Pharmacy Workflow|pharmacy workflow|daily workflow|~pharmacy system
Controlled Substances|controlled substances|controlled substance|narcotics count
Dental Hygiene|dental hygiene|dental hygienist|=RDH|prophylaxis|~cleanings
Scaling and Root Planing|scaling and root planing|root planing|=SRP
Periodontal Care|periodontal|periodontal charting|perio
Radiography|radiographs|radiography|x-rays|x rays|digital radiographs|~radiology
Local Anesthesia|local anesthesia|local anesthetic|anesthesia administration
Veterinary Technology|veterinary technician|veterinary technology|vet tech|=CVT|=LVT|=RVT|credentialed technician
Anesthesia Monitoring|anesthesia monitoring|monitor anesthesia|monitored anesthesia|~anesthesia and recovery
Surgical Assisting|assist surgeons|surgical assisting|surgical assistance|assisted in surgeries|~surgeries
Post-Operative Care|post-op recovery|post-operative|postoperative|~anesthesia and recovery|~recovery
Laboratory Testing|in-house labs|lab work|laboratory testing|point-of-care testing|~labs
Emergency Medicine|emergency medicine|urgent care|~emergency physicians
Minor Procedures|minor procedures|laceration repair|splinting|suturing|~i&d
Evidence-Based Practice|evidence-based|evidence based
Clinical Research|clinical research|clinical trials|clinical trial|clinical studies|~trial master file|~trial master files|~site files

Sterile Compounding|sterile compounding|aseptic technique|iv admixtures|iv admixture|iv compounding|~cleanroom|~laminar flow hood
#tool
Epic|=Epic|epic ehr|epic systems|epic willow|=EPIC
Cerner|cerner|oracle health
athenahealth|athenahealth|athena
Meditech|meditech
Pyxis|pyxis|omnicell
Dentrix|dentrix
Eaglesoft|eaglesoft
AVImark|avimark
Cornerstone|=Cornerstone|idexx cornerstone

#cert
BLS|bls|basic life support
ACLS|acls|advanced cardiac life support|~sva|~soporte vital avanzado
PALS|pals|pediatric advanced life support
ATLS|atls
CCRN|ccrn
CMSRN|cmsrn
CPR|cpr|cpr/aed|cpr/first aid
First Aid|first aid|first aid at work|paediatric first aid|pediatric first aid
CCMA|ccma
Good Clinical Practice>GCP|gcp|good clinical practice|ich gcp
Medical Assistant Certification>a medical assistant certification|ma certification|=CMA|certified medical assistant|~=CCMA|~nha
PTCB Certification>PTCB|ptcb|~=CPhT|~certified pharmacy technician
Pharmacy Technician License>a pharmacy technician license|pharmacy technician license
NCCPA Certification>NCCPA|nccpa|=PA-C
DEA Registration>a DEA registration|dea registered|dea registration
NBCOT Certification>NBCOT|nbcot
CBIS|cbis|certified brain injury specialist
OCS|=OCS|orthopedic clinical specialist
SCS|=SCS|sports clinical specialist
Licensed Clinical Social Worker>an LCSW license|=LCSW|=LICSW|licensed clinical social worker
Physical Therapist License>a physical therapist license|pt license|licensed physical therapist|~licensed physical therapist
`;
