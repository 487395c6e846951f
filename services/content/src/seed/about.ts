import type { Language } from '@rawi/proto';

/** The about section's data is any object; this is the shape the demo uses. */
export interface AboutData {
  title: string;
  body: string;
  mission: string;
  vision: string;
  highlights: string[];
}

export const aboutSeed: Record<Language, AboutData> = {
  en: {
    title: 'About Rawi',
    body: 'Rawi builds Arabic-first artificial intelligence for organisations whose data must stay under their own control. Our language models, speech engines and document intelligence are installed on the client’s own servers and work without any internet connection.',
    mission:
      'To give every Arab institution AI that understands its language and never asks it to give up its data.',
    vision: 'A region where the most capable Arabic AI is also the most private.',
    highlights: ['100% Secure', '15+ years of experience', 'Deployed on premises', 'Built for Arabic'],
  },
  ar: {
    title: 'عن راوي',
    body: 'تبني راوي حلول ذكاء اصطناعي تضع اللغة العربية أولاً، للمؤسسات التي يجب أن تبقى بياناتها تحت سيطرتها الكاملة. تُثبَّت نماذجنا اللغوية ومحركات الكلام وأنظمة ذكاء المستندات على خوادم العميل نفسه، وتعمل دون أي اتصال بالإنترنت.',
    mission: 'أن نمنح كل مؤسسة عربية ذكاءً اصطناعياً يفهم لغتها ولا يطلب منها التخلي عن بياناتها.',
    vision: 'منطقة يكون فيها الذكاء الاصطناعي العربي الأقدر هو الأكثر حفاظاً على الخصوصية أيضاً.',
    highlights: ['أمان بنسبة 100%', 'خبرة تزيد على 15 عاماً', 'نشر داخل مقرّ العميل', 'مصمَّم للغة العربية'],
  },
};
