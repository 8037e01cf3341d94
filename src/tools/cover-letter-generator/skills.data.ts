/**
 * Skill lexicon for matching a resume against a job description. One skill per line:
 *   Canonical name | alias | alias | =CaseSensitiveAlias
 * Aliases are matched as whole token sequences after normalisation (lower case, "node.js" = "node js" = "nodejs",
 * simple plurals). An alias starting with "=" only matches with exactly that capitalisation, for words that are also
 * ordinary English ("Go", "Swift", "React", "Excel", "R").
 * `SOFT` lines are interpersonal skills: listed after the technical ones.
 */

export const TECHNICAL_SKILLS = `
JavaScript|javascript|js|ecmascript|es6|es2015
TypeScript|typescript|ts
Node.js|node.js|nodejs|node
React|react.js|reactjs|=React|react native
Angular|angular|angularjs|angular.js
Vue.js|vue|vue.js|vuejs|nuxt
Svelte|svelte|sveltekit
Next.js|next.js|nextjs
Express|express.js|expressjs
HTML|html|html5
CSS|css|css3|sass|scss
Tailwind CSS|tailwind|tailwindcss|tailwind css
Python|python|python3
Django|django
Flask|flask
FastAPI|fastapi
Java|java
Spring Boot|spring boot|spring framework
Kotlin|kotlin
Swift|=Swift|swiftui
Objective-C|objective-c|objective c|objc
C#|c#|csharp|c sharp
.NET|.net|dotnet|asp.net|.net core
C++|c++|cpp
Go|golang|=Go
Rust|=Rust
Ruby|ruby
Ruby on Rails|rails|ruby on rails|ror
PHP|php|laravel|symfony
Scala|scala
R|rstudio|r programming|r language
MATLAB|matlab
SQL|sql|t-sql|pl/sql
PostgreSQL|postgresql|postgres|psql
MySQL|mysql|mariadb
SQL Server|sql server|mssql
Oracle Database|oracle database|oracle db
MongoDB|mongodb|mongo
Redis|redis
Elasticsearch|elasticsearch|elastic search|opensearch
Cassandra|cassandra
DynamoDB|dynamodb
Snowflake|snowflake
BigQuery|bigquery|big query
GraphQL|graphql
REST APIs|restful|rest api|restful api|rest apis|apis|api design|api development
gRPC|grpc
Microservices|microservices|microservice|microservice architecture
AWS|aws|amazon web services|ec2|s3|lambda
Azure|azure|microsoft azure
Google Cloud|gcp|google cloud|google cloud platform
Docker|docker|containers|containerization|containerisation
Kubernetes|kubernetes|k8s|eks|gke|aks
Terraform|terraform|infrastructure as code|iac
Ansible|ansible
CI/CD|ci/cd|ci cd|continuous integration|continuous delivery|continuous deployment|github actions|gitlab ci|jenkins|circleci
Git|git|github|gitlab|bitbucket|version control
Linux|linux|unix|bash|shell scripting
DevOps|devops|dev ops
Site Reliability Engineering|sre|site reliability|site reliability engineering
Observability|observability|monitoring|prometheus|grafana|datadog|new relic
Kafka|kafka|apache kafka
RabbitMQ|rabbitmq
Spark|spark|apache spark|pyspark
Hadoop|hadoop
Airflow|airflow|apache airflow
dbt|dbt
ETL|etl|elt|data pipelines|data pipeline
Data Analysis|data analysis|data analytics|analytics|analyze data|analyse data
Data Visualization|data visualization|data visualisation|dashboards|dashboard
Tableau|tableau
Power BI|power bi|powerbi
Excel|=Excel|microsoft excel|ms excel|spreadsheets|pivot tables
Statistics|statistics|statistical analysis|statistical modeling|statistical modelling
Machine Learning|machine learning|ml
Deep Learning|deep learning|neural networks
Natural Language Processing|nlp|natural language processing
Computer Vision|computer vision
TensorFlow|tensorflow
PyTorch|pytorch
scikit-learn|scikit-learn|sklearn|scikit learn
Pandas|pandas
NumPy|numpy
LLMs|llm|llms|large language models|generative ai|genai
Data Science|data science
Testing|unit testing|automated testing|test automation|tdd|test-driven development|integration testing
Jest|jest
Cypress|cypress
Playwright|playwright
Selenium|selenium
QA|qa|quality assurance
Security|security|cybersecurity|cyber security|information security|infosec|application security
OAuth|oauth|oauth2|openid connect|oidc|sso|single sign-on
Networking|networking|tcp/ip|dns
Mobile Development|mobile development|ios|android|mobile apps
iOS|=iOS
Android|=Android
Flutter|flutter|dart
Web Accessibility|accessibility|wcag|a11y|aria
Responsive Design|responsive design|mobile-first|mobile first
UX Design|ux|user experience|ux design|user research|usability testing
UI Design|ui design|user interface design|visual design|interaction design
Figma|figma
Sketch|=Sketch
Adobe Creative Suite|adobe creative suite|photoshop|illustrator|indesign|adobe xd|after effects|premiere pro
Wireframing|wireframing|wireframes|prototyping|prototypes
SEO|seo|search engine optimization|search engine optimisation
SEM|sem|google ads|ppc|paid search
Content Marketing|content marketing|content strategy
Social Media Marketing|social media|social media marketing
Email Marketing|email marketing|mailchimp|hubspot
Google Analytics|google analytics|ga4
Digital Marketing|digital marketing|online marketing
Copywriting|copywriting|copy writing
Salesforce|salesforce|sfdc
CRM|crm|customer relationship management
B2B Sales|b2b sales|b2b|enterprise sales
Lead Generation|lead generation|prospecting|pipeline generation
Account Management|account management|key accounts|client accounts
Customer Service|customer service|customer support|client service
Customer Success|customer success
Project Management|project management|project manager|pmp|prince2
Agile|agile|scrum|kanban|sprint planning
Jira|jira|confluence
Product Management|product management|product roadmap|roadmapping|product strategy
Stakeholder Management|stakeholder management|stakeholders|stakeholder engagement
Budgeting|budgeting|budget management|budgets|forecasting
Financial Analysis|financial analysis|financial modeling|financial modelling|financial reporting
Accounting|accounting|bookkeeping|gaap|ifrs|accounts payable|accounts receivable
QuickBooks|quickbooks
SAP|=SAP
Supply Chain|supply chain|logistics|procurement|inventory management
Operations Management|operations management|process improvement|lean manufacturing|six sigma
Recruiting|recruiting|recruitment|talent acquisition|sourcing candidates
Human Resources|human resources|hr|onboarding|employee relations
Training|training programs|coaching|workshops|curriculum development|corporate training
Teaching|teaching|lesson planning|classroom management|instruction
Research|research|literature review|qualitative research|quantitative research
Technical Writing|technical writing|documentation|technical documentation
Editing|editing|copy editing|copyediting|proofreading
Public Speaking|public speaking|presentations|presenting
Event Planning|event planning|event management
Patient Care|patient care|clinical care|patient assessment
Nursing|nursing|registered nurse|rn|=RN
Healthcare|healthcare|health care|clinical|ehr|electronic health records|epic systems
Compliance|compliance|regulatory compliance|hipaa|gdpr|sox
Risk Management|risk management|risk assessment
Legal Research|legal research|contract drafting|contracts|litigation
Graphic Design|graphic design|branding|brand identity|typography
Video Editing|video editing|video production
Photography|photography
Spanish|spanish
French|=French
German|=German
Mandarin|mandarin|chinese
Bilingual|bilingual|multilingual
`;

