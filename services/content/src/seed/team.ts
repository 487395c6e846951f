import { DEMO_IMAGE_ALT, demoImageUrl, type Language, type TeamData } from '@rawi/proto';

// LinkedIn '' or '#' means "no profile": the site hides the link for those members. The portraits
// are the demo's own illustrations in the media library (the media service stores them), each
// with the library's alt text for it in the section's language.
export const teamSeed: Record<Language, TeamData> = {
  en: {
    title: 'Our Team',
    subtitle:
      'Researchers and engineers with more than fifteen years of building Arabic language technology.',
    members: [
      {
        name: 'Dr. Khalid Al-Otaibi',
        position: 'Founder & Chief Executive Officer',
        bio: 'Khalid has led Arabic natural-language research for fifteen years and founded Rawi to give regulated institutions AI they own outright.',
        image: demoImageUrl('team-khalid'),
        imageAlt: DEMO_IMAGE_ALT['team-khalid'].en,
        linkedin: 'https://www.linkedin.com/in/rawi-khalid-alotaibi',
        expertise: ['Arabic NLP', 'Large Language Models', 'AI Strategy'],
      },
      {
        name: 'Dr. Noura Al-Harbi',
        position: 'Head of Research',
        bio: 'Noura leads model training and evaluation, with a focus on Gulf dialects and trustworthy generation in Arabic.',
        image: demoImageUrl('team-noura'),
        imageAlt: DEMO_IMAGE_ALT['team-noura'].en,
        linkedin: '#',
        expertise: ['Speech Recognition', 'Dialect Modelling', 'Model Evaluation', 'Machine Learning'],
      },
      {
        name: 'Faisal Al-Qahtani',
        position: 'Director of Secure Deployments',
        bio: 'Faisal designs the air-gapped installations our clients run, from hardware sizing to hardening and audit.',
        image: demoImageUrl('team-faisal'),
        imageAlt: DEMO_IMAGE_ALT['team-faisal'].en,
        linkedin: '',
        expertise: ['On-Premises Infrastructure', 'Cybersecurity', 'GPU Clusters'],
      },
      {
        name: 'Sara Al-Mutairi',
        position: 'Head of Document Intelligence',
        bio: 'Sara builds the OCR and extraction pipelines that turn scanned Arabic archives into structured, searchable data.',
        image: demoImageUrl('team-sara'),
        imageAlt: DEMO_IMAGE_ALT['team-sara'].en,
        linkedin: 'https://www.linkedin.com/in/rawi-sara-almutairi',
        expertise: ['Arabic OCR', 'Information Extraction', 'Computer Vision'],
      },
      {
        name: 'Rawi Assistant',
        position: 'AI Assistant',
        bio: "Our own on-premises assistant, answering visitors' questions about Rawi in Arabic and English around the clock.",
        image: demoImageUrl('team-assistant'),
        imageAlt: DEMO_IMAGE_ALT['team-assistant'].en,
        linkedin: '',
        expertise: ['Customer Support', 'Bilingual Conversation'],
      },
    ],
  },
  ar: {
    title: 'فريقنا',
    subtitle: 'باحثون ومهندسون يعملون منذ أكثر من خمسة عشر عاماً على بناء تقنيات اللغة العربية.',
    members: [
      {
        name: 'د. خالد العتيبي',
        position: 'المؤسس والرئيس التنفيذي',
        bio: 'قاد خالد أبحاث معالجة اللغة العربية الطبيعية خمسة عشر عاماً، وأسّس راوي ليمنح المؤسسات الخاضعة للتنظيم ذكاءً اصطناعياً تملكه بالكامل.',
        image: demoImageUrl('team-khalid'),
        imageAlt: DEMO_IMAGE_ALT['team-khalid'].ar,
        linkedin: 'https://www.linkedin.com/in/rawi-khalid-alotaibi',
        expertise: ['معالجة اللغة العربية', 'النماذج اللغوية الكبيرة', 'استراتيجية الذكاء الاصطناعي'],
      },
      {
        name: 'د. نورة الحربي',
        position: 'رئيسة قسم الأبحاث',
        bio: 'تقود نورة تدريب النماذج وتقييمها، مع تركيز خاص على اللهجات الخليجية وموثوقية التوليد باللغة العربية.',
        image: demoImageUrl('team-noura'),
        imageAlt: DEMO_IMAGE_ALT['team-noura'].ar,
        linkedin: '#',
        expertise: ['التعرّف على الكلام', 'نمذجة اللهجات', 'تقييم النماذج', 'تعلّم الآلة'],
      },
      {
        name: 'فيصل القحطاني',
        position: 'مدير عمليات النشر الآمن',
        bio: 'يصمّم فيصل البيئات المعزولة التي يشغّلها عملاؤنا، بدءاً من تحديد العتاد المناسب وانتهاءً بالتحصين والتدقيق.',
        image: demoImageUrl('team-faisal'),
        imageAlt: DEMO_IMAGE_ALT['team-faisal'].ar,
        linkedin: '',
        expertise: ['البنية التحتية المحلية', 'الأمن السيبراني', 'مجموعات المعالجات الرسومية'],
      },
      {
        name: 'سارة المطيري',
        position: 'رئيسة قسم ذكاء المستندات',
        bio: 'تبني سارة مسارات التعرّف الضوئي واستخراج البيانات التي تحوّل الأرشيفات العربية الممسوحة ضوئياً إلى بيانات منظّمة قابلة للبحث.',
        image: demoImageUrl('team-sara'),
        imageAlt: DEMO_IMAGE_ALT['team-sara'].ar,
        linkedin: 'https://www.linkedin.com/in/rawi-sara-almutairi',
        expertise: ['التعرّف الضوئي على الحروف العربية', 'استخراج المعلومات', 'الرؤية الحاسوبية'],
      },
      {
        name: 'مساعد راوي',
        position: 'مساعد ذكاء اصطناعي',
        bio: 'مساعدنا الذي يعمل على خوادمنا الخاصة، يجيب عن أسئلة الزوار حول راوي بالعربية والإنجليزية على مدار الساعة.',
        image: demoImageUrl('team-assistant'),
        imageAlt: DEMO_IMAGE_ALT['team-assistant'].ar,
        linkedin: '',
        expertise: ['دعم العملاء', 'المحادثة ثنائية اللغة'],
      },
    ],
  },
};
