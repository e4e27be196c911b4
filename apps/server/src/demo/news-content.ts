// Demo articles about UK pharmacy practice: per category, a title, a summary and three points
// that the generator turns into an HTML body. Written for the demo; facts are kept general.

export interface DemoCategory {
  name: string;
  slug: string;
  description: string;
  /** Two colours of the generated cover image. */
  colours: readonly [string, string];
  /** Source the article bodies link to. */
  source: { label: string; url: string };
  articles: readonly (readonly [title: string, summary: string, points: readonly string[]])[];
}

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  {
    name: 'NHS Pharmacy First',
    slug: 'pharmacy-first',
    description: 'The clinical pathways, minor illness referrals and contraception services.',
    colours: ['#005EB8', '#41B6E6'],
    source: {
      label: 'NHS England: Pharmacy First',
      url: 'https://www.england.nhs.uk/primary-care/pharmacy/pharmacy-services/pharmacy-first/',
    },
    articles: [
      [
        'Pharmacy First at two years: what the activity data show',
        'Consultations for the seven clinical pathways keep rising, with uncomplicated UTI and acute sore throat leading the numbers.',
        [
          'Record every consultation in the clinical system on the day so it counts towards the monthly thresholds.',
          'Check that each pharmacist working a shift has completed the pathway training declarations.',
          'Share pathway leaflets with local GP practices so receptionists know what to refer.',
        ],
      ],
      [
        'Acute otitis media: using the otoscope with confidence',
        'Examination is part of the pathway for children aged one to seventeen, and teams report that practice with the otoscope pays off.',
        [
          'Book a short session with a local GP or ENT nurse to review normal and abnormal ear drums.',
          'Keep disposable speculums in two sizes and clean the otoscope between patients.',
          'Document what you saw, not only the outcome, in the consultation record.',
        ],
      ],
      [
        'Impetigo and infected insect bites: when to escalate',
        'Most presentations suit the pathway, but systemic symptoms and spreading cellulitis still need same-day referral.',
        [
          'Use the NICE clinical knowledge summaries alongside the pathway flowchart.',
          'Photograph lesions only with consent and store images in the clinical record.',
          'Safety-net clearly and tell the patient when to come back.',
        ],
      ],
      [
        'GP referrals for minor illness: closing the loop',
        'Referrals through NHS 111 and general practice now arrive electronically, and prompt outcome messages build trust with practices.',
        [
          'Send the outcome to the practice on the same working day.',
          'Agree a direct line with each practice for urgent escalations.',
          'Review declined referrals monthly to spot patterns.',
        ],
      ],
      [
        'Oral contraception without a prescription: starting and continuing supply',
        'The pharmacy contraception service lets pharmacists initiate and continue oral contraception, widening access for women across England.',
        [
          'Measure blood pressure and BMI at every initiation and record the readings.',
          'Offer a private consultation room and a female chaperone where requested.',
          'Signpost to sexual health services for long-acting methods.',
        ],
      ],
      [
        'Hypertension case-finding: reaching the 40-plus age group',
        'Blood pressure checks in community pharmacy continue to find people with undiagnosed hypertension who rarely visit their GP.',
        [
          'Calibrate validated monitors every year and keep the certificates.',
          'Offer ambulatory monitoring when a clinic reading is raised.',
          'Pass results to the GP practice with a clear recommendation.',
        ],
      ],
      [
        'Shingles and sinusitis pathways: antibiotic stewardship in practice',
        'Supplying under the patient group directions means holding the line on antimicrobial stewardship when symptoms do not meet the criteria.',
        [
          'Explain the natural course of viral sinusitis and offer self-care advice.',
          'Check the age range and exclusion criteria of each patient group direction.',
          'Audit a sample of supplies each quarter against the criteria.',
        ],
      ],
    ],
  },
  {
    name: 'Regulation and GPhC',
    slug: 'regulation-gphc',
    description: 'Standards, revalidation, inspections and professional regulation.',
    colours: ['#4B2E83', '#8E6CCF'],
    source: { label: 'General Pharmaceutical Council', url: 'https://www.pharmacyregulation.org' },
    articles: [
      [
        'Revalidation: four CPD records, a peer discussion and a reflective account',
        'Every pharmacist and pharmacy technician submits revalidation records each year; planning them through the year avoids a last-minute rush.',
        [
          'Write CPD records as you learn rather than at the deadline.',
          'Choose a peer who understands your practice but does not manage you.',
          'Base the reflective account on the standard the GPhC has set for the year.',
        ],
      ],
      [
        'New standards for the initial education of pharmacists',
        'Foundation trainees now qualify with prescribing-ready skills, and designated supervisors carry new responsibilities.',
        [
          'Check that supervisors have completed the required training.',
          'Map trainee rotations to the learning outcomes early in the year.',
          'Record progress reviews at the agreed intervals.',
        ],
      ],
      [
        'What inspectors look for in a routine inspection',
        'Inspection reports highlight governance, staffing and the safe supply of higher-risk medicines as the areas most often questioned.',
        [
          'Keep standard operating procedures signed and reviewed within two years.',
          'Show how near misses are recorded, reviewed and acted on.',
          'Demonstrate that staff are trained for the tasks they perform.',
        ],
      ],
      [
        'Remote supervision: the debate continues',
        'Proposals to let pharmacy technicians supervise more activities aim to free pharmacists for clinical work, with safeguards still under discussion.',
        [
          'Read the consultation documents and respond as a team.',
          'Review which tasks in your pharmacy could safely be delegated.',
          'Make sure the responsible pharmacist record is always accurate.',
        ],
      ],
      [
        'Raising concerns: speaking up without fear',
        'The GPhC expects registrants to raise concerns about patient safety, and employers to support them when they do.',
        [
          'Know your employer whistleblowing policy and who to contact.',
          'Keep a factual, dated note of the concern and what you did.',
          'Use the GPhC concerns route when local routes have failed.',
        ],
      ],
      [
        'Online pharmacy standards tightened for higher-risk medicines',
        'Guidance for pharmacies providing services at a distance now expects robust identity checks and prescriber oversight for medicines open to misuse.',
        [
          'Verify identity independently before supplying higher-risk medicines.',
          'Share information with the patient GP unless there is a clear reason not to.',
          'Review questionnaire-based prescribing models against the guidance.',
        ],
      ],
      [
        'Pharmacy technician registration: the route through training',
        'Apprenticeships and college courses both lead to registration, and the GPhC accredits the qualifications that count.',
        [
          'Check a course is recognised before enrolling a trainee.',
          'Give trainees protected learning time each week.',
          'Plan the final assessments alongside rota commitments.',
        ],
      ],
    ],
  },
  {
    name: 'Medicines Safety',
    slug: 'medicines-safety',
    description: 'MHRA alerts, drug safety updates, recalls and shortages.',
    colours: ['#B71C1C', '#EF6C00'],
    source: {
      label: 'MHRA Drug Safety Update',
      url: 'https://www.gov.uk/drug-safety-update',
    },
    articles: [
      [
        'Valproate: the pregnancy prevention programme one year on',
        'Two independent specialists must now agree before valproate is started in patients under fifty-five, and pharmacies play their part at every supply.',
        [
          'Dispense valproate in the manufacturer original pack with the warning card.',
          'Check for a current annual risk acknowledgement form where it applies.',
          'Counsel on the risks at every supply, not only the first.',
        ],
      ],
      [
        'Class 2 medicines recall: acting within the deadline',
        'Recalls arrive through the National Patient Safety Alerting System and need a recorded response from every pharmacy.',
        [
          'Quarantine stock immediately and label it clearly.',
          'Record the action taken and the date in the recall log.',
          'Contact patients where the alert asks for patient-level action.',
        ],
      ],
      [
        'Isotretinoin: new safeguards for young people',
        'Prescribing in under-eighteens now needs agreement between two prescribers, with mental health and sexual function monitoring at each review.',
        [
          'Confirm a negative pregnancy test within the required window where relevant.',
          'Ask about mood changes and signpost support when needed.',
          'Supply no more than thirty days of treatment at a time.',
        ],
      ],
      [
        'GLP-1 receptor agonists: counterfeit pens and safe supply',
        'The MHRA has seized falsified weight-loss pens sold online, and reminds patients to use registered pharmacies and prescribers.',
        [
          'Report suspected falsified medicines through the Yellow Card scheme.',
          'Explain to patients how to check a pharmacy registration.',
          'Store pens according to the manufacturer instructions.',
        ],
      ],
      [
        'Managing medicine shortages with serious shortage protocols',
        'When a serious shortage protocol is issued, pharmacists may supply an alternative without going back to the prescriber.',
        [
          'Read the protocol conditions before each supply.',
          'Record the supply and tell the prescriber as the protocol requires.',
          'Discuss the change with the patient and check they understand it.',
        ],
      ],
      [
        'Yellow Card reporting from community pharmacy',
        'Suspected adverse reactions reported by pharmacists add signals the MHRA may not see elsewhere, especially for over-the-counter medicines.',
        [
          'Report serious reactions even if you are unsure of the cause.',
          'Include the batch number for biological medicines and vaccines.',
          'Encourage patients to report through the Yellow Card app.',
        ],
      ],
      [
        'Opioid medicines and the risk of dependence',
        'Updated warnings ask prescribers and pharmacists to discuss dependence and tolerance before long-term opioid treatment starts.',
        [
          'Check the patient understands how long treatment should last.',
          'Offer naloxone information where the local service allows.',
          'Flag early or repeated requests to the prescriber.',
        ],
      ],
    ],
  },
  {
    name: 'Medicinal Cannabis',
    slug: 'medicinal-cannabis',
    description: 'Cannabis-based products for medicinal use: prescribing, supply and evidence.',
    colours: ['#1B5E20', '#81C784'],
    source: {
      label: 'NICE guideline NG144',
      url: 'https://www.nice.org.uk/guidance/ng144',
    },
    articles: [
      [
        'Cannabis-based products for medicinal use: who can prescribe',
        'Only doctors on the GMC specialist register may initiate CBPMs, and their decisions should be made within a multidisciplinary team.',
        [
          'Check that the prescriber is on the specialist register before the first supply.',
          'Confirm the prescription meets Schedule 2 controlled drug requirements.',
          'Keep the specialist contact details with the patient record.',
        ],
      ],
      [
        'Dispensing unlicensed cannabis flower: a practical checklist',
        'Most CBPMs are unlicensed specials, so pharmacies take on extra responsibilities for sourcing, records and counselling.',
        [
          'Source only from licensed importers with a certificate of analysis.',
          'Record the product, strain and batch in the controlled drugs register.',
          'Explain vaporisation, dose titration and storage to each patient.',
        ],
      ],
      [
        'The evidence for CBPMs in chronic pain',
        'NICE does not recommend CBPMs for chronic pain outside trials, and pharmacists should be ready to explain why.',
        [
          'Know the difference between licensed indications and unlicensed use.',
          'Discuss realistic expectations and possible adverse effects.',
          'Signpost to pain management services and trials.',
        ],
      ],
      [
        'Driving and medicinal cannabis',
        'Patients taking prescribed cannabis may drive if their driving is not impaired, but they should carry evidence of their prescription.',
        [
          'Advise patients not to drive when starting treatment or changing dose.',
          'Explain the medical defence and the need to carry prescription evidence.',
          'Remind patients of the DVLA duty to report conditions that affect driving.',
        ],
      ],
      [
        'Epidiolex and Sativex: the licensed options',
        'Two licensed cannabis-based medicines are available on the NHS for specific forms of epilepsy and spasticity in multiple sclerosis.',
        [
          'Check the indication against the NICE recommendations.',
          'Look for interactions with clobazam and other anti-seizure medicines.',
          'Monitor liver function tests as the product information recommends.',
        ],
      ],
      [
        'Supervising CBPM treatment: the role of the specialist clinic',
        'Patients should be reviewed by their specialist at set intervals, and the pharmacy can flag when reviews have lapsed.',
        [
          'Record the date of the last specialist review.',
          'Contact the clinic if the dose keeps escalating.',
          'Share concerns about misuse through the controlled drugs accountable officer.',
        ],
      ],
      [
        'CBD products on the high street: answering customer questions',
        'Food supplements containing CBD are not medicines, and customers often ask pharmacists whether they work.',
        [
          'Explain that CBD food products are not licensed to treat conditions.',
          'Check for interactions, especially with anticoagulants and anti-seizure medicines.',
          'Refer to a prescriber when a customer is self-treating a serious condition.',
        ],
      ],
    ],
  },
  {
    name: 'Clinical Practice',
    slug: 'clinical-practice',
    description: 'Therapeutics, guidelines and everyday clinical decisions.',
    colours: ['#00695C', '#4DB6AC'],
    source: { label: 'NICE guidance', url: 'https://www.nice.org.uk/guidance' },
    articles: [
      [
        'Asthma: moving adults to anti-inflammatory reliever therapy',
        'The joint BTS, NICE and SIGN guideline recommends a combined inhaler as reliever, changing the conversations pharmacists have at the counter.',
        [
          'Check inhaler technique at every new medicine service consultation.',
          'Flag patients who collect more than three reliever inhalers a year.',
          'Explain the new regimen using a written asthma action plan.',
        ],
      ],
      [
        'Deprescribing in frailty: a structured medication review',
        'Older people taking ten or more medicines benefit from reviews that weigh each medicine against their goals.',
        [
          'Use an anticholinergic burden scale to find medicines to question.',
          'Agree changes with the patient and their carer.',
          'Tell the GP practice what was agreed and why.',
        ],
      ],
      [
        'Type 2 diabetes: SGLT2 inhibitors and sick day rules',
        'Patients taking SGLT2 inhibitors need to know when to pause treatment during acute illness to reduce the risk of ketoacidosis.',
        [
          'Give written sick day guidance with the first supply.',
          'Remind patients to keep hydrated when unwell.',
          'Ask about recent illness when the patient collects a repeat.',
        ],
      ],
      [
        'Anticoagulation: getting DOAC doses right',
        'Dosing errors with direct oral anticoagulants often stem from out-of-date renal function or weight.',
        [
          'Calculate creatinine clearance with actual body weight.',
          'Check for interacting medicines, including over-the-counter NSAIDs.',
          'Make sure the patient carries an anticoagulant alert card.',
        ],
      ],
      [
        'Menopause: HRT prescription prepayment certificates',
        'The HRT prepayment certificate covers a year of eligible medicines for a single charge, and many women are still unaware of it.',
        [
          'Tell eligible patients about the certificate at the counter.',
          'Check which products are included before advising.',
          'Offer a private conversation about symptoms and treatment.',
        ],
      ],
      [
        'Lipid management: supporting statin adherence',
        'Many people stop statins in the first year, often because of muscle symptoms that can be managed.',
        [
          'Ask about muscle symptoms and their timing.',
          'Discuss alternative statins or doses with the prescriber.',
          'Use the new medicine service to follow up.',
        ],
      ],
      [
        'Paediatric liquid medicines: measuring doses safely',
        'Dosing errors with oral liquids can be reduced by supplying an oral syringe and showing parents how to use it.',
        [
          'Supply an oral syringe of a suitable size with every liquid.',
          'Write doses in millilitres, not spoons.',
          'Ask the parent to show you the dose before they leave.',
        ],
      ],
    ],
  },
  {
    name: 'Community Pharmacy',
    slug: 'community-pharmacy',
    description: 'Contract, funding, workforce and running a pharmacy business.',
    colours: ['#E65100', '#FFB74D'],
    source: {
      label: 'Community Pharmacy England',
      url: 'https://cpe.org.uk',
    },
    articles: [
      [
        'The community pharmacy contractual framework: what changed this year',
        'The latest settlement adjusts fees and service payments, and pharmacy owners are reviewing which services to offer.',
        [
          'Model income from each advanced service against staff time.',
          'Check the deadlines for service registrations.',
          'Review the quality scheme criteria early.',
        ],
      ],
      [
        'Hub and spoke dispensing between different companies',
        'Legislation now allows hub and spoke dispensing across legal entities, opening the model to independent pharmacies.',
        [
          'Agree responsibilities in a written contract between hub and spoke.',
          'Update standard operating procedures for the new workflow.',
          'Tell patients how their medicines are assembled.',
        ],
      ],
      [
        'Recruiting and keeping pharmacists in rural pharmacies',
        'Rural pharmacies report the hardest time filling shifts, and flexible rotas and training support are making a difference.',
        [
          'Offer protected time for independent prescribing training.',
          'Share locum cover with nearby pharmacies.',
          'Ask leavers why they left and act on the answers.',
        ],
      ],
      [
        'Independent prescribing in community pharmacy: the pathfinder sites',
        'Pathfinder sites are testing how pharmacist prescribers can work with general practice on conditions such as hypertension and contraception.',
        [
          'Choose a clinical area where you have experience and support.',
          'Agree governance and supervision arrangements before you start.',
          'Record outcomes to show the value of the service.',
        ],
      ],
      [
        'Cutting waste in repeat dispensing',
        'Electronic repeat dispensing reduces workload for practices and waste for the NHS when patients are chosen well.',
        [
          'Identify stable patients on long-term medicines.',
          'Ask patients which items they still need before each issue.',
          'Return unwanted batch issues promptly.',
        ],
      ],
      [
        'Staff wellbeing: managing workload pressure',
        'Surveys of pharmacy teams show high workload and stress, and simple changes to rotas and breaks help.',
        [
          'Protect lunch breaks in the rota.',
          'Hold short team huddles to plan the day.',
          'Signpost staff to the Pharmacist Support charity.',
        ],
      ],
      [
        'Discharge medicines service: catching errors after hospital',
        'Referrals from hospitals let community pharmacists reconcile medicines after discharge, preventing avoidable readmissions.',
        [
          'Act on referrals within the service time frames.',
          'Compare the discharge list with what the GP has prescribed.',
          'Talk to the patient about any changes.',
        ],
      ],
    ],
  },
  {
    name: 'Education and CPD',
    slug: 'education-cpd',
    description: 'Learning, training opportunities and professional development.',
    colours: ['#283593', '#7986CB'],
    source: { label: 'CPPE', url: 'https://www.cppe.ac.uk' },
    articles: [
      [
        'Free learning programmes for pharmacy professionals in England',
        'Centrally funded e-learning covers consultation skills, safeguarding and clinical topics for pharmacists and technicians.',
        [
          'Start with the consultation skills assessment.',
          'Complete safeguarding level two every three years.',
          'Add certificates to your revalidation records.',
        ],
      ],
      [
        'Becoming a designated prescribing practitioner',
        'Experienced prescribers can supervise pharmacists training as independent prescribers, and demand for supervisors is high.',
        [
          'Check the competency framework for designated prescribing practitioners.',
          'Plan the learning in practice hours with the trainee.',
          'Give written feedback at each milestone.',
        ],
      ],
      [
        'Reflective practice: turning a difficult day into learning',
        'Reflection helps professionals learn from incidents and stressful events, and it is a core part of revalidation.',
        [
          'Use a simple model: what happened, so what, now what.',
          'Focus on what you would do differently.',
          'Share learning with your team when appropriate.',
        ],
      ],
      [
        'Consultation skills: shared decision making at the counter',
        'Patients are more likely to take medicines they have chosen, and short structured conversations make that possible.',
        [
          'Ask what matters most to the patient.',
          'Explain options with numbers the patient can understand.',
          'Check understanding with teach-back.',
        ],
      ],
      [
        'Leadership for pharmacy technicians',
        'Pharmacy technicians are taking on leadership roles in medicines optimisation and education.',
        [
          'Look for leadership programmes aimed at technicians.',
          'Find a mentor outside your organisation.',
          'Take on a small project and report its results.',
        ],
      ],
      [
        'Journal club: how to read a clinical trial',
        'Reading trials critically helps pharmacists weigh new evidence before it reaches guidelines.',
        [
          'Check how patients were randomised and who was blinded.',
          'Look at absolute as well as relative risk reductions.',
          'Ask whether the trial population resembles your patients.',
        ],
      ],
      [
        'Preparing for the registration assessment',
        'Foundation trainees sit the registration assessment after a year of supervised practice, and structured revision helps.',
        [
          'Practise calculations every week.',
          'Use the published framework to plan revision.',
          'Sit timed mock papers in exam conditions.',
        ],
      ],
    ],
  },
  {
    name: 'Public Health',
    slug: 'public-health',
    description: 'Vaccination, screening, smoking cessation and health promotion.',
    colours: ['#AD1457', '#F06292'],
    source: {
      label: 'UK Health Security Agency',
      url: 'https://www.gov.uk/government/organisations/uk-health-security-agency',
    },
    articles: [
      [
        'Winter vaccination: flu and COVID-19 in community pharmacy',
        'Pharmacies delivered a large share of seasonal vaccinations last winter, and planning now makes the season smoother.',
        [
          'Order flu vaccine early and record cold chain checks.',
          'Offer co-administration where eligible.',
          'Record vaccinations on the national system on the same day.',
        ],
      ],
      [
        'Smoking cessation after hospital discharge',
        'Patients who start stopping smoking in hospital can continue their treatment in community pharmacy after discharge.',
        [
          'Contact referred patients within a few days of discharge.',
          'Offer combination nicotine replacement therapy.',
          'Record carbon monoxide readings at each visit.',
        ],
      ],
      [
        'RSV vaccination for older adults',
        'The RSV programme protects people aged seventy-five to seventy-nine, and pharmacists can help explain who is eligible.',
        [
          'Check eligibility by date of birth.',
          'Explain the single-dose schedule.',
          'Signpost patients to their GP practice for the vaccine.',
        ],
      ],
      [
        'Vapes and young people: advice at the counter',
        'Vaping can help adults stop smoking, but pharmacists are often asked by parents about children who vape.',
        [
          'Explain the difference between regulated and illicit products.',
          'Offer support to parents without judgement.',
          'Signpost to local stop smoking services.',
        ],
      ],
      [
        'Weight management referrals from general practice',
        'The NHS digital weight management programme accepts referrals from pharmacies for people with hypertension or diabetes and a raised BMI.',
        [
          'Check eligibility before making a referral.',
          'Explain what the programme offers.',
          'Follow up at the next visit.',
        ],
      ],
      [
        'Measles cases rise: checking MMR status',
        'With measles cases rising, pharmacies can remind families to check that children have had both doses of MMR.',
        [
          'Ask about vaccination status when families collect medicines for children.',
          'Direct families to their GP practice for catch-up doses.',
          'Know the symptoms and when to advise isolation.',
        ],
      ],
      [
        'Sexual health: emergency contraception and STI testing',
        'Pharmacies provide emergency contraception and signpost to testing services, often for people who would not go elsewhere.',
        [
          'Offer a private consultation and a non-judgemental approach.',
          'Check for interacting medicines, such as enzyme inducers.',
          'Provide information about free STI testing kits.',
        ],
      ],
    ],
  },
  {
    name: 'Hospital Pharmacy',
    slug: 'hospital-pharmacy',
    description: 'Secondary care practice, aseptics and clinical pharmacy services.',
    colours: ['#37474F', '#90A4AE'],
    source: { label: 'NHS Specialist Pharmacy Service', url: 'https://www.sps.nhs.uk' },
    articles: [
      [
        'Electronic prescribing and medicines administration: lessons from roll-outs',
        'Trusts that involved pharmacists early in EPMA projects report fewer medication errors after go-live.',
        [
          'Build order sets with clinical teams.',
          'Plan for downtime procedures.',
          'Review alerts that are overridden often.',
        ],
      ],
      [
        'Antimicrobial stewardship ward rounds',
        'Pharmacist-led stewardship rounds review the indication, duration and route of every antibiotic.',
        [
          'Check that every prescription has an indication and review date.',
          'Switch from intravenous to oral when criteria are met.',
          'Feed results back to prescribers.',
        ],
      ],
      [
        'Aseptic services: investing in capacity',
        'A national review of aseptic services has called for investment in regional hubs to meet rising demand.',
        [
          'Review capacity against demand forecasts.',
          'Keep environmental monitoring up to date.',
          'Train staff across several units for resilience.',
        ],
      ],
      [
        'Pharmacists in emergency departments',
        'Emergency department pharmacists take medication histories early and reduce errors at admission.',
        [
          'Prioritise patients taking high-risk medicines.',
          'Use summary care records to check medication histories.',
          'Document allergies and their reactions.',
        ],
      ],
      [
        'Medicines reconciliation within twenty-four hours',
        'Completing reconciliation soon after admission reduces missed and wrong doses on the ward.',
        [
          'Use at least two sources for each medication history.',
          'Highlight critical medicines such as insulin and anticonvulsants.',
          'Involve pharmacy technicians in reconciliation.',
        ],
      ],
      [
        'Biosimilars: switching with confidence',
        'Switching to biosimilars saves money for the NHS when patients are supported through the change.',
        [
          'Explain why the switch is happening.',
          'Offer injection technique training for the new device.',
          'Monitor response after the switch.',
        ],
      ],
      [
        'Pharmacy technicians in clinical roles',
        'Technicians now lead medicines optimisation on many wards, freeing pharmacists for complex patients.',
        [
          'Define the scope of technician roles clearly.',
          'Provide competency-based training and assessment.',
          'Review the model with ward teams.',
        ],
      ],
    ],
  },
  {
    name: 'Digital and Technology',
    slug: 'digital-technology',
    description: 'Clinical systems, automation and digital services.',
    colours: ['#0277BD', '#4FC3F7'],
    source: { label: 'NHS England Digital', url: 'https://digital.nhs.uk' },
    articles: [
      [
        'GP Connect: seeing the record that matters',
        'Access to GP records during consultations helps pharmacists make safer decisions in Pharmacy First.',
        [
          'Check patient consent before viewing the record.',
          'Record what information you used in your decision.',
          'Send structured updates back to the practice.',
        ],
      ],
      [
        'The NHS App and nominated pharmacies',
        'More patients order repeat prescriptions through the NHS App, and a clear nomination avoids lost prescriptions.',
        [
          'Help patients check their nominated pharmacy.',
          'Explain how to order repeats in the app.',
          'Tell patients when their medicines are ready.',
        ],
      ],
      [
        'Dispensing automation: is it worth the investment',
        'Robots and automated dispensing systems can free time for clinical services, but need careful planning.',
        [
          'Calculate time saved against cost.',
          'Plan workflow changes before installation.',
          'Train all staff on the new system.',
        ],
      ],
      [
        'Cyber security for pharmacy teams',
        'Phishing and ransomware attacks on health organisations are rising, and pharmacy teams are part of the defence.',
        [
          'Use strong passwords and multi-factor authentication.',
          'Complete the Data Security and Protection Toolkit each year.',
          'Report suspicious e-mails to your IT provider.',
        ],
      ],
      [
        'Electronic prescription service: handling tokens and exemptions',
        'Most prescriptions are now electronic, but exemption checks and tokens still cause questions.',
        [
          'Check exemption evidence at the counter.',
          'Explain how patients can use their barcode.',
          'Record declarations accurately.',
        ],
      ],
      [
        'Artificial intelligence in pharmacy: where it helps',
        'AI tools are being tested for clinical checks and stock management, and professional judgement remains essential.',
        [
          'Understand what a tool was designed and tested for.',
          'Keep the pharmacist responsible for the final check.',
          'Report errors to the supplier and the MHRA where relevant.',
        ],
      ],
      [
        'Remote consultations: video and telephone in community pharmacy',
        'Video consultations suit some Pharmacy First pathways and follow-up reviews when patients cannot visit.',
        [
          'Check which pathways allow remote consultations.',
          'Confirm the patient identity at the start.',
          'Use a private, quiet space for the call.',
        ],
      ],
    ],
  },
];

/** Contributors named as authors. */
export const DEMO_AUTHORS = [
  'Pharma Portal Editorial',
  'Sarah Ahmed MRPharmS, Lead Pharmacist',
  'James Whitaker, Clinical Pharmacist',
  'Priya Nair, Pharmacy Technician',
  'Dr Owen Price, GP and Prescribing Lead',
  'Helen McKay, Superintendent Pharmacist',
] as const;

/** Plain-text comments in the SPEC §5 comment alphabet (letters, digits, . , ! ? ' -). */
export const DEMO_COMMENTS = [
  'Really useful summary, thank you.',
  'We started this in our branch last month and it is working well.',
  'Does anyone have a template for the record keeping?',
  'Great point about safety-netting, we often forget to document it.',
  'Our local GP practices have been very supportive.',
  'Shared this with the whole team at our huddle this morning.',
  'Would be good to see a follow-up article on this.',
  'Thanks, the checklist is exactly what I needed.',
  'The training took longer than expected but was worth it.',
  'Has anyone found a way to fit this into a busy Monday?',
  'Clear and practical, much appreciated.',
  'We had an inspection last week and this came up.',
] as const;
