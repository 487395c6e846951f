/** Small real files, made byte by byte, for the upload tests. */
import { crc32, deflateSync } from 'node:zlib';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 1×1 red PNG. */
export function png(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const pixels = deflateSync(Buffer.from([0, 255, 0, 0]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG padded after its end to exactly `size` bytes (still a PNG by its bytes). */
export function pngOfSize(size: number): Buffer {
  const image = png();
  return Buffer.concat([image, Buffer.alloc(size - image.length)]);
}

/** A 1×1 transparent GIF. */
export const gif = () => Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A 1×1 lossless WebP. */
export const webp = () => Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/** A 2×2 JPEG. */
export const jpeg = () =>
  Buffer.from(
    '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCSADC5P//Z',
    'base64',
  );

/** The start of a JPEG/JFIF file (SOI and an APP0 segment): a JPEG by its bytes, but no image. */
export const jpegHeaderOnly = () =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]),
  ]);

function ftyp(major: string, compatible: string[]): Buffer {
  const brands = Buffer.from(major + '\0\0\0\0' + compatible.join(''), 'latin1');
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + brands.length);
  return Buffer.concat([size, Buffer.from('ftyp', 'latin1'), brands]);
}

/** A 2×2 AVIF. */
export const avif = () =>
  Buffer.from(
    'AAAAHGZ0eXBhdmlmAAAAAG1pZjFhdmlmbWlhZgAAANZtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAACJpbG9jAAAAAERAAAEAAQAAAAAA+gABAAAAAAAAACQAAAAjaWluZgAAAAAAAQAAABVpbmZlAgAAAAABAABhdjAxAAAAAA5waXRtAAAAAAABAAAAVmlwcnAAAAA4aXBjbwAAAAxhdjFDgSACAAAAABRpc3BlAAAAAAAAAAIAAAACAAAAEHBpeGkAAAAAAwgICAAAABZpcG1hAAAAAAAAAAEAAQOBAgMAAAAsbWRhdBIACgc4ADaQENBpMhcZQmMEwAA0AACQQMkcYUSO87WycvH0IA==',
    'base64',
  );

/** An MP4 file's ftyp box followed by an empty mdat, `size` bytes in all. */
export function mp4(size = 4096): Buffer {
  const head = ftyp('isom', ['isom', 'iso2', 'mp41']);
  const mdat = Buffer.alloc(size - head.length);
  mdat.writeUInt32BE(mdat.length);
  mdat.write('mdat', 4, 'latin1');
  for (let i = 8; i < mdat.length; i += 1) mdat[i] = i % 251;
  return Buffer.concat([head, mdat]);
}

/** A WebM file's EBML header (DocType webm). */
export const webm = () =>
  Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f]),
    Buffer.from([
      0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08,
    ]),
    Buffer.from([0x42, 0x82, 0x84]),
    Buffer.from('webm', 'latin1'),
    Buffer.from([0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02]),
    Buffer.alloc(64),
  ]);

/** An SVG that carries script. */
export const svg = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(document.cookie)</script></svg>',
  );

/** An HTML page (the tests name it .png). */
export const html = () =>
  Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
