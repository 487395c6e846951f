import type { Project } from '@rawi/proto';
import { demoCategories as c } from './categories.ts';

export type ProjectSeed = Omit<Project, 'id' | 'language' | 'createdAt' | 'updatedAt'>;

export const projectsEn: ProjectSeed[] = [
  {
    title: 'Sovereign Banking Assistant',
    slug: 'sovereign-banking-assistant',
    category: c.languageModels.en,
    imageUrl: c.languageModels.image,
    imageAlt: c.languageModels.alt.en,
    briefDescription:
      'An Arabic-speaking assistant for a retail bank, running entirely inside the bank’s data centre.',
    description:
      'A leading retail bank needed a conversational assistant for its contact centre and branch staff, but regulation ruled out any cloud service. Rawi deployed a private Arabic language model on the bank’s own GPU servers, connected to its product catalogue, fee schedules and internal procedures. Staff ask questions in Arabic or English and receive answers that cite the exact policy page, while every conversation stays within the bank’s network.',
    features: [
      'Answers in Modern Standard Arabic and Gulf dialect',
      'Every answer cites its source policy',
      'Integration with core banking and CRM',
      'Role-based access to sensitive procedures',
    ],
    advantages: [
      'No customer data leaves the bank',
      'Meets central bank outsourcing rules',
      'Predictable cost with no per-request fees',
    ],
    useCases: [
      'Contact centre agent support',
      'Branch staff product questions',
      'Onboarding of new employees',
      'Compliance checks on customer replies',
    ],
    youtubeUrl: 'https://www.youtube.com/watch?v=Xk3vR9pQw2E',
    status: 'active',
    sortOrder: 1,
  },
  {
    title: 'Policy Drafting Copilot',
    slug: 'policy-drafting-copilot',
    category: c.languageModels.en,
    imageUrl: c.languageModels.image,
    imageAlt: c.languageModels.alt.en,
    briefDescription:
      'A drafting assistant that helps a ministry write circulars and regulations in formal Arabic.',
    description:
      'Policy teams at a government ministry spent weeks drafting circulars, regulations and official replies. Rawi’s drafting copilot, fine-tuned on the ministry’s own published decisions, proposes first drafts in formal Arabic, checks terminology against the official glossary and highlights conflicts with earlier regulations. It runs on an isolated network with no internet access.',
    features: [
      'Drafts in formal administrative Arabic',
      'Terminology checked against the official glossary',
      'Detects conflicts with earlier regulations',
      'Tracks every suggestion for review',
    ],
    advantages: [
      'Drafting time cut from weeks to days',
      'Consistent language across departments',
      'Runs on a classified, air-gapped network',
    ],
    useCases: ['Ministerial circulars', 'Regulation amendments', 'Replies to official correspondence'],
    status: 'active',
    sortOrder: 2,
  },
  {
    title: 'Enterprise Semantic Search',
    slug: 'enterprise-semantic-search',
    category: c.languageModels.en,
    imageUrl: c.languageModels.image,
    imageAlt: c.languageModels.alt.en,
    briefDescription: 'One search box across a holding group’s documents, in Arabic and English.',
    description:
      'Employees of a diversified holding group searched a dozen systems to find policies, reports and past decisions. Rawi indexed them into a single semantic search that understands questions in Arabic and English, respects each document’s permissions and returns a short answer with its sources.',
    features: [
      'Cross-lingual semantic search',
      'Respects existing document permissions',
      'Short answers with linked sources',
    ],
    advantages: [
      'One place to search instead of twelve',
      'No content sent to external services',
      'Deployed in weeks on existing hardware',
    ],
    useCases: ['Policy lookup', 'Board report research', 'Knowledge transfer between subsidiaries'],
    youtubeUrl: 'https://youtu.be/Hn5cT1bVy6M',
    status: 'active',
    sortOrder: 3,
  },
  {
    title: 'Islamic Finance Knowledge Model',
    slug: 'islamic-finance-knowledge-model',
    category: c.languageModels.en,
    imageUrl: c.languageModels.image,
    imageAlt: c.languageModels.alt.en,
    briefDescription: 'A model that answers questions on Sharia board rulings and Islamic finance products.',
    description:
      'An Islamic bank is piloting a language model trained on its Sharia board’s rulings, its product structures and AAOIFI standards. Product teams use it to check whether a proposed structure follows earlier rulings before it reaches the board. The project is in pilot and not yet public.',
    features: [
      'Search across Sharia board rulings',
      'Explains structures such as Murabaha and Ijara',
      'Links every answer to the ruling it relies on',
    ],
    advantages: [
      'Shorter product approval cycles',
      'Institutional knowledge kept in one place',
      'Runs on the bank’s own servers',
    ],
    useCases: ['Pre-screening of new products', 'Training for product teams', 'Audit preparation'],
    status: 'draft',
    sortOrder: 4,
  },
  {
    title: 'Call Centre Transcription Suite',
    slug: 'call-centre-transcription',
    category: c.speech.en,
    imageUrl: c.speech.image,
    imageAlt: c.speech.alt.en,
    briefDescription:
      'Dialect-aware transcription and analytics for a telecom operator’s Arabic call centre.',
    description:
      'A telecom operator handles tens of thousands of Arabic calls a day in Gulf, Levantine and Egyptian dialects. Rawi’s speech engine transcribes every call on premises, separates agent and customer, and tags topics and sentiment. Supervisors now search calls by what was said instead of listening to random samples.',
    features: [
      'Recognises Gulf, Levantine and Egyptian dialects',
      'Separates agent and customer speech',
      'Topic and sentiment tagging',
      'Full-text search across calls',
    ],
    advantages: [
      'Every call reviewed, not a sample',
      'Recordings never leave the operator',
      'Works with existing recording systems',
    ],
    useCases: ['Quality assurance', 'Complaint detection', 'Agent coaching', 'Regulatory call retention'],
    youtubeUrl: 'https://youtu.be/R4tYu8IoP1s',
    status: 'active',
    sortOrder: 5,
  },
  {
    title: 'Arabic Voice IVR',
    slug: 'arabic-voice-ivr',
    category: c.speech.en,
    imageUrl: c.speech.image,
    imageAlt: c.speech.alt.en,
    briefDescription: 'A natural Arabic voice that lets bank customers serve themselves by speaking.',
    description:
      'Customers of a national bank used to navigate long keypad menus. Rawi replaced them with a voice assistant that understands spoken requests in Arabic dialects and answers in a natural Arabic voice. Balance enquiries, card blocking and branch information are handled end to end; anything else goes to an agent with the transcript attached.',
    features: [
      'Understands free speech, not menu numbers',
      'Natural Arabic text-to-speech',
      'Secure caller verification',
      'Hand-over to an agent with the transcript',
    ],
    advantages: [
      'Shorter calls and fewer transfers',
      'Available around the clock',
      'Voice data stays on premises',
    ],
    useCases: ['Balance and transaction enquiries', 'Card blocking', 'Branch and ATM information'],
    youtubeUrl: 'https://www.youtube.com/shorts/q9WzL3mXv5K',
    status: 'active',
    sortOrder: 6,
  },
  {
    title: 'Court Hearing Minutes',
    slug: 'court-hearing-minutes',
    category: c.speech.en,
    imageUrl: c.speech.image,
    imageAlt: c.speech.alt.en,
    briefDescription: 'Automatic minutes of court hearings with speaker labels and timestamps.',
    description:
      'A pilot with a judicial authority produced draft minutes of hearings from courtroom audio, labelling the judge, the parties and their representatives. Clerks corrected the drafts instead of typing from scratch. The pilot has concluded and its results shaped our current speech products.',
    features: [
      'Speaker labels for every participant',
      'Timestamps linked to the audio',
      'Legal vocabulary adaptation',
    ],
    advantages: [
      'Clerks review rather than type',
      'Searchable hearing records',
      'Audio processed inside the court network',
    ],
    useCases: ['Hearing minutes', 'Archive search', 'Case preparation'],
    status: 'archived',
    sortOrder: 7,
  },
  {
    title: 'Trade Finance Document Reader',
    slug: 'trade-finance-document-reader',
    category: c.documents.en,
    imageUrl: c.documents.image,
    imageAlt: c.documents.alt.en,
    briefDescription:
      'Reads letters of credit, invoices and bills of lading, and checks them against each other.',
    description:
      'Trade finance teams at a commercial bank examine hundreds of bilingual documents for every shipment. Rawi’s document reader extracts parties, amounts, ports and dates from letters of credit, commercial invoices and bills of lading, then flags discrepancies between them for the examiner. Scanned and photographed documents are supported.',
    features: [
      'Extraction from Arabic and English documents',
      'Cross-document discrepancy checks',
      'Handles scans and phone photos',
      'Exports to the bank’s trade finance system',
    ],
    advantages: [
      'Examination time reduced by more than half',
      'Fewer missed discrepancies',
      'Documents processed inside the bank',
    ],
    useCases: ['Letter of credit examination', 'Invoice verification', 'Sanctions screening preparation'],
    youtubeUrl: 'https://www.youtube.com/watch?v=Lp2dK7sWq8A',
    status: 'active',
    sortOrder: 8,
  },
  {
    title: 'Ministry Archive Digitisation',
    slug: 'ministry-archive-digitisation',
    category: c.documents.en,
    imageUrl: c.documents.image,
    imageAlt: c.documents.alt.en,
    briefDescription: 'Turns decades of handwritten and typed Arabic archives into searchable records.',
    description:
      'A ministry held more than two million pages of correspondence and decisions on paper, much of it handwritten. Rawi’s Arabic OCR and classification pipeline digitised the archive on site, extracted dates, reference numbers and parties, and made the full text searchable for authorised staff.',
    features: [
      'Handwritten and typed Arabic OCR',
      'Automatic classification by document type',
      'Extraction of reference numbers and dates',
      'Permission-aware full-text search',
    ],
    advantages: [
      'Records found in seconds instead of days',
      'Originals never leave the ministry',
      'Fragile paper archives preserved',
    ],
    useCases: ['Historical correspondence retrieval', 'Legal and audit requests', 'Records management'],
    status: 'active',
    sortOrder: 9,
  },
  {
    title: 'Contract Clause Analyzer',
    slug: 'contract-clause-analyzer',
    category: c.documents.en,
    imageUrl: c.documents.image,
    imageAlt: c.documents.alt.en,
    briefDescription: 'Compares contract clauses with approved templates and flags risky wording.',
    description:
      'The legal department of an energy company reviews hundreds of Arabic and English contracts every quarter. Rawi’s analyser compares each clause with the company’s approved templates, highlights deviations and risky wording, and summarises obligations and deadlines for the responsible teams.',
    features: [
      'Clause-by-clause comparison with templates',
      'Risk highlighting with explanations',
      'Summaries of obligations and deadlines',
    ],
    advantages: [
      'Faster legal review',
      'Consistent standards across contracts',
      'Confidential contracts stay on premises',
    ],
    useCases: ['Supplier contract review', 'Renewal deadline tracking', 'Due diligence'],
    status: 'active',
    sortOrder: 10,
  },
];
