import type { FieldRegistry } from '../types.ts';
import { FileField } from './file-field.tsx';
import { PhotoField } from './photo-field.tsx';

/** The upload field types of the registry (merge into the engine's FieldRegistry). */
export const uploadFields: Pick<FieldRegistry, 'photo' | 'file'> = { photo: PhotoField, file: FileField };
