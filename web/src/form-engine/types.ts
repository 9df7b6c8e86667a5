import type { ComponentType } from 'react';
import type { FieldType, Item } from '@portal/shared/form-model/definition';

/**
 * The form engine's contract with field components. A field component renders one item of the
 * definition and binds itself to the page's react-hook-form (useFormContext) under `fieldName(props)`.
 */
export interface FormEngineContext {
  applicantId: number;
  taskId: number;
  pageIndex: number;
  /** Staff test mode: Prev/Next only, nothing is saved. */
  isTest: boolean;
  /** Staff (workspace set): multiline shows 5 rows instead of 10. */
  isAdmin: boolean;
  /** The whole page is read-only (e.g. after final submission). */
  readOnly: boolean;
}

export interface FieldProps {
  item: Item;
  /**
   * Path prefix of the item's container in the form values, ending in '.' or empty:
   * '' (top level), 'applicant_personal_infos.' (a model group) or 'applicant_careers.2.' (a row).
   */
  prefix: string;
  /** Accessible label (the item's label or title). */
  label: string;
  /** Visual/ARIA id base, unique on the page. */
  idBase: string;
  readOnly: boolean;
  /** The shown items of the same detail: a field that follows another one finds it here (the high-school grade its school type). */
  siblings?: readonly Item[] | undefined;
}

export type FieldComponent = ComponentType<FieldProps>;
export type FieldRegistry = Record<FieldType, FieldComponent>;

/** The form-values key of an item: prefix + input_type.field. */
export const fieldName = (p: Pick<FieldProps, 'item' | 'prefix'>) => `${p.prefix}${p.item.input_type.field}`;
