/**
 * The input rules every schema shares: own-key field lookups, strict types, the text rules,
 * safe keys in free-form content and links that stay http(s) or on the site.
 */
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { acceptsBodyType, API_ROUTES } from '../api/routes.ts';
import { validationMessages } from '../text/messages.ts';
import { freeValueProblem, schemasFor, validateOptions } from './input-schemas.ts';
import { schemas } from './english-schemas.ts';
import { hasBalancedBidi, textProblem } from '../text/text-rules.ts';
import { problems, validMember, validProject } from './test-support.ts';

const m = validationMessages.en;

/** Every name `Object.prototype` has: `constructor`, `toString`, `__proto__`, `__defineGetter__`... */
const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype);

/** The message a schema gives for one field, or undefined when the value is accepted. */
const messageFor = async (schema: yup.Schema, value: unknown, field: string): Promise<string | undefined> =>
  (await problems(schema, value))[field];

const validContact = { name: 'Sara', email: 'sara@example.com', message: 'Hello there, a demo please.' };
const member = validMember;

describe('keys named like Object.prototype members', () => {
  // Values are built with JSON.parse, which makes `__proto__` an own key as the request parsers do.
  const inputs = API_ROUTES.flatMap((route) => [
    ...(route.body && route.body !== 'multipart'
      ? [[`${route.method} ${route.path} body`, route.body] as const]
      : []),
    ...(route.query ? [[`${route.method} ${route.path} query`, route.query] as const] : []),
  ]);

  it.each(inputs)('never make %s throw anything but a validation error', async (_label, schema) => {
    for (const key of PROTOTYPE_KEYS) {
      const value = JSON.parse(`{${JSON.stringify(key)}:1,"data":{${JSON.stringify(key)}:{"x":1}}}`);
      await expect(
        schema.validate(value, validateOptions).catch((error: unknown) => {
          if (error instanceof yup.ValidationError) return 'refused';
          throw error;
        }),
        key,
      ).resolves.toBeDefined();
    }
  });

  it('are stripped from typed bodies like any unknown field, top-level and nested', async () => {
    for (const key of PROTOTYPE_KEYS) {
      const login = JSON.parse(`{${JSON.stringify(key)}:1,"username":"sara","password":"secret1"}`);
      expect(await schemas.login.validate(login, validateOptions)).toEqual({
        username: 'sara',
        password: 'secret1',
      });
      const hero = JSON.parse(`{"heading":"Hi",${JSON.stringify(key)}:{"a":1}}`);
      expect(await schemas.heroData.validate(hero, validateOptions)).toEqual({ heading: 'Hi' });
      const team = JSON.parse(`{"members":[{"name":"S","position":"P","bio":"B",${JSON.stringify(key)}:2}]}`);
      const out = await schemas.teamData.validate(team, validateOptions);
      expect(Object.keys(out.members[0] ?? {}).sort()).toEqual([
        'bio',
        'expertise',
        'image',
        'linkedin',
        'name',
        'position',
      ]);
    }
  });

  it('are refused in free-form content when they reach a prototype (constructor, prototype, __proto__)', async () => {
    const about = schemas.contentData.about;
    await expect(about.validate({ constructor: { prototype: { polluted: 1 } } })).rejects.toThrow(
      m.keyReserved,
    );
    await expect(about.validate({ links: [{ prototype: 1 }] })).rejects.toThrow(m.keyReserved);
    await expect(about.validate(JSON.parse('{"a":{"__proto__":{"x":1}}}'))).rejects.toThrow(m.keyReserved);
    await expect(schemasFor('ar').contentData.footer.validate({ constructor: 1 })).rejects.toThrow(
      validationMessages.ar.keyReserved,
    );
    expect(await about.validate({ body: 'Text', toString: 'a plain key here' })).toEqual({
      body: 'Text',
      toString: 'a plain key here',
    });
  });
});

