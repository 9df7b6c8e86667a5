/**
 * Content sniffing of an uploaded object's first bytes (ARCHITECTURE 'Security baseline': content sniffed after
 * upload). Classifies by magic numbers, never by the name or the declared type. Pure and dependency-free: the
 * answer set is exactly what the upload policy needs (HWP/DOC/XLS are all the OLE container 'cfb', which a
 * general detector would not tell apart from an MSI either; the extension check in upload-policy.ts does).
 */
export type ContentKind =
  | 'jpeg'
  | 'png'
  | 'gif'
  | 'webp'
  | 'bmp'
  | 'tiff'
  | 'pdf'
  /** ZIP container: OOXML (docx, xlsx, pptx), HWPX, ODF. */
  | 'zip'
  /** OLE compound file: HWP 5, DOC, XLS, PPT (and MSI, refused by extension). */
  | 'cfb'
  /** HWP 3.x ('HWP Document File'). */
  | 'hwp3'
  | 'rtf'
  | 'text'
  /** HTML, SVG, XML with script, PHP: text that a browser or server would run. */
  | 'markup'
  /** '#!' scripts. */
  | 'script'
  /** PE (MZ), ELF, Mach-O, Java class, WebAssembly. */
  | 'executable'
  | 'unknown';

/** How many leading bytes the sniffer looks at. */
export const SNIFF_BYTES = 4100;

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0) => b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

export function sniffContent(bytes: Uint8Array): ContentKind {
  const b = bytes;
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a'))) return 'gif';
  if (startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(b, ascii('BM')) && b.length >= 14 && b[6] === 0 && b[7] === 0 && b[8] === 0 && b[9] === 0) return 'bmp';
  if (startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (startsWith(b, ascii('%PDF-'))) return 'pdf';
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04]) || startsWith(b, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'cfb';
  if (startsWith(b, ascii('HWP Document File'))) return 'hwp3';
  if (isExecutable(b)) return 'executable';
  if (startsWith(b, ascii('{\\rtf'))) return 'rtf';
  return classifyText(b);
}

function isExecutable(b: Uint8Array): boolean {
  return (
    // PE/DOS 'MZ' with a binary header (a text that merely starts with 'MZ' has no NUL or low control bytes).
    (startsWith(b, ascii('MZ')) && b.subarray(0, 64).some((v) => v < 0x09)) ||
    startsWith(b, [0x7f, 0x45, 0x4c, 0x46]) ||
    startsWith(b, [0xfe, 0xed, 0xfa, 0xce]) ||
    startsWith(b, [0xfe, 0xed, 0xfa, 0xcf]) ||
    startsWith(b, [0xce, 0xfa, 0xed, 0xfe]) ||
    startsWith(b, [0xcf, 0xfa, 0xed, 0xfe]) ||
    // Mach-O universal binary and Java class files share CAFEBABE.
    startsWith(b, [0xca, 0xfe, 0xba, 0xbe]) ||
    startsWith(b, [0x00, 0x61, 0x73, 0x6d])
  );
}

/** Allowed control bytes in text: tab, LF, VT, FF, CR, ESC. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1b]);
const ACTIVE_MARKUP = /<\s*(script|html|!doctype\s+html|svg|iframe|object|embed|body|head|meta|form)\b|<\?php|<%|javascript:/i;

/** Text in any ASCII-compatible encoding (UTF-8, EUC-KR/CP949) or UTF-16 with a BOM; else 'unknown'. */
function classifyText(b: Uint8Array): ContentKind {
  if (b.length === 0) return 'unknown';
  let text: string;
  if (startsWith(b, [0xff, 0xfe]) || startsWith(b, [0xfe, 0xff])) {
    // UTF-16 (Windows Notepad): NULs are expected; read it as such.
    text = new TextDecoder(b[0] === 0xff ? 'utf-16le' : 'utf-16be').decode(b.subarray(2));
    if ([...text].some((c) => c.charCodeAt(0) < 0x20 && !TEXT_CONTROLS.has(c.charCodeAt(0)))) return 'unknown';
  } else {
    for (const v of b) if (v < 0x20 && !TEXT_CONTROLS.has(v)) return 'unknown';
    text = new TextDecoder('utf-8').decode(b);
  }
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('#!')) return 'script';
  if (ACTIVE_MARKUP.test(text)) return 'markup';
  return 'text';
}

export const imageKinds: readonly ContentKind[] = ['jpeg', 'png', 'gif', 'webp', 'bmp', 'tiff'];

/** The MIME type recorded for a sniffed kind. */
export const mimeOfKind: Record<ContentKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  tiff: 'image/tiff',
  pdf: 'application/pdf',
  zip: 'application/zip',
  cfb: 'application/x-cfb',
  hwp3: 'application/x-hwp',
  rtf: 'application/rtf',
  text: 'text/plain',
  markup: 'text/html',
  script: 'text/plain',
  executable: 'application/octet-stream',
  unknown: 'application/octet-stream',
};
