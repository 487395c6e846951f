import type { enCommon } from '../en/common';

export const arCommon: Record<keyof typeof enCommon, string> = {
  'brand.name': 'راوي',
  'brand.homeLink': 'راوي، الصفحة الرئيسية',
  'language.label': 'اللغة',
  'language.en': 'EN',
  'language.ar': 'عربي',
  'language.switchTo.en': 'التبديل إلى الإنجليزية',
  'language.switchTo.ar': 'التبديل إلى العربية',
  'common.loading': 'جارٍ التحميل...',
  'preview.banner': 'معاينة — غير منشورة',
  'common.skipToContent': 'انتقل إلى المحتوى',
  'toast.region': 'الإشعارات (F8)',
  'toast.close': 'إغلاق',
};
