import type { ActivityEntry } from '@rawi/proto';
import { describe, expect, it } from 'vitest';
import { arAdmin } from '../../../i18n/ar/admin';
import { enAdmin } from '../../../i18n/en/admin';
import { en } from '../../../i18n/en.ts';
import { ar } from '../../../i18n/ar.ts';
import { translate, type TranslationKey, type TranslationValues } from '../../../i18n';
import { describeActivity } from './describeActivity';

const tFor = (dictionary: Record<string, string>) => (key: TranslationKey, values?: TranslationValues) =>
  translate(dictionary, key, values);
const tEn = tFor({ ...en, ...enAdmin });
const tAr = tFor({ ...ar, ...arAdmin });

const entry = (overrides: Partial<ActivityEntry>): ActivityEntry => ({
  id: 'e1',
  at: '2026-11-23T10:00:00.000Z',
  kind: 'project',
  action: 'project.updated',
  actor: { id: 'u1', username: 'noura' },
  target: { type: 'project', id: 'p1', label: 'Rawi Chat' },
  clientAddress: '10.0.0.1',
  details: {},
  ...overrides,
});

describe('describeActivity', () => {
  it('says who did what to which item in both languages', () => {
    expect(describeActivity(entry({}), tEn)).toBe('noura updated the project "Rawi Chat"');
    expect(describeActivity(entry({}), tAr)).toBe('حدّث noura المشروع "Rawi Chat"');
  });

  it("names the scheduler and its change, and a save's pair and schedule, in both languages", () => {
    const published = entry({
      actor: { id: 'scheduler', username: 'scheduler' },
      details: { status: 'active', scheduled: 'published' },
    });
    expect(describeActivity(published, tEn)).toBe('The scheduler published the project "Rawi Chat"');
    expect(describeActivity(published, tAr)).toBe('نشر المُجدوِل المشروع "Rawi Chat"');
    const archived = entry({
      actor: { id: 'scheduler', username: 'scheduler' },
      details: { scheduled: 'unpublished' },
    });
    expect(describeActivity(archived, tEn)).toBe('The scheduler archived the project "Rawi Chat"');

    const scheduled = entry({
      details: { translationKey: 'rawi-chat', publishAt: '2026-12-01T06:00:00.000Z' },
    });
    const english = describeActivity(scheduled, tEn, 'en');
    expect(english).toMatch(
      /^noura updated the project "Rawi Chat" \(paired by the key rawi-chat, to be published Dec 1, 2026/,
    );
    expect(describeActivity(scheduled, tAr, 'ar')).toMatch(
      /^حدّث noura المشروع "Rawi Chat" \(مقترن بالمفتاح rawi-chat، يُنشر في /,
    );
  });

  it('names the section and language of a content save', () => {
    const saved = entry({
      kind: 'content',
      action: 'content.updated',
      target: { type: 'content', id: 'hero:ar', label: 'hero' },
      details: { language: 'ar' },
    });
    expect(describeActivity(saved, tEn)).toBe('noura saved the Hero section (Arabic)');
  });

  it('tells a failed sign-in, a reset by link and 2FA on and off apart', () => {
    const failed = entry({
      kind: 'sign-in',
      action: 'user.sign-in-failed',
      actor: null,
      target: { type: 'user', label: 'mallory' },
    });
    expect(describeActivity(failed, tEn)).toBe('Failed sign-in as mallory');
    const byLink = entry({
      kind: 'password',
      action: 'user.password-changed',
      actor: null,
      target: { type: 'user', label: 'sara' },
    });
    expect(describeActivity(byLink, tEn)).toBe('sara set a new password with a reset link');
    const on = entry({
      kind: 'two-factor',
      action: 'user.two-factor-changed',
      details: { enabled: true },
      target: { type: 'user', label: 'sara' },
    });
    expect(describeActivity(on, tEn)).toBe('noura turned on two-factor sign-in for sara');
    expect(describeActivity({ ...on, details: { enabled: false } }, tAr)).toBe(
      'أوقف noura التحقق بخطوتين لـ sara',
    );
  });

  it("says how many messages were erased at a sender's request or expired, never whose", () => {
    const erased = entry({
      kind: 'submission',
      action: 'contact.submissions-erased',
      target: { type: 'submission', label: '3' },
      details: { count: '3' },
    });
    expect(describeActivity(erased, tEn)).toBe("noura erased at the sender's request: 3 messages");
    expect(describeActivity(erased, tAr)).toBe('محا noura بطلب من المرسل: 3 رسالة');
    const expired = entry({
      kind: 'submission',
      action: 'contact.submissions-expired',
      actor: null,
      target: { type: 'submission', label: '1' },
      details: { count: '1' },
    });
    expect(describeActivity(expired, tEn)).toBe('Deleted after the retention period: 1 message');
  });
});
