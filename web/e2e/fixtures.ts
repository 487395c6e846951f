/**
 * Sample API replies for looking at populated pages before the back end runs (design checks
 * only; the end-to-end tests use the real services).
 */
import type { Language, Project, ServicesData, TeamData } from '@rawi/proto';

const now = '2025-06-01T00:00:00.000Z';

const projectText = {
  en: [
    {
      title: 'Voice Banking Assistant',
      category: 'Banking',
      brief: 'An Arabic voice assistant that answers account questions on premises.',
    },
    {
      title: 'Legal Document Search',
      category: 'Government',
      brief: 'Semantic search over decades of Arabic legal archives, fully offline.',
    },
    {
      title: 'Citizen Service Chat',
      category: 'Government',
      brief: 'A secure chat assistant for ministry e-services in Gulf dialects.',
    },
    {
      title: 'Claims Triage',
      category: 'Insurance',
      brief: 'Reads Arabic claim forms and routes them to the right team.',
    },
    {
      title: 'Meeting Transcription',
      category: 'Enterprise',
      brief: 'Transcribes and summarises Arabic and English meetings on site.',
    },
    {
      title: 'Fraud Signals',
      category: 'Banking',
      brief: 'Flags unusual Arabic-language messages in customer channels.',
    },
    {
      title: 'Medical Notes',
      category: 'Healthcare',
      brief: 'Structures Arabic clinical notes without leaving the hospital network.',
    },
  ],
  ar: [
    {
      title: 'مساعد مصرفي صوتي',
      category: 'البنوك',
      brief: 'مساعد صوتي عربي يجيب عن أسئلة الحسابات داخل مقر البنك.',
    },
    {
      title: 'بحث في الوثائق القانونية',
      category: 'القطاع الحكومي',
      brief: 'بحث دلالي في عقود من الأرشيف القانوني العربي دون اتصال.',
    },
    {
      title: 'محادثة خدمة المواطنين',
      category: 'القطاع الحكومي',
      brief: 'مساعد محادثة آمن للخدمات الإلكترونية باللهجات الخليجية.',
    },
    {
      title: 'فرز المطالبات',
      category: 'التأمين',
      brief: 'يقرأ نماذج المطالبات العربية ويوجهها إلى الفريق المناسب.',
    },
    {
      title: 'تفريغ الاجتماعات',
      category: 'المؤسسات',
      brief: 'يفرّغ الاجتماعات العربية والإنجليزية ويلخصها داخل المقر.',
    },
    {
      title: 'مؤشرات الاحتيال',
      category: 'البنوك',
      brief: 'يرصد الرسائل العربية غير المعتادة في قنوات العملاء.',
    },
    {
      title: 'الملاحظات الطبية',
      category: 'الرعاية الصحية',
      brief: 'ينظّم الملاحظات السريرية العربية دون مغادرة شبكة المستشفى.',
    },
  ],
};

const lists = {
  en: {
    features: [
      'Runs offline',
      'Gulf and Levantine dialects',
      'Role-based access',
      'Audit trail',
      'On-premise GPUs',
    ],
    useCases: ['Call centres', 'Branches', 'Mobile app', 'Back office', 'Compliance'],
    advantages: ['Data never leaves your network', 'Tuned for Arabic', 'Deployed in weeks'],
  },
  ar: {
    features: [
      'يعمل دون اتصال',
      'اللهجات الخليجية والشامية',
      'صلاحيات حسب الدور',
      'سجل تدقيق',
      'معالجات رسومية داخل المقر',
    ],
    useCases: ['مراكز الاتصال', 'الفروع', 'تطبيق الجوال', 'العمليات المساندة', 'الامتثال'],
    advantages: ['لا تغادر البيانات شبكتكم', 'مهيأ للعربية', 'نشر خلال أسابيع'],
  },
};

