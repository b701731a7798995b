// Long file: the hand-curated skill table, one line per skill; splitting it would scatter the list.
/**
 * Hand-curated skills for the taxonomy build: canonical name | category | aliases | implies.
 * Categories: l = programming/query language, t = tool/framework/platform, h = hard skill/method,
 * s = soft skill, c = certification, n = spoken language.
 * An alias starting with "=" only matches with exactly that letter case (e.g. "=R", "=Go").
 * "implies" lists broader skills that this one demonstrates (PostgreSQL -> SQL) and earns partial credit for.
 */
export const CURATED = `
JavaScript|l|js;ecmascript;es6;es2015;vanilla js;vanilla javascript|
TypeScript|l||JavaScript
Python|l|python3;python 3;python2|
Java|l|core java;java se;java ee;j2ee;jee;java 8;java 11;java 17|
C++|l|cpp;c plus plus|
C#|l|c sharp;csharp|.NET
C|l|=C;ansi c;c language;c programming|
Go|l|golang;=Go;go lang|
Rust|l|rust lang;rustlang|
Ruby|l||
PHP|l|php7;php 7;php8|
Swift|l|=Swift;swift ui;swiftui|
Kotlin|l||
Scala|l||
R|l|=R;r programming;rstudio;r studio;r language|
MATLAB|l|the mathworks matlab;mathworks matlab;matlab simulink|
Perl|l||
Bash|l|bash scripting;bash script;shell scripting;shell script;shell scripts;=Shell;unix shell;linux shell|
PowerShell|l|power shell;windows powershell|
SQL|l|structured query language;structured query language sql;sql queries;sql query;ansi sql|Databases
T-SQL|l|tsql;transact-sql;transact sql|SQL
PL/SQL|l|plsql;pl sql|SQL
HTML|l|html5;html 5;hypertext markup language;hypertext markup language html;xhtml|
CSS|l|css3;css 3;cascading style sheets;cascading style sheets css|
Sass|t|scss;=SASS;less css|CSS
Dart|l|=Dart|
Elixir|l||
Erlang|l||
Haskell|l||
Clojure|l||
F#|l|fsharp;f sharp|
Objective-C|l|objective c;objc;obj-c|
Visual Basic|l|vb;vb.net;vba;visual basic for applications;microsoft visual basic;microsoft visual basic for applications vba|
COBOL|l|cobol programming|
Fortran|l||
Groovy|l||
Lua|l||
Julia|l|julia language;julialang|
Solidity|l||
Assembly|l|assembly language;asm;x86 assembly|
GraphQL|t|graph ql|
Node.js|t|nodejs;node js;=Node;node.js runtime|JavaScript
React|t|react.js;reactjs;react js;=React;react hooks|JavaScript
React Native|t|react-native|React
Angular|t|angularjs;angular.js;angular js;angular 2;angular2|JavaScript
Vue.js|t|vue;vuejs;vue js;vue.js 3;nuxt;nuxt.js|JavaScript
Svelte|t|sveltekit;svelte kit|JavaScript
Next.js|t|nextjs;next js|React
Express|t|express.js;expressjs;=Express;express js|Node.js
NestJS|t|nest.js;nest js|Node.js
jQuery|t|jquery ui|JavaScript
Redux|t|redux toolkit|React
Tailwind CSS|t|tailwind;tailwindcss|CSS
Bootstrap|t|twitter bootstrap|CSS
Webpack|t||
Vite|t|=Vite|
Babel|t|=Babel|
Django|t|django rest framework;djangorestframework;drf|Python
Flask|t||Python
FastAPI|t|fast api|Python
Spring|t|spring framework;spring mvc;spring core|Java
Spring Boot|t|springboot;spring-boot;java spring boot|Java;Spring
Hibernate|t|hibernate orm|Java
Ruby on Rails|t|rails;ror;ruby-on-rails|Ruby
Laravel|t||PHP
Symfony|t||PHP
.NET|t|dotnet;dot net;.net framework;.net core;asp.net;asp.net core;asp.net mvc;microsoft .net framework;microsoft asp.net|
Entity Framework|t|ef core;entity framework core|.NET
Unity|t|=Unity;unity3d;unity 3d|
Unreal Engine|t|unreal;ue4;ue5|
Flutter|t||Dart
Android|t|android development;android sdk;google android|
iOS|t|ios development;=iOS;apple ios|
Xamarin|t||
Electron|t|=Electron;electron.js|
Pandas|t||Python
NumPy|t|numpy|Python
SciPy|t||Python
scikit-learn|t|sklearn;scikit learn;scikitlearn|Machine Learning
TensorFlow|t|tensor flow;tf2;keras|Deep Learning
PyTorch|t|torch;py torch|Deep Learning
Hugging Face|t|huggingface;hugging face transformers|Natural Language Processing
LangChain|t|lang chain|Large Language Models
Large Language Models|h|llm;llms;large language model;generative ai;genai;gpt;chatgpt;openai api|Machine Learning
Prompt Engineering|h|prompt design|
Machine Learning|h|ml;machine-learning;statistical learning;ml models;ml engineering|
Deep Learning|h|neural networks;neural network;deep neural networks;dnn;cnn;rnn;lstm|Machine Learning
Natural Language Processing|h|nlp;text mining;text analytics|Machine Learning
Computer Vision|h|image recognition;image processing;opencv|Machine Learning
Reinforcement Learning|h||Machine Learning
Recommender Systems|h|recommendation systems;recommendation engine;recommendation engines|Machine Learning
MLOps|h|ml ops;mlflow;kubeflow|Machine Learning
Data Science|h||
Data Analysis|h|data analytics;analyzing data;analyse data;analyze data;data analyses|
Data Visualization|h|data visualisation;dashboards;dashboarding;visualization|
Data Engineering|h|data pipelines;data pipeline;etl pipelines|
Data Modeling|h|data modelling;dimensional modeling;data models|
Data Warehousing|h|data warehouse;data warehouses;dwh;edw|
Data Mining|h||
Big Data|h|big-data|
ETL|h|extract transform load;elt;etl processes;etl development|Data Engineering
Statistics|h|statistical analysis;statistical modeling;statistical modelling;statistical methods|
A/B Testing|h|ab testing;a/b tests;split testing;experimentation|Statistics
Predictive Modeling|h|predictive modelling;predictive analytics|Machine Learning
Time Series Analysis|h|time series;forecasting models|Statistics
Regression Analysis|h|regression;linear regression;logistic regression|Statistics
Excel|t|=Excel;microsoft excel;ms excel;advanced excel;excel spreadsheets;vlookup;pivot tables;pivot table|
Tableau|t|tableau desktop;tableau server|Data Visualization
Power BI|t|powerbi;microsoft power bi;power bi desktop|Data Visualization
Looker|t|lookml;looker studio;google data studio|Data Visualization
Qlik|t|qlikview;qlik sense|Data Visualization
SAS|t|=SAS;sas enterprise miner;sas base|Statistics
SPSS|t|ibm spss;ibm spss statistics;spss statistics|Statistics
Stata|t|statacorp stata|Statistics
Apache Spark|t|=Spark;pyspark;spark sql;apache spark sql|Big Data
Hadoop|t|apache hadoop;hdfs;mapreduce;map reduce;yarn;hadoop ecosystem|Big Data
Hive|t|apache hive;hiveql;=Hive|Big Data
Pig|t|apache pig|Big Data
HBase|t|apache hbase|Big Data
Apache Kafka|t|kafka;kafka streams|Message Queues
Apache Flink|t|flink|Big Data
Apache Airflow|t|airflow|Data Engineering
dbt|t|=dbt;data build tool|Data Engineering
Snowflake|t|snowflake data cloud|Data Warehousing
Databricks|t|azure databricks|Apache Spark
BigQuery|t|google bigquery;big query|Data Warehousing
Amazon Redshift|t|redshift;aws redshift|Data Warehousing
Informatica|t|informatica powercenter;informatica power center|ETL
Talend|t||ETL
SSIS|t|sql server integration services|ETL
SSRS|t|sql server reporting services|
SSAS|t|sql server analysis services|
PostgreSQL|t|postgres;postgresql database;postgre sql;postgres sql;psql|SQL
MySQL|t|my sql;mariadb|SQL
Microsoft SQL Server|t|sql server;mssql;ms sql;ms sql server;ms-sql|SQL
Oracle Database|t|oracle db;oracle;oracle 11g;oracle 12c;oracle rdbms;=Oracle|SQL
SQLite|t||SQL
MongoDB|t|mongo;mongo db|NoSQL
Cassandra|t|apache cassandra|NoSQL
Redis|t||
Elasticsearch|t|elastic search;opensearch|
ELK Stack|t|elk;elastic stack;logstash;kibana|Elasticsearch
DynamoDB|t|amazon dynamodb;dynamo db|NoSQL
NoSQL|h|no sql;nosql databases|
Neo4j|t||
Teradata|t|teradata database|SQL
DB2|t|ibm db2|SQL
Firebase|t|google firebase;firestore|
Supabase|t||
Databases|h|database;database management;database management system;dbms;rdbms;relational databases;database design;database administration|
Amazon Web Services|t|aws;amazon aws;aws cloud;amazon web services aws|Cloud Computing
Amazon EC2|t|ec2;aws ec2|Amazon Web Services
Amazon S3|t|s3;aws s3|Amazon Web Services
AWS Lambda|t|lambda functions;aws lambda functions|Amazon Web Services;Serverless
Microsoft Azure|t|azure;azure cloud;windows azure|Cloud Computing
Google Cloud Platform|t|gcp;google cloud;google cloud platform gcp|Cloud Computing
Google Kubernetes Engine|t|gke|Kubernetes;Google Cloud Platform
Cloud Computing|h|cloud;cloud infrastructure;cloud platforms;cloud services;cloud-native;cloud native|
Serverless|h|serverless architecture;serverless computing|Cloud Computing
Docker|t|docker containers;docker compose;docker-compose;docker swarm;containerization;containerisation;containers|
Kubernetes|t|k8s;kube;kubernetes clusters|Docker
Helm|t|helm charts;=Helm|Kubernetes
OpenShift|t|red hat openshift;openshift container platform|Kubernetes
Terraform|t|hashicorp terraform;terraform cloud|Infrastructure as Code
Ansible|t|ansible playbooks|Infrastructure as Code
Puppet|t|=Puppet|Infrastructure as Code
Chef|t|=Chef;progress chef;chef infra|Infrastructure as Code
CloudFormation|t|aws cloudformation|Infrastructure as Code
Infrastructure as Code|h|iac;infrastructure-as-code|
CI/CD|h|ci cd;cicd;continuous integration;continuous delivery;continuous deployment;ci/cd pipelines;build pipelines|
Jenkins|t|jenkins pipelines|CI/CD
GitHub Actions|t|github workflows|CI/CD
GitLab CI|t|gitlab ci/cd;gitlab-ci;gitlab pipelines|CI/CD
CircleCI|t|circle ci|CI/CD
Travis CI|t|travis|CI/CD
Git|t|git version control;github;gitlab;bitbucket|Version Control
Version Control|h|source control;version control systems;vcs;svn;subversion;apache subversion|
Linux|t|gnu/linux;ubuntu;centos;red hat linux;redhat;rhel;debian;fedora;linux administration|
Unix|t|unix/linux|
Windows Server|t|microsoft windows server|
Microsoft Windows|t|=Windows;windows 10;windows os|
macOS|t|=macOS;mac os;apple macos;os x;osx|
DevOps|h|dev ops;devsecops|
Site Reliability Engineering|h|sre;site reliability|
Microservices|h|microservice;micro services;microservices architecture;micro-services;service-oriented architecture;soa|
REST APIs|h|=REST;restful;restful apis;rest api;restful api;restful web services;rest web services;rest services;web apis;api development;apis|
SOAP|t|soap web services;soap api|
gRPC|t|grpc;protocol buffers;protobuf|
WebSockets|t|websocket;web sockets;socket.io|
OAuth|t|oauth2;oauth 2.0;oauth2.0;openid connect;oidc|
Single Sign-On|h|sso;saml|
LDAP|t|active directory|
Distributed Systems|h|distributed system;distributed computing|
System Design|h|systems design;software architecture;solution architecture;architecture design|
Object-Oriented Programming|h|oop;object oriented programming;object-oriented design;object oriented design;ood;oo design;ooad;object-oriented|
Design Patterns|h|software design patterns;gang of four|
Functional Programming|h||
Data Structures|h|data structures and algorithms;dsa|
Algorithms|h|algorithm design|
Multithreading|h|concurrency;concurrent programming;multi-threading;parallel programming|
Performance Optimization|h|performance tuning;performance optimisation;code optimization|
Query Optimization|h|query tuning;query optimisation;sql tuning;sql optimization;sql query optimization;query performance tuning;database tuning;database performance tuning|Performance Optimization;SQL
Caching|h|cache;memcached|
Message Queues|h|message queue;pub/sub;message brokers;message broker;messaging queues;event streaming|
RabbitMQ|t|rabbit mq|Message Queues
ActiveMQ|t|apache activemq|Message Queues
Amazon SQS|t|sqs;aws sqs|Message Queues;Amazon Web Services
Apache Pulsar|t|pulsar|Message Queues
Celery|t|=Celery|Message Queues;Python
Web Scraping|h|web crawling;web crawler;scrapy;beautifulsoup;beautiful soup;crawler|
Selenium|t|selenium webdriver;webdriver;selenium grid|Test Automation
Cypress|t|cypress.io|Test Automation
Playwright|t||Test Automation
Jest|t|=Jest|Unit Testing
Mocha|t|=Mocha;chai|Unit Testing
JUnit|t|junit5;junit 5;testng|Unit Testing
pytest|t|py.test;pytest-mock|Unit Testing
Unit Testing|h|unit tests;unit test;unit test cases;tdd;test-driven development;test driven development|Software Testing
Integration Testing|h|integration tests;end-to-end testing;e2e testing;end to end testing|Software Testing
Test Automation|h|automation testing;automated testing;automated tests;test automation frameworks;qa automation|Software Testing
Software Testing|h|testing;qa;quality assurance;manual testing;functional testing;regression testing;test cases;test planning;test plans;sdlc testing;stlc|
Performance Testing|h|load testing;jmeter;apache jmeter;loadrunner;stress testing|Software Testing
API Testing|h|postman;soapui;rest assured|Software Testing
Cucumber|t|bdd;behavior driven development;gherkin|Test Automation
Appium|t||Test Automation
Agile|h|agile methodology;agile methodologies;agile development;agile software development;scrum;kanban;sprint planning;scrum master;agile/scrum|
Waterfall|h|waterfall methodology|
Jira|t|atlassian jira;jira software|
Confluence|t|atlassian confluence|
Trello|t||
Asana|t||
Slack|t|=Slack|
Microsoft Office|t|ms office;microsoft office suite;office 365;microsoft 365;ms office suite;microsoft office software|
Microsoft Word|t|ms word;word processing|
Microsoft PowerPoint|t|powerpoint;ms powerpoint;power point|
Microsoft Outlook|t|outlook;ms outlook|
Microsoft Access|t|ms access|Databases
Microsoft Project|t|ms project|Project Management
Microsoft Visio|t|visio;ms visio|
SharePoint|t|microsoft sharepoint;ms sharepoint|
Google Workspace|t|g suite;gsuite;google docs;google sheets;google slides;google drive|
Salesforce|t|salesforce crm;salesforce.com;sfdc;salesforce software;sales cloud;service cloud|CRM
HubSpot|t|hubspot crm|CRM
CRM|h|customer relationship management;crm software;crm systems;microsoft dynamics crm;zoho crm|
SAP|t|=SAP;sap erp;sap s/4hana;s/4hana;sap hana;sap fico;sap mm;sap sd;sap abap;abap;sap software|ERP
Oracle E-Business Suite|t|oracle ebs;oracle apps|ERP
NetSuite|t|oracle netsuite|ERP
ERP|h|enterprise resource planning;erp systems;erp software|
Workday|t||
QuickBooks|t|intuit quickbooks;quick books|Accounting
Xero|t||Accounting
Adobe Photoshop|t|photoshop|Graphic Design
Adobe Illustrator|t|illustrator|Graphic Design
Adobe InDesign|t|indesign|Graphic Design
Adobe XD|t|=XD|UI Design
Adobe Premiere Pro|t|premiere pro;adobe premiere|Video Editing
Adobe After Effects|t|after effects|Video Editing
Adobe Creative Suite|t|adobe creative cloud;creative cloud;adobe cc;adobe creative cloud software|Graphic Design
Figma|t||UI Design
Sketch|t|=Sketch|UI Design
InVision|t|=InVision|UI Design
Canva|t||Graphic Design
AutoCAD|t|autodesk autocad;auto cad;autocad civil 3d|CAD
Revit|t|autodesk revit|CAD
SolidWorks|t|dassault systemes solidworks;=Solid Works;=SOLIDWORKS|CAD
CATIA|t|dassault systemes catia|CAD
ANSYS|t|ansys fluent|Finite Element Analysis
CAD|h|computer aided design;computer-aided design;cad software;cad drafting|
Finite Element Analysis|h|fea;finite element method;fem|
STAAD Pro|t|staad.pro;staad|
ArcGIS|t|esri arcgis;esri arcgis software;gis;geographic information systems;geographic information system;qgis|
LabVIEW|t|national instruments labview|
PLC Programming|h|plc;plcs;programmable logic controllers;ladder logic|
SCADA|t|supervisory control and data acquisition|
Embedded Systems|h|embedded software;embedded c;firmware;microcontrollers;arduino;raspberry pi|
UI Design|h|user interface design;ui/ux;ui ux;interface design;visual design|
UX Design|h|user experience;user experience design;ux;ux research;user research;usability testing;wireframing;wireframes;prototyping|
Graphic Design|h|graphic designing;graphics design|
Web Design|h|web designing;responsive design;responsive web design|
Video Editing|h|video production|
Frontend Development|h|front-end development;front end development;frontend;front-end;front end;frontend engineering;client-side|
Backend Development|h|back-end development;back end development;backend;back-end;back end;server-side;server side|
Full-Stack Development|h|full stack;full-stack;fullstack;full stack development;full stack web development|
Web Development|h|web applications;web application development;web apps;website development|
Mobile Development|h|mobile app development;mobile applications;mobile apps;ios/android|
Software Development|h|software engineering;software development life cycle;sdlc;application development;programming;coding|
Game Development|h|game design;game programming|
Cybersecurity|h|cyber security;information security;infosec;it security;security engineering|
Network Security|h|firewalls;firewall;ids/ips;intrusion detection;vpn;network security engineering|Cybersecurity
Penetration Testing|h|pen testing;pentesting;ethical hacking;vulnerability assessment;vapt;burp suite;metasploit;kali linux|Cybersecurity
SIEM|t|splunk;qradar;security information and event management|Cybersecurity
Identity and Access Management|h|iam;access management;identity management|Cybersecurity
Encryption|h|cryptography;pki;tls;ssl|Cybersecurity
Networking|h|computer networks;computer networking;network administration;network engineering;lan;wan;lan/wan;routing and switching|
TCP/IP|h|tcp;tcp ip;dns;dhcp;ospf;bgp;vlan;vlans|Networking
Cisco|t|cisco ios;cisco routers;cisco switches|Networking
CCNA|c|cisco certified network associate|Networking
CCNP|c|cisco certified network professional|Networking
CompTIA Security+|c|security+;security plus;comptia security plus|Cybersecurity
CompTIA A+|c|comptia a plus|
CISSP|c|certified information systems security professional|Cybersecurity
CISA|c|certified information systems auditor|
CEH|c|certified ethical hacker|Penetration Testing
AWS Certified Solutions Architect|c|aws solutions architect;aws certified solutions architect associate;aws certified solutions architect professional|Amazon Web Services
AWS Certified Developer|c|aws certified developer associate|Amazon Web Services
AWS Certified Cloud Practitioner|c|aws cloud practitioner|Amazon Web Services
Microsoft Certified: Azure Fundamentals|c|az-900;azure fundamentals|Microsoft Azure
Google Cloud Certified|c|google cloud professional;professional cloud architect|Google Cloud Platform
Certified Kubernetes Administrator|c|cka;ckad|Kubernetes
PMP|c|project management professional;pmp certified;pmp certification|Project Management
PRINCE2|c|prince 2|Project Management
Certified ScrumMaster|c|csm;certified scrum master;psm;professional scrum master|Agile
Six Sigma|c|lean six sigma;six sigma green belt;six sigma black belt;green belt;black belt;dmaic|Process Improvement
ITIL|c|itil v3;itil v4;itil foundation|IT Service Management
CPA|c|certified public accountant|Accounting
CFA|c|chartered financial analyst|Financial Analysis
ACCA|c|chartered certified accountant|Accounting
CMA|c|certified management accountant|Accounting
SHRM-CP|c|shrm;shrm-scp;phr;sphr|Human Resources
CPR|c|cpr certified;cpr/first aid|
Registered Nurse|c|=RN;registered nurse license|
Lean|h|lean manufacturing;lean principles;kaizen;5s;continuous improvement|Process Improvement
Process Improvement|h|process optimization;business process improvement;process re-engineering;bpr;business process reengineering|
IT Service Management|h|itsm;servicenow;service now;incident management;change management process;problem management|
Technical Support|h|it support;help desk;helpdesk;desktop support;service desk|
Troubleshooting|h|technical troubleshooting;troubleshoot;troubleshoots;troubleshot|
System Administration|h|systems administration;sysadmin;server administration|
Virtualization|h|vmware;vsphere;hyper-v;virtual machines;esxi|
Monitoring|h|observability;logging;application monitoring;infrastructure monitoring|
Prometheus|t|=Prometheus|Monitoring
Grafana|t|grafana dashboards|Monitoring
Datadog|t|data dog|Monitoring
New Relic|t|newrelic|Monitoring
Nagios|t||Monitoring
OpenTelemetry|t|open telemetry;otel|Monitoring
Project Management|h|project planning;project delivery;project coordination;managing projects;program management;programme management;project management office;pmo|
Product Management|h|product roadmap;product roadmaps;product strategy;roadmapping;product lifecycle|
Stakeholder Management|h|stakeholder engagement;stakeholder communication;managing stakeholders;stakeholders|
Risk Management|h|risk assessment;risk analysis;risk mitigation;enterprise risk management|
Budgeting|h|budget management;budget planning;budgets;managing budgets;cost control;p&l;p&l management|
Strategic Planning|h|business strategy;strategic thinking;corporate strategy|
Business Analysis|h|requirements gathering;requirement gathering;requirements analysis;business requirements;brd;functional specifications;user stories|
Business Intelligence|h|bi;bi reporting;bi tools|
Reporting|h|report generation;management reporting;kpi reporting;kpis;kpi|
Operations Management|h|business operations;operational excellence|
Supply Chain Management|h|supply chain;supply chain operations|
Quality Management|h|quality control;qa/qc;iso 9001;quality systems;qms|
Compliance|h|regulatory compliance;compliance monitoring|
Accounting|h|bookkeeping;accounts payable;accounts receivable;general ledger;financial accounting|
Financial Analysis|h|financial planning;cash flow;cash flow analysis|
Taxation|h|tax;tax preparation;tax compliance;income tax;gst;vat|
Payroll|h|payroll processing;payroll management|
Banking|h|retail banking;investment banking;core banking|
Insurance|h|underwriting;claims processing|
Sales|h|selling;b2b sales;b2c sales;inside sales;outside sales;direct sales;sales management|
Business Development|h|new business development;strategic partnerships;partnership development;channel partnerships|Sales
Negotiation|s|negotiating;negotiation skills;contract negotiation|
Customer Service|s|customer support;client service;customer care;customer satisfaction;customer experience;client relations;customer relations|
Marketing|h|marketing strategy;marketing campaigns|
Digital Marketing|h|online marketing;internet marketing;performance marketing;growth marketing|Marketing
Search Engine Optimization|h|seo;search engine optimisation|Digital Marketing
Social Media Marketing|h|social media;social media management;smm;instagram;linkedin marketing|Digital Marketing
Content Marketing|h|content strategy;content creation;copywriting;content writing;blogging|Marketing
Email Marketing|h|marketing automation;email campaigns|Digital Marketing
Google Analytics|t|ga4;web analytics|Digital Marketing
Market Research|h|competitive analysis;market analysis;consumer research;surveys|
Public Relations|h|media relations;press releases|
Event Planning|h|event management;events management;event coordination|
Human Resources|h|hr;human resource management;hrm;personnel management;hr operations;hris;hr policies;hr generalist|
Recruiting|h|recruitment;talent acquisition;sourcing candidates;full-cycle recruiting;end-to-end recruitment|Human Resources
Employee Relations|h|labor relations;labour relations;grievance handling;industrial relations|Human Resources
Training and Development|h|employee training;learning and development;l&d;coaching;training programs|
Performance Management|h|performance appraisal;performance reviews;appraisals|Human Resources
Compensation and Benefits|h|compensation management;compensation planning;c&b|Human Resources
Legal Research|h|case law research;contract law;corporate law;civil law;criminal law;legal advice|
Teaching|h|lesson planning;curriculum development;classroom management;tutoring;pedagogy|
Patient Care|h|nursing;clinical care;patient safety;vital signs|
Electronic Health Records|t|ehr;emr;electronic medical records;electronic health record|
Medical Terminology|h|medical coding;icd-10;cpt coding;medical billing|
Nutrition|h|diet planning;dietetics;meal planning|
Fitness Training|h|personal training;strength training;exercise programming;fitness instruction;group fitness;yoga;fitness|
Civil Engineering|h|structural engineering;structural analysis;construction management;site supervision;surveying;cost estimation;quantity surveying;building construction|
Mechanical Engineering|h|mechanical design;thermodynamics;machine design;gd&t|
Electrical Engineering|h|electrical design;circuit design;power systems;pcb design;electrical systems;switchgear|
Manufacturing|h|production planning;assembly line;cnc;cnc machining;machining|
Equipment Maintenance|h|preventive maintenance;predictive maintenance;equipment maintenance;maintenance management|
Health and Safety|h|ehs;hse;occupational health and safety;safety management;workplace safety|
Blockchain|h|distributed ledger;smart contracts;ethereum;hyperledger;web3;cryptocurrency;bitcoin;defi|
Technical Writing|h|documentation;technical documentation;api documentation|
Communication|s|communication skills;written communication;verbal communication;oral communication;communicating;communicate;communicator;articulate;written and verbal communication|
Teamwork|s|team player;collaboration;collaborative;team work;teamworking;team working;cross-functional collaboration;cross-functional teams;cross functional teams;work collaboratively|
Leadership|s|team leadership;leading teams;people management;team management;managing teams;team lead;led a team;lead a team;leading a team;leadership skills|
Problem Solving|s|problem-solving;problem solver;solving problems;solve problems;troubleshooting skills;resolving issues|
Critical Thinking|s|analytical thinking;analytical skills;analytical;logical thinking;reasoning|
Attention to Detail|s|detail-oriented;detail oriented;attention to details;meticulous;thoroughness|
Time Management|s|prioritization;prioritisation;meeting deadlines;deadline-driven;organizational skills;organisational skills;organized;organised;multitasking;multi-tasking|
Adaptability|s|flexibility;adaptable;adapt to change;fast learner;quick learner;willing to learn;learning agility|
Creativity|s|creative;innovative;innovation;creative thinking|
Interpersonal Skills|s|interpersonal;relationship building;people skills;building relationships;rapport|
Presentation Skills|s|presentations;presenting;public speaking|
Decision Making|s|decision-making;judgment;judgement|
Self-Motivation|s|self-motivated;self motivated;self-starter;self starter;proactive;initiative;ownership|
Work Ethic|s|hardworking;hard-working;hard working;dependable;integrity|
Emotional Intelligence|s|empathy;empathetic;emotional intelligence eq|
Conflict Resolution|s|conflict management;dispute resolution|
Mentoring|s|mentor;mentored;mentorship skills;coaching skills|
Influencing|s|influence;persuasion;persuasive|
Customer Focus|s|customer-focused;customer focused;client-focused;customer-centric;customer centric|
Results Oriented|s|results-driven;result-oriented;results driven;goal-oriented;goal oriented|
Research|h|r&d;research and development;research skills;researching;literature review;qualitative research;quantitative research|
English|n|=English;english language;fluent english;english proficiency|
Spanish|n|=Spanish|
French|n|=French|
German|n|=German|
Mandarin|n|=Mandarin;=Chinese;mandarin chinese|
Hindi|n|=Hindi|
Arabic|n|=Arabic|
Portuguese|n|=Portuguese|
Japanese|n|=Japanese|
Italian|n|=Italian|
Russian|n|=Russian|
Korean|n|=Korean|
Cantonese|n|=Cantonese|
`;

/** O*NET technology names dropped because they are too generic or too ambiguous to match in free text. */
export const EXCLUDE = new Set(
  `facebook;youtube;linkedin;twitter;instagram;email software;web browser software;word processing software;spreadsheet software;database software;operating system software;scheduling software;internet browser software;the mathworks simulink;microsoft windows;microsoft internet explorer;google chrome;mozilla firefox;apple safari;apple ios;apple ipados;apple macos;alteryx;calendar software;presentation software;time accounting software;graphics software;gmail;yahoo;skype;zoom;microsoft teams;dropbox;box;blackboard software;edmodo;smartsheet;craft;notes;project;access;word;publisher;outlook;office;teams;paint;camera;map;maps;compass;filemaker pro;ibm notes;electronic mail software`.split(
    ';',
  ),
);
