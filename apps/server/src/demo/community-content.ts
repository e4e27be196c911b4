// Demo community channels and their threads: realistic UK pharmacy talk, no real patients.

export interface DemoThread {
  title: string;
  body: string;
  /** Top-level responses; a `reply` answers the response before it (one level deep). */
  responses: { body: string; reply?: string; accepted?: boolean }[];
  anonymous?: boolean;
}

export interface DemoChannel {
  /** Stable key the seeder and tests refer to. */
  key: string;
  name: string;
  description: string;
  kind: 'forum' | 'education';
  visibility: 'open' | 'private';
  allowAnonymous?: boolean;
  threads: DemoThread[];
}

export const DEMO_CHANNELS: readonly DemoChannel[] = [
  {
    key: 'pharmacy-first',
    name: 'Pharmacy First',
    description:
      'The seven clinical pathways, PGDs, referrals from NHS 111 and GP practices, and the paperwork around them.',
    kind: 'forum',
    visibility: 'open',
    threads: [
      {
        title: 'Uncomplicated UTI pathway: age cut-offs catching people out',
        body: '<p>We had three referrals this week for women aged 65 and over. The pathway is for <strong>16 to 64</strong> only, so each one went back to the practice. How are others handling the conversation with the surgery?</p>',
        responses: [
          {
            body: '<p>We send a short note with the reason on the same day. The practice manager now triages 65+ away from us.</p>',
            accepted: true,
          },
          {
            body: '<p>Worth raising at your PCN meeting: ours added the age check to the referral template.</p>',
            reply: '<p>Good idea, I will ask our PCN lead.</p>',
          },
        ],
      },
      {
        title: 'Acute otitis media: otoscope recommendations?',
        body: '<p>Looking to buy a second otoscope for the consultation room. Anything robust that does not cost the earth? Ideally with disposable specula that are easy to get hold of.</p>',
        responses: [
          {
            body: '<p>We use a fibre-optic one from the usual wholesaler, about £90, specula in boxes of 250.</p>',
          },
          { body: '<p>Make sure the bulb is LED, halogen ones run warm after a busy clinic.</p>' },
        ],
      },
      {
        title: 'Sinusitis consultations and the 10-day rule',
        body: '<p>Reminder for locums covering us this month: the PGD for acute sinusitis only applies when symptoms have lasted <em>10 days or more</em>. Under that, it is self-care advice and a leaflet.</p>',
        responses: [{ body: '<p>Thanks, pinned this on our team board.</p>' }],
      },
    ],
  },
  {
    key: 'medicines-safety',
    name: 'Medicines Safety & Interactions',
    description: 'MHRA alerts, near misses, interaction questions and learning from incidents.',
    kind: 'forum',
    visibility: 'open',
    threads: [
      {
        title: 'Valproate: documenting the annual risk acknowledgement',
        body: '<p>How are you recording that a patient of childbearing potential has a current annual risk acknowledgement form? We add a PMR note but I am not convinced it is enough.</p>',
        responses: [
          {
            body: '<p>We check the date at every supply and note it in the PMR with the prescriber’s name. Anything older than 12 months, we call the surgery before handing out.</p>',
            accepted: true,
          },
          {
            body: '<p>Do not forget to hand over the patient card and check the packs carry the pictogram.</p>',
          },
        ],
      },
      {
        title: 'Clarithromycin with simvastatin still coming through',
        body: '<p>Twice this month we have had clarithromycin prescribed for patients on simvastatin 40 mg. We intervene each time, but is anyone seeing this flagged better on the prescribing systems?</p>',
        responses: [
          {
            body: '<p>Same. We suggest pausing the statin for the course; most prescribers agree straight away.</p>',
            reply: '<p>That is what we do too, with a note on the bag.</p>',
          },
        ],
      },
      {
        title: 'Near miss: methotrexate 2.5 mg and 10 mg side by side',
        body: '<p>Sharing a near miss: the two strengths were next to each other on the shelf and nearly went out wrong. We have moved 10 mg to a separate, labelled drawer. Check your shelves!</p>',
        responses: [
          {
            body: '<p>We stock only 2.5 mg for this reason, as the national guidance suggests.</p>',
          },
        ],
      },
    ],
  },
  {
    key: 'controlled-drugs',
    name: 'Controlled Drugs Governance',
    description:
      'CD registers, destruction, accountable officers and inspections. Private: members are vetted by the channel admins.',
    kind: 'forum',
    visibility: 'private',
    threads: [
      {
        title: 'Witnessing patient-returned CD destruction',
        body: '<p>Do you need an authorised witness for destroying <strong>patient-returned</strong> Schedule 2 CDs, or only for stock? Our new technician asked and I want to point them at the right guidance.</p>',
        responses: [
          {
            body: '<p>Only stock destruction needs an authorised witness. Patient returns should still be witnessed by a second member of staff and recorded in your returns register.</p>',
            accepted: true,
          },
        ],
      },
      {
        title: 'Running balance discrepancies after a locum weekend',
        body: '<p>Found a 10 ml discrepancy in methadone 1 mg/ml after the weekend. Measured it twice. What is everyone’s first step before contacting the CDAO?</p>',
        responses: [
          {
            body: '<p>Check the overage from previous bottles, spillage records and every supply since the last check. Most of ours turn out to be measurement variance.</p>',
          },
          {
            body: '<p>Document what you checked even if it resolves. Inspectors like seeing the working.</p>',
          },
        ],
      },
    ],
  },
  {
    key: 'locums',
    name: 'Locum Pharmacists UK',
    description: 'Rates, travel, shift swaps and what to check when you walk into a new branch.',
    kind: 'forum',
    visibility: 'open',
    threads: [
      {
        title: 'What do you check in the first ten minutes of a new branch?',
        body: '<p>My list: RP notice, CD keys, SOP folder, the smartcard working, who the dispensers are, and where the PGDs are signed. What am I missing?</p>',
        responses: [
          { body: '<p>Fridge temperatures and whether yesterday’s were recorded.</p>' },
          {
            body: '<p>The owing book. Nothing worse than a queue of owings at 5pm.</p>',
            reply: '<p>Ha, learned that one the hard way.</p>',
          },
        ],
      },
    ],
  },
  {
    key: 'independents',
    name: 'Independent Pharmacy Owners',
    description: 'Business, contracts, staffing and services for independent contractors.',
    kind: 'forum',
    visibility: 'private',
    threads: [
      {
        title: 'Hypertension case-finding: is it paying its way?',
        body: '<p>We have done 140 clinic BP checks and 22 ambulatory monitors this quarter. With the set-up fee gone, I am trying to work out if the staff time is covered.</p>',
        responses: [
          {
            body: '<p>It pays for us once a technician runs it. Pharmacist-only, it did not.</p>',
            accepted: true,
          },
        ],
      },
    ],
  },
  {
    key: 'wellbeing',
    name: 'Wellbeing & Peer Support',
    description:
      'A safe space to talk about workload, stress and mistakes. Anonymous posts are welcome here.',
    kind: 'forum',
    visibility: 'open',
    allowAnonymous: true,
    threads: [
      {
        title: 'I made a dispensing error and cannot stop thinking about it',
        body: '<p>Last week I handed out the wrong strength of a blood pressure tablet. The patient is fine and we reported it properly, but I keep replaying it. How do you move on?</p>',
        anonymous: true,
        responses: [
          {
            body: '<p>You did the right thing by reporting it. Talk to someone you trust, and look at the Pharmacist Support helpline: they are very good.</p>',
          },
          {
            body: '<p>Every one of us has been there. The fact that it bothers you shows you care about your patients.</p>',
            reply: '<p>Thank you, this helps more than you know.</p>',
          },
        ],
      },
      {
        title: 'Taking a proper lunch break as a sole pharmacist',
        body: '<p>Does anyone manage a real 30-minute break on a single-pharmacist day? We are trying to close the counter for lunch and want to hear how others explain it to patients.</p>',
        responses: [
          { body: '<p>A clear sign on the door a week before, and the NHS 111 number on it.</p>' },
        ],
      },
    ],
  },
  {
    key: 'cannabis-prescribing',
    name: 'Medicinal Cannabis Prescribing',
    description:
      'CBPM supply, specials, titration and counselling. Education channel for pharmacists dispensing CBPMs.',
    kind: 'education',
    visibility: 'private',
    threads: [
      {
        title: 'Counselling on vaporised flower: what do you cover?',
        body: '<p>Putting together a counselling checklist for vaporised flower. So far: device temperature, inhalation technique, titration diary, driving advice and storage away from children.</p>',
        responses: [
          {
            body: '<p>Add the legal side: keep it in the original labelled container and carry the prescription copy when travelling.</p>',
            accepted: true,
          },
        ],
      },
    ],
  },
  {
    key: 'trainees',
    name: 'Foundation Trainee Pharmacists',
    description: 'Revision, the registration assessment, portfolios and tutor questions.',
    kind: 'education',
    visibility: 'open',
    threads: [
      {
        title: 'Calculations practice: best free resources?',
        body: '<p>Four months to the assessment. Which calculation resources did you find closest to the real paper?</p>',
        responses: [
          {
            body: '<p>The GPhC’s own sample questions first, then timed papers every weekend.</p>',
          },
          {
            body: '<p>Practise without a calculator for the simple conversions; it saves time.</p>',
          },
        ],
      },
      {
        title: 'Tutor sign-off for the learning outcomes',
        body: '<p>How often do your designated supervisors review the portfolio? Mine does it monthly, which feels a bit light.</p>',
        responses: [{ body: '<p>Ours is fortnightly, with a longer review every 13 weeks.</p>' }],
      },
    ],
  },
  {
    key: 'prescribing',
    name: 'Independent Prescribing',
    description:
      'For pharmacist prescribers and those in training: scope, DPPs and clinical skills.',
    kind: 'education',
    visibility: 'open',
    threads: [
      {
        title: 'Finding a designated prescribing practitioner',
        body: '<p>Has anyone found a DPP outside general practice? I work in community and the local surgeries are full.</p>',
        responses: [
          {
            body: '<p>Try your ICB’s pharmacy workforce lead. Ours keeps a list of DPPs willing to take community pharmacists.</p>',
            accepted: true,
          },
        ],
      },
    ],
  },
  {
    key: 'hospital',
    name: 'Hospital & Clinical Pharmacy',
    description:
      'Ward rounds, discharge, antimicrobial stewardship and the interface with primary care.',
    kind: 'forum',
    visibility: 'open',
    threads: [
      {
        title: 'Discharge medicines service referrals: how many reach you?',
        body: '<p>We send DMS referrals for every patient with a changed regimen. Community colleagues: how many actually arrive, and in a usable form?</p>',
        responses: [
          { body: '<p>About half. The ones with the reason for the change are gold.</p>' },
          {
            body: '<p>We get them through the NHS mail shared inbox; please keep the patient’s usual pharmacy correct on the record.</p>',
          },
        ],
      },
    ],
  },
];

