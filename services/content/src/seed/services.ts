import type { Language, ServicesData } from '@rawi/proto';

export const servicesSeed: Record<Language, ServicesData> = {
  en: {
    title: 'Our Services',
    subtitle: 'Sovereign AI capabilities, deployed inside your own infrastructure and tuned for Arabic.',
    services: [
      {
        id: 'service-1',
        title: 'Private Arabic LLM',
        description:
          'A large language model trained for Modern Standard Arabic and Gulf dialects, deployed on your own GPUs with no external calls.',
        features: [
          'Runs fully air-gapped',
          'Fine-tuned on your terminology',
          'Arabic and English in one model',
          'Role-based access and audit logs',
        ],
        icon: 'brain',
      },
      {
        id: 'service-2',
        title: 'Enterprise Assistant',
        description:
          'A conversational assistant for employees and customers that answers from your policies, products and knowledge base.',
        features: [
          'Answers cite their sources',
          'Integrates with core banking and CRM systems',
          'Hands sensitive requests over to a person',
        ],
        icon: 'message-circle',
      },
      {
        id: 'service-3',
        title: 'Document Intelligence',
        description:
          'Extract, classify and summarise Arabic and bilingual documents: contracts, invoices, identity cards and official letters.',
        features: [
          'Arabic OCR for print and handwriting',
          'Field extraction into your own schemas',
          'Summaries and clause comparison',
        ],
        icon: 'file-text',
      },
      {
        id: 'service-4',
        title: 'Speech Recognition & Voice',
        description:
          'Transcribe calls, meetings and hearings in Arabic dialects, and give your services a natural Arabic voice.',
        features: [
          'Dialect-aware speech-to-text',
          'Speaker separation and timestamps',
          'Natural Arabic text-to-speech',
          'Real-time or batch processing',
        ],
        icon: 'mic',
      },
      {
        id: 'service-5',
        title: 'Semantic Search',
        description:
          'Find answers across millions of internal documents by meaning, not only by keywords, in Arabic and English.',
        features: [
          'Cross-lingual retrieval',
          'Respects document permissions',
          'Sub-second results on premises',
        ],
        icon: 'search',
      },
      {
        id: 'service-6',
        title: 'Security & Compliance',
        description:
          'Every component runs inside your perimeter, aligned with national data-protection and cybersecurity controls.',
        features: [
          'No data leaves your network',
          'Encryption at rest and in transit',
          'A complete audit trail',
          'Supports NCA ECC and PDPL requirements',
        ],
        icon: 'shield',
      },
    ],
  },
  ar: {
    title: 'خدماتنا',
    subtitle: 'قدرات ذكاء اصطناعي سيادية تُنشر داخل بنيتك التحتية وتُهيّأ للغة العربية.',
    services: [
      {
        id: 'service-1',
        title: 'نموذج لغوي عربي خاص',
        description:
          'نموذج لغوي كبير مدرَّب على العربية الفصحى واللهجات الخليجية، يُنشر على خوادمك ومعالجاتك الرسومية دون أي اتصال خارجي.',
        features: [
          'يعمل في بيئة معزولة تماماً عن الإنترنت',
          'مُكيَّف مع مصطلحات مؤسستك',
          'العربية والإنجليزية في نموذج واحد',
          'صلاحيات وصول حسب الأدوار وسجلات تدقيق',
        ],
        icon: 'brain',
      },
      {
        id: 'service-2',
        title: 'المساعد المؤسسي',
        description: 'مساعد محادثة للموظفين والعملاء يجيب استناداً إلى سياساتك ومنتجاتك وقاعدة معارفك.',
        features: [
          'إجابات موثّقة بمصادرها',
          'تكامل مع الأنظمة المصرفية الأساسية وأنظمة إدارة علاقات العملاء',
          'تحويل الطلبات الحساسة إلى موظف مختص',
        ],
        icon: 'message-circle',
      },
      {
        id: 'service-3',
        title: 'ذكاء المستندات',
        description:
          'استخراج البيانات من المستندات العربية وثنائية اللغة وتصنيفها وتلخيصها، من العقود والفواتير إلى بطاقات الهوية والخطابات الرسمية.',
        features: [
          'تعرّف ضوئي على الحروف العربية المطبوعة والمكتوبة بخط اليد',
          'استخراج الحقول وفق نماذج بياناتك',
          'تلخيص المستندات ومقارنة البنود',
        ],
        icon: 'file-text',
      },
      {
        id: 'service-4',
        title: 'التعرّف على الكلام والصوت',
        description: 'تفريغ المكالمات والاجتماعات والجلسات باللهجات العربية، ومنح خدماتك صوتاً عربياً طبيعياً.',
        features: [
          'تحويل الكلام إلى نص مع مراعاة اللهجات',
          'تمييز المتحدثين وتوقيت دقيق',
          'تحويل النص إلى كلام عربي طبيعي',
          'معالجة فورية أو على دفعات',
        ],
        icon: 'mic',
      },
      {
        id: 'service-5',
        title: 'البحث الدلالي',
        description:
          'ابحث في ملايين المستندات الداخلية بالمعنى لا بالكلمات المفتاحية وحدها، بالعربية والإنجليزية.',
        features: [
          'استرجاع عبر اللغتين',
          'يحترم صلاحيات الوصول إلى المستندات',
          'نتائج في أقل من ثانية داخل مقرّك',
        ],
        icon: 'search',
      },
      {
        id: 'service-6',
        title: 'الأمن والامتثال',
        description:
          'تعمل جميع المكوّنات داخل نطاق شبكتك، بما يتوافق مع ضوابط حماية البيانات والأمن السيبراني الوطنية.',
        features: [
          'لا تغادر البيانات شبكتك',
          'تشفير البيانات المخزّنة والمنقولة',
          'سجل تدقيق كامل',
          'يدعم متطلبات الضوابط الأساسية للأمن السيبراني ونظام حماية البيانات الشخصية',
        ],
        icon: 'shield',
      },
    ],
  },
};
