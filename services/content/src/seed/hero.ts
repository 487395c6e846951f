import { DEFAULT_IMAGES, HERO_DEFAULTS, type HeroData, type Language } from '@rawi/proto';

export const heroSeed: Record<Language, HeroData> = {
  en: {
    badgeText: 'Offline · Secure · Arabic-first AI',
    heading: 'Arabic AI that never leaves your building',
    subtitle:
      'Rawi delivers large language models, speech recognition and document intelligence that run entirely on your own servers, built for banks, ministries and enterprises that cannot send their data to the cloud.',
    primaryCTA: 'Explore Services',
    secondaryCTA: 'Request Demo',
    backgroundImage: DEFAULT_IMAGES.heroBackground,
    gradientOverlay: HERO_DEFAULTS.gradientOverlay,
    imageOpacity: HERO_DEFAULTS.imageOpacity,
    alignment: HERO_DEFAULTS.alignmentFor('en'),
    showParallax: true,
    showAnimations: true,
  },
  ar: {
    badgeText: 'ذكاء اصطناعي عربي · آمن · يعمل دون اتصال',
    heading: 'ذكاء اصطناعي عربي لا تغادر بياناته مقرّك',
    subtitle:
      'تقدّم راوي نماذج لغوية كبيرة وتقنيات للتعرّف على الكلام وذكاءً للمستندات تعمل بالكامل على خوادمك الخاصة، وقد صُمّمت للبنوك والوزارات والمؤسسات التي لا يمكنها إرسال بياناتها إلى السحابة.',
    primaryCTA: 'استكشف خدماتنا',
    secondaryCTA: 'اطلب عرضاً تجريبياً',
    backgroundImage: DEFAULT_IMAGES.heroBackground,
    gradientOverlay: HERO_DEFAULTS.gradientOverlay,
    imageOpacity: HERO_DEFAULTS.imageOpacity,
    alignment: HERO_DEFAULTS.alignmentFor('ar'),
    showParallax: true,
    showAnimations: true,
  },
};