describe('strict types', () => {
  it.each([
    ['a number as a title', { ...validProject, title: 123 }, 'title', m.mustBeText],
    ['a boolean as a category', { ...validProject, category: true }, 'category', m.mustBeText],
    ['numbers in a list of texts', { ...validProject, features: [1, 'ok'] }, 'features[0]', m.mustBeText],
    ['a text as the sort order', { ...validProject, sortOrder: '5' }, 'sortOrder', m.sortOrderNumber],
    ['a boolean as the sort order', { ...validProject, sortOrder: true }, 'sortOrder', m.sortOrderNumber],
  ])('refuse %s in a project', async (_label, body, field, message) => {
    expect(await messageFor(schemas.project, body, field)).toBe(message);
  });

  it('refuse text where a boolean or number is expected, and numbers where text is', async () => {
    expect(await messageFor(schemas.userUpdate, { isActive: 'false' }, 'isActive')).toBe(m.mustBeBoolean);
    expect(await messageFor(schemas.userUpdate, { isActive: 0 }, 'isActive')).toBe(m.mustBeBoolean);
    expect(await messageFor(schemas.heroData, { imageOpacity: '30' }, 'imageOpacity')).toBe(m.opacityRange);
    expect(await messageFor(schemas.heroData, { showParallax: 'true' }, 'showParallax')).toBe(
      m.mustBeBoolean,
    );
    expect(await messageFor(schemas.contactMessage, { ...validContact, phone: 5551234 }, 'phone')).toBe(
      m.mustBeText,
    );
    expect(await messageFor(schemas.login, { username: 12345, password: 'x' }, 'username')).toBe(
      m.mustBeText,
    );
    expect(await messageFor(schemas.login, { username: 'sara', password: 123456 }, 'password')).toBe(
      m.mustBeText,
    );
    expect(await messageFor(schemas.submissionUpdate, { notes: 42 }, 'notes')).toBe(m.mustBeText);
  });

  it('still trim text, strip unknown fields and fill defaults', async () => {
    const out = await schemas.project.validate(
      { ...validProject, title: '  Rawi  ', extra: 1 },
      validateOptions,
    );
    expect(out).toEqual({
      ...validProject,
      title: 'Rawi',
      features: [],
      advantages: [],
      useCases: [],
      status: 'active',
      sortOrder: 0,
    });
  });

  it('leave query strings cast from text (they carry no other type)', async () => {
    const query = API_ROUTES.find((route) => route.path === '/api/activity')?.query;
    expect(await query?.validate({ limit: '20' }, validateOptions)).toMatchObject({ limit: 20 });
  });
});

describe('the text rules', () => {
  it.each([
    ['plain English', 'Rawi builds Arabic AI', 'single', undefined],
    ['Arabic with marks', 'راوي \u200fيبني\u200e الذكاء', 'single', undefined],
    ['a tab', 'a\tb', 'single', undefined],
    ['an emoji (a surrogate pair)', 'Hello 👋', 'single', undefined],
    ['U+FFFD', 'broken \ufffd byte', 'single', undefined],
    ['CR LF in one line', 'Evil\r\nBcc: x@evil.example', 'single', 'singleLine'],
    ['LF in one line', 'a\nb', 'single', 'singleLine'],
    ['U+2028 in one line', 'a\u2028b', 'single', 'singleLine'],
    ['CR LF in several lines', 'a\r\nb\n\tc', 'multi', undefined],
    ['NUL', 'a\u0000b', 'multi', 'controlCharacters'],
    ['an escape', 'a\u001b[31mb', 'single', 'controlCharacters'],
    ['DEL', 'a\u007fb', 'single', 'controlCharacters'],
    ['a C1 control', 'a\u0085b', 'multi', 'controlCharacters'],
    ['a lone high surrogate', 'a\ud800b', 'single', 'brokenCharacters'],
    ['a lone low surrogate', '\udc00', 'multi', 'brokenCharacters'],
    ['a right-to-left override left open', 'invoice\u202Efdp.exe', 'single', 'bidiUnbalanced'],
    ['an isolate left open', '\u2067عنوان', 'single', 'bidiUnbalanced'],
    ['a close without an open', 'a\u202cb', 'single', 'bidiUnbalanced'],
    ['a PDI closing an embedding', '\u202bx\u2069', 'single', 'bidiUnbalanced'],
    ['an override closed only on the next line', 'a\u202Eb\nc\u202C', 'multi', 'bidiUnbalanced'],
    ['a balanced isolate', 'Call \u2066+966 11 000 0000\u2069 today', 'single', undefined],
    ['a balanced embedding in Arabic', 'اسم \u202bRawi AI\u202c هنا', 'single', undefined],
    ['nested pairs', '\u2067a\u202ab\u202cc\u2069', 'single', undefined],
  ] as const)('%s', (_label, text, lines, problem) => {
    expect(textProblem(text, lines)).toBe(problem);
  });

  it('balance bidi controls per paragraph', () => {
    expect(hasBalancedBidi('\u2067a\u2069\n\u202eb\u202c')).toBe(true);
    expect(hasBalancedBidi('\u2067a\n\u2069')).toBe(false);
  });

  it('refuse with the field’s message in English and Arabic', async () => {
    const crlf = { ...validContact, name: 'Evil\r\nBcc: x@evil.example' };
    expect(await messageFor(schemas.contactMessage, crlf, 'name')).toBe(m.singleLine);
    expect(await messageFor(schemasFor('ar').contactMessage, crlf, 'name')).toBe(
      validationMessages.ar.singleLine,
    );
    expect(await messageFor(schemas.project, { ...validProject, title: 'a\u0000' }, 'title')).toBe(
      m.controlCharacters,
    );
    expect(await messageFor(schemas.project, { ...validProject, category: 'x\ud800' }, 'category')).toBe(
      m.brokenCharacters,
    );
    expect(
      await messageFor(schemas.project, { ...validProject, description: 'good\u202E evil' }, 'description'),
    ).toBe(m.bidiUnbalanced);
    expect(await messageFor(schemas.submissionUpdate, { notes: 'a\u0007' }, 'notes')).toBe(
      m.controlCharacters,
    );
    expect(
      await messageFor(
        schemas.userCreate,
        { username: 'a\nb', email: 'a@b.co', password: 'secret1' },
        'username',
      ),
    ).toBe(m.singleLine);
    expect(
      await messageFor(
        schemas.teamData,
        { members: [{ ...member, expertise: ['a\nb'] }] },
        'members[0].expertise[0]',
      ),
    ).toBe(m.singleLine);
  });

  it('accept line breaks and tabs where the text may span lines', async () => {
    const out = await schemas.contactMessage.validate(
      { ...validContact, message: 'Line one,\r\n\tline two.' },
      validateOptions,
    );
    expect(out.message).toBe('Line one,\r\n\tline two.');
    expect(await messageFor(schemas.heroData, { heading: 'Own\nyour AI' }, 'heading')).toBeUndefined();
  });

  it('apply to every text of free-form content, keys included', () => {
    expect(freeValueProblem({ body: 'Line\none', list: ['ok', { a: 'b' }] })).toBeUndefined();
    expect(freeValueProblem({ links: [{ label: 'a\u0000' }] })).toBe('controlCharacters');
    expect(freeValueProblem({ ['bad\nkey']: 1 })).toBe('singleLine');
    expect(freeValueProblem({ note: '\u202Eevil' })).toBe('bidiUnbalanced');
    expect(freeValueProblem({ 'a.b': 1 })).toBe('keyInvalid');
  });
});

