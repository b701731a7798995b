/**
 * Hand-curated skills of fields beyond software (care, teaching, trades, hospitality, law,
 * logistics, finance, HR, sales, marketing, customer success, research, building services),
 * in the format of ./curated-skills.ts: canonical name | category | aliases | implies.
 * Tools and certifications are their own skills that imply the broader skill (Epic implies
 * Electronic Health Records): a posting asking for Epic is not met by Cerner, but a posting
 * asking for EHR experience gives Epic partial credit. Names that are also everyday words
 * ("Outreach", "Greenhouse", "Relativity") are matched only in a form no sentence uses.
 */
export const CURATED_FIELDS = `
Epic|t|=Epic;epic systems;epic emr;epic ehr;epiccare;epic hyperspace|Electronic Health Records
Cerner|t|cerner millennium;cerner powerchart;oracle cerner|Electronic Health Records
MEDITECH|t|meditech expanse|Electronic Health Records
BLS|c|=BLS;basic life support;bls certified;bls certification;bls/cpr|CPR
ACLS|c|=ACLS;advanced cardiovascular life support;advanced cardiac life support|BLS
PALS|c|=PALS;pediatric advanced life support|BLS
NIHSS|c|=NIHSS;nih stroke scale|
First Aid|c|first aid certified;first aid certification|
IV Therapy|h|intravenous therapy;iv insertion;iv starts;peripheral iv;iv placement;iv administration|Patient Care
Wound Care|h|wound management;wound dressing;wound assessment;pressure injury prevention;pressure ulcer prevention|Patient Care
Patient Education|h|patient teaching;discharge teaching|Patient Care
Falls Prevention|h|fall prevention;falls reduction;fall risk assessment|Patient Care
Cardiac Monitoring|h|cardiac telemetry;telemetry nursing;ekg interpretation;ecg interpretation;rhythm interpretation;cardiac rhythm interpretation;interpreting rhythms;interpreting cardiac rhythms;interpreting telemetry rhythms|Patient Care
Medication Administration|h|med administration;medication management;medication reconciliation|Patient Care
Patient Assessment|h|patient assessments;head-to-toe assessment;head-to-toe assessments;clinical assessment|Patient Care
Critical Care|h|intensive care;=ICU;icu nursing;critical care nursing|Patient Care
Triage|h|triage nursing;patient triage|
Care Planning|h|care plans;nursing care plans;care plan development|Patient Care
Discharge Planning|h|discharge coordination|Patient Care
Infection Prevention|h|infection surveillance;infection prevention and control;=CLABSI;=CAUTI|infection control
Phlebotomy|h|venipuncture;blood draws|
Quality Improvement|h|=QI;performance improvement;continuous quality improvement;=CQI|
Pyxis|t|pyxis medstation;bd pyxis|
Alaris|t|alaris pumps;alaris infusion pumps;bd alaris|
Special Education|h|=SPED;special needs education|Teaching
IEP|h|=IEP;individualized education program;individualised education plan;iep meetings;ieps|Special Education
Differentiated Instruction|h|differentiated learning;differentiated teaching|Teaching
Guided Reading|h|guided reading groups|Teaching
Formative Assessment|h|formative assessments;assessment for learning|Teaching
English Language Learners|h|=ELL;=ESL;=ESOL;esl instruction;ell instruction;english as a second language|Teaching
Canvas LMS|t|instructure canvas;canvas learning management system|
PowerSchool|t|powerschool sis|
Blackboard|t|blackboard learn;=Blackboard|
i-Ready|t|iready;i ready|
Seesaw|t|=Seesaw|
National Electrical Code|h|=NEC;nec 2023;nec 2020;nec 2017|
Blueprint Reading|h|reading blueprints;print reading;reading schematics;schematic reading;blueprints|
Conduit Bending|h|conduit installation;emt bending|
Motor Controls|h|motor control circuits|
Variable Frequency Drives|h|=VFD;=VFDs;variable speed drives;variable frequency drive|
Fire Alarm Systems|h|fire alarm;fire alarms;fire alarm installation|
Lockout/Tagout|h|=LOTO;lockout tagout;lock out tag out|Health and Safety
OSHA|h|=OSHA;osha compliance;osha regulations;osha standards|Health and Safety
OSHA 10|c|osha-10;osha 10-hour|OSHA
OSHA 30|c|osha-30;osha 30-hour|OSHA
Fluke|t|fluke meters;fluke multimeter;=Fluke|
Procore|t|procore software|
Bluebeam|t|bluebeam revu|
Navisworks|t|autodesk navisworks|
eQUEST|t|equest energy modeling|
HVAC|h|=HVAC;hvac systems;heating ventilation and air conditioning;hvac design;=HVACR;hvac/r|
Title 24|h|=Title 24;title 24 compliance;california title 24|
ASHRAE Standards|h|=ASHRAE;ashrae 90.1;ashrae 62.1;ashrae 55|
Hydronic Systems|h|hydronics;hydronic design;hydronic heating|HVAC
VRF Systems|h|=VRF;variable refrigerant flow|HVAC
Chilled Water Systems|h|chilled water plants;chilled water plant;chillers|HVAC
Heat Pumps|h|heat pump;heat pump systems|HVAC
Load Calculations|h|load calcs;hvac load calculations;heating and cooling loads;=Manual J|HVAC
BIM Coordination|h|=BIM;building information modeling;building information modelling;bim coordination|
Opera PMS|t|=OPERA;opera pms;oracle opera;opera cloud;micros opera;oracle hospitality opera|
Medallia|t|medallia experience cloud|
Duetto|t|duetto revenue management|
Revinate|t||
OpenTable|t|open table|
ResDiary|t||
Toast POS|t|toast pos system|
MICROS POS|t|=MICROS;micros pos;oracle micros;micros simphony|
Lightspeed|t|lightspeed pos;lightspeed retail;lightspeed restaurant;=Lightspeed|
Revenue Management|h|yield management;rate management;revenue strategy|
Upselling|h|upsell;upsells;upselling;cross-selling;cross selling|Sales
Staff Scheduling|h|shift scheduling;rota planning;rotas;employee scheduling;labor scheduling;labour scheduling|
Service Recovery|h|guest recovery;complaint resolution;handling complaints|Customer Service
Guest Relations|h|guest services;guest experience|Customer Service
Night Audit|h|night auditor;night audits;night audit reports|
Food Safety|h|food hygiene;food handling;=HACCP;haccp compliance|
ServSafe|c|servsafe certified;servsafe manager;servsafe food handler|Food Safety
Allergen Management|h|allergen awareness;allergen control;allergens|Food Safety
Wine Service|h|wine pairing;sommelier service|
E-Discovery|h|ediscovery;electronic discovery;e-discovery review|
Document Review|h|document reviews;doc review|
Privilege Logs|h|privilege log;privilege review|
Trial Preparation|h|trial prep;deposition preparation;deposition and trial preparation;trial binders|Litigation
Litigation|h|litigation support;civil litigation|
Legal Writing|h|legal drafting;drafting pleadings;pleadings|
Contract Drafting|h|drafting contracts;contract review|
Contract Management|h|contract administration;contracts management|
Cite-Checking|h|cite checking;citation checking;cite-check|Legal Research
Bluebook|h|=Bluebook;bluebook citation;bluebook citations|Legal Research
Docketing|h|docket management;court calendaring;docketing deadlines|
Relativity|t|=Relativity;relativityone;relativity one;relativity e-discovery|E-Discovery
Westlaw|t|westlaw edge;thomson reuters westlaw|Legal Research
LexisNexis|t|lexis;lexis+;lexis advance;lexisnexis|Legal Research
PACER|t|=PACER;=CM/ECF;cm ecf;pacer/cm-ecf|
iManage|t|imanage work|
Clio|t|=Clio;clio manage|
CompuLaw|t||
TrialDirector|t|trial director|
Financial Consolidation|h|group consolidation;consolidations;consolidated financial statements;intercompany eliminations|Accounting
Transfer Pricing|h|transfer-pricing|
IFRS|h|=IFRS;international financial reporting standards;ifrs 9;ifrs 15;ifrs 16;ifrs 17|Accounting
US GAAP|h|=GAAP;=US GAAP;u.s. gaap;generally accepted accounting principles|Accounting
Month-End Close|h|month end close;month-end closing;period close;period-end close;financial close;year-end close|Accounting
Account Reconciliation|h|reconciliation;reconciliations;bank reconciliation;bank reconciliations;account reconciliations|Accounting
Auditing|h|audit;audits;internal audit;external audit;audit support|
SOX|h|=SOX;sox compliance;sarbanes-oxley;sarbanes oxley;sox controls|Compliance
GDPR|h|=GDPR;general data protection regulation|Compliance
HIPAA|h|=HIPAA;hipaa compliance|Compliance
Financial Modeling|h|financial modelling;financial models|Financial Analysis
Valuation|h|valuations;=DCF;discounted cash flow|Financial Analysis
Forecasting|h|financial forecasting;forecasts;rolling forecasts|Financial Analysis
FP&A|h|=FP&A;financial planning and analysis|Financial Analysis
Variance Analysis|h|budget variance analysis;budget vs actual|Financial Analysis
Financial Reporting|h|financial statements;financial statement preparation|Accounting
CaseWare|t|caseware working papers|
Power Query|t|powerquery;excel power query|Excel
Bloomberg Terminal|t|=Bloomberg;bloomberg professional|
Demand Planning|h|demand forecasting;demand planning and forecasting|Supply Chain Management
S&OP|h|=S&OP;sales and operations planning;=IBP;integrated business planning|Supply Chain Management
Inventory Management|h|inventory control;stock control;stock management;inventory optimization;inventory optimisation;stocktaking|Supply Chain Management
Procurement|h|purchasing;strategic sourcing;supplier sourcing|Supply Chain Management
Vendor Management|h|supplier management;vendor relations;supplier relationship management|Supply Chain Management
Warehouse Operations|h|warehouse management;warehousing;distribution center operations|Supply Chain Management
Carrier Management|h|carrier relations;freight carrier management;carrier negotiations|Logistics
Transportation Planning|h|transport planning;route planning;load planning|Logistics
Hazmat Shipping|h|=HAZMAT;hazmat;hazardous materials;dangerous goods;49 cfr;=IATA DGR|Logistics
Cycle Counting|h|cycle counts;physical inventory|Inventory Management
RFID|t|=RFID;rfid tracking|
Smartsheet|t||
Forklift Operation|h|forklift;forklift certified;forklift operator;reach truck;pallet jack|
Greenhouse ATS|t|greenhouse recruiting;greenhouse.io;greenhouse ats|
Workplace Investigations|h|employee investigations;hr investigations;workplace investigation|Employee Relations
FMLA|h|=FMLA;family and medical leave act;fmla administration|Employment Law
FLSA|h|=FLSA;fair labor standards act;flsa compliance|Employment Law
ADA Compliance|h|americans with disabilities act;ada accommodations;ada compliance|Compliance
Onboarding|h|employee onboarding;new hire onboarding;onboarding programs|
Workforce Planning|h|headcount planning;strategic workforce planning|Human Resources
Benefits Administration|h|benefits admin|Compensation and Benefits
Account Management|h|key account management;client management;strategic account management|Sales
Territory Management|h|territory planning|Sales
Prospecting|h|cold calling;outbound prospecting;cold outreach|Business Development
Lead Generation|h|lead gen|Business Development
Pipeline Management|h|sales pipeline;pipeline building|Sales
MEDDICC|h|=MEDDIC;=MEDDICC;=MEDDPICC|Sales
Outreach.io|t|outreach.io|
Gong|t|=Gong;gong.io|
ZoomInfo|t|zoom info|
Salesloft|t||
LinkedIn Sales Navigator|t|sales navigator|
Paid Search|h|=SEM;search engine marketing;=PPC;pay per click;pay-per-click;paid search campaigns|Digital Marketing
Google Ads|t|adwords;google adwords|Paid Search
Paid Social|h|paid social media;social ads;social media advertising|Digital Marketing
Meta Ads Manager|t|meta ads;facebook ads;facebook ads manager;facebook advertising|Paid Social
Mailchimp|t|mail chimp|Email Marketing
Marketo|t|adobe marketo;marketo engage|Email Marketing
Braze|t|=Braze|Email Marketing
Amplitude|t|=Amplitude;amplitude analytics|
Brand Strategy|h|brand management;branding;brand positioning|Marketing
Product Marketing|h|product marketing management|Marketing
Go-to-Market|h|go-to-market strategy;go to market|Marketing
Zendesk|t|zendesk support|
Intercom|t|=Intercom|
Freshdesk|t||
Gainsight|t||
Net Promoter Score|h|=NPS;net promoter|
Customer Onboarding|h|client onboarding;customer implementation|Customer Success
Escalation Management|h|escalations;escalation handling;escalation management|Customer Service
Customer Health Scores|h|health scores;health scoring;customer health scoring|Customer Success
Renewals|h|renewal management;contract renewals;subscription renewals|Customer Success
Customer Success|h|customer success management;=CSM|
Reflexis|t|reflexis workforce|
Kronos|t|ukg kronos;kronos workforce|
Jupyter|t|jupyter notebook;jupyter notebooks;jupyterlab|Python
statsmodels|t||Python
Streamlit|t||Python
Flow Cytometry|h|=FACS;facs analysis;flow sorting|
Immunohistochemistry|h|=IHC;immunofluorescence|
Cell Culture|h|tissue culture;primary cell culture;primary culture|
Two-Photon Microscopy|h|two-photon imaging;multiphoton microscopy;two photon microscopy|Microscopy
Microscopy|h|confocal microscopy;fluorescence microscopy|
Single-Cell RNA-seq|h|scrna-seq;single-cell rna sequencing;single cell rna-seq;single-cell transcriptomics|
Western Blot|h|western blotting;western blots|
qPCR|h|=qPCR;=RT-qPCR;=PCR;real-time pcr;quantitative pcr|
Seurat|t|=Seurat|R
Cell Ranger|t|cellranger|
ImageJ|t|imagej/fiji;fiji imagej|
GraphPad Prism|t|graphpad|
Animal Surgery|h|rodent surgery;stereotaxic surgery;animal handling|
Immunology|h|immunological research|
Neuroscience|h|neurosciences;neurobiology|
Neuroimmunology|h|neuro-immunology|Immunology;Neuroscience
`;
