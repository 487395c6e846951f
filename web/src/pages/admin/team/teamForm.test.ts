import { describe, expect, it } from 'vitest';
import { formErrorsOf } from '../formErrors';
import { EMPTY_MEMBER_FORM, memberFormSchema, memberFromForm, parseExpertise, withMember } from './teamForm';

describe('team member form', () => {
  it('splits expertise on commas, Arabic commas included, and drops blanks', () => {
    expect(parseExpertise('NLP, Speech,, ،الأمن ، ')).toEqual(['NLP', 'Speech', 'الأمن']);
  });

  it("requires name, position and bio with the spec's messages in English", async () => {
    expect(await formErrorsOf(memberFormSchema('en'), EMPTY_MEMBER_FORM)).toEqual({
      name: 'Name is required',
      position: 'Position is required',
      bio: 'Bio is required',
    });
  });

  it('gives the same messages in Arabic', async () => {
    expect(
      await formErrorsOf(memberFormSchema('ar'), { ...EMPTY_MEMBER_FORM, position: 'x', bio: 'x' }),
    ).toEqual({ name: 'الاسم مطلوب' });
  });

  it('adds a member at the end or replaces the edited one', () => {
    const first = memberFromForm({
      ...EMPTY_MEMBER_FORM,
      name: ' Layla ',
      position: 'CEO',
      bio: 'b',
      expertise: 'a, b',
    });
    expect(first).toEqual({
      name: 'Layla',
      position: 'CEO',
      bio: 'b',
      image: '',
      linkedin: '',
      expertise: ['a', 'b'],
    });
    const list = withMember([first], null, { ...first, name: 'Omar' });
    expect(list.map((m) => m.name)).toEqual(['Layla', 'Omar']);
    expect(withMember(list, 0, { ...first, name: 'Sara' }).map((m) => m.name)).toEqual(['Sara', 'Omar']);
  });

  it("asks a photo's alt text in the admin's language unless it is decorative, and keeps it only with a photo", async () => {
    const member = {
      ...EMPTY_MEMBER_FORM,
      name: 'Sara',
      position: 'Lead',
      bio: 'b',
      image: '/images/default-person.svg',
    };
    expect(await formErrorsOf(memberFormSchema('ar'), member)).toEqual({
      imageAlt: 'اكتب نصاً بديلاً يصف هذه الصورة، أو علّمها صورةً زخرفية',
    });
    expect(await formErrorsOf(memberFormSchema('en'), { ...member, imageDecorative: true })).toEqual({});
    expect(memberFromForm({ ...member, imageAlt: ' Sara at work ' })).toMatchObject({
      imageAlt: 'Sara at work',
    });
    expect(memberFromForm({ ...member, imageDecorative: true })).toMatchObject({ imageDecorative: true });
    const withoutPhoto = memberFromForm({ ...member, image: ' ', imageAlt: 'stale', imageDecorative: true });
    expect(withoutPhoto).not.toHaveProperty('imageAlt');
    expect(withoutPhoto).not.toHaveProperty('imageDecorative');
  });
});