describe('links', () => {
  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['a protocol-relative link', '//evil.example/x.png'],
    ['a backslash path', '/\\evil.example/x.png'],
    ['a path outside the library', '/admin/x.png'],
    ['a path climbing out of the library', '/api/media/files/../../admin'],
  ])('refuse %s as a team member image, a project image and a hero background', async (_label, link) => {
    expect(await messageFor(schemas.teamMember, { ...member, image: link }, 'image')).toBe(m.urlInvalid);
    expect(await messageFor(schemas.project, { ...validProject, imageUrl: link }, 'imageUrl')).toBe(
      m.urlInvalid,
    );
    expect(await messageFor(schemas.heroData, { backgroundImage: link }, 'backgroundImage')).toBe(
      m.urlInvalid,
    );
  });

  it.each([['javascript:alert(1)'], ['data:text/html,x'], ['/api/media/files/a.png'], ['linkedin.com/in/x']])(
    'refuse %s as a LinkedIn profile',
    async (link) => {
      expect(await messageFor(schemas.teamMember, { ...member, linkedin: link }, 'linkedin')).toBe(
        m.urlInvalid,
      );
    },
  );

  it('accept http(s) links, library and bundled images, and blank (or "#") for none', async () => {
    const out = await schemas.teamMember.validate(
      {
        ...member,
        image: '/api/media/files/3f1c9a2e-7b4d-4e8f-9a1b-2c3d4e5f6a7b.jpg',
        imageAlt: 'Sara at her desk',
        linkedin: 'https://www.linkedin.com/in/sara',
      },
      validateOptions,
    );
    expect(out).toMatchObject({ image: '/api/media/files/3f1c9a2e-7b4d-4e8f-9a1b-2c3d4e5f6a7b.jpg' });
    for (const image of ['https://cdn.example.com/a.png', '/images/default-person.svg', '']) {
      expect(
        await messageFor(schemas.teamMember, { ...member, image, imageAlt: 'Sara' }, 'image'),
        image,
      ).toBeUndefined();
    }
    for (const linkedin of ['', '#', 'http://linkedin.com/in/x']) {
      expect(
        await messageFor(schemas.teamMember, { ...member, linkedin }, 'linkedin'),
        linkedin,
      ).toBeUndefined();
    }
    expect(await schemas.teamMember.validate(member, validateOptions)).toMatchObject({
      image: '',
      linkedin: '',
    });
    expect(
      await messageFor(schemas.project, { ...validProject, youtubeUrl: 'javascript:alert(1)' }, 'youtubeUrl'),
    ).toBe(m.urlInvalid);
  });
});