export const SOFT_SKILLS = `
Leadership|leadership|led teams|team lead|team leadership|leading teams|people management
Communication|communication|communication skills|communicator|written communication|verbal communication
Teamwork|teamwork|team player|collaboration|collaborative|collaborate|cross-functional|cross functional
Problem Solving|problem solving|problem-solving|troubleshooting|troubleshoot|debugging
Mentoring|mentoring|mentor|mentored|mentorship
Time Management|time management|prioritization|prioritisation|deadlines|multitasking|multi-tasking
Attention to Detail|attention to detail|detail-oriented|detail oriented|meticulous
Critical Thinking|critical thinking|analytical thinking|analytical skills
Adaptability|adaptability|adaptable|flexibility|flexible
Creativity|creativity|creative thinking
Negotiation|negotiation|negotiating|negotiated
Customer Focus|customer focus|customer-focused|customer focused|customer-centric|customer centric
Ownership|ownership|self-starter|self starter|proactive
Strategic Planning|strategic planning|strategic thinking
Decision Making|decision making|decision-making
Conflict Resolution|conflict resolution
Emotional Intelligence|emotional intelligence|empathy
Organization|organizational skills|organisational skills|organized|organised
`;

/**
 * Culture and value words a job description uses about the company (for the Culture-Fit letter).
 * Canonical phrase | words or phrases that signal it.
 */
export const CULTURE_VALUES = `
collaboration|collaboration|collaborative|teamwork|cross-functional
innovation|innovation|innovative|innovate|cutting-edge|pioneering
inclusion and diversity|diversity|diverse|inclusive|inclusion|belonging|equity
customer focus|customer-first|customer-focused|customer obsession|customers first|user-centric|customer-centric
ownership|ownership|autonomy|accountability|accountable|take initiative
transparency|transparency|transparent|openness|honest|honesty
integrity|integrity|ethical|ethics|trust
continuous learning|growth mindset|curiosity|curious|professional development|learning culture|lifelong learning|keep learning
sustainability|sustainability|sustainable|climate|environmental
social impact|impact|mission-driven|purpose|make a difference|community
quality and craft|quality|craftsmanship|excellence|high standards
a fast pace|fast-paced|fast paced|move fast|startup|agile environment
flexibility and well-being|flexible|flexibility|remote|hybrid|work-life balance|wellbeing|well-being
creativity|creativity|creative|imagination
respect and kindness|respect|kindness|empathy|empathetic|humble|humility
open source|open source|open-source
accessibility|accessibility|accessible
`;
