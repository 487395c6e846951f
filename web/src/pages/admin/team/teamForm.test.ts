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
      name: ' Layla ',
      position: 'CEO',
      bio: 'b',
      image: '',
      linkedin: '',
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
});