/** User posts (on people's own walls): short updates, questions and news. */
export const DEMO_USER_POSTS: readonly DemoThread[] = [
  {
    title: 'Passed my independent prescribing course!',
    body: '<p>Three years of evenings, but I am now annotated as an independent prescriber. Starting a minor ailments clinic in January.</p>',
    responses: [
      { body: '<p>Congratulations, well deserved!</p>' },
      { body: '<p>Brilliant news.</p>' },
    ],
  },
  {
    title: 'Flu season numbers so far',
    body: '<p>612 flu vaccinations since September across our two branches. Our team has been amazing.</p>',
    responses: [{ body: '<p>Great work! We are just over 400.</p>' }],
  },
  {
    title: 'Looking for a mentor in pharmacy management',
    body: '<p>Moving from locum work to managing a branch next month. Would love to talk to someone who made the same move.</p>',
    responses: [{ body: '<p>Happy to chat, send me a message.</p>' }],
  },
  {
    title: 'Feeling stretched this winter',
    body: '<p>Four weekends in a row without a break. Posting here because I suspect I am not the only one.</p>',
    anonymous: true,
    responses: [
      { body: '<p>You are not. Please look after yourself and speak to your manager.</p>' },
    ],
  },
  {
    title: 'Useful leaflet for inhaler technique',
    body: '<p>Found a clear one-page inhaler technique leaflet from Asthma + Lung UK. We now give it out with every new inhaler.</p>',
    responses: [],
  },
];
