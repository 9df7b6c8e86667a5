import { messages } from '@portal/shared';
import { extensionOf, photoContentTypes, photoExtensions } from '@portal/shared/form/file-limits';
import type { Item } from '@portal/shared/form-model/definition';
import type { ContentKind } from './sniff-content.ts';

/**
 * Which files a photo or file item accepts (ARCHITECTURE 'Security baseline': type limits enforced server-side).
 * Names are judged as normalised by normalizeFileName (no trailing dots or spaces, no alternate stream), the
 * name the applicant's file system will use. A photo is a real JPEG, PNG or GIF named as one. A file must have
 * an extension of the allow-list below AND content of the kind that extension names: anything else (executables,
 * scripts, markup, archives, unknown or missing extensions) is refused, however harmless its content looks.
 */

/** The allow-list: each accepted extension and the sniffed content it must carry. */
const acceptedExtensions: Readonly<Record<string, readonly ContentKind[]>> = {
  pdf: ['pdf'],
  hwp: ['cfb', 'hwp3'],
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  // ZIP-based office documents (a plain .zip could carry anything, so it is not on the list).
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
  jpg: ['jpeg'],
  jpeg: ['jpeg'],
  png: ['png'],
  gif: ['gif'],
  bmp: ['bmp'],
  webp: ['webp'],
  tif: ['tiff'],
  tiff: ['tiff'],
};

const kindsOf = (ext: string): readonly ContentKind[] | undefined => (Object.hasOwn(acceptedExtensions, ext) ? acceptedExtensions[ext] : undefined);

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
  return kindsOf(ext) ? undefined : messages.uploads.blockedType;
}

/** The Content-Type the presigned PUT is signed with (and the browser must send). */
export function storedContentType(declared: string): string {
  const t = declared.trim().toLowerCase();
  return SAFE_DECLARED_TYPE.test(t) ? t : 'application/octet-stream';
}

/** After the upload: the sniffed content must be the kind the (normalised) name's extension names. */
export function checkSniffedFile(item: Item, filename: string, kind: ContentKind): string | undefined {
  const ext = extensionOf(filename);
  if (isPhoto(item)) {
    const photoKind = (photoExtensions as readonly string[]).includes(ext) && kindsOf(ext)!.includes(kind);
    return photoKind ? undefined : messages.uploads.photoOnlyImage;
  }
  return kindsOf(ext)?.includes(kind) ? undefined : messages.uploads.blockedType;
}