export function sampleProjects(language: Language): Project[] {
  return projectText[language].map((text, index) => ({
    id: `p${index + 1}`,
    title: text.title,
    slug: `sample-${index + 1}`,
    language,
    description: `${text.brief}\n\n${lists[language].advantages.join(' · ')}`,
    briefDescription: text.brief,
    features: lists[language].features.slice(0, 2 + (index % 4)),
    advantages: lists[language].advantages,
    useCases: lists[language].useCases.slice(0, 1 + (index % 5)),
    youtubeUrl: index === 0 ? 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' : undefined,
    imageUrl: index === 0 ? '/images/default-hero-background.svg' : undefined,
    category: text.category,
    status: 'active',
    sortOrder: index,
    createdAt: now,
    updatedAt: now,
  }));
}

export function sampleServices(language: Language): ServicesData {
  const en = language === 'en';
  return {
    services: [
      {
        id: 'service-1',
        icon: 'message-circle',
        title: en ? 'Arabic Conversational AI' : 'ذكاء المحادثة العربي',
        description: en
          ? 'Assistants that understand customers in their own dialect.'
          : 'مساعدون يفهمون العملاء بلهجتهم.',
        features: en ? ['Dialect aware', 'Runs on premises'] : ['يفهم اللهجات', 'يعمل داخل المقر'],
      },
      {
        id: 'service-2',
        icon: 'brain',
        title: en ? 'Document Intelligence' : 'ذكاء المستندات',
        description: en
          ? 'Read, classify and search Arabic documents at scale.'
          : 'قراءة المستندات العربية وتصنيفها والبحث فيها على نطاق واسع.',
        features: en
          ? ['Handwriting OCR', 'Semantic search', 'Redaction']
          : ['التعرف على الخط اليدوي', 'بحث دلالي', 'حجب البيانات'],
      },
      {
        id: 'service-3',
        icon: 'settings',
        title: en ? 'Private Model Hosting' : 'استضافة النماذج الخاصة',
        description: en
          ? 'We install, tune and run models inside your data centre.'
          : 'نثبّت النماذج ونضبطها ونشغلها داخل مركز بياناتكم.',
        features: en ? ['Air-gapped install', '24/7 support'] : ['تثبيت معزول', 'دعم على مدار الساعة'],
      },
    ],
  };
}

export function sampleTeam(language: Language): TeamData {
  const en = language === 'en';
  return {
    members: [
      {
        name: en ? 'Layla Haddad' : 'ليلى حداد',
        position: en ? 'Chief Executive Officer' : 'الرئيسة التنفيذية',
        bio: en
          ? 'Two decades building secure systems for Gulf banks.'
          : 'عقدان في بناء أنظمة آمنة للبنوك الخليجية.',
        image: '',
        linkedin: 'https://www.linkedin.com/',
        expertise: en
          ? ['Strategy', 'Banking', 'Security', 'Policy']
          : ['الاستراتيجية', 'البنوك', 'الأمن', 'السياسات'],
      },
      {
        name: en ? 'Omar Al-Khatib' : 'عمر الخطيب',
        position: en ? 'Head of Research' : 'رئيس الأبحاث',
        bio: en
          ? 'Arabic NLP researcher and dialect specialist.'
          : 'باحث في معالجة اللغة العربية ومتخصص في اللهجات.',
        image: '/images/default-person.svg',
        linkedin: '#',
        expertise: en ? ['NLP', 'Speech'] : ['معالجة اللغة', 'الكلام'],
      },
      {
        name: en ? 'Rawi Assistant' : 'مساعد راوي',
        position: en ? 'AI Concierge' : 'مساعد ذكي',
        bio: en ? 'Answers visitor questions, offline.' : 'يجيب عن أسئلة الزوار دون اتصال.',
        image: '/images/default-ai-bot.svg',
        linkedin: '',
        expertise: en ? ['Arabic', 'English'] : ['العربية', 'الإنجليزية'],
      },
      {
        name: en ? 'Sara Mansour' : 'سارة منصور',
        position: en ? 'Security Lead' : 'قائدة الأمن',
        bio: en
          ? 'Keeps every deployment inside the customer walls.'
          : 'تضمن بقاء كل عملية نشر داخل أسوار العميل.',
        image: '',
        linkedin: '',
        expertise: en
          ? ['ISO 27001', 'Pen testing', 'Cloud-free']
          : ['ISO 27001', 'اختبار الاختراق', 'بلا سحابة'],
      },
    ],
  };
}
