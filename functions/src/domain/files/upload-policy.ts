import { messages } from '@portal/shared';
import { extensionOf, photoContentTypes, photoExtensions } from '@portal/shared/form/file-limits';
import type { Item } from '@portal/shared/form/definition';
import { imageKinds, type ContentKind } from './sniff-content.ts';

/**
 * Which files a photo or file item accepts (ARCHITECTURE 'Security baseline': type limits enforced server-side).
 * A photo is a real JPEG, PNG or GIF. A file is a document, image, PDF, HWP, ZIP-based office file or plain
 * text, judged by its sniffed content AND its name: executables and scripts are refused even when renamed,
 * and a known document extension must carry that kind of content.
 */

/** Names that run when opened, whatever their content looks like. */
const blockedExtensions = new Set([
  'exe', 'dll', 'com', 'scr', 'pif', 'cpl', 'msi', 'msp', 'msc', 'bat', 'cmd', 'sh', 'bash', 'zsh', 'ps1', 'psm1', 'vb', 'vbs', 'vbe',
  'js', 'mjs', 'cjs', 'jse', 'wsf', 'wsh', 'hta', 'lnk', 'reg', 'inf', 'jar', 'class', 'apk', 'app', 'dmg', 'pkg', 'deb', 'rpm',
  'iso', 'img', 'bin', 'so', 'dylib', 'wasm', 'py', 'pl', 'rb', 'php', 'phtml', 'asp', 'aspx', 'jsp', 'cgi', 'html', 'htm',
  'xhtml', 'shtml', 'svg', 'svgz', 'xml', 'docm', 'xlsm', 'pptm', 'dotm', 'xltm', 'potm',
]);

/** Content kinds a file item accepts at all. */
const allowedFileKinds = new Set<ContentKind>([...imageKinds, 'pdf', 'zip', 'cfb', 'hwp3', 'rtf', 'text']);

/** Known extensions and the content they must carry (others only need an allowed kind). */
const expectedKinds: Record<string, readonly ContentKind[]> = {
  pdf: ['pdf'],
  hwp: ['cfb', 'hwp3'],
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  docx: ['zip'],
  xlsx: ['zip'],
  pptx: ['zip'],
  hwpx: ['zip'],
  odt: ['zip'],
  ods: ['zip'],
  odp: ['zip'],
  cell: ['zip', 'cfb'],
  show: ['zip', 'cfb'],
  rtf: ['rtf'],
  txt: ['text'],
  csv: ['text'],
  jpg: imageKinds,
  jpeg: imageKinds,
  png: imageKinds,
  gif: imageKinds,
  bmp: imageKinds,
  webp: imageKinds,
  tif: imageKinds,
  tiff: imageKinds,
};

/** A ZIP is accepted only as an office document (an archive could carry anything). */
const zipDocumentExtensions = new Set(['docx', 'xlsx', 'pptx', 'hwpx', 'odt', 'ods', 'odp', 'cell', 'show']);

/** Declared types passed on to the presigned PUT; anything else is stored as application/octet-stream. */
const SAFE_DECLARED_TYPE =
  /^(image\/(jpeg|png|gif|webp|bmp|tiff)|application\/(pdf|zip|x-zip-compressed|msword|rtf|x-hwp|haansofthwp|vnd\.hancom\.[\w.+-]+|vnd\.ms-[\w.+-]+|vnd\.openxmlformats-officedocument\.[\w.+-]+|vnd\.oasis\.opendocument\.[\w.+-]+)|text\/(plain|csv))$/;

const isPhoto = (item: Item) => item.input_type.type === 'photo';

/** Before the upload: the name and declared type. Answers a Korean message, or undefined when acceptable. */
export function checkDeclaredFile(item: Item, filename: string, contentType: string): string | undefined {
  const ext = extensionOf(filename);
  if (isPhoto(item)) {
    // A browser that knows no type for the file sends application/octet-stream; the content is sniffed anyway.
    const declared = contentType.toLowerCase();
    const typeOk = (photoContentTypes as readonly string[]).includes(declared) || declared === 'application/octet-stream';
    const extOk = (photoExtensions as readonly string[]).includes(ext);
    return typeOk && extOk ? undefined : messages.uploads.photoOnlyImage;
  }
  return blockedExtensions.has(ext) ? messages.uploads.blockedType : undefined;
}

/** The Content-Type the presigned PUT is signed with (and the browser must send). */
export function storedContentType(declared: string): string {
  const t = declared.trim().toLowerCase();
  return SAFE_DECLARED_TYPE.test(t) ? t : 'application/octet-stream';
}

/** After the upload: the sniffed content against the item and the name. */
export function checkSniffedFile(item: Item, filename: string, kind: ContentKind): string | undefined {
  if (isPhoto(item)) return kind === 'jpeg' || kind === 'png' || kind === 'gif' ? undefined : messages.uploads.photoOnlyImage;
  const ext = extensionOf(filename);
  if (blockedExtensions.has(ext) || !allowedFileKinds.has(kind)) return messages.uploads.blockedType;
  const expected = expectedKinds[ext];
  if (expected && !expected.includes(kind)) return messages.uploads.blockedType;
  if (kind === 'zip' && !zipDocumentExtensions.has(ext)) return messages.uploads.blockedType;
  return undefined;
}
