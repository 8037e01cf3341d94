/**
 * Skill lexicon: sales, marketing, finance, accounting, administration, HR, legal, customer service, banking,
 * real estate, insurance, project and event management, nonprofits (format: skills-tech.data.ts).
 */
export const BUSINESS_SKILLS = `
#skill
B2B Sales|b2b sales|enterprise sales|mid-market sales|~mid-market accounts
B2B SaaS|b2b saas|saas|~software as a service
Full-Cycle Sales|full sales cycle|full-cycle sales|full cycle sales|own the full sales cycle|~discovery to contract|~full-cycle
Quota Attainment|exceeding quota|exceed quota|quota attainment|quota|~of quota|~president's club
Pipeline Generation|pipeline generation|=build pipeline|sales pipeline|prospecting|lead generation|cold calling|outbound prospecting|~sourced|~booked|~my pipeline
Contract Negotiation|negotiate contracts|contract negotiation|negotiating contracts|negotiate settlements|~negotiated
Product Demos|run demos|product demos|demos|~demo
Account Management|account management|key accounts|client accounts|account manager|~accounts
Channel Partnerships|channel partners|channel partnerships|reseller partnerships|partner program|~referral program
Corporate Partnerships|corporate partnerships|corporate partners|corporate fundraising|business partnerships|~corporate partnerships|~corporate sponsors|~corporate sponsorship
Fundraising|fundraising|fundraiser|fundraising events|community fundraising|raise funds|~fundraiser|~raised funds|~sponsored walk|~sponsored walks|~sponsored run
Audio Typing|audio typing|audio typist|audio-typing|~audio typing
Diary Management|diary management|manage diaries|managing diaries|~manage diaries|~diary management
Customer Service|customer service|customer support|serve customers|serving customers|serve clients|client service|guest service|guest services|greet patients|greet customers|greet guests|greet visitors|greeting patients|greeting customers|~customers|~guests|~customer satisfaction|~customer reviews|~front desk|~check in|~checked in|~greet|~greeted|~cashier|~patients a day|~callers
Customer Success|customer success
Customer Experience|member experience|guest experience|customer experience|client experience|~guest service|~guest satisfaction|~customer satisfaction|~client satisfaction
Guest Satisfaction|guest satisfaction|guest satisfaction scores|satisfaction scores|~guest satisfaction
Billing|billing|billing questions|invoicing|~billing
Help Center Content|help center|knowledge base|help-center articles|~help-center
Upselling|upselling|upsell|upsold|cross-selling|~add-ons|~maintenance agreements
Sales|drive sales|sales associate|retail sales|sales experience|years of sales|~sold|~sales volume|~sales up
Cash Handling|cash handling|handle cash|oversee cash|cash drawer|at the register|cash-out|take payments|taking payments|process payments|processing payments|handle payments|~cash|~cashier
Point of Sale|pos system|point of sale system|=POS
Retail Management|store management|retail management|store manager|multi-unit|retail operations|~store manager|~executive team leader|~assistant store manager
Visual Merchandising|visual merchandising|merchandising|~planograms
Loss Prevention|loss prevention|shrink|shrinkage|~bag-check|~cycle-count
Payroll|payroll|~weekly payroll|~payroll of
Budget Management|budget management|manage budgets|manage the budget|manage a budget|budget|budgets|~budget of|~ads budget|~collection budget
Talent Development|develop future leaders|develop talent|develop leaders|people development|~hired and onboarded|~coached
Staff Training|train the team|train staff|staff training|train technicians|training new|train new|train junior staff|training junior staff|train commis|train commis chefs|training the commis|training commis|train the new|training the new|train new starters|~trained|~train and schedule
Scheduling|scheduling|manage schedules|work schedules|staff schedules|create schedules|look-ahead schedule|book appointments|booking appointments|appointment booking|appointment scheduling|keep the schedule|manage the schedule|~schedule|~schedules|~train and schedule|~ms project
Supervision|supervision|supervisory experience|supervise|front office supervision|~supervisor|~supervise|~supervised|~team leader|~shift leader|~lead team|~lead a team|~led a team|~lead shifts|~run shifts|~ran shifts|~lead shift
Digital Marketing|digital marketing|online marketing|performance marketing|growth marketing|~marketing manager
SEO|seo|search engine optimization|search engine optimisation|seo skills|~organic traffic
Paid Search|sem|paid search|ppc|search ads
Email Marketing|email marketing|email program|email campaigns|newsletter|newsletters|~klaviyo|~mailchimp
Content Marketing|content marketing|content strategy|content calendar|content writing|b2b content|blog posts|long-form|~case studies
Copywriting|copywriting|copy writing|copywriters
Social Media Marketing|social media marketing|social media|~instagram|~tiktok|~followers
Brand Identity|brand identity|branding|brand design|style guide|~brand identity
Packaging Design|packaging design|packaging|~packaging
Print Production|print-ready|print production|prepress
Art Direction|art direction|art-directed|art direct
Graphic Design|graphic design|graphic designer
Financial Modeling|financial modeling|financial modelling|financial models|~modeled
FP&A|fp&a|financial planning and analysis|~fp&a analyst
Budgeting|budgeting|annual budget|~budget and
P&L Management|p&l|p&l management|profit and loss|profit & loss|~p&l responsibility
Variance Analysis|variance analysis|analyze variances|variances|~variance
Financial Reporting|financial reporting|financial statements|monthly financial statements|~reports
Month-End Close|month-end close|month end close|monthly close|close process|clôtures mensuelles|~month-end
Account Reconciliation|account reconciliations|reconciliations|balance sheet reconciliations|bank reconciliations|bank recs|~reconciliation
Journal Entries|journal entries|journal entry
Accounts Payable|accounts payable|=A/P|ap/ar
Accounts Receivable|accounts receivable|=A/R|ap/ar
Bookkeeping|bookkeeping|bookkeeper|full-charge
Sales Tax|sales tax|sales tax filings
Audit Support|audit support|financial audits|audit requests|external audit|support audits|~audit|~pbc
GAAP|gaap|us gaap
Tax Preparation|tax preparation|tax returns|impuestos|~iva|~tva
Retail Banking|retail banking|personal banker|bank teller|branch|~personal banker|~bank teller
Account Opening|open accounts|new accounts|account opening|~new accounts
Lending|loans|lending|mortgages
Compliance|compliance|regulatory compliance|hipaa|gdpr
Coaching|coaching|coach|coach tellers|~coached|~mentor
Calendar Management|calendar management|manage calendars|manage a demanding calendar|calendars|~calendars
Travel Coordination|coordinate travel|travel arrangements|travel booking|~travel itineraries
Expense Reporting|expense reports|expenses|process expenses|expense reporting|~concur
Meeting Preparation|meeting materials|board meetings|~board meetings
Event Planning|event planning|event management|plan events|team events|corporate events|customer events|executive summits|~event coordinator|~off-sites|~weddings|~corporate meetings
Vendor Management|vendor management|vendors|manage vendors|vendor contracts|~vendor contracts
Confidentiality|confidential information|confidentiality|discretion
Office Management|office management|office manager
Human Resources|human resources|=HR|hr generalist|hrbp|~hr generalist
Employee Relations|employee relations|~employee relations
Performance Management|performance management|performance reviews
Workforce Planning|workforce planning|headcount planning
Compensation|compensation|comp and benefits
Benefits Administration|benefits administration|administer benefits|open enrollment|leave administration|~benefits|~leave
Onboarding|onboarding|onboard|~onboarded
HRIS|hris|~workday|~bamboohr|~adp
Technical Recruiting|technical recruiting|technical recruiter|tech recruiting|hiring engineers|~engineering roles
Recruiting|recruiting|recruitment|talent acquisition|recruiter|~recruiting coordinator
Sourcing|sourcing|source passive candidates|passive candidates|sourcing candidates|~linkedin recruiter
Applicant Tracking Systems|ats|applicant tracking|applicant tracking system|~greenhouse|~lever|~workday recruiting
Structured Interviews|interview process|structured interviews|structured interview|~structured
Campus Recruiting|campus recruiting|university recruiting|campus program
Time to Hire|time-to-hire|time to hire
Litigation|litigation|commercial litigation|litigation paralegal
E-Discovery|e-discovery|ediscovery|document review|~discovery
Legal Drafting|drafting pleadings|pleadings|subpoenas|legal drafting|~draft subpoenas
Deposition and Trial Preparation>deposition and trial preparation|depositions|trial preparation|trial binders|deposition summaries
Legal Research|legal research
Project Management|project management|project manager|manage projects|~projects
Agile|agile|scrum|kanban|sprints|two-week sprints|sprint planning
Product Management|product management|product manager|~product manager
Roadmapping|roadmap|roadmaps|roadmap planning|product roadmap|~roadmap
Stakeholder Management|stakeholder management|stakeholders|present insights to stakeholders|partner with hiring managers|~partnered with
Payments|payments|billing systems|~recurring billing|~payment reconciliation|~invoicing product
Operations Management|operations management|~operations manager|~ran operations
Continuous Improvement|continuous improvement|process improvement|kaizen|~improvement project
Lean Six Sigma>Lean Six Sigma|lean six sigma|six sigma|lean|lean manufacturing|~green belt|~black belt
Grant Reporting|grant reporting|grant writing|grants|~grant reports
Volunteer Management|volunteer management|manage volunteers|volunteers|~volunteer tutors
Program Management|program management|program manager|program coordinator|manage programs
Outcome Tracking|track outcomes|outcomes tracking|data tracking|~outcomes
Community Partnerships|partnerships with schools|community partnerships|build partnerships|~partner with|~local schools
Real Estate Sales|real estate sales|real estate agent|~real estate|buyer's agent|listing agent|~transactions|~sales volume
Lead Follow-Up|work leads|lead follow-up|follow up on leads|leads from
Insurance Claims Handling|property claims|claims adjusting|homeowner claims|settle claims|settle complex homeowner claims|~claims
Estimating|estimates|write estimates|estimating|~xactimate
Catastrophe Response|catastrophe deployment|cat deployment|catastrophe
Public Speaking|public speaking|presentations|present to leadership|presenting|~presented findings|~presented to|~led workshops|~professional development workshops

#tool
Google Ads|google ads|adwords
Meta Ads|meta ads|facebook ads|instagram ads|paid social
TikTok Ads|tiktok ads|tiktok advertising
TikTok|=TikTok
Instagram|=Instagram
Google Analytics|google analytics|ga4
Salesforce|salesforce|sfdc|salesforce service cloud|salesforce nonprofit cloud
HubSpot|hubspot
Outreach|=Outreach|outreach.io
Gong|=Gong
LinkedIn Sales Navigator|sales navigator|linkedin sales navigator
LinkedIn Recruiter|linkedin recruiter
Greenhouse|greenhouse
Workday|workday
Concur|concur|sap concur
Microsoft Office|microsoft office|ms office|office suite|word and excel|=Word|powerpoint|~microsoft 365
Google Workspace|google workspace|g suite|gsuite
Klaviyo|klaviyo
Mailchimp|mailchimp
Shopify|shopify
NetSuite|netsuite
QuickBooks|quickbooks|quickbooks online|qbo
SAP|=SAP|sap ewm|sap s/4hana
Sage|=Sage
Cegid|cegid
A3|=A3
Relativity|relativity
Westlaw|westlaw
Lexis|lexis|lexisnexis
iManage|imanage
Xactimate|xactimate
Cvent|cvent
Delphi|=Delphi
Dotloop|dotloop
MLS|=MLS|multiple listing service

#cert
CPA>a CPA license|=CPA|certified public accountant
SHRM-CP|shrm-cp|shrm cp
PHR|=PHR
PMP|pmp|project management professional
NMLS>an NMLS registration|nmls|nmls registration|~nmls registered
Paralegal Certification>a paralegal certification|paralegal certificate|certified paralegal|~nala
Real Estate License>a real estate license|real estate license|licensed real estate|~licensed real estate salesperson
Adjuster License>an adjuster license|adjuster license|licensed adjuster
CMP|=CMP|certified meeting professional
QuickBooks ProAdvisor|proadvisor|quickbooks proadvisor
`;