describe('body formats', () => {
  it.each([
    ['PUT', '/api/contact-submissions/0123456789abcdef01234567', 'application/json', true],
    ['PUT', '/api/projects/0123456789abcdef01234567', 'Application/JSON; charset=UTF-8', true],
    ['PUT', '/api/contact-submissions/0123456789abcdef01234567', 'application/x-www-form-urlencoded', false],
    ['PATCH', '/api/users/0123456789abcdef01234567', 'multipart/form-data; boundary=x', false],
    ['POST', '/api/auth/login', 'text/plain', false],
    ['POST', '/api/nothing-here', 'application/x-www-form-urlencoded', false],
    ['POST', '/api/media/upload', 'multipart/form-data; boundary=x', true],
    ['POST', '/api/contact', 'application/x-www-form-urlencoded', true],
    ['POST', '/api/contact', 'text/plain', false],
  ])('%s %s takes %s: %s', (method, path, type, accepted) => {
    expect(acceptsBodyType(method, path, type)).toBe(accepted);
  });
});

describe('SEO texts', () => {
  const ar = schemasFor('ar');

  it('take a meta title of up to 120 and a description of up to 320 characters, one line each', async () => {
    const project = { ...validProject, seoTitle: 't'.repeat(120), seoDescription: 'd'.repeat(320) };
    expect(await messageFor(schemas.project, project, 'seoTitle')).toBeUndefined();
    expect(await messageFor(schemas.project, project, 'seoDescription')).toBeUndefined();
    expect(await messageFor(schemas.project, { ...project, seoTitle: 't'.repeat(121) }, 'seoTitle')).toBe(
      m.seoTitleTooLong,
    );
    expect(
      await messageFor(schemas.project, { ...project, seoDescription: 'd'.repeat(321) }, 'seoDescription'),
    ).toBe(m.seoDescriptionTooLong);
    expect(await messageFor(ar.project, { ...project, seoTitle: 'ع'.repeat(121) }, 'seoTitle')).toBe(
      validationMessages.ar.seoTitleTooLong,
    );
    expect(await messageFor(schemas.project, { ...project, seoTitle: 'a\nb' }, 'seoTitle')).toBe(
      m.singleLine,
    );
  });

  it('hold the same limits for the landing and projects pages in the hero section', async () => {
    const hero = { seo: { title: 't'.repeat(121) }, projectsSeo: { description: 'd'.repeat(321) } };
    expect(await messageFor(schemas.heroData, hero, 'seo.title')).toBe(m.seoTitleTooLong);
    expect(await messageFor(schemas.heroData, hero, 'projectsSeo.description')).toBe(m.seoDescriptionTooLong);
    expect(await messageFor(schemas.heroData, { seo: 'x' }, 'seo')).toBe(m.mustBeObject);
    expect(
      await messageFor(schemas.heroData, { seo: { ogImage: 'javascript:alert(1)' } }, 'seo.ogImage'),
    ).toBe(m.urlInvalid);
  });

  it('drop blank texts and unknown fields, and keep an image link or a library image', async () => {
    expect(
      await schemas.heroData.validate(
        { seo: { title: '  Rawi  ', description: '   ', ogImage: '/api/media/files/a.jpg', robots: 'x' } },
        validateOptions,
      ),
    ).toEqual({ seo: { title: 'Rawi', ogImage: '/api/media/files/a.jpg' } });
    expect(await schemas.heroData.validate({ heading: 'H' }, validateOptions)).toEqual({ heading: 'H' });
    const project = await schemas.project.validate(
      { ...validProject, seoTitle: '', seoDescription: ' ', ogImage: 'https://cdn.example.com/og.png' },
      validateOptions,
    );
    expect(project).not.toHaveProperty('seoTitle');
    expect(project).not.toHaveProperty('seoDescription');
    expect(project.ogImage).toBe('https://cdn.example.com/og.png');
  });
});
