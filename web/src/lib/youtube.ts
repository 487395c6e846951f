import { YOUTUBE_ID_LENGTH } from '@rawi/proto';

const ID_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${YOUTUBE_ID_LENGTH}}$`);
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const PATH_PREFIXES = ['embed', 'shorts', 'v', 'live'];

function parseUrl(link: string): URL | null {
  const value = link.trim();
  if (!value) return null;
  try {
    return new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
  } catch (error) {
    if (error instanceof TypeError) return null; // not a URL at all
    throw error;
  }
}

/**
 * The video id of a YouTube link in the watch, youtu.be, embed and shorts forms, or null.
 * A video is embedded only when the id is exactly 11 characters.
 */
export function extractYouTubeId(link: string | undefined | null): string | null {
  if (!link) return null;
  const url = parseUrl(link);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined = null;

  if (host === 'youtu.be' || host === 'www.youtu.be') {
    candidate = segments[0];
  } else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') candidate = url.searchParams.get('v');
    else if (segments[0] && PATH_PREFIXES.includes(segments[0])) candidate = segments[1];
  }
  return candidate && ID_PATTERN.test(candidate) ? candidate : null;
}

/** The privacy-enhanced player: no YouTube cookies until the visitor plays the video. */
export function youTubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?rel=0`;
}

export function youTubeWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${id}`;
}
