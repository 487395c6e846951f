import type { Language } from '@rawi/proto';

/** The footer section's data is any object; this is the shape the demo uses. */
export interface FooterData {
  tagline: string;
  rights: string;
  links: Array<{ label: string; href: string }>;
  email: string;
}

export const footerSeed: Record<Language, FooterData> = {
  en: {
    tagline: 'Secure, offline Arabic AI for banks, ministries and enterprises.',
    rights: '© Rawi. All rights reserved.',
    links: [
      { label: 'Services', href: '#services' },
      { label: 'Projects', href: '/projects' },
      { label: 'Team', href: '#team' },
      { label: 'Contact', href: '#contact' },
    ],
    email: 'info@rawi.ai',
  },
  ar: {
    tagline: 'ذكاء اصطناعي عربي آمن يعمل دون اتصال، للبنوك والوزارات والمؤسسات.',
    rights: '© راوي. جميع الحقوق محفوظة.',
    links: [
      { label: 'الخدمات', href: '#services' },
      { label: 'المشاريع', href: '/projects' },
      { label: 'الفريق', href: '#team' },
      { label: 'تواصل معنا', href: '#contact' },
    ],
    email: 'info@rawi.ai',
  },
};
