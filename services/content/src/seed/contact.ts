import type { ContactData, Language } from '@rawi/proto';

export const contactSeed: Record<Language, ContactData> = {
  en: {
    title: 'Get in Touch',
    subtitle: 'Talk to our team',
    description:
      'Tell us about your use case and our team will arrange a private demonstration, on your premises or ours.',
    email: 'info@rawi.ai',
    phone: '+966 11 234 5678',
    address: 'King Fahd Road, Al Olaya District, Riyadh 12214, Saudi Arabia',
  },
  ar: {
    title: 'تواصل معنا',
    subtitle: 'تحدّث إلى فريقنا',
    description: 'أخبرنا عن احتياجاتك، وسيرتّب فريقنا عرضاً تجريبياً خاصاً في مقرّك أو في مقرّنا.',
    email: 'info@rawi.ai',
    phone: '+966 11 234 5678',
    address: 'طريق الملك فهد، حي العليا، الرياض 12214، المملكة العربية السعودية',
  },
};
