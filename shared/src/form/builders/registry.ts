import type { FieldType } from '../../form-model/definition.ts';
import { choiceFields } from './choice-fields.ts';
import { compositeFields } from './composite-fields.ts';
import { dateFields } from './date-fields.ts';
import type { FieldBuilder } from './field-builder.ts';
import { fileFields } from './file-fields.ts';
import { languageFields } from './language-fields.ts';
import { textFields } from './text-fields.ts';

/** Every input type's builder (spec 2.10): a type without one does not compile. */
export const fieldBuilders: { readonly [K in FieldType]: FieldBuilder } = {
  ...textFields,
  ...dateFields,
  ...choiceFields,
  ...fileFields,
  ...languageFields,
  ...compositeFields,
};
