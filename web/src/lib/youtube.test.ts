import { describe, expect, it } from 'vitest';
import { extractYouTubeId, youTubeEmbedUrl, youTubeWatchUrl } from './youtube';

const ID = 'dQw4w9WgXcQ';

describe('extractYouTubeId', () => {
  it.each([
    ['watch link', `https://www.youtube.com/watch?v=${ID}`],
    ['watch link with more parameters', `https://www.youtube.com/watch?feature=share&v=${ID}&t=42s`],
    ['mobile watch link', `https://m.youtube.com/watch?v=${ID}`],
    ['short youtu.be link', `https://youtu.be/${ID}`],
    ['youtu.be link with a share id', `https://youtu.be/${ID}?si=abc123`],
    ['embed link', `https://www.youtube.com/embed/${ID}`],
    ['privacy-enhanced embed link', `https://www.youtube-nocookie.com/embed/${ID}?rel=0`],
    ['shorts link', `https://www.youtube.com/shorts/${ID}`],
    ['link without a scheme', `youtube.com/watch?v=${ID}`],
    ['link with spaces around it', `  https://youtu.be/${ID}  `],
  ])('takes the id from a %s', (_form, link) => {
    expect(extractYouTubeId(link)).toBe(ID);
  });

  it.each([
    ['an id of 10 characters', 'https://youtu.be/dQw4w9WgXc'],
    ['an id of 12 characters', 'https://www.youtube.com/watch?v=dQw4w9WgXcQQ'],
    ['an id with a forbidden character', 'https://youtu.be/dQw4w9WgX$Q'],
    ['a watch link without v', 'https://www.youtube.com/watch?list=PL123'],
    ['a channel page', 'https://www.youtube.com/@rawi'],
    ['another video host', `https://vimeo.com/${ID}`],
    ['a look-alike host', `https://youtube.com.evil.example/watch?v=${ID}`],
    ['text that is not a link', 'not a link at all'],
    ['an empty string', ''],
  ])('yields no id for %s', (_case, link) => {
    expect(extractYouTubeId(link)).toBeNull();
  });

  it('yields no id when there is no link', () => {
    expect(extractYouTubeId(undefined)).toBeNull();
    expect(extractYouTubeId(null)).toBeNull();
  });

  it('builds the privacy-enhanced embed and the watch link from the id', () => {
    expect(youTubeEmbedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?rel=0`);
    expect(youTubeWatchUrl(ID)).toBe(`https://www.youtube.com/watch?v=${ID}`);
  });
});
