import { describe, expect, it } from 'vitest';
import { apiSchemas } from '../schemas/call-input-schemas.ts';
import { isRealDateTime } from './date-time.ts';
import { validationMessages } from './messages.ts';
import { schemasFor } from '../schemas/input-schemas.ts';
import { validated, validProject } from '../schemas/test-support.ts';

const draft = { ...validProject, status: 'draft' };

const fieldErrors = validated;

describe('the date-time rule', () => {
  it('refuses calendar dates that do not exist instead of rolling them over', () => {
    for (const text of [
      '2030-02-30T00:00:00Z',
      '2030-02-29T00:00:00Z',
      '2030-04-31T00:00:00Z',
      '2030-13-01T00:00:00Z',
      '2030-00-10T00:00:00Z',
      '2030-01-00T00:00:00Z',
      '2100-02-29T00:00:00Z',
    ])
      expect(isRealDateTime(text, 'zonedDateTime'), text).toBe(false);
    for (const text of ['2028-02-29T00:00:00Z', '2000-02-29T12:00:00+03:00', '2030-12-31T23:59:59.999Z'])
      expect(isRealDateTime(text, 'zonedDateTime'), text).toBe(true);
  });

  it('refuses time parts out of range and a zone offset out of range', () => {
    for (const text of [
      '2030-03-02T24:00:00Z',
      '2030-03-02T09:60:00Z',
      '2030-03-02T09:00:60Z',
      '2030-03-02T09:00:00+24:00',
      '2030-03-02T09:00:00+03:60',
    ])
      expect(isRealDateTime(text, 'zonedDateTime'), text).toBe(false);
  });

  it('asks a zoned moment for its time and zone, and lets a day or an unzoned time be a filter', () => {
    expect(isRealDateTime('2030-03-02', 'zonedDateTime')).toBe(false);
    expect(isRealDateTime('2030-03-02T09:00', 'zonedDateTime')).toBe(false);
    expect(isRealDateTime('2030-03-02', 'dateOrDateTime')).toBe(true);
    expect(isRealDateTime('2030-03-02T09:00', 'dateOrDateTime')).toBe(true);
    expect(isRealDateTime('2030-02-30', 'dateOrDateTime')).toBe(false);
    expect(isRealDateTime('March 2, 2030', 'dateOrDateTime')).toBe(false);
  });

  it("answers a project's impossible publishAt or unpublishAt with the field's message, in both languages", async () => {
    for (const language of ['en', 'ar'] as const) {
      const m = validationMessages[language];
      const { projectSave, project } = schemasFor(language);
      for (const schema of [project, projectSave]) {
        expect(await fieldErrors(schema, { ...draft, publishAt: '2030-02-30T00:00:00Z' })).toEqual({
          errors: { publishAt: m.scheduleInvalid },
        });
        expect(await fieldErrors(schema, { ...draft, unpublishAt: '2030-02-28T25:00:00Z' })).toEqual({
          errors: { unpublishAt: m.scheduleInvalid },
        });
      }
    }
    const saved = await fieldErrors(schemasFor('en').projectSave, {
      ...draft,
      publishAt: '2099-02-28T09:00:00+03:00',
    });
    expect(saved).toMatchObject({ value: { publishAt: '2099-02-28T06:00:00.000Z' } });
  });

  it('refuses an impossible day in the activity and contact filters', async () => {
    expect(await fieldErrors(apiSchemas.activityQuery, { from: '2026-02-30' })).toEqual({
      errors: { from: 'from must be a date (YYYY-MM-DD or an ISO time)' },
    });
    expect(await fieldErrors(apiSchemas.activityQuery, { before: '2026-11-25T03:00:00.000Z' })).toMatchObject(
      {
        value: { before: '2026-11-25T03:00:00.000Z' },
      },
    );
    expect(await fieldErrors(apiSchemas.submissionsQuery, { to: '2026-04-31' })).toEqual({
      errors: { to: 'to must be a date (YYYY-MM-DD or an ISO time)' },
    });
    expect(
      await fieldErrors(apiSchemas.submissionsQuery, { from: '2026-01-11', to: '2026-01-11' }),
    ).toMatchObject({
      value: { from: '2026-01-11', to: '2026-01-11' },
    });
  });
});
