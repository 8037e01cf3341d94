/**
 * Skill lexicon: software, data, IT, security and engineering design. Format (read by lexicon.ts):
 *   #kind                      the kind of the lines that follow: tool, skill, cert, lang or soft
 *   Canonical>prose form|alias|alias|=CaseSensitive|~evidence-only
 * Aliases match whole token sequences (lower case, hyphens read as spaces, "node.js" = "nodejs", simple plurals).
 * "=" aliases match only with that exact capitalisation (words that are also plain English: Go, Swift, Excel).
 * "~" aliases count only as evidence in a resume (a resume line "Migrated services to EKS" shows Kubernetes), never
 * as the job ad asking for the skill.
 */
export const TECH_SKILLS = `
#tool
JavaScript|javascript|ecmascript|es6|=JS|~node.js|~nodejs|~typescript|~react|~express.js
TypeScript|typescript|=TS
Node.js|node.js|nodejs|node|express.js|expressjs
React|react.js|reactjs|=React|react native
Angular|angular|angularjs|angular.js
Vue.js|vue|vue.js|vuejs|nuxt
Svelte|svelte|sveltekit
Next.js|next.js|nextjs
HTML|html|html5
CSS|css|css3|sass|scss
Tailwind CSS|tailwind|tailwindcss|tailwind css
Python|python|python3|~pandas|~django|~flask|~pyspark
Django|django
Flask|flask
FastAPI|fastapi
Java|java
Spring Boot|spring boot|spring framework
Kotlin|kotlin
Swift|=Swift|swift programming|~swiftui
SwiftUI|swiftui
UIKit|uikit
HealthKit|healthkit|apple healthkit
Objective-C|objective-c|objective c|objc
C#|c#|csharp|c sharp
.NET|.net|dotnet|asp.net|.net core
C++|c++|cpp
Go|golang|=Go
Rust|=Rust|rust programming
Ruby|ruby
Ruby on Rails|rails|ruby on rails|ror
PHP|php|laravel|symfony
Scala|scala
R|=R|rstudio|r programming|r language
MATLAB|matlab
SQL|sql|t-sql|pl/sql|~postgresql|~postgres|~mysql|~sql server|~bigquery|~snowflake
PostgreSQL|postgresql|postgres|psql
MySQL|mysql|mariadb
SQL Server|sql server|mssql
Oracle|=Oracle|oracle database|oracle db|oracle erp|oracle fusion
MongoDB|mongodb|mongo
Redis|redis
Elasticsearch|elasticsearch|elastic search|opensearch
DynamoDB|dynamodb
Snowflake|snowflake
BigQuery|bigquery|big query
Redshift|redshift
Databricks|databricks
GraphQL|graphql
gRPC|grpc
AWS|aws|amazon web services|~ec2|~s3|~lambda|~sagemaker|~eks|~aws certified
Azure|azure|microsoft azure
Google Cloud|gcp|google cloud|google cloud platform
Docker|docker|containerization|containerisation
Kubernetes|kubernetes|k8s|~eks|~gke|~aks|~cka|~ckad|~helm
Terraform|terraform
Ansible|ansible
Git|git|github|gitlab|bitbucket
Linux|linux|unix|bash|shell scripting
Kafka|kafka|apache kafka
RabbitMQ|rabbitmq
Spark|=Spark|apache spark|pyspark|spark streaming
Flink|flink|apache flink
Hadoop|hadoop
Airflow|airflow|apache airflow
dbt|dbt|data build tool
Tableau|tableau
Power BI|power bi|powerbi
Looker|looker
Excel|=Excel|=EXCEL|microsoft excel|ms excel|pivot tables|vlookup|xlookup
Google Sheets|google sheets
Jira|jira
Confluence|confluence
TensorFlow|tensorflow
PyTorch|pytorch
scikit-learn|scikit-learn|sklearn|scikit learn
XGBoost|xgboost
Pandas|pandas
MLflow|mlflow
Jest|jest
Cypress|cypress
Playwright|playwright
Selenium|selenium
Postman|postman
Storybook|storybook
Prometheus|prometheus
Grafana|grafana
Datadog|datadog
OpenTelemetry|opentelemetry|otel
Splunk|splunk
CrowdStrike|crowdstrike
MITRE ATT&CK|mitre att&ck|mitre attack|att&ck
Active Directory|active directory|=AD accounts|~ad accounts|entra id|azure ad
Microsoft 365|microsoft 365|office 365|o365|m365
Windows|=Windows|windows 10|windows 11|windows server
macOS|macos|mac os
ServiceNow|servicenow
Zendesk|zendesk
Gainsight|gainsight
Figma|figma
Sketch|=Sketch
Adobe Illustrator|illustrator|adobe illustrator
Adobe Photoshop|photoshop|adobe photoshop
Adobe InDesign|indesign|adobe indesign
Adobe XD|adobe xd
Adobe Creative Suite|adobe creative suite|creative suite|adobe creative cloud|creative cloud|adobe cc|~photoshop|~illustrator|~indesign|~adobe illustrator|~adobe photoshop
After Effects|after effects
Premiere Pro|premiere pro|adobe premiere
Canva|canva
SolidWorks|solidworks|solid works
AutoCAD|autocad|auto cad
Revit|revit
ANSYS|ansys
Mastercam|mastercam
G-code|g-code|g code|gcode
Flutter|flutter
iOS|=iOS|ios development|ios developer|~swiftui|~uikit|~app store
Android|=Android|android development
Xcode|xcode
XCTest|xctest
Core Data|core data
WordPress|wordpress
Ahrefs|ahrefs
Semrush|semrush

#skill
REST APIs|restful|rest api|api|apis|restful api|rest apis|api design|api development
Microservices|microservices|microservice|microservice architecture
CI/CD|ci/cd|ci cd|continuous integration|continuous delivery|continuous deployment|github actions|gitlab ci|jenkins|circleci|~deploy pipelines
DevOps|devops|dev ops
Site Reliability Engineering|sre|site reliability|site reliability engineering
Observability|observability|~prometheus|~grafana|~datadog|~opentelemetry|~new relic
Incident Response|incident response|incident management|~incident reviews|~on-call|~postmortems|~led the response
Infrastructure as Code|infrastructure as code|iac|~terraform|~cloudformation|~pulumi
Cloud Cost Optimization|cloud cost|finops|~rightsizing|~reserved instances
ETL|etl|elt|data pipelines|data pipeline|~pipelines in spark
Data Engineering|data engineering|data engineer
Data Analysis|data analysis|data analytics|analyze data|analyse data|~data analyst
Data Visualization|data visualization|data visualisation|dashboards|dashboard
Data Modeling|data modeling|data modelling|dimensional modeling|~dbt models
Data Warehousing|data warehouse|data warehouses|data warehousing|cloud data warehouses|cloud warehouse|cloud warehouses|snowflake warehouse|redshift warehouse|bigquery warehouse|~snowflake|~redshift|~bigquery
Statistics|statistics|statistical analysis|statistical modeling|statistical modelling
Forecasting|forecasting|forecasts|forecast|demand planning|forecasting models
A/B Testing|a/b testing|a/b tests|ab testing|split testing|~pricing experiments
Experiment Design|experiment design|experimental design|experimentation|design experiments|~pricing experiments|~a/b tests|~a/b testing|~a/b test|~ab testing|~split testing|~split tests|~multivariate testing
Causal Inference|causal inference
Machine Learning|machine learning|=ML|applied machine learning|~gradient-boosted|~xgboost|~scikit-learn
MLOps|mlops|ml ops|model deployment|put models into production|models into production|~mlflow|~sagemaker|~deployed models
Fraud Detection|fraud detection|detect fraud|fraud model|~fraudulent claims
Deep Learning|deep learning|neural networks
Natural Language Processing|nlp|natural language processing
Computer Vision|computer vision
LLMs|llm|llms|large language models|generative ai|genai
Data Science|data science|data scientist
Software Engineering|software engineering|software development|software engineer|~backend engineer|~full-stack engineer|~frontend engineer
Backend Development|backend|back-end|backend systems|backend engineer|~apis in go
Frontend Development|frontend|front-end|frontend developer|frontend engineer
Full-Stack Development|full-stack|full stack|fullstack
System Design|system design|systems design|distributed systems
Mobile Development|mobile development|mobile apps|mobile app
Test Automation|test automation|automated tests|automated testing|end-to-end tests|e2e tests|unit testing|unit tests|integration testing|test framework|~cypress|~playwright|~selenium|~jest
Quality Assurance|qa|quality assurance|~qa intern|~logged bugs
API Testing|api testing
Performance Optimization|web performance|app performance|application performance|performance optimization|improve performance|~load time|~crash rate
Web Accessibility|accessibility|wcag|a11y|aria|accessible web
Design Systems|design system|design systems|component library|component libraries|pattern library|pattern libraries|ui library|ui libraries|~storybook
Responsive Design|responsive design|mobile-first|mobile first
UX Design|ux|user experience|ux design|ux/ui|~product designer
UI Design|ui design|user interface design|visual design|interaction design
User Research|user research|ux research|research skills|user interviews|customer interviews|talk to customers|usability tests|mixed-methods research|mixed methods research|~usability testing|~usability studies|~diary studies|~research repository
Usability Testing|usability testing|usability tests|usability studies|user testing
Qualitative Research|qualitative research|qualitative methods|qualitative|~interviews|~diary studies|~usability studies|~card sorting
Quantitative Research|quantitative research|quantitative methods|~surveys|~a/b test analysis|~survey design
Surveys|surveys|survey design|survey research
Prototyping|prototyping|prototypes|prototype|wireframing|wireframes
Cybersecurity|cybersecurity|cyber security|information security|infosec
Security Operations|soc|security operations|security operations center|siem|~splunk
Threat Detection|threat detection|detection rules|detections|tune detections|~detection engineering
EDR|edr|endpoint detection|edr tools|~crowdstrike|~sentinelone|~defender for endpoint
Identity and Access Management|iam|identity and access management|sso|single sign-on|oauth|okta
Networking|networking|tcp/ip|dns|network administration
Help Desk|help desk|helpdesk|service desk|technical support|it support|desktop support|ticket queue|~ticket resolution
Hardware Troubleshooting|troubleshoot hardware|hardware troubleshooting|hardware repair
Laptop Setup and Imaging>laptop setup and imaging|set up laptops|laptop setup|device imaging|laptop imaging|~imaged
Technical Writing|technical writing|technical documentation|runbooks
Mechanical Engineering|mechanical engineering|mechanical engineer|~mechanical design engineer
Product Design|product design|~design engineer|~enclosures|~mechanical subsystems|~consumer products|~product designer
3D Modeling>3D modeling|3d models|3d modeling|3d modelling|cad|~solidworks|~autocad
GD&T|gd&t|geometric dimensioning and tolerancing
Tolerance Analysis|tolerance analysis|tolerance analyses|tolerance stack-ups|tolerance stackups|tolerance stack ups
FEA|fea|finite element analysis|~ansys
Design for Manufacturing|dfm|design for manufacturing|design for manufacturability
Verification Testing|verification testing|design verification|v&v

#cert
CompTIA A+|comptia a+|a+ certification|=A+
CompTIA Network+|network+|comptia network+
Security+|security+|comptia security+|sec+
CySA+|cysa+
CISSP|cissp
GCIH|gcih
CKA|=CKA|certified kubernetes administrator
AWS Certification>an AWS certification|aws certified|aws certification|aws solutions architect
EIT|=EIT|engineer in training|fe exam
PE License>a PE license|professional engineer license|pe license|p.e. license
`;
